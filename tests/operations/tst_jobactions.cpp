// The live-job actions the Queues page and askr-deskctl's release both run:
// release only what is reserved now, delete one job, and say which.

#include "askr_contracts_api.h"
#include "connection.h"
#include "operations/queue/jobactions.h"

#include <QTest>

#include <sqlite3.h>

using namespace askr;
using operations::Action;
using operations::JobActions;
using operations::JobFilter;
namespace q = contracts::queue;

Q_DECLARE_METATYPE(JobFilter)

class TestJobActions : public QObject
{
    Q_OBJECT

    std::unique_ptr<contracts::Connection> m_db;
    qint64 m_now = 1'700'000'000;

    qint64 enqueue(const char *queue, const char *name)
    {
        return q::enqueue(*m_db, queue, QByteArray("{\"displayName\":\"") + name + "\"}", 0, 0, 25).id.toInt();
    }
    qint64 reserved()
    {
        JobFilter f;
        f.state = QByteArray("reserved");
        auto p = f.params<q::JobsPageParams>();
        p.after_id = 0;
        p.page_size = 5000;
        return qint64(q::jobsPage(*m_db, p).size());
    }

private Q_SLOTS:
    void init()
    {
        m_db = contracts::Connection::openMemory();
        m_db->setClock([this] { return m_now; });
        q::install(*m_db);
        // 1, 2: mail (reserved); 3: default (reserved); 4: default (ready).
        enqueue("mail", "SendMail");
        enqueue("mail", "SendDigest");
        enqueue("default", "SendMail");
        enqueue("default", "Resize");
        QCOMPARE(q::claim(*m_db, 300, "mail")->id.toInt(), 1);
        QCOMPARE(q::claim(*m_db, 300, "mail")->id.toInt(), 2);
        QCOMPARE(q::claim(*m_db, 300, "default")->id.toInt(), 3);
        QCOMPARE(reserved(), 3);
    }

    void releaseMatching_data()
    {
        QTest::addColumn<JobFilter>("filter");
        QTest::addColumn<qint64>("released");
        JobFilter mail;
        mail.queue = QByteArray("mail");
        JobFilter sendMail;
        sendMail.name = QByteArray("SendMail");
        JobFilter readyState; // the state asked for is ignored: only reserved jobs are released
        readyState.state = QByteArray("ready");
        JobFilter none;
        none.queue = QByteArray("nope");
        QTest::newRow("everything reserved") << JobFilter {} << qint64(3);
        QTest::newRow("queue") << mail << qint64(2);
        QTest::newRow("name across queues") << sendMail << qint64(2);
        QTest::newRow("state ignored") << readyState << qint64(3);
        QTest::newRow("nothing") << none << qint64(0);
    }
    void releaseMatching()
    {
        QFETCH(JobFilter, filter);
        QFETCH(qint64, released);
        const Action a = JobActions::releaseMatching(filter);
        QCOMPARE(a.preview(*m_db), released);
        QCOMPARE(reserved(), 3);
        QCOMPARE(a.apply(*m_db), released);
        QCOMPARE(reserved(), 3 - released);
        QCOMPARE(a.preview(*m_db), 0);
    }

    void releaseIds_data()
    {
        QTest::addColumn<std::vector<qint64>>("ids");
        QTest::addColumn<qint64>("released");
        QTest::newRow("two reserved") << std::vector<qint64> { 1, 3 } << qint64(2);
        QTest::newRow("a ready job is not released") << std::vector<qint64> { 4 } << qint64(0);
        QTest::newRow("a missing job") << std::vector<qint64> { 99, 2 } << qint64(1);
    }
    void releaseIds()
    {
        QFETCH(std::vector<qint64>, ids);
        QFETCH(qint64, released);
        const Action a = JobActions::release(ids);
        QCOMPARE(a.preview(*m_db), released);
        QCOMPARE(a.apply(*m_db), released);
        QCOMPARE(reserved(), 3 - released);
    }

