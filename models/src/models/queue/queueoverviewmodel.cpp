#include "models/queue/queueoverviewmodel.h"
#include "models/requestkey.h"
#include "models/changethrottle.h"
#include "models/freshness.h"
#include "models/identity.h"
#include "models_debug.h"

#include "models/queue/queuehistory.h"
#include "models/readbudget.h"
#include "operations/format/format.h"
#include "storage/session.h"
#include "storage/settings/queuesettings.h"

#include <QIcon>
#include <QLocale>

#include <algorithm>

namespace askr::models {

using contracts::Connection;
using contracts::Value;

namespace {
} // namespace

QueueOverviewModel::QueueOverviewModel(storage::Session *session, QObject *parent)
    : RereadModel(session, requestKey(this, "queue-overview"), parent)
{
    // What the sidebar and the alerts show: followed while hidden too.
    m_follow = new ChangeThrottle(session, this, MinGapMs, [this] { refresh(); });
    m_follow->setFollowHidden(true);
    m_fresh = new Freshness(session, [this] { return qint64(m_periodic.interval()); }, this);
    // A failed read keeps the last snapshot, which then says how old it is.
    connect(this, &RereadModel::errorOccurred, m_fresh, &Freshness::noteFailure);
    m_periodic.setInterval(RefreshMs);
    connect(&m_periodic, &QTimer::timeout, this, &QueueOverviewModel::refresh);
    auto start = [this] {
        if (m_session && m_session->schema().hasQueue()) {
            m_periodic.start();
            // Asked once the schema's other listeners have asked: the page
            // on screen goes first, as this read is a background one and
            // the worker takes whatever is queued when it is idle.
            QMetaObject::invokeMethod(this, &QueueOverviewModel::refresh, Qt::QueuedConnection);
        }
    };
    connect(session, &storage::Session::schemaChanged, this, start);
    if (session->schema().inspected)
        start();
}

QueueOverviewModel::~QueueOverviewModel() = default;

QueueOverviewModel *QueueOverviewModel::createShared(storage::Session *session)
{
    auto *model = new QueueOverviewModel(session, session);
    if (session->mode() != storage::OpenMode::Snapshot)
        model->setHistory(new QueueHistory(session->path(), model));
    return model;
}

void QueueOverviewModel::setHistory(QueueHistory *history)
{
    m_history = history;
    if (!history)
        return;
    // Claims seen in earlier sessions tell a queue without workers at once.
    history->requestLastClaims(m_session->now() - QueueHistory::retention(), this, [this](QHash<QString, qint64> claims) {
        m_lastClaimFromHistory = std::move(claims);
        if (m_haveSnapshot)
            judge();
    });
}

bool QueueOverviewModel::isStale() const
{
    return m_fresh->isStale();
}

QueueHistory *QueueOverviewModel::history() const
{
    return m_history;
}

int QueueOverviewModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int QueueOverviewModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : NUM_COLUMNS;
}

int QueueOverviewModel::rowOf(const QByteArray &queue) const
{
    for (size_t i = 0; i < m_rows.size(); ++i)
        if (m_rows[i].depth.queue.toBytes() == queue)
            return int(i);
    return -1;
}

QList<Value> QueueOverviewModel::queueNames() const
{
    QList<Value> names;
    for (const auto &r : m_rows)
        names << r.depth.queue;
    return names;
}

operations::QueueDepth QueueOverviewModel::totals() const
{
    operations::QueueDepth t;
    for (const auto &r : m_rows) {
        t.ready += r.depth.ready;
        t.delayed += r.depth.delayed;
        t.reserved += r.depth.reserved;
        t.failed += r.depth.failed;
        t.total += r.depth.total;
        t.oldestReadyAge = std::max(t.oldestReadyAge, r.depth.oldestReadyAge);
    }
    return t;
}

int QueueOverviewModel::stuckCount() const
{
    return m_stuck;
}

qint64 QueueOverviewModel::threshold(const QByteArray &queue)
{
    return storage::settings::QueueSettings::stuckAfter(queue);
}

