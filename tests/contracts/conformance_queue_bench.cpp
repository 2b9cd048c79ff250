// Conformance suite for RetryAllFailed and PreviewRetryAllFailed
// (contracts/queue.md), the unfiltered retry that docs/performance.md asks for:
// RetryFailed with every filter null, written so that SQLite empties the dead
// letters at once instead of row by row.
//
// The operations run straight from the document through the harness, so
// askr-mutate can point this binary at mutated copies. Fixtures are built with
// the runtime operations at chosen clock times; raw SQL only reads back what
// an operation wrote (and arms a failing trigger for the atomicity cases).

#include "contractharness.h"

#include <QTest>

#include <sqlite3.h>

using namespace askr::contracts;
using namespace askr::test;

namespace {

constexpr qint64 T0 = 5000;

struct Dead {
    const char *queue;
    QByteArray payload;
    const char *uuid;
    const char *exception;
    qint64 failedAt;
};

// Dead letters in failed-id order. Queues interleave and payloads include a
// non-UTF-8 one and one with a NUL, which must travel byte for byte.
const QList<Dead> &deadLetters()
{
    static const QList<Dead> d = {
        {"mail", QByteArray(R"({"displayName":"App\\Mail\\Welcome"})"), "u-1", "Timeout\n#0 main", T0 + 10},
        {"work", QByteArray("\xff\xfe not utf-8", 13), "u-2", nullptr, T0 + 20},
        {"mail", QByteArray("a\0b", 3), nullptr, "Deadlock", T0 + 30},
        {"reports", QByteArray("{}"), "u-4", "ModelNotFound", T0 + 40},
    };
    return d;
}

QString blobCell(const QByteArray &b)
{
    return QLatin1String("x'") + QString::fromLatin1(b.toHex()) + QLatin1Char('\'');
}

} // namespace

class ConformanceQueueBench : public QObject
{
    Q_OBJECT
    ContractHarness h;

    qint64 enqueue(const char *queue, const QByteArray &payload, qint64 priority = 0, qint64 maxAttempts = 25)
    {
        return h.run("queue", "Enqueue",
                     {{"queue", T(queue)}, {"payload", B(payload)}, {"priority", I(priority)}, {"delay", I(0)}, {"max_attempts", I(maxAttempts)}})
            .at(0, "id")
            .toInt();
    }

    // Every column of a table, one string per row, values shown with their
    // kind so that a TEXT written as BLOB (or the other way) shows.
    QStringList rows(const char *sql)
    {
        QStringList out;
        sqlite3_stmt *stmt = h.db().prepare(sql);
        while (sqlite3_step(stmt) == SQLITE_ROW) {
            QStringList cells;
            for (int c = 0; c < sqlite3_column_count(stmt); ++c) {
                switch (sqlite3_column_type(stmt, c)) {
                case SQLITE_NULL:
                    cells << QStringLiteral("null");
                    break;
                case SQLITE_INTEGER:
                    cells << QString::number(sqlite3_column_int64(stmt, c));
                    break;
                case SQLITE_TEXT:
                    cells << QLatin1Char('\'') + QString::fromUtf8(reinterpret_cast<const char *>(sqlite3_column_text(stmt, c))) + QLatin1Char('\'');
                    break;
                default:
                    cells << blobCell(QByteArray(static_cast<const char *>(sqlite3_column_blob(stmt, c)), sqlite3_column_bytes(stmt, c)));
                }
            }
            out << cells.join(QLatin1Char('|'));
        }
        sqlite3_reset(stmt);
        return out;
    }
    QStringList jobs()
    {
        return rows("SELECT id, queue, payload, priority, available_at, reserved_until, attempts, max_attempts, created_at FROM askr_jobs ORDER BY id");
    }
    QStringList failed() { return rows("SELECT id, uuid, queue, payload, exception, attempts, failed_at FROM askr_failed_jobs ORDER BY id"); }

