#include "views/server/serverpage.h"
#include "views/chartcounts.h"

#include "models/server/servererrorsmodel.h"
#include "models/server/serverqueuesmodel.h"
#include "models/server/serverwatch.h"
#include "models/server/serverworkersmodel.h"
#include "operations/format/format.h"
#include "remote/serverproblems.h"
#include "views/messagebar.h"
#include "views/overview/dashboardtile.h"
#include "views/overview/trendline.h"
#include "views_debug.h"

#include <QAction>
#include <QChart>
#include <QChartView>
#include <QDateTimeAxis>
#include <QLegendMarker>
#include <QLineSeries>
#include <QSplitter>
#include <QSet>
#include <QValueAxis>
#include <QApplication>
#include <QClipboard>
#include <QGridLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

#include <utility>

namespace askr::views {

using models::ServerWatch;

namespace {

QString count(const std::optional<qint64> &n)
{
    return n ? operations::formatCount(*n) : ServerPage::tr("unknown");
}

QString rate(double perSec)
{
    return ServerPage::tr("%1/s").arg(operations::formatRateNumber(perSec));
}

} // namespace

ServerPage::ServerPage(ServerWatch *watch, QWidget *parent)
    : QWidget(parent)
    , m_watch(watch)
    , m_workersModel(new models::ServerWorkersModel(this))
    , m_queuesModel(new models::ServerQueuesModel(this))
    , m_errorsModel(new models::ServerErrorsModel(this))
    , m_ageTimer(new QTimer(this))
{
    m_sinceOpened.start();
    setObjectName(QStringLiteral("serverPage"));
    // Messages (the reload's answer) float over the foot of the page.
    setProperty(MessageBar::hostProperty, true);
    auto *layout = new QVBoxLayout(this);
    m_title = new QLabel(this);
    m_title->setObjectName(QStringLiteral("serverTitle"));
    QFont big = m_title->font();
    big.setPointSizeF(big.pointSizeF() * 1.4);
    big.setBold(true);
    m_title->setFont(big);
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("serverSummary"));
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_state = new QLabel(this);
    m_state->setObjectName(QStringLiteral("serverState"));
    m_state->setWordWrap(true);
    m_state->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_linked = new QLabel(this);
    m_linked->setObjectName(QStringLiteral("serverLinkedDatabase"));
    m_linked->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_title);
    layout->addWidget(m_summary);
    layout->addWidget(m_linked);
    layout->addWidget(m_state);

    auto *grid = new QGridLayout;
    grid->setSpacing(8);
    m_rateLine = new TrendLine;
    m_rateLine->setObjectName(QStringLiteral("requestRateLine"));
    m_rateLine->setFormatter([](double v) { return rate(v); });
    m_memoryLine = new TrendLine;
    m_memoryLine->setObjectName(QStringLiteral("memoryLine"));
    m_memoryLine->setFormatter([](double v) { return operations::formatBytes(operations::saturatedInteger(v)); });
    const QString titles[NUM_TILES] = {tr("Health"), tr("Workers"), tr("Memory"), tr("Requests"), tr("Latency"), tr("Time spent")};
    for (int t = 0; t < NUM_TILES; ++t) {
        auto *tile = new DashboardTile(this);
        tile->setObjectName(QStringLiteral("serverTile%1").arg(t));
        tile->setTitle(titles[t]);
        tile->setFigure(QStringLiteral("…"));
        if (t == Memory)
            tile->setContent(m_memoryLine);
        else if (t == Requests)
            tile->setContent(m_rateLine);
        m_tiles.insert(t, tile);
    }
    grid->addWidget(m_tiles[Health], 0, 0);
    grid->addWidget(m_tiles[Workers], 0, 1);
    grid->addWidget(m_tiles[Latency], 0, 2);
    grid->addWidget(m_tiles[Split], 0, 3);
    grid->addWidget(m_tiles[Requests], 1, 0, 1, 2);
    grid->addWidget(m_tiles[Memory], 1, 2, 1, 2);
    for (int c = 0; c < 4; ++c)
        grid->setColumnStretch(c, 1);
    layout->addLayout(grid);

    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("serverTabs"));
    // The Workers tab: each worker's memory as a line over the hour, its table below.
    auto *workersPane = new QSplitter(Qt::Vertical);
    workersPane->setObjectName(QStringLiteral("serverWorkersPane"));
    m_memoryChart = new QChart;
    showCountsAsTables(m_memoryChart, nullptr);
    m_memoryChart->setMargins(QMargins(0, 0, 0, 0));
    m_memoryChart->setBackgroundRoundness(0);
    m_memoryChart->legend()->setAlignment(Qt::AlignRight);
    auto *chartView = new QChartView(m_memoryChart, workersPane);
    chartView->setObjectName(QStringLiteral("serverMemoryChart"));
    chartView->setRenderHint(QPainter::Antialiasing);
    chartView->setMinimumHeight(140);
    chartView->setFrameShape(QFrame::NoFrame);
    m_workersView = addTable(m_workersModel, QStringLiteral("serverWorkers"), QString());
    workersPane->addWidget(m_workersView);
    workersPane->setStretchFactor(0, 2);
    workersPane->setStretchFactor(1, 1);
    m_tabs->addTab(workersPane, tr("Workers"));
    m_queuesView = addTable(m_queuesModel, QStringLiteral("serverQueues"), tr("Queues"));
    auto *errorsPane = new QWidget;
    auto *errorsLayout = new QVBoxLayout(errorsPane);
    errorsLayout->setContentsMargins(0, 0, 0, 0);
    m_errorsNote = new QLabel(errorsPane);
    m_errorsNote->setObjectName(QStringLiteral("serverErrorsNote"));
    m_errorsNote->setWordWrap(true);
    m_errorsNote->setTextInteractionFlags(Qt::TextSelectableByMouse);
    errorsLayout->addWidget(m_errorsNote);
    m_errorsView = addTable(m_errorsModel, QStringLiteral("serverErrors"), QString());
    errorsLayout->addWidget(m_errorsView, 1);
    m_tabs->addTab(errorsPane, tr("Recorded errors"));
    layout->addWidget(m_tabs, 1);

    m_reload = new QAction(QIcon::fromTheme(QStringLiteral("view-refresh")), tr("&Graceful Reload…"), this);
    m_reload->setObjectName(QStringLiteral("gracefulReload"));
    m_reload->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));
    m_reload->setToolTip(tr("Restart the server's workers one at a time, with no downtime (POST /api/reload); asks first"));
    connect(m_reload, &QAction::triggered, this, &ServerPage::confirmReload);
    m_copyReplay = new QAction(QIcon::fromTheme(QStringLiteral("edit-copy")), tr("Copy &Replay Command"), this);
    m_copyReplay->setObjectName(QStringLiteral("copyReplay"));
    m_copyReplay->setToolTip(tr("Copy the command that runs the selected recorded request again, on the server"));
    m_copyReplay->setEnabled(false);
    connect(m_copyReplay, &QAction::triggered, this, [this] {
        const QModelIndex current = m_errorsView->currentIndex();
        if (!current.isValid())
            return;
        const QString command = current.data(models::ServerErrorsModel::ReplayCommandRole).toString();
        QApplication::clipboard()->setText(command);
        MessageBar::forWidget(this)->showMessage(tr("Copied"), tr("%1: run it on the server, in its --record-errors folder.").arg(command),
                                                  MessageBar::Kind::Positive);
    });
    m_link = new QAction(QIcon::fromTheme(QStringLiteral("insert-link")), tr("&Link to Database…"), this);
    m_link->setObjectName(QStringLiteral("linkDatabase"));
    m_link->setToolTip(tr("Say which open database this server's queue uses: each side then shows the other, and \"No worker?\" is "
                          "answered from the server's queue workers"));
    connect(m_link, &QAction::triggered, this, &ServerPage::linkRequested);
    m_errorsView->addAction(m_copyReplay);
    m_errorsView->setContextMenuPolicy(Qt::ActionsContextMenu);
    connect(m_errorsView->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex &current) { m_copyReplay->setEnabled(current.isValid()); });

    connect(m_watch, &ServerWatch::updated, this, &ServerPage::update);
    // The age of the figures moves with the clock, between readings too.
    m_ageTimer->setInterval(1000);
    connect(m_ageTimer, &QTimer::timeout, this, &ServerPage::updateAge);
    m_ageTimer->start();
    setLinkedDatabase(QString());
    update();
}

