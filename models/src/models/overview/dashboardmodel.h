#pragma once

#include "models/overview/ratemath.h"
#include "models/rereadmodel.h"

#include <QDate>
#include <QPointer>

#include <deque>
#include <vector>

namespace askr::models {

class Freshness;
class OverviewModel;
class QueueOverviewModel;

// The Overview's tiles, one row each: what it shows, its figure and trend,
// and the page a click opens. Figures come from the OverviewModel's reads;
// throughput and the longest wait's last hour from the history file (so
// they survive restarts); dead letters per day from CountFailed, read again
// only when the number of dead letters or the day changes; expiring keys
// from ExpiryBuckets (ranges of the expiry index). Its rows are the tiles,
// fixed; what it reads itself (the per-day counts and the expiring keys) is
// a RereadModel's read, folded while one runs, its failure in lastError().
class DashboardModel : public RereadModel
{
    Q_OBJECT
public:
    enum Tile { Throughput, DeadLettersPerDay, LongestWait, ReadyPerQueue, QueueHealth, Keys, EventsPerSecond, SubscriberLag, NUM_TILES };
    // The page a tile opens, in the order of the database view's pages.
    enum Target { OverviewTarget, QueuesTarget, DeadLettersTarget, CacheTarget, LocksTarget, PubSubTarget };
    // StaleRole: the tile's figures were not read again in time, or their
    // last read failed; AsOfRole then says how old they are.
    enum Roles { FigureRole = Qt::UserRole, TrendTextRole, TargetRole, AvailableRole, TileRole, StaleRole, AsOfRole };

    static constexpr qint64 TrendSeconds = 3600;
    static constexpr int Days = 7;

    DashboardModel(storage::Session *session, OverviewModel *overview, QueueOverviewModel *queues, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const final;
    int columnCount(const QModelIndex &parent = {}) const final;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const final;
    QModelIndex tileIndex(Tile tile) const { return index(tile, 0); }

    // Reads the history and the per-day counts again.
    void reload();

    const std::vector<MinuteRate> &throughput() const { return m_throughput; }
    // Dead letters per local day, oldest first, Days entries (empty before the first read).
    const std::vector<std::pair<QDate, qint64>> &deadLettersPerDay() const { return m_perDay; }
    // A figure tile's readings over the last TrendSeconds (for the rate
    // tile, the per-second rates).
    std::vector<std::pair<qint64, double>> trend(Tile tile) const;
    qint64 expiringWithinHour() const { return m_expiring; }
    std::optional<double> eventsPerSecond() const;
    QueueOverviewModel *queues() const { return m_queues; }
    qint64 now() const;
    bool historyAvailable() const;
    // Whose reads a tile's figures come from: the queue overview's (and the
    // history it writes) or the overview's.
    const Freshness *freshnessOf(Tile tile) const;
    // Requests in flight (tests).
    bool isLoading() const { return m_historyLoading || isRefreshing(); }

Q_SIGNALS:
    void tileChanged(int tile);
    // Only how old the tile's figures are changed (every second while stale).
    void tileAged(int tile);

protected:
    void rereadFolded(bool full) override;

private:
    void takeReadings();
    void readExtras();
    void loadHistory();
    void changed(Tile tile);
    void aged(const Freshness *source);
    QString toolTip(Tile tile) const;
    QString trendText(const std::deque<TimedValue> &series, bool duration) const;
    static void push(std::deque<TimedValue> &series, qint64 at, qint64 value);

    OverviewModel *m_overview;
    QPointer<QueueOverviewModel> m_queues;
    std::vector<MinuteRate> m_throughput;
    std::vector<std::pair<QDate, qint64>> m_perDay;
    std::deque<TimedValue> m_wait, m_live, m_expired, m_seq, m_lag;
    qint64 m_expiring = 0;
    qint64 m_failedAtRead = -1;
    QDate m_dayAtRead;
    bool m_historyLoading = false;
    int m_available = -1; // which primitives the last reading had, as bits
};

} // namespace askr::models
