#include "simulator.h"
#include "laravel.h"

#include "askr_contracts_api.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>

#include <sqlite3.h>

#include <deque>

namespace askr::simulator {

using namespace askr::contracts;
using Clock = std::chrono::steady_clock;

// ---- Stats ------------------------------------------------------------------

const char *Stats::name(Counter c)
{
    static const char *const names[counterCount] = {
        "enqueued",
        "claimed",
        "acked",
        "released",
        "dead_lettered",
        "abandoned",
        "cache_writes",
        "cache_reads",
        "increments",
        "locks_taken",
        "locks_busy",
        "unlocks",
        "tagged",
        "tag_flushes",
        "sweeps",
        "published",
        "subscriber_acks",
        "trims",
        "operations",
        "errors",
    };
    return names[int(c)];
}

QJsonObject Stats::toJson() const
{
    QJsonObject o;
    for (int i = 0; i < counterCount; ++i)
        o.insert(QLatin1String(name(Counter(i))), values[size_t(i)]);
    if (!lastError.isEmpty())
        o.insert(QStringLiteral("last_error"), lastError);
    return o;
}

// ---- Connections ----------------------------------------------------------

std::unique_ptr<Connection> openWorkerConnection(const QString &path)
{
    // An absolute path is an ordinary file name to SQLite, not a URI.
    auto db = Connection::open(QFile::encodeName(QFileInfo(path).absoluteFilePath()), SQLITE_OPEN_READWRITE);
    database::enableWal(*db);
    return db;
}

// ---- Actors -----------------------------------------------------------------

// One thread of the workload with its own connection and its own random
// source, stepping at its share of the rate.
class Actor
{
public:
    Actor(Simulator &sim, quint32 seed, double rate) : m_sim(sim), m_rng(seed), m_rate(qMax(0.2, rate)) { }
    virtual ~Actor() = default;

    void open(const QString &path)
    {
        m_db = openWorkerConnection(path);
        m_db->onOperation = [this](const OperationDef &) { m_sim.add(Counter::Operations); };
        prepare();
    }

    void run()
    {
        const auto interval = std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(1.0 / m_rate));
        auto next = Clock::now();
        while (!m_sim.stopping()) {
            guarded([this] { step(); });
            next += interval;
            const auto now = Clock::now();
            if (next < now - std::chrono::seconds(1))
                next = now; // after a stall, go on at the rate rather than in a burst
            if (!m_sim.sleepUntil(next))
                break;
        }
        guarded([this] { finish(); });
        m_db.reset();
    }

protected:
    virtual void prepare() { }
    virtual void step() = 0;
    virtual void finish() { }
    qint64 now() const { return m_db->now(); }

    Simulator &m_sim;
    Rng m_rng;
    std::unique_ptr<Connection> m_db;

private:
    template<typename Fn> void guarded(Fn fn)
    {
        try {
            fn();
        } catch (const Error &e) {
            m_sim.recordError(e.message());
        } catch (const std::exception &e) {
            m_sim.recordError(QString::fromUtf8(e.what()));
        }
    }
    double m_rate;
};

namespace {

// Dispatches jobs, now and then a burst of them, some delayed.
class Producer : public Actor
{
public:
    using Actor::Actor;

protected:
    void step() override
    {
        const int jobs = m_rng.chance(0.04) ? m_rng.between(4, 12) : 1;
        for (int i = 0; i < jobs; ++i) {
            const JobKind &kind = pickKind();
            const int delay = kind.maxDelay > 0 && m_rng.chance(0.5) ? m_rng.between(5, kind.maxDelay) : 0;
            QByteArray uuid;
            const QByteArray payload = jobPayload(m_rng, kind, &uuid);
            const qint64 id = queue::enqueue(*m_db, kind.queue, payload, kind.priority, delay, kind.maxTries).id.toInt();
            m_sim.recordEnqueued(id, uuid);
        }
    }

private:
    const JobKind &pickKind()
    {
        int total = 0;
        for (const JobKind &k : jobKinds())
            total += k.weight;
        int n = m_rng.between(1, total);
        for (const JobKind &k : jobKinds()) {
            n -= k.weight;
            if (n <= 0)
                return k;
        }
        return jobKinds().front();
    }
};

// A queue:work process: serves its queues in order, runs up to three jobs at
// a time and settles each when it is done.
class Worker : public Actor
{
public:
    Worker(Simulator &sim, quint32 seed, double rate, int index) : Actor(sim, seed, rate)
    {
        const auto &names = queueNames();
        for (int i = 0; i < names.size(); ++i)
            m_queues << names.at((i + index) % names.size());
    }

protected:
    void step() override
    {
        const auto now = Clock::now();
        for (auto it = m_running.begin(); it != m_running.end(); ++it) {
            if (it->due <= now) {
                const Running job = *it;
                m_running.erase(it);
                settle(job);
                return;
            }
        }
        if (m_running.size() < 3)
            claim();
    }

