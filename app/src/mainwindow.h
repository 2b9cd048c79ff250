#pragma once

#include "storage/openplan.h"

#include <QHash>
#include <QPointer>
#include <QMainWindow>
#include <QSet>
#include <QUrl>

#include <memory>

class QLabel;
class QMenu;
class QStackedWidget;
class QTreeWidget;
class QTreeWidgetItem;

namespace askr::storage {
class Session;
}

namespace askr::models {
class FleetModel;
}

namespace askr::views {
class DatabaseView;
class ActivityLogWindow;
class EmptyState;
class FleetPage;
class ServerPage;
}

namespace askr::simulator {
class Demo;
}

namespace askr::app {

class ServerRoster;
class TokenStore;

class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    // Opens a database in a new session; returns its view. A file that is
    // already open (the same device and inode) is not opened again: its view
    // is shown and returned.
    views::DatabaseView *openDatabase(const QString &path, storage::OpenMode mode = storage::OpenMode::Auto);
    views::DatabaseView *currentView() const;
    QList<views::DatabaseView *> views() const;
    // The fleet overview's page and sidebar entry (the entry is null while
    // fewer than two databases are open).
    views::FleetPage *fleetPage() const { return m_fleetPage; }
    QTreeWidgetItem *fleetItem() const { return m_fleetItem; }

    QAction *openAction() const { return m_openAction; }
    QAction *openReadOnlyAction() const { return m_openReadOnlyAction; }
    QAction *openRemoteAction() const { return m_openRemoteAction; }
    // Opens a server's database with this token (kept in memory for this run
    // and for reopening; never shown, logged or stored unless asked).
    views::DatabaseView *openRemote(const QString &address, const QByteArray &token, storage::OpenMode mode = storage::OpenMode::ReadOnlyLive);
    QAction *openServerAction() const { return m_openServerAction; }
    // The Askr servers open beside the databases.
    ServerRoster *servers() const { return m_servers; }
    views::ServerPage *currentServer() const;
    QAction *closeAction() const { return m_closeAction; }
    QAction *refreshAction() const { return m_refreshAction; }
    QAction *filterAction() const { return m_filterAction; }
    QAction *shortcutsAction() const { return m_shortcutsAction; }
    QAction *activityLogAction() const { return m_activityLogAction; }
    // The Activity Log window once opened (View ▸ Activity Log), else nullptr.
    views::ActivityLogWindow *activityLogWindow() const;
    QAction *newAction() const { return m_newAction; }
    QAction *settingsAction() const { return m_settingsAction; }
    // Re-reads preferences into every open database and page.
    void applySettings();
    QAction *addMissingAction() const { return m_addMissingAction; }
    QAction *openDemoAction() const { return m_openDemoAction; }
    QAction *aboutAction() const { return m_aboutAction; }
    QAction *documentationAction() const { return m_documentationAction; }
    // Ctrl+1 ... : the pages of the current database, in sidebar order.
    QList<QAction *> goToPageActions() const { return m_goToPage; }
    QMenu *recentMenu() const { return m_recentMenu; }
    // What Help ▸ Keyboard Shortcuts lists: each action once, the window's
    // own first, then the current page's (the only ones that can fire).
    struct ShortcutEntry {
        QAction *action;
        QString where; // "Everywhere" or the page's title
    };
    QList<ShortcutEntry> shortcutEntries() const;
    // The documentation Help ▸ Documentation opens: the installed docs or the
    // source tree's README.
    static QUrl documentationUrl();
    // What Help ▸ About says (version, Qt, SQLite, licence).
    static QString aboutText();
    QAction *checkIntegrityAction() const { return m_checkIntegrityAction; }
    QAction *reopenAction(storage::OpenMode mode) const;
    // Creates an empty database file with every schema installed, and opens it.
    views::DatabaseView *createDatabase(const QString &path);