    // Issue 31: one statement, so a job reserved between a walk of the ids
    // and the update is released too, and many are released in one go.
    void releaseMatchingIsOneStatement()
    {
        for (int i = 0; i < 1005; ++i)
            enqueue("bulk", "Bulk");
        for (int i = 0; i < 1005; ++i)
            QVERIFY(q::claim(*m_db, 300, "bulk"));
        JobFilter bulk;
        bulk.queue = QByteArray("bulk");
        const Action a = JobActions::releaseMatching(bulk);
        QCOMPARE(a.preview(*m_db), 1005);
        const quint64 before = sqlite3_total_changes64(m_db->handle());
        int statements = 0;
        sqlite3_trace_v2(m_db->handle(), SQLITE_TRACE_STMT, [](unsigned, void *n, void *, void *) { ++*static_cast<int *>(n); return 0; }, &statements);
        QCOMPARE(a.apply(*m_db), 1005);
        sqlite3_trace_v2(m_db->handle(), 0, nullptr, nullptr);
        QCOMPARE(statements, 1);
        QCOMPARE(sqlite3_total_changes64(m_db->handle()) - before, quint64(1005));
    }

    void oneJob_data()
    {
        QTest::addColumn<bool>("remove"); // delete, else release
        QTest::addColumn<qint64>("id");
        QTest::addColumn<QString>("what");
        QTest::addColumn<qint64>("changed");
        QTest::addColumn<QString>("question");
        QTest::addColumn<QString>("report");
        QTest::newRow("release reserved")
            << false << qint64(1) << QStringLiteral("job 1 (SendMail in queue mail, reserved)") << qint64(1)
            << QStringLiteral("Release the reservation of job 1 (SendMail in queue mail, reserved)? The next claim may take it "
                              "again; a worker still running it may finish it twice.")
            << QStringLiteral("Released job 1: it can be claimed again.");
        QTest::newRow("release ready, unnamed")
            << false << qint64(4) << QString() << qint64(0)
            << QStringLiteral("Release the reservation of job 4? The next claim may take it again; a worker still "
                              "running it may finish it twice.")
            << QStringLiteral("Job 4 was no longer reserved; nothing changed.");
        QTest::newRow("delete") << true << qint64(4) << QStringLiteral("job 4 (Resize in queue default, ready)") << qint64(1)
                                << QStringLiteral("Delete job 4 (Resize in queue default, ready)? It is removed for good and will not run.")
                                << QStringLiteral("Deleted job 4.");
        QTest::newRow("delete gone") << true << qint64(99) << QString() << qint64(0)
                                     << QStringLiteral("Delete job 99? It is removed for good and will not run.")
                                     << QStringLiteral("Job 99 was already gone; nothing changed.");
    }
    void oneJob()
    {
        QFETCH(bool, remove);
        QFETCH(qint64, id);
        QFETCH(QString, what);
        QFETCH(qint64, changed);
        const Action a = remove ? JobActions::deleteJob(id, what) : JobActions::release(id, what);
        QCOMPARE(a.preview(*m_db), changed);
        QTEST(a.question(changed), "question");
        QCOMPARE(a.apply(*m_db), changed);
        QTEST(a.report(changed, changed), "report");
        QCOMPARE(a.title, remove ? QStringLiteral("Delete Job") : QStringLiteral("Release Reservation"));
    }

    void commandLineTexts_data()
    {
        QTest::addColumn<qint64>("n");
        QTest::addColumn<QString>("changedText");
        QTest::addColumn<QString>("previewText");
        QTest::newRow("one") << qint64(1) << QStringLiteral("Released 1 reserved job; the next claim may take it.")
                             << QStringLiteral("Would release 1 reserved job.");
        QTest::newRow("many") << qint64(2) << QStringLiteral("Released 2 reserved jobs; the next claims may take them.")
                              << QStringLiteral("Would release 2 reserved jobs.");
    }
    void commandLineTexts()
    {
        QFETCH(qint64, n);
        const Action a = JobActions::release(std::vector<qint64> { 1, 2 });
        QTEST(a.changedText(n), "changedText");
        QTEST(a.previewText(n), "previewText");
        QTEST(a.report(n, n), "changedText");
        QVERIFY(a.question(n).contains(QString::number(n)) || n == 1);
    }
};

QTEST_GUILESS_MAIN(TestJobActions)
#include "tst_jobactions.moc"
