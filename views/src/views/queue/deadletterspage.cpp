#include "views/queue/deadletterspage.h"

#include "operations/format/format.h"
#include "views/actionrunner.h"
#include "views/restoreflow.h"
#include "askr_contracts_api.h"
#include "views/busystrip.h"
#include "views/emptystate.h"
#include "models/changethrottle.h"
#include "operations/activity/activitylog.h"
#include "operations/queue/failedactions.h"
#include "views/payloadview.h"
#include "models/queue/failedexport.h"
#include "models/queue/failedgroupsmodel.h"
#include "models/queue/failedjobsmodel.h"
#include "models/queue/jobfilters.h"
#include "models/queue/queueoverviewmodel.h"
#include "views/livehold.h"
#include "views/pagedtableview.h"
#include "views/queue/deadletterfilters.h"
#include "views/queue/queuewidgets.h"
#include "views/selectionkeeper.h"
#include "storage/session.h"
#include "storage/settings/layoutsettings.h"
#include "storage/settings/queuesettings.h"
#include "storage/settings/recentsettings.h"

#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QFileInfo>
#include <QFileDialog>
#include <QHeaderView>
#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSplitter>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

namespace askr::views {

using operations::FailedFilter;
using models::FailedJobsModel;
using operations::FailedActions;
namespace q = contracts::queue;

namespace {

const QString kTableKey = QStringLiteral("DeadLettersPage/table");

QString failedJobs(qint64 n)
{
    return n == 1 ? DeadLettersPage::tr("1 failed job") : DeadLettersPage::tr("%1 failed jobs").arg(operations::formatCount(n));
}

// When some of the items named are gone by the time the question is asked.
QString stillThere(qint64 found, qint64 named)
{
    return found == named ? QString() : QLatin1Char(' ') + DeadLettersPage::tr("(%1 of them are still dead letters; the others were retried or forgotten meanwhile.)")
                                                              .arg(operations::formatCount(found));
}

} // namespace

DeadLettersPage::DeadLettersPage(storage::Session *session, models::QueueOverviewModel *queues, QWidget *parent)
    : Page(session, parent)
    , m_overview(queues)
    , m_failed(new FailedJobsModel(session, this))
    , m_groups(new models::FailedGroupsModel(session, this))
    , m_groupBy(new QComboBox(this))
    , m_stack(new QStackedWidget(this))
    , m_empty(new EmptyState(this))
    , m_count(new QLabel(this))
    , m_header(new QLabel(this))
    , m_payload(new PayloadView(this))
    , m_busy(new BusyStrip(this))
{
    setObjectName(QStringLiteral("deadLettersPage"));

    // Filters.
    auto *filters = new QHBoxLayout;
    m_filters = new DeadLetterFilters(session, this, filters);
    m_count->setObjectName(QStringLiteral("deadCount"));
    m_groupBy->setObjectName(QStringLiteral("deadGroupBy"));
    m_groupBy->setToolTip(tr("Put the dead letters in groups by job class or by exception (numbers folded), to act on a whole group at once"));
    m_groupBy->addItems({tr("No groups"), tr("Group by job"), tr("Group by exception")});
    m_groupBy->setSizeAdjustPolicy(QComboBox::AdjustToContents);

    // Table and detail.
    m_view = queueui::makeTable(QStringLiteral("deadTable"), kTableKey, this);
    m_view->setModel(m_failed);
    m_keeper = new SelectionKeeper(m_view, [](const QModelIndex &row) { return row.data(FailedJobsModel::RowKeyRole).value<contracts::Value>().toDisplayString(); });
    queueui::bindOrder(m_view, m_failed, FailedJobsModel::IdColumn, kTableKey,
                       {QStringLiteral("1234567"), QStringLiteral("6697f429"), QStringLiteral("notifications"),
                        QStringLiteral("App\\Jobs\\SendWelcomeMail"), QStringLiteral("Illuminate\\Queue\\TimeoutExceeded"), QStringLiteral("Attempts"),
                        QStringLiteral("2024-12-31 23:59:59")});
    // The exception takes the room that is left; the others fit their content
    // (the UUID, also in the detail, may be cut).
    m_view->horizontalHeader()->setStretchLastSection(false);
    for (int column : {FailedJobsModel::IdColumn, FailedJobsModel::QueueColumn, FailedJobsModel::NameColumn, FailedJobsModel::AttemptsColumn,
                       FailedJobsModel::FailedAtColumn})
        m_view->horizontalHeader()->setSectionResizeMode(column, QHeaderView::ResizeToContents);
    m_view->horizontalHeader()->setSectionResizeMode(FailedJobsModel::ExceptionColumn, QHeaderView::Stretch);

    m_groupsView = queueui::makeTable(QStringLiteral("deadGroupsTable"), QStringLiteral("DeadLettersPage/groups"), this);
    m_groupsView->setSelectionMode(QAbstractItemView::SingleSelection);
    // Before the view's own handler, which moves a single selection to the
    // next row when its row goes: a group that went (retried, forgotten)
    // must not hand its place to another group, which the next action would
    // then act on. Its letters' list shows every dead letter instead.
    connect(m_groups, &QAbstractItemModel::rowsAboutToBeRemoved, this, [this](const QModelIndex &, int first, int last) {
        const QModelIndex current = m_groupsView->currentIndex();
        if (current.isValid() && current.row() >= first && current.row() <= last)
            m_groupsView->selectionModel()->clear();
    });
    m_groupsView->setModel(m_groups);
    m_groupsView->horizontalHeader()->setStretchLastSection(false);
    m_groupsView->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_groupsView->horizontalHeader()->setSectionResizeMode(models::FailedGroupsModel::GroupColumn, QHeaderView::Stretch);

    m_header->setObjectName(QStringLiteral("deadHeader"));
    m_header->setWordWrap(true);
    m_header->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_payload->setObjectName(QStringLiteral("deadPayload"));
    m_payload->setPlaceholder(tr("Select a dead letter to see its payload and exception."));

    // Progress of a bulk action or an export.
    m_busy->setObjectName(QStringLiteral("deadBusy"));
    m_busy->progressBar()->setObjectName(QStringLiteral("deadBusyBar"));
    m_busy->cancelButton()->setObjectName(QStringLiteral("deadCancelExport"));
    m_busy->cancelButton()->setToolTip(tr("Stop the export; the file is left as it was"));
    connect(m_busy, &BusyStrip::cancelled, this, [this] {
        if (m_export) {
            m_export->cancel();
            m_export->deleteLater();
            setBusy({});
            Q_EMIT statusMessage(tr("Export cancelled; nothing was written."));
        }
    });

    // Actions.
    auto make = [this](const char *icon, const QString &text, const QString &name, const QString &tip, const QKeySequence &key = {}) {
        auto *a = new QAction(QIcon::fromTheme(QLatin1String(icon)), text, this);
        a->setObjectName(name);
        a->setToolTip(tip);
        a->setShortcut(key);
        return a;
    };
    m_retrySelected = make("edit-redo", tr("&Retry Selected…"), QStringLiteral("retrySelectedAction"),
                           tr("Move the selected dead letters back to their queues, ready at once, attempts reset"), QKeySequence(Qt::CTRL | Qt::Key_R));
    m_retryMatching = make("view-refresh", tr("Retry All &Matching…"), QStringLiteral("retryMatchingAction"),
                           tr("Move every dead letter the filter matches back to its queue, in one transaction"),
                           QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));
    m_forgetSelected = make("edit-delete", tr("&Forget Selected…"), QStringLiteral("forgetSelectedAction"),
                            tr("Delete the selected dead letters for good (export them first to keep them)"), QKeySequence::Delete);
    m_forgetMatching = make("edit-delete-remove", tr("Forget All Matc&hing…"), QStringLiteral("forgetMatchingAction"),
                            tr("Delete every dead letter the filter matches for good, in one transaction"), QKeySequence(Qt::SHIFT | Qt::Key_Delete));
    m_exportSelected = make("document-export", tr("&Export Selected…"), QStringLiteral("exportSelectedAction"),
                            tr("Save the selected dead letters, payloads and exceptions included, as JSON Lines"));
    m_exportMatching = make("document-save-as", tr("Export All Matchin&g…"), QStringLiteral("exportMatchingAction"),
                            tr("Save every dead letter the filter matches as JSON Lines"), QKeySequence(Qt::CTRL | Qt::Key_E));
    connect(m_retrySelected, &QAction::triggered, this, [this] { retry(Scope::Selection); });
    connect(m_retryMatching, &QAction::triggered, this, [this] { retry(Scope::Matching); });
    connect(m_forgetSelected, &QAction::triggered, this, [this] { forget(Scope::Selection); });
    connect(m_forgetMatching, &QAction::triggered, this, [this] { forget(Scope::Matching); });
    connect(m_exportSelected, &QAction::triggered, this, [this] { chooseExport(true); });
    connect(m_exportMatching, &QAction::triggered, this, [this] { chooseExport(false); });
    m_view->addActions({m_retrySelected, m_forgetSelected, m_exportSelected});
    auto *separator = new QAction(this);
    separator->setSeparator(true);
    m_view->addActions({separator, m_retryMatching, m_forgetMatching, m_exportMatching});
    m_groupsView->addActions({m_retryMatching, m_forgetMatching, m_exportMatching});
    m_pauseAction = LiveHold::makePauseAction(QStringLiteral("pauseDeadAction"), this);
    m_hold = new LiveHold(m_view, m_failed, m_pauseAction);
    addActions(pageActions());

