// The database contract: change detection, read-only connections, schema
// introspection and integrity, run from the document.

#include "contractharness.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <sqlite3.h>

using namespace askr;
using namespace askr::test;
using contracts::Connection;

class ConformanceDatabase : public QObject
{
    Q_OBJECT
private:
    ContractHarness h;

    QStringList column(const contracts::Result &r, const char *name)
    {
        QStringList out;
        for (size_t i = 0; i < r.rows.size(); ++i)
            out << r.at(i, name).toDisplayString();
        return out;
    }

private Q_SLOTS:
    void cleanup() { ContractHarness::stopAtAFailureIfAsked(); }
    void initTestCase() { QVERIFY2(h.diagnostics().empty(), qPrintable(h.diagnosticText())); }

    void dataVersionSeesOtherConnectionsOnly()
    {
        QTemporaryDir tmp;
        const QByteArray path = QFile::encodeName(tmp.filePath(QStringLiteral("dv.sqlite")));
        auto watcher = Connection::open(path, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
        auto writer = Connection::open(path, SQLITE_OPEN_READWRITE);
        const auto &op = h.op("database", "DataVersion");
        h.run("database", "DataVersion");
        auto version = [&](Connection &db) { return contracts::execute(db, op, {}).at(0, "data_version").toInt(); };
        const qint64 v0 = version(*watcher);
        QCOMPARE(version(*watcher), v0); // nothing changed
        sqlite3_exec(watcher->handle(), "CREATE TABLE mine (x)", nullptr, nullptr, nullptr);
        QCOMPARE(version(*watcher), v0); // our own commit does not count
        sqlite3_exec(writer->handle(), "CREATE TABLE theirs (x)", nullptr, nullptr, nullptr);
        QVERIFY(version(*watcher) != v0);
    }

    void queryOnlyRefusesWrites()
    {
        h.reset();
        h.run("database", "QueryOnly");
        QVERIFY_THROWS_EXCEPTION(contracts::Error, h.run("queue", "Enqueue", {{"queue", T("q")}, {"payload", B("{}")}, {"priority", I(0)}, {"delay", I(0)}, {"max_attempts", I(3)}}));
        QCOMPARE(h.scalar("SELECT count(*) FROM askr_jobs"), qint64(0));
    }

    void schemaObjects()
    {
        h.reset();
        sqlite3_exec(h.db().handle(), "CREATE TABLE zeta (a); CREATE TRIGGER trg AFTER INSERT ON zeta BEGIN SELECT 1; END;", nullptr, nullptr, nullptr);
        const auto r = h.run("database", "SchemaObjects");
        const QStringList types = column(r, "type");
        const QStringList names = column(r, "name");
        // Ordered by type, then name; internal objects (sqlite_sequence is a
        // table, autoindexes are indexes) are listed like any other.
        QStringList sorted;
        for (int i = 0; i < types.size(); ++i)
            sorted << types[i] + QLatin1Char(' ') + names[i];
        QStringList expected = sorted;
        std::sort(expected.begin(), expected.end());
        QCOMPARE(sorted, expected);
        QVERIFY(sorted.contains(QStringLiteral("table askr_jobs")));
        QVERIFY(sorted.contains(QStringLiteral("view askr_cache_live")));
        QVERIFY(sorted.contains(QStringLiteral("index askr_jobs_claim")));
        QVERIFY(sorted.contains(QStringLiteral("trigger trg")));
        QCOMPARE(r.at(size_t(names.indexOf(QStringLiteral("askr_jobs_claim"))), "table_name").toDisplayString(), QStringLiteral("askr_jobs"));
        QVERIFY(types.first() == QStringLiteral("index")); // "index" < "table" < "trigger" < "view"
        QCOMPARE(types.last(), QStringLiteral("view"));
    }

    void tableAndIndexColumns()
    {
        h.reset();
        const auto cols = h.run("database", "TableColumns", {{"table_name", T("askr_jobs")}});
        QCOMPARE(column(cols, "name"), (QStringList{QStringLiteral("id"), QStringLiteral("queue"), QStringLiteral("payload"), QStringLiteral("priority"),
                                                    QStringLiteral("available_at"), QStringLiteral("reserved_until"), QStringLiteral("attempts"),
                                                    QStringLiteral("max_attempts"), QStringLiteral("created_at")}));
        QCOMPARE(cols.at(1, "default_value").toDisplayString(), QStringLiteral("'default'"));
        QCOMPARE(cols.at(2, "not_null").toInt(), qint64(1));
        QCOMPARE(cols.at(0, "pk").toInt(), qint64(1));
        const auto idx = h.run("database", "IndexColumns", {{"index_name", T("askr_jobs_claim")}});
        QCOMPARE(column(idx, "name"), (QStringList{QStringLiteral("queue"), QStringLiteral("reserved_until"), QStringLiteral("priority"),
                                                   QStringLiteral("available_at"), QStringLiteral("id")}));
    }

    void journalModeAndPages()
    {
        h.reset();
        QCOMPARE(h.run("database", "JournalMode").at(0, "journal_mode").toDisplayString(), QStringLiteral("memory"));
        const auto stats = h.run("database", "PageStats");
        QVERIFY(stats.at(0, "page_count").toInt() > 0);
        QVERIFY(stats.at(0, "page_size").toInt() >= 512);
        QCOMPARE(stats.at(0, "freelist_count").toInt(), qint64(0));
    }

    void quickCheck()
    {
        h.reset();
        const auto r = h.run("database", "QuickCheck");
        QCOMPARE(r.rows.size(), size_t(1));
        QCOMPARE(r.rows[0][0].toDisplayString(), QStringLiteral("ok"));
    }

    // The runtime's per-connection setup: the file switches to WAL once, and
    // stays so for every later connection; running it again changes nothing.
    void enableWal()
    {
        h.reset();
        // An in-memory database has no file to log beside: it stays "memory".
        QCOMPARE(h.run("database", "EnableWal").at(0, "journal_mode").toDisplayString(), QStringLiteral("memory"));
        QTemporaryDir tmp;
        const QString path = tmp.filePath(QStringLiteral("wal.sqlite"));
        const auto &op = h.op("database", "EnableWal");
        {
            auto db = Connection::open(QFile::encodeName(path), SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
            QCOMPARE(contracts::execute(*db, h.op("database", "JournalMode"), {}).at(0, "journal_mode").toDisplayString(), QStringLiteral("delete"));
            QCOMPARE(contracts::execute(*db, op, {}).at(0, "journal_mode").toDisplayString(), QStringLiteral("wal"));
            QCOMPARE(contracts::execute(*db, op, {}).at(0, "journal_mode").toDisplayString(), QStringLiteral("wal"));
        }
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray header = f.read(20);
        QCOMPARE(int(header.at(18)), 2); // the file format versions say WAL
        QCOMPARE(int(header.at(19)), 2);
        auto later = Connection::open(QFile::encodeName(path), SQLITE_OPEN_READWRITE);
        QCOMPARE(contracts::execute(*later, h.op("database", "JournalMode"), {}).at(0, "journal_mode").toDisplayString(), QStringLiteral("wal"));
    }

};

QTEST_GUILESS_MAIN(ConformanceDatabase)
#include "conformance_database.moc"