void QueueOverviewModel::setThreshold(const QByteArray &queue, qint64 seconds)
{
    storage::settings::QueueSettings::setStuckAfter(queue, seconds);
    if (m_haveSnapshot)
        judge();
}

void QueueOverviewModel::refresh()
{
    if (!m_session || !m_session->schema().hasQueue() || foldIntoRead())
        return;
    std::shared_ptr<const operations::QueueSnapshot> previous = m_baseline;
    read([previous](Connection &db) { return operations::QueueSnapshot::read(db, previous.get()); },
         [this](operations::QueueSnapshot snapshot) {
             apply(std::move(snapshot));
             // A slow database is read less often, so that the overview
             // never takes more than a fifth of the worker's time.
             m_follow->setInterval(int(std::max<qint64>(MinGapMs, 4 * m_lastReadMs)));
             m_follow->noteRefreshed();
         },
         [this] { m_follow->noteRefreshed(); });
}

void QueueOverviewModel::rereadFolded(bool)
{
    // Changes that came during the read: one more, when the interval allows.
    m_follow->changed();
}

void QueueOverviewModel::apply(operations::QueueSnapshot snapshot)
{
    std::optional<operations::QueueInterval> interval;
    bool newBaseline = !m_baseline;
    if (m_baseline) {
        interval = operations::QueueInterval::derive(*m_baseline, snapshot);
        const bool reset = snapshot.haveSequence && (snapshot.enqueuedTotal < m_baseline->enqueuedTotal || snapshot.failedTotal < m_baseline->failedTotal);
        if (reset)
            m_rates.clear(); // the tables were recreated
        // A reading within the same second as the baseline adds no interval;
        // the next one is measured from the baseline, so nothing is lost.
        newBaseline = interval || reset || snapshot.at > m_baseline->at || !snapshot.haveArrivals;
    }
    if (newBaseline)
        m_baseline = std::make_shared<const operations::QueueSnapshot>(snapshot);
    if (!m_watchedSince)
        m_watchedSince = snapshot.at;
    if (interval) {
        m_rates.add(*interval);
        for (auto it = interval->claimed.cbegin(); it != interval->claimed.cend(); ++it)
            if (it.value())
                m_lastClaim.insert(it.key(), interval->to);
    }
    QHash<QByteArray, qint64> ready;
    for (const auto &q : snapshot.queues) {
        ready.insert(q.queue.toBytes(), q.ready);
        if (q.reserved > 0)
            m_lastClaim.insert(q.queue.toBytes(), snapshot.at);
    }
    m_readyHistory.emplace_back(snapshot.at, std::move(ready));
    while (m_readyHistory.size() > 1 && m_readyHistory[1].first <= snapshot.at - RateWindowSeconds)
        m_readyHistory.pop_front();

    m_fresh->noteRead(snapshot.at);
    m_snapshot = std::move(snapshot);
    m_haveSnapshot = true;
    m_lastReadMs = m_snapshot.readMs;
    adaptPeriodic();
    ++m_refreshes;

    std::vector<Row> rows;
    rows.reserve(m_snapshot.queues.size());
    for (const auto &q : m_snapshot.queues)
        rows.push_back({q, {}, m_rates.queue(q.queue.toBytes())});
    mergeRows(m_rows, std::move(rows), [](const Row &r) { return r.depth.queue.toBytes(); }, [](Row &shown, Row &&row) {
        row.verdict = shown.verdict; // judged again below
        const bool changed = !(shown.depth == row.depth);
        shown = std::move(row);
        return changed;
    });
    // Every rate is over a window that moved.
    if (!m_rows.empty())
        Q_EMIT dataChanged(index(0, EnqueuedRateColumn), index(int(m_rows.size()) - 1, FailedRateColumn));
    judge();
    if (m_history)
        m_history->add(m_snapshot, interval);

    // Wake up when the next queue would cross its threshold, even if nothing commits.
    std::optional<qint64> next;
    for (const auto &q : m_snapshot.queues) {
        const qint64 limit = threshold(q.queue.toBytes());
        if (q.ready > 0 && q.oldestReadyAge <= limit) {
            const qint64 at = m_snapshot.at + (limit - q.oldestReadyAge) + 1;
            next = next ? std::min(*next, at) : at;
        }
    }
    if (next && m_session)
        m_session->scheduleWakeUp(*next);
    Q_EMIT refreshed();
}

