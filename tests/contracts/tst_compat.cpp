// A database written by the Askr runtime (its own DDL and statements, as
// recorded in shared/reference/askr-tables.md) reads through the generated,
// typed API exactly like one written through our contract operations.

#include "askr_contracts_api.h"

#include <QTest>

#include <sqlite3.h>

using namespace askr::contracts;

namespace {

// The runtime's DDL, written the way the runtime writes it (not ours).
const char *const kRuntimeDdl = R"SQL(
CREATE TABLE askr_jobs (id INTEGER PRIMARY KEY AUTOINCREMENT, queue TEXT NOT NULL DEFAULT 'default', payload BLOB NOT NULL,
  priority INTEGER NOT NULL DEFAULT 0, available_at INTEGER NOT NULL, reserved_until INTEGER,
  attempts INTEGER NOT NULL DEFAULT 0, max_attempts INTEGER NOT NULL DEFAULT 25, created_at INTEGER NOT NULL DEFAULT (unixepoch()));
CREATE INDEX askr_jobs_claim ON askr_jobs (queue, reserved_until, priority DESC, available_at, id);
CREATE TABLE askr_failed_jobs (id INTEGER PRIMARY KEY AUTOINCREMENT, uuid TEXT, queue TEXT NOT NULL, payload BLOB NOT NULL,
  exception TEXT, attempts INTEGER NOT NULL, failed_at INTEGER NOT NULL DEFAULT (unixepoch()));
CREATE TABLE askr_cache (key TEXT PRIMARY KEY, value BLOB NOT NULL, expires_at INTEGER);
CREATE INDEX askr_cache_expiry ON askr_cache (expires_at);
CREATE VIEW askr_cache_live AS SELECT key, value FROM askr_cache WHERE expires_at IS NULL OR expires_at > unixepoch();
CREATE TABLE askr_cache_tags (tag TEXT NOT NULL, key TEXT NOT NULL, PRIMARY KEY (tag, key));
CREATE INDEX askr_cache_tags_key ON askr_cache_tags (key);
CREATE TABLE askr_events (seq INTEGER PRIMARY KEY AUTOINCREMENT, channel TEXT NOT NULL, payload BLOB NOT NULL,
  created_at INTEGER NOT NULL DEFAULT (unixepoch()));
CREATE INDEX askr_events_chan ON askr_events (channel, seq);
CREATE TABLE askr_subscribers (name TEXT PRIMARY KEY, cursor INTEGER NOT NULL DEFAULT 0, updated_at INTEGER NOT NULL DEFAULT (unixepoch()));
)SQL";

void rawExec(Connection &db, const char *sql)
{
    char *err = nullptr;
    if (sqlite3_exec(db.handle(), sql, nullptr, nullptr, &err) != SQLITE_OK) {
        const QByteArray msg(err ? err : "?");
        sqlite3_free(err);
        QFAIL(msg.constData());
    }
}

// The runtime's statements, bound the way it binds them (TEXT names, BLOB bodies).
void rawRun(Connection &db, const char *sql, const QList<QVariant> &args)
{
    sqlite3_stmt *stmt = nullptr;
    QCOMPARE(sqlite3_prepare_v2(db.handle(), sql, -1, &stmt, nullptr), SQLITE_OK);
    for (int i = 0; i < args.size(); ++i) {
        const QVariant &a = args[i];
        if (a.typeId() == QMetaType::QString) {
            const QByteArray b = a.toString().toUtf8();
            sqlite3_bind_text(stmt, i + 1, b.constData(), int(b.size()), SQLITE_TRANSIENT);
        } else if (a.typeId() == QMetaType::QByteArray) {
            const QByteArray b = a.toByteArray();
            sqlite3_bind_blob(stmt, i + 1, b.constData(), int(b.size()), SQLITE_TRANSIENT);
        } else if (a.isNull()) {
            sqlite3_bind_null(stmt, i + 1);
        } else {
            sqlite3_bind_int64(stmt, i + 1, a.toLongLong());
        }
    }
    while (sqlite3_step(stmt) == SQLITE_ROW) {
    }
    sqlite3_finalize(stmt);
}

struct Pair {
    std::unique_ptr<Connection> runtime, ours;
    qint64 now = 1'700'000'000;
};

