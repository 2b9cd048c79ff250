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
            QTEST(h.head, "head");
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
};

QTEST_GUILESS_MAIN(TestLockActions)
#include "tst_lockactions.moc"
