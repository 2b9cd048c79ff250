// How the queue overview turns readings into rates and verdicts: the
// interval arithmetic (exact totals, per-queue lower bounds), the rate
// window, the stuck verdicts, and a snapshot read from a real database.

#include "operations/queue/queueactivity.h"

#include "askr_contracts_api.h"

#include <QTest>

using namespace askr;
using namespace askr::operations;
using contracts::Value;

namespace {

QueueDepth depth(const char *name, qint64 ready, qint64 delayed, qint64 reserved, qint64 failed, qint64 age = 0)
{
    QueueDepth d;
    d.queue = Value::text(name);
    d.ready = ready;
    d.delayed = delayed;
    d.reserved = reserved;
    d.failed = failed;
    d.oldestReadyAge = age;
    d.total = ready + delayed + reserved;
    return d;
}

QueueSnapshot snapshot(qint64 at, qint64 enqueued, qint64 failed, std::vector<QueueDepth> queues, QHash<QByteArray, QueueArrivalCount> arrivals = {},
                       bool haveArrivals = true)
{
    QueueSnapshot s;
    s.at = at;
    s.haveSequence = true;
    s.enqueuedTotal = enqueued;
    s.failedTotal = failed;
    s.queues = std::move(queues);
    s.arrivals = std::move(arrivals);
    s.haveArrivals = haveArrivals;
    return s;
}

QueueInterval interval(qint64 from, qint64 to, qint64 enqueued, qint64 processed, qint64 dead, qint64 unattributed = 0)
{
    QueueInterval i;
    i.from = from;
    i.to = to;
    i.total = {enqueued, processed, dead};
    i.perQueue.insert("mail", {enqueued - unattributed, processed, dead});
    i.unattributed.enqueued = unattributed;
    return i;
}

} // namespace