QTableView *ServerPage::addTable(QAbstractItemModel *model, const QString &name, const QString &title)
{
    auto *view = new QTableView;
    view->setObjectName(name);
    view->setModel(model);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setSelectionMode(QAbstractItemView::SingleSelection);
    view->verticalHeader()->hide();
    view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    view->horizontalHeader()->setStretchLastSection(true);
    view->setAlternatingRowColors(true);
    if (!title.isEmpty())
        m_tabs->addTab(view, title);
    return view;
}

QString ServerPage::title() const
{
    return m_watch->displayName();
}

QList<QAction *> ServerPage::pageActions() const
{
    return {m_reload, m_link, m_copyReplay};
}

void ServerPage::setLinkedDatabase(const QString &text)
{
    m_linked->setText(text.isEmpty() ? tr("Not linked to a database (Link to Database… says which one its queue uses).") : tr("Database: %1").arg(text));
}

void ServerPage::setDatabaseQueues(const QHash<QString, qint64> &ready, const QString &database)
{
    m_queuesModel->setDatabaseReady(ready, database);
}

QString ServerPage::linkedDatabase() const
{
    return m_linked->text();
}

QString ServerPage::summary() const
{
    return m_summary->text();
}

QStringList ServerPage::issues() const
{
    return m_issues;
}