    // Layout.
    filters->addWidget(m_groupBy);
    filters->addWidget(m_count);
    auto *detail = new QWidget(this);
    auto *detailLayout = new QVBoxLayout(detail);
    detailLayout->setContentsMargins(0, 0, 0, 0);
    detailLayout->addWidget(m_header);
    detailLayout->addWidget(m_payload, 1);
    // The list above its detail, both the window's width: the exception shows
    // in the list and wraps in the detail (a new settings key: the old one
    // would bring back the side-by-side orientation).
    m_splitter = new QSplitter(Qt::Vertical, this);
    m_splitter->setObjectName(QStringLiteral("deadSplitter"));
    m_listSplitter = new QSplitter(Qt::Vertical, this);
    m_listSplitter->setObjectName(QStringLiteral("deadListSplitter"));
    m_listSplitter->addWidget(m_groupsView);
    m_listSplitter->addWidget(m_view);
    m_listSplitter->setStretchFactor(0, 1);
    m_listSplitter->setStretchFactor(1, 2);
    m_groupsView->hide();
    m_splitter->addWidget(m_listSplitter);
    m_splitter->addWidget(detail);
    m_splitter->setStretchFactor(0, 3);
    m_splitter->setStretchFactor(1, 2);
    if (!m_splitter->restoreState(storage::settings::LayoutSettings::state(QStringLiteral("DeadLettersPage/listAndDetail"))))
        m_splitter->setSizes({420, 280});
    auto *content = new QWidget(this);
    auto *contentLayout = new QVBoxLayout(content);
    contentLayout->setContentsMargins(0, 0, 0, 0);
    contentLayout->addLayout(filters);
    contentLayout->addWidget(m_busy);
    contentLayout->addWidget(m_splitter, 1);
    m_empty->setTitle(tr("No job queue here"));
    m_empty->setText(tr("This database has no askr_failed_jobs table, so there are no dead letters to show."));
    m_stack->addWidget(content);
    m_stack->addWidget(m_empty);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_stack);

    // Wiring.
    connect(m_filters, &DeadLetterFilters::changed, this, &DeadLettersPage::applyFilter);
    connect(m_groupBy, &QComboBox::currentIndexChanged, this, &DeadLettersPage::groupingChanged);
    connect(m_groupsView->selectionModel(), &QItemSelectionModel::selectionChanged, this, &DeadLettersPage::groupSelected);
    connect(m_groups, &models::FailedGroupsModel::loaded, this, &DeadLettersPage::groupsLoaded);
    connect(m_groups, &models::FailedGroupsModel::errorOccurred, this, [this](const QString &m) { Q_EMIT statusMessage(m); });
    connect(m_overview, &models::QueueOverviewModel::refreshed, this, [this] { m_filters->setQueues(m_overview->queueNames()); });
    // The figure counts the rows a hold keeps back too.
    auto countDead = [this] {
        m_count->setText(m_failed->counted() == 1 ? tr("1 dead letter") : tr("%1 dead letters").arg(operations::formatCount(m_failed->counted())));
    };
    connect(m_failed, &FailedJobsModel::totalChanged, this, [this, countDead] {
        countDead();
        updateActions();
    });
    connect(m_failed, &FailedJobsModel::newRowsChanged, this, countDead);
    connect(m_failed, &FailedJobsModel::errorOccurred, this, [this](const QString &m) { Q_EMIT statusMessage(m); });
    connect(m_failed, &FailedJobsModel::pageLoaded, this, [this] {
        updateActions();
        if (currentId() != m_shown)
            showCurrent();
    });
    connect(m_failed, &QAbstractItemModel::modelReset, this, &DeadLettersPage::showCurrent);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &DeadLettersPage::showCurrent);
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this, &DeadLettersPage::updateActions);
    // The current row may be selected without becoming current anew.
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this, &DeadLettersPage::showCurrent);
    connect(m_keeper, &SelectionKeeper::itemsGone, this, [this](const QStringList &ids, const QString &) {
        const QString note = ids.size() == 1 ? tr("Dead letter %1 left the list (retried or forgotten meanwhile), so it is no longer selected.").arg(ids.first())
                                             : tr("Dead letters %1 left the list (retried or forgotten meanwhile), so they are no longer selected.")
                                                   .arg(SelectionKeeper::listed(ids));
        m_header->setText(note);
        Q_EMIT statusMessage(note);
    });
    connect(m_payload, &PayloadView::chunkRequested, this, [this](qint64 offset, qint64 length) { m_payload->appendChunk(m_shownPayload.mid(offset, length)); });

    // A busy database is re-read at most every two seconds, and only when shown.
    new models::ChangeThrottle(session, this, 2000, [this] {
        m_failed->refresh();
        // Grouping reads every dead letter: only again when their number moved.
        const qint64 failed = m_overview ? m_overview->totals().failed : -1;
        if (m_groupsView->isVisibleTo(this) && (failed != m_groupsSeenFailed || failed < 0)) {
            m_groupsSeenFailed = failed;
            m_groups->refresh();
        }
    });
    connect(session, &storage::Session::schemaChanged, this, [this] {
        const auto &schema = this->session()->schema();
        m_stack->setCurrentIndex(!schema.inspected || schema.hasQueue() ? 0 : 1);
        if (schema.hasQueue() && !std::exchange(m_started, true)) {
            const bool loaded = m_failed->source() != nullptr;
            applyFilter();
            if (loaded)
                m_failed->reload();
            if (m_groupsView->isVisibleTo(this))
                m_groups->refresh();
        }
    });

    for (QAction *a : {m_retrySelected, m_retryMatching, m_forgetSelected, m_forgetMatching})
        guardWriteAction(a, session);
    updateActions();
    const int by = storage::settings::QueueSettings::deadLettersGroupBy();
    if (by > 0 && by < m_groupBy->count())
        m_groupBy->setCurrentIndex(by);
}

