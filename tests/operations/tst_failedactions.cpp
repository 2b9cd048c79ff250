// The dead-letter actions the Dead letters page and askr-deskctl's retry and
// forget both run: the preview counts exactly what the apply changes, the
// apply changes only what the ids or the filter select, and the texts name
// what is touched.

#include "askr_contracts_api.h"
#include "connection.h"
#include "operations/queue/failedactions.h"

#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace askr;
using operations::Action;
using operations::FailedActions;
using operations::FailedFilter;
namespace q = contracts::queue;

namespace {

enum class Kind { RetryIds, RetryMatching, ForgetIds, ForgetMatching };

Action make(Kind kind, const std::vector<qint64> &ids, const FailedFilter &f)
{
    switch (kind) {
    case Kind::RetryIds:
        return FailedActions::retryIds(ids);
    case Kind::RetryMatching:
        return FailedActions::retryMatching(f);
    case Kind::ForgetIds:
        return FailedActions::forgetIds(ids);
    case Kind::ForgetMatching:
        break;
    }
    return FailedActions::forgetMatching(f);
}

FailedFilter filter(const char *queue, const char *text = nullptr, std::optional<qint64> from = {})
{
    FailedFilter f;
    if (queue)
        f.queue = QByteArray(queue);
    if (text)
        f.text = QByteArray(text);
    f.from = from;
    return f;
}

} // namespace

Q_DECLARE_METATYPE(Kind)
Q_DECLARE_METATYPE(FailedFilter)

class TestFailedActions : public QObject
{
    Q_OBJECT

    QTemporaryDir m_data;
    std::unique_ptr<contracts::Connection> m_db;
    qint64 m_now = 1'700'000'000;

    // Dead letters 1..5: mail Timeout (t-100), mail Refused (t-50), default
    // Timeout (t-40), default Refused (t-30), mail Timeout (t-10).
    void fill()
    {
        const struct
        {
            const char *queue;
            const char *exception;
            qint64 age;
        } rows[] = { { "mail", "TimeoutException: smtp", 100 }, { "mail", "ConnectionRefused", 50 },
            { "default", "TimeoutException: api", 40 }, { "default", "ConnectionRefused", 30 }, { "mail", "TimeoutException: smtp", 10 } };
        for (const auto &r : rows) {
            const qint64 at = m_now;
            m_now -= r.age;
            const qint64 id = q::enqueue(*m_db, r.queue, "{\"displayName\":\"App\\\\Jobs\\\\Mail\"}", 0, 0, 1).id.toInt();
            QCOMPARE(q::claim(*m_db, 300, r.queue)->id.toInt(), id);
            QCOMPARE(q::deadLetter(*m_db, QByteArray("u") + QByteArray::number(id), r.exception, id), 1);
            m_now = at;
        }
    }
    qint64 count(const char *table)
    {
        return table == QByteArrayLiteral("failed") ? q::previewFlushFailed(*m_db).rows.toInt()
                                                    : qint64(q::jobsPage(*m_db, 0, {}, {}, {}, {}, 1000).size());
    }

private Q_SLOTS:
    void initTestCase()
    {
        // Forget keeps what it deletes in the activity file: a test's own.
        QVERIFY(m_data.isValid());
        QStandardPaths::setTestModeEnabled(true);
        qputenv("ASKR_DESK_DATA_DIR", QFile::encodeName(m_data.path()));
    }

    void init()
    {
        m_now = 1'700'000'000;
        m_db = contracts::Connection::openMemory();
        m_db->setClock([this] { return m_now; });
        q::install(*m_db);
        fill();
        QCOMPARE(count("failed"), 5);
        QCOMPARE(count("jobs"), 0);
    }