void ServerPage::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (std::exchange(m_behind, false))
        update();
}

void ServerPage::update()
{
    // The problems are the watch's: the sidebar and alerts need no page on screen.
    const QStringList issues = m_watch->problems();
    if (issues != m_issues) {
        m_issues = issues;
        Q_EMIT issuesChanged();
    }
    // Ten servers, one on screen: the others catch up when shown.
    if (!isVisible() && m_shownFigures) {
        m_behind = true;
        return;
    }
    m_title->setText(m_watch->displayName());
    const auto &status = m_watch->status();
    const remote::AdminReply &health = m_watch->health();
    if (status) {
        const auto &s = *status;
        QStringList parts;
        parts << tr("Askr %1").arg(s.version.value_or(tr("(version unknown)")));
        parts << tr("%1 mode").arg(s.mode.value_or(tr("unknown")));
        if (s.listen)
            parts << tr("serving %1").arg(*s.listen);
        if (s.uptimeSecs)
            parts << tr("up %1").arg(operations::formatDuration(*s.uptimeSecs));
        m_summary->setText(parts.join(QStringLiteral(" · ")));

        DashboardTile *h = m_tiles[Health];
        h->setFigure(health.answered() ? QStringLiteral("%1 %2").arg(health.status).arg(QString::fromUtf8(health.body).trimmed())
                                       : tr("no answer"));
        h->setTrend(tr("last rollout: %1").arg(s.rollout.value_or(tr("unknown"))));
        h->setAlarm(!health.ok() || s.rolloutAborted());

        DashboardTile *w = m_tiles[Workers];
        if (s.singleProcess()) {
            w->setFigure(tr("single process"));
            w->setTrend(tr("no supervisor, no workers to count"));
        } else {
            w->setFigure(tr("%1 of %2 alive").arg(count(s.workersAlive), count(s.workersConfigured)));
            const auto perMinute = m_watch->respawnsLastMinute();
            w->setTrend(tr("%1 respawns%2 · %3 queue workers")
                            .arg(count(s.respawns), perMinute ? tr(", %1 in the last minute").arg(*perMinute) : QString(), count(s.queueWorkers)));
        }
        w->setAlarm(s.workersMissing());

        DashboardTile *m = m_tiles[Memory];
        m->setFigure(s.rssKbTotal ? operations::formatBytes(*s.rssKbTotal * 1024) : tr("unknown"));
        int growing = 0;
        for (const ServerWatch::Worker &worker : m_watch->workers())
            growing += worker.growing ? 1 : 0;
        m->setTrend(growing ? tr("%n worker(s) keep growing: see Workers", nullptr, growing) : tr("resident, all workers"));
        m->setAlarm(growing > 0);
        m_workersModel->setWorkers(m_watch->workers());
        m_queuesModel->setQueues(s.queues.value_or(QList<remote::ServerStatus::Queue>{}));
        m_tabs->setTabText(1, s.queues ? tr("Queues (%1)").arg(s.queues->size()) : tr("Queues (not reported)"));
        if (!std::exchange(m_shownFigures, true))
            qCDebug(ASKR_VIEWS) << "first figures of" << m_watch->displayName() << "after" << m_sinceOpened.elapsed() << "ms";
        m_queuesView->setToolTip(s.queues ? QString() : tr("This runtime version does not report per-queue figures (1.4.14 and later do)."));
    }

    DashboardTile *r = m_tiles[Requests];
    DashboardTile *l = m_tiles[Latency];
    DashboardTile *split = m_tiles[Split];
    const auto &metrics = m_watch->metrics();
    const auto &traffic = m_watch->traffic();
    if (metrics && !metrics->setUp) {
        for (DashboardTile *t : {r, l, split}) {
            t->setFigure(tr("no metrics yet"));
            t->setTrend(tr("the server answers {} until they are set up"));
        }
    } else if (traffic && traffic->restarted) {
        // A counter went down: the server restarted. No negative rate, ever.
        r->setFigure(tr("restarted"));
        r->setTrend(tr("a counter went down between readings: rates resume with the next one"));
    } else if (traffic) {
        const auto &t = *traffic;
        r->setFigure(t.requestsPerSec ? rate(*t.requestsPerSec) : tr("unknown"));
        r->setTrend(t.requests == 0 ? tr("no requests in the last %1 s").arg(qRound(t.seconds))
                                    : tr("5xx: %1 of responses").arg(remote::shareText(t.serverErrorShare)));
        r->setAlarm(t.serverErrorShare && *t.serverErrorShare >= 0.05);
        // A quiet span has no latency of its own: the uptime's is shown, and said so.
        const remote::Traffic lifetime = remote::Traffic::lifetime(*metrics);
        const remote::Traffic &shown = t.requests > 0 ? t : lifetime;
        const QString over = t.requests > 0 ? tr("last %1 s").arg(qRound(t.seconds)) : tr("since start");
        l->setFigure(tr("p50 %1").arg(remote::latencyText(shown.p50)));
        l->setTrend(tr("p95 %1 · p99 %2 (%3)").arg(remote::latencyText(shown.p95), remote::latencyText(shown.p99), over));
        split->setFigure(shown.phpShare ? tr("PHP %1").arg(remote::shareText(shown.phpShare)) : QStringLiteral("-"));
        split->setTrend(tr("I/O %1 · response cache hits %2 (%3)").arg(remote::shareText(shown.ioShare), remote::shareText(shown.cacheHitShare), over));
    } else if (metrics) {
        r->setFigure(QStringLiteral("…"));
        r->setTrend(tr("rates need a second reading"));
    }
    const qint64 nowSec = m_watch->now() / 1000;
    m_rateLine->setGap(std::max(10, 3 * m_watch->interval() / 1000));
    m_memoryLine->setGap(std::max(10, 3 * m_watch->interval() / 1000));
    m_rateLine->setSeries(m_watch->requestRate(), nowSec - 3600, nowSec);
    m_memoryLine->setSeries(m_watch->memory(), nowSec - 3600, nowSec);

    if (const auto &errors = m_watch->errors()) {
        m_errorsModel->setErrors(errors->errors);
        m_errorsNote->setText(!errors->enabled ? tr("This server does not record failing requests. Start it with --record-errors DIR to keep "
                                                     "each 5xx request for replaying.")
                              : errors->errors.isEmpty()
                                  ? tr("No failing requests recorded.")
                                  : tr("The newest %n recorded failing request(s). The recordings hold request bodies and stay on the server; "
                                       "select one and copy its replay command (%1).",
                                       nullptr, int(errors->errors.size()))
                                        .arg(remote::ServerErrors::replayCommand(QStringLiteral("ID"))));
        m_tabs->setTabText(2, tr("Recorded errors (%1)").arg(errors->errors.size()));
    }

    updateMemoryChart();
    updateAge();
}

