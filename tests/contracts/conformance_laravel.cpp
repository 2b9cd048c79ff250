// Conformance suite for the Laravel failed-jobs contract
// (contracts/laravel.md): Laravel's own failed_jobs table on SQLite, where a
// Laravel application's failures are (the runtime never writes
// askr_failed_jobs).
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
            cells << (v.isNull() ? QStringLiteral("NULL") : v.toDisplayString());
        out << cells.join(QLatin1Char('|'));
    }
    return out;
}

} // namespace

class ConformanceLaravel : public QObject
{
    Q_OBJECT
    ContractHarness h;

    qint64 record(const char *uuid, const char *queue, const QByteArray &payload, const char *exception, const char *connection = "askr")
    {
        const Result r = h.run("laravel", "RecordFailure",
                               {{"uuid", T(uuid)}, {"connection", T(connection)}, {"queue", T(queue)}, {"payload", B(payload)}, {"exception", T(exception)}});
        return r.rows.empty() ? -1 : r.rows.front().front().toInt();
    }
    qint64 count(const Value &queue)
    {
        return h.run("laravel", "CountFailures", {{"filter_queue", queue}}).rows.front().front().toInt();
    }
    QStringList page(qint64 before, const Value &queue, qint64 size)
    {
        return rows(h.run("laravel", "FailuresPage", {{"before_id", I(before)}, {"filter_queue", queue}, {"page_size", I(size)}}));
    }

private Q_SLOTS:
    void cleanup() { ContractHarness::stopAtAFailureIfAsked(); }
    void init()
    {
        QVERIFY2(h.diagnostics().empty(), qPrintable(h.diagnosticText()));
        h.reset();
    }

    // As Laravel's failer writes a row: TEXT payload, failed_at as text in
    // UTC from the connection's clock, ids counting up, uuids unique.
    void recordsAsLaravelDoes()
    {
        h.setNow(1'765'108'800); // 2025-12-07 12:00:00 UTC
        QCOMPARE(record("u-1", "mail", "{\"uuid\":\"u-1\"}", "RuntimeException: boom\n#0 trace"), 1);
        h.advance(61);
        QCOMPARE(record("u-2", "default", "{}", "E", "database"), 2);
        QCOMPARE(h.scalar("SELECT typeof(payload) = 'text' AND failed_at = '2025-12-07 12:00:00' FROM failed_jobs WHERE id = 1"), 1);
        QCOMPARE(h.scalar("SELECT failed_at = '2025-12-07 12:01:01' AND connection = 'database' FROM failed_jobs WHERE id = 2"), 1);
        // A uuid is one failure.
        QVERIFY_THROWS_EXCEPTION(Error, record("u-1", "mail", "{}", "again"));
        QCOMPARE(h.scalar("SELECT count(*) FROM failed_jobs"), 2);
    }

    void countsByQueue_data()
    {
        QTest::addColumn<QString>("queue"); // empty: every queue
        QTest::addColumn<qint64>("expected");
        QTest::newRow("every queue") << QString() << qint64(5);
        QTest::newRow("mail") << QStringLiteral("mail") << qint64(3);
        QTest::newRow("default") << QStringLiteral("default") << qint64(2);
        QTest::newRow("none of it") << QStringLiteral("nowhere") << qint64(0);
    }
    void countsByQueue()
    {
        QFETCH(QString, queue);
        QFETCH(qint64, expected);
        for (int i = 0; i < 5; ++i)
            record(QByteArray("u-" + QByteArray::number(i)).constData(), i % 2 ? "default" : "mail", "{}", "E");
        QCOMPARE(count(queue.isEmpty() ? N() : T(queue.toUtf8())), expected);
    }

    // Newest first, by key, with the first line of the exception, the
    // payload's size in bytes and failed_at in unix seconds.
    void pagesNewestFirst()
    {
        h.setNow(1'765'108'800);
        record("u-1", "mail", "{\"displayName\":\"App\\\\Jobs\\\\Sé\"}", "RuntimeException: boom\n#0 /app/Job.php(12)\n#1 {main}");
        h.advance(10);
        record("u-2", "default", "{}", "LogicException: no newline");
        h.advance(10);
        record("u-3", "mail", "", "\nstarts with a newline");
        const QStringList all = page(9223372036854775807LL, N(), 10);
        QCOMPARE(all, (QStringList {
            QStringLiteral("3|u-3|askr|mail|NULL|1765108820||0"),
            QStringLiteral("2|u-2|askr|default|NULL|1765108810|LogicException: no newline|2"),
            QStringLiteral("1|u-1|askr|mail|App\\\\Jobs\\\\Sé|1765108800|RuntimeException: boom|32"),
        }));
        // The class as decoded from the JSON: one backslash (shown doubled above).
        QCOMPARE(h.scalar("SELECT json_extract(payload, '$.displayName') = 'App' || char(92) || 'Jobs' || char(92) || 'S' || char(233) FROM failed_jobs WHERE id = 1"), 1);
        QCOMPARE(page(9223372036854775807LL, N(), 2), all.mid(0, 2));
        QCOMPARE(page(3, N(), 10), all.mid(1));
        QCOMPARE(page(2, N(), 10), all.mid(2));
        QCOMPARE(page(1, N(), 10), QStringList {});
        QCOMPARE(page(9223372036854775807LL, T("mail"), 10), (QStringList { all[0], all[2] }));
        QCOMPARE(page(3, T("mail"), 1), QStringList { all[2] });
        QCOMPARE(page(9223372036854775807LL, T("nowhere"), 10), QStringList {});
    }

    // A failed_at that is no time (another client's row) reads as null.
    void failedAtThatIsNoTime()
    {
        record("u-1", "mail", "{}", "E");
        h.db().exec("UPDATE failed_jobs SET failed_at = 'yesterday'");
        QCOMPARE(page(9223372036854775807LL, N(), 10), QStringList { QStringLiteral("1|u-1|askr|mail|NULL|NULL|E|2") });
        QCOMPARE(rows(h.run("laravel", "Failure", {{"id", I(1)}})), QStringList { QStringLiteral("1|u-1|askr|mail|{}|E|NULL") });
    }

    void oneFailureWhole()
    {
        h.setNow(1'765'108'800);
        record("u-1", "mail", "{\"uuid\":\"u-1\"}", "RuntimeException: boom\n#0 trace");
        record("u-2", "mail", "{}", "E");
        QCOMPARE(rows(h.run("laravel", "Failure", {{"id", I(1)}})),
                 QStringList { QStringLiteral("1|u-1|askr|mail|{\"uuid\":\"u-1\"}|RuntimeException: boom\\x0a#0 trace|1765108800") });
        QCOMPARE(rows(h.run("laravel", "Failure", {{"id", I(3)}})), QStringList {});
    }

    void forgetsTheChosenIds()
    {
        for (int i = 1; i <= 4; ++i)
            record(QByteArray("u-" + QByteArray::number(i)).constData(), "mail", "{}", "E");
        QCOMPARE(h.run("laravel", "ForgetFailures", {{"ids", T("[1,3,9]")}}).changes, 2);
        QCOMPARE(h.scalar("SELECT count(*) FROM failed_jobs WHERE id IN (2, 4)"), 2);
        QCOMPARE(h.run("laravel", "ForgetFailures", {{"ids", T("[]")}}).changes, 0);
        QCOMPARE(count(N()), 2);
    }
};

QTEST_GUILESS_MAIN(ConformanceLaravel)
#include "conformance_laravel.moc"
