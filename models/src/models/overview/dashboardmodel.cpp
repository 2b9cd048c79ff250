#include "models/overview/dashboardmodel.h"
#include "models/requestkey.h"
#include "models_debug.h"

#include "askr_contracts_api.h"
#include "models/freshness.h"
#include "models/overview/overviewmodel.h"
#include "models/queue/queuehistory.h"
#include "models/queue/queueoverviewmodel.h"
#include "operations/format/format.h"
#include "storage/session.h"

#include <QDateTime>
#include <QLocale>

namespace askr::models {

using namespace askr::contracts;

namespace {
struct Extras
{
    bool haveExpiring = false;
    qint64 expiring = 0;
    bool havePerDay = false;
    std::vector<std::pair<QDate, qint64>> perDay;
    qint64 failedAtRead = 0;
};

// How far back a trend text compares.
constexpr qint64 TrendCompareSeconds = 600;
} // namespace

DashboardModel::DashboardModel(storage::Session *session, OverviewModel *overview, QueueOverviewModel *queues, QObject *parent)
    : RereadModel(session, requestKey(this, "dashboard"), parent), m_overview(overview), m_queues(queues)
{
    // No tile shows why its own read failed (the next refresh asks again):
    // logged, so that a failure that keeps coming is not silent.
    connect(this, &RereadModel::errorOccurred, this, [](const QString &message) {
        qCWarning(ASKR_MODELS) << "reading the dashboard's expiring keys and dead letters per day:" << message;
    });
    // A read and a sample both end in dataChanged; a read also in refreshed.
    connect(overview, &QAbstractItemModel::dataChanged, this, [this](const QModelIndex &, const QModelIndex &, const QList<int> &roles) {
        if (!roles.contains(OverviewModel::StaleRole)) // only the figures' age moved
            takeReadings();
    });
    connect(overview, &OverviewModel::refreshed, this, &DashboardModel::readExtras);
    // Stale tiles say how old they are, which grows.
    connect(overview->freshness(), &Freshness::changed, this, [this] { aged(m_overview->freshness()); });
    if (queues) {
        connect(queues->freshness(), &Freshness::changed, this, [this] { aged(m_queues->freshness()); });
        connect(queues, &QueueOverviewModel::refreshed, this, [this] {
            changed(ReadyPerQueue);
            changed(QueueHealth);
        });
        if (QueueHistory *history = queues->history())
            connect(history, &QueueHistory::sampleRecorded, this, &DashboardModel::loadHistory);
    }
}

int DashboardModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : NUM_TILES;
}

int DashboardModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : 1;
}

qint64 DashboardModel::now() const
{
    return m_session ? m_session->now() : QDateTime::currentSecsSinceEpoch();
}

bool DashboardModel::historyAvailable() const
{
    return m_queues && m_queues->history() && m_queues->history()->isAvailable();
}

void DashboardModel::push(std::deque<TimedValue> &series, qint64 at, qint64 value)
{
    if (!series.empty() && series.back().at >= at) {
        if (series.back().at == at)
            series.back().value = value; // one reading per second
        return;
    }
    series.push_back({ at, value });
    while (!series.empty() && series.front().at < at - TrendSeconds)
        series.pop_front();
}

const Freshness *DashboardModel::freshnessOf(Tile tile) const
{
    const bool fromQueues = tile == Throughput || tile == ReadyPerQueue || tile == QueueHealth;
    return fromQueues && m_queues ? m_queues->freshness() : m_overview->freshness();
}

