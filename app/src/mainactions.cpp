#include "mainactions.h"

#include "storage/session.h"
#include "views/databaseview.h"
#include "views/page.h"

#include <QAction>
#include <QIcon>
#include <QWidget>

namespace askr::app {

using views::DatabaseView;

namespace {
QAction *make(const QString &icon, const QString &text, const QString &toolTip, QWidget *window)
{
    auto *a = new QAction(QIcon::fromTheme(icon), text, window);
    a->setToolTip(toolTip);
    return a;
}
}

MainActions::MainActions(QWidget *window)
{
    m_open = make(QStringLiteral("document-open"), tr("&Open Database…"), tr("Open a SQLite database file (read-write when the file allows it)"), window);
    m_open->setShortcut(QKeySequence::Open);

    m_new = make(QStringLiteral("document-new"), tr("&New Database…"), tr("Create an empty database with the queue, cache and pub/sub tables"), window);
    m_new->setShortcut(QKeySequence::New);

    m_settings = make(QStringLiteral("configure"), tr("&Configure Askr Desk…"),
                      tr("Refresh interval, stuck-queue thresholds, lock patterns, stalled subscribers, history retention"), window);
    // KDE's "Configure Application" shortcut; the platform's where it has one.
    m_settings->setShortcuts(QKeySequence::keyBindings(QKeySequence::Preferences) << QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Comma));

    m_addMissing = make(QStringLiteral("list-add"), tr("Add &Missing Tables"),
                        tr("Create the tables, indexes and views of the primitives this database lacks (never alters existing tables)"), window);

    m_checkIntegrity = new QAction(QIcon::fromTheme(QStringLiteral("document-edit-verify"), QIcon::fromTheme(QStringLiteral("checkmark"))),
                                   tr("Check &Integrity"), window);
    m_checkIntegrity->setObjectName(QStringLiteral("checkIntegrityAction"));
    m_checkIntegrity->setToolTip(tr("Read every page of the database and report damage (SQLite quick_check; changes nothing)"));

    m_reopenReadWrite = make(QStringLiteral("document-edit"), tr("Read-&Write"), tr("Reopen the database so that actions may change it"), window);
    m_reopenReadOnly = make(QStringLiteral("object-locked"), tr("Read-Only, &Live"),
                            tr("Reopen read-only, following changes made by other processes (for a replica)"), window);
    m_reopenSnapshot = make(QStringLiteral("camera-photo"), tr("&Snapshot"),
                            tr("Reopen as a frozen snapshot (for read-only media, or to stop following changes)"), window);