    QString modeText() const;

protected:
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;
    // A database file dropped on the window opens (nothing reads it to
    // check its type here: the database process does, when it opens it).
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void followPalette();
    void createActions();
    void createMenus();
    void chooseAndOpen(storage::OpenMode mode);
    void chooseAndOpenRemote();
    // Tells, once, what became of the tokens an older version kept in the
    // settings file.
    void tellOldTokensMoved(int moved, int left, const QString &why);
    void chooseAndCreate();
    void addMissingTables();
    // Runs the database contract's QuickCheck on the view's worker and shows
    // the result; offered once per database when a read finds damage.
    void checkIntegrity(views::DatabaseView *view);
    void offerIntegrityCheck(views::DatabaseView *view, const QString &message);
    void reopenCurrent(storage::OpenMode mode);
    // The view whose session has this file open, if any.
    views::DatabaseView *openView(const QString &path) const;
    void closeCurrent();
    void currentChanged();
    // Page actions lose their text, from the right, while the toolbar would
    // otherwise hide some behind its overflow button; the tooltip names them.
    void fitToolBar();
    void updateFleetItem();
    void updateSidebarItem(views::DatabaseView *view);
    void updateStatus();
    void updateRecentMenu();
    void addRecent(const QString &path);
    void showShortcuts();
    void showActivityLog();
    void showAbout();
    void openDemo();
    void goToPage(int page);

    QTreeWidget *m_sidebar = nullptr;
    QStackedWidget *m_stack = nullptr;
    views::EmptyState *m_empty = nullptr;
    // Every open database side by side, under "All databases" at the top
    // of the sidebar once two or more are open.
    models::FleetModel *m_fleet = nullptr;
    views::FleetPage *m_fleetPage = nullptr;
    QTreeWidgetItem *m_fleetItem = nullptr;
    QLabel *m_modeLabel = nullptr;
    QLabel *m_refreshLabel = nullptr;
    QLabel *m_busyLabel = nullptr;
    QMenu *m_recentMenu = nullptr;
    QMenu *m_pageMenu = nullptr;
    QToolBar *m_toolBar = nullptr;
    QList<QAction *> m_pageActionsShown;

    QAction *m_openAction = nullptr;
    QAction *m_newAction = nullptr;
    QAction *m_settingsAction = nullptr;
    QAction *m_addMissingAction = nullptr;
    QAction *m_checkIntegrityAction = nullptr;
    QAction *m_reopenReadWrite = nullptr;
    QAction *m_reopenReadOnly = nullptr;
    QAction *m_reopenSnapshot = nullptr;
    QAction *m_openReadOnlyAction = nullptr;
    QAction *m_openRemoteAction = nullptr;
    QHash<QString, QByteArray> m_tokens; // server address -> token, this run only
    TokenStore *m_tokenStore = nullptr; // remembered tokens: the keyring
    QAction *m_openServerAction = nullptr;
    ServerRoster *m_servers = nullptr;
    QAction *m_closeAction = nullptr;
    QAction *m_refreshAction = nullptr;
    QAction *m_filterAction = nullptr;
    QAction *m_slashFilterAction = nullptr;
    QAction *m_shortcutsAction = nullptr;
    QAction *m_activityLogAction = nullptr;
    QPointer<views::ActivityLogWindow> m_activityLog;
    QAction *m_quitAction = nullptr;
    QAction *m_openDemoAction = nullptr;
    QAction *m_aboutAction = nullptr;
    QAction *m_documentationAction = nullptr;
    QAction *m_clearRecentAction = nullptr;
    QList<QAction *> m_goToPage;
    // The demo's database and workload: ended after the views on it are gone.
    std::unique_ptr<simulator::Demo> m_demo;
    QHash<views::DatabaseView *, QTreeWidgetItem *> m_items;
    QHash<views::DatabaseView *, qint64> m_lastRefresh; // session time of the last successful look
    QSet<views::DatabaseView *> m_integrityOffered;
    QTimer *m_statusTimer = nullptr;
};

} // namespace askr::app