DeadLettersPage::~DeadLettersPage()
{
    storage::settings::LayoutSettings::setState(QStringLiteral("DeadLettersPage/listAndDetail"), m_splitter->saveState());
    queueui::saveTable(m_view, kTableKey);
}

QString DeadLettersPage::title() const
{
    return tr("Dead letters");
}

QIcon DeadLettersPage::icon() const
{
    return QIcon::fromTheme(QStringLiteral("dialog-error"));
}

QList<QAction *> DeadLettersPage::pageActions() const
{
    return {m_retrySelected, m_retryMatching, m_forgetSelected, m_forgetMatching, m_exportSelected, m_exportMatching, m_pauseAction};
}

void DeadLettersPage::focusFilter()
{
    m_filters->focus();
}

void DeadLettersPage::refresh()
{
    m_failed->refresh();
    if (m_groupsView->isVisibleTo(this))
        m_groups->refresh();
}

void DeadLettersPage::applyFilter()
{
    if (!session()->schema().hasQueue())
        return;
    FailedFilter f = m_filters->filter();
    // Groups are read only while shown, and from the filter without the group.
    if (m_groupBy->currentIndex() != 0)
        m_groups->setFilter(f);
    if (m_groupKey) {
        if (m_groups->groupBy() == models::FailedGroupsModel::GroupBy::Job)
            f.name = m_groupKey;
        else
            f.signature = m_groupKey;
    }
    m_failed->setFilter(f);
    updateActions();
}

