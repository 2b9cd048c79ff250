// Schemas the app did not write: no askr tables, a missing column, extra
// columns (which must work, operations included), other declared types, and
// rows a foreign client wrote with NULLs and odd types. Every page and every
// read operation must still load, and nothing may be changed behind the
// user's back.

#include "views/actionrunner.h"
#include "operations/database/schemas.h"
#include "apptour.h"
#include "readall.h"

#include "models/cache/cachekeysmodel.h"

#include <QAbstractItemModelTester>

#include <QLabel>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>

using namespace askr;
using namespace askr::robust;

namespace {

struct Tour {
    QList<PageVisit> visits;
    QString failures;
    int failureCount = 0;
    storage::SchemaReport schema;
    QString problem;
};

// Opens path in the real main window, visits every page, and reports.
Tour tour(const QString &path, storage::OpenMode mode = storage::OpenMode::ReadOnlyLive)
{
    Tour t;
    app::MainWindow w;
    w.show();
    auto *view = w.openDatabase(path, mode);
    FailureLog failures(view->session());
    if (!QTest::qWaitFor([view] { return view->session()->schema().inspected; }, 10000))
        return t;
    t.visits = visitEveryPage(w, view);
    waitIdle(view->session());
    t.failures = failures.text();
    t.failureCount = int(failures.failures.size());
    t.schema = view->session()->schema();
    t.problem = view->problem();
    return t;
}

bool allShown(const QList<PageVisit> &visits)
{
    for (const auto &v : visits)
        if (!v.shown)
            return false;
    return !visits.isEmpty();
}


} // namespace

