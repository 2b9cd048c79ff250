// Conformance suite for the queue contract's throughput operations
// (JobSequence, QueueArrivals in contracts/queue.md), which the queue views use
// to derive enqueue, processing and dead-letter rates.
//
// Every operation under test runs straight from the document through the
// harness, so askr-mutate can point this binary at mutated copies. Fixtures
// are built with the runtime operations at chosen clock times; every
// assertion is an exact figure or an exact list of rows.

#include "contractharness.h"

#include <QTest>

using namespace askr::contracts;
using namespace askr::test;

namespace {

QStringList rows(const Result &r)
{
    QStringList out;
    for (size_t i = 0; i < r.rows.size(); ++i) {
        QStringList cells;
        for (size_t c = 0; c < r.columns.size(); ++c)
            cells << r.rows[i][c].toDisplayString();
        out << cells.join(QLatin1Char(' '));
    }
    return out;
}

} // namespace

class ConformanceQueueAdmin : public QObject
{
    Q_OBJECT
    ContractHarness h;

    qint64 enqueue(const char *queue, const char *payload = "{}")
    {
        return h.run("queue", "Enqueue",
                     {{"queue", T(queue)}, {"payload", B(payload)}, {"priority", I(0)}, {"delay", I(0)}, {"max_attempts", I(25)}})
            .at(0, "id")
            .toInt();
    }
    void deadLetter(qint64 id)
    {
        QCOMPARE(h.run("queue", "DeadLetter", {{"uuid", T("u")}, {"exception", T("boom")}, {"id", I(id)}}).changes, 1);
    }
    QStringList sequence()
    {
        const Result r = h.run("queue", "JobSequence");
        return {r.at(0, "enqueued_total").toDisplayString(), r.at(0, "failed_total").toDisplayString()};
    }
    QStringList arrivals(qint64 after, qint64 last, qint64 failedAfter, qint64 failedLast)
    {
        return rows(h.run("queue", "QueueArrivals",
                          {{"after_id", I(after)}, {"last_id", I(last)}, {"failed_after_id", I(failedAfter)}, {"failed_last_id", I(failedLast)}}));
    }

private Q_SLOTS:
    void cleanup() { ContractHarness::stopAtAFailureIfAsked(); }
    void init()
    {
        QVERIFY2(h.diagnostics().empty(), qPrintable(h.diagnosticText()));
        h.reset();
        h.setNow(1'700'000'000);
    }

    void sequenceStartsAtZero()
    {
        QCOMPARE(sequence(), QStringList({QStringLiteral("0"), QStringLiteral("0")}));
        const Result r = h.run("queue", "JobSequence");
        QCOMPARE(r.columns, std::vector<std::string>({"enqueued_total", "failed_total"}));
        QCOMPARE(r.at(0, "enqueued_total").kind(), Value::Integer);
    }

    void sequenceCountsEveryInsertEver()
    {
        const qint64 a = enqueue("mail");
        const qint64 b = enqueue("mail");
        enqueue("default");
        QCOMPARE(sequence(), QStringList({QStringLiteral("3"), QStringLiteral("0")}));
        // Leaving the table does not lower the count.
        QCOMPARE(h.run("queue", "Ack", {{"id", I(a)}}).changes, 1);
        QCOMPARE(sequence(), QStringList({QStringLiteral("3"), QStringLiteral("0")}));
        deadLetter(b);
        QCOMPARE(sequence(), QStringList({QStringLiteral("3"), QStringLiteral("1")}));
        // A retry is a new insert into askr_jobs; forgetting lowers nothing.
        QCOMPARE(h.run("queue", "RetryFailed", {{"filter_queue", N()}, {"filter_name", N()}, {"filter_text", N()}, {"filter_signature", N()}, {"failed_from", N()}, {"failed_to", N()}, {"filter_payload", N()}})
                     .changes,
                 1);
        QCOMPARE(sequence(), QStringList({QStringLiteral("4"), QStringLiteral("1")}));
        const qint64 c = enqueue("mail");
        deadLetter(c);
        QCOMPARE(h.run("queue", "FlushFailed").changes, 1);
        QCOMPARE(sequence(), QStringList({QStringLiteral("5"), QStringLiteral("2")}));
    }

    void sequenceIgnoresOtherTables()
    {
        // Another AUTOINCREMENT table (the pub/sub log) has its own row.
        for (int i = 0; i < 7; ++i)
            h.run("pubsub", "Publish", {{"channel", T("c")}, {"payload", B("x")}});
        enqueue("mail");
        QCOMPARE(sequence(), QStringList({QStringLiteral("1"), QStringLiteral("0")}));
    }

    void arrivalsCountNewRowsPerQueue()
    {
        // ids 1..6: mail, mail, default, mail, bulk, default
        for (const char *q : {"mail", "mail", "default", "mail", "bulk", "default"})
            enqueue(q);
        // Failed ids 1..3 from jobs 1 (mail), 3 (default), 5 (bulk).
        deadLetter(1);
        deadLetter(3);
        deadLetter(5);
        // Job 2 was processed: it left no row, so it is not counted.
        QCOMPARE(h.run("queue", "Ack", {{"id", I(2)}}).changes, 1);

        // Everything: live 4 (mail), 6 (default); failed 1 (mail), 2 (default), 3 (bulk).
        QCOMPARE(arrivals(0, 6, 0, 3), QStringList({QStringLiteral("bulk 0 1"), QStringLiteral("default 1 1"), QStringLiteral("mail 1 1")}));
        // Lower bounds are exclusive, upper bounds inclusive.
        QCOMPARE(arrivals(4, 6, 3, 3), QStringList({QStringLiteral("default 1 0")}));
        QCOMPARE(arrivals(3, 4, 0, 0), QStringList({QStringLiteral("mail 1 0")}));
        QCOMPARE(arrivals(0, 5, 0, 0), QStringList({QStringLiteral("mail 1 0")}));
        QCOMPARE(arrivals(0, 0, 1, 2), QStringList({QStringLiteral("default 0 1")}));
        QCOMPARE(arrivals(0, 0, 0, 1), QStringList({QStringLiteral("mail 0 1")}));
        QCOMPARE(arrivals(6, 6, 3, 3), QStringList());
    }

    void arrivalsAddUpPerQueue()
    {
        for (int i = 0; i < 3; ++i)
            enqueue("mail");
        for (int i = 0; i < 2; ++i)
            enqueue("alpha");
        deadLetter(1);
        deadLetter(2);
        const Result r = h.run("queue", "QueueArrivals", {{"after_id", I(0)}, {"last_id", I(100)}, {"failed_after_id", I(0)}, {"failed_last_id", I(100)}});
        QCOMPARE(r.columns, std::vector<std::string>({"queue", "jobs", "failed"}));
        QCOMPARE(rows(r), QStringList({QStringLiteral("alpha 2 0"), QStringLiteral("mail 1 2")}));
        QCOMPARE(r.at(1, "queue").kind(), Value::Text);
    }
};

QTEST_GUILESS_MAIN(ConformanceQueueAdmin)

#include "conformance_queue_admin.moc"
