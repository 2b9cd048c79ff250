#include "views/queue/queuespage.h"

#include "operations/format/format.h"
#include "views/actionrunner.h"
#include "askr_contracts_api.h"
#include "views/emptystate.h"
#include "views/headertips.h"
#include "models/changethrottle.h"
#include "models/freshness.h"
#include "operations/queue/jobactions.h"
#include "views/payloadview.h"
#include "models/queue/jobfilters.h"
#include "models/queue/jobsmodel.h"
#include "models/queue/queuehistory.h"
#include "models/queue/queueoverviewmodel.h"
#include "views/queue/queuecharts.h"
#include "views/livehold.h"
#include "views/pagedtableview.h"
#include "views/queue/queuewidgets.h"
#include "views/reflowsplitter.h"
#include "views/selectionkeeper.h"
#include "storage/session.h"
#include "storage/settings/layoutsettings.h"

#include <QAction>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QIcon>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QSortFilterProxyModel>
#include <QScrollArea>
#include <QScrollBar>
#include <QSplitter>
#include <QStackedWidget>
#include <QTableView>
#include <QTimer>
#include <QTreeView>
#include <QVBoxLayout>

namespace askr::views {

using models::JobsModel;
using operations::QueueHealth;
using models::QueueOverviewModel;

namespace {

const QString kJobsKey = QStringLiteral("QueuesPage/jobs");

// Colours the age and status of queues that do not keep up.
class HealthProxy : public QSortFilterProxyModel
{
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;
    QVariant data(const QModelIndex &index, int role) const override
    {
        if (role == Qt::ForegroundRole && (index.column() == QueueOverviewModel::StatusColumn || index.column() == QueueOverviewModel::OldestReadyColumn)) {
            switch (QueueHealth(QSortFilterProxyModel::data(index, QueueOverviewModel::HealthRole).toInt())) {
            case QueueHealth::NoWorker:
            case QueueHealth::Saturated:
                return QColor(0xda, 0x44, 0x53);
            case QueueHealth::Draining:
            case QueueHealth::Unknown:
                return QColor(0xf6, 0x74, 0x00);
            case QueueHealth::Ok:
                break;
            }
        }
        return QSortFilterProxyModel::data(index, role);
    }
};

} // namespace

QueuesPage::QueuesPage(storage::Session *session, models::QueueOverviewModel *queues, QWidget *parent)
    : Page(session, parent)
    , m_overview(queues)
    , m_overviewProxy(new HealthProxy(this))
    , m_jobs(new JobsModel(session, this))
    , m_stack(new QStackedWidget(this))
    , m_empty(new EmptyState(this))
    , m_totals(new QLabel(this))
    , m_overviewView(new QTreeView(this))
    , m_charts(new QueueCharts(session, m_overview->history(), this))
    , m_queueFilter(new QComboBox(this))
    , m_stateFilter(new QComboBox(this))
    , m_jobCount(new QLabel(this))
    , m_jobHeader(new QLabel(this))
    , m_payload(new PayloadView(this))
    , m_tick(new QTimer(this))
{
    setObjectName(QStringLiteral("queuesPage"));

    // Overview: one row per queue, sorted in a proxy (a handful of rows).
    m_overviewProxy->setSourceModel(m_overview);
    m_overviewProxy->setSortRole(QueueOverviewModel::SortRole);
    m_overviewView->setObjectName(QStringLiteral("queueOverview"));
    m_overviewView->setModel(m_overviewProxy);
    m_overviewKeeper = new SelectionKeeper(m_overviewView, [](const QModelIndex &row) { return tr("queue %1").arg(row.siblingAtColumn(0).data().toString()); });
    m_overviewView->setRootIsDecorated(false);
    m_overviewView->setUniformRowHeights(true);
    m_overviewView->setSortingEnabled(true);
    m_overviewView->sortByColumn(QueueOverviewModel::QueueColumn, Qt::AscendingOrder);
    m_overviewView->setSelectionMode(QAbstractItemView::SingleSelection);
    m_overviewView->setContextMenuPolicy(Qt::ActionsContextMenu);
    m_overviewView->setToolTip(tr("Select a queue to chart it and list its jobs; select it again with Ctrl to see all queues."));
    m_totals->setObjectName(QStringLiteral("queueTotals"));
    m_totals->setWordWrap(true);
    m_totals->setTextInteractionFlags(Qt::TextSelectableByMouse);

    // Jobs: filters, the paged table, the payload of the current job.
    m_queueFilter->setObjectName(QStringLiteral("jobsQueueFilter"));
    m_queueFilter->setToolTip(tr("Only the jobs of this queue"));
    m_queueFilter->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    queueui::syncQueueCombo(m_queueFilter, {});
    m_stateFilter->setObjectName(QStringLiteral("jobsStateFilter"));
    m_stateFilter->setToolTip(tr("Only jobs in this state, judged against the current time"));
    m_stateFilter->addItem(tr("Any state"));
    m_stateFilter->addItem(tr("Ready"), QByteArray("ready"));
    m_stateFilter->addItem(tr("Delayed"), QByteArray("delayed"));
    m_stateFilter->addItem(tr("Reserved"), QByteArray("reserved"));
    m_nameFilter = queueui::filterEdit(QStringLiteral("jobsNameFilter"), tr("Job name"),
                                       tr("Only jobs whose payload names this job (Laravel's displayName), exactly"), this, [this] { applyFilter(); });
    m_textFilter = queueui::filterEdit(QStringLiteral("jobsTextFilter"), tr("Text in payload"),
                                       tr("Only jobs whose payload contains this text, case-sensitive (reads every payload: slow on large tables)"), this,
                                       [this] { applyFilter(); });
    m_jobCount->setObjectName(QStringLiteral("jobsCount"));
    m_jobsView = queueui::makeTable(QStringLiteral("jobsTable"), kJobsKey, this);
    m_jobsView->setModel(m_jobs);
    m_jobsKeeper = new SelectionKeeper(m_jobsView, [](const QModelIndex &row) { return tr("job %1").arg(row.data(JobsModel::RowKeyRole).value<contracts::Value>().toInt()); });
    queueui::bindOrder(m_jobsView, m_jobs, JobsModel::IdColumn, kJobsKey,
                       {QStringLiteral("12345678"), QStringLiteral("notifications"), QStringLiteral("App\\Jobs\\SendWelcomeMail"), tr("reserved"),
                        QStringLiteral("Priority"), QStringLiteral("12 / 25"), tr("12 min 30 s ago"), tr("for 12 min 30 s"), tr("12 min 30 s ago")});
    // The job's class is shown whole (the pane scrolls sideways when narrow).
    m_jobsView->horizontalHeader()->setSectionResizeMode(JobsModel::NameColumn, QHeaderView::ResizeToContents);
    // Its natural width decides whether the payload fits beside it; a
    // stretched last column would hide that.
    m_jobsView->horizontalHeader()->setStretchLastSection(false);
    m_jobHeader->setObjectName(QStringLiteral("jobHeader"));
    m_jobHeader->setWordWrap(true);
    m_jobHeader->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_payload->setObjectName(QStringLiteral("jobPayload"));
    m_payload->setPlaceholder(tr("Select a job to see its payload."));

    // Actions.
    m_releaseAction = new QAction(QIcon::fromTheme(QStringLiteral("object-unlocked")), tr("&Release Reservation…"), this);
    m_releaseAction->setObjectName(QStringLiteral("releaseJobAction"));
    m_releaseAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));
    m_releaseAction->setToolTip(tr("Clear the reservation of the selected reserved job, so that the next claim may take it again "
                                   "(the attempt stays counted; a worker still running it may finish it twice)"));
    m_deleteAction = new QAction(QIcon::fromTheme(QStringLiteral("edit-delete")), tr("&Delete Job…"), this);
    m_deleteAction->setObjectName(QStringLiteral("deleteJobAction"));
    m_deleteAction->setShortcut(QKeySequence::Delete);
    m_deleteAction->setToolTip(tr("Remove the selected job from its queue for good, whatever its state"));
    m_thresholdAction = new QAction(QIcon::fromTheme(QStringLiteral("configure")), tr("Set &Stuck Threshold…"), this);
    m_thresholdAction->setObjectName(QStringLiteral("thresholdAction"));
    m_thresholdAction->setToolTip(tr("How long the oldest ready job of the selected queue may wait before the queue is flagged"));
    m_pauseAction = LiveHold::makePauseAction(QStringLiteral("pauseJobsAction"), this);
    m_jobsHold = new LiveHold(m_jobsView, m_jobs, m_pauseAction);
    connect(m_releaseAction, &QAction::triggered, this, &QueuesPage::releaseJob);
    connect(m_deleteAction, &QAction::triggered, this, &QueuesPage::deleteJob);
    connect(m_thresholdAction, &QAction::triggered, this, &QueuesPage::editThreshold);
    m_jobsView->addActions({m_releaseAction, m_deleteAction});
    m_overviewView->addAction(m_thresholdAction);
    addActions({m_releaseAction, m_deleteAction, m_pauseAction});

    // Layout.
    auto *filters = new QHBoxLayout;
    filters->addWidget(new QLabel(tr("Jobs:"), this));
    filters->addWidget(m_queueFilter);
    filters->addWidget(m_stateFilter);
    filters->addWidget(m_nameFilter, 1);
    filters->addWidget(m_textFilter, 1);
    filters->addWidget(m_jobCount);
    auto *detail = new QWidget(this);
    auto *detailLayout = new QVBoxLayout(detail);
    detailLayout->setContentsMargins(0, 0, 0, 0);
    detailLayout->addWidget(m_jobHeader);
    detailLayout->addWidget(m_payload, 1);
    m_jobsSplitter = new ReflowSplitter(this);
    m_jobsSplitter->setObjectName(QStringLiteral("jobsSplitter"));
    m_jobsSplitter->addWidget(m_jobsView);
    // Under the table, a payload's decoded fields would squeeze the table
    // to a row or two: the pane scrolls instead.
    auto *detailScroll = new QScrollArea(this);
    detailScroll->setObjectName(QStringLiteral("jobDetailScroll"));
    detailScroll->setWidgetResizable(true);
    detailScroll->setFrameShape(QFrame::NoFrame);
    detailScroll->setWidget(detail);
    m_jobsSplitter->addWidget(detailScroll);
    m_jobsSplitter->setListWidth([this] {
        return m_jobsView->horizontalHeader()->length() + m_jobsView->verticalScrollBar()->sizeHint().width() + 2 * m_jobsView->frameWidth();
    });
    connect(m_jobsView->horizontalHeader(), &QHeaderView::sectionResized, m_jobsSplitter, &ReflowSplitter::scheduleReflow);
    auto *jobsPane = new QWidget(this);
    auto *jobsLayout = new QVBoxLayout(jobsPane);
    jobsLayout->setContentsMargins(0, 0, 0, 0);
    jobsLayout->addLayout(filters);
    jobsLayout->addWidget(m_jobsSplitter, 1);

    auto *overviewPane = new QWidget(this);
    auto *overviewLayout = new QVBoxLayout(overviewPane);
    overviewLayout->setContentsMargins(0, 0, 0, 0);
    overviewLayout->addWidget(m_totals);
    overviewLayout->addWidget(m_overviewView, 1);
    // The charts under the table, side by side and as wide as the page:
    // beside it they were thumbnails in a narrow column.
    m_topSplitter = new QSplitter(Qt::Vertical, this);
    m_topSplitter->setObjectName(QStringLiteral("queuesTopSplitter"));
    m_topSplitter->addWidget(overviewPane);
    m_topSplitter->addWidget(m_charts);
    m_topSplitter->setStretchFactor(0, 1);
    m_topSplitter->setStretchFactor(1, 2);
    m_mainSplitter = new QSplitter(Qt::Vertical, this);
    m_mainSplitter->setObjectName(QStringLiteral("queuesSplitter"));
    m_mainSplitter->addWidget(m_topSplitter);
    m_mainSplitter->addWidget(jobsPane);
    m_mainSplitter->setStretchFactor(0, 1);
    m_mainSplitter->setStretchFactor(1, 1);

    m_empty->setTitle(tr("No job queue here"));
    m_empty->setText(tr("This database has no askr_jobs and askr_failed_jobs tables. Queues appear here once the Askr runtime "
                        "(or Laravel's Askr queue driver) has written to it."));
    m_stack->addWidget(m_mainSplitter);
    m_stack->addWidget(m_empty);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_stack);

    using storage::settings::LayoutSettings;
    m_jobsSplitter->restoreLayout(LayoutSettings::state(QStringLiteral("QueuesPage/jobsSplitter")));
    if (!HeaderTips::restoreState(m_overviewView->header(), LayoutSettings::state(QStringLiteral("QueuesPage/overviewHeader"))))
        queueui::defaultWidths(m_overviewView->header(), {QStringLiteral("notifications"), QStringLiteral("123,456"), QStringLiteral("12,345"),
                                                          QStringLiteral("12,345"), QStringLiteral("12,345"), tr("12 min 30 s"), tr("≥ 1,234/min"),
                                                          tr("≥ 1,234/min"), tr("12/min"), tr("No worker?")});
    HeaderTips::install(m_overviewView->header());
    const bool topRestored = m_topSplitter->restoreState(LayoutSettings::state(QStringLiteral("QueuesPage/chartsSplitter")));
    if (!topRestored)
        m_topSplitter->setSizes({150, 260});
    const bool mainRestored = m_mainSplitter->restoreState(LayoutSettings::state(QStringLiteral("QueuesPage/mainSplitter")));
    if (!mainRestored)
        m_mainSplitter->setSizes({400, 420}); // the jobs pane may hold its payload under the table
    m_fitQueues = !topRestored && !mainRestored;
    for (QSplitter *splitter : {m_topSplitter, m_mainSplitter})
        connect(splitter, &QSplitter::splitterMoved, this, [this] { m_fitQueues = false; });

    // Wiring.
    connect(m_overview, &QueueOverviewModel::refreshed, this, [this] {
        queueui::syncQueueCombo(m_queueFilter, m_overview->queueNames());
        updateTotals();
        // Once the rows are laid out.
        QTimer::singleShot(0, this, &QueuesPage::fitQueues);
    });
    connect(m_overview, &QueueOverviewModel::errorOccurred, this, [this](const QString &m) { Q_EMIT statusMessage(m); });
    connect(m_overview, &QueueOverviewModel::stuckCountChanged, this, &Page::issueCountChanged);
    connect(m_overview->freshness(), &models::Freshness::changed, this, [this] {
        if (m_overview->stuckCount() > 0)
            Q_EMIT issueCountChanged(); // the problems' texts say their age
    });
    connect(m_overviewView->selectionModel(), &QItemSelectionModel::selectionChanged, this, &QueuesPage::overviewSelectionChanged);
    for (SelectionKeeper *keeper : {m_jobsKeeper, m_overviewKeeper})
        connect(keeper, &SelectionKeeper::itemsGone, this, [this](const QStringList &, const QString &message) {
            m_jobHeader->setText(message);
            Q_EMIT statusMessage(message);
        });
    connect(m_queueFilter, &QComboBox::currentIndexChanged, this, [this] {
        const std::optional<QByteArray> queue = queueui::comboQueue(m_queueFilter);
        // Choosing another queue (or all) in the combo leaves the overview's row.
        if (queue != selectedQueue()) {
            const QSignalBlocker block(m_overviewView->selectionModel());
            m_overviewView->selectionModel()->clearSelection();
            m_thresholdAction->setEnabled(false);
        }
        applyFilter();
        m_charts->setQueue(queue);
    });
    connect(m_stateFilter, &QComboBox::currentIndexChanged, this, &QueuesPage::applyFilter);
    // The figure counts the rows a hold keeps back too.
    auto countJobs = [this] { m_jobCount->setText(tr("%n job(s)", nullptr, int(std::min<qint64>(m_jobs->counted(), INT_MAX)))); };
    connect(m_jobs, &JobsModel::totalChanged, this, countJobs);
    connect(m_jobs, &JobsModel::newRowsChanged, this, countJobs);
    connect(m_jobs, &JobsModel::errorOccurred, this, [this](const QString &m) { Q_EMIT statusMessage(m); });
    connect(m_jobs, &JobsModel::pageLoaded, this, [this] {
        if (auto next = m_jobs->nextTransition(this->session()->now()))
            this->session()->scheduleWakeUp(*next);
        updateActions();
        if (currentJobId() != m_shownJob)
            showCurrentJob();
    });
    connect(m_jobs, &QAbstractItemModel::modelReset, this, &QueuesPage::showCurrentJob);
    connect(m_jobsView->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &QueuesPage::showCurrentJob);
    connect(m_jobsView->selectionModel(), &QItemSelectionModel::selectionChanged, this, &QueuesPage::updateActions);
    // The current row may be selected without becoming current anew.
    connect(m_jobsView->selectionModel(), &QItemSelectionModel::selectionChanged, this, &QueuesPage::showCurrentJob);
    connect(m_payload, &PayloadView::chunkRequested, this, [this](qint64 offset, qint64 length) { m_payload->appendChunk(m_shownPayload.mid(offset, length)); });

    // A busy database is re-read at most every two seconds, and only when shown.
    new models::ChangeThrottle(session, this, 2000, [this] { m_jobs->refresh(); });
    // Relative times move on.
    m_tick->setInterval(5000);
    connect(m_tick, &QTimer::timeout, this, [this] {
        if (isVisible())
            m_jobsView->viewport()->update();
    });
    m_tick->start();
    connect(session, &storage::Session::schemaChanged, this, [this] {
        const auto &schema = this->session()->schema();
        m_stack->setCurrentWidget(!schema.inspected || schema.hasQueue() ? static_cast<QWidget *>(m_mainSplitter) : m_empty);
        if (schema.hasQueue() && !m_jobs->source())
            applyFilter();
    });

    guardWriteAction(m_releaseAction, session);
    guardWriteAction(m_deleteAction, session);
    updateTotals();
    updateActions();
}

