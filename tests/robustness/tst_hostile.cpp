// A hostile schema: triggers and views that call functions with side
// effects, write to shadow tables or load extensions, and views or triggers
// redefined to be expensive. trusted_schema=OFF and defensive mode (set on
// every connection by contracts::Connection) refuse the first kind, with
// controls proving the same file does run them on a connection without
// those settings; the expensive kind runs on the worker, never freezes the
// event loop, and is interrupted by cancelling or closing.

#include "views/actionrunner.h"
#include "apptour.h"

#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <atomic>

using namespace askr;
using namespace askr::robust;

namespace {

std::atomic<int> g_sideEffects{0};

void sideEffect(sqlite3_context *ctx, int, sqlite3_value **)
{
    ++g_sideEffects; // stands for "writes a file", "calls a web hook", ...
    sqlite3_result_int(ctx, 1);
}

// An application-defined function with side effects, as an application
// embedding SQLite might have: not innocuous.
int registerSideEffect(sqlite3 *db)
{
    return sqlite3_create_function_v2(db, "askr_side_effect", 0, SQLITE_UTF8, nullptr, sideEffect, nullptr, nullptr, nullptr);
}

// A connection with SQLite's defaults (no trusted_schema=OFF, no defensive
// mode): the control that shows what the file would do elsewhere.
struct RawConnection {
    sqlite3 *db = nullptr;
    explicit RawConnection(const QString &path, bool trusted, bool defensive)
    {
        sqlite3_open_v2(QFile::encodeName(path).constData(), &db, SQLITE_OPEN_READWRITE, nullptr);
        sqlite3_db_config(db, SQLITE_DBCONFIG_TRUSTED_SCHEMA, trusted ? 1 : 0, nullptr);
        sqlite3_db_config(db, SQLITE_DBCONFIG_DEFENSIVE, defensive ? 1 : 0, nullptr);
        registerSideEffect(db);
    }
    ~RawConnection() { sqlite3_close_v2(db); }
    QString exec(const char *statements)
    {
        char *err = nullptr;
        const int rc = sqlite3_exec(db, statements, nullptr, nullptr, &err);
        const QString msg = rc == SQLITE_OK ? QString() : QString::fromUtf8(err ? err : "error");
        sqlite3_free(err);
        return msg;
    }
};

storage::Session *openArmedSession(const QString &path, storage::OpenMode mode, QObject *parent)
{
    auto *s = openSession(path, mode, parent);
    // The app-defined function exists on the app's own connection too, so
    // only the schema rules can stop the call.
    onWorker(s, [](contracts::Connection &db) { return registerSideEffect(db.handle()); });
    return s;
}

constexpr const char *Endless = "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 1000000000000) SELECT x FROM c WHERE x = 1000000000000";

} // namespace

class TestHostile : public QObject
{
    Q_OBJECT
    QTemporaryDir m_tmp;
    int m_n = 0;