// Everything an admin view reads, flattened to text for comparison.
QStringList readAll(Connection &db)
{
    QStringList out;
    auto v = [](const Value &x) { return QStringLiteral("%1:%2").arg(QLatin1String(x.typeName()), x.toDisplayString()); };
    for (const auto &r : queue::queueDepths(db))
        out << QStringLiteral("depth %1 %2 %3 %4 %5 %6").arg(v(r.queue), v(r.ready), v(r.delayed), v(r.reserved), v(r.failed), v(r.oldest_ready_age));
    for (const auto &r : queue::jobsPage(db, queue::JobsPageParams{0, {}, {}, {}, {}, 100}))
        out << QStringLiteral("job %1 %2 %3 %4 %5 %6").arg(v(r.id), v(r.queue), v(r.job_name), v(r.state), v(r.attempts), v(r.payload_size));
    for (const auto &r : queue::failedPage(db, queue::FailedPageParams{0, {}, {}, {}, {}, {}, 100}))
        out << QStringLiteral("failed %1 %2 %3 %4 %5").arg(v(r.id), v(r.uuid), v(r.queue), v(r.job_name), v(r.exception_head));
    for (const auto &r : cache::keysPage(db, cache::KeysPageParams{"", {}, {}, 100}))
        out << QStringLiteral("key %1 %2 %3 %4").arg(v(r.key), v(r.value_size), v(r.expires_at), v(r.tag_count));
    const auto stats = cache::cacheStats(db);
    out << QStringLiteral("stats %1 %2 %3").arg(v(stats.live), v(stats.expired), v(stats.value_bytes));
    if (auto got = cache::get(db, "counter"))
        out << QStringLiteral("counter %1").arg(v(got->value));
    for (const auto &r : pubsub::channels(db))
        out << QStringLiteral("channel %1 %2 %3 %4").arg(v(r.channel), v(r.events), v(r.first_seq), v(r.last_seq));
    for (const auto &r : pubsub::subscribers(db))
        out << QStringLiteral("sub %1 %2 %3").arg(v(r.name), v(r.cursor), v(r.lag));
    for (const auto &r : pubsub::tail(db, 0, 256))
        out << QStringLiteral("event %1 %2").arg(v(r.seq), v(r.channel));
    return out;
}

} // namespace

