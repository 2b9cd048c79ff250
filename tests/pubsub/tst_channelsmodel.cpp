// The channel list: heads, exact counts kept current between full counts,
// publish rates over a controlled clock, trims noticed and recounted, and
// names that are not UTF-8.

#include "models/pubsub/channelsmodel.h"
#include "pubsubfixture.h"

#include <QAbstractItemModelTester>
#include <QSortFilterProxyModel>

using namespace askr;
using namespace askr::test;
using models::ChannelsModel;

class TestChannelsModel : public QObject
{
    Q_OBJECT
    TestDatabase m_t;
    qint64 m_ms = 1000;

    bool refreshed(ChannelsModel &m, bool recount = false)
    {
        QSignalSpy spy(&m, &ChannelsModel::refreshed);
        recount ? m.recount() : m.refresh();
        return spy.wait(5000) && QTest::qWaitFor([&] { return !m.isRefreshing(); }, 5000);
    }

private Q_SLOTS:
    void init()
    {
        m_t.create();
        m_ms = 1000;
    }
    void cleanup() { m_t.db.reset(); }

    void countsHeadsAndRates()
    {
        for (int i = 0; i < 5; ++i)
            publish(*m_t.db, "orders", broadcast("Shipped", i)); // 1..5
        m_t.clock->store(T0 + 10);
        for (int i = 0; i < 3; ++i)
            publish(*m_t.db, "chat", "{}"); // 6..8
        auto session = openSession(m_t.path, m_t.clock);
        QVERIFY(session);
        m_t.clock->store(T0 + 25);
        ChannelsModel model(session.get());
        model.setRateClock([this] { return m_ms; });
        QAbstractItemModelTester tester(&model);
        QSortFilterProxyModel proxy;
        proxy.setSortRole(ChannelsModel::SortRole);
        proxy.setSourceModel(&model);
        proxy.sort(ChannelsModel::EventsColumn, Qt::DescendingOrder);
        QAbstractItemModelTester proxyTester(&proxy);

        QVERIFY(refreshed(model));
        QVERIFY(model.countsKnown());
        QCOMPARE(model.rowCount(), 2);
        // By name, as the channel index orders them.
        QCOMPARE(text(model, 0, ChannelsModel::ChannelColumn), QStringLiteral("chat"));
        QCOMPARE(number(model, 0, ChannelsModel::EventsColumn), qint64(3));
        QCOMPARE(number(model, 0, ChannelsModel::FirstSeqColumn), qint64(6));
        QCOMPARE(number(model, 0, ChannelsModel::LastSeqColumn), qint64(8));
        QCOMPARE(number(model, 0, ChannelsModel::LastPublishColumn), T0 + 10);
        QCOMPARE(text(model, 0, ChannelsModel::LastPublishColumn), QStringLiteral("15 s ago"));
        QCOMPARE(number(model, 1, ChannelsModel::EventsColumn), qint64(5));
        QCOMPARE(number(model, 1, ChannelsModel::FirstSeqColumn), qint64(1));
        QCOMPARE(number(model, 1, ChannelsModel::LastSeqColumn), qint64(5));
        QCOMPARE(model.totalEvents(), qint64(8));
        QCOMPARE(model.head(), qint64(8));
        // One sample: no rate yet.
        QCOMPARE(model.rate(0), -1.0);
        QCOMPARE(text(model, 0, ChannelsModel::RateColumn), QStringLiteral("—"));
        QCOMPARE(proxy.data(proxy.index(0, ChannelsModel::ChannelColumn)).toString(), QStringLiteral("orders"));

        // 20 events on orders and 5 on a new channel over two seconds.
        m_t.clock->store(T0 + 27);
        for (int i = 0; i < 20; ++i)
            publish(*m_t.db, "orders", "{}"); // 9..28
        for (int i = 0; i < 5; ++i)
            publish(*m_t.db, "audit", "{}"); // 29..33
        m_ms += 2000;
        QVERIFY(refreshed(model));
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(text(model, 0, ChannelsModel::ChannelColumn), QStringLiteral("audit"));
        QCOMPARE(number(model, 0, ChannelsModel::EventsColumn), qint64(5));
        QCOMPARE(number(model, 2, ChannelsModel::EventsColumn), qint64(25));
        QCOMPARE(number(model, 2, ChannelsModel::LastSeqColumn), qint64(28));
        QCOMPARE(model.rate(2), 10.0);
        QCOMPARE(model.rate(0), 2.5);
        QCOMPARE(model.rate(1), 0.0);
        QCOMPARE(model.totalRate(), 12.5);
        QCOMPARE(text(model, 2, ChannelsModel::RateColumn), QStringLiteral("10.0/s"));
        QCOMPARE(model.totalEvents(), qint64(33));
        QCOMPARE(model.eventsSeen(), qint64(25));
        // No full count was needed for that.
        QCOMPARE(model.countedAt(), T0 + 25);
        QCOMPARE(proxy.data(proxy.index(0, ChannelsModel::ChannelColumn)).toString(), QStringLiteral("orders"));

        // Quiet for ten seconds: the rate falls to zero.
        m_ms += 10'000;
        QVERIFY(refreshed(model));
        QCOMPARE(model.rate(2), 0.0);
        QCOMPARE(model.totalRate(), 0.0);
    }

