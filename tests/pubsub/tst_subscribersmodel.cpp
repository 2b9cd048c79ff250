// Subscribers: cursor, lag in events and in time, the history of both, and
// the stalled highlight, all against a clock the test moves.

#include "models/pubsub/subscribersmodel.h"
#include "pubsubfixture.h"

#include <QAbstractItemModelTester>
#include <QSortFilterProxyModel>
#include <QTimer>

#include <limits>

using namespace askr;
using namespace askr::test;
using models::SubscribersModel;

class TestSubscribersModel : public QObject
{
    Q_OBJECT
    TestDatabase m_t;

    bool refreshed(SubscribersModel &m)
    {
        QSignalSpy spy(&m, &SubscribersModel::refreshed);
        m.refresh();
        return spy.wait(5000);
    }

private Q_SLOTS:
    void init()
    {
        m_t.create();
    }
    void cleanup() { m_t.db.reset(); }

    void lagHistoryAndStall()
    {
        contracts::pubsub::subscribe(*m_t.db, "slow"); // cursor 0
        for (int i = 0; i < 10; ++i)
            publish(*m_t.db, "orders", "{}"); // 1..10 at T0
        contracts::pubsub::subscribe(*m_t.db, "fast"); // cursor 10
        m_t.clock->store(T0 + 30);
        for (int i = 0; i < 5; ++i)
            publish(*m_t.db, "orders", "{}"); // 11..15 at T0+30
        QCOMPARE(contracts::pubsub::ack(*m_t.db, 15, "fast"), qint64(1));

        auto session = openSession(m_t.path, m_t.clock);
        QVERIFY(session);
        SubscribersModel model(session.get());
        model.setStallThreshold(60);
        QAbstractItemModelTester tester(&model);
        QSortFilterProxyModel proxy;
        proxy.setSourceModel(&model);
        proxy.setSortRole(SubscribersModel::SortRole);
        proxy.sort(SubscribersModel::LagColumn, Qt::DescendingOrder);
        QAbstractItemModelTester proxyTester(&proxy);
        QSignalSpy stalled(&model, &SubscribersModel::stalledCountChanged);

        QVERIFY(refreshed(model));
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.head(), qint64(15));
        QCOMPARE(text(model, 0, SubscribersModel::NameColumn), QStringLiteral("fast"));
        QCOMPARE(number(model, 0, SubscribersModel::CursorColumn), qint64(15));
        QCOMPARE(number(model, 0, SubscribersModel::LagColumn), qint64(0));
        QCOMPARE(text(model, 0, SubscribersModel::LagTimeColumn), QStringLiteral("—"));
        QCOMPARE(text(model, 0, SubscribersModel::StatusColumn), QStringLiteral("Caught up"));
        QCOMPARE(number(model, 0, SubscribersModel::UpdatedColumn), T0 + 30);
        QCOMPARE(text(model, 1, SubscribersModel::NameColumn), QStringLiteral("slow"));
        QCOMPARE(number(model, 1, SubscribersModel::CursorColumn), qint64(0));
        QCOMPARE(number(model, 1, SubscribersModel::LagColumn), qint64(15));
        QCOMPARE(model.lagSeconds(1), qint64(30));
        QCOMPARE(text(model, 1, SubscribersModel::LagTimeColumn), QStringLiteral("30 s"));
        QCOMPARE(text(model, 1, SubscribersModel::StatusColumn), QStringLiteral("Reading"));
        QCOMPARE(model.stalledCount(), 0);
        QCOMPARE(proxy.data(proxy.index(0, 0)).toString(), QStringLiteral("slow"));

        // 59 s without progress: not yet. 60 s: stalled.
        m_t.clock->store(T0 + 59);
        QVERIFY(refreshed(model));
        QCOMPARE(model.stalledCount(), 0);
        QVERIFY(!model.data(model.index(1, 0), SubscribersModel::StalledRole).toBool());
        m_t.clock->store(T0 + 60);
        QVERIFY(refreshed(model));
        QCOMPARE(model.stalledCount(), 1);
        QCOMPARE(stalled.count(), 1);
        QVERIFY(model.data(model.index(1, 0), SubscribersModel::StalledRole).toBool());
        QVERIFY(!model.data(model.index(0, 0), SubscribersModel::StalledRole).toBool());
        QVERIFY(model.data(model.index(1, 0), Qt::BackgroundRole).isValid());
        QCOMPARE(text(model, 1, SubscribersModel::StatusColumn), QStringLiteral("Stalled for 1 min 0 s"));
        // A higher threshold clears it without a query.
        model.setStallThreshold(120);
        QCOMPARE(model.stalledCount(), 0);
        model.setStallThreshold(60);
        QCOMPARE(model.stalledCount(), 1);

        // The slow one moves: no longer stalled, even though it still lags.
        m_t.clock->store(T0 + 70);
        QCOMPARE(contracts::pubsub::ack(*m_t.db, 12, "slow"), qint64(1));
        QVERIFY(refreshed(model));
        QCOMPARE(model.stalledCount(), 0);
        QCOMPARE(number(model, 1, SubscribersModel::LagColumn), qint64(3));
        QCOMPARE(model.lagSeconds(1), qint64(40)); // seq 13, published at T0+30

        // One sample per refresh, by session time.
        const auto &h = model.history(contracts::Value::text("slow"));
        QCOMPARE(int(h.size()), 4);
        QCOMPARE(h[0].time, T0 + 30);
        QCOMPARE(h[0].lag, qint64(15));
        QCOMPARE(h[0].lagSeconds, qint64(30));
        QCOMPARE(h[2].time, T0 + 60);
        QCOMPARE(h[2].lagSeconds, qint64(60));
        QCOMPARE(h[3].lag, qint64(3));
        QCOMPARE(h[3].lagSeconds, qint64(40));

