// Conformance suite for the history contract (contracts/history.md): the
// app's own record of queue depths and throughput, kept at three resolutions.
//
// Every operation runs straight from the document through the harness, so
// askr-mutate can point this binary at mutated copies. Assertions are exact
// rows.

#include "contractharness.h"

#include <QTest>

using namespace askr::contracts;
using namespace askr::test;

namespace {

QStringList rows(const Result &r)
{
    QStringList out;
    for (const auto &row : r.rows) {
        QStringList cells;
        for (const auto &v : row)
            cells << v.toDisplayString();
        out << cells.join(QLatin1Char(' '));
    }
    return out;
}

// One queue's sample object for RecordSample.
QByteArray q(const char *name, int ready, int delayed, int reserved, int failed, int age, int enq, int proc, int dead)
{
    return QByteArray("{\"queue\":\"") + name + "\",\"ready\":" + QByteArray::number(ready) + ",\"delayed\":" + QByteArray::number(delayed)
        + ",\"reserved\":" + QByteArray::number(reserved) + ",\"failed\":" + QByteArray::number(failed) + ",\"oldest_ready_age\":" + QByteArray::number(age)
        + ",\"enqueued\":" + QByteArray::number(enq) + ",\"processed\":" + QByteArray::number(proc) + ",\"dead_lettered\":" + QByteArray::number(dead) + "}";
}

QByteArray array(std::initializer_list<QByteArray> items)
{
    QByteArrayList list(items);
    return "[" + list.join(',') + "]";
}

} // namespace

class ConformanceHistory : public QObject
{
    Q_OBJECT
    ContractHarness h;

    qint64 record(const char *source, qint64 at, qint64 span, qint64 enq, qint64 proc, qint64 dead, const QByteArray &samples)
    {
        return h.run("history", "RecordSample",
                     {{"source", T(source)}, {"at", I(at)}, {"span", I(span)}, {"enqueued", I(enq)}, {"processed", I(proc)}, {"dead_lettered", I(dead)},
                      {"samples", T(samples)}})
            .changes;
    }
    QStringList queueSeries(const char *source, qint64 resolution, const char *queue, qint64 since)
    {
        return rows(h.run("history", "QueueSeries", {{"source", T(source)}, {"resolution", I(resolution)}, {"queue", T(queue)}, {"since", I(since)}}));
    }
    QStringList totalSeries(const char *source, qint64 resolution, qint64 since)
    {
        return rows(h.run("history", "TotalSeries", {{"source", T(source)}, {"resolution", I(resolution)}, {"since", I(since)}}));
    }
    qint64 downsample(qint64 resolution, qint64 from, qint64 until)
    {
        return h.run("history", "Downsample", {{"resolution", I(resolution)}, {"from_resolution", I(from)}, {"until", I(until)}}).changes;
    }
    qint64 prune(qint64 resolution, qint64 until)
    {
        return h.run("history", "Prune", {{"resolution", I(resolution)}, {"until", I(until)}}).changes;
    }

private Q_SLOTS:
    void cleanup() { ContractHarness::stopAtAFailureIfAsked(); }
    void init()
    {
        QVERIFY2(h.diagnostics().empty(), qPrintable(h.diagnosticText()));
        h.reset();
    }

    void useWal()
    {
        // The harness database lives in memory, which has no WAL.
        const Result r = h.run("history", "UseWal");
        QCOMPARE(r.columns, std::vector<std::string>({"journal_mode"}));
        QCOMPARE(r.at(0, "journal_mode").toDisplayString(), QStringLiteral("memory"));
    }

