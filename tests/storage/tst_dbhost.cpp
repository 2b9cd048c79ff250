// The database process from the storage layer's side (issue 30): a session
// opened while storage::DbHost runs reads and writes through askr-desk-db,
// and what its worker does with the connection behaves as on a local file:
// large values come in chunks, the controlled clock reaches unixepoch(),
// a transaction spans operations, a cancel interrupts the statement there,
// and this process holds no descriptor of the file.

#include "askr_contracts_api.h"
#include "storage/blobreader.h"
#include "storage/host/dbhost.h"
#include "storage/host/hostexecutor.h"
#include "storage/session.h"
#include "transaction.h"

#include <QCryptographicHash>
#include <QSignalSpy>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <sqlite3.h>

using namespace askr;

Q_DECLARE_METATYPE(askr::contracts::Params)

namespace {

// Runs fn on the session's worker and waits for its value (empty on failure).
template<typename Fn>
auto onWorker(storage::Session &session, Fn fn, bool write = false, storage::Failure *failure = nullptr)
{
    using T = std::decay_t<std::invoke_result_t<Fn &, contracts::Connection &>>;
    std::optional<T> out;
    bool done = false;
    QObject context;
    auto ok = [&](T v) {
        out = std::move(v);
        done = true;
    };
    auto bad = [&](const storage::Failure &f) {
        if (failure)
            *failure = f;
        done = true;
    };
    static int serial = 0;
    if (write)
        session.write(&context, fn, ok, bad);
    else
        session.query(QStringLiteral("dbhost-%1").arg(++serial), &context, fn, ok, bad);
    if (!QTest::qWaitFor([&] { return done; }, 60000))
        qWarning("the worker did not answer in time");
    return out;
}

} // namespace