    // A trim deletes the oldest events: the heads show it at once, the counts
    // are marked stale and a full count follows by itself.
    void trimIsNoticedAndRecounted()
    {
        for (int i = 0; i < 5; ++i)
            publish(*m_t.db, "a", "{}"); // 1..5
        for (int i = 0; i < 3; ++i)
            publish(*m_t.db, "b", "{}"); // 6..8
        for (int i = 0; i < 20; ++i)
            publish(*m_t.db, "a", "{}"); // 9..28
        auto session = openSession(m_t.path, m_t.clock);
        QVERIFY(session);
        ChannelsModel model(session.get());
        model.setRateClock([this] { return m_ms; });
        QAbstractItemModelTester tester(&model);
        QVERIFY(refreshed(model));
        QCOMPARE(model.totalEvents(), qint64(28));
        QCOMPARE(contracts::pubsub::trimSize(*m_t.db, 10), qint64(18));
        QSignalSpy counting(&model, &ChannelsModel::countingChanged);
        model.refresh();
        QTRY_VERIFY(counting.count() >= 2); // the recount started and ended
        QTRY_VERIFY(!model.isRefreshing());
        QVERIFY(!model.countsStale());
        QCOMPARE(model.rowCount(), 1); // b is gone
        QCOMPARE(text(model, 0, ChannelsModel::ChannelColumn), QStringLiteral("a"));
        QCOMPARE(number(model, 0, ChannelsModel::EventsColumn), qint64(10));
        QCOMPARE(number(model, 0, ChannelsModel::FirstSeqColumn), qint64(19));
        QCOMPARE(model.totalEvents(), qint64(10));
    }

    void oddNamesStayExact()
    {
        const QByteArray odd("caf\xe9\x01", 5);
        publish(*m_t.db, odd, "{}");
        auto session = openSession(m_t.path, m_t.clock);
        QVERIFY(session);
        ChannelsModel model(session.get());
        QAbstractItemModelTester tester(&model);
        QVERIFY(refreshed(model));
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(text(model, 0, ChannelsModel::ChannelColumn), QStringLiteral("caf\\xe9\\x01"));
        QCOMPARE(model.channel(0).toBytes(), odd);
        QCOMPARE(model.data(model.index(0, 0), ChannelsModel::RawValueRole).value<contracts::Value>().toBytes(), odd);
        QCOMPARE(model.rowOf(contracts::Value::text(odd)), 0);
    }

    void emptyLog()
    {
        auto session = openSession(m_t.path, m_t.clock);
        QVERIFY(session);
        ChannelsModel model(session.get());
        QAbstractItemModelTester tester(&model);
        QVERIFY(refreshed(model));
        QCOMPARE(model.rowCount(), 0);
        QCOMPARE(model.totalEvents(), qint64(0));
        QCOMPARE(model.head(), qint64(0));
        // The first events after an empty start are counted exactly.
        publish(*m_t.db, "x", "{}");
        QVERIFY(refreshed(model));
        QCOMPARE(model.totalEvents(), qint64(1));
    }
};

QTEST_GUILESS_MAIN(TestChannelsModel)
#include "tst_channelsmodel.moc"
