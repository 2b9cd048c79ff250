// The database process (issue 30): the window's connections live in
// askr-desk-db. When it dies in the middle of an action, the window says so
// at once, keeps its figures, starts it again, reopens the database and
// reports the action as of unknown outcome; nothing is lost or doubled.
// When another program deletes the -wal and -shm under an open database,
// the next refresh finds it, opens the database anew and says so, and what
// it reads and writes is what other processes see.

#include "apptour.h"
#include "storage/host/dbhost.h"

#include <QLabel>
#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>

#include <csignal>
#include <sys/types.h>

using namespace askr;
using namespace askr::robust;

namespace {

constexpr int DeadLetters = 100000;

// A WAL database with n dead letters, each payload unique (the test's own
// connection, closed before the window opens the file).
void makeDeadLetters(const QString &path, int n)
{
    auto db = openRw(path);
    populate(*db, 0, 0, 0, 0);
    sql(*db, "PRAGMA journal_mode=WAL");
    const QByteArray insert = "WITH RECURSIVE i(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM i WHERE n < " + QByteArray::number(n)
        + ") INSERT INTO askr_failed_jobs (uuid, queue, payload, exception, attempts) "
          "SELECT 'uuid-' || n, 'mail', CAST('{\"job\":' || n || '}' AS BLOB), 'RuntimeException: boom', 3 FROM i";
    sql(*db, insert.constData());
}

} // namespace

class TestDbProcess : public QObject
{
    Q_OBJECT
    QTemporaryDir m_tmp;
    int m_n = 0;
    int m_killedMidAction = 0;