void QueueOverviewModel::adaptPeriodic()
{
    const qint64 ms = std::max<qint64>(m_refreshMs, TimeReadCostFactor * m_lastReadMs);
    const int interval = int(std::min<qint64>(ms, 3'600'000));
    if (interval != m_periodic.interval())
        m_periodic.setInterval(interval); // restarts a running clock; only when it changes
}

void QueueOverviewModel::setServerFigures(const QString &server, std::optional<qint64> queueWorkers)
{
    if (server == m_server && queueWorkers == m_serverQueueWorkers)
        return;
    m_server = server;
    m_serverQueueWorkers = queueWorkers;
    // Judged again from this reading (settling again at the same time changes nothing).
    if (m_haveSnapshot && !m_readyHistory.empty())
        judge();
}

void QueueOverviewModel::judge()
{
    const bool frozen = m_session && m_session->mode() == storage::OpenMode::Snapshot;
    const qint64 now = m_snapshot.at;
    const auto &baseline = m_readyHistory.front();
    const bool haveBaseline = baseline.first < now;
    int stuck = 0;
    for (auto &row : m_rows) {
        const QByteArray name = row.depth.queue.toBytes();
        std::optional<qint64> lastClaim;
        if (m_lastClaim.contains(name))
            lastClaim = m_lastClaim.value(name);
        const QString key = QueueHistory::historyKey(name);
        if (m_lastClaimFromHistory.contains(key))
            lastClaim = std::max(lastClaim.value_or(0), m_lastClaimFromHistory.value(key));
        const qint64 limit = threshold(name);
        if (frozen) {
            row.verdict = {};
            if (row.depth.ready > 0 && row.depth.oldestReadyAge > limit) {
                row.verdict.health = operations::QueueHealth::Unknown;
                row.verdict.reason = tr("Its oldest ready job has waited %1. This is a snapshot, so nothing shows whether workers claim from it.")
                                         .arg(operations::formatDuration(row.depth.oldestReadyAge));
            }
        } else {
            const std::optional<qint64> readyBefore = haveBaseline ? std::optional<qint64>(baseline.second.value(name, 0)) : std::nullopt;
            row.verdict = m_verdicts.settle(name, operations::judgeQueue(row.depth, now, limit, lastClaim, m_watchedSince, readyBefore, now - baseline.first), now);
            row.verdict = operations::confirmWithServer(row.verdict, m_server, m_serverQueueWorkers);
        }
        if (row.verdict.health != operations::QueueHealth::Ok)
            ++stuck;
    }
    if (!m_rows.empty())
        Q_EMIT dataChanged(index(0, StatusColumn), index(int(m_rows.size()) - 1, StatusColumn));
    if (stuck != m_stuck) {
        m_stuck = stuck;
        Q_EMIT stuckCountChanged(stuck);
    }
}

QString QueueOverviewModel::rateText(qint64 count, bool lowerBound) const
{
    const double perMinute = m_rates.perMinute(count);
    const QString number = operations::formatRateNumber(perMinute);
    return lowerBound && count > 0 ? tr("≥ %1/min").arg(number) : tr("%1/min").arg(number);
}

QString QueueOverviewModel::measuringText() const
{
    if (m_session && m_session->mode() == storage::OpenMode::Snapshot)
        return tr("A snapshot does not change: it has no rates.");
    if (m_haveSnapshot && !m_snapshot.haveSequence)
        return tr("Rates are unknown: this database has no sqlite_sequence.");
    return tr("Measuring: rates are shown after a minute of watching (%1 so far).").arg(operations::formatDuration(m_rates.span()));
}

