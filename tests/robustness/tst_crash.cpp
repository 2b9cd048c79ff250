// Crash safety: a bulk retry of 100,000 dead letters, run the way the app
// runs it (a write on a storage::Session worker) and by askr-deskctl, is
// killed with SIGKILL in the middle of its transaction, and again at random
// moments. After every
// kill each job is in exactly one of askr_jobs and askr_failed_jobs, counted
// by the unique token in its payload, and the file is sound. Likewise the
// Cache page's forget of 5,000 selected keys and the Pub/Sub page's delete
// of 5,000 selected subscribers, on a database the runtime wrote: killed at
// any moment, all of the selection is gone or none of it.

#include "robustsupport.h"
#include "runtimedb.h"

#include <QProcess>
#include <QRandomGenerator>
#include <QThread>
#include <QTemporaryDir>

#include <csignal>
#include <limits>

using namespace askr;
using namespace askr::robust;

namespace {

constexpr int Dead = 100000;
constexpr int Live = 25;

struct Census {
    qint64 jobs = 0, failed = 0, tokens = 0, distinctTokens = 0;
    bool sound = false;
};

Census census(const QString &path)
{
    Census c;
    auto db = contracts::Connection::open(QFile::encodeName(path), SQLITE_OPEN_READWRITE); // recovers a hot journal
    c.jobs = scalar(*db, "SELECT count(*) FROM askr_jobs WHERE CAST(payload AS TEXT) LIKE 'dead-%'");
    c.failed = scalar(*db, "SELECT count(*) FROM askr_failed_jobs WHERE CAST(payload AS TEXT) LIKE 'dead-%'");
    c.tokens = scalar(*db, "SELECT count(*) FROM (SELECT payload FROM askr_jobs UNION ALL SELECT payload FROM askr_failed_jobs) WHERE CAST(payload AS TEXT) LIKE 'dead-%'");
    c.distinctTokens = scalar(*db, "SELECT count(DISTINCT payload) FROM (SELECT payload FROM askr_jobs UNION ALL SELECT payload FROM askr_failed_jobs) WHERE CAST(payload AS TEXT) LIKE 'dead-%'");
    c.sound = scalar(*db, "SELECT count(*) FROM pragma_integrity_check WHERE integrity_check = 'ok'") == 1
        && scalar(*db, "SELECT count(*) FROM askr_jobs WHERE CAST(payload AS TEXT) LIKE 'live-%'") == Live;
    return c;
}

QString describe(const Census &c)
{
    return QStringLiteral("jobs=%1 failed=%2 tokens=%3 distinct=%4 sound=%5").arg(c.jobs).arg(c.failed).arg(c.tokens).arg(c.distinctTokens).arg(c.sound);
}

qint64 journalBytes(const QString &path)
{
    return QFileInfo(path + QStringLiteral("-journal")).size() + QFileInfo(path + QStringLiteral("-wal")).size();
}

} // namespace

class TestCrash : public QObject
{
    Q_OBJECT
    QTemporaryDir m_tmp;
    int m_n = 0;

    QString makeDb(bool wal)
    {
        const QString path = m_tmp.filePath(QStringLiteral("crash%1.sqlite").arg(++m_n));
        auto db = openRw(path);
        if (wal)
            sql(*db, "PRAGMA journal_mode=WAL");
        contracts::queue::install(*db);
        sql(*db, "BEGIN");
        for (int i = 0; i < Live; ++i)
            contracts::queue::enqueue(*db, "default", QByteArray("live-") + QByteArray::number(i), 0, 0, 3);
        // The dead letters as the runtime leaves them (bulk SQL for speed).
        sql(*db, "WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < 99999) "
                 "INSERT INTO askr_failed_jobs (uuid, queue, payload, exception, attempts) "
                 "SELECT 'uuid-' || i, CASE WHEN i % 3 = 0 THEN 'mail' ELSE 'default' END, CAST('dead-' || i AS BLOB), 'RuntimeException: boom', 3 FROM n");
        sql(*db, "COMMIT");
        return path;
    }