void DashboardModel::takeReadings()
{
    // Figures that could not be read again are no reading of now.
    if (m_overview->isStale())
        return;
    const qint64 at = now();
    // Tiles of a primitive that came or went change as a whole.
    const int available = (m_overview->available(OverviewModel::Ready) ? 1 : 0) | (m_overview->available(OverviewModel::LiveKeys) ? 2 : 0)
        | (m_overview->available(OverviewModel::NewestSeq) ? 4 : 0);
    if (std::exchange(m_available, available) != available)
        for (int t = 0; t < NUM_TILES; ++t)
            changed(Tile(t));
    if (m_overview->available(OverviewModel::OldestReadyAge)) {
        push(m_wait, at, m_overview->value(OverviewModel::Ready) > 0 ? m_overview->value(OverviewModel::OldestReadyAge) : 0);
        changed(LongestWait);
    }
    if (m_overview->available(OverviewModel::LiveKeys)) {
        push(m_live, at, m_overview->value(OverviewModel::LiveKeys));
        push(m_expired, at, m_overview->value(OverviewModel::ExpiredKeys));
        changed(Keys);
    }
    if (m_overview->available(OverviewModel::NewestSeq)) {
        push(m_seq, at, m_overview->value(OverviewModel::NewestSeq));
        push(m_lag, at, m_overview->value(OverviewModel::MaxLag));
        changed(EventsPerSecond);
        changed(SubscriberLag);
    }
}

void DashboardModel::reload()
{
    m_failedAtRead = -1;
    loadHistory();
    readExtras();
}

void DashboardModel::loadHistory()
{
    if (!historyAvailable())
        return;
    const qint64 to = now();
    const qint64 from = to - TrendSeconds;
    m_historyLoading = true;
    m_queues->history()->requestSeries(std::nullopt, from, to, this, [this, from, to](std::vector<HistoryPoint> points) {
        m_historyLoading = false; // a newer ask supersedes an older one: only the newest answers
        m_throughput = minuteRates(points, from, to);
        // The longest wait before this run's own readings, from earlier runs too.
        const qint64 firstOwn = m_wait.empty() ? to + 1 : m_wait.front().at;
        std::deque<TimedValue> earlier;
        for (const HistoryPoint &p : points)
            if (p.at < firstOwn && p.at >= from)
                earlier.push_back({ p.at, p.ready > 0 ? p.oldestReadyAge : 0 });
        m_wait.insert(m_wait.begin(), earlier.begin(), earlier.end());
        changed(Throughput);
        changed(LongestWait);
    });
}

void DashboardModel::readExtras()
{
    if (!m_session || foldIntoRead())
        return;
    const auto &schema = m_session->schema();
    const qint64 failed = m_overview->value(OverviewModel::Failed);
    // Local days, as a person counts them.
    const QDate today = QDateTime::fromSecsSinceEpoch(now()).date();
    const bool wantPerDay = schema.hasQueue() && (failed != m_failedAtRead || today != m_dayAtRead);
    const bool wantExpiring = schema.hasCache();
    if (!wantPerDay && !wantExpiring)
        return;
    std::vector<std::pair<QDate, qint64>> days; // start of each day as the first value
    for (int i = Days - 1; i >= 0; --i) {
        const QDate d = today.addDays(-i);
        days.emplace_back(d, d.startOfDay().toSecsSinceEpoch());
    }
    const qint64 tomorrow = today.addDays(1).startOfDay().toSecsSinceEpoch();
    read(
        [wantPerDay, wantExpiring, days, tomorrow, failed](Connection &db) {
            Extras e;
            if (wantExpiring) {
                const auto b = cache::expiryBuckets(db);
                e.expiring = b.within_60.toInt() + b.within_3600.toInt();
                e.haveExpiring = true;
            }
            if (wantPerDay) {
                for (size_t i = 0; i < days.size(); ++i) {
                    queue::CountFailedParams p;
                    p.failed_from = days[i].second;
                    p.failed_to = (i + 1 < days.size() ? days[i + 1].second : tomorrow) - 1;
                    e.perDay.emplace_back(days[i].first, queue::countFailed(db, p).count.toInt());
                }
                e.havePerDay = true;
                e.failedAtRead = failed;
            }
            return e;
        },
        [this, today](Extras e) {
            if (e.haveExpiring) {
                m_expiring = e.expiring;
                changed(Keys);
            }
            if (e.havePerDay) {
                m_perDay = std::move(e.perDay);
                m_failedAtRead = e.failedAtRead;
                m_dayAtRead = today;
                changed(DeadLettersPerDay);
            }
        });
}

void DashboardModel::rereadFolded(bool)
{
    readExtras();
}

void DashboardModel::aged(const Freshness *source)
{
    for (int t = 0; t < NUM_TILES; ++t)
        if (freshnessOf(Tile(t)) == source) {
            const QModelIndex i = tileIndex(Tile(t));
            Q_EMIT dataChanged(i, i, {StaleRole, AsOfRole, Qt::ToolTipRole});
            Q_EMIT tileAged(t);
        }
}