class TestSchemas : public QObject
{
    Q_OBJECT
    QTemporaryDir m_tmp;
    int m_n = 0;
    QString freshPath() { return m_tmp.filePath(QStringLiteral("db%1.sqlite").arg(++m_n)); }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("askr-robust-test"));
        QSettings().clear();
        views::setConfirmHandler([](const QString &, const QString &, const QString &) { return true; });
        views::setNotifyHandler([](const QString &, const QString &, bool) {});
    }

    void noAskrTables()
    {
        const QString path = freshPath();
        {
            auto db = openRw(path);
            sql(*db, "CREATE TABLE users (id INTEGER PRIMARY KEY, email TEXT); INSERT INTO users (email) VALUES ('a@example.org');"
                     "CREATE TABLE jobs (id INTEGER PRIMARY KEY, payload TEXT);"); // Laravel's own queue table: not ours
        }
        const auto before = fingerprint(m_tmp.path());
        app::MainWindow w;
        w.show();
        auto *view = w.openDatabase(path); // read-write: the file allows it
        FailureLog failures(view->session());
        QTRY_VERIFY_WITH_TIMEOUT(view->session()->schema().inspected, 10000);
        QVERIFY(view->session()->schema().empty());
        const auto visits = visitEveryPage(w, view);
        for (const auto &v : visits)
            QVERIFY2(!v.shown, qPrintable(describe(visits))); // the explanation, not empty pages
        bool explained = false;
        for (QLabel *l : view->findChildren<QLabel *>())
            explained = explained || (l->isVisibleTo(view) && l->text().contains(QLatin1String("holds no askr_jobs, askr_cache or askr_events tables")));
        QVERIFY(explained);
        // Nothing may fail; in particular no page may count its table before
        // the schema says whether it exists.
        QStringList premature, other;
        for (const auto &f : std::as_const(failures.failures))
            (f.message.startsWith(QLatin1String("no such table")) ? premature : other) << f.operation + QLatin1String(": ") + f.message;
        QVERIFY2(other.isEmpty(), qPrintable(other.join(QLatin1Char('\n'))));
        QVERIFY2(premature.isEmpty(), qPrintable(premature.join(QStringLiteral("; "))));
        QCOMPARE(fingerprint(m_tmp.path()), before);
    }

    void missingColumn_data()
    {
        QTest::addColumn<QString>("contract");
        QTest::addColumn<QString>("ddl"); // run after a full install
        QTest::addColumn<QString>("error");
        QTest::newRow("askr_jobs without priority")
            << "queue" << "DROP INDEX askr_jobs_claim; ALTER TABLE askr_jobs DROP COLUMN priority; CREATE INDEX askr_jobs_claim ON askr_jobs (queue, reserved_until, available_at, id);"
            << "askr_jobs has no column priority";
        QTest::newRow("askr_failed_jobs without exception") << "queue" << "ALTER TABLE askr_failed_jobs DROP COLUMN exception;" << "askr_failed_jobs has no column exception";
        QTest::newRow("askr_cache without expires_at")
            << "cache" << "DROP VIEW askr_cache_live; DROP INDEX askr_cache_expiry; ALTER TABLE askr_cache DROP COLUMN expires_at; CREATE VIEW askr_cache_live AS SELECT key, value FROM askr_cache;"
            << "askr_cache has no column expires_at";
        QTest::newRow("askr_events without created_at") << "pubsub" << "ALTER TABLE askr_events DROP COLUMN created_at;" << "askr_events has no column created_at";
        QTest::newRow("askr_subscribers without cursor") << "pubsub" << "ALTER TABLE askr_subscribers DROP COLUMN cursor;" << "askr_subscribers has no column cursor";
    }
    void missingColumn()
    {
        QFETCH(QString, contract);
        QFETCH(QString, ddl);
        QFETCH(QString, error);
        const QString path = freshPath();
        {
            auto db = openRw(path);
            populate(*db);
            sql(*db, ddl.toUtf8().constData());
        }
        const auto before = fingerprint(m_tmp.path());
        const Tour t = tour(path, storage::OpenMode::ReadWrite);
        QVERIFY(t.schema.inspected);
        const storage::PrimitiveReport *broken = contract == QLatin1String("queue") ? &t.schema.queue : contract == QLatin1String("cache") ? &t.schema.cache : &t.schema.pubsub;
        QVERIFY(!broken->present);
        QVERIFY(broken->missingColumns);
        QVERIFY2(broken->errors.join(QLatin1Char('\n')).contains(error), qPrintable(broken->errors.join(QLatin1Char('\n'))));
        // The other primitives are untouched by it.
        for (const auto *p : {&t.schema.queue, &t.schema.cache, &t.schema.pubsub})
            if (p != broken)
                QVERIFY2(p->present, qPrintable(p->contract));
        QVERIFY(allShown(t.visits));
        // A page that still asks for the missing column gets SQLite's
        // message naming it; nothing else may fail.
        const QString column = error.section(QLatin1Char(' '), -1);
        for (const QString &line : t.failures.split(QLatin1Char('\n'), Qt::SkipEmptyParts))
            QVERIFY2(line.contains(column), qPrintable(t.failures));
        qInfo().noquote() << "failures:" << t.failureCount << t.failures.left(300);
        // Adding missing tables never alters a table that lacks a column.
        {
            QObject ctx;
            auto *s = openSession(path, storage::OpenMode::ReadWrite, &ctx);
            bool done = false;
            int installed = -1;
            const QStringList missing = operations::database::missingContracts(s->schema());
            s->write(&ctx, operations::database::SchemaActions::installTables(path, missing).apply, [&](qint64 n) { installed = int(n), done = true; },
                     [&](const storage::Failure &) { done = true; });
            QTRY_VERIFY_WITH_TIMEOUT(done, 10000);
            QCOMPARE(installed, 0);
        }
        QCOMPARE(fingerprint(m_tmp.path()), before);
    }

    // Extra columns are tolerated: the runtime's and the app's operations
    // run with exact results.
    void extraColumns()
    {
        const QString path = freshPath();
        auto db = openRw(path);
        contracts::queue::install(*db);
        contracts::cache::install(*db);
        contracts::pubsub::install(*db);
        sql(*db, "ALTER TABLE askr_jobs ADD COLUMN tenant TEXT DEFAULT 'acme';"
                 "ALTER TABLE askr_failed_jobs ADD COLUMN connection TEXT;"
                 "ALTER TABLE askr_failed_jobs ADD COLUMN retried INTEGER NOT NULL DEFAULT 0;"
                 "ALTER TABLE askr_cache ADD COLUMN created_at INTEGER;"
                 "ALTER TABLE askr_cache_tags ADD COLUMN note TEXT;"
                 "ALTER TABLE askr_events ADD COLUMN origin TEXT DEFAULT 'web';"
                 "ALTER TABLE askr_subscribers ADD COLUMN host BLOB;");
        populate(*db, 0, 0, 0, 0);
        // The runtime's operations.
        for (int i = 0; i < 10; ++i)
            contracts::queue::enqueue(*db, "mail", "{\"displayName\":\"A\"}", 0, 0, 1);
        auto claimed = contracts::queue::claim(*db, 60, "mail");
        QVERIFY(claimed);
        QCOMPARE(contracts::queue::deadLetter(*db, "u-1", "E", claimed->id.toInt()), 1);
        claimed = contracts::queue::claim(*db, 60, "mail");
        QCOMPARE(contracts::queue::ack(*db, claimed->id.toInt()), 1);
        claimed = contracts::queue::claim(*db, 60, "mail");
        QCOMPARE(contracts::queue::release(*db, 0, claimed->id.toInt()), 1);
        claimed = contracts::queue::claim(*db, 600, "mail"); // stays reserved
        const qint64 reservedId = claimed->id.toInt();
        for (int i = 0; i < 4; ++i) {
            auto c = contracts::queue::claim(*db, 60, "mail");
            QCOMPARE(contracts::queue::deadLetter(*db, "u", "E", c->id.toInt()), 1);
        }
        contracts::cache::set(*db, "k1", "v", std::nullopt);
        contracts::cache::set(*db, "k2", "v", db->now() - 10);
        QCOMPARE(contracts::cache::increment(*db, "hits", 3, std::nullopt).result.toInt(), 3);
        QVERIFY(contracts::cache::lock(*db, "laravel_unique_job:x", "me", 60));
        QCOMPARE(contracts::cache::tag(*db, "t", "k1"), 1);
        QCOMPARE(contracts::cache::get(*db, "k1")->value.toBytes(), QByteArray("v"));
        contracts::pubsub::subscribe(*db, "s1");
        for (int i = 0; i < 20; ++i)
            contracts::pubsub::publish(*db, "c", "{}");
        QCOMPARE(contracts::pubsub::ack(*db, 5, "s1"), 1);
        QCOMPARE(contracts::pubsub::tail(*db, 0, 256).size(), size_t(20));

        QObject ctx;
        auto *s = openSession(path, storage::OpenMode::ReadWrite, &ctx);
        QVERIFY(s->schema().hasQueue() && s->schema().hasCache() && s->schema().hasPubSub());
        QVERIFY2(s->schema().messages().join(QLatin1Char('\n')).contains(QLatin1String("askr_jobs has an extra column tenant (tolerated)")),
                 qPrintable(s->schema().messages().join(QLatin1Char('\n'))));
        storage::Failure f;
        // Everything reads.
        auto all = onWorker(s, [](contracts::Connection &c) { return readEverything(c); }, &f);
        QVERIFY2(all, qPrintable(f.message));
        QCOMPARE(all->jobs, 4);
        QCOMPARE(all->failed, 5);
        QCOMPARE(all->keys, 5); // k1, k2 (expired, not swept), hits and two locks
        QCOMPARE(all->events, 20);
        QCOMPARE(all->subscribers, 2);
        // The app's operations, with exact counts.
        auto changed = onWorker(s, [reservedId](contracts::Connection &c) {
            QList<qint64> n;
            n << contracts::queue::releaseReservation(c, reservedId);
            n << contracts::queue::retryFailedIds(c, "[1]"); // the first dead letter's id
            n << contracts::queue::retryFailed(c, std::nullopt, std::nullopt, std::nullopt, std::nullopt, std::nullopt, std::nullopt, std::nullopt);
            n << contracts::cache::sweep(c);
            n << contracts::cache::flushTag(c, "t");
            n << contracts::pubsub::trimSize(c, 5);
            n << contracts::pubsub::resetSubscriber(c, 0, "s1");
            return n;
        }, &f, true);
        QVERIFY2(changed, qPrintable(f.message));
        QCOMPARE(*changed, (QList<qint64>{1, 1, 4, 1, 1, 15, 1}));
        QCOMPARE(scalar(*db, "SELECT count(*) FROM askr_jobs"), 9);
        QCOMPARE(scalar(*db, "SELECT count(*) FROM askr_failed_jobs"), 0);
        QCOMPARE(scalar(*db, "SELECT count(*) FROM askr_jobs WHERE tenant = 'acme'"), 9); // defaults apply to moved rows
        QCOMPARE(scalar(*db, "SELECT count(*) FROM askr_events"), 5);

        const Tour t = tour(path);
        QVERIFY2(allShown(t.visits), qPrintable(describe(t.visits)));
        QVERIFY2(t.failureCount == 0, qPrintable(t.failures));
    }

    // An extra NOT NULL column without a default makes the retry's INSERT
    // impossible: it fails as a whole, with the constraint named.
    void extraRequiredColumnFailsAtomically()
    {
        const QString path = freshPath();
        {
            auto db = openRw(path);
            sql(*db, "CREATE TABLE askr_jobs (id INTEGER PRIMARY KEY AUTOINCREMENT, queue TEXT NOT NULL DEFAULT 'default', payload BLOB NOT NULL,"
                     " priority INTEGER NOT NULL DEFAULT 0, available_at INTEGER NOT NULL, reserved_until INTEGER, attempts INTEGER NOT NULL DEFAULT 0,"
                     " max_attempts INTEGER NOT NULL DEFAULT 25, created_at INTEGER NOT NULL DEFAULT (unixepoch()), tenant TEXT NOT NULL);");
            contracts::queue::install(*db);
            sql(*db, "INSERT INTO askr_failed_jobs (uuid, queue, payload, exception, attempts) VALUES ('a', 'q', x'01', 'E', 1), ('b', 'q', x'02', 'E', 1);");
        }
        const auto before = fingerprint(m_tmp.path());
        QObject ctx;
        auto *s = openSession(path, storage::OpenMode::ReadWrite, &ctx);
        QVERIFY(s->schema().hasQueue());
        storage::Failure f;
        auto moved = onWorker(s, [](contracts::Connection &c) { return contracts::queue::retryFailed(c, std::nullopt, std::nullopt, std::nullopt, std::nullopt, std::nullopt, std::nullopt, std::nullopt); }, &f, true);
        QVERIFY(!moved);
        QVERIFY2(f.message.contains(QLatin1String("NOT NULL constraint failed: askr_jobs.tenant")), qPrintable(f.message));
        QVERIFY2(f.message.contains(QLatin1String("nothing was changed")), qPrintable(f.message));
        QCOMPARE(scalarOf(path, "SELECT count(*) FROM askr_failed_jobs"), 2);
        QCOMPARE(scalarOf(path, "SELECT count(*) FROM askr_jobs"), 0);
        delete s;
        QCOMPARE(fingerprint(m_tmp.path()), before);
    }

    // Declared types other than the contract's: warned about, read as
    // stored, and the operations still work.
    void otherColumnTypes()
    {
        const QString path = freshPath();
        auto db = openRw(path);
        sql(*db, "CREATE TABLE askr_jobs (id INTEGER PRIMARY KEY AUTOINCREMENT, queue VARCHAR(255) NOT NULL DEFAULT 'default', payload TEXT NOT NULL,"
                 " priority REAL NOT NULL DEFAULT 0, available_at REAL NOT NULL, reserved_until NUMERIC, attempts INT NOT NULL DEFAULT 0,"
                 " max_attempts BIGINT NOT NULL DEFAULT 25, created_at DATETIME NOT NULL DEFAULT (unixepoch()));"
                 "CREATE TABLE askr_failed_jobs (id INTEGER PRIMARY KEY AUTOINCREMENT, uuid CHAR(36), queue TEXT NOT NULL, payload LONGTEXT NOT NULL,"
                 " exception BLOB, attempts TEXT NOT NULL, failed_at TIMESTAMP NOT NULL DEFAULT (unixepoch()));"
                 "CREATE TABLE askr_cache (key BLOB PRIMARY KEY, value TEXT NOT NULL, expires_at REAL);"
                 "CREATE TABLE askr_events (seq INTEGER PRIMARY KEY AUTOINCREMENT, channel VARCHAR NOT NULL, payload JSON NOT NULL, created_at REAL NOT NULL DEFAULT (unixepoch()));"
                 "CREATE TABLE askr_subscribers (name TEXT PRIMARY KEY, cursor REAL NOT NULL DEFAULT 0, updated_at INTEGER NOT NULL DEFAULT (unixepoch()));");
        populate(*db, 20, 6, 10, 15);
        QObject ctx;
        auto *s = openSession(path, storage::OpenMode::ReadWrite, &ctx);
        QVERIFY(s->schema().hasQueue() && s->schema().hasCache() && s->schema().hasPubSub());
        QVERIFY2(s->schema().messages().join(QLatin1Char('\n')).contains(QLatin1String("askr_jobs.available_at is declared REAL instead of INTEGER")),
                 qPrintable(s->schema().messages().join(QLatin1Char('\n'))));
        storage::Failure f;
        auto all = onWorker(s, [](contracts::Connection &c) { return readEverything(c); }, &f);
        QVERIFY2(all, qPrintable(f.message));
        QCOMPARE(all->jobs, 20);
        QCOMPARE(all->failed, 6);
        QCOMPARE(all->keys, 11); // ten keys and the lock
        QCOMPARE(all->locks, 1);
        QCOMPARE(all->events, 15);
        auto changed = onWorker(s, [](contracts::Connection &c) {
            return contracts::queue::retryFailed(c, std::nullopt, std::nullopt, std::nullopt, std::nullopt, std::nullopt, std::nullopt, std::nullopt) * 1000 + contracts::pubsub::trimSize(c, 10);
        }, &f, true);
        QVERIFY2(changed, qPrintable(f.message));
        QCOMPARE(*changed, 6 * 1000 + 5);
        QCOMPARE(scalar(*db, "SELECT count(*) FROM askr_jobs"), 26);
        const Tour t = tour(path);
        QVERIFY2(allShown(t.visits), qPrintable(describe(t.visits)));
        QVERIFY2(t.failureCount == 0, qPrintable(t.failures));
    }

    // Rows another client wrote without the runtime's care: TEXT payloads,
    // REAL and TEXT times, NULL exceptions and uuids, numbers as text,
    // non-JSON and binary payloads, BLOB keys and channels.
    void foreignRows()
    {
        const QString path = freshPath();
        auto db = openRw(path);
        populate(*db, 5, 2, 5, 5);
        sql(*db,
            "INSERT INTO askr_jobs (queue, payload, priority, available_at, reserved_until, attempts, max_attempts, created_at) VALUES"
            " ('default', '{\"displayName\":\"App\\\\Jobs\\\\Text\"}', 0, 1700000000.5, NULL, 0, 25, 1700000000),"  // TEXT payload, REAL time
            " ('default', 'not json at all', 1.5, 'soon', '', '3', 25, 'yesterday'),"                                  // text where numbers belong
            " (x'ff00fe', x'00ff00ff', -7, -1, -5, -1, 0, -100),"                                                       // BLOB queue, binary payload
            " ('default', '{\"displayName\":', 9223372036854775807, 9223372036854775807, 9223372036854775807, 0, 25, 0),"
            " ('default', '[1,2,3]', 0, -9223372036854775808, NULL, 9223372036854775807, -9223372036854775808, 1e300);"
            "INSERT INTO askr_failed_jobs (uuid, queue, payload, exception, attempts, failed_at) VALUES"
            " (NULL, 'default', 'plain text payload', NULL, 1, 1700000000.25),"
            " (x'01', x'ff', x'c3', x'0a0a', 'many', 'when'),"
            " ('u', 'default', '{\"displayName\":null,\"data\":{\"command\":\"O:8:\\\"stdClass\\\":0:{}\"}}', '', -1, -1);"
            "INSERT INTO askr_cache (key, value, expires_at) VALUES"
            " (x'6b6579ff', 'text value', NULL), ('real', 3.25, 1e18), ('int', 42, 'never'), ('null-ish', x'', -5), ('neg', 'x', -9223372036854775808);"
            "INSERT INTO askr_cache_tags (tag, key) VALUES (x'74ff', 'real'), ('t', x'6b6579ff'), ('t', 'gone');"
            "INSERT INTO askr_events (channel, payload, created_at) VALUES (x'6368ff', 'text payload', 1.5), ('orders', x'00', 'later'), ('orders', '{\"event\":[]}', -1);"
            "INSERT INTO askr_subscribers (name, cursor, updated_at) VALUES (x'6e616d65ff', '12', 1.5), ('float', 3.75, 'now'), ('neg', -9223372036854775808, 0);");
        const auto before = fingerprint(m_tmp.path());
        QObject ctx;
        auto *s = openSession(path, storage::OpenMode::ReadOnlyLive, &ctx);
        storage::Failure f;
        auto all = onWorker(s, [](contracts::Connection &c) { return readEverything(c); }, &f);
        QVERIFY2(all, qPrintable(f.message));
        QCOMPARE(all->jobs, 10);
        QCOMPARE(all->failed, 5);
        QCOMPARE(all->keys, 11); // five set, the lock, five foreign
        QCOMPARE(all->events, 8);
        QCOMPARE(all->subscribers, 4);
        // Bytes that are not UTF-8 are shown escaped, not replaced.
        QVERIFY(all->shown.contains(QStringLiteral("key\\xff")));
        delete s;

        const Tour t = tour(path);
        QVERIFY2(allShown(t.visits), qPrintable(describe(t.visits)));
        QVERIFY2(t.failureCount == 0, qPrintable(t.failures));
        QCOMPARE(fingerprint(m_tmp.path()), before);

        // And the admin operations cope with them (read-write this time).
        auto *rw = openSession(path, storage::OpenMode::ReadWrite, &ctx);
        auto moved = onWorker(rw, [](contracts::Connection &c) { return contracts::queue::retryFailed(c, std::nullopt, std::nullopt, std::nullopt, std::nullopt, std::nullopt, std::nullopt, std::nullopt); }, &f, true);
        QVERIFY2(moved, qPrintable(f.message));
        QCOMPARE(*moved, 5);
        QCOMPARE(scalar(*db, "SELECT count(*) FROM askr_jobs"), 15);
        // The odd payload bytes moved unchanged.
        QCOMPARE(scalar(*db, "SELECT count(*) FROM askr_jobs WHERE payload = x'c3'"), 1);
    }

    // Keys a foreign client stored as BLOBs (the runtime binds TEXT): the
    // key browser must list each key once, across page boundaries too.
    void blobKeysInTheKeyBrowser()
    {
        const QString path = freshPath();
        constexpr int TextKeys = 50, BlobKeys = 450; // more BLOB keys than two pages hold
        {
            auto db = openRw(path);
            contracts::cache::install(*db);
            sql(*db, "WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < 49) "
                     "INSERT INTO askr_cache (key, value) SELECT 'text-' || printf('%03d', i), x'00' FROM n;"
                     "WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < 449) "
                     "INSERT INTO askr_cache (key, value) SELECT CAST('blob-' || printf('%03d', i) AS BLOB), x'00' FROM n;");
        }
        QObject ctx;
        auto *s = openSession(path, storage::OpenMode::ReadOnlyLive, &ctx);
        models::CacheKeysModel model(s);
        QAbstractItemModelTester tester(&model);
        model.reload();
        QTRY_COMPARE_WITH_TIMEOUT(model.total(), qint64(TextKeys + BlobKeys), 10000);
        QSet<QByteArray> seen;
        int duplicates = 0;
        for (int row = 0; row < model.rowCount(); ++row) {
            const QModelIndex index = model.index(row, models::CacheKeysModel::KeyColumn);
            QTRY_VERIFY_WITH_TIMEOUT(model.data(index, models::PagedTableModel::LoadedRole).toBool(), 10000);
            const QByteArray key = model.data(index, models::CacheKeysModel::RawKeyRole).value<contracts::Value>().toBytes();
            duplicates += seen.contains(key) ? 1 : 0;
            seen.insert(key);
        }
        qInfo("%d rows, %d distinct keys, %d repeated", model.rowCount(), int(seen.size()), duplicates);
        QEXPECT_FAIL("", "KeysPage binds :after_key as TEXT and every BLOB sorts after every TEXT, so paging restarts at the first BLOB key (reported)",
                     Continue);
        QCOMPARE(int(seen.size()), TextKeys + BlobKeys);
    }
};

QTEST_MAIN(TestSchemas)
#include "tst_schemas.moc"