    // Starts a bulk retry of every dead letter: the app's own (a write on a
    // storage::Session worker, which says "started" as its transaction
    // begins) or askr-deskctl's. Returns once it runs.
    static bool startRetry(QProcess &p, const QString &tool, const QString &path)
    {
        if (tool == QLatin1String("deskctl")) {
            p.start(QStringLiteral(ASKR_DESKCTL), {QStringLiteral("retry"), path, QStringLiteral("--all")});
            return p.waitForStarted(10000);
        }
        p.start(QStringLiteral(ROBUST_HELPER), {QStringLiteral("retry"), path});
        return p.waitForStarted(10000) && p.waitForReadyRead(20000) && p.readLine().trimmed() == "started";
    }
    static bool committed(QProcess &p, const QString &tool)
    {
        const QByteArray out = p.readAllStandardOutput();
        return tool == QLatin1String("deskctl") ? p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0 : out.contains("moved");
    }

private Q_SLOTS:
    void killedInTheMiddle_data()
    {
        QTest::addColumn<QString>("tool");
        QTest::addColumn<bool>("wal");
        QTest::newRow("the app's retry, rollback journal") << "app" << false;
        QTest::newRow("the app's retry, WAL") << "app" << true;
        QTest::newRow("askr-deskctl retry --all, rollback journal") << "deskctl" << false;
        QTest::newRow("askr-deskctl retry --all, WAL") << "deskctl" << true;
    }
    void killedInTheMiddle()
    {
        QFETCH(QString, tool);
        QFETCH(bool, wal);
        const QString path = makeDb(wal);
        const qint64 baseline = journalBytes(path);
        QCOMPARE(census(path).failed, Dead);

        // 1. Killed while the transaction is writing (its journal or WAL
        //    growing), long before it could commit.
        QProcess p;
        QVERIFY(startRetry(p, tool, path));
        QElapsedTimer t;
        t.start();
        while (journalBytes(path) < baseline + 512 * 1024 && t.elapsed() < 30000 && p.state() == QProcess::Running)
            QThread::usleep(200);
        ::kill(pid_t(p.processId()), SIGKILL);
        QVERIFY(p.waitForFinished(10000));
        QVERIFY2(!committed(p, tool), "the kill must come before the commit");
        QVERIFY2(journalBytes(path) >= baseline + 512 * 1024, "the kill must come while the transaction writes");
        const qint64 midway = t.elapsed();
        qInfo("killed after %lld ms with %lld bytes of journal", midway, journalBytes(path) - baseline);
        Census c = census(path);
        QVERIFY2(c.tokens == Dead && c.distinctTokens == Dead && c.sound, qPrintable(describe(c)));
        QCOMPARE(c.failed, Dead); // rolled back as a whole
        QCOMPARE(c.jobs, 0);

        // 2. Killed at random moments, spread over about three times the
        //    time it took to write half a megabyte of journal (so before,
        //    during and after the commit): whatever the moment, every job
        //    is in exactly one table.
        QRandomGenerator rng(20240601u + uint(wal) + uint(tool.size()));
        for (int round = 0; round < 5; ++round) {
            QProcess again;
            QVERIFY(startRetry(again, tool, path));
            QThread::msleep(rng.bounded(qint64(10), qMax<qint64>(3 * midway, 30)));
            ::kill(pid_t(again.processId()), SIGKILL);
            QVERIFY(again.waitForFinished(10000));
            const bool done = committed(again, tool);
            c = census(path);
            qInfo().noquote() << "random kill" << round << (done ? "after it reported success:" : "before it reported:") << describe(c);
            QVERIFY2(c.tokens == Dead && c.distinctTokens == Dead && c.sound, qPrintable(describe(c)));
            QVERIFY2((c.failed == Dead && c.jobs == 0) || (c.failed == 0 && c.jobs == Dead), qPrintable(describe(c)));
            if (c.jobs == Dead)
                return; // all moved: nothing left to kill
        }

        // 3. Left alone, it completes.
        QProcess last;
        QVERIFY(startRetry(last, tool, path));
        QVERIFY(last.waitForFinished(120000));
        QVERIFY(committed(last, tool));
        c = census(path);
        QVERIFY2(c.jobs == Dead && c.failed == 0 && c.distinctTokens == Dead && c.sound, qPrintable(describe(c)));
    }