class TestQueueActivity : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void deriveTotalsAndLowerBounds()
    {
        const auto a = snapshot(1000, 100, 10, {depth("bulk", 5, 0, 0, 0), depth("mail", 40, 0, 10, 3)});
        const auto b = snapshot(1060, 130, 13, {depth("bulk", 6, 0, 0, 1), depth("mail", 45, 0, 0, 5), depth("x", 0, 0, 0, 1)},
                                {{"mail", {12, 2}}, {"bulk", {3, 1}}});
        const auto in = QueueInterval::derive(a, b);
        QVERIFY(in);
        QCOMPARE(in->span(), 60);
        // Exact: 30 enqueued, 3 dead-lettered, live 55 -> 51, so 30 + 4 - 3 = 31 processed.
        QCOMPARE(in->total.enqueued, 30);
        QCOMPARE(in->total.deadLettered, 3);
        QCOMPARE(in->total.processed, 31);
        // mail: 12 new rows remain; 50 + 12 - 45 - 2 = 15 left other than by dead-lettering.
        QCOMPARE(in->perQueue.value("mail").enqueued, 12);
        QCOMPARE(in->perQueue.value("mail").processed, 15);
        QCOMPARE(in->perQueue.value("mail").deadLettered, 2);
        // bulk: 3 new rows; 5 + 3 - 6 - 1 = 1 processed.
        QCOMPARE(in->perQueue.value("bulk").enqueued, 3);
        QCOMPARE(in->perQueue.value("bulk").processed, 1);
        QCOMPARE(in->perQueue.value("bulk").deadLettered, 1);
        QCOMPARE(in->perQueue.value("x").enqueued, 0);
        QCOMPARE(in->perQueue.value("x").processed, 0);
        // What came and went unseen: 30 - 15 enqueued, 31 - 16 processed.
        QCOMPARE(in->unattributed.enqueued, 15);
        QCOMPARE(in->unattributed.processed, 15);
        QCOMPARE(in->unattributed.deadLettered, 0);
        // mail showed claims (jobs processed); bulk too; x did not.
        QCOMPARE(in->claimed.value("mail"), true);
        QCOMPARE(in->claimed.value("bulk"), true);
        QCOMPARE(in->claimed.value("x"), false);
    }

    void deriveEnqueuedFromGrowth()
    {
        // Growth of 10 with only 4 new rows seen: at least 10 were enqueued.
        const auto a = snapshot(0, 0, 0, {});
        const auto b = snapshot(10, 10, 0, {depth("q", 10, 0, 0, 0)}, {{"q", {4, 0}}});
        const auto in = QueueInterval::derive(a, b);
        QVERIFY(in);
        QCOMPARE(in->perQueue.value("q").enqueued, 10);
        QCOMPARE(in->perQueue.value("q").processed, 0);
        QCOMPARE(in->total.processed, 0);
        QCOMPARE(in->unattributed.enqueued, 0);
        // A reserved job at the end counts as a claim.
        const auto c = snapshot(20, 10, 0, {depth("q", 9, 0, 1, 0)}, {});
        QCOMPARE(QueueInterval::derive(b, c)->claimed.value("q"), true);
    }

    void deriveRefuses_data()
    {
        QTest::addColumn<int>("which");
        QTest::newRow("no arrivals") << 0;
        QTest::newRow("same time") << 1;
        QTest::newRow("sequence went back") << 2;
        QTest::newRow("failed sequence went back") << 3;
        QTest::newRow("no sequence") << 4;
    }
    void deriveRefuses()
    {
        QFETCH(int, which);
        const auto a = snapshot(100, 50, 5, {});
        QueueSnapshot b = snapshot(110, 60, 6, {});
        switch (which) {
        case 0:
            b.haveArrivals = false;
            break;
        case 1:
            b.at = 100;
            break;
        case 2:
            b.enqueuedTotal = 49;
            break;
        case 3:
            b.failedTotal = 4;
            break;
        case 4:
            b.haveSequence = false;
            break;
        }
        QVERIFY(!QueueInterval::derive(a, b));
    }

    void rateWindowKeepsTheLastMinute()
    {
        RateWindow w(60);
        QCOMPARE(w.span(), 0);
        QCOMPARE(w.perMinute(10), 0.0);
        w.add(interval(0, 30, 10, 8, 1));
        QCOMPARE(w.span(), 30);
        QCOMPARE(w.perMinute(w.total().enqueued), 20.0);
        QVERIFY(!w.partial());
        w.add(interval(30, 60, 20, 18, 2, 5));
        w.add(interval(60, 90, 30, 28, 3));
        // [0, 30] ended 60 s before the newest: dropped.
        QCOMPARE(w.span(), 60);
        QCOMPARE(w.total().enqueued, 50);
        QCOMPARE(w.total().processed, 46);
        QCOMPARE(w.total().deadLettered, 5);
        QCOMPARE(w.queue("mail").enqueued, 45);
        QCOMPARE(w.queue("other").enqueued, 0);
        QVERIFY(w.partial());
        QCOMPARE(w.perMinute(50), 50.0);
        w.add(interval(90, 150, 6, 6, 0));
        QVERIFY(!w.partial());
        QCOMPARE(w.span(), 60);
        QCOMPARE(w.perMinute(w.total().enqueued), 6.0);
        w.clear();
        QCOMPARE(w.span(), 0);
    }

    void verdicts_data()
    {
        QTest::addColumn<qint64>("ready");
        QTest::addColumn<qint64>("age");
        QTest::addColumn<qint64>("lastClaim"); // -1: never
        QTest::addColumn<qint64>("watchedSince");
        QTest::addColumn<qint64>("readyBefore"); // -1: unknown
        QTest::addColumn<int>("health");
        QTest::addColumn<QString>("reason");
        // now is 10,000 and the threshold 60 s throughout.
        QTest::newRow("young") << qint64(5) << qint64(60) << qint64(-1) << qint64(0) << qint64(-1) << int(QueueHealth::Ok) << QString();
        QTest::newRow("nothing ready") << qint64(0) << qint64(0) << qint64(-1) << qint64(0) << qint64(-1) << int(QueueHealth::Ok) << QString();
        QTest::newRow("no claims for long") << qint64(5) << qint64(300) << qint64(9880) << qint64(0) << qint64(5) << int(QueueHealth::NoWorker)
                                            << QStringLiteral("No worker? Nothing has claimed from this queue for 2 min 0 s, and its oldest ready job has waited 5 min 0 s.");
        QTest::newRow("never claimed, watched long") << qint64(5) << qint64(300) << qint64(-1) << qint64(9900) << qint64(5) << int(QueueHealth::NoWorker)
                                                     << QStringLiteral("No worker? Nothing has claimed from this queue in the 1 min 40 s it has been watched, "
                                                                       "and its oldest ready job has waited 5 min 0 s.");
        QTest::newRow("just opened") << qint64(5) << qint64(300) << qint64(-1) << qint64(9970) << qint64(-1) << int(QueueHealth::Unknown)
                                     << QStringLiteral("Its oldest ready job has waited 5 min 0 s; watching for claims to tell why.");
        QTest::newRow("saturated") << qint64(20) << qint64(90) << qint64(9995) << qint64(0) << qint64(5) << int(QueueHealth::Saturated)
                                   << QStringLiteral("Saturated: workers claim from this queue, but its ready backlog grew by 15 in the last 1 min 0 s "
                                                     "and its oldest job has waited 1 min 30 s.");
        QTest::newRow("draining") << qint64(5) << qint64(90) << qint64(9995) << qint64(0) << qint64(20) << int(QueueHealth::Draining)
                                  << QStringLiteral("Behind: workers are draining this queue (15 fewer ready in the last 1 min 0 s), "
                                                    "but its oldest job has waited 1 min 30 s.");
        QTest::newRow("flat") << qint64(5) << qint64(90) << qint64(9995) << qint64(0) << qint64(5) << int(QueueHealth::Draining)
                              << QStringLiteral("Behind: workers claim from this queue, but its backlog is not shrinking and its oldest job has waited 1 min 30 s.");
    }
    void verdicts()
    {
        QFETCH(qint64, ready);
        QFETCH(qint64, age);
        QFETCH(qint64, lastClaim);
        QFETCH(qint64, watchedSince);
        QFETCH(qint64, readyBefore);
        QFETCH(int, health);
        QFETCH(QString, reason);
        const QueueVerdict v = judgeQueue(depth("q", ready, 0, 0, 0, age), 10'000, 60, lastClaim < 0 ? std::nullopt : std::optional<qint64>(lastClaim),
                                          watchedSince, readyBefore < 0 ? std::nullopt : std::optional<qint64>(readyBefore), 60);
        QCOMPARE(int(v.health), health);
        QCOMPARE(v.reason, reason);
    }

    void readsASnapshot()
    {
        auto db = contracts::Connection::openMemory();
        qint64 now = 1'700'000'000;
        db->setClock([&now] { return now; });
        namespace q = contracts::queue;
        q::install(*db);
        for (int i = 0; i < 5; ++i)
            q::enqueue(*db, "mail", "{}", 0, 0, 1);
        q::enqueue(*db, "bulk", "{}", 0, 30, 1);
        const QueueSnapshot a = QueueSnapshot::read(*db, nullptr);
        QCOMPARE(a.at, now);
        QVERIFY(a.haveSequence);
        QCOMPARE(a.enqueuedTotal, 6);
        QCOMPARE(a.failedTotal, 0);
        QVERIFY(!a.haveArrivals);
        QCOMPARE(a.queues.size(), size_t(2));
        QCOMPARE(a.find("mail")->ready, 5);
        QCOMPARE(a.find("bulk")->delayed, 1);

        now += 20;
        // Two mail jobs processed, one dead-lettered; three enqueued, one of them gone again.
        for (int i = 0; i < 3; ++i) {
            const qint64 id = q::claim(*db, 60, "mail")->id.toInt();
            if (i < 2)
                q::ack(*db, id);
            else
                q::deadLetter(*db, QByteArray("u"), QByteArray("boom"), id);
        }
        q::enqueue(*db, "mail", "{}", 0, 0, 1);
        q::enqueue(*db, "bulk", "{}", 0, 0, 1);
        q::ack(*db, q::enqueue(*db, "bulk", "{}", 0, 0, 1).id.toInt());
        const QueueSnapshot b = QueueSnapshot::read(*db, &a);
        QVERIFY(b.haveArrivals);
        QCOMPARE(b.enqueuedTotal, 9);
        QCOMPARE(b.failedTotal, 1);
        QCOMPARE(b.arrivals.value("mail").jobs, 1);
        QCOMPARE(b.arrivals.value("mail").failed, 1);
        QCOMPARE(b.arrivals.value("bulk").jobs, 1);
        const auto in = QueueInterval::derive(a, b);
        QVERIFY(in);
        QCOMPARE(in->total.enqueued, 3);
        QCOMPARE(in->total.deadLettered, 1);
        // Live 6 -> 5: 3 - (5 - 6) - 1 = 3 processed (two mail acks, one bulk ack).
        QCOMPARE(in->total.processed, 3);
        QCOMPARE(in->perQueue.value("mail").processed, 2);
        QCOMPARE(in->perQueue.value("bulk").processed, 0); // its ack came and went unseen
        QCOMPARE(in->unattributed.enqueued, 1);
        QCOMPARE(in->unattributed.processed, 1);
    }
};

QTEST_GUILESS_MAIN(TestQueueActivity)

#include "tst_queueactivity.moc"