class TestDbHost : public QObject
{
    Q_OBJECT
    QTemporaryDir m_tmp;
    QString m_path;
    QString m_endless; // a database whose askr_cache_live never ends
    QByteArray m_big;
    std::unique_ptr<storage::Session> m_session;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_tmp.isValid());
        m_path = m_tmp.filePath(QStringLiteral("t.sqlite"));
        {
            // The fixture, written before the process starts: this
            // connection is the test's, never the app's.
            auto db = contracts::Connection::open(QFile::encodeName(m_path), SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
            contracts::database::enableWal(*db);
            contracts::queue::install(*db);
            contracts::cache::install(*db);
            contracts::pubsub::install(*db);
            m_big.resize(64 * 1024 * 1024);
            for (qsizetype i = 0; i < m_big.size(); ++i)
                m_big[i] = char((i * 131 + i / 4096) & 0xff);
            contracts::cache::set(*db, QByteArray("big"), m_big, std::nullopt);
            contracts::cache::set(*db, QByteArray("past"), QByteArray("s:4:\"then\";"), qint64(1000));
            // Values of every storage class, as another writer may leave them.
            QCOMPARE(sqlite3_exec(db->handle(),
                                  "INSERT INTO askr_cache (key, value, expires_at) VALUES "
                                  "('kind:integer', -42, NULL), ('kind:real', 2.5, 4102444800), ('kind:text', 'é', NULL),"
                                  "('kind:empty text', '', NULL), ('kind:blob', x'00ff10', NULL), ('kind:empty blob', x'', NULL),"
                                  "('kind:not utf-8', CAST(x'c328ff' AS TEXT), NULL)",
                                  nullptr, nullptr, nullptr),
                     SQLITE_OK);
        }
        m_endless = m_tmp.filePath(QStringLiteral("endless.sqlite"));
        {
            auto db = contracts::Connection::open(QFile::encodeName(m_endless), SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
            contracts::cache::install(*db);
            contracts::cache::set(*db, QByteArray("key"), QByteArray("v"), std::nullopt);
            QCOMPARE(sqlite3_exec(db->handle(),
                                  "DROP VIEW askr_cache_live; CREATE VIEW askr_cache_live AS SELECT key, value FROM askr_cache WHERE key IN "
                                  "(WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 1000000000000) "
                                  "SELECT x FROM c WHERE x = 1000000000000)",
                                  nullptr, nullptr, nullptr),
                     SQLITE_OK);
        }
        QString why;
        QVERIFY2(storage::DbHost::start(&why), qPrintable(why));
        m_session = std::make_unique<storage::Session>(storage::planOpen(m_path, storage::OpenMode::ReadWrite));
        QVERIFY(QTest::qWaitFor([&] { return m_session->schema().inspected; }, 10000));
        QVERIFY2(m_session->schema().error.isEmpty(), qPrintable(m_session->schema().error));
    }

    void thisProcessHoldsNoDescriptor()
    {
        for (const QString &entry : QDir(QStringLiteral("/proc/self/fd")).entryList(QDir::System | QDir::Files | QDir::NoDotAndDotDot))
            QVERIFY2(!QFile::symLinkTarget(QStringLiteral("/proc/self/fd/") + entry).startsWith(m_path), qPrintable(entry));
        // The plan (the header's journal mode) was read there too.
        QVERIFY(m_session->plan().isWal);
        QVERIFY(m_session->plan().file.isValid());
    }

    // The process runs no server executor, and Qt Network (with Kerberos,
    // libproxy and brotli behind it) would cost it about a megabyte of
    // memory for nothing: it is not even loaded.
    void theProcessLoadsNoNetworkLibrary()
    {
        QFile maps(QStringLiteral("/proc/%1/maps").arg(storage::DbHost::instance()->processId()));
        QVERIFY(maps.open(QIODevice::ReadOnly));
        const QByteArray mapped = maps.readAll();
        QVERIFY(mapped.contains("libQt6Core"));
        QVERIFY2(!mapped.contains("libQt6Network"), "askr-desk-db loads Qt Network");
    }

    // 64 MiB through the process, 1 MiB a chunk, one blob handle: the same
    // bytes, in order, and never loaded whole on this side.
    void streamsALargeValueInChunks()
    {
        const auto streamed = onWorker(*m_session, [](contracts::Connection &db) {
            const auto info = contracts::cache::valueInfo(db, QByteArray("big"));
            QCryptographicHash hash(QCryptographicHash::Sha256);
            int chunks = 0;
            qsizetype largest = 0;
            QElapsedTimer timer;
            timer.start();
            const qint64 total = storage::streamBlob(db, "askr_cache", "value", info->rowid.toInt(), 0, -1, 1024 * 1024,
                                                     [&](const QByteArray &chunk) {
                                                         hash.addData(chunk);
                                                         largest = qMax(largest, chunk.size());
                                                         ++chunks;
                                                     },
                                                     "key", QByteArray("big"));
            const double mbPerS = double(total) / 1e6 / qMax(1e-6, double(timer.nsecsElapsed()) / 1e9);
            return std::make_tuple(total, chunks, largest, hash.result(), mbPerS);
        });
        QVERIFY(streamed);
        const auto [total, chunks, largest, digest, mbPerS] = *streamed;
        QCOMPARE(total, qint64(m_big.size()));
        QCOMPARE(chunks, 64);
        QCOMPARE(largest, qsizetype(1024 * 1024));
        QCOMPARE(digest, QCryptographicHash::hash(m_big, QCryptographicHash::Sha256));
        qInfo("64 MiB streamed through the database process at %.0f MB/s (the figure is askr-bench-app's)", mbPerS);
        // A range, and a key that no longer matches, as the viewer asks.
        const auto range = onWorker(*m_session, [](contracts::Connection &db) {
            const auto info = contracts::cache::valueInfo(db, QByteArray("big"));
            return storage::readBlobRange(db, "askr_cache", "value", info->rowid.toInt(), 1000, 16, "key", QByteArray("big"));
        });
        QVERIFY(range);
        QCOMPARE(range->bytes, m_big.mid(1000, 16));
        storage::Failure failure;
        const auto wrongKey = onWorker(
            *m_session,
            [](contracts::Connection &db) {
                const auto info = contracts::cache::valueInfo(db, QByteArray("big"));
                return storage::readBlobRange(db, "askr_cache", "value", info->rowid.toInt(), 0, 16, "key", QByteArray("other")).totalBytes;
            },
            false, &failure);
        QVERIFY(!wrongKey);
        QVERIFY2(failure.message.contains(QStringLiteral("removed or replaced")), qPrintable(failure.message));
    }

    // A value's 1 MiB chunks pass through the answer buffer: it is let go
    // after the stream, whether it ended well, was interrupted or failed
    // (before, only a stream that ended well let it go).
    void aLargeAnswerIsNotKept_data()
    {
        QTest::addColumn<bool>("interrupt");
        QTest::newRow("ended well") << false;
        QTest::newRow("interrupted after a chunk") << true;
    }
    void aLargeAnswerIsNotKept()
    {
        QFETCH(bool, interrupt);
        const auto kept = onWorker(*m_session, [interrupt](contracts::Connection &db) {
            auto *host = dynamic_cast<storage::host::HostExecutor *>(db.remote());
            if (!host)
                return qsizetype(-1);
            const auto info = contracts::cache::valueInfo(db, QByteArray("big"));
            int chunks = 0;
            bool failed = false;
            try {
                storage::streamBlob(db, "askr_cache", "value", info->rowid.toInt(), 0, -1, 1024 * 1024,
                                    [&](const QByteArray &) {
                                        if (++chunks == 1 && interrupt)
                                            host->interrupt();
                                    },
                                    "key", QByteArray("big"));
            } catch (const contracts::Error &e) {
                failed = e.code() == SQLITE_INTERRUPT;
            }
            if (failed != interrupt || chunks == 0)
                return qsizetype(-2);
            return host->keptBufferBytes();
        });
        QVERIFY(kept);
        QVERIFY2(*kept >= 0, "not hosted, or the stream did not end as asked");
        QVERIFY2(*kept <= storage::host::HostExecutor::KeptBufferBytes, qPrintable(QString::number(*kept)));
    }

    // unixepoch() in the process is the session's clock: an entry that
    // expired at 1000 is live at 500.
    void theClockReachesTheProcess()
    {
        auto live = [this] {
            return onWorker(*m_session, [](contracts::Connection &db) { return contracts::cache::get(db, QByteArray("past")).has_value(); });
        };
        QCOMPARE(live(), std::optional<bool>(false));
        m_session->setClock([] { return qint64(500); });
        QCOMPARE(live(), std::optional<bool>(true));
        m_session->setClock({});
        QCOMPARE(live(), std::optional<bool>(false));
    }

    // A transaction across operations (Forget keeps, then deletes) holds
    // in the process: committed together, or rolled back together.
    void aTransactionSpansOperations()
    {
        auto jobs = [this] {
            return onWorker(*m_session, [](contracts::Connection &db) {
                       return contracts::queue::countJobs(db, std::nullopt, std::nullopt, std::nullopt, std::nullopt).count.toInt();
                   })
                .value_or(-1);
        };
        const qint64 before = jobs();
        storage::Failure failure;
        const auto rolledBack = onWorker(
            *m_session,
            [](contracts::Connection &db) {
                contracts::Transaction t(db);
                contracts::queue::enqueue(db, "default", QByteArray("{}"), 0, 0, 1);
                if (!db.inTransaction())
                    return false;
                throw contracts::Error(SQLITE_ABORT, QStringLiteral("changed my mind"));
            },
            true, &failure);
        QVERIFY(!rolledBack);
        QCOMPARE(failure.message, QStringLiteral("changed my mind"));
        QCOMPARE(jobs(), before);
        const auto committed = onWorker(
            *m_session,
            [](contracts::Connection &db) {
                contracts::Transaction t(db);
                contracts::queue::enqueue(db, "default", QByteArray("{}"), 0, 0, 1);
                contracts::queue::enqueue(db, "default", QByteArray("{}"), 0, 0, 1);
                t.commit();
                return !db.inTransaction();
            },
            true);
        QCOMPARE(committed, std::optional<bool>(true));
        QCOMPARE(jobs(), before + 2);
    }

    // The rows come over as the statement gave them, written straight from
    // SQLite into the answer there: every storage class, empty and non-UTF-8
    // values, NULLs, the columns of an empty result, a result that comes
    // from an operation's second statement, and the changes of a write.
    void resultsAreThoseOfAReadHere_data()
    {
        QTest::addColumn<QString>("contract");
        QTest::addColumn<QString>("operation");
        QTest::addColumn<contracts::Params>("params");
        using contracts::Value;
        const auto key = [](const char *k) { return contracts::Params { { "key", Value::text(QByteArray(k)) } }; };
        for (const char *k : { "kind:integer", "kind:real", "kind:text", "kind:empty text", "kind:blob", "kind:empty blob", "kind:not utf-8",
                 "missing" })
            QTest::newRow(k) << QStringLiteral("cache") << QStringLiteral("GetWithTtl") << key(k);
        QTest::newRow("a page of keys") << QStringLiteral("cache") << QStringLiteral("KeysPage")
                                        << contracts::Params { { "after_key", Value::text("") }, { "filter_glob", Value() },
                                               { "filter_text", Value() }, { "page_size", Value::integer(100) } };
        QTest::newRow("no rows, its columns") << QStringLiteral("cache") << QStringLiteral("KeysPage")
                                              << contracts::Params { { "after_key", Value::text("zzz") }, { "filter_glob", Value() },
                                                     { "filter_text", Value() }, { "page_size", Value::integer(100) } };
        QTest::newRow("rows of the second statement") << QStringLiteral("pubsub") << QStringLiteral("Subscribe")
                                                      << contracts::Params { { "name", Value::text("reader") } };
        QTest::newRow("changes of a write") << QStringLiteral("cache") << QStringLiteral("Touch")
                                            << contracts::Params { { "key", Value::text("kind:text") }, { "expires_at", Value() } };
    }
    void resultsAreThoseOfAReadHere()
    {
        QFETCH(QString, contract);
        QFETCH(QString, operation);
        QFETCH(contracts::Params, params);
        const contracts::ContractDoc *doc = contracts::builtinContracts().find(contract.toStdString());
        QVERIFY(doc);
        const contracts::OperationDef *op = doc->find(operation.toStdString());
        QVERIFY(op);
        // Changes are compared for :exec only: otherwise they are those of
        // the connection's last write (sqlite3_changes64), which differ
        // between two connections (and Subscribe inserts only once).
        const bool exec = op->returns == contracts::Returns::Exec;
        auto text = [exec](const contracts::Result &r) {
            QStringList out { QStringLiteral("changes %1").arg(exec ? r.changes : 0) };
            for (const auto &c : r.columns)
                out << QString::fromStdString(c);
            for (const auto &row : r.rows)
                for (const auto &v : row)
                    out << QStringLiteral("%1:%2:%3:%4")
                               .arg(int(v.kind()))
                               .arg(v.kind() == contracts::Value::Integer ? v.toInt() : 0)
                               .arg(v.kind() == contracts::Value::Real ? v.toReal() : 0.0)
                               .arg(QString::fromLatin1(v.toBytes().toHex()));
            return out;
        };
        storage::Failure failure;
        const bool write = exec || op->immediate;
        // One clock for both reads: a ttl is counted from unixepoch(), and
        // the second read may come in the next second (kind:real's ttl
        // differed by 1 so in CI).
        const auto clock = [] { return qint64(1800000000); };
        m_session->setClock(clock);
        const auto there = onWorker(
            *m_session, [op, params](contracts::Connection &db) { return contracts::execute(db, *op, params); }, write, &failure);
        m_session->setClock({});
        QVERIFY2(there, qPrintable(failure.message));
        QVERIFY(m_session->plan().path == m_path);
        // The same operation on a connection of this process, after it.
        auto here = contracts::Connection::open(QFile::encodeName(m_path), SQLITE_OPEN_READWRITE);
        here->setClock(clock);
        const contracts::Result local = contracts::execute(*here, *op, params);
        QCOMPARE(text(*there), text(local));
        if (operation == QLatin1String("GetWithTtl") && qstrcmp(QTest::currentDataTag(), "missing") != 0)
            QCOMPARE(there->rows.size(), size_t(1));
        if (operation == QLatin1String("Touch"))
            QCOMPARE(there->changes, qint64(1));
        if (operation == QLatin1String("Subscribe"))
            QCOMPARE(there->rows.size(), size_t(1));
    }

    // Cancel interrupts the statement in the process (not just drops its
    // answer); closing the session stops it too: nothing keeps running there.
    void cancelAndCloseStopTheStatement_data()
    {
        QTest::addColumn<bool>("close");
        QTest::newRow("cancel") << false;
        QTest::newRow("close the session") << true;
    }
    void cancelAndCloseStopTheStatement()
    {
        QFETCH(bool, close);
        auto session = std::make_unique<storage::Session>(storage::planOpen(m_endless, storage::OpenMode::ReadOnlyLive));
        QVERIFY(QTest::qWaitFor([&] { return session->schema().inspected; }, 10000));
        QObject context;
        bool done = false;
        storage::Failure failure;
        session->query(
            QStringLiteral("get"), &context, [](contracts::Connection &db) { return contracts::cache::get(db, QByteArray("key")).has_value(); },
            [&](bool) { done = true; },
            [&](const storage::Failure &f) {
                failure = f;
                done = true;
            });
        QTest::qWait(500);
        QVERIFY(!done); // still computing, in the process
        QElapsedTimer took;
        took.start();
        if (close) {
            session.reset(); // joins the worker: returns once the statement stopped
            QVERIFY2(took.elapsed() < 2000, qPrintable(QString::number(took.elapsed())));
            return;
        }
        session->cancel(QStringLiteral("get"));
        const auto next = onWorker(*session, [](contracts::Connection &db) { return contracts::cache::countKeys(db, std::nullopt, std::nullopt).count.toInt(); });
        QCOMPARE(next, std::optional<qint64>(1));
        QVERIFY2(took.elapsed() < 2000, qPrintable(QString::number(took.elapsed())));
        QVERIFY(!done); // the cancelled answer is dropped
    }

    // An idle worker tells the process a request follows (Expect), so that
    // its thread is awake for it. One that comes while a statement runs
    // stands before a Cancel sent after it: the Cancel still stops the
    // statement (the process looked at the first frame only, and an Expect
    // hid the Cancel behind it for ever).
    void anExpectDoesNotHideACancel()
    {
        auto session = std::make_unique<storage::Session>(storage::planOpen(m_endless, storage::OpenMode::ReadOnlyLive));
        QVERIFY(QTest::qWaitFor([&] { return session->schema().inspected; }, 10000));
        const auto host = onWorker(*session, [](contracts::Connection &db) { return dynamic_cast<storage::host::HostExecutor *>(db.remote()); });
        QVERIFY(host && *host);
        QObject context;
        bool done = false;
        session->query(
            QStringLiteral("get"), &context, [](contracts::Connection &db) { return contracts::cache::get(db, QByteArray("key")).has_value(); },
            [&](bool) { done = true; }, [&](const storage::Failure &) { done = true; });
        QTest::qWait(300);
        QVERIFY(!done); // still computing, in the process
        (*host)->expect(); // as a request queued meanwhile would
        QElapsedTimer took;
        took.start();
        session->cancel(QStringLiteral("get"));
        const auto next = onWorker(*session, [](contracts::Connection &db) { return contracts::cache::countKeys(db, std::nullopt, std::nullopt).count.toInt(); });
        QCOMPARE(next, std::optional<qint64>(1));
        QVERIFY2(took.elapsed() < 2000, qPrintable(QString::number(took.elapsed())));
    }

    // Idle, the session's files are watched in the database process: the
    // window hears that the database answers about once a second, not at
    // every head poll (300 ms), and of a commit by another connection at once.
    void anIdleSessionIsToldRatherThanAsking()
    {
        QTest::qWait(1500); // what the tests before set off is done
        QSignalSpy refreshed(m_session.get(), &storage::Session::refreshed);
        QSignalSpy changed(m_session.get(), &storage::Session::changed);
        QTest::qWait(3000);
        QVERIFY2(refreshed.count() >= 2 && refreshed.count() <= 4, qPrintable(QString::number(refreshed.count())));
        QCOMPARE(changed.count(), 0);
        {
            auto db = contracts::Connection::open(QFile::encodeName(m_path), SQLITE_OPEN_READWRITE);
            contracts::cache::set(*db, QByteArray("watched"), QByteArray("s:1:\"v\";"), std::nullopt);
        }
        QTRY_VERIFY_WITH_TIMEOUT(changed.count() > 0, 5000);
    }

    // A request asked for while the files are watched ends the watch: it is
    // answered at once, not at the next heartbeat (a second).
    void aRequestEndsTheWatch()
    {
        qint64 slowest = 0;
        for (int i = 0; i < 8; ++i) {
            QTest::qWait(150); // watched again
            QElapsedTimer took;
            took.start();
            const auto version
                = onWorker(*m_session, [](contracts::Connection &db) { return contracts::database::dataVersion(db).data_version.toInt(); });
            QVERIFY(version.has_value());
            slowest = std::max(slowest, took.elapsed());
        }
        QVERIFY2(slowest < 500, qPrintable(QStringLiteral("%1 ms").arg(slowest)));
    }

    // A connection opened through Connection::open (the demo's writers,
    // routed there as main() routes them) opens again on the process started
    // after a kill: the request that saw it stop fails, the next ones work.
    // Last: it kills the process under the session too.
    void aWriterCarriesOnAfterARestart()
    {
        storage::DbHost::routeEveryFileOpen();
        auto db = contracts::Connection::open(QFile::encodeName(m_path), SQLITE_OPEN_READWRITE);
        contracts::setFileOpener({}); // the test's own connections stay its own
        QVERIFY(db->remote());
        auto jobs = [&db] { return contracts::queue::countJobs(*db, std::nullopt, std::nullopt, std::nullopt, std::nullopt).count.toInt(); };
        const qint64 before = jobs();
        storage::DbHost *host = storage::DbHost::instance();
        QSignalSpy restarted(host, &storage::DbHost::restarted);
        QCOMPARE(::kill(pid_t(host->processId()), SIGKILL), 0);
        QTRY_COMPARE_WITH_TIMEOUT(restarted.count(), 1, 10000);
        try {
            jobs();
            QFAIL("the request that met the stopped process succeeded");
        } catch (const contracts::Error &e) {
            QCOMPARE(e.extendedCode(), storage::host::ProcessLostCode);
        }
        contracts::queue::enqueue(*db, "default", QByteArray("{}"), 0, 0, 1);
        QCOMPARE(jobs(), before + 1);
    }
};

QTEST_GUILESS_MAIN(TestDbHost)
#include "tst_dbhost.moc"