QueuesPage::~QueuesPage()
{
    using storage::settings::LayoutSettings;
    // Sizes the user never set are not kept: the next time they fit the
    // queues of then.
    LayoutSettings::setState(QStringLiteral("QueuesPage/mainSplitter"), m_fitQueues ? QByteArray() : m_mainSplitter->saveState());
    LayoutSettings::setState(QStringLiteral("QueuesPage/chartsSplitter"), m_fitQueues ? QByteArray() : m_topSplitter->saveState());
    LayoutSettings::setState(QStringLiteral("QueuesPage/jobsSplitter"), m_jobsSplitter->saveState());
    LayoutSettings::setState(QStringLiteral("QueuesPage/overviewHeader"), m_overviewView->header()->saveState());
    queueui::saveTable(m_jobsView, kJobsKey);
}

QString QueuesPage::title() const
{
    return tr("Queues");
}

QIcon QueuesPage::icon() const
{
    return QIcon::fromTheme(QStringLiteral("view-list-details"));
}

QList<QAction *> QueuesPage::pageActions() const
{
    return {m_releaseAction, m_deleteAction, m_thresholdAction, m_pauseAction};
}

void QueuesPage::focusFilter()
{
    m_textFilter->setFocus(Qt::ShortcutFocusReason);
    m_textFilter->selectAll();
}