        // Deleted elsewhere: the row and its history go.
        QCOMPARE(contracts::pubsub::deleteSubscriber(*m_t.db, "fast"), qint64(1));
        QVERIFY(refreshed(model));
        QCOMPARE(model.rowCount(), 1);
        QVERIFY(model.history(contracts::Value::text("fast")).empty());
    }

    // The session is asked to wake up when the next subscriber would cross
    // the threshold, so the highlight shows without anything being written.
    // A subscriber that reads, but whose lag grows while its oldest unread
    // event gets old, is behind (issue 20: 35 minutes behind showed as
    // "Reading"); one whose lag shrinks is catching up and reading.
    void behindWhenNotCatchingUp()
    {
        contracts::pubsub::subscribe(*m_t.db, "reader"); // cursor 0
        for (int i = 0; i < 10; ++i)
            publish(*m_t.db, "orders", "{}"); // 1..10 at T0
        m_t.clock->store(T0 + 400);
        for (int i = 0; i < 10; ++i)
            publish(*m_t.db, "orders", "{}"); // 11..20
        QCOMPARE(contracts::pubsub::ack(*m_t.db, 5, "reader"), qint64(1)); // lag 15, oldest unread from T0

        auto session = openSession(m_t.path, m_t.clock);
        QVERIFY(session);
        SubscribersModel model(session.get());
        model.setStallThreshold(60);
        model.setBehindThreshold(100);
        QAbstractItemModelTester tester(&model);
        QVERIFY(refreshed(model));
        QCOMPARE(model.state(0), SubscribersModel::State::Behind);
        QCOMPARE(text(model, 0, SubscribersModel::StatusColumn), QStringLiteral("Behind"));
        QVERIFY(!model.isStalled(0)); // its cursor moves

        m_t.clock->store(T0 + 470);
        for (int i = 0; i < 10; ++i)
            publish(*m_t.db, "orders", "{}"); // 21..30
        QCOMPARE(contracts::pubsub::ack(*m_t.db, 8, "reader"), qint64(1)); // lag 22: growing, oldest unread from T0
        QVERIFY(refreshed(model));
        QCOMPARE(model.state(0), SubscribersModel::State::Behind);

        m_t.clock->store(T0 + 540);
        QCOMPARE(contracts::pubsub::ack(*m_t.db, 12, "reader"), qint64(1)); // lag 18: shrinking
        QVERIFY(refreshed(model));
        QCOMPARE(model.state(0), SubscribersModel::State::Reading);
        QCOMPARE(text(model, 0, SubscribersModel::StatusColumn), QStringLiteral("Reading"));

        QCOMPARE(contracts::pubsub::ack(*m_t.db, 30, "reader"), qint64(1));
        QVERIFY(refreshed(model));
        QCOMPARE(model.state(0), SubscribersModel::State::CaughtUp);
    }

    void wakesUpAtTheThreshold()
    {
        contracts::pubsub::subscribe(*m_t.db, "idle");
        publish(*m_t.db, "c", "{}");
        auto session = openSession(m_t.path, m_t.clock);
        QVERIFY(session);
        SubscribersModel model(session.get());
        model.setStallThreshold(2);
        QAbstractItemModelTester tester(&model);
        QObject::connect(session.get(), &storage::Session::changed, &model, &SubscribersModel::refresh);
        m_t.clock->store(T0 + 1);
        QVERIFY(refreshed(model));
        QCOMPARE(model.stalledCount(), 0);
        // Real time drives the wake-up timer; the clock follows it here.
        QSignalSpy stalled(&model, &SubscribersModel::stalledCountChanged);
        QTimer tick;
        QObject::connect(&tick, &QTimer::timeout, [this] { ++*m_t.clock; });
        tick.start(1000);
        QVERIFY(stalled.wait(4000));
        QCOMPARE(model.stalledCount(), 1);
    }

    // A foreign writer's clock at the edge of the range: an event and a
    // cursor from the earliest time are very old, not in the future (UBSan
    // caught now - oldestUnread overflowing; the subscriber showed as
    // "Reading" with a lag of 0 s).
    void timesAtTheEdges()
    {
        m_t.clock->store(std::numeric_limits<qint64>::min());
        contracts::pubsub::subscribe(*m_t.db, "ancient");
        publish(*m_t.db, "orders", "{}");
        m_t.clock->store(T0);
        auto session = openSession(m_t.path, m_t.clock);
        QVERIFY(session);
        SubscribersModel model(session.get());
        model.setStallThreshold(60);
        model.setBehindThreshold(100);
        QAbstractItemModelTester tester(&model);
        QVERIFY(refreshed(model));
        QCOMPARE(model.lag(0), qint64(1));
        QCOMPARE(model.lagSeconds(0), std::numeric_limits<qint64>::max());
        QVERIFY(model.isStalled(0));
        QCOMPARE(model.state(0), SubscribersModel::State::Stalled);
    }

    void oddNamesStayExact()
    {
        const QByteArray odd("w\xff\xfe", 3);
        contracts::pubsub::subscribe(*m_t.db, odd);
        auto session = openSession(m_t.path, m_t.clock);
        QVERIFY(session);
        SubscribersModel model(session.get());
        QAbstractItemModelTester tester(&model);
        QVERIFY(refreshed(model));
        QCOMPARE(text(model, 0, SubscribersModel::NameColumn), QStringLiteral("w\\xff\\xfe"));
        QCOMPARE(model.name(0).toBytes(), odd);
        QCOMPARE(model.rowOf(contracts::Value::text(odd)), 0);
    }
};

QTEST_GUILESS_MAIN(TestSubscribersModel)
#include "tst_subscribersmodel.moc"
