#include "models/pubsub/channelsmodel.h"
#include "models/requestkey.h"
#include "models/identity.h"
#include "models/readbudget.h"

#include "askr_contracts_api.h"
#include "models/pubsub/pubsubcommon.h"
#include "operations/format/format.h"
#include "storage/session.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QFont>
#include <QHash>

#include <algorithm>

namespace askr::models {

using contracts::Connection;
using contracts::Value;
namespace api = contracts::pubsub;

struct ChannelsModel::Snapshot {
    std::vector<api::ChannelHeadsRow> heads;
    bool full = false;
    std::vector<api::ChannelsRow> counts;
    qint64 countMs = 0;
    bool first = false;
    // Activity that only feeds the rates: between the last refresh and the
    // newest seq of the full count, which already counted it.
    std::vector<api::ChannelActivityRow> rateOnly;
    // Activity after the counts: feeds both counts and rates.
    std::vector<api::ChannelActivityRow> after;
    qint64 through = 0;
};

ChannelsModel::ChannelsModel(storage::Session *session, QObject *parent)
    : RereadModel(session, requestKey(this, "pubsub-channels"), parent)
{
}

ChannelsModel::~ChannelsModel() = default;

int ChannelsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int ChannelsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : NUM_COLUMNS;
}

qint64 ChannelsModel::nowMs() const
{
    if (m_msecs)
        return m_msecs();
    static QElapsedTimer timer;
    if (!timer.isValid())
        timer.start();
    return timer.elapsed() + 1; // never 0: 0 means "no refresh yet"
}

void ChannelsModel::addSample(std::deque<std::pair<qint64, qint64>> &samples, qint64 ms, qint64 seen)
{
    samples.emplace_back(ms, seen);
    // Keep one sample at or before the window's start as the base.
    while (samples.size() > 2 && samples[1].first <= ms - RateWindowMs)
        samples.pop_front();
}

qint64 ChannelsModel::now() const
{
    return m_session ? m_session->now() : QDateTime::currentSecsSinceEpoch();
}

double ChannelsModel::rateOf(const std::deque<std::pair<qint64, qint64>> &samples)
{
    if (samples.size() < 2)
        return -1;
    const auto &[t0, n0] = samples.front();
    const auto &[t1, n1] = samples.back();
    if (t1 - t0 < 1000)
        return -1; // too short to say
    return double(n1 - n0) * 1000.0 / double(t1 - t0);
}

double ChannelsModel::rate(int row) const
{
    return row >= 0 && row < int(m_rows.size()) ? rateOf(m_rows[size_t(row)].samples) : -1;
}

double ChannelsModel::totalRate() const
{
    return rateOf(m_totalSamples);
}

qint64 ChannelsModel::totalEvents() const
{
    if (!m_countsKnown)
        return -1;
    qint64 n = 0;
    for (const Channel &c : m_rows)
        n += std::max<qint64>(c.counted, 0) + c.since;
    return n;
}

Value ChannelsModel::channel(int row) const
{
    return row >= 0 && row < int(m_rows.size()) ? m_rows[size_t(row)].name : Value();
}

int ChannelsModel::rowOf(const Value &channel) const
{
    const QByteArray id = pubsub::identity(channel);
    for (size_t i = 0; i < m_rows.size(); ++i)
        if (m_rows[i].id == id)
            return int(i);
    return -1;
}

QList<Value> ChannelsModel::channelNames() const
{
    QList<Value> out;
    out.reserve(int(m_rows.size()));
    for (const Channel &c : m_rows)
        out.append(c.name);
    return out;
}