    void finish() override
    {
        // A worker told to stop hands its unfinished jobs back at once.
        for (const Running &job : m_running) {
            queue::release(*m_db, 0, job.id);
            m_sim.add(Counter::Released);
        }
        m_running.clear();
    }

private:
    struct Running
    {
        qint64 id = 0;
        qint64 attempts = 0;
        QByteArray uuid;
        QByteArray name;
        int maxTries = 1;
        Clock::time_point due;
    };

    void claim()
    {
        for (const QByteArray &q : std::as_const(m_queues)) {
            const auto row = queue::claim(*m_db, 30, q);
            if (!row)
                continue;
            m_sim.add(Counter::Claimed);
            Running job;
            job.id = row->id.toInt();
            job.attempts = row->attempts.toInt();
            const QJsonObject payload = QJsonDocument::fromJson(row->payload.toBytes()).object();
            job.uuid = payload.value(QLatin1String("uuid")).toString().toUtf8();
            job.name = payload.value(QLatin1String("data")).toObject().value(QLatin1String("commandName")).toString().toUtf8();
            job.maxTries = payload.value(QLatin1String("maxTries")).toInt(1);
            const JobKind &kind = jobKind(job.name);
            if (job.attempts > job.maxTries) {
                // Claimed once more than allowed (released by middleware, or
                // its worker died): Laravel fails it without running it.
                deadLetter(job, maxAttemptsText(kind));
                return;
            }
            job.due = Clock::now() + std::chrono::milliseconds(m_rng.between(kind.minRunMs, kind.maxRunMs));
            m_running.push_back(job);
            return;
        }
    }

    void settle(const Running &job)
    {
        const JobKind &kind = jobKind(job.name);
        if (m_rng.chance(0.01)) {
            // The process was killed mid-job: nobody acks, the reservation
            // lapses and another worker runs the job again.
            m_sim.add(Counter::Abandoned);
        } else if (m_rng.chance(kind.releaseRate)) {
            // WithoutOverlapping / RateLimited middleware: try again shortly.
            queue::release(*m_db, m_rng.between(3, 10), job.id);
            m_sim.add(Counter::Released);
        } else if (m_rng.chance(kind.failRate)) {
            if (job.attempts >= job.maxTries) {
                deadLetter(job, exceptionText(m_rng, kind));
            } else {
                queue::release(*m_db, qint64(2) << qMin<qint64>(job.attempts - 1, 4), job.id);
                m_sim.add(Counter::Released);
            }
        } else if (queue::ack(*m_db, job.id) == 1) {
            m_sim.add(Counter::Acked);
            m_sim.recordAcked(job.id);
        }
    }

    void deadLetter(const Running &job, const QByteArray &exception)
    {
        if (queue::deadLetter(*m_db, job.uuid, exception, job.id) == 1) {
            m_sim.add(Counter::DeadLettered);
            m_sim.recordDeadLettered(job.id, job.uuid);
        }
    }