    // Four dead letters (ids 1-4, jobs 1-4) and two live jobs: 5 is reserved,
    // 6 waits with priority 3. The clock ends at T0 + 100.
    void build()
    {
        h.reset();
        h.setNow(T0);
        for (const Dead &d : deadLetters())
            enqueue(d.queue, d.payload);
        QCOMPARE(enqueue("mail", "live-1"), qint64(5));
        QCOMPARE(enqueue("work", "live-2", 3, 5), qint64(6));
        // Job 1 used an attempt before it failed; 5 is held by a worker.
        QCOMPARE(h.run("queue", "Claim", {{"visibility", I(60)}, {"queue", T("mail")}}).at(0, "id").toInt(), qint64(1));
        for (int i = 0; i < deadLetters().size(); ++i) {
            const Dead &d = deadLetters()[i];
            h.setNow(d.failedAt);
            const Value uuid = d.uuid ? T(d.uuid) : N();
            const Value exception = d.exception ? T(d.exception) : N();
            QCOMPARE(h.run("queue", "DeadLetter", {{"uuid", uuid}, {"exception", exception}, {"id", I(i + 1)}}).changes, qint64(1));
        }
        QCOMPARE(h.run("queue", "Claim", {{"visibility", I(300)}, {"queue", T("mail")}}).at(0, "id").toInt(), qint64(5));
        h.setNow(T0 + 100);
    }

private Q_SLOTS:
    void cleanup() { ContractHarness::stopAtAFailureIfAsked(); }
    void retriesEveryDeadLetterInFailedIdOrder()
    {
        build();
        const QStringList live = jobs();
        QCOMPARE(live, (QStringList{QStringLiteral("5|'mail'|x'6c6976652d31'|0|5000|5340|1|25|5000"),
                                    QStringLiteral("6|'work'|x'6c6976652d32'|3|5000|null|0|5|5000")}));
        const Result p = h.run("queue", "PreviewRetryAllFailed");
        QCOMPARE(p.columns, (std::vector<std::string>{"rows"}));
        QCOMPARE(p.at(0, "rows").toInt(), qint64(4));
        QCOMPARE(failed().size(), 4); // the preview changed nothing
        QCOMPARE(jobs(), live);

        const Result r = h.run("queue", "RetryAllFailed");
        QCOMPARE(r.changes, qint64(4));
        QCOMPARE(failed(), QStringList());
        // New ids after the live jobs, in failed-id order; queue and payload
        // kept byte for byte; every other column the table's default, ready now.
        QStringList expected = live;
        qint64 id = 7;
        for (const Dead &d : deadLetters())
            expected << QStringLiteral("%1|'%2'|%3|0|%4|null|0|25|%4").arg(id++).arg(QLatin1String(d.queue), blobCell(d.payload)).arg(T0 + 100);
        QCOMPARE(jobs(), expected);
        // Queue names stay TEXT (a BLOB queue would never be claimed).
        QCOMPARE(rows("SELECT DISTINCT typeof(queue) FROM askr_jobs"), QStringList{QStringLiteral("'text'")});
    }

    void sameResultAsRetryFailedWithoutFilters()
    {
        build();
        QCOMPARE(h.run("queue", "RetryFailed",
                       {{"filter_queue", N()}, {"filter_name", N()}, {"filter_text", N()}, {"filter_signature", N()}, {"failed_from", N()}, {"failed_to", N()}, {"filter_payload", N()}})
                     .changes,
                 qint64(4));
        const QStringList byRetryFailed = jobs();
        build();
        QCOMPARE(h.run("queue", "RetryAllFailed").changes, qint64(4));
        QCOMPARE(jobs(), byRetryFailed);
        QCOMPARE(failed(), QStringList());
    }

    void nothingToRetry()
    {
        h.reset();
        h.setNow(T0);
        enqueue("mail", "only");
        const QStringList before = jobs();
        QCOMPARE(h.run("queue", "PreviewRetryAllFailed").at(0, "rows").toInt(), qint64(0));
        QCOMPARE(h.run("queue", "RetryAllFailed").changes, qint64(0));
        QCOMPARE(jobs(), before);
    }

    void theSequenceKeepsGrowing()
    {
        // Ids are never reused: a job retried after the newest one was acked
        // still gets a new id.
        build();
        QCOMPARE(h.run("queue", "Ack", {{"id", I(6)}}).changes, qint64(1));
        QCOMPARE(h.run("queue", "RetryAllFailed").changes, qint64(4));
        QCOMPARE(rows("SELECT min(id), max(id) FROM askr_jobs WHERE id <> 5"), QStringList{QStringLiteral("7|10")});
    }

    void isAtomic_data()
    {
        QTest::addColumn<QByteArray>("trigger");
        // Two live jobs: the first insert passes, the second fails.
        QTest::newRow("the second insert fails") << QByteArray(
            "CREATE TRIGGER boom BEFORE INSERT ON askr_jobs WHEN (SELECT count(*) FROM askr_jobs) > 2 BEGIN SELECT RAISE(ABORT, 'boom'); END");
        QTest::newRow("the delete fails") << QByteArray(
            "CREATE TRIGGER boom BEFORE DELETE ON askr_failed_jobs WHEN OLD.id = 3 BEGIN SELECT RAISE(ABORT, 'boom'); END");
    }
    void isAtomic()
    {
        QFETCH(QByteArray, trigger);
        build();
        const QStringList jobsBefore = jobs(), failedBefore = failed();
        h.db().exec(trigger.toStdString());
        bool threw = false;
        try {
            h.run("queue", "RetryAllFailed");
        } catch (const Error &) {
            threw = true;
        }
        QVERIFY2(threw, "the move did not report the failure");
        QVERIFY(!h.db().inTransaction());
        QCOMPARE(jobs(), jobsBefore);
        QCOMPARE(failed(), failedBefore);
    }

    void declaresAnImmediateTransaction()
    {
        // The document's BEGIN IMMEDIATE: the write lock is taken before the
        // INSERT reads, so no writer slips in between the two statements.
        QVERIFY(h.op("queue", "RetryAllFailed").immediate);
        QCOMPARE(h.op("queue", "RetryAllFailed").statements.size(), size_t(2));
    }

    void coverage()
    {
        QStringList mine;
        for (const QString &line : h.uncovered("queue", {}))
            if (line.startsWith(QLatin1String("queue.RetryAllFailed ")) || line.startsWith(QLatin1String("queue.PreviewRetryAllFailed ")))
                mine << line;
        QVERIFY2(mine.isEmpty(), qPrintable(mine.join(QLatin1Char('\n'))));
    }
};

QTEST_GUILESS_MAIN(ConformanceQueueBench)

#include "conformance_queue_bench.moc"