    void previewCountsWhatApplyChanges_data()
    {
        QTest::addColumn<Kind>("kind");
        QTest::addColumn<std::vector<qint64>>("ids");
        QTest::addColumn<FailedFilter>("filter");
        QTest::addColumn<qint64>("changed");
        QTest::addColumn<qint64>("jobsAfter"); // back in askr_jobs
        const std::vector<qint64> none;
        QTest::newRow("retry ids") << Kind::RetryIds << std::vector<qint64> { 1, 3 } << FailedFilter {} << qint64(2) << qint64(2);
        QTest::newRow("retry ids, one gone") << Kind::RetryIds << std::vector<qint64> { 2, 99 } << FailedFilter {} << qint64(1)
                                             << qint64(1);
        QTest::newRow("retry queue") << Kind::RetryMatching << none << filter("mail") << qint64(3) << qint64(3);
        QTest::newRow("retry text in queue") << Kind::RetryMatching << none << filter("mail", "Timeout") << qint64(2) << qint64(2);
        QTest::newRow("retry since") << Kind::RetryMatching << none << filter(nullptr, nullptr, 1'700'000'000 - 35) << qint64(2)
                                     << qint64(2);
        QTest::newRow("retry all") << Kind::RetryMatching << none << FailedFilter {} << qint64(5) << qint64(5);
        QTest::newRow("retry nothing matches") << Kind::RetryMatching << none << filter("nope") << qint64(0) << qint64(0);
        QTest::newRow("forget ids") << Kind::ForgetIds << std::vector<qint64> { 4, 5 } << FailedFilter {} << qint64(2) << qint64(0);
        QTest::newRow("forget text") << Kind::ForgetMatching << none << filter(nullptr, "Refused") << qint64(2) << qint64(0);
        QTest::newRow("forget all") << Kind::ForgetMatching << none << FailedFilter {} << qint64(5) << qint64(0);
    }
    void previewCountsWhatApplyChanges()
    {
        QFETCH(Kind, kind);
        QFETCH(std::vector<qint64>, ids);
        QFETCH(FailedFilter, filter);
        QFETCH(qint64, changed);
        QFETCH(qint64, jobsAfter);
        const Action a = make(kind, ids, filter);
        QCOMPARE(a.preview(*m_db), changed);
        QCOMPARE(count("failed"), 5); // a preview changes nothing
        QCOMPARE(a.apply(*m_db), changed);
        QCOMPARE(count("failed"), 5 - changed);
        QCOMPARE(count("jobs"), jobsAfter);
        QCOMPARE(a.preview(*m_db), 0); // nothing left to do
    }

    void texts_data()
    {
        QTest::addColumn<Kind>("kind");
        QTest::addColumn<FailedFilter>("filter");
        QTest::addColumn<qint64>("n");
        QTest::addColumn<QString>("title");
        QTest::addColumn<QString>("question");
        QTest::addColumn<QString>("report");
        QTest::addColumn<QString>("changedText");
        QTest::addColumn<QString>("previewText");
        QTest::addColumn<QString>("typed");
        const QString again = QStringLiteral("They go back to their queues, ready at once, with their attempts reset");
        const QString keep = QStringLiteral("They are deleted, and kept for 30 days in the activity log, from where they can be restored.");
        QTest::newRow("retry selected, one") << Kind::RetryIds << FailedFilter {} << qint64(1) << QStringLiteral("Retry Failed Jobs")
                                             << QStringLiteral("Retry 1 failed job (selected)?\n") + again + QLatin1Char('.')
                                             << QStringLiteral("Retried 1 failed job: they are back in their queues, ready now.")
                                             << QStringLiteral("Moved 1 failed job back to its queue, ready now.")
                                             << QStringLiteral("Would retry 1 failed job.") << QString();
        QTest::newRow("retry matching") << Kind::RetryMatching << filter("mail", "Timeout") << qint64(3)
                                        << QStringLiteral("Retry Failed Jobs")
                                        << QStringLiteral("Retry 3 failed jobs matching 'Timeout' in queue mail?\n") + again
                + QStringLiteral(", all in one transaction.")
                                        << QStringLiteral("Retried 3 failed jobs: they are back in their queues, ready now.")
                                        << QStringLiteral("Moved 3 failed jobs back to their queues, ready now.")
                                        << QStringLiteral("Would retry 3 failed jobs.") << QString();
        QTest::newRow("retry all") << Kind::RetryMatching << FailedFilter {} << qint64(2) << QStringLiteral("Retry Failed Jobs")
                                   << QStringLiteral("Retry all 2 failed jobs?\n") + again + QStringLiteral(", all in one transaction.")
                                   << QStringLiteral("Retried 2 failed jobs: they are back in their queues, ready now.")
                                   << QStringLiteral("Moved 2 failed jobs back to their queues, ready now.")
                                   << QStringLiteral("Would retry 2 failed jobs.") << QString();
        QTest::newRow("forget selected") << Kind::ForgetIds << FailedFilter {} << qint64(2) << QStringLiteral("Forget Failed Jobs")
                                         << QStringLiteral("Forget 2 failed jobs (selected)?\n") + keep
                                         << QStringLiteral("Forgot 2 failed jobs.") << QStringLiteral("Deleted 2 failed jobs.")
                                         << QStringLiteral("Would delete 2 failed jobs.") << QString();
        QTest::newRow("forget matching") << Kind::ForgetMatching << filter("default") << qint64(1) << QStringLiteral("Forget Failed Jobs")
                                         << QStringLiteral("Forget 1 failed job in queue default?\n") + keep
                                         << QStringLiteral("Forgot 1 failed job.") << QStringLiteral("Deleted 1 failed job.")
                                         << QStringLiteral("Would delete 1 failed job.") << QString();
        // Forgetting every dead letter wants the words typed.
        QTest::newRow("forget all") << Kind::ForgetMatching << FailedFilter {} << qint64(5) << QStringLiteral("Forget Failed Jobs")
                                    << QStringLiteral("Forget all 5 failed jobs?\n") + keep << QStringLiteral("Forgot 5 failed jobs.")
                                    << QStringLiteral("Deleted 5 failed jobs.") << QStringLiteral("Would delete 5 failed jobs.")
                                    << QStringLiteral("forget all");
    }
    void texts()
    {
        QFETCH(Kind, kind);
        QFETCH(FailedFilter, filter);
        QFETCH(qint64, n);
        const Action a = make(kind, { 1 }, filter);
        QTEST(a.title, "title");
        QTEST(a.question(n), "question");
        QTEST(a.report(n, n), "report");
        QTEST(a.changedText(n), "changedText");
        QTEST(a.previewText(n), "previewText");
        QTEST(a.typedConfirmation, "typed");
        QVERIFY(!a.acceptLabel.isEmpty());
    }

    // Another process may change the dead letters between the count and the
    // change; the report says so rather than repeat the count.
    void reportSaysWhenOthersChangedThem()
    {
        const Action a = FailedActions::retryMatching(filter("mail"));
        const qint64 previewed = a.preview(*m_db);
        QCOMPARE(q::forgetFailedIds(*m_db, "[1]"), 1);
        const qint64 changed = a.apply(*m_db);
        QCOMPARE(changed, previewed - 1);
        QCOMPARE(a.report(previewed, changed),
            QStringLiteral("Retried 2 failed jobs: they are back in their queues, ready now. (3 were counted before: other processes "
                           "changed the dead letters meanwhile.)"));
    }
};

QTEST_GUILESS_MAIN(TestFailedActions)
#include "tst_failedactions.moc"