QVariant ChannelsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= int(m_rows.size()))
        return {};
    const Channel &c = m_rows[size_t(index.row())];
    if (role == IdentityRole)
        return identityOf(c.name);
    const qint64 events = c.counted < 0 ? -1 : c.counted + c.since;
    const double r = rateOf(c.samples);
    const qint64 now = this->now();
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case ChannelColumn:
            return c.name.toDisplayString();
        case EventsColumn:
            return events < 0 ? QStringLiteral("…") : operations::formatCount(events);
        case RateColumn:
            return pubsub::formatRate(r);
        case FirstSeqColumn:
            return c.firstSeq;
        case LastSeqColumn:
            return c.lastSeq;
        case LastPublishColumn:
            return operations::formatRelative(c.lastCreatedAt, now);
        }
        break;
    case SortRole:
        switch (index.column()) {
        case ChannelColumn:
            return c.name.toDisplayString();
        case EventsColumn:
            return events;
        case RateColumn:
            return r;
        case FirstSeqColumn:
            return c.firstSeq;
        case LastSeqColumn:
            return c.lastSeq;
        case LastPublishColumn:
            return c.lastCreatedAt;
        }
        break;
    case RawValueRole:
        return QVariant::fromValue(c.name);
    case StaleRole:
        return m_stale;
    case Qt::TextAlignmentRole:
        if (index.column() != ChannelColumn)
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        break;
    case Qt::FontRole:
        if (index.column() == EventsColumn && m_stale) {
            QFont f;
            f.setItalic(true);
            return f;
        }
        break;
    case Qt::ToolTipRole:
        switch (index.column()) {
        case EventsColumn:
            if (events < 0)
                return tr("Counting the events of every channel…");
            return QString((m_stale ? tr("Events were trimmed since the last full count; counting again.\n") : QString())
                           + tr("%1 counted %2 (the full count took %3 ms), %4 published since.")
                      .arg(operations::formatCount(c.counted), operations::formatRelative(m_countedAt, now))
                      .arg(m_countMs)
                      .arg(operations::formatCount(c.since)));
        case RateColumn:
            return r < 0 ? tr("Measured over the next refreshes.") : tr("Events per second over the last %1 s.").arg(RateWindowMs / 1000);
        case LastPublishColumn:
            return QDateTime::fromSecsSinceEpoch(c.lastCreatedAt).toString(Qt::ISODate);
        case ChannelColumn:
            return c.name.toDisplayString();
        }
        break;
    }
    return {};
}

QVariant ChannelsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= NUM_COLUMNS)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::DisplayRole) {
        switch (section) {
        case ChannelColumn:
            return tr("Channel");
        case EventsColumn:
            return tr("Events");
        case RateColumn:
            return tr("Rate");
        case FirstSeqColumn:
            return tr("First seq");
        case LastSeqColumn:
            return tr("Last seq");
        case LastPublishColumn:
            return tr("Last publish");
        }
    } else if (role == Qt::ToolTipRole) {
        switch (section) {
        case EventsColumn:
            return tr("Events in the log per channel: a full count, kept current from the events published since");
        case RateColumn:
            return tr("Events published per second, over the last %1 s").arg(RateWindowMs / 1000);
        case FirstSeqColumn:
            return tr("Sequence number of the oldest event still in the log");
        case LastSeqColumn:
            return tr("Sequence number of the newest event");
        case LastPublishColumn:
            return tr("When the newest event was published");
        }
    }
    return {};
}

bool ChannelsModel::fullCountDue() const
{
    if (!m_countsKnown || m_stale)
        return true;
    // Trims are seen by their heads and recounted at once; this clock only
    // catches what nothing announces (readbudget.h: a 1.6 s count at ten
    // million events, every 13 minutes).
    const qint64 interval = std::max<qint64>(qint64(m_recountInterval) * 1000, TimeReadCostFactor * m_countMs);
    return nowMs() - m_countedAtMs >= interval;
}

void ChannelsModel::refresh()
{
    // The very first refresh shows the channels at once; their counts follow.
    request(m_through >= 0 && fullCountDue());
}

void ChannelsModel::recount()
{
    request(true);
}

void ChannelsModel::request(bool full)
{
    if (!m_session || foldIntoRead(full))
        return;
    setCounting(full);
    const qint64 from = m_through;
    read(
        [from, full](Connection &db) {
            Snapshot s;
            s.full = full;
            s.first = from < 0;
            qint64 start = from;
            if (full) {
                QElapsedTimer timer;
                timer.start();
                s.counts = api::channels(db);
                s.countMs = timer.elapsed();
                qint64 countedThrough = 0;
                for (const auto &c : s.counts)
                    countedThrough = std::max(countedThrough, c.last_seq.toInt());
                if (from >= 0 && countedThrough > from) {
                    api::ChannelActivityParams p;
                    p.after_seq = from;
                    p.before_seq = countedThrough + 1;
                    s.rateOnly = api::channelActivity(db, p);
                }
                start = std::max(from, countedThrough);
            }
            if (start >= 0) {
                api::ChannelActivityParams p;
                p.after_seq = start;
                p.before_seq = pubsub::NewestSeq;
                s.after = api::channelActivity(db, p);
            }
            // Heads last: every channel the activity saw is in them (unless
            // trimmed in between).
            s.heads = api::channelHeads(db);
            s.through = start;
            for (const auto &a : s.after)
                s.through = std::max(s.through, a.last_seq.toInt());
            if (start < 0) {
                s.through = 0; // an empty log: everything after 0 is new
                for (const auto &h : s.heads)
                    s.through = std::max(s.through, h.last_seq.toInt());
            }
            return s;
        },
        [this](Snapshot s) {
            apply(s);
            setCounting(false);
            Q_EMIT refreshed();
            // The recount a trim calls for runs now (it answers the folded asks too).
            if (m_stale || !m_countsKnown)
                recount();
        },
        [this] { setCounting(false); });
}