void DashboardModel::changed(Tile tile)
{
    const QModelIndex i = tileIndex(tile);
    Q_EMIT dataChanged(i, i);
    Q_EMIT tileChanged(tile);
}

std::optional<double> DashboardModel::eventsPerSecond() const
{
    return counterRate(std::vector<TimedValue>(m_seq.begin(), m_seq.end()));
}

std::vector<std::pair<qint64, double>> DashboardModel::trend(Tile tile) const
{
    const std::deque<TimedValue> *series = nullptr;
    switch (tile) {
    case LongestWait:
        series = &m_wait;
        break;
    case Keys:
        series = &m_live;
        break;
    case SubscriberLag:
        series = &m_lag;
        break;
    case EventsPerSecond:
        return counterRates(std::vector<TimedValue>(m_seq.begin(), m_seq.end()));
    default:
        return {};
    }
    std::vector<std::pair<qint64, double>> out;
    out.reserve(series->size());
    for (const TimedValue &v : *series)
        out.emplace_back(v.at, double(v.value));
    return out;
}

QString DashboardModel::trendText(const std::deque<TimedValue> &series, bool duration) const
{
    if (series.size() < 2)
        return tr("Trend appears after a few readings.");
    const TimedValue &last = series.back();
    const TimedValue *base = &series.front();
    for (const TimedValue &v : series)
        if (v.at >= last.at - TrendCompareSeconds) {
            base = &v;
            break;
        }
    if (base == &last)
        base = &series[series.size() - 2];
    const qint64 delta = last.value - base->value;
    const QString span = operations::formatDuration(last.at - base->at);
    const QString amount = duration ? operations::formatDuration(std::abs(delta)) : operations::formatCount(std::abs(delta));
    if (delta > 0)
        return tr("▲ %1 in the last %2").arg(amount, span);
    if (delta < 0)
        return tr("▼ %1 in the last %2").arg(amount, span);
    return tr("No change in the last %1").arg(span);
}

