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
//
// Since issue 30 the window's process holds no SQLite connection at all
// (storage::DbHost): the locks are the database process's, and the control
// case opens and closes the files in the window's process as Qt's file
// dialog does, drives every file dialog on the database's folder, and drops
// the file on the window.

#include "apptour.h"
#include "demo.h"
#include "models/queue/queuehistory.h"

#include "models/cache/cachekeysmodel.h"
#include "storage/host/dbhost.h"
#include "views/cache/cachepage.h"

#include <QAction>
#include <QApplication>
#include <QDropEvent>
#include <QFileDialog>
#include <QMenu>
#include <QMimeData>
#include <QMimeDatabase>
#include <QSettings>
#include <QTableView>
#include <QTimer>
#include <QProcess>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>

#include <unistd.h>

using namespace askr;
using namespace askr::robust;

namespace {

// The app's locks are its database process's (never the window's).
QString ourLock()
{
    return QStringLiteral("shared %1").arg(storage::DbHost::instance()->processId());
}

// Triggers action, which shows a file dialog; once it is up, has it list
// folder and select file (Qt's own dialog reads the files to type them),
// then cancels it. False when no dialog came.
bool browseInDialog(QAction *action, const QString &folder, const QString &file)
{
    bool shown = false;
    QTimer poll;
    poll.setInterval(20);
    QObject::connect(&poll, &QTimer::timeout, [&] {
        auto *dialog = qobject_cast<QFileDialog *>(QApplication::activeModalWidget());
        if (!dialog)
            return;
        poll.stop();
        shown = true;
        dialog->setDirectory(folder);
        dialog->selectFile(file);
        // Its model lists and types the folder's files meanwhile.
        QTest::qWait(600);
        dialog->reject();
    });
    poll.start();
    action->trigger();
    // Shown, and closed again: a dialog still up would hold the next step.
    return QTest::qWaitFor([&] { return shown && !QApplication::activeModalWidget(); }, 10000);
}

// The app's retry of what the outside writer dead-lettered, on the worker.
std::optional<qint64> retryOutside(storage::Session *session, storage::Failure *failure)
{
    return onWorker(
        session,
        [](contracts::Connection &db) {
            return contracts::queue::retryFailed(db, QByteArray("outside"), std::nullopt, std::nullopt, std::nullopt, std::nullopt, std::nullopt, std::nullopt);
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
        // As main() does: every connection in the database process, the
        // demo's writers included.
        QString why;
        QVERIFY2(storage::DbHost::start(&why), qPrintable(why));
        storage::DbHost::routeEveryFileOpen();
        // Qt's own dialog, the one that reads every file of the folder.
        QCoreApplication::setAttribute(Qt::AA_DontUseNativeDialogs);
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

    // The control: in the window's process, everything that closes a
    // descriptor of the database's files (issue 30). Each of them dropped
    // every SQLite lock while the connections lived in this process.
    void windowOpensTheFiles()
    {
        const QString path = newDatabase();
        const QString folder = QFileInfo(path).absolutePath();
        QSettings().setValue(QStringLiteral("MainWindow/lastDir"), folder);
        QSettings().setValue(QStringLiteral("DeadLettersPage/exportDir"), folder);
        auto w = std::make_unique<app::MainWindow>();
        w->show();
        views::DatabaseView *view = w->openDatabase(path);
        QVERIFY(ready(view->session()));
        QCOMPARE(helper({ QStringLiteral("getlk"), path }), ourLock());
        // The window's process holds no descriptor of them at all.
        for (const QString &entry : QDir(QStringLiteral("/proc/self/fd")).entryList(QDir::System | QDir::Files | QDir::NoDotAndDotDot))
            QVERIFY2(!QFile::symLinkTarget(QStringLiteral("/proc/self/fd/") + entry).startsWith(path), qPrintable(entry));
        // What broke it: a QFile open and close of each file, and reading
        // it to learn its type, as the dialog's model does.
        for (const QString &file : QStringList{ path, path + QStringLiteral("-wal"), path + QStringLiteral("-shm") }) {
            QFile f(file);
            QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(file));
            f.read(100);
            f.close();
            QMimeDatabase().mimeTypeForFile(file, QMimeDatabase::MatchContent);
        }
        QCOMPARE(helper({ QStringLiteral("getlk"), path }), ourLock());
        // Every file dialog of the app, on the database's folder.
        QVERIFY(browseInDialog(w->openAction(), folder, path));
        QVERIFY(browseInDialog(w->openReadOnlyAction(), folder, path));
        QVERIFY(browseInDialog(w->newAction(), folder, path));
        w->goToPageActions().at(views::DatabaseView::DeadLetters)->trigger();
        QVERIFY(waitIdle(view->session()));
        auto *exportMatching = w->findChild<QAction *>(QStringLiteral("exportMatchingAction"));
        QVERIFY(exportMatching);
        QTRY_VERIFY(exportMatching->isEnabled());
        QVERIFY(browseInDialog(exportMatching, folder, path));
        w->goToPageActions().at(views::DatabaseView::Cache)->trigger();
        auto *cache = w->findChild<views::CachePage *>();
        QVERIFY(cache);
        QTRY_VERIFY(cache->keysModel()->rowCount() > 0 && !cache->keysModel()->isLoading());
        cache->keysView()->selectionModel()->setCurrentIndex(cache->keysModel()->index(0, 0),
                                                             QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        auto *saveValue = w->findChild<QAction *>(QStringLiteral("saveValueAction"));
        QVERIFY(saveValue);
        QTRY_VERIFY(saveValue->isEnabled());
        QSettings().setValue(QStringLiteral("CachePage/saveDir"), folder);
        QVERIFY(browseInDialog(saveValue, folder, path));
        // Open Recent and a drop of the file on the window: the same
        // database, shown again.
        QAction *recent = recentAction(*w, QFileInfo(path).absoluteFilePath());
        QVERIFY(recent);
        recent->trigger();
        QMimeData mime;
        mime.setUrls({ QUrl::fromLocalFile(path) });
        QDragEnterEvent enter(QPoint(20, 20), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(w.get(), &enter);
        QVERIFY2(enter.isAccepted(), "the window does not take a dropped database");
        QDropEvent drop(QPointF(20, 20), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(w.get(), &drop);
        QCOMPARE(w->views().size(), 1);
        QCOMPARE(w->currentView(), view);
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
        const auto dead = onWorker(frozen, [](contracts::Connection &db) {
            return contracts::queue::countFailed(db, std::nullopt, std::nullopt, std::nullopt, std::nullopt, std::nullopt, std::nullopt, std::nullopt).count.toInt();
        });
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