void DeadLettersPage::groupingChanged()
{
    const int by = m_groupBy->currentIndex();
    m_groupKey.reset();
    m_groupsView->setVisible(by != 0);
    if (by != 0) {
        m_groups->setGroupBy(by == 1 ? models::FailedGroupsModel::GroupBy::Job : models::FailedGroupsModel::GroupBy::Exception);
        m_groups->refresh();
    }
    storage::settings::QueueSettings::setDeadLettersGroupBy(by);
    applyFilter();
}

void DeadLettersPage::groupSelected()
{
    const QModelIndexList rows = m_groupsView->selectionModel()->selectedRows();
    std::optional<QByteArray> key;
    if (!rows.isEmpty()) {
        const contracts::Value v = rows.first().data(models::FailedGroupsModel::KeyRole).value<contracts::Value>();
        // The group without a key (no job name, no exception) has no filter: its letters stay listed with all others.
        if (!v.isNull())
            key = v.toBytes();
    }
    if (key == m_groupKey)
        return;
    m_groupKey = key;
    applyFilter();
}

void DeadLettersPage::groupsLoaded()
{
    // The selected group again after a reload, or none if it is gone.
    if (!m_groupKey)
        return;
    const int row = m_groups->rowOf(contracts::Value::text(*m_groupKey));
    if (row < 0) {
        m_groupsView->clearSelection();
        m_groupKey.reset();
        applyFilter();
        return;
    }
    const QSignalBlocker block(m_groupsView->selectionModel());
    m_groupsView->selectRow(row);
}