class TestCompat : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void runtimeDatabaseReadsTheSame()
    {
        Pair p;
        p.runtime = Connection::openMemory();
        p.ours = Connection::openMemory();
        for (auto *db : {p.runtime.get(), p.ours.get()})
            db->setClock([&p] { return p.now; });
        rawExec(*p.runtime, kRuntimeDdl);
        queue::install(*p.ours);
        cache::install(*p.ours);
        pubsub::install(*p.ours);

        const QByteArray laravel = R"({"uuid":"u1","displayName":"App\\Jobs\\SendMail","job":"Illuminate\\Queue\\CallQueuedHandler@call"})";
        // Runtime side: its statements.
        for (int i = 0; i < 3; ++i)
            rawRun(*p.runtime, "INSERT INTO askr_jobs (queue, payload, available_at) VALUES (?, ?, unixepoch() + ?) RETURNING id",
                   {QStringLiteral("mail"), laravel, i == 2 ? 60 : 0});
        rawRun(*p.runtime,
               "UPDATE askr_jobs SET reserved_until = unixepoch() + ?, attempts = attempts + 1 WHERE id = (SELECT id FROM askr_jobs WHERE queue = ? "
               "AND available_at <= unixepoch() AND (reserved_until IS NULL OR reserved_until <= unixepoch()) ORDER BY priority DESC, available_at, id "
               "LIMIT 1) RETURNING id, payload, attempts",
               {30, QStringLiteral("mail")});
        rawRun(*p.runtime, "INSERT INTO askr_failed_jobs (uuid, queue, payload, exception, attempts) VALUES (?, ?, ?, ?, ?)",
               {QStringLiteral("f1"), QStringLiteral("mail"), laravel, QStringLiteral("RuntimeException: boom\n#0 trace"), 3});
        rawRun(*p.runtime, "INSERT INTO askr_cache (key, value, expires_at) VALUES (?, ?, ?)", {QStringLiteral("user:1"), QByteArray("a:1:{}"), p.now + 60});
        rawRun(*p.runtime, "INSERT INTO askr_cache (key, value, expires_at) VALUES (?, ?, NULL)", {QStringLiteral("counter"), 5});
        rawRun(*p.runtime, "INSERT INTO askr_cache_tags (tag, key) VALUES (?, ?)", {QStringLiteral("users"), QStringLiteral("user:1")});
        rawRun(*p.runtime, "INSERT INTO askr_events (channel, payload) VALUES (?, ?) RETURNING seq", {QStringLiteral("orders"), QByteArray("{}")});
        rawRun(*p.runtime, "INSERT INTO askr_events (channel, payload) VALUES (?, ?) RETURNING seq", {QStringLiteral("orders"), QByteArray("{}")});
        rawRun(*p.runtime, "INSERT INTO askr_subscribers (name, cursor) VALUES (?, ?)", {QStringLiteral("sse"), 1});

        // Our side: the same through the typed API.
        for (int i = 0; i < 3; ++i)
            queue::enqueue(*p.ours, "mail", laravel, 0, i == 2 ? 60 : 0, 25);
        QVERIFY(queue::claim(*p.ours, 30, "mail").has_value());
        // Failed row written like the runtime's (our DeadLetter moves a job).
        {
            const qint64 id = queue::enqueue(*p.ours, "mail", laravel, 0, 0, 25).id.toInt();
            sqlite3_exec(p.ours->handle(), "UPDATE askr_jobs SET attempts = 3 WHERE id = 4", nullptr, nullptr, nullptr);
            QCOMPARE(queue::deadLetter(*p.ours, QByteArray("f1"), QByteArray("RuntimeException: boom\n#0 trace"), id), qint64(1));
        }
        cache::set(*p.ours, "user:1", "a:1:{}", p.now + 60);
        QCOMPARE(cache::increment(*p.ours, "counter", 5, std::nullopt).result.toInt(), 5);
        cache::tag(*p.ours, "users", "user:1");
        pubsub::publish(*p.ours, "orders", "{}");
        pubsub::publish(*p.ours, "orders", "{}");
        pubsub::subscribe(*p.ours, "sse");
        pubsub::resetSubscriber(*p.ours, 1, "sse");

        const QStringList a = readAll(*p.runtime);
        const QStringList b = readAll(*p.ours);
        QVERIFY(a.size() > 10);
        QCOMPARE(a, b);
    }

    void schemasAgree()
    {
        // Column names, types, NOT NULL and defaults match the runtime's DDL.
        auto runtime = Connection::openMemory();
        auto ours = Connection::openMemory();
        rawExec(*runtime, kRuntimeDdl);
        queue::install(*ours);
        cache::install(*ours);
        pubsub::install(*ours);
        for (const char *table : {"askr_jobs", "askr_failed_jobs", "askr_cache", "askr_cache_tags", "askr_events", "askr_subscribers"}) {
            QStringList a, b;
            for (const auto &c : database::tableColumns(*runtime, table))
                a << QStringLiteral("%1 %2 %3 %4 %5").arg(c.name.toDisplayString(), c.type.toDisplayString(), c.not_null.toDisplayString(),
                                                         c.default_value.toDisplayString(), c.pk.toDisplayString());
            for (const auto &c : database::tableColumns(*ours, table))
                b << QStringLiteral("%1 %2 %3 %4 %5").arg(c.name.toDisplayString(), c.type.toDisplayString(), c.not_null.toDisplayString(),
                                                         c.default_value.toDisplayString(), c.pk.toDisplayString());
            QVERIFY2(!a.isEmpty(), table);
            QCOMPARE(b, a);
        }
        for (const char *index : {"askr_jobs_claim", "askr_cache_expiry", "askr_cache_tags_key", "askr_events_chan"}) {
            QStringList a, b;
            for (const auto &c : database::indexColumns(*runtime, index))
                a << c.name.toDisplayString();
            for (const auto &c : database::indexColumns(*ours, index))
                b << c.name.toDisplayString();
            QVERIFY2(!a.isEmpty(), index);
            QCOMPARE(b, a);
        }
    }
};

QTEST_GUILESS_MAIN(TestCompat)
#include "tst_compat.moc"
