// The app never drops its own SQLite locks (issue 14). POSIX drops every
// fcntl lock a process holds on a file when any descriptor of that file is
// closed, so a QFile open and close of a database that a connection of the
// app has open leaves the app without locks: another process then believes
// it is alone, checkpoints and deletes -wal and -shm, and the app goes on in
// a WAL nobody sees. Each path that opens a database runs through the real
// main window offscreen (the snapshot through the storage layer), and then:
// another process still sees the app's shared lock (fcntl F_GETLK); an
// outside writer that opens, writes and closes leaves -wal and -shm in
// place; a retry the app makes afterwards is seen by another process; and
// PRAGMA integrity_check is ok once the app has closed everything.

#include "apptour.h"
#include "demo.h"
#include "models/queue/queuehistory.h"

#include <QAction>
#include <QMenu>
#include <QProcess>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>

#include <unistd.h>

using namespace askr;
using namespace askr::robust;

namespace {

// robusthelper plays the other process; its last line of output.
QString helper(const QStringList &args)
{
    QProcess p;
    p.start(QStringLiteral(ROBUST_HELPER), args);
    if (!p.waitForFinished(60000))
        return QStringLiteral("(timed out)");
    return QString::fromUtf8(p.readAllStandardOutput()).trimmed().split(QLatin1Char('\n')).constLast();
}

QString ourLock()
{
    return QStringLiteral("shared %1").arg(QCoreApplication::applicationPid());
}

// The session has read (so holds its locks) and answered everything.
bool ready(storage::Session *session)
{
    return QTest::qWaitFor([session] { return session->schema().inspected; }, 10000) && waitIdle(session);
}

// The app's retry of what the outside writer dead-lettered, on the worker.
std::optional<qint64> retryOutside(storage::Session *session, storage::Failure *failure)
{
    return onWorker(
        session,
        [](contracts::Connection &db) {
            return contracts::queue::retryFailed(db, QByteArray("outside"), std::nullopt, std::nullopt, std::nullopt, std::nullopt, std::nullopt);
        },
        failure, true);
}

QAction *recentAction(app::MainWindow &w, const QString &path)
{
    for (QMenu *menu : w.findChildren<QMenu *>())
        if (menu->title() == app::MainWindow::tr("Open &Recent"))
            for (QAction *a : menu->actions())
                if (a->text() == path)
                    return a;
    return nullptr;
}

} // namespace

class TestLocks : public QObject
{
    Q_OBJECT
    QTemporaryDir m_tmp;
    int m_n = 0;

    // A populated WAL database whose writer died: -wal (with frames) and
    // -shm stay beside it.
    QString newDatabase()
    {
        const QString dir = m_tmp.filePath(QStringLiteral("case%1").arg(++m_n));
        QDir().mkpath(dir);
        const QString path = dir + QStringLiteral("/t.sqlite");
        if (helper({ QStringLiteral("make"), path, QStringLiteral("1"), QStringLiteral("0") }) != QLatin1String("made"))
            qWarning("robusthelper could not make %s", qPrintable(path));
        return path;
    }

    // The checks of issue 14, once a path has run. The current view is the
    // one on path, or (Reopen As Snapshot) a view of a copy while something
    // else in the app has path open. Returns the view left current.
    views::DatabaseView *expectLocksKept(app::MainWindow &w, const QString &path)
    {
        views::DatabaseView *view = w.currentView();
        if (!view || !ready(view->session())) {
            QTest::qFail("no database view answered", __FILE__, __LINE__);
            return nullptr;
        }
        [&] { QCOMPARE(helper({ QStringLiteral("getlk"), path }), ourLock()); }();
        if (QTest::currentTestFailed())
            return nullptr;
        const QString token = QStringLiteral("outside-%1").arg(++m_n);
        [&] {
            QCOMPARE(helper({ QStringLiteral("outside"), path, token }), QStringLiteral("written"));
            QVERIFY2(QFileInfo::exists(path + QStringLiteral("-wal")), "the outside writer deleted the -wal: it saw no lock of the app");
            QVERIFY2(QFileInfo::exists(path + QStringLiteral("-shm")), "the outside writer deleted the -shm: it saw no lock of the app");
        }();
        if (QTest::currentTestFailed())
            return nullptr;
        if (view->session()->isReadOnly()) {
            w.reopenAction(storage::OpenMode::ReadWrite)->trigger();
            view = w.currentView();
            if (!view || !ready(view->session())) {
                QTest::qFail("Reopen As Read-Write did not answer", __FILE__, __LINE__);
                return nullptr;
            }
        }
        storage::Failure failure;
        const auto moved = retryOutside(view->session(), &failure);
        [&] {
            QVERIFY2(moved, qPrintable(failure.message));
            QCOMPARE(*moved, qint64(1));
            QCOMPARE(helper({ QStringLiteral("seen"), path, token }), QStringLiteral("failed=0 jobs=1"));
            QCOMPARE(helper({ QStringLiteral("getlk"), path }), ourLock());
        }();
        return view;
    }

