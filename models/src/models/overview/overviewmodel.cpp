#include "models/overview/overviewmodel.h"
#include "models/changethrottle.h"

#include "operations/database/totals.h"
#include "operations/format/format.h"
#include "storage/session.h"

#include <QCoreApplication>
#include <QElapsedTimer>

#include <algorithm>
#include <utility>

namespace askr::models {

using namespace askr::contracts;

OverviewModel::OverviewModel(storage::Session *session, QObject *parent)
    : RereadModel(session, QStringLiteral("overview"), parent)
{
    // Follows changes while what it is part of is shown (the Overview page
    // reports it); a slow database is read less often.
    m_follow = new ChangeThrottle(session, this, MinGapMs, [this] { refresh(); });
    // A failed read leaves the figures as they were: they say how old they are.
    connect(this, &RereadModel::errorOccurred, this, [this](const QString &message) {
        if (!std::exchange(m_readFailed, false))
            return; // the value bytes' own read
        m_fresh->noteFailure(message);
    });
    m_fresh = new Freshness(session, [this] { return refreshIntervalMs(); }, this);
    // Stale figures are shown greyed with their age, which grows.
    connect(m_fresh, &Freshness::changed, this, [this] {
        Q_EMIT dataChanged(index(0, 0), index(NUM_METRICS - 1, NUM_COLUMNS - 1),
                           {Qt::DisplayRole, Qt::FontRole, Qt::ForegroundRole, Qt::ToolTipRole, StaleRole});
    });
}

qint64 OverviewModel::dueAfterMs() const
{
    return std::max({qint64(m_sampleMs), TimeReadCostFactor * m_readMs, qint64(m_follow->interval())});
}

void OverviewModel::keepFresh()
{
    if (m_readAtMs < 0 || nowMs() - m_readAtMs >= dueAfterMs())
        refresh();
}

int OverviewModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : NUM_METRICS;
}

int OverviewModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : NUM_COLUMNS;
}

bool OverviewModel::available(Metric metric) const
{
    if (metric <= OldestReadyAge)
        return m_queue;
    if (metric <= ValueBytes || metric == Sessions)
        return m_cache;
    return m_pubsub;
}

QVariant OverviewModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case PrimitiveColumn:
        return tr("Primitive");
    case MetricColumn:
        return tr("Metric");
    case ValueColumn:
        return tr("Now");
    case TrendColumn:
        return tr("Recent trend");
    }
    return {};
}

QVariant OverviewModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= NUM_METRICS)
        return {};
    const auto metric = Metric(index.row());
    const qint64 v = m_values[metric];
    const bool figure = index.column() == ValueColumn || index.column() == TrendColumn;
    const bool stale = m_fresh->isStale();
    switch (role) {
    case StaleRole:
        return stale;
    case Qt::FontRole:
    case Qt::ForegroundRole:
        return figure ? m_fresh->look(role) : QVariant();
    case RawValueRole:
        return v;
    case HistoryRole:
        return QVariant::fromValue(m_history[metric]);
    case MetricRole:
        return int(metric);
    case AvailableRole:
        return available(metric);
    case Qt::TextAlignmentRole:
        return index.column() == ValueColumn ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant();
    case Qt::ToolTipRole:
        if (stale && figure)
            return m_fresh->explanation();
        if (metric != ValueBytes || index.column() != ValueColumn || m_bytesAt < 0 || !m_session)
            return {};
        return tr("Read %1 ago: adding up every value takes a pass over the whole cache table, so it is read at most once a minute.")
            .arg(operations::formatDuration(std::max<qint64>(0, m_session->now() - m_bytesAt)));
    case Qt::DisplayRole:
        break;
    default:
        return {};
    }
    switch (index.column()) {
    case PrimitiveColumn:
        if (metric <= OldestReadyAge)
            return tr("Queue");
        if (metric <= ValueBytes || metric == Sessions)
            return tr("Cache");
        return tr("Pub/sub");
    case MetricColumn: {
        static const char *const names[NUM_METRICS] = {
            QT_TR_NOOP("Ready jobs"),     QT_TR_NOOP("Delayed jobs"),  QT_TR_NOOP("Reserved jobs"),   QT_TR_NOOP("Failed jobs"),
            QT_TR_NOOP("Oldest ready"),   QT_TR_NOOP("Live keys"),     QT_TR_NOOP("Expired, not swept"), QT_TR_NOOP("Value bytes"),
            QT_TR_NOOP("Channels"),       QT_TR_NOOP("Newest seq"),    QT_TR_NOOP("Subscribers"),     QT_TR_NOOP("Largest lag (events)"),
            QT_TR_NOOP("Sessions")};
        return tr(names[metric]);
    }
    case ValueColumn: {
        if (!available(metric))
            return tr("—");
        const QString text = metric == OldestReadyAge ? operations::formatDuration(v) : metric == ValueBytes ? operations::formatBytes(v) : operations::formatCount(v);
        return stale ? tr("%1 (%2)").arg(text, m_fresh->asOf()) : text;
    }
    default:
        return {};
    }
}