    QList<QByteArray> m_queues;
    std::deque<Running> m_running;
};

// The application's cache store: reads and writes with TTLs, rate-limit
// counters, atomic locks (some left to expire), tags and the odd sweep.
class CacheClient : public Actor
{
public:
    using Actor::Actor;

protected:
    void step() override
    {
        const qint64 t = now();
        if (!m_held.empty() && m_held.front().until <= t) {
            const Held lock = m_held.front();
            m_held.pop_front();
            if (cache::unlock(*m_db, lock.key, lock.owner) == 1)
                m_sim.add(Counter::Unlocks);
            return;
        }
        const int r = m_rng.between(1, 100);
        if (r <= 30) {
            set(t);
        } else if (r <= 52) {
            increment(t);
        } else if (r <= 68) {
            lock(t);
        } else if (r <= 92) {
            cache::get(*m_db, userKey());
            m_sim.add(Counter::CacheReads);
        } else if (r <= 95) {
            cache::sweep(*m_db);
            m_sim.add(Counter::Sweeps);
        } else if (r <= 97) {
            cache::flushTag(*m_db, "products");
            m_sim.add(Counter::TagFlushes);
        } else {
            cache::forget(*m_db, userKey());
        }
    }

private:
    struct Held
    {
        QByteArray key;
        QByteArray owner;
        qint64 until = 0;
    };

    QByteArray userKey() { return cachePrefix() + "user:" + QByteArray::number(m_rng.between(1, 300)) + ":profile"; }

    void set(qint64 t)
    {
        QByteArray key, tag;
        std::optional<qint64> expires;
        const int kind = m_rng.between(0, 9);
        if (kind < 4) {
            key = userKey();
            tag = "users";
            expires = t + m_rng.between(60, 600);
        } else if (kind < 7) {
            key = cachePrefix() + "product:" + QByteArray::number(m_rng.between(1, 200));
            tag = "products";
            expires = t + m_rng.between(300, 3600);
        } else if (kind < 9) {
            key = cachePrefix() + "otp:" + m_rng.token(12);
            expires = t + m_rng.between(5, 40);
        } else {
            key = cachePrefix() + "config";
        }
        cache::set(*m_db, key, cacheValue(m_rng, key), expires);
        m_sim.add(Counter::CacheWrites);
        if (!tag.isEmpty()) {
            cache::tag(*m_db, tag, key);
            m_sim.add(Counter::Tagged);
        }
    }

    void increment(qint64 t)
    {
        if (m_rng.chance(0.7)) {
            const QByteArray ip = "10.0." + QByteArray::number(m_rng.between(0, 3)) + '.' + QByteArray::number(m_rng.between(1, 40));
            cache::increment(*m_db, cachePrefix() + "throttle:api|" + ip, 1, t + 60);
        } else {
            const QByteArray day = QByteArray::number(t / 86400);
            cache::increment(*m_db, cachePrefix() + "stats:orders:day-" + day, m_rng.between(1, 3), (t / 86400 + 1) * 86400);
        }
        m_sim.add(Counter::Increments);
    }

    void lock(qint64 t)
    {
        const QByteArray key = lockKey(m_rng);
        const QByteArray owner = m_rng.token(16);
        const int ttl = m_rng.between(10, 120);
        if (!cache::lock(*m_db, key, owner, ttl)) {
            m_sim.add(Counter::LocksBusy);
            return;
        }
        m_sim.add(Counter::LocksTaken);
        // Most holders release when done; some die holding it, and the lock
        // goes stale when its TTL runs out.
        if (m_rng.chance(0.8))
            m_held.push_back({ key, owner, t + m_rng.between(1, qMin(ttl - 1, 20)) });
    }

    std::deque<Held> m_held;
};

// Broadcasting: Laravel events on private, presence and public channels, with
// a size trim now and then, as the runtime's retention does.
class Broadcaster : public Actor
{
public:
    using Actor::Actor;

protected:
    void step() override
    {
        const Broadcast b = broadcast(m_rng);
        pubsub::publish(*m_db, b.channel, b.payload);
        m_sim.add(Counter::Published);
        if (++m_published % 500 == 0) {
            pubsub::trimSize(*m_db, 20000);
            m_sim.add(Counter::Trims);
        }
    }

private:
    qint64 m_published = 0;
};

// Three durable subscribers: the websocket gateway keeps up, the audit log
// reads in batches, the search indexer falls further behind all the time.
class Subscribers : public Actor
{
public:
    using Actor::Actor;

protected:
    void prepare() override
    {
        for (Subscriber &s : m_subscribers)
            s.cursor = pubsub::subscribe(*m_db, s.name).cursor.toInt();
    }

