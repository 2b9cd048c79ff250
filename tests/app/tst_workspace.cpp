// The workspace without a window: it opens a file once (the same inode by
// any path is one view), reopens it in another mode, creates a database,
// closes, and tells all of it by signals (issue 33).

#include "askr_contracts_api.h"
#include "laravelfolder.h"
#include "storage/session.h"
#include "views/actionrunner.h"
#include "views/databaseview.h"
#include "workspace.h"

#include <QDir>
#include <QLabel>
#include <QFile>
#include <QPointer>
#include <QSettings>
#include <QSignalSpy>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

#include <sqlite3.h>

#include <algorithm>
#include <memory>

#include <unistd.h>

using namespace askr;
using views::DatabaseView;

namespace {
QString makeDb(const QString &path)
{
    auto db = contracts::Connection::open(QFile::encodeName(path), SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
    contracts::queue::install(*db);
    return path;
}

bool waitForSchema(DatabaseView *view)
{
    return QTest::qWaitFor([view] { return view->session()->schema().inspected; }, 5000);
}
} // namespace

class TestWorkspace : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_tmp;
    // What a window gives the workspace: where the views and servers go.
    std::unique_ptr<QTreeWidget> m_sidebar;
    std::unique_ptr<QStackedWidget> m_stack;

    std::unique_ptr<app::Workspace> makeWorkspace()
    {
        m_sidebar = std::make_unique<QTreeWidget>();
        m_stack = std::make_unique<QStackedWidget>();
        return std::make_unique<app::Workspace>(m_sidebar.get(), m_stack.get());
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("askr-test-workspace"));
        QSettings().clear();
        views::setNotifyHandler([](const QString &, const QString &, bool) {});
    }

    void cleanup()
    {
        // The views are the stack's: they go before the workspace's sidebar.
        m_stack.reset();
        m_sidebar.reset();
    }

    // Issue 48: a Laravel application's folder opens its askr files, each
    // saying which parts it holds and where the others are; a folder that is
    // no application, or one whose files cannot be seen, is told.
    void opensAnApplicationFolder_data()
    {
        QTest::addColumn<QString>("env");
        QTest::addColumn<QStringList>("holds"); // per view opened: the first line's end
        QTest::addColumn<QString>("elsewhere"); // a line every view shows
        QTest::newRow("queue and cache apart") << "ASKR_QUEUE_DB=storage/queue.sqlite\nASKR_CACHE_DB=storage/cache.sqlite\nDB_CONNECTION=pgsql\nDB_PASSWORD=s3cret\n"
                                               << QStringList { QStringLiteral("this file holds its queue."), QStringLiteral("this file holds its cache.") }
                                               << "failed jobs: pgsql://root@127.0.0.1:5432/laravel, table failed_jobs (Laravel's failures; not read yet)";
        QTest::newRow("one file for all three") << "ASKR_QUEUE_DB=storage/queue.sqlite\nASKR_CACHE_DB=storage/queue.sqlite\nASKR_BROADCAST_DB=./storage/queue.sqlite\n"
                                                << QStringList { QStringLiteral("this file holds its queue, cache, events.") }
                                                << "admin: no [admin] listen in askr.toml: the admin plane is off, or its address is given to askr --admin";
    }
    void opensAnApplicationFolder()
    {
        QFETCH(QString, env);
        QFETCH(QStringList, holds);
        QFETCH(QString, elsewhere);
        auto ws = makeWorkspace();
        const QString folder = m_tmp.filePath(QStringLiteral("app-%1").arg(QLatin1String(QTest::currentDataTag())).replace(QLatin1Char(' '), QLatin1Char('-')));
        askr::testsupport::LaravelFolder app;
        app.env = QStringLiteral("QUEUE_CONNECTION=askr\n") + env;
        QVERIFY(app.write(folder));
        QVERIFY(QDir().mkpath(folder + QStringLiteral("/storage")));
        makeDb(folder + QStringLiteral("/storage/queue.sqlite"));
        makeDb(folder + QStringLiteral("/storage/cache.sqlite"));
        QSignalSpy opened(ws.get(), &app::Workspace::viewOpened);
        const QList<DatabaseView *> views = ws->openApplication(folder);
        QCOMPARE(views.size(), holds.size());
        QCOMPARE(opened.size(), holds.size());
        for (qsizetype i = 0; i < views.size(); ++i) {
            const QStringList lines = views[i]->application();
            QVERIFY2(lines.first().endsWith(holds[i]), qPrintable(lines.first()));
            QVERIFY2(lines.contains(elsewhere), qPrintable(lines.join(QLatin1Char('\n'))));
            QVERIFY(!lines.join(QString()).contains(QLatin1String("s3cret")));
            QVERIFY(waitForSchema(views[i]));
            auto *banner = views[i]->findChild<QLabel *>(QStringLiteral("modeBanner"));
            QVERIFY(banner && !banner->isHidden());
            QVERIFY2(banner->text().contains(QStringLiteral("Laravel application ")), qPrintable(banner->text()));
        }
        if (holds.size() == 2)
            QVERIFY(views[0]->application().contains(
                QStringLiteral("events: no ASKR_BROADCAST_DB in .env: the events are in the runtime's shared memory, not visible")));
    }

    void applicationFolderThatCannotBeOpened_data()
    {
        QTest::addColumn<bool>("isApp");
        QTest::addColumn<QString>("told");
        QTest::newRow("not an application") << false << "is not a Laravel application folder (no artisan, no .env)";
        QTest::newRow("no askr file visible") << true << "None of the askr tables of ";
    }
    void applicationFolderThatCannotBeOpened()
    {
        QFETCH(bool, isApp);
        QFETCH(QString, told);
        auto ws = makeWorkspace();
        const QString folder = m_tmp.filePath(QStringLiteral("closed-%1").arg(int(isApp)));
        QVERIFY(QDir().mkpath(folder));
        if (isApp) {
            askr::testsupport::LaravelFolder app;
            app.env = QStringLiteral("ASKR_QUEUE_DB=nowhere/queue.sqlite\n");
            QVERIFY(app.write(folder));
        }
        QSignalSpy notice(ws.get(), &app::Workspace::notice);
        QVERIFY(ws->openApplication(folder).isEmpty());
        QCOMPARE(notice.size(), 1);
        QVERIFY2(notice.first().at(1).toString().contains(told), qPrintable(notice.first().at(1).toString()));
        QCOMPARE(notice.first().at(2).toBool(), true);
        QVERIFY(ws->views().isEmpty());
    }

    void opensAFile()
    {
        auto ws = makeWorkspace();
        QSignalSpy opened(ws.get(), &app::Workspace::viewOpened);
        QSignalSpy recent(ws.get(), &app::Workspace::opened);
        const QString path = makeDb(m_tmp.filePath(QStringLiteral("open.sqlite")));
        DatabaseView *view = ws->open(path);
        QVERIFY(view);
        QCOMPARE(opened.size(), 1);
        QCOMPARE(opened.at(0).at(0).value<DatabaseView *>(), view);
        QCOMPARE(recent.size(), 1);
        QCOMPARE(recent.at(0).at(0).toString(), path);
        QCOMPARE(ws->views(), QList<DatabaseView *>{view});
        QCOMPARE(ws->find(path), view);
        // Laid out in the stack the workspace was given.
        QCOMPARE(m_stack->indexOf(view) >= 0, true);
        QVERIFY(waitForSchema(view));
        QCOMPARE(view->session()->mode(), storage::OpenMode::ReadWrite);
    }

    void sameFileIsOneView_data()
    {
        QTest::addColumn<QString>("again"); // how the second opening names the file
        QTest::newRow("same path") << QStringLiteral("same.sqlite");
        QTest::newRow("other spelling") << QStringLiteral("./sub/../same.sqlite");
        QTest::newRow("hard link") << QStringLiteral("hardlink.sqlite");
        QTest::newRow("symbolic link") << QStringLiteral("symlink.sqlite");
    }
    void sameFileIsOneView()
    {
        QFETCH(QString, again);
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("sub")));
        const QString path = makeDb(dir.filePath(QStringLiteral("same.sqlite")));
        QVERIFY(QFile::link(path, dir.filePath(QStringLiteral("symlink.sqlite"))));
        QVERIFY(::link(QFile::encodeName(path).constData(), QFile::encodeName(dir.filePath(QStringLiteral("hardlink.sqlite"))).constData()) == 0);

        auto ws = makeWorkspace();
        DatabaseView *first = ws->open(path);
        QVERIFY(first);
        QSignalSpy opened(ws.get(), &app::Workspace::viewOpened);
        QSignalSpy already(ws.get(), &app::Workspace::alreadyOpen);
        QSignalSpy status(ws.get(), &app::Workspace::statusMessage);
        QCOMPARE(ws->open(dir.filePath(again), storage::OpenMode::ReadOnlyLive), first);
        QCOMPARE(opened.size(), 0);
        QCOMPARE(already.size(), 1);
        QCOMPARE(already.at(0).at(0).value<DatabaseView *>(), first);
        QCOMPARE(status.size(), 1);
        QVERIFY(status.at(0).at(0).toString().contains(QStringLiteral("not opened again")));
        QCOMPARE(ws->views().size(), 1);
        // Still as it was opened first.
        QCOMPARE(first->session()->mode(), storage::OpenMode::ReadWrite);
    }

    void reopens_data()
    {
        QTest::addColumn<storage::OpenMode>("mode");
        QTest::addColumn<bool>("readOnly");
        QTest::newRow("read-only, live") << storage::OpenMode::ReadOnlyLive << true;
        QTest::newRow("snapshot") << storage::OpenMode::Snapshot << true;
        QTest::newRow("read-write") << storage::OpenMode::ReadWrite << false;
    }
    void reopens()
    {
        QFETCH(storage::OpenMode, mode);
        QFETCH(bool, readOnly);
        auto ws = makeWorkspace();
        const QString path = makeDb(m_tmp.filePath(QStringLiteral("reopen.sqlite")));
        QPointer<DatabaseView> first = ws->open(path);
        QVERIFY(waitForSchema(first));
        QSignalSpy closed(ws.get(), &app::Workspace::viewClosed);
        QSignalSpy opened(ws.get(), &app::Workspace::viewOpened);
        DatabaseView *again = ws->reopen(first, mode);
        QVERIFY(again);
        QVERIFY(again != first);
        QCOMPARE(closed.size(), 1);
        QCOMPARE(opened.size(), 1);
        // Closed first, then opened: never two sessions on the file.
        QCOMPARE(ws->views(), QList<DatabaseView *>{again});
        QCOMPARE(again->session()->mode(), mode);
        QCOMPARE(again->session()->isReadOnly(), readOnly);
        QCOMPARE(ws->find(path), again);
        // The old view goes on the next turn of the event loop.
        QTRY_VERIFY(!first);
    }

    void closes()
    {
        auto ws = makeWorkspace();
        DatabaseView *a = ws->open(makeDb(m_tmp.filePath(QStringLiteral("close-a.sqlite"))));
        DatabaseView *b = ws->open(makeDb(m_tmp.filePath(QStringLiteral("close-b.sqlite"))));
        QVERIFY(waitForSchema(a) && waitForSchema(b));
        QSignalSpy closed(ws.get(), &app::Workspace::viewClosed);
        // The view is still in the stack when the signal comes: the window
        // takes it out of the rest of its layout first.
        bool inStack = false;
        connect(ws.get(), &app::Workspace::viewClosed, this, [&](DatabaseView *view) { inStack = m_stack->indexOf(view) >= 0; });
        QPointer<DatabaseView> gone = a;
        ws->close(a);
        QCOMPARE(closed.size(), 1);
        QCOMPARE(closed.at(0).at(0).value<DatabaseView *>(), a);
        QVERIFY(inStack);
        QCOMPARE(m_stack->indexOf(a), -1);
        QCOMPARE(ws->views(), QList<DatabaseView *>{b});
        QVERIFY(!ws->find(m_tmp.filePath(QStringLiteral("close-a.sqlite"))));
        QTRY_VERIFY(!gone);
        // Closing what is not open says nothing.
        ws->close(a);
        QCOMPARE(closed.size(), 1);
    }

    void createsADatabase()
    {
        auto ws = makeWorkspace();
        const QString path = m_tmp.filePath(QStringLiteral("created.sqlite"));
        QSignalSpy status(ws.get(), &app::Workspace::statusMessage);
        DatabaseView *view = ws->create(path);
        QVERIFY(view);
        QCOMPARE(view->session()->mode(), storage::OpenMode::ReadWrite);
        QTRY_VERIFY_WITH_TIMEOUT(ws->missingTables(view).isEmpty() && view->session()->schema().hasQueue(), 10000);
        QVERIFY(std::any_of(status.cbegin(), status.cend(), [](const QList<QVariant> &s) { return s.at(0).toString().startsWith(QStringLiteral("Created the tables")); }));

        // A file that exists is never overwritten: told, and nothing opened.
        QSignalSpy notice(ws.get(), &app::Workspace::notice);
        QSignalSpy opened(ws.get(), &app::Workspace::viewOpened);
        QVERIFY(!ws->create(path));
        QCOMPARE(notice.size(), 1);
        QCOMPARE(notice.at(0).at(2).toBool(), true);
        QCOMPARE(opened.size(), 0);
    }

    void tokensAreKeptForTheRun()
    {
        auto ws = makeWorkspace();
        QVERIFY(!ws->hasToken(QStringLiteral("http://127.0.0.1:1")));
        // No server answers there; the token is kept all the same, for a
        // reopening.
        ws->openRemote(QStringLiteral("http://127.0.0.1:1"), "secret");
        QVERIFY(ws->hasToken(QStringLiteral("http://127.0.0.1:1")));
        QCOMPARE(ws->token(QStringLiteral("http://127.0.0.1:1")), QByteArray("secret"));
    }
};

QTEST_MAIN(TestWorkspace)
#include "tst_workspace.moc"
