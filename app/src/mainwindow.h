#pragma once

#include "helpmenu.h"
#include "mainactions.h"
#include "recentmenu.h"
#include "sidebar.h"
#include "statusarea.h"
#include "workspace.h"
#include "storage/openplan.h"
#include "views/activitylogwindow.h"

#include <QMainWindow>
#include <QPointer>
#include <QUrl>

#include <memory>

class QMenu;
class QStackedWidget;
class QToolBar;
class QTreeWidgetItem;

namespace askr::views {
class DatabaseView;
class EmptyState;
class FleetPage;
class ServerPage;
}

namespace askr::app {

class WorkspaceDialogs;

// The window: the sidebar beside the page shown, menus, toolbar and status
// bar. What is open is the workspace's; the window lays out what it opens.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    Workspace *workspace() const { return m_workspace; }
    // Opens a database in a new session; returns its view. A file that is
    // already open (the same device and inode) is not opened again: its view
    // is shown and returned.
    views::DatabaseView *openDatabase(const QString &path, storage::OpenMode mode = storage::OpenMode::Auto) { return m_workspace->open(path, mode); }
    // A Laravel application's folder: Workspace::openApplication.
    QList<views::DatabaseView *> openApplication(const QString &folder, storage::OpenMode mode = storage::OpenMode::Auto)
    {
        return m_workspace->openApplication(folder, mode);
    }
    views::DatabaseView *currentView() const;
    QList<views::DatabaseView *> views() const { return m_workspace->views(); }
    // The fleet overview's page and sidebar entry (the entry is null while
    // fewer than two databases are open).
    views::FleetPage *fleetPage() const { return m_fleetPage; }
    QTreeWidgetItem *fleetItem() const { return m_sidebar->fleetItem(); }

    QAction *openAction() const { return m_actions->open(); }
    QAction *openReadOnlyAction() const { return m_actions->openReadOnly(); }
    QAction *openRemoteAction() const { return m_actions->openRemote(); }
    // Opens a server's database with this token (kept in memory for this run
    // and for reopening; never shown, logged or stored unless asked).
    views::DatabaseView *openRemote(const QString &address, const QByteArray &token, storage::OpenMode mode = storage::OpenMode::ReadOnlyLive)
    {
        return m_workspace->openRemote(address, token, mode);
    }
    QAction *openServerAction() const { return m_actions->openServer(); }
    // The Askr servers open beside the databases.
    ServerRoster *servers() const { return m_workspace->servers(); }
    views::ServerPage *currentServer() const;
    QAction *closeAction() const { return m_actions->close(); }
    QAction *refreshAction() const { return m_actions->refresh(); }
    QAction *filterAction() const { return m_actions->filter(); }
    QAction *shortcutsAction() const { return m_actions->shortcuts(); }
    QAction *activityLogAction() const { return m_actions->activityLog(); }
    // The Activity Log window once opened (View ▸ Activity Log), else nullptr.
    views::ActivityLogWindow *activityLogWindow() const { return m_activityLog; }
    QAction *newAction() const { return m_actions->newDatabase(); }
    QAction *settingsAction() const { return m_actions->settings(); }
    // Re-reads preferences into every open database and page.
    void applySettings() { m_workspace->applySettings(); }
    QAction *addMissingAction() const { return m_actions->addMissing(); }
    QAction *openDemoAction() const { return m_actions->openDemo(); }
    QAction *aboutAction() const { return m_actions->about(); }
    QAction *documentationAction() const { return m_actions->documentation(); }
    // Ctrl+1 ... : the pages of the current database, in sidebar order.
    QList<QAction *> goToPageActions() const { return m_actions->goToPage(); }
    QMenu *recentMenu() const { return m_recentMenu; }
    using ShortcutEntry = HelpMenu::ShortcutEntry;
    QList<ShortcutEntry> shortcutEntries() const { return m_help->shortcutEntries(); }
    static QUrl documentationUrl() { return HelpMenu::documentationUrl(); }
    static QString aboutText() { return HelpMenu::aboutText(); }
    QAction *checkIntegrityAction() const { return m_actions->checkIntegrity(); }
    QAction *reopenAction(storage::OpenMode mode) const { return m_actions->reopen(mode); }
    // Creates an empty database file with every schema installed, and opens it.
    views::DatabaseView *createDatabase(const QString &path) { return m_workspace->create(path); }

    QString modeText() const { return m_status->modeText(currentView()); }

protected:
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;
    // A database file dropped on the window opens (nothing reads it to
    // check its type here: the database process does, when it opens it).
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void connectActions();
    void createMenus();
    void layOut();
    void viewOpened(views::DatabaseView *view);
    void viewClosed();
    void reopenCurrent(storage::OpenMode mode);
    void closeCurrent();
    void currentChanged();
    void showPageActions(const QList<QAction *> &actions);
    // Page actions lose their text, from the right, while the toolbar would
    // otherwise hide some behind its overflow button; the tooltip names them.
    void fitToolBar();
    void updateFleetItem();
    void updateStatus();
    void showActivityLog();

    std::unique_ptr<MainActions> m_actions; // made once the icon theme is chosen
    Workspace *m_workspace = nullptr;
    WorkspaceDialogs *m_dialogs = nullptr;
    Sidebar *m_sidebar = nullptr;
    QStackedWidget *m_stack = nullptr;
    views::EmptyState *m_empty = nullptr;
    // Every open database side by side, under "All databases" at the top
    // of the sidebar once two or more are open.
    views::FleetPage *m_fleetPage = nullptr;
    StatusArea *m_status = nullptr;
    RecentMenu *m_recentMenu = nullptr;
    HelpMenu *m_help = nullptr;
    QMenu *m_pageMenu = nullptr;
    QToolBar *m_toolBar = nullptr;
    QList<QAction *> m_pageActionsShown;
    QPointer<views::ActivityLogWindow> m_activityLog;
};

} // namespace askr::app
