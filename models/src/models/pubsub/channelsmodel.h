#pragma once

#include "models/rereadmodel.h"
#include "value.h"

#include <deque>
#include <functional>
#include <vector>

namespace askr::models {

// One row per channel of the pub/sub log.
//
// The live columns (first and last seq, time of the last publish) come from
// ChannelHeads, a few index seeks per channel. The number of events per
// channel needs Channels, which reads the whole channel index (seconds at ten
// million events), so it runs only when no count exists yet, when a trim
// made the counts stale, or when the recount interval has passed. Between
// full counts, ChannelActivity over the seqs that arrived since the last
// refresh (a primary-key range) keeps the counts exact and gives each
// channel's publish rate, averaged over the last RateWindowMs.
class ChannelsModel : public RereadModel
{
    Q_OBJECT
public:
    enum Columns { ChannelColumn, EventsColumn, RateColumn, FirstSeqColumn, LastSeqColumn, LastPublishColumn, NUM_COLUMNS };
    enum Roles {
        SortRole = Qt::UserRole, // numbers as numbers
        RawValueRole, // the channel name as a contracts::Value (byte-exact)
        StaleRole, // the count may include events trimmed since it was made
    };
    static constexpr qint64 RateWindowMs = 10'000;

    explicit ChannelsModel(storage::Session *session, QObject *parent = nullptr);
    ~ChannelsModel() override;

    int rowCount(const QModelIndex &parent = {}) const final;
    int columnCount(const QModelIndex &parent = {}) const final;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const final;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const final;

    // Reads heads and the activity since the last refresh; adds a full count
    // when one is due (the first refresh shows the heads alone, and the
    // first count follows it). Calls while one runs are folded into one more.
    void refresh();
    // A full count now (after a trim, or when the user asks).
    void recount();
    // Seconds between automatic full counts (at least TimeReadCostFactor
    // times the last count's duration, so a slow count cannot keep the
    // worker busy).
    void setRecountInterval(int seconds) { m_recountInterval = seconds; }
    int recountInterval() const { return m_recountInterval; }
    // Milliseconds clock for rates (tests); defaults to a monotonic clock.
    void setRateClock(std::function<qint64()> msecs) { m_msecs = std::move(msecs); }

    bool isCounting() const { return m_counting; }
    bool countsKnown() const { return m_countsKnown; }
    bool countsStale() const { return m_stale; }
    qint64 countedAt() const { return m_countedAt; } // session time, 0 = never
    qint64 countDurationMs() const { return m_countMs; }
    qint64 totalEvents() const; // -1 while unknown
    double totalRate() const; // events per second, -1 while unknown
    double rate(int row) const;
    qint64 head() const { return m_head; }
    qint64 now() const; // the session's clock
    qint64 eventsSeen() const { return m_totalSeen; } // published while watched

    contracts::Value channel(int row) const;
    int rowOf(const contracts::Value &channel) const;
    QList<contracts::Value> channelNames() const;

Q_SIGNALS:
    void refreshed();
    void countingChanged(bool counting);

private:
    struct Channel {
        contracts::Value name;
        QByteArray id;
        qint64 firstSeq = 0;
        qint64 lastSeq = 0;
        qint64 lastCreatedAt = 0;
        qint64 counted = -1; // events at the last full count
        qint64 since = 0; // events after the full count
        qint64 seen = 0; // events published while watched
        std::deque<std::pair<qint64, qint64>> samples; // (msecs, seen)
    };
    struct Snapshot;
    void request(bool full);
    void rereadFolded(bool full) override;
    void setCounting(bool counting);
    void apply(Snapshot &s);
    bool fullCountDue() const;
    qint64 nowMs() const;
    static void addSample(std::deque<std::pair<qint64, qint64>> &samples, qint64 ms, qint64 seen);
    static double rateOf(const std::deque<std::pair<qint64, qint64>> &samples);

    std::vector<Channel> m_rows;
    std::function<qint64()> m_msecs;
    bool m_counting = false;
    bool m_countsKnown = false;
    bool m_stale = false;
    qint64 m_through = -1; // activity is known up to this seq; -1 before the first refresh
    qint64 m_head = 0;
    qint64 m_countedAt = 0;
    qint64 m_countedAtMs = 0;
    qint64 m_countMs = 0;
    qint64 m_lastRefreshMs = 0;
    qint64 m_totalSeen = 0;
    std::deque<std::pair<qint64, qint64>> m_totalSamples;
    int m_recountInterval = 60;
};

} // namespace askr::models
