// The live tail: a backlog to start with, every new event once and in
// order, filters, bounded memory, pause and resume (with a skip when more
// arrived than it keeps), and no query that reads the whole log.

#include "models/pubsub/livetailmodel.h"
#include "pubsubfixture.h"

#include <QAbstractItemModelTester>
#include <QTemporaryDir>

using namespace askr;
using namespace askr::test;
using models::LiveTailModel;

class TestLiveTailModel : public QObject
{
    Q_OBJECT
    QTemporaryDir m_tmp;
    QString m_path;
    std::unique_ptr<contracts::Connection> m_db;
    std::unique_ptr<storage::Session> m_session;

    static QList<qint64> seqs(const LiveTailModel &m)
    {
        QList<qint64> out;
        for (int r = 0; r < m.rowCount(); ++r)
            out << m.seqAt(r);
        return out;
    }
    static QList<qint64> range(qint64 from, qint64 to, qint64 step = 1)
    {
        QList<qint64> out;
        for (qint64 s = from; s <= to; s += step)
            out << s;
        return out;
    }
    bool settled(LiveTailModel &m)
    {
        QSignalSpy caught(&m, &LiveTailModel::caughtUp);
        if (!m.isRefreshing())
            m.poll();
        return caught.wait(5000) && QTest::qWaitFor([&] { return !m.isRefreshing(); }, 5000);
    }

private Q_SLOTS:
    void init()
    {
        m_path = m_tmp.filePath(QStringLiteral("%1.sqlite").arg(QLatin1String(QTest::currentTestFunction())));
        m_db = makePubSubDb(m_path);
        sqlite3_exec(m_db->handle(), "BEGIN", nullptr, nullptr, nullptr);
        for (int n = 1; n <= 150; ++n)
            publish(*m_db, n % 2 ? "odd" : "even", broadcast(n % 2 ? "Odd" : "Even", n));
        sqlite3_exec(m_db->handle(), "COMMIT", nullptr, nullptr, nullptr);
        m_session = openSession(m_path, nullptr);
        QVERIFY(m_session);
    }
    void cleanup()
    {
        m_session.reset();
        m_db.reset();
    }

    void backlogThenNewEventsInOrder()
    {
        LiveTailModel model(m_session.get());
        QAbstractItemModelTester tester(&model);
        QList<qint64> appended;
        connect(&model, &LiveTailModel::appended, this, [&](int first, int last) {
            for (int r = first; r <= last; ++r)
                appended << model.seqAt(r);
        });
        QSignalSpy caught(&model, &LiveTailModel::caughtUp);
        model.start(100);
        QVERIFY(caught.wait(5000));
        QCOMPARE(seqs(model), range(51, 150));
        QCOMPARE(model.cursor(), qint64(150));
        QCOMPARE(model.data(model.index(0, LiveTailModel::EventColumn)).toString(), QStringLiteral("Odd"));
        QCOMPARE(model.data(model.index(0, LiveTailModel::ChannelColumn)).toString(), QStringLiteral("odd"));
        QCOMPARE(model.data(model.index(0, LiveTailModel::PreviewColumn)).toString(), QString::fromLatin1(broadcast("Odd", 51)));
        // 600 more: more than two batches of 256, read in one go.
        for (int n = 151; n <= 750; ++n)
            publish(*m_db, "odd", "{}");
        QVERIFY(settled(model));
        QCOMPARE(seqs(model), range(51, 750));
        QCOMPARE(appended, range(51, 750));
        QCOMPARE(model.received(), qint64(700));
        QVERIFY(settled(model)); // nothing new: nothing appended
        QCOMPARE(model.rowCount(), 700);
        // Cleared: empty, and only what comes next.
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        model.clearToHead();
        QCOMPARE(reset.count(), 1);
        QVERIFY(settled(model));
        QCOMPARE(model.rowCount(), 0);
        QCOMPARE(model.cursor(), qint64(750));
        publish(*m_db, "odd", "{}");
        QVERIFY(settled(model));
        QCOMPARE(seqs(model), QList<qint64>{751});
    }

