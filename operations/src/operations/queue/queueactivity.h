#pragma once

#include "value.h"

#include <QByteArray>
#include <QHash>
#include <QString>

#include <deque>
#include <optional>
#include <vector>

namespace askr::contracts {
class Connection;
}

namespace askr::operations {

// One queue as QueueDepths reports it.
struct QueueDepth {
    contracts::Value queue; // the raw name, for filters and actions
    qint64 ready = 0;
    qint64 delayed = 0;
    qint64 reserved = 0;
    qint64 failed = 0;
    qint64 oldestReadyAge = 0;
    std::optional<qint64> oldestReadyCreatedAt;
    qint64 total = 0; // live jobs: ready + delayed + reserved
    bool operator==(const QueueDepth &other) const;
};

// Jobs and dead letters of one queue whose ids are new since a reading.
struct QueueArrivalCount {
    qint64 jobs = 0;
    qint64 failed = 0;
};

// What one refresh reads, in this order on the worker: the id sequences,
// the depths (one statement, so they add up), then the arrivals between the
// previous reading's sequences and these.
struct QueueSnapshot {
    qint64 at = 0; // the database clock when read
    bool haveSequence = false;
    qint64 enqueuedTotal = 0; // sqlite_sequence of askr_jobs
    qint64 failedTotal = 0;   // sqlite_sequence of askr_failed_jobs
    std::vector<QueueDepth> queues; // by name, as QueueDepths orders them
    bool haveArrivals = false; // relative to the previous snapshot
    QHash<QByteArray, QueueArrivalCount> arrivals;
    qint64 readMs = 0; // how long the reads took

    const QueueDepth *find(const QByteArray &queue) const;
    qint64 liveTotal() const;

    // Reads a snapshot; previous (may be null) bounds the arrivals.
    static QueueSnapshot read(contracts::Connection &db, const QueueSnapshot *previous);
};

struct Throughput {
    qint64 enqueued = 0;
    qint64 processed = 0; // left askr_jobs other than by dead-lettering
    qint64 deadLettered = 0;
    Throughput &operator+=(const Throughput &o)
    {
        enqueued += o.enqueued;
        processed += o.processed;
        deadLettered += o.deadLettered;
        return *this;
    }
};

// What happened between two snapshots. The totals are exact (from the id
// sequences); per queue the counts are lower bounds, since a job that came
// and went between the two readings leaves no row naming its queue. What
// could not be attributed is in `unattributed`. See docs/queues.md.
struct QueueInterval {
    qint64 from = 0;
    qint64 to = 0;
    Throughput total;
    QHash<QByteArray, Throughput> perQueue;
    Throughput unattributed;
    // Queues that showed claims: a job reserved at the end, one processed or
    // one dead-lettered.
    QHash<QByteArray, bool> claimed;

    qint64 span() const { return to - from; }
    static std::optional<QueueInterval> derive(const QueueSnapshot &a, const QueueSnapshot &b);
};

// Throughput over the last `window` seconds, from the intervals that end in it.
class RateWindow
{
public:
    explicit RateWindow(qint64 window = 60)
        : m_window(window)
    {
    }
    void add(const QueueInterval &interval);
    void clear() { m_intervals.clear(); }
    qint64 span() const; // seconds covered, 0 when nothing is known
    Throughput total() const;
    Throughput queue(const QByteArray &queue) const;
    // True when some jobs in the window could not be attributed to a queue:
    // the per-queue figures are then lower bounds.
    bool partial() const;
    // Per-minute rate of a count over the window.
    double perMinute(qint64 count) const;

private:
    qint64 m_window;
    std::deque<QueueInterval> m_intervals;
};

// Why a queue's oldest ready job has waited longer than its threshold.
enum class QueueHealth {
    Ok,
    NoWorker,  // nothing has claimed from it for longer than the threshold
    Saturated, // workers claim, but the ready backlog still grows
    Draining,  // workers claim, yet the backlog does not shrink fast enough
    Unknown,   // waited too long, but not watched long enough to tell why
};

struct QueueVerdict {
    QueueHealth health = QueueHealth::Ok;
    QString reason; // one sentence for the status column and tooltips
    // A linked Askr server's finding, shown in place of the guess's word
    // ("0 queue workers on host:9000"); empty when no server said.
    QString finding;
};

// The verdict for one queue. lastClaimAt is the latest moment claims were
// seen (null: never while watched), watchedSince when watching began,
// readyBefore the ready count at the start of the rate window (null when
// unknown).
QueueVerdict judgeQueue(const QueueDepth &depth, qint64 now, qint64 threshold, std::optional<qint64> lastClaimAt, qint64 watchedSince,
                        std::optional<qint64> readyBefore, qint64 windowSpan);

// A "No worker?" guessed from the tables, confirmed by the Askr server that
// works this database's queues: its queue_workers count (GET /api/status)
// makes it "0 queue workers on SERVER" (no worker: a finding) or "N queue
// workers alive: saturated" (workers run, but none takes from this queue).
// Any other verdict, or an unknown count, is returned as it is.
QueueVerdict confirmWithServer(const QueueVerdict &verdict, const QString &server, std::optional<qint64> queueWorkers);

} // namespace askr::operations
