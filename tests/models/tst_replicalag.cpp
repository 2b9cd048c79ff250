// models::ReplicaLag: what a replica lacks of its primary's heads, and
// since when the primary has had it.
#include "models/overview/replicalag.h"

#include <QTest>

using namespace askr;
using Heads = operations::database::Heads;

Q_DECLARE_METATYPE(Heads)

class TestReplicaLag : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void behind_data()
    {
        // Looks at the primary at 0, 10 s, 20 s; the replica is compared at 25 s.
        QTest::addColumn<Heads>("replica");
        QTest::addColumn<qint64>("events");
        QTest::addColumn<qint64>("jobs");
        QTest::addColumn<qint64>("deadLetters");
        QTest::addColumn<qint64>("seconds");
        QTest::addColumn<bool>("sinceBeforeSampling");
        // Heads are {jobs enqueued, dead-lettered, last event seq}.
        QTest::newRow("in step") << Heads{30, 3, 300} << 0LL << 0LL << 0LL << 0LL << false;
        // Has what the primary had at 10 s: lacks what came after, since 20 s.
        QTest::newRow("one look behind") << Heads{20, 2, 200} << 100LL << 10LL << 1LL << 5LL << false;
        // Has what the primary had at 0 s: lacking since the look at 10 s.
        QTest::newRow("two looks behind") << Heads{10, 1, 100} << 200LL << 20LL << 2LL << 15LL << false;
        // Lacks what the primary had at the first look: at least 25 s.
        QTest::newRow("before the first look") << Heads{5, 1, 100} << 200LL << 25LL << 2LL << 25LL << true;
        // Only events lag (jobs in step): still behind, since the last look.
        QTest::newRow("events only") << Heads{30, 3, 250} << 50LL << 0LL << 0LL << 5LL << false;
        // A replica that shows more than the primary (the primary read
        // earlier) is not behind, and no figure goes negative.
        QTest::newRow("ahead") << Heads{31, 4, 301} << 0LL << 0LL << 0LL << 0LL << false;
    }

    void behind()
    {
        QFETCH(Heads, replica);
        models::ReplicaLag lag;
        QVERIFY(!lag.hasSamples());
        QVERIFY(lag.behind(replica, 0).inStep());
        lag.addPrimarySample(0, Heads{10, 1, 100});
        lag.addPrimarySample(10'000, Heads{20, 2, 200});
        lag.addPrimarySample(20'000, Heads{30, 3, 300});
        const auto b = lag.behind(replica, 25'000);
        QTEST(b.jobs, "jobs");
        QTEST(b.deadLetters, "deadLetters");
        QTEST(b.events, "events");
        QTEST(b.seconds, "seconds");
        QTEST(b.sinceBeforeSampling, "sinceBeforeSampling");
    }

    void keepsHalfAnHour()
    {
        // Older looks go; the newest stays whatever its age.
        models::ReplicaLag lag;
        lag.addPrimarySample(0, Heads{0, 0, 1});
        lag.addPrimarySample(models::ReplicaLag::KeepMs + 1000, Heads{0, 0, 2});
        const auto b = lag.behind(Heads{0, 0, 0}, models::ReplicaLag::KeepMs + 1000);
        QCOMPARE(b.events, 2);
        QVERIFY(b.sinceBeforeSampling); // the look at 0 is gone
        QCOMPARE(b.seconds, 0);
    }
};

QTEST_GUILESS_MAIN(TestReplicaLag)
#include "tst_replicalag.moc"
