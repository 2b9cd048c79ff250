// A database written by the Askr runtime (its own DDL and statements, as
// recorded in shared/reference/askr-tables.md) reads through the generated,
// typed API exactly like one written through our contract operations.

#include "askr_contracts_api.h"
#include "runtimedb.h"

#include <QRegularExpression>
#include <QTest>

#include <sqlite3.h>

#include <map>

using namespace askr::contracts;
namespace runtime = askr::test::runtime;

namespace {

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
    // Page parameters by name: a positional list shifts silently when a
    // filter is added (the dead letters once went unread through a page size
    // of 0).
    queue::JobsPageParams jobs;
    jobs.page_size = 100;
    queue::FailedPageParams failed;
    failed.page_size = 100;
    for (const auto &r : queue::jobsPage(db, jobs))
        out << QStringLiteral("job %1 %2 %3 %4 %5 %6").arg(v(r.id), v(r.queue), v(r.job_name), v(r.state), v(r.attempts), v(r.payload_size));
    for (const auto &r : queue::failedPage(db, failed))
        out << QStringLiteral("failed %1 %2 %3 %4 %5").arg(v(r.id), v(r.uuid), v(r.queue), v(r.job_name), v(r.exception_head));
    for (const auto &r : cache::keysPage(db, cache::KeysPageParams{"", {}, {}, 100}))
        out << QStringLiteral("key %1 %2 %3 %4").arg(v(r.key), v(r.value_size), v(r.expires_at), v(r.tag_count));
    const auto stats = cache::cacheStats(db);
    out << QStringLiteral("stats %1 %2 %3").arg(v(stats.live), v(stats.expired), v(cache::cacheValueBytes(db).value_bytes));
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

// A database with the runtime's schema, written by nobody yet.
std::unique_ptr<Connection> runtimeDb()
{
    auto db = Connection::openMemory();
    runtime::exec(*db, runtime::Ddl);
    return db;
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
        runtime::exec(*p.runtime, runtime::Ddl);
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
        QVERIFY(!a.filter(QRegularExpression(QStringLiteral("^failed "))).isEmpty());
        QCOMPARE(a, b);
    }

    // ---- The runtime's own behaviour on its own databases (issue 16) -------

    // Locks the runtime took (owner bound as a BLOB) are released by the
    // owner the lock list shows, held or stale; the runtime's add then
    // acquires the key. A TEXT owner another client wrote works the same; a
    // counter whose digits equal the token is not an owner.
    void unlockReleasesTheRuntimesLocks()
    {
        auto db = runtimeDb();
        qint64 now = 1'700'000'000;
        db->setClock([&now] { return now; });
        const QByteArray held = "laravel_cache_laravel_unique_job:App\\Jobs\\SyncInventory42";
        const QByteArray stale = "laravel_cache_framework/schedule-0f1e2d";
        const QByteArray text = "laravel_cache_reports-lock";
        const QByteArray counter = "laravel_cache_rate-lock:10.0.0.1";
        QCOMPARE(runtime::run(*db, runtime::Add, {runtime::text(held), runtime::blob("Xk2mQ9vB7wLp3ZtR5yNc8HjD4fGs6aUe1iOq0rTy"), runtime::integer(60)}).size(), size_t(1));
        QCOMPARE(runtime::run(*db, runtime::Add, {runtime::text(stale), runtime::blob("owner-\xff\xfe"), runtime::integer(5)}).size(), size_t(1));
        runtime::exec(*db, "INSERT INTO askr_cache (key, value, expires_at) VALUES ('laravel_cache_reports-lock', 'text-owner', 1700000030)");
        runtime::exec(*db, "INSERT INTO askr_cache (key, value, expires_at) VALUES ('laravel_cache_rate-lock:10.0.0.1', 42, 1700000030)");
        now += 10; // the schedule lock is stale now

        // What the lock list shows is what unlocks.
        std::map<QByteArray, QByteArray> shown;
        for (const auto &r : cache::locks(*db, R"(["*lock*", "*laravel_unique_job:*", "*framework/schedule-*"])", "", 100))
            shown[r.key.toBytes()] = r.owner.toBytes();
        QCOMPARE(shown.size(), size_t(4));
        for (const QByteArray &key : {held, stale, text}) {
            QCOMPARE(cache::previewUnlock(*db, key, shown[key]).rows.toInt(), qint64(1));
            QCOMPARE(cache::unlock(*db, key, shown[key]), qint64(1));
            // The runtime's add takes the key now.
            QCOMPARE(runtime::run(*db, runtime::Add, {runtime::text(key), runtime::blob("next-owner"), runtime::integer(60)}).size(), size_t(1));
        }
        QCOMPARE(cache::previewUnlock(*db, counter, shown[counter]).rows.toInt(), qint64(0));
        QCOMPARE(cache::unlock(*db, counter, "42"), qint64(0));
        QCOMPARE(cache::get(*db, counter)->value, Value::integer(42));
        // The runtime's own release (owner as a BLOB) still matches ours.
        QCOMPARE(cache::unlock(*db, held, "next-owner"), qint64(1));
    }

