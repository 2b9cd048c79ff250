#include "simulator.h"
#include "broadcaster.h"
#include "cacheclient.h"
#include "laravel.h"
#include "producer.h"
#include "queueworker.h"
#include "subscribers.h"

#include "askr_contracts_api.h"
#include "remote/hranaexecutor.h"
#include "storage/remoteaddress.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>

#include <sqlite3.h>

#include <future>
#include <memory>


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

std::unique_ptr<Connection> openWorkerConnection(const QString &path, const QByteArray &token)
{
    if (storage::isRemoteUrl(path)) {
        QString error;
        remote::RemoteTarget target;
        target.url = storage::remoteBaseUrl(path, &error);
        if (target.url.isEmpty())
            throw contracts::Error(SQLITE_CANTOPEN, error);
        target.token = token;
        target.readOnly = false;
        return Connection::openRemote(std::make_unique<remote::HranaExecutor>(std::move(target)));
    }
    // An absolute path is an ordinary file name to SQLite, not a URI.
    auto db = Connection::open(QFile::encodeName(QFileInfo(path).absoluteFilePath()), SQLITE_OPEN_READWRITE);
    database::enableWal(*db);
    return db;
}

// ---- Actors -----------------------------------------------------------------



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
    m_actors.push_back(std::make_unique<actors::Producer>(*this, ++seed, r * 0.18));
    for (int i = 0; i < workers; ++i)
        m_actors.push_back(std::make_unique<actors::QueueWorker>(*this, ++seed, r * 0.42 / workers, i));
    m_actors.push_back(std::make_unique<actors::CacheClient>(*this, ++seed, r * 0.22));
    m_actors.push_back(std::make_unique<actors::Broadcaster>(*this, ++seed, r * 0.12));
    m_actors.push_back(std::make_unique<actors::Subscribers>(*this, ++seed, r * 0.06));
    // Each actor opens, runs and closes its connection on its own thread: a
    // server's connection belongs to the thread that made its requests.
    std::vector<std::future<void>> opened;
    for (auto &actor : m_actors) {
        auto promise = std::make_shared<std::promise<void>>();
        opened.push_back(promise->get_future());
        m_threads.emplace_back([a = actor.get(), promise, path = m_options.path, token = m_options.token] {
            try {
                a->open(path, token);
                promise->set_value();
            } catch (...) {
                promise->set_exception(std::current_exception());
                return;
            }
            a->run();
            a->close();
        });
    }
    try {
        for (auto &f : opened)
            f.get();
    } catch (...) {
        stop();
        throw;
    }
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