void QueuesPage::refresh()
{
    m_overview->refresh();
    m_jobs->refresh();
    m_charts->reload();
}

int QueuesPage::issueCount() const
{
    return m_overview->stuckCount();
}

QStringList QueuesPage::issues() const
{
    QStringList out;
    // A verdict on figures that could not be read again says how old they are.
    const QString asOf = m_overview->isStale() ? m_overview->freshness()->asOf() : QString();
    for (int row = 0; row < m_overview->rowCount(); ++row)
        if (m_overview->verdictAt(row).health != operations::QueueHealth::Ok) {
            const QString line = tr("Queue %1: %2").arg(m_overview->depthAt(row).queue.toDisplayString(), m_overview->verdictAt(row).reason);
            out << (asOf.isEmpty() ? line : tr("%1 (stale: %2)").arg(line, asOf));
        }
    return out;
}

void QueuesPage::applyFilter()
{
    if (!session()->schema().hasQueue())
        return;
    operations::JobFilter f;
    f.queue = queueui::comboQueue(m_queueFilter);
    const QVariant state = m_stateFilter->currentData();
    if (state.isValid())
        f.state = state.toByteArray();
    f.name = queueui::filterText(m_nameFilter);
    f.text = queueui::filterText(m_textFilter);
    m_jobs->setFilter(f);
}