    void recordWritesQueuesAndTotals()
    {
        QCOMPARE(record("/a.db", 1000, 10, 7, 5, 1, array({q("mail", 3, 1, 2, 4, 30, 2, 1, 0), q("bulk", 5, 0, 1, 0, 12, 3, 2, 1)})), 2);
        // at span samples ready delayed reserved failed age enq proc dead
        QCOMPARE(queueSeries("/a.db", 0, "mail", 0), QStringList({QStringLiteral("1000 10 1 3 1 2 4 30 2 1 0")}));
        QCOMPARE(queueSeries("/a.db", 0, "bulk", 0), QStringList({QStringLiteral("1000 10 1 5 0 1 0 12 3 2 1")}));
        // Depths summed, the largest age, the exact throughput given.
        QCOMPARE(totalSeries("/a.db", 0, 0), QStringList({QStringLiteral("1000 10 1 8 1 3 4 30 7 5 1")}));
        // The same moment again replaces the sample.
        QCOMPARE(record("/a.db", 1000, 10, 9, 9, 9, array({q("mail", 1, 1, 1, 1, 1, 1, 1, 1)})), 1);
        QCOMPARE(queueSeries("/a.db", 0, "mail", 0), QStringList({QStringLiteral("1000 10 1 1 1 1 1 1 1 1 1")}));
        QCOMPARE(totalSeries("/a.db", 0, 0), QStringList({QStringLiteral("1000 10 1 1 1 1 1 1 9 9 9")}));
        QCOMPARE(h.scalar("SELECT count(*) FROM desk_queue_totals"), 1);
    }

    void recordWithoutQueues()
    {
        QCOMPARE(record("/a.db", 1000, 5, 4, 4, 0, "[]"), 0);
        QCOMPARE(totalSeries("/a.db", 0, 0), QStringList({QStringLiteral("1000 5 1 0 0 0 0 0 4 4 0")}));
    }

    void recordRefusesIncompleteSamples()
    {
        QVERIFY_THROWS_EXCEPTION(Error, record("/a.db", 1000, 5, 0, 0, 0, "[{\"queue\":\"mail\",\"ready\":1}]"));
        // One transaction: the totals row went too.
        QCOMPARE(h.scalar("SELECT count(*) FROM desk_queue_totals"), 0);
    }

    void seriesSelect()
    {
        record("/a.db", 100, 10, 1, 0, 0, array({q("mail", 1, 0, 0, 0, 0, 0, 0, 0), q("bulk", 9, 0, 0, 0, 0, 0, 0, 0)}));
        record("/a.db", 110, 10, 2, 0, 0, array({q("mail", 2, 0, 0, 0, 0, 0, 0, 0)}));
        record("/a.db", 120, 10, 3, 0, 0, array({q("mail", 3, 0, 0, 0, 0, 0, 0, 0)}));
        record("/b.db", 110, 10, 4, 0, 0, array({q("mail", 4, 0, 0, 0, 0, 0, 0, 0)}));
        QCOMPARE(queueSeries("/a.db", 0, "mail", 110),
                 QStringList({QStringLiteral("110 10 1 2 0 0 0 0 0 0 0"), QStringLiteral("120 10 1 3 0 0 0 0 0 0 0")}));
        QCOMPARE(queueSeries("/a.db", 0, "mail", 111), QStringList({QStringLiteral("120 10 1 3 0 0 0 0 0 0 0")}));
        QCOMPARE(queueSeries("/a.db", 0, "bulk", 0), QStringList({QStringLiteral("100 10 1 9 0 0 0 0 0 0 0")}));
        QCOMPARE(queueSeries("/b.db", 0, "mail", 0), QStringList({QStringLiteral("110 10 1 4 0 0 0 0 0 0 0")}));
        QCOMPARE(queueSeries("/a.db", 60, "mail", 0), QStringList());
        QCOMPARE(totalSeries("/a.db", 0, 110), QStringList({QStringLiteral("110 10 1 2 0 0 0 0 2 0 0"), QStringLiteral("120 10 1 3 0 0 0 0 3 0 0")}));
        QCOMPARE(totalSeries("/b.db", 0, 0), QStringList({QStringLiteral("110 10 1 4 0 0 0 0 4 0 0")}));
        QCOMPARE(totalSeries("/a.db", 60, 0), QStringList());
    }