void ServerPage::updateMemoryChart()
{
    // Drawn for the page on screen only: ten servers' hidden pages cost nothing.
    if (!isVisible() && !m_memorySeries.isEmpty())
        return;
    const auto workers = m_watch->workerMemory();
    QSet<qint64> pids;
    for (const auto &w : workers)
        pids.insert(w.first);
    // An hour's line moves little in 2 s: redrawn every 10 s, or when workers come and go.
    const qint64 nowMs = m_watch->now();
    if (pids == m_memoryPids && nowMs - m_memoryDrawnMs < MemoryChartEveryMs)
        return;
    m_memoryDrawnMs = nowMs;
    m_memoryPids = pids;
    if (!m_memoryX) {
        m_memoryX = new QDateTimeAxis;
        m_memoryX->setFormat(QStringLiteral("HH:mm"));
        m_memoryX->setTickCount(7);
        m_memoryY = new QValueAxis;
        m_memoryY->setLabelFormat(QStringLiteral("%.0f"));
        m_memoryY->setTitleText(tr("MiB resident"));
        m_memoryChart->addAxis(m_memoryX, Qt::AlignBottom);
        m_memoryChart->addAxis(m_memoryY, Qt::AlignLeft);
    }
    const qint64 now = nowMs / 1000;
    m_memoryX->setRange(QDateTime::fromSecsSinceEpoch(now - 3600), QDateTime::fromSecsSinceEpoch(now));
    for (auto it = m_memorySeries.begin(); it != m_memorySeries.end();) {
        if (pids.contains(it.key())) {
            ++it;
            continue;
        }
        m_memoryChart->removeSeries(it.value());
        delete it.value();
        it = m_memorySeries.erase(it);
    }
    double top = 1;
    for (const auto &[pid, series] : workers) {
        QLineSeries *line = m_memorySeries.value(pid);
        if (!line) {
            line = new QLineSeries;
            line->setName(QString::number(pid));
            m_memoryChart->addSeries(line);
            line->attachAxis(m_memoryX);
            line->attachAxis(m_memoryY);
            m_memorySeries.insert(pid, line);
        }
        QList<QPointF> points;
        points.reserve(qsizetype(series.size()));
        for (const auto &[at, bytes] : series) {
            points.append(QPointF(double(at) * 1000.0, bytes / 1048576.0));
            top = std::max(top, bytes / 1048576.0);
        }
        line->replace(points);
        line->setPointsVisible(points.size() < 3);
    }
    m_memoryY->setRange(0, top * 1.1);
    m_memoryY->applyNiceNumbers();
    // Many workers: the lines say enough, the legend would crowd them out.
    m_memoryChart->legend()->setVisible(workers.size() <= 12);
    m_memoryChart->setTitle(workers.isEmpty() ? tr("No worker memory reported yet") : QString());
}