    void filters()
    {
        LiveTailModel model(m_session.get());
        QAbstractItemModelTester tester(&model);
        model.setFilter(QByteArray("even"), std::nullopt);
        model.start(10);
        QVERIFY(settled(model));
        QCOMPARE(seqs(model), range(132, 150, 2));
        publish(*m_db, "odd", "{}"); // 151
        publish(*m_db, "even", broadcast("Even", 152)); // 152
        QVERIFY(settled(model));
        QCOMPARE(seqs(model).last(), qint64(152));
        QCOMPARE(model.rowCount(), 11);
        QCOMPARE(model.cursor(), qint64(152));

        // A text filter starts at the head: finding a backlog could read everything.
        model.setFilter(std::nullopt, QByteArray("\"n\":16"));
        QVERIFY(settled(model));
        QCOMPARE(model.rowCount(), 0);
        for (int n = 153; n <= 170; ++n)
            publish(*m_db, "x", broadcast("X", n));
        QVERIFY(settled(model));
        QCOMPARE(seqs(model), range(160, 169));
        QCOMPARE(model.cursor(), qint64(170));
    }

    void boundedMemory()
    {
        LiveTailModel model(m_session.get());
        QAbstractItemModelTester tester(&model);
        model.setCapacity(50);
        model.start(100);
        QVERIFY(settled(model));
        QCOMPARE(seqs(model), range(101, 150));
        for (int n = 151; n <= 450; ++n)
            publish(*m_db, "odd", "{}");
        QVERIFY(settled(model));
        QCOMPARE(seqs(model), range(401, 450));
        QCOMPARE(model.received(), qint64(400));
        model.setCapacity(10);
        QCOMPARE(seqs(model), range(441, 450));
    }

    void pauseAndResume()
    {
        LiveTailModel model(m_session.get());
        QAbstractItemModelTester tester(&model);
        model.setCapacity(40);
        model.start(5);
        QVERIFY(settled(model));
        QCOMPARE(seqs(model), range(146, 150));
        const quint64 before = m_session->operationsRun();
        model.setPaused(true);
        for (int n = 151; n <= 170; ++n)
            publish(*m_db, "odd", "{}");
        model.poll();
        QTest::qWait(100);
        QCOMPARE(model.rowCount(), 5);
        QVERIFY(m_session->operationsRun() - before <= 2); // polls of data_version at most
        // Fewer than it keeps: resumed, it catches up with every one.
        QSignalSpy caught(&model, &LiveTailModel::caughtUp);
        model.setPaused(false);
        QVERIFY(caught.wait(5000));
        QCOMPARE(seqs(model), range(146, 170));
        // More than it keeps: it skips ahead and says so in a row.
        model.setPaused(true);
        for (int n = 171; n <= 270; ++n)
            publish(*m_db, "odd", "{}");
        model.setPaused(false);
        QVERIFY(caught.wait(5000));
        // The gap row and the newest events fill exactly what it keeps.
        QCOMPARE(model.rowCount(), 40);
        QVERIFY(model.data(model.index(0, 0), LiveTailModel::GapRole).toBool());
        QCOMPARE(model.seqAt(0), qint64(0));
        QCOMPARE(model.eventAt(0)->gapFrom, qint64(170));
        QCOMPARE(model.eventAt(0)->gapTo, qint64(231));
        QVERIFY(model.data(model.index(0, LiveTailModel::PreviewColumn)).toString().contains(QStringLiteral("231")));
        QCOMPARE(model.seqAt(1), qint64(232));
        QCOMPARE(model.seqAt(39), qint64(270));
        QCOMPARE(model.cursor(), qint64(270));
    }
};

QTEST_GUILESS_MAIN(TestLiveTailModel)
#include "tst_livetailmodel.moc"