QVariant QueueOverviewModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &row = m_rows[size_t(index.row())];
    const operations::QueueDepth &d = row.depth;
    const int column = index.column();
    const bool haveRates = ratesSettled();
    // A snapshot never changes, so it never measures anything.
    const bool measuring = !haveRates && m_haveSnapshot && m_snapshot.haveSequence && !(m_session && m_session->mode() == storage::OpenMode::Snapshot);
    const bool partial = m_rates.partial();

    if (role == QueueRole)
        return QVariant::fromValue(d.queue);
    if (role == IdentityRole)
        return identityOf(d.queue);
    if (role == HealthRole)
        return int(row.verdict.health);
    if (role == ThresholdRole)
        return threshold(d.queue.toBytes());
    if (role == Qt::TextAlignmentRole)
        return column == QueueColumn || column == StatusColumn ? QVariant(Qt::AlignLeft | Qt::AlignVCenter) : QVariant(Qt::AlignRight | Qt::AlignVCenter);

    auto rateCount = [&]() -> qint64 {
        switch (column) {
        case EnqueuedRateColumn:
            return row.rates.enqueued;
        case ProcessedRateColumn:
            return row.rates.processed;
        default:
            return row.rates.deadLettered;
        }
    };
    const bool rateColumn = column == EnqueuedRateColumn || column == ProcessedRateColumn || column == FailedRateColumn;

    if (role == RateRole)
        return rateColumn && haveRates ? QVariant(m_rates.perMinute(rateCount())) : QVariant();

    if (role == SortRole) {
        switch (column) {
        case QueueColumn:
            return d.queue.toDisplayString();
        case ReadyColumn:
            return d.ready;
        case DelayedColumn:
            return d.delayed;
        case ReservedColumn:
            return d.reserved;
        case FailedColumn:
            return d.failed;
        case OldestReadyColumn:
            return d.oldestReadyAge;
        case StatusColumn:
            return int(row.verdict.health);
        default:
            return haveRates ? m_rates.perMinute(rateCount()) : -1.0;
        }
    }

    if (role == Qt::DisplayRole) {
        switch (column) {
        case QueueColumn:
            return d.queue.toDisplayString();
        case ReadyColumn:
            return operations::formatCount(d.ready);
        case DelayedColumn:
            return operations::formatCount(d.delayed);
        case ReservedColumn:
            return operations::formatCount(d.reserved);
        case FailedColumn:
            return operations::formatCount(d.failed);
        case OldestReadyColumn:
            return d.ready > 0 ? operations::formatDuration(d.oldestReadyAge) : QStringLiteral("—");
        case StatusColumn:
            if (!row.verdict.finding.isEmpty())
                return row.verdict.finding;
            switch (row.verdict.health) {
            case operations::QueueHealth::Ok:
                return tr("OK");
            case operations::QueueHealth::NoWorker:
                return tr("No worker?");
            case operations::QueueHealth::Saturated:
                return tr("Saturated");
            case operations::QueueHealth::Draining:
                return tr("Behind");
            case operations::QueueHealth::Unknown:
                return tr("Waiting");
            }
            return {};
        default:
            // Deadlettering is counted exactly per queue; the others may miss
            // jobs that came and went between two refreshes.
            if (haveRates)
                return rateText(rateCount(), partial && column != FailedRateColumn);
            return measuring ? QStringLiteral("…") : QStringLiteral("—");
        }
    }

    if (role == Qt::DecorationRole && column == StatusColumn) {
        switch (row.verdict.health) {
        case operations::QueueHealth::Ok:
            return QIcon::fromTheme(QStringLiteral("emblem-ok-symbolic"), QIcon::fromTheme(QStringLiteral("dialog-ok")));
        case operations::QueueHealth::NoWorker:
        case operations::QueueHealth::Saturated:
            return QIcon::fromTheme(QStringLiteral("dialog-error"));
        case operations::QueueHealth::Draining:
        case operations::QueueHealth::Unknown:
            return QIcon::fromTheme(QStringLiteral("dialog-warning"));
        }
    }

    if (role == Qt::ToolTipRole) {
        const qint64 limit = threshold(d.queue.toBytes());
        switch (column) {
        case QueueColumn:
            return tr("%1\nFlagged when its oldest ready job has waited more than %2 (right-click to change).")
                .arg(d.queue.toDisplayString(), operations::formatDuration(limit));
        case OldestReadyColumn:
            if (d.ready == 0)
                return tr("No job is ready.");
            return d.oldestReadyCreatedAt ? tr("The longest-waiting ready job has been claimable for %1; the first-enqueued one was created %2.")
                                                .arg(operations::formatDuration(d.oldestReadyAge), operations::formatRelative(*d.oldestReadyCreatedAt, m_snapshot.at))
                                          : tr("The longest-waiting ready job has been claimable for %1.").arg(operations::formatDuration(d.oldestReadyAge));
        case StatusColumn:
            return row.verdict.health == operations::QueueHealth::Ok
                ? tr("Its oldest ready job has waited %1, within the %2 allowed.").arg(operations::formatDuration(d.ready ? d.oldestReadyAge : 0), operations::formatDuration(limit))
                : row.verdict.reason;
        case EnqueuedRateColumn:
        case ProcessedRateColumn:
            if (!haveRates)
                return measuringText();
            return partial ? tr("Per minute over the last %1. At least this many: some jobs were enqueued and finished between two refreshes, "
                                "which leaves no trace of their queue. The totals above the table are exact.")
                                 .arg(operations::formatDuration(m_rates.span()))
                           : tr("Per minute over the last %1.").arg(operations::formatDuration(m_rates.span()));
        case FailedRateColumn:
            return haveRates ? tr("Jobs dead-lettered per minute over the last %1.").arg(operations::formatDuration(m_rates.span())) : measuringText();
        default:
            break;
        }
    }
    return {};
}