QVariant DashboardModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= NUM_TILES)
        return {};
    const auto tile = Tile(index.row());
    const auto metricOf = [tile] {
        switch (tile) {
        case Keys:
            return OverviewModel::LiveKeys;
        case EventsPerSecond:
        case SubscriberLag:
            return OverviewModel::NewestSeq;
        default:
            return OverviewModel::Ready;
        }
    };
    const bool available = m_overview->available(metricOf());
    const Freshness *fresh = freshnessOf(tile);
    const bool stale = available && fresh->isStale();
    switch (role) {
    case StaleRole:
        return stale;
    case AsOfRole:
        return available ? fresh->note() : QString();
    case TileRole:
        return int(tile);
    case AvailableRole:
        return available;
    case TargetRole:
        switch (tile) {
        case DeadLettersPerDay:
            return int(DeadLettersTarget);
        case Keys:
            return int(CacheTarget);
        case EventsPerSecond:
        case SubscriberLag:
            return int(PubSubTarget);
        default:
            return int(QueuesTarget);
        }
    case Qt::DisplayRole:
        switch (tile) {
        case Throughput:
            return tr("Jobs per minute, last hour");
        case DeadLettersPerDay:
            return tr("Dead letters per day, last 7 days");
        case LongestWait:
            return tr("Longest wait now");
        case ReadyPerQueue:
            return tr("Ready jobs per queue");
        case QueueHealth:
            return tr("Queue health");
        case Keys:
            return tr("Live cache keys");
        case EventsPerSecond:
            return tr("Events per second");
        case SubscriberLag:
            return tr("Largest subscriber lag");
        case NUM_TILES:
            break;
        }
        break;
    case FigureRole:
        if (!available)
            return tr("—");
        switch (tile) {
        case Throughput:
            return m_throughput.empty() ? tr("—") : tr("%1 processed/min").arg(operations::formatRateNumber(m_throughput.back().processed));
        case DeadLettersPerDay:
            return m_perDay.empty() ? tr("—") : tr("%1 today").arg(operations::formatCount(m_perDay.back().second));
        case LongestWait:
            return m_overview->value(OverviewModel::Ready) > 0 ? operations::formatDuration(m_overview->value(OverviewModel::OldestReadyAge))
                                                               : tr("Nothing waits");
        case ReadyPerQueue: {
            // The total of the bars drawn beside it (the queue overview's
            // reading), so that the figure and the bars never disagree.
            qint64 ready = 0;
            const bool fromBars = m_queues && m_queues->rowCount() > 0;
            for (int r = 0; fromBars && r < m_queues->rowCount(); ++r)
                ready += m_queues->depthAt(r).ready;
            return operations::formatCount(fromBars ? ready : m_overview->value(OverviewModel::Ready));
        }
        case QueueHealth: {
            const int stuck = m_queues ? m_queues->stuckCount() : 0;
            return stuck ? tr("%n need attention", nullptr, stuck) : tr("All healthy");
        }
        case Keys:
            return operations::formatCount(m_overview->value(OverviewModel::LiveKeys));
        case EventsPerSecond: {
            const auto rate = eventsPerSecond();
            return rate ? QLocale().toString(*rate, 'f', *rate < 10 ? 1 : 0) : tr("—");
        }
        case SubscriberLag:
            return tr("%1 events").arg(operations::formatCount(m_overview->value(OverviewModel::MaxLag)));
        case NUM_TILES:
            break;
        }
        break;
    case TrendTextRole:
        if (!available)
            return tr("Not in this database");
        switch (tile) {
        case Throughput:
            return m_throughput.empty()
                ? QString()
                : tr("%1 failed/min in the last minute").arg(operations::formatRateNumber(m_throughput.back().failed));
        case LongestWait:
            return trendText(m_wait, true);
        case Keys: {
            const QString text = tr("%1 expiring within the hour · %2 expired, not swept")
                                     .arg(operations::formatCount(m_expiring), operations::formatCount(m_overview->value(OverviewModel::ExpiredKeys)));
            // Sessions share the table, counted apart (issue 48).
            const qint64 sessions = m_overview->value(OverviewModel::Sessions);
            return sessions > 0 ? tr("%1 · %2 sessions apart").arg(text, operations::formatCount(sessions)) : text;
        }
        case EventsPerSecond: {
            const auto rates = counterRates(std::vector<TimedValue>(m_seq.begin(), m_seq.end()));
            if (rates.empty())
                return tr("Rate appears after two readings.");
            double top = 0;
            for (const auto &r : rates)
                top = std::max(top, r.second);
            return tr("Peak %1/s in the last %2")
                .arg(operations::formatRateNumber(top), operations::formatDuration(rates.back().first - m_seq.front().at));
        }
        case SubscriberLag:
            return trendText(m_lag, false);
        default:
            return {};
        }
    case Qt::ToolTipRole:
        return stale ? fresh->explanation() + QLatin1Char('\n') + toolTip(tile) : toolTip(tile);
    }
    return {};
}

QString DashboardModel::toolTip(Tile tile) const
{
    switch (tile) {
    case Throughput:
        return tr("Jobs processed and dead-lettered per minute, from Askr Desk's history file. Minutes in which the app was not "
                  "watching are left blank rather than guessed. Click to open the Queues page.");
    case DeadLettersPerDay:
        return tr("Dead letters in the table by the local day they failed (retried or forgotten ones are not counted). "
                  "Click to open the Dead letters page.");
    case LongestWait:
        return tr("How long the oldest ready job of any queue has waited. Click to open the Queues page.");
    case ReadyPerQueue:
        return tr("Jobs that can be claimed now, per queue. Click to open the Queues page.");
    case QueueHealth:
        return tr("Each queue's diagnosis. Click to open the Queues page.");
    case Keys:
        return tr("Keys that have not expired, and how many expire within the hour. Click to open the Cache page.");
    case EventsPerSecond:
        return tr("Events published per second, from the growth of the newest sequence number between readings (never across "
                  "a pause in reading). Click to open the Pub/sub page.");
    case SubscriberLag:
        return tr("Unread events of the subscriber furthest behind. Click to open the Pub/sub page.");
    case NUM_TILES:
        break;
    }
    return {};
}

} // namespace askr::models