    QString makeDb(const char *hostileDdl)
    {
        const QString dir = m_tmp.filePath(QStringLiteral("d%1").arg(++m_n));
        QDir().mkpath(dir);
        const QString path = dir + QStringLiteral("/askr.sqlite");
        auto db = openRw(path);
        populate(*db, 10, 8, 10, 10);
        // Written by a connection that does not validate: CREATE resolves no
        // functions, so anything can be planted in a file.
        RawConnection raw(path, true, false);
        const QString err = raw.exec(hostileDdl);
        if (!err.isEmpty())
            qFatal("hostile DDL failed: %s", qPrintable(err));
        return path;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("askr-robust-test"));
        QSettings().clear();
        views::setConfirmHandler([](const QString &, const QString &, const QString &) { return true; });
        views::setNotifyHandler([](const QString &, const QString &, bool) {});
    }

    // The settings are in force on the worker's connection.
    void connectionSettings()
    {
        const QString path = makeDb("SELECT 1");
        QObject ctx;
        auto *s = openArmedSession(path, storage::OpenMode::ReadWrite, &ctx);
        auto flags = onWorker(s, [](contracts::Connection &db) {
            int trusted = -1, defensive = -1, extensions = -1;
            sqlite3_db_config(db.handle(), SQLITE_DBCONFIG_TRUSTED_SCHEMA, -1, &trusted);
            sqlite3_db_config(db.handle(), SQLITE_DBCONFIG_DEFENSIVE, -1, &defensive);
            sqlite3_db_config(db.handle(), SQLITE_DBCONFIG_ENABLE_LOAD_EXTENSION, -1, &extensions);
            // Defensive mode refuses writable_schema edits even when asked.
            const int rc = sqlite3_exec(db.handle(), "PRAGMA writable_schema = 1; UPDATE sqlite_schema SET sql = 'x' WHERE name = 'askr_jobs';", nullptr, nullptr, nullptr);
            return QList<int>{trusted, defensive, extensions, rc == SQLITE_OK};
        });
        QVERIFY(flags);
        QCOMPARE(*flags, (QList<int>{0, 1, 0, 0}));
        QCOMPARE(scalarOf(path, "SELECT count(*) FROM sqlite_schema WHERE name = 'askr_jobs' AND sql LIKE 'CREATE TABLE%'"), 1);
    }

    // Schema objects that would do harm: refused, the action fails as a
    // whole with a message, and the control shows the harm is real.
    void refusesHarmfulSchema_data()
    {
        QTest::addColumn<QString>("ddl");
        QTest::addColumn<QString>("action");       // retry, forget-key, get
        QTest::addColumn<QString>("refusal");      // part of the message
        QTest::addColumn<QString>("controlCheck"); // SQL that shows the harm on the control connection
        QTest::addColumn<bool>("controlTrusted");
        QTest::addColumn<bool>("controlDefensive");

        QTest::newRow("trigger calls an app function with side effects")
            << "CREATE TRIGGER evil AFTER DELETE ON askr_failed_jobs BEGIN SELECT askr_side_effect(); END;"
            << "retry" << "unsafe use of askr_side_effect()" << "" << true << true;
        QTest::newRow("trigger writes to a virtual table")
            << "CREATE VIRTUAL TABLE docs USING fts5(body); CREATE TRIGGER evil AFTER DELETE ON askr_failed_jobs BEGIN INSERT INTO docs (body) VALUES (old.payload); END;"
            << "retry" << "unsafe use of virtual table" << "SELECT count(*) FROM docs" << true << true;
        QTest::newRow("trigger corrupts a shadow table")
            << "CREATE VIRTUAL TABLE docs USING fts5(body); CREATE TRIGGER evil AFTER DELETE ON askr_cache BEGIN INSERT INTO docs_data (id, block) VALUES (424242, x'deadbeef'); END;"
            << "forget-key" << "may not be modified" << "SELECT count(*) FROM docs_data WHERE id = 424242" << true << false;
        QTest::newRow("askr_cache_live calls an app function")
            << "DROP VIEW askr_cache_live; CREATE VIEW askr_cache_live AS SELECT key, value FROM askr_cache WHERE askr_side_effect();"
            << "get" << "unsafe use of askr_side_effect()" << "" << true << true;
        QTest::newRow("askr_cache_live loads an extension")
            << "DROP VIEW askr_cache_live; CREATE VIEW askr_cache_live AS SELECT key, value FROM askr_cache WHERE load_extension('/nonexistent/evil.so') IS NULL;"
            << "get" << "load_extension" << "" << true << true;
    }
    void refusesHarmfulSchema()
    {
        QFETCH(QString, ddl);
        QFETCH(QString, action);
        QFETCH(QString, refusal);
        QFETCH(QString, controlCheck);
        QFETCH(bool, controlTrusted);
        QFETCH(bool, controlDefensive);

        const QString path = makeDb(ddl.toUtf8().constData());
        const QString dir = QFileInfo(path).absolutePath();
        const auto before = fingerprint(dir);
        g_sideEffects = 0;
        {
            QObject ctx;
            auto *s = openArmedSession(path, storage::OpenMode::ReadWrite, &ctx);
            QVERIFY(s->schema().hasQueue() && s->schema().hasCache());
            storage::Failure f;
            std::optional<qint64> result;
            if (action == QLatin1String("retry"))
                result = onWorker(s, [](contracts::Connection &db) { return contracts::queue::retryFailed(db, std::nullopt, std::nullopt, std::nullopt, std::nullopt, std::nullopt, std::nullopt, std::nullopt); }, &f, true);
            else if (action == QLatin1String("forget-key"))
                result = onWorker(s, [](contracts::Connection &db) { return contracts::cache::forget(db, "key:1"); }, &f, true);
            else
                result = onWorker(s, [](contracts::Connection &db) { return qint64(contracts::cache::get(db, "key:1").has_value()); }, &f);
            QVERIFY2(!result, "the hostile schema object must be refused");
            QVERIFY2(f.message.contains(refusal), qPrintable(f.message));
            if (f.message.contains(QLatin1String("unsafe use")))
                QVERIFY2(f.message.contains(QLatin1String("nothing was run")), qPrintable(f.message));
            QCOMPARE(g_sideEffects.load(), 0);
            // The rest of the app is unaffected: every page loads.
            const auto visits = [&] {
                app::MainWindow w;
                w.show();
                auto *view = w.openDatabase(path, storage::OpenMode::ReadOnlyLive);
                FailureLog failures(view->session());
                if (!QTest::qWaitFor([view] { return view->session()->schema().inspected; }, 10000))
                    return QString(QStringLiteral("not inspected"));
                const auto v = visitEveryPage(w, view);
                for (const auto &p : v)
                    if (!p.shown)
                        return describe(v);
                return failures.text();
            }();
            QVERIFY2(visits.isEmpty(), qPrintable(visits));
        }
        QCOMPARE(g_sideEffects.load(), 0);
        QCOMPARE(scalarOf(path, "SELECT count(*) FROM askr_failed_jobs"), 8);
        QCOMPARE(scalarOf(path, "SELECT count(*) FROM askr_cache WHERE key = 'key:1'"), 1);
        QVERIFY2(fingerprint(dir) == before, qPrintable(describeDifference(before, fingerprint(dir))));

        // Control: on a copy, a connection without the app's settings does
        // run the schema's code.
        const QString copy = dir + QStringLiteral("/control.sqlite");
        QVERIFY(QFile::copy(path, copy));
        RawConnection raw(copy, controlTrusted, controlDefensive);
        const QString err = action == QLatin1String("retry") ? raw.exec("DELETE FROM askr_failed_jobs")
            : action == QLatin1String("forget-key")          ? raw.exec("DELETE FROM askr_cache WHERE key = 'key:1'")
                                                             : raw.exec("SELECT * FROM askr_cache_live");
        if (action == QLatin1String("get") && ddl.contains(QLatin1String("load_extension"))) {
            // Even trusted, extension loading is off unless enabled.
            QVERIFY2(err.contains(QLatin1String("not authorized")) || err.contains(QLatin1String("cannot open")) || err.contains(QLatin1String("unsafe")), qPrintable(err));
            return;
        }
        QVERIFY2(err.isEmpty(), qPrintable(err));
        if (controlCheck.isEmpty())
            QVERIFY(g_sideEffects.load() > 0);
        else {
            sqlite3_stmt *st = nullptr;
            sqlite3_prepare_v2(raw.db, controlCheck.toUtf8().constData(), -1, &st, nullptr);
            QCOMPARE(sqlite3_step(st), SQLITE_ROW);
            QVERIFY(sqlite3_column_int64(st, 0) > 0);
            sqlite3_finalize(st);
        }
    }

    // askr_cache_live redefined to be expensive (an endless recursive CTE, or
    // a gigabyte of random bytes per row): no page reads the view, so every
    // page loads at once and nothing is allocated for it; a read through it
    // (Get) runs on the worker, keeps the event loop free, and stops when
    // cancelled.
    void expensiveViewCannotFreeze_data()
    {
        QTest::addColumn<QByteArray>("view");
        QTest::addColumn<bool>("readThroughIt");
        QTest::newRow("endless recursive CTE") << QByteArray("SELECT key, value FROM askr_cache WHERE key IN (") + Endless + ")" << true;
        QTest::newRow("randomblob(1e9) per row") << QByteArray("SELECT key, randomblob(1000000000) AS value FROM askr_cache") << false;
    }
    void expensiveViewCannotFreeze()
    {
        QFETCH(QByteArray, view);
        QFETCH(bool, readThroughIt);
        const QString path = makeDb(QByteArray("DROP VIEW askr_cache_live; CREATE VIEW askr_cache_live AS " + view + ";").constData());
        QObject ctx;
        EventLoopWatch watch;
        QElapsedTimer t;
        if (readThroughIt) {
            auto *s = openArmedSession(path, storage::OpenMode::ReadOnlyLive, &ctx);
            bool done = false;
            storage::Failure failure;
            watch.reset();
            s->query(QStringLiteral("get"), &ctx, [](contracts::Connection &db) { return contracts::cache::get(db, "key:1").has_value(); }, [&](bool) { done = true; },
                     [&](const storage::Failure &f) {
                         failure = f;
                         done = true;
                     });
            QTest::qWait(1500);
            QVERIFY(!done); // still computing, on the worker
            QVERIFY2(watch.worstGapMs() < 500, qPrintable(QString::number(watch.worstGapMs())));
            t.start();
            s->cancel(QStringLiteral("get"));
            // Cancelled: the result is dropped and the worker is free again.
            auto next = onWorker(s, [](contracts::Connection &db) { return contracts::cache::countKeys(db, std::nullopt, std::nullopt).count.toInt(); });
            QVERIFY(next);
            QCOMPARE(*next, 11);
            QVERIFY2(t.elapsed() < 2000, qPrintable(QString::number(t.elapsed())));
            QVERIFY(!done);
        }

        // Every page loads with the view in place (none reads it).
        app::MainWindow w;
        w.show();
        QVERIFY(resetPeakResident());
        const qint64 before = residentBytes();
        auto *dbView = w.openDatabase(path, storage::OpenMode::ReadOnlyLive);
        FailureLog failures(dbView->session());
        QTRY_VERIFY_WITH_TIMEOUT(dbView->session()->schema().inspected, 10000);
        watch.reset();
        t.restart();
        const auto visits = visitEveryPage(w, dbView);
        for (const auto &v : visits)
            QVERIFY2(v.shown, qPrintable(describe(visits)));
        QVERIFY2(failures.failures.isEmpty(), qPrintable(failures.text()));
        QVERIFY2(t.elapsed() < 15000, qPrintable(QString::number(t.elapsed())));
        QVERIFY2(watch.worstGapMs() < 1000, qPrintable(QString::number(watch.worstGapMs())));
        const qint64 growth = peakResidentBytes() - before;
        QVERIFY2(growth < 200 * 1024 * 1024, qPrintable(QString::number(growth))); // far from a gigabyte
    }

    // A trigger that never finishes on the table a retry deletes from: the
    // action runs on the worker, the UI stays live, and closing the
    // database interrupts it; the transaction rolls back, nothing moves.
    void expensiveTriggerIsInterruptedAndRolledBack()
    {
        const QString path = makeDb(QByteArray(QByteArray("CREATE TRIGGER slow AFTER DELETE ON askr_failed_jobs BEGIN SELECT count(*) FROM (") + Endless + "); END;").constData());
        const QString dir = QFileInfo(path).absolutePath();
        EventLoopWatch watch;
        QElapsedTimer t;
        {
            QObject ctx;
            auto *s = openArmedSession(path, storage::OpenMode::ReadWrite, &ctx);
            bool done = false;
            s->write(&ctx, [](contracts::Connection &db) { return contracts::queue::retryFailed(db, std::nullopt, std::nullopt, std::nullopt, std::nullopt, std::nullopt, std::nullopt, std::nullopt); },
                     [&](qint64) { done = true; }, [&](const storage::Failure &) { done = true; });
            QTest::qWait(1500);
            QVERIFY(!done);
            QVERIFY2(watch.worstGapMs() < 500, qPrintable(QString::number(watch.worstGapMs())));
            t.start();
            delete s; // closing the database: the worker is interrupted
        }
        QVERIFY2(t.elapsed() < 3000, qPrintable(QString::number(t.elapsed())));
        QCOMPARE(scalarOf(path, "SELECT count(*) FROM askr_failed_jobs"), 8);
        QCOMPARE(scalarOf(path, "SELECT count(*) FROM askr_jobs"), 10);
        QCOMPARE(scalarOf(path, "SELECT count(*) FROM pragma_integrity_check WHERE integrity_check = 'ok'"), 1);
        QVERIFY(!QFile::exists(path + QStringLiteral("-journal")));
    }
};

QTEST_MAIN(TestHostile)
#include "tst_hostile.moc"