    m_openReadOnly = make(QStringLiteral("document-open-remote"), tr("Open &Read-Only…"),
                          tr("Open a database read-only, for example a replica that another process writes"), window);
    m_openReadOnly->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));

    m_openApplication = make(QStringLiteral("folder-open"), tr("Open &Application…"),
                             tr("Open a Laravel application's folder: its queue, cache and events files as its .env and config/ name them"), window);
    m_openApplication->setObjectName(QStringLiteral("openApplicationAction"));
    m_openApplication->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_A));

    m_openRemote = new QAction(QIcon::fromTheme(QStringLiteral("network-server-database"), QIcon::fromTheme(QStringLiteral("network-server"))),
                               tr("Open Re&mote Database…"), window);
    m_openRemote->setObjectName(QStringLiteral("openRemoteAction"));
    m_openRemote->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_O));
    m_openRemote->setToolTip(tr("Open a database served by a libSQL server (sqld), read-only"));

    m_openServer = make(QStringLiteral("network-server"), tr("Open Askr &Server…"),
                        tr("Watch an Askr server through its admin address: workers, memory, traffic, recorded errors"), window);
    m_openServer->setObjectName(QStringLiteral("openServerAction"));
    m_openServer->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_S));

    m_close = make(QStringLiteral("document-close"), tr("&Close Database"), tr("Close the selected database"), window);
    m_close->setShortcut(QKeySequence::Close);
    m_close->setObjectName(QStringLiteral("closeDatabaseAction"));

    m_refresh = make(QStringLiteral("view-refresh"), tr("&Refresh"), tr("Query the database again now"), window);
    // F5 only: some platforms also bind Refresh to Ctrl+R, which is Retry here.
    m_refresh->setShortcut(QKeySequence(Qt::Key_F5));

    m_filter = make(QStringLiteral("view-filter"), tr("&Filter"), tr("Focus the filter of the current view"), window);
    m_filter->setShortcut(QKeySequence::Find);
    m_slashFilter = new QAction(tr("Filter"), window);
    m_slashFilter->setShortcut(QKeySequence(Qt::Key_Slash));
    m_slashFilter->setShortcutContext(Qt::WindowShortcut);
    window->addAction(m_slashFilter);

    m_shortcuts = new QAction(QIcon::fromTheme(QStringLiteral("help-keybord-shortcuts"), QIcon::fromTheme(QStringLiteral("help-contents"))),
                              tr("&Keyboard Shortcuts"), window);
    m_shortcuts->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Question));
    m_shortcuts->setToolTip(tr("List the keyboard shortcuts"));

    m_activityLog = new QAction(QIcon::fromTheme(QStringLiteral("view-history"), QIcon::fromTheme(QStringLiteral("document-open-recent"))),
                                tr("Activity &Log"), window);
    m_activityLog->setObjectName(QStringLiteral("activityLogAction"));
    m_activityLog->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_H));
    m_activityLog->setToolTip(tr("Every action taken on any database, and the dead letters Forget kept (to restore them)"));

    m_openDemo = make(QStringLiteral("media-playback-start"), tr("Open &Demo"),
                      tr("Create a demo database in a temporary folder, with a live simulated workload, and open it"), window);
    m_openDemo->setObjectName(QStringLiteral("openDemo"));

    for (int p = 0; p < DatabaseView::NUM_PAGES; ++p) {
        auto *go = new QAction(tr("Go to Page %1").arg(p + 1), window);
        go->setObjectName(QStringLiteral("goToPage%1").arg(p + 1));
        go->setShortcut(QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_1 + p)));
        go->setEnabled(false);
        m_goToPage << go;
    }

    m_about = new QAction(QIcon(QStringLiteral(":/askr/askr-desk.svg")), tr("&About Askr Desk"), window);
    m_about->setToolTip(tr("Version, Qt and SQLite versions, licence"));
    m_about->setMenuRole(QAction::AboutRole);

    m_documentation = make(QStringLiteral("help-contents"), tr("&Documentation"), tr("Open Askr Desk's documentation"), window);
    m_documentation->setShortcut(QKeySequence::HelpContents);

    m_quit = make(QStringLiteral("application-exit"), tr("&Quit"), tr("Quit Askr Desk"), window);
    m_quit->setShortcut(QKeySequence::Quit);
}

QAction *MainActions::reopen(storage::OpenMode mode) const
{
    switch (mode) {
    case storage::OpenMode::ReadWrite:
        return m_reopenReadWrite;
    case storage::OpenMode::ReadOnlyLive:
        return m_reopenReadOnly;
    case storage::OpenMode::Snapshot:
        return m_reopenSnapshot;
    case storage::OpenMode::Auto:
        break;
    }
    return nullptr;
}

void MainActions::enableFor(DatabaseView *view, bool server)
{
    m_close->setEnabled(view || server);
    m_close->setText(server ? tr("&Close Server") : tr("&Close Database"));
    m_refresh->setEnabled(view || server);
    m_filter->setEnabled(view);
    m_addMissing->setEnabled(view && !view->session()->isReadOnly());
    m_checkIntegrity->setEnabled(view && view->session()->plan().error.isEmpty());
    for (QAction *a : {m_reopenReadWrite, m_reopenReadOnly, m_reopenSnapshot})
        a->setEnabled(view);
}

void MainActions::nameGoToPage(DatabaseView *view)
{
    for (int p = 0; p < m_goToPage.size(); ++p) {
        QAction *go = m_goToPage[p];
        go->setEnabled(view);
        if (view) {
            const QString title = view->page(DatabaseView::PageId(p))->title();
            go->setText(tr("Go to %1").arg(title));
            go->setToolTip(tr("Show the %1 page (%2)").arg(title, go->shortcut().toString(QKeySequence::NativeText)));
        }
    }
}

} // namespace askr::app
