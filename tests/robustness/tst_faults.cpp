// Faults: a writer holding an exclusive lock for 10 s, the file deleted,
// moved or replaced while open, and the disk filling up during an action.
// The event loop stays live, every failure says what happened and what to
// do, nothing half-done is left behind, and things work again afterwards.

#include "views/actionrunner.h"
#include "apptour.h"
#include "tinydisk.h"

#include <QLabel>
#include <QProcess>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <unistd.h>

using namespace askr;
using namespace askr::robust;

namespace {

struct Said {
    QString title, message;
    bool error = false;
};

views::ActionSpec retrySpec()
{
    views::ActionSpec spec;
    spec.title = QStringLiteral("Retry failed jobs");
    spec.preview = [](contracts::Connection &db) {
        return contracts::queue::previewRetryFailed(db, std::nullopt, std::nullopt, std::nullopt, std::nullopt, std::nullopt, std::nullopt, std::nullopt).rows.toInt();
    };
    spec.question = [](qint64 n) { return QStringLiteral("Retry %1 failed jobs?").arg(n); };
    spec.acceptLabel = QStringLiteral("Retry");
    spec.apply = [](contracts::Connection &db) { return contracts::queue::retryFailed(db, std::nullopt, std::nullopt, std::nullopt, std::nullopt, std::nullopt, std::nullopt, std::nullopt); };
    spec.report = [](qint64, qint64 changed) { return QStringLiteral("Retried %1 jobs.").arg(changed); };
    return spec;
}

bool bannerSays(views::DatabaseView *view, const QString &text)
{
    for (QLabel *l : view->findChildren<QLabel *>())
        if (l->isVisibleTo(view) && l->text().contains(text))
            return true;
    return false;
}


} // namespace