    // Size is the runtime's size(): the jobs ready now, a lapsed reservation
    // included, delayed and reserved ones not.
    void sizeCountsReadyJobsAsTheRuntimeDoes()
    {
        auto db = runtimeDb();
        qint64 now = 1'700'000'000;
        db->setClock([&now] { return now; });
        for (int delay : {0, 0, 0, 60})
            runtime::run(*db, runtime::Enqueue, {runtime::text("mail"), runtime::blob("{}"), runtime::integer(delay)});
        runtime::run(*db, runtime::Claim, {runtime::integer(300), runtime::text("mail")}); // job 1 reserved
        runtime::run(*db, runtime::Claim, {runtime::integer(5), runtime::text("mail")});   // job 2, lapses
        runtime::run(*db, runtime::Enqueue, {runtime::text("other"), runtime::blob("{}"), runtime::integer(0)});
        now += 10;
        const qint64 expected = runtime::run(*db, runtime::Size, {runtime::text("mail")}).front().toInt();
        QCOMPARE(expected, qint64(2)); // jobs 2 and 3
        QCOMPARE(queue::size(*db, "mail").size.toInt(), expected);
        QCOMPARE(queue::laravelSizes(*db, "mail").pending.toInt(), expected);
        QCOMPARE(queue::size(*db, "nothing").size.toInt(), qint64(0));
    }

    // A ttl of 0 never expires, for the lock as for the runtime's set: a
    // second add does not take the lock, however much later.
    void lockWithTtlZeroNeverExpires()
    {
        auto db = runtimeDb();
        qint64 now = 1'700'000'000;
        db->setClock([&now] { return now; });
        QVERIFY(cache::lock(*db, "laravel_cache_deploy-lock", "first", 0).has_value());
        runtime::run(*db, runtime::Set, {runtime::text("runtime-forever"), runtime::blob("v"), runtime::integer(0)});
        cache::set(*db, "ours-forever", "v", std::nullopt);
        for (const char *key : {"laravel_cache_deploy-lock", "runtime-forever", "ours-forever"}) {
            const auto entry = cache::getWithTtl(*db, key);
            QVERIFY2(entry && entry->expires_at.isNull(), key);
        }
        now += 86400;
        QVERIFY(runtime::run(*db, runtime::Add, {runtime::text("laravel_cache_deploy-lock"), runtime::blob("second"), runtime::integer(0)}).empty());
        QVERIFY(!cache::lock(*db, "laravel_cache_deploy-lock", "third", 10).has_value());
        QCOMPARE(cache::get(*db, "laravel_cache_deploy-lock")->value, Value::blob(QByteArray("first"))); // as the runtime stores owners
    }

    // Flush empties both tables, as the runtime's does: a key set again
    // after it, untagged, survives the runtime's flush of its old tag.
    void flushLeavesNoTagMappings()
    {
        auto db = runtimeDb();
        runtime::run(*db, runtime::Set, {runtime::text("user:1"), runtime::blob("a:1:{}"), runtime::integer(0)});
        runtime::run(*db, runtime::Tag, {runtime::text("users"), runtime::text("user:1")});
        QCOMPARE(cache::flush(*db), qint64(1));
        QCOMPARE(cache::previewFlushAll(*db).tag_rows.toInt(), qint64(0));
        runtime::run(*db, runtime::Set, {runtime::text("user:1"), runtime::blob("a:1:{s:4:\"new\";}"), runtime::integer(0)});
        runtime::run(*db, runtime::FlushTagKeys, {runtime::text("users")});
        runtime::run(*db, runtime::FlushTagTags, {runtime::text("users")});
        QVERIFY(cache::get(*db, "user:1").has_value());
    }

