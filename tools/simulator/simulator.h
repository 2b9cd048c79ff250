#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QString>

#include <array>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <thread>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace askr::contracts {
class Connection;
}

namespace askr::simulator {

// A workload like a Laravel application's on the Askr runtime, run through the
// contract operations only: producers enqueue, queue workers claim, ack,
// release and dead-letter jobs; a cache client sets values with TTLs, counts,
// takes and releases locks and tags keys; a broadcaster publishes and three
// durable subscribers follow the log, one of them far behind. Every actor runs
// on its own thread with its own connection in WAL mode, as the runtime's
// worker processes do.
struct Options
{
    QString path; // an existing database with the three schemas, or a server's URL
    QByteArray token; // for a server: its token, if it wants one
    double rate = 50; // contract operations per second, all actors together
    quint32 seed = 1; // each actor's choices are the same for a seed
    int workers = 3; // queue workers, one connection each
    bool track = false; // keep every job id (for invariant checks)
};

// What the actors did, counted as they go.
enum class Counter {
    Enqueued,
    Claimed,
    Acked,
    Released, // handed back with a backoff (failed, or released by middleware)
    DeadLettered, // moved to askr_failed_jobs
    Abandoned, // the worker "died": the reservation lapses on its own
    CacheWrites, // Set
    CacheReads, // Get
    Increments,
    LocksTaken,
    LocksBusy, // Lock found the key held
    Unlocks,
    Tagged,
    TagFlushes,
    Sweeps,
    Published,
    SubscriberAcks,
    Trims,
    Operations, // every contract operation run
    Errors,
};
constexpr int counterCount = int(Counter::Errors) + 1;

struct Stats
{
    std::array<qint64, counterCount> values {};
    QString lastError;
    qint64 operator[](Counter c) const { return values[size_t(c)]; }
    static const char *name(Counter c); // "dead_lettered", the JSON key
    QJsonObject toJson() const;
};

// The jobs the simulator enqueued and what became of them (when tracking).
struct Ledger
{
    std::unordered_map<qint64, QByteArray> enqueued; // id -> uuid
    std::unordered_set<qint64> acked;
    std::unordered_map<qint64, QByteArray> deadLettered; // id -> uuid
};

class Actor;

class Simulator
{
public:
    explicit Simulator(const Options &options);
    ~Simulator(); // stops
    Simulator(const Simulator &) = delete;
    Simulator &operator=(const Simulator &) = delete;

    // Opens every actor's connection (throws contracts::Error when the
    // database cannot be opened or lacks a schema), then starts the threads.
    void start();
    // Asks every actor to stop, waits for them; workers hand their jobs back.
    void stop();
    bool isRunning() const { return !m_threads.empty(); }

    Stats stats() const;
    Ledger ledger() const;

    // For the actors.
    void add(Counter c, qint64 n = 1) { m_counters[size_t(c)] += n; }
    bool stopping() const { return m_stop.load(); }
    // Sleeps until the given time or until stop; false when stopping.
    bool sleepUntil(std::chrono::steady_clock::time_point when);
    void recordError(const QString &message);
    void recordEnqueued(qint64 id, const QByteArray &uuid);
    void recordAcked(qint64 id);
    void recordDeadLettered(qint64 id, const QByteArray &uuid);

private:
    Options m_options;
    std::array<std::atomic<qint64>, counterCount> m_counters {};
    std::vector<std::unique_ptr<Actor>> m_actors;
    std::vector<std::thread> m_threads;
    std::atomic<bool> m_stop { false };
    std::mutex m_sleepMutex;
    std::condition_variable m_sleep;
    mutable std::mutex m_ledgerMutex;
    Ledger m_ledger;
    QString m_lastError;
};

// Opens a read-write connection to the simulator's database in WAL mode, as a
// runtime worker does; for a server's URL, a connection to it with token.
std::unique_ptr<contracts::Connection> openWorkerConnection(const QString &path, const QByteArray &token = {});

// Writes an hour of believable history ending now: finished, failed, waiting
// and delayed jobs; cache entries, counters, locks (one stale) and tags, and a
// key that is not UTF-8; events on several channels and three subscribers at
// different distances from the head.
void seedHistory(contracts::Connection &db, quint32 seed);

} // namespace askr::simulator
