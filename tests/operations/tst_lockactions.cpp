// Releasing a lock (Locks page and askr-deskctl unlock): what the key holds
// is read the same way for both, and the unlock only removes the lock while
// the owner that was shown still holds it.

#include "askr_contracts_api.h"
#include "connection.h"
#include "operations/cache/lockactions.h"

#include <QTest>

using namespace askr;
using operations::Action;
using operations::LockActions;
using operations::LockHolder;
namespace cache = contracts::cache;

class TestLockActions : public QObject
{
    Q_OBJECT

    std::unique_ptr<contracts::Connection> m_db;
    qint64 m_now = 1'700'000'000;

private Q_SLOTS:
    void init()
    {
        m_db = contracts::Connection::openMemory();
        m_db->setClock([this] { return m_now; });
        cache::install(*m_db);
        QVERIFY(cache::lock(*m_db, "lock:a", "worker-1", 60));
        QVERIFY(cache::lock(*m_db, "lock:b", "worker-2", 60));
        QCOMPARE(cache::increment(*m_db, "lock:count", 3, std::nullopt).result.toInt(), 3);
    }

    void readHolder_data()
    {
        QTest::addColumn<QByteArray>("key");
        QTest::addColumn<bool>("exists");
        QTest::addColumn<QByteArray>("head");
        QTest::addColumn<bool>("owner");
        QTest::newRow("a lock") << QByteArray("lock:a") << true << QByteArray("worker-1") << true;
        QTest::newRow("a counter") << QByteArray("lock:count") << true << QByteArray() << false;
        QTest::newRow("missing") << QByteArray("lock:none") << false << QByteArray() << true;
    }
    void readHolder()
    {
        QFETCH(QByteArray, key);
        QFETCH(bool, owner);
        const LockHolder h = LockActions::readHolder(*m_db, key);
        QTEST(h.exists, "exists");
        if (owner)
            QTEST(h.value, "head");
        QCOMPARE(h.notOwner.isEmpty(), owner);
    }

    void unlock_data()
    {
        QTest::addColumn<QByteArray>("owner");
        QTest::addColumn<qint64>("changed");
        QTest::newRow("its holder") << QByteArray("worker-1") << qint64(1);
        QTest::newRow("someone else") << QByteArray("worker-2") << qint64(0);
    }
    void unlock()
    {
        QFETCH(QByteArray, owner);
        QFETCH(qint64, changed);
        const Action a = LockActions::unlock("lock:a", owner);
        QCOMPARE(a.preview(*m_db), changed);
        QVERIFY(LockActions::readHolder(*m_db, "lock:a").exists);
        QCOMPARE(a.apply(*m_db), changed);
        QCOMPARE(LockActions::readHolder(*m_db, "lock:a").exists, changed == 0);
        QVERIFY(LockActions::readHolder(*m_db, "lock:b").exists); // not selected: untouched
    }

    // Issue 31: Force Release removes a lock whatever form its value has,
    // only while it holds the bytes shown; a counter is refused.
    void releaseComparesTheBytesShown_data()
    {
        QTest::addColumn<QByteArray>("stored");
        QTest::addColumn<QByteArray>("shown");
        QTest::addColumn<bool>("released");
        const QByteArray laravel("s:40:\"Xk2mQ9vB7wLp3ZtR5yNc8HjD4fGs6aUe1iOq0rTy\";");
        QTest::newRow("Laravel's serialized owner") << laravel << laravel << true;
        QTest::newRow("serialized array") << QByteArray("a:1:{s:2:\"id\";i:7;}") << QByteArray("a:1:{s:2:\"id\";i:7;}") << true;
        QTest::newRow("binary") << QByteArray("tok\x00\xff", 5) << QByteArray("tok\x00\xff", 5) << true;
        QTest::newRow("only the token shown") << laravel << QByteArray("Xk2mQ9vB7wLp3ZtR5yNc8HjD4fGs6aUe1iOq0rTy") << false;
        QTest::newRow("taken over") << laravel << QByteArray("s:40:\"AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA\";") << false;
    }
    void releaseComparesTheBytesShown()
    {
        QFETCH(QByteArray, stored);
        QFETCH(QByteArray, shown);
        QFETCH(bool, released);
        const QByteArray key = "laravel_cache_laravel_unique_job:App\\Jobs\\Sync:";
        cache::set(*m_db, key, stored, std::nullopt); // ttl 0: held forever, as Laravel writes it
        const Action a = LockActions::release(key, shown, false, true, QString());
        if (released) {
            QCOMPARE(a.preview(*m_db), qint64(1));
            QVERIFY(a.question(1).contains(QLatin1String("never expires")));
            QCOMPARE(a.apply(*m_db), qint64(1));
            QVERIFY(!LockActions::readHolder(*m_db, key).exists);
        } else {
            QVERIFY_THROWS_EXCEPTION(operations::LockMoved, a.preview(*m_db));
            QCOMPARE(a.apply(*m_db), qint64(0));
            QCOMPARE(LockActions::readHolder(*m_db, key).value, stored);
        }
    }

    void releaseRefusesACounter()
    {
        const Action a = LockActions::release("lock:count", "3", false, false, QString());
        try {
            a.preview(*m_db);
            QFAIL("a counter was taken for a lock");
        } catch (const operations::LockMoved &e) {
            QVERIFY2(QString::fromUtf8(e.what()).contains(QLatin1String("a counter")), e.what());
        }
        QVERIFY(LockActions::readHolder(*m_db, "lock:count").exists);
    }

    // Release Orphaned Locks: the preview names every orphaned lock; apply
    // removes exactly those, each only while it holds the bytes read.
    void releaseOrphanedRemovesWhatWasShown()
    {
        contracts::queue::install(*m_db);
        const QByteArray p = "laravel_cache_laravel_unique_job:";
        cache::set(*m_db, p + "App\\Jobs\\ImportFeed:", "s:3:\"one\";", std::nullopt);
        cache::set(*m_db, p + "App\\Jobs\\Report:", "s:3:\"two\";", std::nullopt);
        cache::set(*m_db, p + "App\\Jobs\\Busy:", "s:3:\"six\";", std::nullopt);
        contracts::queue::enqueue(*m_db, "default", R"({"displayName":"App\\Jobs\\Busy","data":{"commandName":"App\\Jobs\\Busy"}})", 0, 0, 3);
        auto seen = std::make_shared<QList<operations::ShownLock>>();
        const Action a = LockActions::releaseOrphaned(seen);
        QCOMPARE(a.preview(*m_db), qint64(2));
        QCOMPARE(seen->size(), 2);
        const QString question = a.question(2);
        QVERIFY2(question.contains(QLatin1String("ImportFeed")) && question.contains(QLatin1String("Report")), qPrintable(question));
        QVERIFY(!question.contains(QLatin1String("Busy")));
        // Between the question and the answer, Report's lock is taken anew.
        cache::set(*m_db, p + "App\\Jobs\\Report:", "s:3:\"new\";", std::nullopt);
        QCOMPARE(a.apply(*m_db), qint64(1));
        QVERIFY(!LockActions::readHolder(*m_db, p + "App\\Jobs\\ImportFeed:").exists);
        QCOMPARE(LockActions::readHolder(*m_db, p + "App\\Jobs\\Report:").value, QByteArray("s:3:\"new\";"));
        QVERIFY(LockActions::readHolder(*m_db, p + "App\\Jobs\\Busy:").exists);
        QVERIFY(a.report(2, 1).contains(QLatin1String("1 of 2")));
    }
};

QTEST_GUILESS_MAIN(TestLockActions)
#include "tst_lockactions.moc"