    // Closes the window (every session with it) and checks the file.
    void expectSoundAfterQuit(std::unique_ptr<app::MainWindow> &w, const QString &path)
    {
        w.reset();
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        QCOMPARE(helper({ QStringLiteral("integrity"), path }), QStringLiteral("ok"));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_tmp.isValid());
        // The history file goes where this test can watch it.
        qputenv("ASKR_DESK_DATA_DIR", QFile::encodeName(m_tmp.filePath(QStringLiteral("data"))));
    }

    // askr-desk t.sqlite t.sqlite, or the same file chosen again later, by
    // another path to it too: one session, shown again, with a note.
    void openTwice_data()
    {
        QTest::addColumn<QString>("how");
        QTest::addColumn<bool>("waitFirst");
        QTest::newRow("the same path, later") << QStringLiteral("same") << true;
        QTest::newRow("the same path, back to back (command line)") << QStringLiteral("same") << false;
        QTest::newRow("through another folder") << QStringLiteral("dotdot") << true;
        QTest::newRow("a symbolic link") << QStringLiteral("symlink") << true;
        QTest::newRow("a hard link") << QStringLiteral("hardlink") << true;
    }
    void openTwice()
    {
        QFETCH(QString, how);
        QFETCH(bool, waitFirst);
        const QString path = newDatabase();
        const QString dir = QFileInfo(path).absolutePath();
        QString again = path;
        if (how == QLatin1String("dotdot")) {
            QDir().mkpath(dir + QStringLiteral("/sub"));
            again = dir + QStringLiteral("/sub/../t.sqlite");
        } else if (how == QLatin1String("symlink")) {
            again = dir + QStringLiteral("/link.sqlite");
            QVERIFY(QFile::link(path, again));
        } else if (how == QLatin1String("hardlink")) {
            again = dir + QStringLiteral("/hard.sqlite");
            QCOMPARE(::link(QFile::encodeName(path).constData(), QFile::encodeName(again).constData()), 0);
        }
        auto w = std::make_unique<app::MainWindow>();
        w->show();
        views::DatabaseView *first = w->openDatabase(path);
        if (waitFirst)
            QVERIFY(ready(first->session()));
        QCOMPARE(w->openDatabase(again), first);
        QCOMPARE(w->views().size(), 1);
        QCOMPARE(w->currentView(), first);
        const QString note = w->statusBar()->currentMessage();
        QVERIFY2(note.contains(QStringLiteral("already open")) && note.contains(storage::modeName(storage::OpenMode::ReadWrite)),
            qPrintable(note));
        expectLocksKept(*w, path);
        if (QTest::currentTestFailed())
            return;
        expectSoundAfterQuit(w, path);
    }

    // File ▸ Open Recent on the file that is open.
    void openRecent()
    {
        const QString path = newDatabase();
        auto w = std::make_unique<app::MainWindow>();
        w->show();
        views::DatabaseView *first = w->openDatabase(path);
        QVERIFY(ready(first->session()));
        QAction *recent = recentAction(*w, QFileInfo(path).absoluteFilePath());
        QVERIFY(recent);
        recent->trigger();
        QCOMPARE(w->views().size(), 1);
        QCOMPARE(w->currentView(), first);
        expectLocksKept(*w, path);
        if (QTest::currentTestFailed())
            return;
        expectSoundAfterQuit(w, path);
    }

    // File ▸ Reopen As, each mode: on a file open alone, and on the demo
    // database, which the demo's workload keeps open in this process.
    void reopenAs_data()
    {
        QTest::addColumn<int>("mode");
        QTest::addColumn<bool>("demo");
        QTest::newRow("read-write") << int(storage::OpenMode::ReadWrite) << false;
        QTest::newRow("read-only live") << int(storage::OpenMode::ReadOnlyLive) << false;
        QTest::newRow("read-write, demo") << int(storage::OpenMode::ReadWrite) << true;
        QTest::newRow("read-only live, demo") << int(storage::OpenMode::ReadOnlyLive) << true;
        QTest::newRow("snapshot, demo") << int(storage::OpenMode::Snapshot) << true;
    }
    void reopenAs()
    {
        QFETCH(int, mode);
        QFETCH(bool, demo);
        std::unique_ptr<simulator::Demo> running;
        QString path;
        if (demo) {
            running = simulator::Demo::start();
            path = running->path();
            // The workload's connections have read: they hold their locks.
            QVERIFY(QTest::qWaitFor([&] { return helper({ QStringLiteral("getlk"), path }) == ourLock(); }, 10000));
        } else {
            path = newDatabase();
        }
        auto w = std::make_unique<app::MainWindow>();
        w->show();
        QVERIFY(ready(w->openDatabase(path)->session()));
        w->reopenAction(storage::OpenMode(mode))->trigger();
        QCOMPARE(w->views().size(), 1);
        QCOMPARE(w->currentView()->session()->mode(), storage::OpenMode(mode));
        expectLocksKept(*w, path);
        if (QTest::currentTestFailed())
            return;
        if (running)
            running->simulator().stop();
        expectSoundAfterQuit(w, path);
    }

    // --demo: main() starts the demo, then opens its database in the window.
    void demo()
    {
        auto running = simulator::Demo::start();
        const QString path = running->path();
        QVERIFY(QTest::qWaitFor([&] { return helper({ QStringLiteral("getlk"), path }) == ourLock(); }, 10000));
        auto w = std::make_unique<app::MainWindow>();
        w->show();
        w->openDatabase(path);
        expectLocksKept(*w, path);
        if (QTest::currentTestFailed())
            return;
        running->simulator().stop();
        expectSoundAfterQuit(w, path);
    }

    // A snapshot of a WAL database with frames in its -wal is a private
    // copy; making it must not touch the locks of a session this process
    // has open on the file, and it holds what is only in the -wal.
    void snapshot()
    {
        const QString path = newDatabase();
        QObject owner;
        storage::Session *live = openSession(path, storage::OpenMode::ReadWrite, &owner);
        QVERIFY(ready(live));
        QCOMPARE(helper({ QStringLiteral("getlk"), path }), ourLock());
        storage::Session *frozen = openSession(path, storage::OpenMode::Snapshot, &owner);
        QVERIFY(frozen->plan().copyFirst);
        QVERIFY(ready(frozen));
        QVERIFY2(frozen->schema().error.isEmpty(), qPrintable(frozen->schema().error));
        const auto dead = onWorker(frozen, [](contracts::Connection &db) { return scalar(db, "SELECT count(*) FROM askr_failed_jobs"); });
        QCOMPARE(dead.value_or(-1), qint64(12)); // all of them only in the -wal
        QCOMPARE(helper({ QStringLiteral("getlk"), path }), ourLock());
        const QString token = QStringLiteral("outside-snapshot");
        QCOMPARE(helper({ QStringLiteral("outside"), path, token }), QStringLiteral("written"));
        QVERIFY(QFileInfo::exists(path + QStringLiteral("-wal")));
        QVERIFY(QFileInfo::exists(path + QStringLiteral("-shm")));
        storage::Failure failure;
        const auto moved = retryOutside(live, &failure);
        QVERIFY2(moved, qPrintable(failure.message));
        QCOMPARE(*moved, qint64(1));
        QCOMPARE(helper({ QStringLiteral("seen"), path, token }), QStringLiteral("failed=0 jobs=1"));
        delete frozen;
        delete live;
        QCOMPARE(helper({ QStringLiteral("integrity"), path }), QStringLiteral("ok"));
    }

    // The app's own history file, opened by the history store, and then
    // opened in the window to look at it.
    void historyFile()
    {
        const QString other = newDatabase();
        const QString history = models::QueueHistory::filePath();
        auto w = std::make_unique<app::MainWindow>();
        w->show();
        views::DatabaseView *first = w->openDatabase(other);
        QVERIFY(ready(first->session()));
        // The history store has written into its file and holds it.
        QVERIFY(QTest::qWaitFor([&] { return helper({ QStringLiteral("getlk"), history }) == ourLock(); }, 10000));
        w->openDatabase(history);
        QCOMPARE(w->views().size(), 2);
        expectLocksKept(*w, history);
        if (QTest::currentTestFailed())
            return;
        expectSoundAfterQuit(w, history);
    }
};

QTEST_MAIN(TestLocks)
#include "tst_locks.moc"