    void downsampleFoldsEndedBuckets()
    {
        // Raw samples of /a.db at 50 | 65, 100, 119 | 120; mail is missing from 100.
        record("/a.db", 50, 5, 1, 1, 0, array({q("mail", 8, 0, 0, 0, 5, 1, 1, 0)}));
        record("/a.db", 65, 15, 4, 2, 1, array({q("mail", 3, 2, 1, 6, 40, 4, 2, 1), q("bulk", 2, 0, 0, 0, 9, 0, 0, 0)}));
        record("/a.db", 100, 35, 5, 3, 0, array({q("bulk", 7, 0, 1, 0, 4, 5, 3, 0)}));
        record("/a.db", 119, 19, 6, 4, 2, array({q("mail", 4, 3, 0, 8, 70, 6, 4, 2), q("bulk", 0, 0, 2, 0, 0, 0, 0, 0)}));
        record("/a.db", 120, 1, 1, 1, 1, array({q("mail", 1, 1, 1, 1, 1, 1, 1, 1)}));
        record("/b.db", 61, 5, 2, 2, 2, array({q("mail", 5, 5, 5, 5, 5, 2, 2, 2)}));

        // At 179 the bucket starting at 120 has not ended; buckets 0 and 60 have.
        QCOMPARE(downsample(60, 0, 179), 3);
        // mail in bucket 60: ready (3 + 0 + 4) / 3 samples = 2.33 -> 2; delayed (2 + 0 + 3) / 3 = 1.67 -> 2;
        // reserved 1/3 -> 0; failed 14/3 = 4.67 -> 5; age max 70; throughput summed; span and samples of the bucket.
        QCOMPARE(queueSeries("/a.db", 60, "mail", 0),
                 QStringList({QStringLiteral("0 5 1 8 0 0 0 5 1 1 0"), QStringLiteral("60 69 3 2 2 0 5 70 10 6 3")}));
        // bulk in bucket 60: ready 9/3 = 3, reserved 3/3 = 1, age max 9.
        QCOMPARE(queueSeries("/a.db", 60, "bulk", 0), QStringList({QStringLiteral("60 69 3 3 0 1 0 9 5 3 0")}));
        // Totals: ready (5 + 7 + 4) / 3 = 5.33 -> 5, delayed 5/3 -> 2, reserved (1 + 1 + 2) / 3 = 1.33 -> 1, failed 14/3 -> 5.
        QCOMPARE(totalSeries("/a.db", 60, 0), QStringList({QStringLiteral("0 5 1 8 0 0 0 5 1 1 0"), QStringLiteral("60 69 3 5 2 1 5 70 15 9 3")}));
        QCOMPARE(totalSeries("/b.db", 60, 0), QStringList({QStringLiteral("60 5 1 5 5 5 5 5 2 2 2")}));

        // Folding again changes nothing, even with a late sample in a done bucket.
        record("/a.db", 70, 1, 100, 100, 100, array({q("mail", 100, 100, 100, 100, 100, 100, 100, 100)}));
        QCOMPARE(downsample(60, 0, 179), 0);
        QCOMPARE(totalSeries("/a.db", 60, 60), QStringList({QStringLiteral("60 69 3 5 2 1 5 70 15 9 3")}));
        QCOMPARE(queueSeries("/a.db", 60, "mail", 60), QStringList({QStringLiteral("60 69 3 2 2 0 5 70 10 6 3")}));

        // Once it has ended (180 is its end), bucket 120 is folded: only it.
        QCOMPARE(downsample(60, 0, 180), 1);
        QCOMPARE(totalSeries("/a.db", 60, 61), QStringList({QStringLiteral("120 1 1 1 1 1 1 1 1 1 1")}));
        QCOMPARE(queueSeries("/a.db", 60, "mail", 61), QStringList({QStringLiteral("120 1 1 1 1 1 1 1 1 1 1")}));
        QCOMPARE(queueSeries("/a.db", 60, "bulk", 61), QStringList());
        QCOMPARE(totalSeries("/b.db", 60, 0), QStringList({QStringLiteral("60 5 1 5 5 5 5 5 2 2 2")}));
    }

