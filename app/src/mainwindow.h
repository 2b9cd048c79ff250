#pragma once

#include "openplan.h"

#include <QMainWindow>
#include <QSet>

class QLabel;
class QStackedWidget;
class QTreeWidget;
class QTreeWidgetItem;

namespace askr::storage {
class Session;
}

namespace askr::views {
class DatabaseView;
class EmptyState;
}

namespace askr::app {

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

    QAction *openAction() const { return m_openAction; }
    QAction *openReadOnlyAction() const { return m_openReadOnlyAction; }
    QAction *closeAction() const { return m_closeAction; }
    QAction *refreshAction() const { return m_refreshAction; }
    QAction *filterAction() const { return m_filterAction; }
    QAction *shortcutsAction() const { return m_shortcutsAction; }
    QAction *newAction() const { return m_newAction; }
    QAction *settingsAction() const { return m_settingsAction; }
    // Re-reads preferences into every open database and page.
    void applySettings();
    QAction *addMissingAction() const { return m_addMissingAction; }
    QAction *checkIntegrityAction() const { return m_checkIntegrityAction; }
    QAction *reopenAction(storage::OpenMode mode) const;
    // Creates an empty database file with every schema installed, and opens it.
    views::DatabaseView *createDatabase(const QString &path);

    QString modeText() const;

protected:
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void followPalette();
    void createActions();
    void createMenus();
    void chooseAndOpen(storage::OpenMode mode);
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
    void updateSidebarItem(views::DatabaseView *view);
    void updateStatus();
    void updateRecentMenu();
    void addRecent(const QString &path);
    void showShortcuts();

    QTreeWidget *m_sidebar = nullptr;
    QStackedWidget *m_stack = nullptr;
    views::EmptyState *m_empty = nullptr;
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
    QAction *m_closeAction = nullptr;
    QAction *m_refreshAction = nullptr;
    QAction *m_filterAction = nullptr;
    QAction *m_slashFilterAction = nullptr;
    QAction *m_shortcutsAction = nullptr;
    QAction *m_quitAction = nullptr;
    QHash<views::DatabaseView *, QTreeWidgetItem *> m_items;
    QHash<views::DatabaseView *, qint64> m_lastRefresh;
    QSet<views::DatabaseView *> m_integrityOffered;
    QTimer *m_statusTimer = nullptr;
};

} // namespace askr::app