    // LaravelSizes' oldest pending job is the smallest created_at among
    // the ready jobs, not the lowest id's (they differ after the clock
    // stepped back), and 0 when nothing is ready.
    void laravelSizesOldestPendingAsTheRuntime()
    {
        auto db = runtimeDb();
        qint64 now = 1'700'000'000;
        db->setClock([&now] { return now; });
        runtime::run(*db, runtime::Enqueue, {runtime::text("mail"), runtime::blob("{}"), runtime::integer(0)});
        now -= 500; // the clock steps back
        runtime::run(*db, runtime::Enqueue, {runtime::text("mail"), runtime::blob("{}"), runtime::integer(0)});
        now += 510;
        QCOMPARE(queue::laravelSizes(*db, "mail").oldest_pending_created_at.toInt(), qint64(1'699'999'500));
        runtime::run(*db, runtime::Claim, {runtime::integer(60), runtime::text("mail")});
        runtime::run(*db, runtime::Claim, {runtime::integer(60), runtime::text("mail")});
        const auto none = queue::laravelSizes(*db, "mail");
        QCOMPARE(none.reserved.toInt(), qint64(2));
        QCOMPARE(none.oldest_pending_created_at, Value::integer(0));
    }

    // Forgetting and re-timing selected keys, and resetting or deleting
    // selected subscribers, act on exactly those, whatever their bytes (keys
    // the runtime bound as TEXT, some not UTF-8), in one statement.
    void listActionsOnRuntimeKeysAndSubscribers()
    {
        auto db = runtimeDb();
        QList<QByteArray> selected;
        for (int i = 0; i < 5000; ++i) {
            const QByteArray key = "laravel_cache_user:" + QByteArray::number(i) + (i % 7 == 0 ? QByteArray("\xff\xfe") : QByteArray());
            runtime::run(*db, runtime::Set, {runtime::text(key), runtime::blob("v"), runtime::integer(i % 2 ? 60 : 0)});
            if (i % 2 == 0 || i % 7 == 0)
                selected << key;
        }
        const qint64 total = 5000;
        const QByteArray list = jsonStringArray(selected);
        QCOMPARE(cache::previewTouchKeys(*db, list).rows.toInt(), qint64(selected.size()));
        QCOMPARE(cache::touchKeys(*db, std::nullopt, list), qint64(selected.size()));
        QCOMPARE(cache::previewForgetKeys(*db, list).rows.toInt(), qint64(selected.size()));
        QCOMPARE(cache::forgetKeys(*db, list), qint64(selected.size()));
        QCOMPARE(cache::countKeys(*db, std::nullopt, std::nullopt).count.toInt(), total - selected.size());
        for (const QByteArray &key : selected)
            QVERIFY(runtime::run(*db, "SELECT 1 FROM askr_cache WHERE key = ?1", {runtime::text(key)}).empty());
        QVERIFY(!runtime::run(*db, "SELECT 1 FROM askr_cache WHERE key = ?1", {runtime::text("laravel_cache_user:1")}).empty());

        for (const QByteArray &name : {QByteArray("sse"), QByteArray("audit"), QByteArray("bin\xff"), QByteArray("search")})
            runtime::run(*db, runtime::Subscribe, {runtime::text(name)});
        const QByteArray names = jsonStringArray({"sse", "bin\xff", "gone"});
        QCOMPARE(pubsub::previewDeleteSubscribers(*db, names).rows.toInt(), qint64(2));
        QCOMPARE(pubsub::deleteSubscribers(*db, names), qint64(2));
        QStringList left;
        for (const auto &r : pubsub::subscribers(*db))
            left << r.name.toDisplayString();
        QCOMPARE(left, (QStringList{QStringLiteral("audit"), QStringLiteral("search")}));
    }

    // A NUL byte cannot travel in SQLite's JSON (\u0000 ends the string):
    // the list is refused instead of matching a shorter key.
    void keyListRefusesNulBytes()
    {
        QVERIFY_THROWS_EXCEPTION(Error, jsonStringArray({"a", QByteArray("a\0b", 3)}));
        QCOMPARE(jsonStringArray({"a\"b\\c", "\t\x01", "\xff"}), QByteArray("[\"a\\\"b\\\\c\",\"\\u0009\\u0001\",\"\xff\"]"));
    }

    void schemasAgree()
    {
        // Column names, types, NOT NULL and defaults match the runtime's DDL.
        auto runtime = Connection::openMemory();
        auto ours = Connection::openMemory();
        runtime::exec(*runtime, runtime::Ddl);
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
