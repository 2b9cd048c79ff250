// Schema detection: which primitives a database holds, and a clear
// diagnosis of each problem (missing columns are errors, extra columns are
// tolerated, missing indexes are warnings), compared with the documents.

#include "askr_contracts_api.h"
#include "storage/schemareport.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <sqlite3.h>

using namespace askr;

namespace {
std::unique_ptr<contracts::Connection> memoryWith(const char *sql)
{
    auto db = contracts::Connection::openMemory();
    if (sql)
        sqlite3_exec(db->handle(), sql, nullptr, nullptr, nullptr);
    return db;
}
} // namespace

class TestSchemaReport : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void complete()
    {
        auto db = contracts::Connection::openMemory();
        contracts::queue::install(*db);
        contracts::cache::install(*db);
        contracts::pubsub::install(*db);
        const auto r = storage::inspectSchema(*db);
        QVERIFY(r.hasQueue() && r.hasCache() && r.hasPubSub());
        QCOMPARE(r.issueCount(), 0);
        // Each primitive's tables, as its contract document creates them
        // (what a server's change feed is opened for).
        QCOMPARE(r.queue.tables, (QStringList{QStringLiteral("askr_failed_jobs"), QStringLiteral("askr_jobs")}));
        QCOMPARE(r.cache.tables, (QStringList{QStringLiteral("askr_cache"), QStringLiteral("askr_cache_tags")}));
        QCOMPARE(r.pubsub.tables, (QStringList{QStringLiteral("askr_events"), QStringLiteral("askr_subscribers")}));
    }

    void diagnoses_data()
    {
        QTest::addColumn<QByteArray>("sql");
        QTest::addColumn<bool>("queuePresent");
        QTest::addColumn<QString>("message");

        QTest::newRow("missing column")
            << QByteArray("CREATE TABLE askr_jobs (id INTEGER PRIMARY KEY AUTOINCREMENT, queue TEXT NOT NULL DEFAULT 'default', payload BLOB NOT NULL,"
                          " priority INTEGER NOT NULL DEFAULT 0, available_at INTEGER NOT NULL, attempts INTEGER NOT NULL DEFAULT 0,"
                          " max_attempts INTEGER NOT NULL DEFAULT 25, created_at INTEGER NOT NULL DEFAULT (unixepoch()));"
                          "CREATE TABLE askr_failed_jobs (id INTEGER PRIMARY KEY AUTOINCREMENT, uuid TEXT, queue TEXT NOT NULL, payload BLOB NOT NULL,"
                          " exception TEXT, attempts INTEGER NOT NULL, failed_at INTEGER NOT NULL DEFAULT (unixepoch()));")
            << false << QStringLiteral("askr_jobs has no column reserved_until: not a v1 queue.");
        QTest::newRow("extra column is tolerated")
            << QByteArray("CREATE TABLE askr_jobs (id INTEGER PRIMARY KEY AUTOINCREMENT, queue TEXT NOT NULL DEFAULT 'default', payload BLOB NOT NULL,"
                          " priority INTEGER NOT NULL DEFAULT 0, available_at INTEGER NOT NULL, reserved_until INTEGER, attempts INTEGER NOT NULL DEFAULT 0,"
                          " max_attempts INTEGER NOT NULL DEFAULT 25, created_at INTEGER NOT NULL DEFAULT (unixepoch()), tenant TEXT);"
                          "CREATE INDEX askr_jobs_claim ON askr_jobs (queue, reserved_until, priority DESC, available_at, id);"
                          "CREATE TABLE askr_failed_jobs (id INTEGER PRIMARY KEY AUTOINCREMENT, uuid TEXT, queue TEXT NOT NULL, payload BLOB NOT NULL,"
                          " exception TEXT, attempts INTEGER NOT NULL, failed_at INTEGER NOT NULL DEFAULT (unixepoch()));")
            << true << QStringLiteral("askr_jobs has an extra column tenant (tolerated).");
        QTest::newRow("missing index is a warning")
            << QByteArray("CREATE TABLE askr_jobs (id INTEGER PRIMARY KEY AUTOINCREMENT, queue TEXT NOT NULL DEFAULT 'default', payload BLOB NOT NULL,"
                          " priority INTEGER NOT NULL DEFAULT 0, available_at INTEGER NOT NULL, reserved_until INTEGER, attempts INTEGER NOT NULL DEFAULT 0,"
                          " max_attempts INTEGER NOT NULL DEFAULT 25, created_at INTEGER NOT NULL DEFAULT (unixepoch()));"
                          "CREATE TABLE askr_failed_jobs (id INTEGER PRIMARY KEY AUTOINCREMENT, uuid TEXT, queue TEXT NOT NULL, payload BLOB NOT NULL,"
                          " exception TEXT, attempts INTEGER NOT NULL, failed_at INTEGER NOT NULL DEFAULT (unixepoch()));")
            << true << QStringLiteral("Index askr_jobs_claim on askr_jobs is missing: counts and pages will be slow on large tables.");
        QTest::newRow("missing table")
            << QByteArray("CREATE TABLE askr_failed_jobs (id INTEGER PRIMARY KEY AUTOINCREMENT, uuid TEXT, queue TEXT NOT NULL, payload BLOB NOT NULL,"
                          " exception TEXT, attempts INTEGER NOT NULL, failed_at INTEGER NOT NULL DEFAULT (unixepoch()));")
            << false << QStringLiteral("Table askr_jobs is missing: not a v1 queue.");
    }
    void diagnoses()
    {
        QFETCH(QByteArray, sql);
        QFETCH(bool, queuePresent);
        QFETCH(QString, message);
        auto db = memoryWith(sql.constData());
        const auto r = storage::inspectSchema(*db);
        QVERIFY(r.error.isEmpty());
        QCOMPARE(r.hasQueue(), queuePresent);
        const QString all = r.messages().join(QLatin1Char('\n'));
        QVERIFY2(all.contains(message), qPrintable(all));
        QVERIFY(!r.hasCache());
    }

    void noAskrTables()
    {
        auto db = memoryWith("CREATE TABLE users (id INTEGER PRIMARY KEY);");
        const auto r = storage::inspectSchema(*db);
        QVERIFY(r.error.isEmpty());
        QVERIFY(r.empty());
        QCOMPARE(r.issueCount(), 0);
    }

    void badFiles_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<bool>("notSqlite");
        QTest::addColumn<bool>("empty");
        QTest::newRow("text file") << QByteArray("hello, this is not a database\n").repeated(200) << true << false;
        QTest::newRow("empty file") << QByteArray() << false << true;
        QByteArray header("SQLite format 3\0", 16);
        QTest::newRow("truncated SQLite header") << header + QByteArray(84, '\0') << true << false;
    }
    void badFiles()
    {
        QFETCH(QByteArray, content);
        QFETCH(bool, notSqlite);
        QFETCH(bool, empty);
        QTemporaryDir tmp;
        const QString path = tmp.filePath(QStringLiteral("bad.sqlite"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(content);
        f.close();
        auto db = contracts::Connection::open(QFile::encodeName(path), SQLITE_OPEN_READONLY);
        const auto r = storage::inspectSchema(*db);
        QCOMPARE(r.notSqlite, notSqlite);
        if (empty) {
            QVERIFY(r.error.isEmpty());
            QVERIFY(r.empty()); // an empty file is an empty database
        } else {
            QVERIFY(!r.error.isEmpty());
        }
        if (notSqlite)
            QVERIFY2(r.error.contains(QStringLiteral("not a SQLite database")), qPrintable(r.error));
    }
};

QTEST_GUILESS_MAIN(TestSchemaReport)
#include "tst_schemareport.moc"
