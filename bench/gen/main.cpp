// askr-bench-gen: writes a database of the size the benchmarks need, through
// the runtime's own statements (the contract operations of the typed API), as
// the Askr runtime would have written it: jobs in every state across several
// queues, dead letters with stack traces, cache entries with mixed expiries,
// tags, counters and locks, and a pub/sub log over many channels with durable
// subscribers at different lags. Payloads are Laravel-shaped.
//
// Rows carry realistic times: the connection's clock is moved back while they
// are written (Connection::setClock replaces unixepoch()), so jobs were
// enqueued over the last two hours, dead letters failed over the last week and
// events were published over the last month.

#include "askr_contracts_api.h"
#include "benchcommon.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QDateTime>
#include <QFile>
#include <QFileInfo>

#include <sqlite3.h>

#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

using namespace askr;
using namespace askr::contracts;

namespace {

struct Sizes {
    qint64 jobs = 10000;
    qint64 failed = 1000;
    qint64 keys = 10000;
    qint64 events = 100000;
    int channels = 24;
    int subscribers = 5;
    quint64 seed = 42;
};

// xorshift64*: fast and reproducible, which is all a generator needs.
class Rng
{
public:
    explicit Rng(quint64 seed)
        : m_s(seed ? seed : 1)
    {
    }
    quint64 next()
    {
        m_s ^= m_s >> 12;
        m_s ^= m_s << 25;
        m_s ^= m_s >> 27;
        return m_s * 2685821657736338717ULL;
    }
    qint64 range(qint64 lo, qint64 hi) { return lo + qint64(next() % quint64(hi - lo + 1)); } // inclusive
    double unit() { return double(next() >> 11) / double(1ULL << 53); }
    bool chance(double p) { return unit() < p; }
    template<typename T>
    const T &pick(const std::vector<T> &v) { return v[size_t(next() % v.size())]; }
    // Index into weights, chosen in proportion to them.
    int weighted(const std::vector<int> &weights)
    {
        int total = 0;
        for (int w : weights)
            total += w;
        int r = int(next() % quint64(total));
        for (size_t i = 0; i < weights.size(); ++i) {
            if (r < weights[i])
                return int(i);
            r -= weights[i];
        }
        return int(weights.size()) - 1;
    }
    QByteArray hex(int n)
    {
        static const char digits[] = "0123456789abcdef";
        QByteArray out(n, Qt::Uninitialized);
        for (int i = 0; i < n; ++i)
            out[i] = digits[next() & 15];
        return out;
    }
    QByteArray uuid()
    {
        QByteArray h = hex(32);
        h[12] = '4';
        return h.left(8) + '-' + h.mid(8, 4) + '-' + h.mid(12, 4) + '-' + h.mid(16, 4) + '-' + h.mid(20);
    }
    QByteArray bytes(int n)
    {
        QByteArray out(n, Qt::Uninitialized);
        for (int i = 0; i < n; ++i)
            out[i] = char(next() & 0xff);
        return out;
    }

private:
    quint64 m_s;
};

// PHP's serialize() of a string: s:<bytes>:"...";
QByteArray phpString(const QByteArray &s)
{
    return "s:" + QByteArray::number(s.size()) + ":\"" + s + "\";";
}

// JSON string escaping for the few characters the generator produces.
QByteArray jsonEscape(const QByteArray &s)
{
    QByteArray out;
    out.reserve(s.size() + 16);
    for (char c : s) {
        if (c == '"' || c == '\\')
            out += '\\';
        out += c;
    }
    return out;
}

struct QueueKind {
    QByteArray name;
    int weight;
    std::vector<QByteArray> jobs; // display names
    int maxTries;
    int priority;
};

const std::vector<QueueKind> &queueKinds()
{
    static const std::vector<QueueKind> kinds = {
        {"default", 46, {"App\\Jobs\\ProcessPodcast", "App\\Jobs\\GenerateThumbnail", "App\\Jobs\\SyncInventory", "App\\Listeners\\UpdateSearchIndex"}, 3, 0},
        {"emails", 16, {"App\\Mail\\WelcomeMail", "App\\Jobs\\SendInvoiceEmail", "App\\Mail\\OrderShipped"}, 5, 0},
        {"notifications", 12, {"Illuminate\\Notifications\\SendQueuedNotifications"}, 3, 0},
        {"webhooks", 10, {"Spatie\\WebhookServer\\CallWebhookJob"}, 25, 0},
        {"reports", 6, {"App\\Jobs\\GenerateMonthlyReport", "App\\Jobs\\ExportOrdersCsv"}, 1, 0},
        {"high", 5, {"App\\Jobs\\ChargeSubscription", "App\\Jobs\\ReserveStock"}, 5, 10},
        {"low", 5, {"App\\Jobs\\PruneStaleSessions", "App\\Jobs\\RecalculateStatistics"}, 3, 0},
    };
    return kinds;
}

std::vector<int> queueWeights()
{
    std::vector<int> w;
    for (const auto &k : queueKinds())
        w.push_back(k.weight);
    return w;
}

// A Laravel queue payload (~500 bytes): the envelope Illuminate\Queue writes
// around a PHP-serialized command that refers to an Eloquent model.
QByteArray jobPayload(Rng &rng, const QueueKind &kind, const QByteArray &uuid, QByteArray *displayName = nullptr)
{
    const QByteArray job = rng.pick(kind.jobs);
    if (displayName)
        *displayName = job;
    const QByteArray model = rng.pick(std::vector<QByteArray>{"App\\Models\\User", "App\\Models\\Order", "App\\Models\\Podcast", "App\\Models\\Invoice"});
    const qint64 modelId = rng.range(1, 5000000);
    QByteArray command = "O:" + QByteArray::number(job.size()) + ":\"" + job + "\":3:{";
    command += phpString("model");
    command += "O:45:\"Illuminate\\Contracts\\Database\\ModelIdentifier\":5:{";
    command += phpString("class") + phpString(model);
    command += phpString("id") + "i:" + QByteArray::number(modelId) + ";";
    command += phpString("relations") + "a:0:{}";
    command += phpString("connection") + phpString("mysql");
    command += phpString("collectionClass") + "N;}";
    command += phpString("tries") + "i:" + QByteArray::number(kind.maxTries) + ";";
    command += phpString("queue") + phpString(kind.name) + "}";
    QByteArray out = "{\"uuid\":\"" + uuid + "\",\"displayName\":\"" + jsonEscape(job)
        + "\",\"job\":\"Illuminate\\\\Queue\\\\CallQueuedHandler@call\",\"maxTries\":" + QByteArray::number(kind.maxTries)
        + ",\"maxExceptions\":null,\"failOnTimeout\":false,\"backoff\":" + (kind.maxTries > 3 ? QByteArray("\"10,60,300\"") : QByteArray("null"))
        + ",\"timeout\":" + QByteArray::number(rng.range(1, 4) * 30) + ",\"retryUntil\":null,\"data\":{\"commandName\":\"" + jsonEscape(job)
        + "\",\"command\":\"" + jsonEscape(command) + "\"}}";
    return out;
}

// A PHP stack trace as Laravel stores it in failed_jobs.exception (~1.5 KB).
QByteArray exceptionText(Rng &rng, const QByteArray &job)
{
    static const std::vector<QByteArray> heads = {
        "Illuminate\\Http\\Client\\ConnectionException: cURL error 28: Operation timed out after 30001 milliseconds with 0 bytes received",
        "Illuminate\\Database\\QueryException: SQLSTATE[40001]: Serialization failure: 1213 Deadlock found when trying to get lock; try restarting transaction",
        "Symfony\\Component\\Mailer\\Exception\\TransportException: Connection could not be established with host \"smtp.mailgun.org:587\"",
        "Illuminate\\Queue\\MaxAttemptsExceededException: " + job + " has been attempted too many times.",
        "ErrorException: Undefined array key \"customer\"",
        "Illuminate\\Database\\Eloquent\\ModelNotFoundException: No query results for model [App\\Models\\Order] " + QByteArray::number(rng.range(1, 9000000)),
    };
    static const std::vector<QByteArray> frames = {
        "/var/www/html/vendor/laravel/framework/src/Illuminate/Http/Client/PendingRequest.php(856): Illuminate\\Http\\Client\\PendingRequest->Illuminate\\Http\\Client\\{closure}()",
        "/var/www/html/vendor/laravel/framework/src/Illuminate/Support/helpers.php(236): retry(0, Object(Closure), 100, Object(Closure))",
        "/var/www/html/vendor/laravel/framework/src/Illuminate/Database/Connection.php(760): Illuminate\\Database\\Connection->runQueryCallback('update `orders`...', Array, Object(Closure))",
        "/var/www/html/vendor/laravel/framework/src/Illuminate/Container/BoundMethod.php(36): " + job + "->handle()",
        "/var/www/html/vendor/laravel/framework/src/Illuminate/Container/Util.php(41): Illuminate\\Container\\BoundMethod::Illuminate\\Container\\{closure}()",
        "/var/www/html/vendor/laravel/framework/src/Illuminate/Container/BoundMethod.php(93): Illuminate\\Container\\Util::unwrapIfClosure(Object(Closure))",
        "/var/www/html/vendor/laravel/framework/src/Illuminate/Container/Container.php(662): Illuminate\\Container\\BoundMethod::call(Object(Illuminate\\Foundation\\Application), Array, Array, NULL)",
        "/var/www/html/vendor/laravel/framework/src/Illuminate/Bus/Dispatcher.php(128): Illuminate\\Container\\Container->call(Array)",
        "/var/www/html/vendor/laravel/framework/src/Illuminate/Pipeline/Pipeline.php(144): Illuminate\\Bus\\Dispatcher->Illuminate\\Bus\\{closure}(Object(" + job + "))",
        "/var/www/html/vendor/laravel/framework/src/Illuminate/Queue/CallQueuedHandler.php(126): Illuminate\\Pipeline\\Pipeline->then(Object(Closure))",
        "/var/www/html/vendor/laravel/framework/src/Illuminate/Queue/Jobs/Job.php(98): Illuminate\\Queue\\CallQueuedHandler->call(Object(Askr\\Queue\\Jobs\\SqliteJob), Array)",
        "/var/www/html/vendor/laravel/framework/src/Illuminate/Queue/Worker.php(435): Illuminate\\Queue\\Jobs\\Job->fire()",
        "/var/www/html/vendor/laravel/framework/src/Illuminate/Queue/Worker.php(385): Illuminate\\Queue\\Worker->process('askr', Object(Askr\\Queue\\Jobs\\SqliteJob), Object(Illuminate\\Queue\\WorkerOptions))",
    };
    QByteArray out = rng.pick(heads) + " in /var/www/html/app/Jobs/Handler.php:" + QByteArray::number(rng.range(20, 400)) + "\nStack trace:\n";
    const int n = int(rng.range(7, int(frames.size())));
    for (int i = 0; i < n; ++i)
        out += "#" + QByteArray::number(i) + " " + frames[size_t(i)] + "\n";
    out += "#" + QByteArray::number(n) + " {main}";
    return out;
}

QByteArray eventPayload(Rng &rng, const QByteArray &channel)
{
    static const std::vector<QByteArray> events = {"App\\Events\\OrderShipped", "App\\Events\\MessageSent", "App\\Events\\UserOnline",
                                                   "Illuminate\\Notifications\\Events\\BroadcastNotificationCreated", "App\\Events\\PriceUpdated",
                                                   "App\\Events\\InventoryChanged"};
    const QByteArray event = rng.pick(events);
    QByteArray data = "{\"id\":" + QByteArray::number(rng.range(1, 9000000)) + ",\"status\":\""
        + rng.pick(std::vector<QByteArray>{"shipped", "pending", "paid", "online", "typing"}) + "\",\"total\":\"" + QByteArray::number(rng.range(100, 99999))
        + ".00\",\"items\":" + QByteArray::number(rng.range(1, 12)) + ",\"user\":{\"id\":" + QByteArray::number(rng.range(1, 500000))
        + ",\"name\":\"user-" + rng.hex(8) + "\"},\"channel\":\"" + channel + "\"}";
    QByteArray out = "{\"event\":\"" + jsonEscape(event) + "\",\"data\":" + data;
    if (rng.chance(0.3))
        out += ",\"socket\":\"" + QByteArray::number(rng.range(1000, 9999)) + "." + QByteArray::number(rng.range(100000, 999999)) + "\"";
    return out + "}";
}

// A value as Laravel's cache store writes it: PHP-serialized, JSON, HTML or bytes.
QByteArray cacheValue(Rng &rng, int kind)
{
    switch (kind) {
    case 0: { // user profile, PHP-serialized array
        QByteArray v = "a:6:{" + phpString("id") + "i:" + QByteArray::number(rng.range(1, 500000)) + ";" + phpString("name")
            + phpString("user-" + rng.hex(10)) + phpString("email") + phpString(rng.hex(12) + "@example.com") + phpString("roles")
            + "a:2:{i:0;" + phpString("customer") + "i:1;" + phpString("newsletter") + "}" + phpString("settings")
            + phpString("{\"theme\":\"dark\",\"locale\":\"de\",\"tz\":\"Europe/Berlin\"}") + phpString("avatar")
            + phpString("https://cdn.example.com/avatars/" + rng.hex(32) + ".png") + "}";
        return v;
    }
    case 1: { // query result, JSON
        QByteArray v = "[";
        const int rows = int(rng.range(1, 6));
        for (int i = 0; i < rows; ++i)
            v += QByteArray(i ? "," : "") + "{\"id\":" + QByteArray::number(rng.range(1, 9000000)) + ",\"sku\":\"" + rng.hex(10)
                + "\",\"price\":" + QByteArray::number(rng.range(100, 100000)) + ",\"stock\":" + QByteArray::number(rng.range(0, 500)) + "}";
        return v + "]";
    }
    case 2: // session
        return "a:3:{" + phpString("_token") + phpString(rng.hex(40)) + phpString("_previous") + "a:1:{" + phpString("url")
            + phpString("https://shop.example.com/orders/" + QByteArray::number(rng.range(1, 999999))) + "}" + phpString("_flash")
            + "a:2:{" + phpString("old") + "a:0:{}" + phpString("new") + "a:0:{}}}";
    case 3: { // rendered fragment
        QByteArray v = "<div class=\"product-card\">";
        const int n = int(rng.range(4, 16));
        for (int i = 0; i < n; ++i)
            v += "<span class=\"price\" data-id=\"" + QByteArray::number(rng.range(1, 99999)) + "\">" + rng.hex(24) + "</span>";
        return v + "</div>";
    }
    case 4: // configuration, kept forever
        return phpString(rng.hex(int(rng.range(20, 600))));
    default: // opaque bytes (a compressed or encrypted value), not UTF-8
        return rng.bytes(int(rng.range(40, 2000)));
    }
}

qint64 g_now = 0; // the fake clock the connection reads

class Progress
{
public:
    Progress(const char *what, qint64 total)
        : m_what(what)
        , m_total(total)
    {
        m_timer.start();
    }
    void step(qint64 done)
    {
        if (m_total >= 100000 && done % (m_total / 10) == 0)
            std::fprintf(stderr, "  %s: %lld/%lld (%.1f s)\n", m_what, (long long)done, (long long)m_total, m_timer.elapsed() / 1000.0);
    }
    ~Progress() { std::fprintf(stderr, "  %s: %lld done in %.1f s\n", m_what, (long long)m_total, m_timer.elapsed() / 1000.0); }

private:
    const char *m_what;
    qint64 m_total;
    QElapsedTimer m_timer;
};

// Commits every so many operations: one transaction per row would make the
// generator a benchmark of fsync.
class Batch
{
public:
    explicit Batch(Connection &db)
        : m_db(db)
    {
        m_db.exec("BEGIN");
    }
    void tick()
    {
        if (++m_n % 50000 == 0) {
            m_db.exec("COMMIT");
            m_db.exec("BEGIN");
        }
    }
    ~Batch() { m_db.exec("COMMIT"); }

private:
    Connection &m_db;
    qint64 m_n = 0;
};

void makeFailed(Connection &db, Rng &rng, const Sizes &sizes, qint64 realNow)
{
    Progress progress("dead letters", sizes.failed);
    Batch batch(db);
    const auto weights = queueWeights();
    for (qint64 i = 0; i < sizes.failed; ++i) {
        // Failed over the last week, oldest first.
        g_now = realNow - 7 * 86400 + qint64(double(i) / double(std::max<qint64>(1, sizes.failed)) * 7 * 86400);
        const QueueKind &kind = queueKinds()[size_t(rng.weighted(weights))];
        const QByteArray uuid = rng.uuid();
        QByteArray name;
        const QByteArray payload = jobPayload(rng, kind, uuid, &name);
        // As a worker does it: claimed until the attempts are used up, released
        // in between, then dead-lettered. The queue holds no other job yet.
        const qint64 id = queue::enqueue(db, kind.name, payload, kind.priority, 0, kind.maxTries).id.toInt();
        qint64 attempts = 0;
        for (;;) {
            const auto claimed = queue::claim(db, 60, kind.name);
            if (!claimed || claimed->id.toInt() != id)
                throw Error(SQLITE_ERROR, QStringLiteral("dead letter: claim did not return the job just enqueued"));
            attempts = claimed->attempts.toInt();
            if (attempts >= std::min(kind.maxTries, 3))
                break;
            queue::release(db, 0, id);
        }
        queue::deadLetter(db, uuid, exceptionText(rng, name), id);
        batch.tick();
        progress.step(i + 1);
    }
}

void makeJobs(Connection &db, Rng &rng, const Sizes &sizes, qint64 realNow)
{
    const auto weights = queueWeights();
    {
        Progress progress("jobs", sizes.jobs);
        Batch batch(db);
        for (qint64 i = 0; i < sizes.jobs; ++i) {
            // Enqueued over the last two hours: a backlog.
            g_now = realNow - 7200 + qint64(double(i) / double(std::max<qint64>(1, sizes.jobs)) * 7200);
            const QueueKind &kind = queueKinds()[size_t(rng.weighted(weights))];
            const qint64 priority = kind.priority ? kind.priority : (rng.chance(0.05) ? 5 : 0);
            // 15% delayed: available from a minute to a day from now.
            const qint64 delay = rng.chance(0.15) ? (realNow - g_now) + rng.range(60, 86400) : 0;
            queue::enqueue(db, kind.name, jobPayload(rng, kind, rng.uuid()), priority, delay, kind.maxTries);
            batch.tick();
            progress.step(i + 1);
        }
    }
    // Reserved jobs are as many as there are busy workers, not a share of the
    // backlog. Some were tried once and released; some reservations lapsed
    // (a worker died) and count as ready again. Claims take the best ready
    // jobs of a queue, as workers would.
    const qint64 reserved = std::min<qint64>(sizes.jobs / 20, 500);
    const qint64 retried = std::min<qint64>(sizes.jobs * 3 / 100, 1000);
    const qint64 lapsed = std::min<qint64>(sizes.jobs / 100, 200);
    Progress progress("claims", reserved + retried + lapsed);
    Batch batch(db);
    for (qint64 i = 0; i < reserved + retried + lapsed; ++i) {
        const QueueKind &kind = queueKinds()[size_t(rng.weighted(weights))];
        const bool isLapsed = i >= reserved + retried;
        g_now = isLapsed ? realNow - rng.range(600, 3600) : realNow;
        const auto claimed = queue::claim(db, i < reserved ? rng.range(60, 3600) : 30, kind.name);
        if (claimed && i >= reserved && !isLapsed)
            queue::release(db, 0, claimed->id.toInt());
        batch.tick();
        progress.step(i + 1);
    }
    g_now = realNow;
}

void makeCache(Connection &db, Rng &rng, const Sizes &sizes, qint64 realNow)
{
    Progress progress("cache keys", sizes.keys);
    Batch batch(db);
    // user, query, session, fragment, forever, counter, lock, bytes
    const std::vector<int> weights = {30, 20, 15, 8, 5, 12, 3, 7};
    static const std::vector<QByteArray> lockPrefixes = {"laravel_unique_job:App\\Jobs\\SyncInventory", "laravel-queue-overlap:App\\Jobs\\ChargeSubscription",
                                                         "framework/schedule-", "lock:report:"};
    for (qint64 i = 0; i < sizes.keys; ++i) {
        g_now = realNow;
        const int kind = rng.weighted(weights);
        const QByteArray n = QByteArray::number(i);
        // 12% of the entries that expire have expired and are not swept yet.
        const bool expired = rng.chance(0.12);
        const qint64 expiresAt = expired ? realNow - rng.range(1, 86400) : realNow + rng.range(30, 7 * 86400);
        switch (kind) {
        case 0:
        case 1:
        case 2:
        case 3: {
            static const char *const prefixes[] = {"laravel_cache:user:", "laravel_cache:query:", "laravel_cache:session:", "laravel_cache:view:"};
            QByteArray key = prefixes[kind];
            if (kind == 1)
                key += rng.hex(16) + ":" + n;
            else if (kind == 2)
                key += rng.hex(40) + n;
            else
                key += n + ":profile";
            cache::set(db, key, cacheValue(rng, kind), expiresAt);
            // Tagged keys: a user's entries and query results by table.
            if ((kind == 0 || kind == 1) && rng.chance(0.2)) {
                cache::tag(db, kind == 0 ? "users:" + QByteArray::number(i % 500) : QByteArray("queries"), key);
                if (rng.chance(0.3))
                    cache::tag(db, "tenant:" + QByteArray::number(rng.range(1, 50)), key);
            }
            break;
        }
        case 4:
            cache::set(db, "laravel_cache:config:" + rng.hex(6) + ":" + n, cacheValue(rng, 4), std::nullopt);
            break;
        case 5: {
            const QByteArray key = "laravel_cache:throttle:" + QByteArray::number(rng.range(1, 255)) + "." + QByteArray::number(rng.range(0, 255))
                + ".1." + QByteArray::number(rng.range(1, 254)) + ":" + n;
            cache::increment(db, key, rng.range(1, 60), expiresAt);
            break;
        }
        case 6: {
            // Half of the locks are stale: taken long enough ago to have lapsed.
            if (rng.chance(0.5))
                g_now = realNow - rng.range(3600, 86400);
            const QByteArray key = "laravel_cache:" + rng.pick(lockPrefixes) + rng.hex(8) + ":" + n;
            cache::lock(db, key, rng.hex(16), rng.range(10, 600));
            break;
        }
        default:
            cache::set(db, "laravel_cache:blob:" + n, cacheValue(rng, 5), rng.chance(0.5) ? std::optional<qint64>(expiresAt) : std::nullopt);
            break;
        }
        batch.tick();
        progress.step(i + 1);
    }
}

void makeEvents(Connection &db, Rng &rng, const Sizes &sizes, qint64 realNow)
{
    std::vector<QByteArray> channels;
    std::vector<int> weights;
    static const std::vector<QByteArray> shapes = {"private-App.Models.User.", "orders.", "presence-chat.", "notifications.", "prices.", "inventory."};
    for (int c = 0; c < sizes.channels; ++c) {
        channels.push_back(shapes[size_t(c) % shapes.size()] + QByteArray::number(c));
        weights.push_back(std::max(1, 1000 / (c + 1))); // a few busy channels, a long tail
    }
    static const std::vector<QByteArray> names = {"broadcaster", "sse-gateway", "analytics", "audit-log", "websocket-1", "websocket-2", "search-indexer"};
    // Where each subscriber joins (fraction of the log) and how far behind the
    // head its cursor ends up.
    struct Sub {
        QByteArray name;
        double joinAt;
        qint64 lag;
    };
    std::vector<Sub> subs;
    for (int s = 0; s < sizes.subscribers; ++s) {
        const qint64 lags[] = {0, 120, 45000, sizes.events * 2 / 5, 3};
        subs.push_back({names[size_t(s) % names.size()] + (s >= int(names.size()) ? QByteArray::number(s) : QByteArray()),
                        double(s) / double(sizes.subscribers + 1), std::min<qint64>(lags[s % 5], sizes.events)});
    }
    Progress progress("events", sizes.events);
    Batch batch(db);
    size_t nextSub = 0;
    for (qint64 i = 0; i < sizes.events; ++i) {
        // Published over the last 30 days.
        g_now = realNow - 30 * 86400 + qint64(double(i) / double(std::max<qint64>(1, sizes.events)) * 30 * 86400);
        while (nextSub < subs.size() && double(i) >= subs[nextSub].joinAt * double(sizes.events))
            pubsub::subscribe(db, subs[nextSub++].name);
        const QByteArray &channel = channels[size_t(rng.weighted(weights))];
        pubsub::publish(db, channel, eventPayload(rng, channel));
        batch.tick();
        progress.step(i + 1);
    }
    for (; nextSub < subs.size(); ++nextSub)
        pubsub::subscribe(db, subs[nextSub].name);
    g_now = realNow;
    const qint64 head = pubsub::currentSeq(db).seq.toInt();
    for (const Sub &s : subs)
        pubsub::ack(db, head - s.lag, s.name);
}

int usage()
{
    std::fprintf(stderr,
                 "usage: askr-bench-gen --out FILE [--jobs N] [--failed N] [--keys N] [--events N]\n"
                 "                      [--channels N] [--subscribers N] [--seed N] [--force]\n"
                 "Writes a database through the contract operations (WAL, synchronous=NORMAL).\n"
                 "Defaults: 10000 jobs, 1000 dead letters, 10000 keys, 100000 events, 24 channels,\n"
                 "5 subscribers. The full benchmark database is\n"
                 "  --jobs 1000000 --failed 100000 --keys 1000000 --events 10000000\n");
    return 2;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    Sizes sizes;
    QString out;
    bool force = false;
    const QStringList args = app.arguments();
    for (int i = 1; i < args.size(); ++i) {
        const QString &a = args[i];
        auto number = [&](qint64 &target) {
            bool ok = false;
            if (i + 1 < args.size())
                target = args[++i].toLongLong(&ok);
            if (!ok || target < 0) {
                std::fprintf(stderr, "%s needs a number\n", qPrintable(a));
                std::exit(2);
            }
        };
        qint64 n = 0;
        if (a == QLatin1String("--out") && i + 1 < args.size())
            out = args[++i];
        else if (a == QLatin1String("--jobs"))
            number(sizes.jobs);
        else if (a == QLatin1String("--failed"))
            number(sizes.failed);
        else if (a == QLatin1String("--keys"))
            number(sizes.keys);
        else if (a == QLatin1String("--events"))
            number(sizes.events);
        else if (a == QLatin1String("--channels")) {
            number(n);
            sizes.channels = int(std::max<qint64>(1, n));
        } else if (a == QLatin1String("--subscribers")) {
            number(n);
            sizes.subscribers = int(n);
        } else if (a == QLatin1String("--seed")) {
            number(n);
            sizes.seed = quint64(n);
        } else if (a == QLatin1String("--force"))
            force = true;
        else
            return usage();
    }
    if (out.isEmpty())
        return usage();
    if (QFile::exists(out)) {
        if (!force) {
            std::fprintf(stderr, "%s exists; pass --force to replace it\n", qPrintable(out));
            return 1;
        }
        for (const char *suffix : {"", "-wal", "-shm"})
            QFile::remove(out + QLatin1String(suffix));
    }

    QElapsedTimer total;
    total.start();
    try {
        auto db = Connection::open(QFile::encodeName(out), SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
        // The runtime's connection settings. The larger page cache only makes
        // the generator faster; it is not stored in the file.
        bench::setPragma(*db, "journal_mode", "WAL");
        bench::setPragma(*db, "synchronous", "NORMAL");
        bench::setPragma(*db, "cache_size", "-262144");
        queue::install(*db);
        cache::install(*db);
        pubsub::install(*db);
        const qint64 realNow = QDateTime::currentSecsSinceEpoch();
        g_now = realNow;
        db->setClock([] { return g_now; });
        Rng rng(sizes.seed);
        std::fprintf(stderr, "askr-bench-gen: %s: %lld jobs, %lld dead letters, %lld keys, %lld events\n",
                     qPrintable(out), (long long)sizes.jobs, (long long)sizes.failed, (long long)sizes.keys, (long long)sizes.events);
        makeFailed(*db, rng, sizes, realNow);
        makeJobs(*db, rng, sizes, realNow);
        makeCache(*db, rng, sizes, realNow);
        makeEvents(*db, rng, sizes, realNow);
        db->setClock(nullptr);
        // Fold the WAL into the file so that every benchmark starts alike.
        bench::checkpoint(*db);
    } catch (const Error &e) {
        std::fprintf(stderr, "askr-bench-gen: %s\n", e.what());
        return 1;
    }
    std::fprintf(stderr, "askr-bench-gen: done in %.1f s, %.1f MB\n", total.elapsed() / 1000.0, QFileInfo(out).size() / 1e6);
    return 0;
}