    void downsampleKeepsSourcesApart()
    {
        record("/a.db", 10, 10, 0, 0, 0, array({q("mail", 1, 0, 0, 0, 0, 0, 0, 0)}));
        record("/a.db", 70, 10, 0, 0, 0, array({q("mail", 2, 0, 0, 0, 0, 0, 0, 0)}));
        record("/b.db", 10, 10, 0, 0, 0, array({q("mail", 5, 0, 0, 0, 0, 0, 0, 0)}));
        QCOMPARE(downsample(60, 0, 120), 3);
        // /a.db is done up to 120, /b.db only up to 60: each source keeps its own mark.
        record("/a.db", 80, 10, 0, 0, 0, array({q("mail", 100, 0, 0, 0, 0, 0, 0, 0)}));
        record("/b.db", 70, 10, 0, 0, 0, array({q("mail", 7, 0, 0, 0, 0, 0, 0, 0)}));
        QCOMPARE(downsample(60, 0, 120), 1);
        QCOMPARE(queueSeries("/a.db", 60, "mail", 0), QStringList({QStringLiteral("0 10 1 1 0 0 0 0 0 0 0"), QStringLiteral("60 10 1 2 0 0 0 0 0 0 0")}));
        QCOMPARE(queueSeries("/b.db", 60, "mail", 0), QStringList({QStringLiteral("0 10 1 5 0 0 0 0 0 0 0"), QStringLiteral("60 10 1 7 0 0 0 0 0 0 0")}));
        QCOMPARE(totalSeries("/b.db", 60, 60), QStringList({QStringLiteral("60 10 1 7 0 0 0 0 0 0 0")}));
    }

    void downsampleWeighsBySamples()
    {
        // Two minute buckets fold into one of 900 s: 3 samples with ready 2, and 1 sample with ready 10.
        record("/a.db", 0, 10, 1, 0, 0, array({q("mail", 2, 0, 0, 0, 0, 1, 0, 0)}));
        record("/a.db", 10, 10, 1, 0, 0, array({q("mail", 2, 0, 0, 0, 0, 1, 0, 0)}));
        record("/a.db", 20, 10, 1, 0, 0, array({q("mail", 2, 0, 0, 0, 0, 1, 0, 0)}));
        record("/a.db", 60, 40, 1, 0, 0, array({q("mail", 10, 0, 0, 0, 0, 1, 0, 0)}));
        QCOMPARE(downsample(60, 0, 120), 2);
        QCOMPARE(downsample(900, 60, 900), 1);
        // (3 * 2 + 1 * 10) / 4 = 4; an unweighted average of the buckets would say 6.
        QCOMPARE(queueSeries("/a.db", 900, "mail", 0), QStringList({QStringLiteral("0 70 4 4 0 0 0 0 4 0 0")}));
        QCOMPARE(totalSeries("/a.db", 900, 0), QStringList({QStringLiteral("0 70 4 4 0 0 0 0 4 0 0")}));
        // Raw rows are not folded into the 900 s buckets directly.
        QCOMPARE(downsample(900, 0, 900), 0);
    }