void OverviewModel::refresh()
{
    if (!m_session || foldIntoRead())
        return;
    const qint64 at = m_session->now();
    const auto &schema = m_session->schema();
    Snapshot want;
    want.queue = schema.hasQueue();
    want.cache = schema.hasCache();
    want.pubsub = schema.hasPubSub();
    m_readFailed = false;
    read(
        [want](Connection &db) {
            QElapsedTimer timer;
            timer.start();
            Snapshot s = want;
            if (s.queue) {
                const auto t = operations::database::queueTotals(db);
                s.values[Ready] = t.ready;
                s.values[Delayed] = t.delayed;
                s.values[Reserved] = t.reserved;
                s.values[Failed] = t.failed;
                s.values[OldestReadyAge] = t.oldestReadyAge;
            }
            if (s.cache) {
                const auto t = operations::database::cacheTotals(db);
                s.values[LiveKeys] = t.live;
                s.values[ExpiredKeys] = t.expired;
                s.values[Sessions] = t.sessions;
            }
            if (s.pubsub) {
                const auto t = operations::database::pubsubTotals(db);
                s.values[Channels] = t.channels;
                s.values[NewestSeq] = t.newestSeq;
                s.values[Subscribers] = t.subscribers;
                s.values[MaxLag] = std::max<qint64>(0, t.maxLag);
            }
            s.readMs = timer.elapsed();
            return s;
        },
        [this, at](Snapshot s) {
            m_readAtMs = nowMs();
            m_readAt = at;
            m_readMs = s.readMs;
            m_fresh->noteRead(at);
            apply(s);
            // Under a busy writer the overview takes at most a fifth of the worker.
            m_follow->setInterval(int(std::max<qint64>(MinGapMs, 4 * m_readMs)));
            m_follow->noteRefreshed();
        },
        [this] {
            m_readAtMs = nowMs();
            m_readFailed = true; // told with its message by errorOccurred
            m_follow->noteRefreshed();
        });
    if (want.cache)
        readValueBytesIfDue();
}

void OverviewModel::rereadFolded(bool)
{
    // Changes that came during the read: one more, when the interval allows.
    m_follow->changed();
}

void OverviewModel::readValueBytesIfDue()
{
    if (m_bytesInFlight || (m_bytesAtMs >= 0 && nowMs() - m_bytesAtMs < std::max(ValueBytesMaxAgeMs, TimeReadCostFactor * m_bytesMs)))
        return;
    m_bytesInFlight = true;
    const qint64 at = m_session->now();
    // Queued after the figures, so that they are not kept waiting for it.
    m_session->query(
        QStringLiteral("overview-value-bytes"), this,
        [](Connection &db) {
            QElapsedTimer timer;
            timer.start();
            const qint64 bytes = operations::database::cacheValueBytes(db);
            return std::pair<qint64, qint64>(bytes, timer.elapsed());
        },
        [this, at](std::pair<qint64, qint64> r) {
            m_bytesInFlight = false;
            if (m_bytesAt < 0) // the samples taken before the first reading
                m_history[ValueBytes].fill(r.first);
            m_bytes = r.first;
            m_bytesMs = r.second;
            m_bytesAt = at;
            m_bytesAtMs = nowMs();
            m_values[ValueBytes] = m_read[ValueBytes] = m_bytes;
            Q_EMIT dataChanged(index(ValueBytes, 0), index(ValueBytes, NUM_COLUMNS - 1));
        },
        [this](const storage::Failure &f) {
            m_bytesInFlight = false;
            m_bytesAtMs = nowMs();
            reportFailure(f);
        });
}

qint64 OverviewModel::nowMs() const
{
    if (m_msecs)
        return m_msecs();
    static QElapsedTimer monotonic;
    if (!monotonic.isValid())
        monotonic.start();
    return monotonic.elapsed();
}

void OverviewModel::scheduleRefresh()
{
    m_follow->changed();
}

void OverviewModel::sample(qint64 sampleMs)
{
    m_sampleMs = int(sampleMs);
    if (m_readAtMs < 0) {
        refresh(); // never read yet (folded into the first read in flight)
        return;
    }
    // A read already coming answers for time as well.
    const bool readComing = isRefreshing() || m_follow->isPending();
    if (!readComing && nowMs() - m_readAtMs >= std::max(sampleMs, TimeReadCostFactor * m_readMs)) {
        refresh();
        return;
    }
    // Figures that could not be read again are no sample of now: the trend
    // has a gap rather than a line of frozen readings.
    if (isStale())
        return;
    // Nothing committed since the read: the same jobs wait, only longer.
    m_values = m_read;
    if (m_values[Ready] > 0 && m_session)
        m_values[OldestReadyAge] += std::max<qint64>(0, m_session->now() - m_readAt);
    appendSample();
    Q_EMIT dataChanged(index(0, ValueColumn), index(NUM_METRICS - 1, NUM_COLUMNS - 1));
}

void OverviewModel::apply(const Snapshot &s)
{
    m_queue = s.queue;
    m_cache = s.cache;
    m_pubsub = s.pubsub;
    m_values = s.values;
    m_values[ValueBytes] = m_bytes; // read on its own clock
    m_read = m_values;
    appendSample();
    Q_EMIT dataChanged(index(0, 0), index(NUM_METRICS - 1, NUM_COLUMNS - 1));
    Q_EMIT refreshed();
}

void OverviewModel::appendSample()
{
    for (int m = 0; m < NUM_METRICS; ++m) {
        auto &h = m_history[size_t(m)];
        h.append(m_values[size_t(m)]);
        if (h.size() > HistoryLength)
            h.remove(0, h.size() - HistoryLength);
    }
    ++m_samples;
}

} // namespace askr::models