    void selectionActionKilledAtRandomMoments_data()
    {
        QTest::addColumn<QString>("verb");
        QTest::addColumn<bool>("wal");
        QTest::newRow("forget 5,000 keys, rollback journal") << "forget" << false;
        QTest::newRow("forget 5,000 keys, WAL") << "forget" << true;
        QTest::newRow("delete 5,000 subscribers, rollback journal") << "unsubscribe" << false;
        QTest::newRow("delete 5,000 subscribers, WAL") << "unsubscribe" << true;
    }
    void selectionActionKilledAtRandomMoments()
    {
        QFETCH(QString, verb);
        QFETCH(bool, wal);
        namespace runtime = askr::test::runtime;
        constexpr int Selected = 5000;
        constexpr int Others = 50;
        const bool keys = verb == QLatin1String("forget");
        // The runtime's database, written by its statements; a pristine copy
        // to start again from once the action went through.
        const QString pristine = m_tmp.filePath(QStringLiteral("selection%1.pristine").arg(++m_n));
        {
            auto db = openRw(pristine);
            runtime::exec(*db, runtime::Ddl);
            runtime::exec(*db, "BEGIN");
            for (int i = 0; i < Selected + Others; ++i) {
                const QByteArray other = "other-" + QByteArray::number(i);
                if (keys)
                    runtime::run(*db, runtime::Set, {runtime::text(i < Selected ? bulkKey(i) : other), runtime::blob("a:1:{}"), runtime::integer(i % 2 ? 3600 : 0)});
                else
                    runtime::run(*db, runtime::Subscribe, {runtime::text(i < Selected ? bulkName(i) : other)});
            }
            runtime::exec(*db, "COMMIT");
        }
        const QString path = m_tmp.filePath(QStringLiteral("selection%1.sqlite").arg(m_n));
        auto restore = [&] {
            for (const char *suffix : {"", "-journal", "-wal", "-shm"})
                QFile::remove(path + QLatin1String(suffix));
            QFile::copy(pristine, path);
            if (wal) {
                auto db = openRw(path);
                sql(*db, "PRAGMA journal_mode=WAL");
            }
        };
        // Selected rows left, and whether the rest and the file are sound.
        auto census = [&](bool &sound) {
            auto db = contracts::Connection::open(QFile::encodeName(path), SQLITE_OPEN_READWRITE); // recovers a hot journal
            const char *left = keys ? "SELECT count(*) FROM askr_cache WHERE key LIKE 'laravel_cache_bulk:%'"
                                    : "SELECT count(*) FROM askr_subscribers WHERE name LIKE 'worker-%'";
            const char *others = keys ? "SELECT count(*) FROM askr_cache WHERE key LIKE 'other-%'"
                                      : "SELECT count(*) FROM askr_subscribers WHERE name LIKE 'other-%'";
            sound = scalar(*db, "SELECT count(*) FROM pragma_integrity_check WHERE integrity_check = 'ok'") == 1 && scalar(*db, others) == Others;
            return scalar(*db, left);
        };
        auto start = [&](QProcess &p) {
            p.start(QStringLiteral(ROBUST_HELPER), {verb, path, QString::number(Selected)});
            return p.waitForStarted(10000) && p.waitForReadyRead(20000) && p.readLine().trimmed() == "started";
        };

        // Left alone, it removes the whole selection; how long that takes,
        // from "started" to its report (not to the process's exit, which
        // under ASan's leak check takes longer than the write), sets the
        // window the kills fall in. The shorter of two runs: a first run on
        // cold caches, or on a busy machine, took 4 times the next ones, and
        // every kill then came after the commit.
        qint64 duration = std::numeric_limits<qint64>::max();
        bool sound = false;
        for (int run = 0; run < 2; ++run) {
            restore();
            QProcess whole;
            QElapsedTimer t;
            QVERIFY(start(whole));
            t.start();
            QByteArray report;
            while (!report.contains('\n') && whole.waitForReadyRead(120000))
                report += whole.readAllStandardOutput();
            duration = qMin(duration, t.elapsed());
            QVERIFY(whole.waitForFinished(120000));
            report += whole.readAllStandardOutput();
            QVERIFY2(report.contains(QByteArray("done " + QByteArray::number(Selected))), "the action did not complete");
            QCOMPARE(census(sound), qint64(0));
            QVERIFY(sound);
        }
        qInfo("the whole action took %lld ms", duration);

        // Killed at random moments over 1.5 times that: all or nothing.
        QRandomGenerator rng(20261201u + uint(wal) + uint(verb.size()));
        int midway = 0;
        restore();
        for (int round = 0; round < 12; ++round) {
            QProcess p;
            QVERIFY(start(p));
            QThread::usleep(ulong(rng.bounded(qint64(0), qMax<qint64>(3 * duration / 2, 2) * 1000)));
            ::kill(pid_t(p.processId()), SIGKILL);
            QVERIFY(p.waitForFinished(10000));
            const qint64 left = census(sound);
            qInfo("random kill %d: %lld of %d left", round, left, Selected);
            QVERIFY2(sound, "the file or the rows not selected were harmed");
            QVERIFY2(left == Selected || left == 0, qPrintable(QStringLiteral("%1 of %2 selected rows left: half done").arg(left).arg(Selected)));
            if (left == 0) {
                restore();
            } else {
                ++midway;
            }
        }
        QVERIFY2(midway > 0, "no kill came before the commit");
    }
};

QTEST_GUILESS_MAIN(TestCrash)
#include "tst_crash.moc"