std::optional<QByteArray> QueuesPage::selectedQueue() const
{
    const QModelIndexList rows = m_overviewView->selectionModel()->selectedRows();
    if (rows.isEmpty())
        return std::nullopt;
    return rows.first().data(QueueOverviewModel::QueueRole).value<contracts::Value>().toBytes();
}

void QueuesPage::overviewSelectionChanged()
{
    // The chosen queue drives the jobs list and the charts.
    queueui::setComboQueue(m_queueFilter, selectedQueue());
    m_thresholdAction->setEnabled(selectedQueue().has_value());
}

void QueuesPage::updateTotals()
{
    if (!m_overview->hasSnapshot()) {
        m_totals->setText(m_overview->lastError().isEmpty() ? tr("Reading the queues…") : m_overview->lastError());
        return;
    }
    const operations::QueueDepth t = m_overview->totals();
    QString text = tr("<b>All queues:</b> %1 ready · %2 delayed · %3 reserved · %4 failed")
                       .arg(operations::formatCount(t.ready), operations::formatCount(t.delayed), operations::formatCount(t.reserved), operations::formatCount(t.failed));
    const operations::RateWindow &rates = m_overview->rates();
    if (m_overview->ratesSettled()) {
        const operations::Throughput r = rates.total();
        auto rate = [&](qint64 n) { return operations::formatRateNumber(rates.perMinute(n)); };
        text += tr(" — per minute over the last %1: %2 enqueued · %3 processed · %4 failed")
                    .arg(operations::formatDuration(rates.span()), rate(r.enqueued), rate(r.processed), rate(r.deadLettered));
    } else if (!m_overview->snapshot().haveSequence) {
        text += tr(" — rates unknown: this database has no sqlite_sequence (its tables were not created with AUTOINCREMENT)");
    } else if (m_overview->session() && m_overview->session()->mode() != storage::OpenMode::Snapshot) {
        text += tr(" — rates after a minute of watching (%1 so far)").arg(operations::formatDuration(rates.span()));
    }
    const int stuck = m_overview->stuckCount();
    if (stuck > 0)
        text += QStringLiteral(" — <span style=\"color:#da4453\"><b>%1</b></span>").arg(tr("%n queue(s) not keeping up", nullptr, stuck));
    const QString age = m_overview->freshness()->note();
    if (!age.isEmpty())
        text += QStringLiteral(" — <i>%1</i>").arg(age.toHtmlEscaped());
    m_totals->setText(text);
}