std::optional<qint64> DeadLettersPage::currentId() const
{
    const QModelIndex current = m_view->selectionModel()->currentIndex();
    if (!current.isValid() || !m_view->selectionModel()->isRowSelected(current.row(), {}))
        return std::nullopt;
    const contracts::Value key = m_failed->keyAt(current.row());
    return key.isNull() ? std::nullopt : std::optional<qint64>(key.toInt());
}

void DeadLettersPage::updateActions()
{
    const bool selected = m_view->selectionModel()->hasSelection();
    const bool any = m_failed->total() > 0;
    // Grouped, the matching actions act on the selected group only.
    m_retryMatching->setText(m_groupKey ? tr("Retry &Group…") : tr("Retry All &Matching…"));
    m_forgetMatching->setText(m_groupKey ? tr("Forget Grou&p…") : tr("Forget All Matc&hing…"));
    m_exportMatching->setText(m_groupKey ? tr("Export Gro&up…") : tr("Export All Matchin&g…"));

    const bool exporting = m_export && m_export->isRunning();
    if (!session()->isReadOnly()) {
        m_retrySelected->setEnabled(selected);
        m_forgetSelected->setEnabled(selected);
        m_retryMatching->setEnabled(any);
        m_forgetMatching->setEnabled(any);
    }
    m_exportSelected->setEnabled(selected && !exporting);
    m_exportMatching->setEnabled(any && !exporting);
}