    QString newPath()
    {
        const QString dir = m_tmp.filePath(QStringLiteral("case%1").arg(++m_n));
        QDir().mkpath(dir);
        return dir + QStringLiteral("/t.sqlite");
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_tmp.isValid());
        qputenv("ASKR_DESK_DATA_DIR", QFile::encodeName(m_tmp.filePath(QStringLiteral("data"))));
        QString why;
        QVERIFY2(storage::DbHost::start(&why), qPrintable(why));
    }

    // kill -9 of the database process while the window retries 100,000
    // dead letters (one transaction), at a different moment each round.
    void killDuringRetry_data()
    {
        QTest::addColumn<int>("afterMs");
        for (int ms : { 5, 40, 90, 150, 250 })
            QTest::addRow("killed %d ms into the retry", ms) << ms;
    }
    void killDuringRetry()
    {
        QFETCH(int, afterMs);
        const QString path = newPath();
        makeDeadLetters(path, DeadLetters);
        auto w = std::make_unique<app::MainWindow>();
        w->show();
        views::DatabaseView *view = w->openDatabase(path);
        storage::Session *session = view->session();
        QVERIFY(ready(session));
        storage::DbHost *host = storage::DbHost::instance();
        const qint64 pid = host->processId();
        QVERIFY(pid > 0);
        QSignalSpy stopped(host, &storage::DbHost::stopped);
        QSignalSpy restarted(host, &storage::DbHost::restarted);
        QSignalSpy reachability(session, &storage::Session::reachabilityChanged);

        bool done = false;
        std::optional<qint64> retried;
        storage::Failure failure;
        QObject context;
        session->write(
            &context,
            [](contracts::Connection &db) {
                return contracts::queue::retryFailed(
                    db, std::nullopt, std::nullopt, std::nullopt, std::nullopt, std::nullopt, std::nullopt, std::nullopt);
            },
            [&](qint64 n) {
                retried = n;
                done = true;
            },
            [&](const storage::Failure &f) {
                failure = f;
                done = true;
            });
        QTest::qWait(afterMs);
        QCOMPARE(::kill(pid_t(pid), SIGKILL), 0);
        QTRY_VERIFY_WITH_TIMEOUT(done, 30000);
        // Said at once, and started again.
        QTRY_COMPARE_WITH_TIMEOUT(stopped.count(), 1, 10000);
        QTRY_COMPARE_WITH_TIMEOUT(restarted.count(), 1, 10000);
        QVERIFY(host->processId() != pid);
        QVERIFY(!reachability.isEmpty());
        QCOMPARE(reachability.first().first().toBool(), false);
        auto *banner = view->findChild<QLabel *>(QStringLiteral("staleBanner"));
        QVERIFY(banner);
        QVERIFY2(banner->text().contains(QStringLiteral("database process stopped")), qPrintable(banner->text()));
        // A trace that stays after the banner went (it may go within a poll).
        QVERIFY2(w->statusBar()->currentMessage().contains(QStringLiteral("was started again")), qPrintable(w->statusBar()->currentMessage()));
        if (!retried) {
            // Never "done" nor a plain failure: the outcome is unknown.
            QVERIFY2(failure.outcomeUnknown, qPrintable(failure.message));
            QVERIFY2(failure.message.startsWith(QStringLiteral("Outcome unknown")), qPrintable(failure.message));
            ++m_killedMidAction;
        } else {
            QCOMPARE(*retried, qint64(DeadLetters));
        }
        // The window reads again from the new process, and says so.
        QTRY_VERIFY_WITH_TIMEOUT(session->isReachable(), 10000);
        QTRY_VERIFY(!banner->isVisible());
        // Reopened as it was: the schema read again, no problem left.
        QVERIFY(waitIdle(session));
        QVERIFY2(session->schema().error.isEmpty(), qPrintable(session->schema().error));
        QVERIFY2(view->problem().isEmpty(), qPrintable(view->problem()));
        const auto left = onWorker(session, [](contracts::Connection &db) {
            return contracts::queue::countFailed(db, std::nullopt, std::nullopt, std::nullopt, std::nullopt, std::nullopt, std::nullopt, std::nullopt)
                .count.toInt();
        });
        QVERIFY(left);
        // Nothing lost, nothing doubled: every payload once, in one table.
        const qint64 jobs = scalarOf(path, "SELECT count(*) FROM askr_jobs");
        const qint64 dead = scalarOf(path, "SELECT count(*) FROM askr_failed_jobs");
        QCOMPARE(jobs + dead, qint64(DeadLetters));
        QCOMPARE(*left, dead);
        QCOMPARE(scalarOf(path,
                     "SELECT count(DISTINCT payload) FROM (SELECT payload FROM askr_jobs UNION ALL SELECT payload FROM askr_failed_jobs)"),
            qint64(DeadLetters));
        QVERIFY(dead == 0 || dead == DeadLetters); // one transaction: all or nothing
        w.reset();
        QCOMPARE(helper({ QStringLiteral("integrity"), path }), QStringLiteral("ok"));
    }
    // At least one round hit the transaction itself, or the test proves little.
    void killDuringRetryHitTheAction() { QVERIFY2(m_killedMidAction > 0, "every retry finished before the kill"); }

    // Another program deletes -wal and -shm under the open database, then
    // writes (a new -wal); the window finds out within one refresh.
    void walDeletedUnderUs()
    {
        const QString path = newPath();
        QCOMPARE(helper({ QStringLiteral("make"), path, QStringLiteral("1"), QStringLiteral("0") }), QStringLiteral("made"));
        auto w = std::make_unique<app::MainWindow>();
        w->show();
        views::DatabaseView *view = w->openDatabase(path);
        storage::Session *session = view->session();
        QVERIFY(ready(session));
        QSignalSpy reopened(session, &storage::Session::filesReopened);
        QVERIFY(QFile::remove(path + QStringLiteral("-wal")));
        QVERIFY(QFile::remove(path + QStringLiteral("-shm")));
        QCOMPARE(helper({ QStringLiteral("outside"), path, QStringLiteral("after-delete") }), QStringLiteral("written"));
        // One refresh is session->pollInterval() (300 ms); a little slack.
        QTRY_VERIFY_WITH_TIMEOUT(reopened.count() >= 1, 3 * session->pollInterval() + 1000);
        const QString said = reopened.first().first().toString();
        QVERIFY2(said.startsWith(path + QStringLiteral("-wal")) || said.startsWith(path + QStringLiteral("-shm")), qPrintable(said));
        QVERIFY2(w->statusBar()->currentMessage().contains(QStringLiteral("opened again")), qPrintable(w->statusBar()->currentMessage()));
        // The next read sees the file as the others do.
        const auto seen = onWorker(session, [](contracts::Connection &db) {
            return contracts::queue::countFailed(db, std::nullopt, std::nullopt, std::nullopt, std::nullopt, std::nullopt, std::nullopt, std::nullopt)
                .count.toInt();
        });
        QVERIFY(seen);
        QCOMPARE(*seen, scalarOf(path, "SELECT count(*) FROM askr_failed_jobs"));
        // And a write lands where they look.
        storage::Failure failure;
        const auto moved = onWorker(
            session,
            [](contracts::Connection &db) {
                return contracts::queue::retryFailed(
                    db, QByteArray("outside"), std::nullopt, std::nullopt, std::nullopt, std::nullopt, std::nullopt, std::nullopt);
            },
            &failure, true);
        QVERIFY2(moved, qPrintable(failure.message));
        QCOMPARE(*moved, qint64(1));
        QCOMPARE(helper({ QStringLiteral("seen"), path, QStringLiteral("after-delete") }), QStringLiteral("failed=0 jobs=1"));
        w.reset();
        QCOMPARE(helper({ QStringLiteral("integrity"), path }), QStringLiteral("ok"));
    }
};

QTEST_MAIN(TestDbProcess)
#include "tst_dbprocess.moc"