void ChannelsModel::rereadFolded(bool full)
{
    request(full || fullCountDue());
}

void ChannelsModel::setCounting(bool counting)
{
    if (counting == m_counting)
        return;
    m_counting = counting;
    Q_EMIT countingChanged(counting);
}

void ChannelsModel::apply(Snapshot &s)
{
    const qint64 ms = nowMs();
    QHash<QByteArray, qint64> counted;
    for (const auto &c : s.counts)
        counted.insert(pubsub::identity(c.channel), c.events.toInt());
    QHash<QByteArray, qint64> after;
    QHash<QByteArray, qint64> seen;
    qint64 total = 0;
    for (const auto &a : s.after) {
        const QByteArray id = pubsub::identity(a.channel);
        after[id] += a.events.toInt();
        seen[id] += a.events.toInt();
        total += a.events.toInt();
    }
    for (const auto &a : s.rateOnly) {
        seen[pubsub::identity(a.channel)] += a.events.toInt();
        total += a.events.toInt();
    }

    // Each channel of the heads, carried on from its row when it has one.
    QHash<QByteArray, size_t> shown;
    for (size_t i = 0; i < m_rows.size(); ++i)
        shown.insert(m_rows[i].id, i);
    std::vector<Channel> rows;
    rows.reserve(s.heads.size());
    m_head = 0;
    for (const auto &h : s.heads) {
        const QByteArray id = pubsub::identity(h.channel);
        rows.emplace_back();
        Channel &c = rows.back();
        if (const auto old = shown.constFind(id); old != shown.cend()) {
            c = m_rows[*old];
            shown.erase(old);
        } else {
            c.name = h.channel;
            c.id = id;
            c.counted = m_countsKnown ? 0 : -1; // all its events came after the count
            // A channel that appeared since the last refresh starts from 0
            // then, so that its first events count towards its rate.
            if (!s.first && m_lastRefreshMs > 0)
                c.samples.emplace_back(m_lastRefreshMs, 0);
        }
        const qint64 firstSeq = h.first_seq.toInt();
        // The oldest event went away: a trim. The counts include it until
        // the next full count.
        if (c.firstSeq && firstSeq > c.firstSeq && m_countsKnown && !s.full)
            m_stale = true;
        c.firstSeq = firstSeq;
        c.lastSeq = h.last_seq.toInt();
        c.lastCreatedAt = h.last_created_at.toInt();
        m_head = std::max(m_head, c.lastSeq);
        if (s.full) {
            c.counted = counted.value(id, 0);
            c.since = 0;
        }
        c.since += after.value(id, 0);
        if (!s.first)
            c.seen += seen.value(id, 0);
        addSample(c.samples, ms, c.seen);
    }
    // Channels that are gone (all their events trimmed).
    if (!shown.isEmpty())
        m_stale = m_stale || m_countsKnown;
    if (s.full) {
        m_countsKnown = true;
        m_stale = false;
        m_countedAt = now();
        m_countedAtMs = ms;
        m_countMs = s.countMs;
    }
    if (!s.first)
        m_totalSeen += total;
    addSample(m_totalSamples, ms, m_totalSeen);
    m_through = std::max(m_through, s.through);
    m_lastRefreshMs = ms;
    // Last, so that views read the new counts; every channel's rate and last
    // publish age move with the clock.
    mergeRows(m_rows, std::move(rows), [](const Channel &c) { return c.id; }, replaceRow<Channel>);
}

} // namespace askr::models