    void step() override
    {
        ++m_steps;
        for (Subscriber &s : m_subscribers) {
            if (m_steps % s.every != 0)
                continue;
            const auto rows = pubsub::tail(*m_db, s.cursor, s.batch);
            if (rows.empty())
                continue;
            s.cursor = rows.back().seq.toInt();
            if (pubsub::ack(*m_db, s.cursor, s.name) == 1)
                m_sim.add(Counter::SubscriberAcks);
        }
    }

private:
    struct Subscriber
    {
        QByteArray name;
        int every;
        qint64 batch;
        qint64 cursor = 0;
    };
    std::vector<Subscriber> m_subscribers = { { "websocket-gateway", 1, 256 }, { "audit-log", 4, 32 }, { "search-indexer", 25, 3 } };
    qint64 m_steps = 0;
};

} // namespace

// ---- Simulator ----------------------------------------------------------------

Simulator::Simulator(const Options &options) : m_options(options)
{
}

Simulator::~Simulator()
{
    stop();
}

void Simulator::start()
{
    if (isRunning())
        return;
    m_stop = false;
    const double r = m_options.rate;
    const int workers = qMax(1, m_options.workers);
    quint32 seed = m_options.seed * 7919u;
    m_actors.push_back(std::make_unique<Producer>(*this, ++seed, r * 0.18));
    for (int i = 0; i < workers; ++i)
        m_actors.push_back(std::make_unique<Worker>(*this, ++seed, r * 0.42 / workers, i));
    m_actors.push_back(std::make_unique<CacheClient>(*this, ++seed, r * 0.22));
    m_actors.push_back(std::make_unique<Broadcaster>(*this, ++seed, r * 0.12));
    m_actors.push_back(std::make_unique<Subscribers>(*this, ++seed, r * 0.06));
    try {
        for (auto &actor : m_actors)
            actor->open(m_options.path);
    } catch (...) {
        m_actors.clear();
        throw;
    }
    for (auto &actor : m_actors)
        m_threads.emplace_back([a = actor.get()] { a->run(); });
}

void Simulator::stop()
{
    {
        std::lock_guard<std::mutex> lock(m_sleepMutex);
        m_stop = true;
    }
    m_sleep.notify_all();
    for (std::thread &t : m_threads)
        t.join();
    m_threads.clear();
    m_actors.clear();
}

bool Simulator::sleepUntil(Clock::time_point when)
{
    std::unique_lock<std::mutex> lock(m_sleepMutex);
    m_sleep.wait_until(lock, when, [this] { return m_stop.load(); });
    return !m_stop;
}

Stats Simulator::stats() const
{
    Stats s;
    for (int i = 0; i < counterCount; ++i)
        s.values[size_t(i)] = m_counters[size_t(i)].load();
    std::lock_guard<std::mutex> lock(m_ledgerMutex);
    s.lastError = m_lastError;
    return s;
}

Ledger Simulator::ledger() const
{
    std::lock_guard<std::mutex> lock(m_ledgerMutex);
    return m_ledger;
}

void Simulator::recordError(const QString &message)
{
    add(Counter::Errors);
    std::lock_guard<std::mutex> lock(m_ledgerMutex);
    m_lastError = message;
}

void Simulator::recordEnqueued(qint64 id, const QByteArray &uuid)
{
    add(Counter::Enqueued);
    if (!m_options.track)
        return;
    std::lock_guard<std::mutex> lock(m_ledgerMutex);
    m_ledger.enqueued.emplace(id, uuid);
}

void Simulator::recordAcked(qint64 id)
{
    if (!m_options.track)
        return;
    std::lock_guard<std::mutex> lock(m_ledgerMutex);
    m_ledger.acked.insert(id);
}

void Simulator::recordDeadLettered(qint64 id, const QByteArray &uuid)
{
    if (!m_options.track)
        return;
    std::lock_guard<std::mutex> lock(m_ledgerMutex);
    m_ledger.deadLettered.emplace(id, uuid);
}

} // namespace askr::simulator