std::optional<qint64> QueuesPage::currentJobId() const
{
    const QModelIndex current = m_jobsView->selectionModel()->currentIndex();
    if (!current.isValid() || !m_jobsView->selectionModel()->isRowSelected(current.row(), {}))
        return std::nullopt;
    const contracts::Value key = m_jobs->keyAt(current.row());
    return key.isNull() ? std::nullopt : std::optional<qint64>(key.toInt());
}

QString QueuesPage::describeJob(int row) const
{
    const models::Row *r = m_jobs->rowAt(row);
    if (!r)
        return {};
    const contracts::Value &name = (*r)[JobsModel::NameField];
    return tr("job %1 (%2 in queue %3, %4)")
        .arg((*r)[JobsModel::IdField].toInt())
        .arg(name.isNull() ? tr("unnamed") : models::readableText(name), (*r)[JobsModel::QueueField].toDisplayString(),
             m_jobs->data(m_jobs->index(row, JobsModel::StateColumn)).toString());
}

void QueuesPage::showEvent(QShowEvent *event)
{
    Page::showEvent(event);
    QTimer::singleShot(0, this, &QueuesPage::fitQueues); // read while hidden
}

void QueuesPage::fitQueues()
{
    constexpr int FittedQueues = 10;
    constexpr int JobsMinHeight = 240; // the filters, a few jobs and the payload's first lines
    const int rows = std::min(m_overviewProxy->rowCount(), FittedQueues);
    if (!m_fitQueues || rows == 0 || !m_overviewView->isVisible())
        return;
    const int rowHeight = m_overviewView->visualRect(m_overviewProxy->index(0, 0)).height();
    if (rowHeight <= 0)
        return;
    const QScrollBar *across = m_overviewView->horizontalScrollBar();
    const int wanted = m_overviewView->header()->height() + rows * rowHeight + 2 * m_overviewView->frameWidth()
        + (across->isVisible() ? across->height() : 0);
    const int need = wanted - m_overviewView->height();
    if (need <= 0)
        return;
    // From the charts down to their minimum first, then from the jobs.
    const int chartsMin = m_charts->minimumSizeHint().height();
    QList<int> top = m_topSplitter->sizes();
    const int fromCharts = std::clamp(top.at(1) - chartsMin, 0, need);
    QList<int> main = m_mainSplitter->sizes();
    const int fromJobs = std::clamp(main.at(1) - JobsMinHeight, 0, need - fromCharts);
    if (fromJobs > 0) {
        main[0] += fromJobs;
        main[1] -= fromJobs;
        m_mainSplitter->setSizes(main);
        top = m_topSplitter->sizes(); // grown by fromJobs, shared out by stretch
    }
    const int grow = std::min(wanted - m_overviewView->height(), top.at(1) - chartsMin);
    if (grow > 0) {
        top[0] += grow;
        top[1] -= grow;
        m_topSplitter->setSizes(top);
    }
}