void ServerPage::updateAge()
{
    if (!isVisible() && m_shownFigures)
        return;
    const bool stale = m_watch->isStale() && m_watch->lastReadMs() > 0;
    const QString asOf = stale ? tr("as of %1 s ago").arg(m_watch->ageSeconds()) : QString();
    for (DashboardTile *t : std::as_const(m_tiles))
        t->setStale(asOf);
    QStringList lines;
    if (!m_watch->isReachable())
        lines << (m_watch->lastReadMs() > 0 ? tr("%1 The figures below are as of %2 s ago.").arg(m_watch->lastError()).arg(m_watch->ageSeconds())
                                            : m_watch->lastError());
    else if (m_watch->lastReadMs() == 0)
        lines << tr("Reading %1…").arg(m_watch->displayName());
    for (const QString &p : m_issues)
        if (p != m_watch->lastError())
            lines << QStringLiteral("⚠ ") + p;
    lines << m_watch->notes();
    m_state->setText(lines.join(QLatin1Char('\n')));
    m_state->setVisible(!lines.isEmpty());
    m_reload->setEnabled(m_watch->isReachable() && m_watch->lastReadMs() > 0);
}

void ServerPage::confirmReload()
{
    const QString name = m_watch->displayName();
    QString detail;
    if (const auto &s = m_watch->status(); s && s->workersAlive)
        detail = tr("Its %1 workers are restarted one at a time; requests keep being served. The runtime stops the rollout if a new worker "
                    "fails its health check.")
                     .arg(*s->workersAlive);
    auto *box = new QMessageBox(QMessageBox::Question, tr("Graceful Reload"), tr("Reload the workers of %1 gracefully?").arg(name),
                                QMessageBox::Cancel, this);
    box->setObjectName(QStringLiteral("confirmReload"));
    box->setInformativeText(detail);
    QAbstractButton *go = box->addButton(tr("Reload"), QMessageBox::AcceptRole);
    box->setDefaultButton(QMessageBox::Cancel);
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::finished, this, [this, box, go, name] {
        if (box->clickedButton() != go)
            return;
        m_reload->setEnabled(false);
        m_watch->client()->post(QStringLiteral("/api/reload"), this, [this, name](const remote::AdminReply &reply) {
            const QString error = reply.ok() ? QString() : m_watch->client()->problem(QStringLiteral("/api/reload"), reply);
            if (error.isEmpty())
                MessageBar::forWidget(this)->showMessage(tr("Reloading"), tr("%1 is reloading its workers one at a time.").arg(name),
                                                          MessageBar::Kind::Positive);
            else
                MessageBar::forWidget(this)->showMessage(tr("Reload failed"), error, MessageBar::Kind::Error);
            Q_EMIT reloadAnswered(error);
            m_watch->refresh();
        });
    });
    box->open();
}

} // namespace askr::views