QVariant QueueOverviewModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= NUM_COLUMNS)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::DisplayRole) {
        switch (section) {
        case QueueColumn:
            return tr("Queue");
        case ReadyColumn:
            return tr("Ready");
        case DelayedColumn:
            return tr("Delayed");
        case ReservedColumn:
            return tr("Reserved");
        case FailedColumn:
            return tr("Failed");
        case OldestReadyColumn:
            return tr("Oldest ready");
        case EnqueuedRateColumn:
            return tr("Enqueued");
        case ProcessedRateColumn:
            return tr("Processed");
        case FailedRateColumn:
            return tr("Failing");
        case StatusColumn:
            return tr("Status");
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case ReadyColumn:
            return tr("Jobs a worker may claim now");
        case DelayedColumn:
            return tr("Jobs waiting for their available_at (new delayed jobs and retries with backoff)");
        case ReservedColumn:
            return tr("Jobs a worker holds right now");
        case FailedColumn:
            return tr("Dead letters of this queue in askr_failed_jobs (a Laravel application's failures are in its own failed_jobs: askr-deskctl failed-jobs)");
        case OldestReadyColumn:
            return tr("How long the longest-waiting ready job has been claimable, counted from its available_at (the runtime's backlog age); the runtime's per-queue age counts from created_at and is longer for a delayed or retried job");
        case EnqueuedRateColumn:
            return tr("Jobs enqueued per minute, over the last minute");
        case ProcessedRateColumn:
            return tr("Jobs that left the queue per minute (acknowledged or deleted), over the last minute");
        case FailedRateColumn:
            return tr("Jobs dead-lettered per minute, over the last minute");
        case StatusColumn:
            return tr("Whether the queue is keeping up, and if not, the likely reason");
        default:
            break;
        }
    }
    if (role == Qt::TextAlignmentRole)
        return section == QueueColumn || section == StatusColumn ? QVariant(Qt::AlignLeft | Qt::AlignVCenter) : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    return {};
}

} // namespace askr::models