void QueuesPage::updateActions()
{
    const QModelIndexList rows = m_jobsView->selectionModel()->selectedRows();
    const bool one = rows.size() == 1 && !m_jobs->keyAt(rows.first().row()).isNull();
    const bool reserved = one && m_jobs->data(m_jobs->index(rows.first().row(), 0), JobsModel::StateRole).toString() == QLatin1String("reserved");
    if (!session()->isReadOnly()) {
        m_deleteAction->setEnabled(one);
        m_releaseAction->setEnabled(reserved);
    }
    m_thresholdAction->setEnabled(selectedQueue().has_value());
}

void QueuesPage::showCurrentJob()
{
    const std::optional<qint64> id = currentJobId();
    if (!id) {
        // Only when something was shown: a note on a job that left stays.
        if (std::exchange(m_shownJob, -1) != -1) {
            m_shownPayload.clear();
            m_jobHeader->clear();
            m_payload->clear();
        }
        return;
    }
    if (*id == m_shownJob)
        return;
    m_shownJob = *id;
    m_jobHeader->setText(describeJob(m_jobsView->selectionModel()->currentIndex().row()));
    const qint64 jobId = *id;
    m_jobs->requestPayload(
        jobId, this,
        [this, jobId](std::optional<QByteArray> payload) {
            if (jobId != m_shownJob)
                return;
            if (!payload) {
                m_shownPayload.clear();
                m_payload->clear();
                m_payload->setPlaceholder(tr("Job %1 is gone: it was processed or deleted meanwhile.").arg(jobId));
                return;
            }
            m_shownPayload = *payload;
            // Large payloads are shown a chunk at a time.
            m_payload->setPayload(m_shownPayload.left(PayloadView::ChunkSize), m_shownPayload.size());
        },
        [this](const storage::Failure &f) {
            if (!f.cancelled)
                m_payload->setPlaceholder(f.message);
        });
}