    void pruneDropsOldRowsOfOneResolution()
    {
        record("/a.db", 100, 10, 0, 0, 0, array({q("mail", 1, 0, 0, 0, 0, 0, 0, 0)}));
        record("/a.db", 110, 10, 0, 0, 0, array({q("mail", 2, 0, 0, 0, 0, 0, 0, 0)}));
        record("/b.db", 105, 10, 0, 0, 0, array({q("mail", 3, 0, 0, 0, 0, 0, 0, 0)}));
        record("/b.db", 125, 10, 0, 0, 0, array({q("mail", 4, 0, 0, 0, 0, 0, 0, 0)}));
        QCOMPARE(downsample(60, 0, 200), 3);
        // Every source, only rows before 110, only resolution 0.
        QCOMPARE(prune(0, 110), 2);
        QCOMPARE(queueSeries("/a.db", 0, "mail", 0), QStringList({QStringLiteral("110 10 1 2 0 0 0 0 0 0 0")}));
        QCOMPARE(totalSeries("/a.db", 0, 0), QStringList({QStringLiteral("110 10 1 2 0 0 0 0 0 0 0")}));
        QCOMPARE(totalSeries("/b.db", 0, 0), QStringList({QStringLiteral("125 10 1 4 0 0 0 0 0 0 0")}));
        QCOMPARE(queueSeries("/b.db", 0, "mail", 0), QStringList({QStringLiteral("125 10 1 4 0 0 0 0 0 0 0")}));
        QCOMPARE(totalSeries("/a.db", 60, 0).size(), 1);
        QCOMPARE(queueSeries("/b.db", 60, "mail", 0).size(), 2);
        QCOMPARE(prune(60, 60), 0);
        QCOMPARE(prune(60, 61), 2);
        QCOMPARE(totalSeries("/a.db", 60, 0), QStringList());
        QCOMPARE(queueSeries("/a.db", 60, "mail", 0), QStringList());
        QCOMPARE(queueSeries("/b.db", 60, "mail", 0), QStringList({QStringLiteral("120 10 1 4 0 0 0 0 0 0 0")}));
        QCOMPARE(totalSeries("/b.db", 60, 0), QStringList({QStringLiteral("120 10 1 4 0 0 0 0 0 0 0")}));
        QCOMPARE(queueSeries("/a.db", 0, "mail", 0).size(), 1);
    }

    void lastClaims()
    {
        // reserved or processed shows claims; ready alone does not.
        record("/a.db", 100, 10, 0, 0, 0, array({q("mail", 1, 0, 1, 0, 0, 0, 0, 0), q("bulk", 1, 0, 0, 0, 0, 0, 3, 0), q("idle", 5, 0, 0, 0, 0, 0, 0, 0)}));
        record("/a.db", 110, 10, 0, 0, 0, array({q("mail", 1, 0, 0, 0, 0, 0, 2, 0), q("bulk", 1, 0, 0, 0, 0, 0, 0, 0), q("idle", 5, 0, 0, 0, 0, 0, 0, 0)}));
        record("/a.db", 120, 10, 0, 0, 0, array({q("mail", 1, 0, 0, 0, 0, 0, 0, 0), q("bulk", 0, 0, 2, 0, 0, 0, 0, 0)}));
        record("/b.db", 130, 10, 0, 0, 0, array({q("mail", 1, 0, 1, 0, 0, 0, 1, 0)}));
        const Result r = h.run("history", "LastClaims", {{"source", T("/a.db")}, {"since", I(0)}});
        QCOMPARE(r.columns, std::vector<std::string>({"queue", "at"}));
        QCOMPARE(rows(r), QStringList({QStringLiteral("bulk 120"), QStringLiteral("mail 110")}));
        QCOMPARE(rows(h.run("history", "LastClaims", {{"source", T("/a.db")}, {"since", I(110)}})),
                 QStringList({QStringLiteral("bulk 120"), QStringLiteral("mail 110")}));
        QCOMPARE(rows(h.run("history", "LastClaims", {{"source", T("/a.db")}, {"since", I(111)}})), QStringList({QStringLiteral("bulk 120")}));
        // The coarser resolutions count too.
        QCOMPARE(downsample(60, 0, 180), 3);
        QCOMPARE(prune(0, 1000), 4);
        QCOMPARE(rows(h.run("history", "LastClaims", {{"source", T("/a.db")}, {"since", I(0)}})),
                 QStringList({QStringLiteral("bulk 120"), QStringLiteral("mail 60")}));
    }
};

QTEST_GUILESS_MAIN(ConformanceHistory)

#include "conformance_history.moc"