class TestFaults : public QObject
{
    Q_OBJECT
    QTemporaryDir m_tmp;
    QList<Said> m_said;
    int m_n = 0;

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("askr-robust-test"));
        QSettings().clear();
        views::setConfirmHandler([](const QString &, const QString &, const QString &) { return true; });
        views::setNotifyHandler([this](const QString &title, const QString &message, bool error) { m_said << Said{title, message, error}; });
    }
    void init() { m_said.clear(); }

    // Another process holds an exclusive lock for 10 s. One view was open
    // before (an action on it reports "locked" and changes nothing), one is
    // opened during the lock (its schema read reports "locked"). The event
    // loop never stalls; when the lock goes, the second view recovers by
    // itself and the action succeeds.
    void lockedForTenSeconds()
    {
        const QString path = m_tmp.filePath(QStringLiteral("locked.sqlite"));
        {
            auto db = openRw(path);
            populate(*db, 10, 6, 5, 5); // rollback journal: an exclusive lock keeps readers out
        }
        app::MainWindow w;
        w.show();
        auto *before = w.openDatabase(path, storage::OpenMode::ReadWrite);
        QTRY_VERIFY_WITH_TIMEOUT(before->session()->schema().hasQueue(), 10000);
        visitEveryPage(w, before);

        QProcess locker;
        locker.start(QStringLiteral(ROBUST_HELPER), {QStringLiteral("lock"), path, QStringLiteral("10")});
        QVERIFY(locker.waitForReadyRead(10000));
        QCOMPARE(locker.readLine().trimmed(), QByteArray("locked"));
        QElapsedTimer lockClock;
        lockClock.start();
        EventLoopWatch watch;

        // An action on the open view: refused with the reason.
        views::runAction(&w, before->session(), retrySpec());
        // A view opened now: its schema cannot be read yet; said, and retried.
        // In a second window: a window shows a file that is open already
        // instead of opening it again.
        app::MainWindow w2;
        w2.show();
        auto *during = w2.openDatabase(path, storage::OpenMode::ReadOnlyLive);
        QVERIFY(during != before);
        FailureLog failures(during->session());
        watch.reset(); // building the view's widgets is not waiting on SQLite
        QTRY_VERIFY_WITH_TIMEOUT(!m_said.isEmpty(), 9000);
        QVERIFY2(m_said.last().error, qPrintable(m_said.last().message));
        QVERIFY2(m_said.last().message.contains(QLatin1String("Another process holds the database's lock")), qPrintable(m_said.last().message));
        QTRY_VERIFY_WITH_TIMEOUT(!failures.failures.isEmpty(), 9000);
        QVERIFY(failures.failures.first().busy());
        QVERIFY2(during->problem().contains(QLatin1String("Try again in a moment")), qPrintable(during->problem()));
        QVERIFY2(lockClock.elapsed() < 10000, "the failures must come while the lock is held");

        // The lock goes: the second view recovers without being reopened.
        // Waited for with the event loop running (waitForFinished would block it).
        QTRY_VERIFY_WITH_TIMEOUT(locker.state() == QProcess::NotRunning, 20000);
        QVERIFY(locker.readAll().contains("released"));
        const qint64 worstDuringLock = watch.worstGapMs();
        QVERIFY2(worstDuringLock < 500, qPrintable(QStringLiteral("the event loop stalled for %1 ms").arg(worstDuringLock)));
        qInfo("longest event loop stall during the 10 s lock: %lld ms", worstDuringLock);
        QTRY_VERIFY_WITH_TIMEOUT(during->session()->schema().hasQueue(), 5000);
        QTRY_VERIFY_WITH_TIMEOUT(during->problem().isEmpty(), 5000);
        QCOMPARE(scalarOf(path, "SELECT count(*) FROM askr_failed_jobs"), 6); // the refused action changed nothing
        const auto visits = visitEveryPage(w2, during);
        for (const auto &v : visits)
            QVERIFY2(v.shown, qPrintable(describe(visits)));
        // The same action now goes through.
        m_said.clear();
        views::runAction(&w, before->session(), retrySpec());
        QTRY_VERIFY_WITH_TIMEOUT(!m_said.isEmpty(), 10000);
        QCOMPARE(m_said.last().message, QStringLiteral("Retried 6 jobs."));
        QCOMPARE(scalarOf(path, "SELECT count(*) FROM askr_failed_jobs"), 0);
        QCOMPARE(scalarOf(path, "SELECT count(*) FROM askr_jobs"), 10 + 1 + 6); // the locker's job included
    }

    // The file goes away or is swapped while open: said above the pages,
    // actions refused (they would change a file nobody sees), nothing
    // crashes, and reopening reads what is there now.
    void fileChangesUnderneath_data()
    {
        QTest::addColumn<QString>("change");
        QTest::addColumn<bool>("wal");
        QTest::newRow("deleted") << "delete" << false;
        QTest::newRow("deleted, WAL") << "delete" << true;
        QTest::newRow("moved") << "move" << false;
        QTest::newRow("moved, WAL") << "move" << true;
        QTest::newRow("replaced by another database") << "replace" << false;
        QTest::newRow("replaced by another database, WAL") << "replace" << true;
        QTest::newRow("replaced by a text file") << "text" << false;
    }
    void fileChangesUnderneath()
    {
        QFETCH(QString, change);
        QFETCH(bool, wal);
        const QString dir = m_tmp.filePath(QStringLiteral("moved%1").arg(++m_n));
        QDir().mkpath(dir);
        const QString path = dir + QStringLiteral("/askr.sqlite");
        const QString elsewhere = dir + QStringLiteral("/renamed.sqlite");
        const QString other = dir + QStringLiteral("/other.sqlite");
        {
            auto db = openRw(path);
            if (wal)
                sql(*db, "PRAGMA journal_mode=WAL");
            populate(*db, 10, 6, 5, 5);
            auto o = openRw(other);
            populate(*o, 3, 2, 2, 2);
        }
        app::MainWindow w;
        w.show();
        auto *view = w.openDatabase(path, storage::OpenMode::ReadWrite);
        QTRY_VERIFY_WITH_TIMEOUT(view->session()->schema().hasQueue(), 10000);
        visitEveryPage(w, view);
        QSignalSpy moved(view->session(), &storage::Session::fileMoved);

        if (change == QLatin1String("delete")) {
            QVERIFY(QFile::remove(path));
        } else if (change == QLatin1String("move")) {
            QVERIFY(QFile::rename(path, elsewhere));
            if (wal) {
                QFile::rename(path + QStringLiteral("-wal"), elsewhere + QStringLiteral("-wal"));
                QFile::rename(path + QStringLiteral("-shm"), elsewhere + QStringLiteral("-shm"));
            }
        } else if (change == QLatin1String("replace")) {
            QVERIFY(::rename(QFile::encodeName(other).constData(), QFile::encodeName(path).constData()) == 0);
        } else {
            QFile t(dir + QStringLiteral("/notes.txt"));
            QVERIFY(t.open(QIODevice::WriteOnly));
            t.write(QByteArray(8192, 'x'));
            t.close();
            QVERIFY(::rename(QFile::encodeName(t.fileName()).constData(), QFile::encodeName(path).constData()) == 0);
        }
        const auto afterChange = fingerprint(dir);

        QVERIFY(moved.wait(3000));
        QVERIFY2(view->problem().contains(QLatin1String("was moved, renamed, deleted or replaced")), qPrintable(view->problem()));
        QVERIFY(bannerSays(view, QStringLiteral("was moved, renamed, deleted or replaced")));
        // Every page still shows (the file as it was), nothing crashes.
        const auto visits = visitEveryPage(w, view);
        for (const auto &v : visits)
            QVERIFY2(v.shown, qPrintable(describe(visits)));
        // An action is refused: it would write to a file nobody sees.
        views::runAction(&w, view->session(), retrySpec());
        QTRY_VERIFY_WITH_TIMEOUT(!m_said.isEmpty(), 10000);
        QVERIFY(m_said.last().error);
        QVERIFY2(m_said.last().message.contains(QLatin1String("Nothing was changed")), qPrintable(m_said.last().message));
        QVERIFY2(m_said.last().message.contains(QLatin1String("open the file again")), qPrintable(m_said.last().message));
        if (change == QLatin1String("move"))
            QCOMPARE(scalarOf(elsewhere, "SELECT count(*) FROM askr_failed_jobs"), 6);
        QVERIFY2(fingerprint(dir) == afterChange, qPrintable(describeDifference(afterChange, fingerprint(dir))));

        // Reopening reads what is at the path now.
        w.reopenAction(storage::OpenMode::ReadWrite)->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(w.views().size(), 1, 5000);
        views::DatabaseView *again = w.currentView();
        QVERIFY(again && again != view);
        if (change == QLatin1String("delete") || change == QLatin1String("move")) {
            QTRY_VERIFY_WITH_TIMEOUT(again->problem().contains(QLatin1String("does not exist")), 5000);
        } else if (change == QLatin1String("replace")) {
            QTRY_VERIFY_WITH_TIMEOUT(again->session()->schema().hasQueue(), 5000);
            auto n = onWorker(again->session(), [](contracts::Connection &db) { return contracts::queue::countFailed(db, std::nullopt, std::nullopt, std::nullopt, std::nullopt, std::nullopt, std::nullopt, std::nullopt).count.toInt(); });
            QVERIFY(n);
            QCOMPARE(*n, 2); // the other database's
            QVERIFY(again->problem().isEmpty());
        } else {
            QTRY_VERIFY_WITH_TIMEOUT(again->problem().contains(QLatin1String("not a SQLite database")), 5000);
        }
    }

    // The disk fills up during a bulk retry: it fails as a whole, says to
    // free space, leaves the file sound, and succeeds once there is room.
    void diskFullDuringAnAction_data()
    {
        QTest::addColumn<bool>("wal");
        QTest::newRow("rollback journal") << false;
        QTest::newRow("WAL") << true;
    }
    void diskFullDuringAnAction()
    {
        QFETCH(bool, wal);
        TinyDisk disk(m_tmp.filePath(QStringLiteral("disk%1").arg(++m_n)));
        const QString path = disk.dir + QStringLiteral("/askr.sqlite");
        const QString filler = disk.dir + QStringLiteral("/filler");
        constexpr int Failed = 1500;
        {
            auto db = openRw(path);
            if (wal)
                sql(*db, "PRAGMA journal_mode=WAL");
            populate(*db, 5, 0, 2, 2);
            sql(*db, "BEGIN");
            for (int i = 0; i < Failed; ++i)
                sql(*db, QByteArray("INSERT INTO askr_failed_jobs (queue, payload, exception, attempts) VALUES ('mail', '{\"token\":\"t" + QByteArray::number(i) +
                                    "\",\"pad\":\"" + QByteArray(300, 'x') + "\"}', 'E', 3)").constData());
            sql(*db, "COMMIT");
            if (wal)
                sql(*db, "PRAGMA wal_checkpoint(TRUNCATE)");
        }
        const qint64 dbSize = QFileInfo(path).size();
        QVERIFY(dbSize > 500 * 1024);
        std::function<void(contracts::Connection &)> limit;
        if (disk.mounted) {
            // Fill the file system, leaving far less than the retry needs.
            QFile f(filler);
            QVERIFY(f.open(QIODevice::WriteOnly));
            const QByteArray block(4096, '\0');
            while (f.write(block) == block.size() && f.flush()) { }
            f.close();
            QFile::resize(filler, QFileInfo(filler).size() - 64 * 1024);
        } else {
            // No tmpfs (not root): the page limit on the worker's own
            // connection stands in for the full disk.
            qInfo("tmpfs not available; limiting the worker's page count instead");
            limit = [](contracts::Connection &db) { sqlite3_exec(db.handle(), "PRAGMA max_page_count = 210", nullptr, nullptr, nullptr); };
        }

        app::MainWindow w;
        w.show();
        auto *view = w.openDatabase(path, storage::OpenMode::ReadWrite);
        QTRY_VERIFY_WITH_TIMEOUT(view->session()->schema().hasQueue(), 10000);
        if (limit)
            QVERIFY(onWorker(view->session(), [limit](contracts::Connection &db) { limit(db); return true; }));
        views::runAction(&w, view->session(), retrySpec());
        QTRY_VERIFY_WITH_TIMEOUT(!m_said.isEmpty(), 20000);
        QVERIFY(m_said.last().error);
        QVERIFY2(m_said.last().message.contains(QLatin1String("full")), qPrintable(m_said.last().message));
        QVERIFY2(m_said.last().message.contains(QLatin1String("nothing was changed. Free space and try again")), qPrintable(m_said.last().message));
        qInfo().noquote() << "disk full:" << m_said.last().message;
        // Nothing moved, the file is sound.
        QCOMPARE(scalarOf(path, "SELECT count(*) FROM askr_failed_jobs"), Failed);
        QCOMPARE(scalarOf(path, "SELECT count(*) FROM askr_jobs"), 5);
        QCOMPARE(scalarOf(path, "SELECT count(*) FROM pragma_quick_check WHERE quick_check = 'ok'"), 1);
        QVERIFY(!QFile::exists(path + QStringLiteral("-journal")));
        const auto visits = visitEveryPage(w, view);
        for (const auto &v : visits)
            QVERIFY2(v.shown, qPrintable(describe(visits)));

        // Room again: the same action completes.
        QFile::remove(filler);
        if (limit)
            QVERIFY(onWorker(view->session(), [](contracts::Connection &db) { return sqlite3_exec(db.handle(), "PRAGMA max_page_count = 1073741823", nullptr, nullptr, nullptr); }));
        m_said.clear();
        views::runAction(&w, view->session(), retrySpec());
        QTRY_VERIFY_WITH_TIMEOUT(!m_said.isEmpty(), 20000);
        QCOMPARE(m_said.last().message, QStringLiteral("Retried %1 jobs.").arg(Failed));
        QCOMPARE(scalarOf(path, "SELECT count(*) FROM askr_failed_jobs"), 0);
        QCOMPARE(scalarOf(path, "SELECT count(*) FROM askr_jobs"), 5 + Failed);
        // Every token moved exactly once.
        QCOMPARE(scalarOf(path, "SELECT count(DISTINCT payload) FROM askr_jobs WHERE queue = 'mail' AND payload LIKE '{\"token\":\"t%'"), Failed);
    }
};

QTEST_MAIN(TestFaults)
#include "tst_faults.moc"