void DeadLettersPage::showCurrent()
{
    const std::optional<qint64> id = currentId();
    if (!id) {
        // Only when something was shown: a note on a dead letter that left stays.
        if (std::exchange(m_shown, -1) != -1) {
            m_shownPayload.clear();
            m_header->clear();
            m_payload->clear();
        }
        return;
    }
    if (*id == m_shown)
        return;
    m_shown = *id;
    const qint64 failedId = *id;
    m_failed->requestDetail(
        failedId, this,
        [this, failedId](std::optional<q::FailedDetailRow> d) {
            if (failedId != m_shown)
                return;
            if (!d) {
                m_shownPayload.clear();
                m_header->setText(tr("Dead letter %1 is gone: it was retried or forgotten meanwhile.").arg(failedId));
                m_payload->clear();
                return;
            }
            m_header->setText(tr("<b>Dead letter %1</b> · UUID %2 · queue %3 · %n attempt(s) · failed %4", nullptr, int(d->attempts.toInt()))
                                  .arg(failedId)
                                  .arg(d->uuid.isNull() ? tr("none") : d->uuid.toDisplayString().toHtmlEscaped(), d->queue.toDisplayString().toHtmlEscaped())
                                  .arg(QLocale().toString(QDateTime::fromSecsSinceEpoch(d->failed_at.toInt()), QLocale::LongFormat)));
            m_shownPayload = d->payload.toBytes();
            m_payload->setPayload(m_shownPayload.left(PayloadView::ChunkSize), m_shownPayload.size());
            m_payload->setFooter(tr("Exception"), d->exception.isNull() ? tr("(none recorded)") : models::readableText(d->exception));
        },
        [this](const storage::Failure &f) {
            if (!f.cancelled)
                m_header->setText(f.message);
        });
}

std::optional<std::vector<qint64>> DeadLettersPage::selection(const QString &title)
{
    QString why;
    auto ids = queueui::selectedIds(m_keeper, m_view, m_failed, &why);
    if (!ids)
        notify(this, title, why, true);
    else if (ids->empty())
        return std::nullopt;
    return ids;
}

void DeadLettersPage::setBusy(const QString &text)
{
    m_busy->setText(text, m_export && m_export->isRunning());
    updateActions();
}

void DeadLettersPage::run(ActionSpec spec, const QString &busyText)
{
    // The bar shows from the moment the change starts on the worker until it reports.
    QPointer<DeadLettersPage> self(this);
    auto apply = spec.apply;
    spec.apply = [apply, self, busyText](contracts::Connection &db) {
        QMetaObject::invokeMethod(qApp, [self, busyText] {
            if (self)
                self->setBusy(busyText);
        }, Qt::QueuedConnection);
        return apply(db);
    };
    spec.done = [this](qint64) {
        setBusy({});
        m_failed->closeUp(); // what the user retried or forgot leaves at once
        m_failed->refresh();
        if (m_groupsView->isVisibleTo(this))
            m_groups->refresh();
    };
    spec.failed = [this](const QString &) { setBusy({}); };
    runAction(this, session(), spec);
}