void QueuesPage::releaseJob()
{
    const std::optional<qint64> id = currentJobId();
    if (!id)
        return;
    const qint64 jobId = *id;
    const QString what = describeJob(m_jobsView->selectionModel()->currentIndex().row());
    ActionSpec spec = operations::JobActions::release(jobId, what);
    spec.done = [this](qint64) {
        m_jobs->closeUp();
        m_jobs->refresh();
    };
    runAction(this, session(), spec);
}

void QueuesPage::deleteJob()
{
    const std::optional<qint64> id = currentJobId();
    if (!id)
        return;
    const qint64 jobId = *id;
    const QString what = describeJob(m_jobsView->selectionModel()->currentIndex().row());
    ActionSpec spec = operations::JobActions::deleteJob(jobId, what);
    spec.done = [this](qint64) {
        m_jobs->closeUp();
        m_jobs->refresh();
    };
    runAction(this, session(), spec);
}

void QueuesPage::editThreshold()
{
    const std::optional<QByteArray> queue = selectedQueue();
    if (!queue)
        return;
    bool ok = false;
    const int seconds = QInputDialog::getInt(this, tr("Stuck Threshold"),
                                             tr("Flag queue %1 when its oldest ready job has waited longer than (seconds):").arg(contracts::escapeBytes(*queue)),
                                             int(QueueOverviewModel::threshold(*queue)), 1, 7 * 86400, 10, &ok);
    if (ok)
        m_overview->setThreshold(*queue, seconds);
}

} // namespace askr::views