void DeadLettersPage::retry(Scope scope)
{
    ActionSpec spec;
    if (scope == Scope::Selection) {
        const auto ids = selection(FailedActions::retryTitle());
        if (!ids)
            return;
        spec = FailedActions::retryIds(*ids);
        // The question names what was selected, and says when some went meanwhile.
        spec.question = [named = queueui::idLabels(*ids)](qint64 n) -> QString {
            return (named.size() == 1 ? tr("Retry failed job %1?").arg(named.first())
                                      : tr("Retry %1 (%2)?").arg(failedJobs(named.size()), SelectionKeeper::listed(named)))
                + stillThere(n, named.size()) + QLatin1Char('\n') + tr("They go back to their queues, ready at once, with their attempts reset.");
        };
    } else {
        spec = FailedActions::retryMatching(m_failed->filter());
    }
    run(spec, tr("Retrying…"));
}

void DeadLettersPage::forget(Scope scope)
{
    ActionSpec spec;
    if (scope == Scope::Selection) {
        const auto ids = selection(FailedActions::forgetTitle());
        if (!ids)
            return;
        spec = FailedActions::forgetIds(*ids);
        spec.question = [named = queueui::idLabels(*ids)](qint64 n) -> QString {
            return (named.size() == 1 ? tr("Forget failed job %1?").arg(named.first())
                                      : tr("Forget %1 (%2)?").arg(failedJobs(named.size()), SelectionKeeper::listed(named)))
                + stillThere(n, named.size()) + QLatin1Char('\n') + FailedActions::keptNote();
        };
    } else {
        spec = FailedActions::forgetMatching(m_failed->filter());
    }
    // The message after it offers Undo: the rows it kept go back.
    QPointer<DeadLettersPage> self(this);
    spec.undo = [self](qint64 activityId) {
        if (self)
            runRestore(self, self->session(), operations::ActivityLog::defaultPath(), activityId, [self] {
                if (self)
                    self->m_failed->refresh();
            });
    };
    run(spec, tr("Forgetting…"));
}

void DeadLettersPage::chooseExport(bool selectionOnly)
{
    using storage::settings::RecentSettings;
    const QString dir = RecentSettings::folder(RecentSettings::DeadLettersExportDir, QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation));
    const QString suggested = QDir(dir).filePath(QStringLiteral("dead-letters-%1.jsonl").arg(QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"))));
    const QString path = QFileDialog::getSaveFileName(this, selectionOnly ? tr("Export Selected Dead Letters") : tr("Export Matching Dead Letters"), suggested,
                                                      tr("JSON Lines (*.jsonl);;All files (*)"));
    if (path.isEmpty())
        return;
    RecentSettings::setFolderOf(RecentSettings::DeadLettersExportDir, path);
    exportTo(path, selectionOnly);
}

void DeadLettersPage::exportTo(const QString &path, bool selectionOnly)
{
    if (m_export && m_export->isRunning())
        return;
    const QString title = tr("Export Dead Letters");
    std::optional<std::vector<qint64>> ids;
    if (selectionOnly) {
        ids = selection(title);
        if (!ids)
            return;
    }
    if (m_export)
        m_export->deleteLater();
    m_export = new models::FailedExport(session(), path, this);
    connect(m_export, &models::FailedExport::progress, m_busy, &BusyStrip::setProgress);
    connect(m_export, &models::FailedExport::finished, this, [this, title, path](qint64 written) {
        setBusy({});
        notify(this, title, tr("Exported %1 to %2.").arg(FailedActions::failedJobs(written), path));
    });
    connect(m_export, &models::FailedExport::errorOccurred, this, [this, title](const QString &message) {
        setBusy({});
        notify(this, title, message, true);
    });
    if (ids)
        m_export->startIds(std::move(*ids));
    else
        m_export->startFilter(m_failed->filter(), m_failed->total());
    m_busy->setProgress(0, std::max<qint64>(1, m_export->expected()));
    setBusy(tr("Exporting to %1…").arg(QFileInfo(path).fileName()));
}

} // namespace askr::views
