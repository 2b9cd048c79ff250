#pragma once

#include "storage/openplan.h"

#include <QCoreApplication>
#include <QList>

class QAction;
class QWidget;

namespace askr::views {
class DatabaseView;
}

namespace askr::app {

// The window's own actions, with their icons, shortcuts and tooltips: made
// here once, so that the window only says what they do and where they go.
// They are the window's children (its shortcuts, and what Help ▸ Keyboard
// Shortcuts lists as "Everywhere").
class MainActions
{
    Q_DECLARE_TR_FUNCTIONS(askr::app::MainActions)
public:
    explicit MainActions(QWidget *window);

    QAction *open() const { return m_open; }
    QAction *openReadOnly() const { return m_openReadOnly; }
    QAction *openApplication() const { return m_openApplication; }
    QAction *openRemote() const { return m_openRemote; }
    QAction *openServer() const { return m_openServer; }
    QAction *openDemo() const { return m_openDemo; }
    QAction *newDatabase() const { return m_new; }
    QAction *settings() const { return m_settings; }
    QAction *addMissing() const { return m_addMissing; }
    QAction *checkIntegrity() const { return m_checkIntegrity; }
    // Reopen As ▸ …; null for Auto.
    QAction *reopen(storage::OpenMode mode) const;
    QAction *close() const { return m_close; }
    QAction *refresh() const { return m_refresh; }
    QAction *filter() const { return m_filter; }
    // "/" focuses the filter too (not in a menu).
    QAction *slashFilter() const { return m_slashFilter; }
    QAction *shortcuts() const { return m_shortcuts; }
    QAction *activityLog() const { return m_activityLog; }
    QAction *about() const { return m_about; }
    QAction *documentation() const { return m_documentation; }
    QAction *quit() const { return m_quit; }
    // Ctrl+1 ...: the current database's pages, in sidebar order.
    QList<QAction *> goToPage() const { return m_goToPage; }

    // Enables what applies to the database or server shown (none: neither).
    void enableFor(views::DatabaseView *view, bool server);
    // Names the Go to Page actions after the view's pages.
    void nameGoToPage(views::DatabaseView *view);

private:
    QAction *m_open;
    QAction *m_openReadOnly;
    QAction *m_openApplication;
    QAction *m_openRemote;
    QAction *m_openServer;
    QAction *m_openDemo;
    QAction *m_new;
    QAction *m_settings;
    QAction *m_addMissing;
    QAction *m_checkIntegrity;
    QAction *m_reopenReadWrite;
    QAction *m_reopenReadOnly;
    QAction *m_reopenSnapshot;
    QAction *m_close;
    QAction *m_refresh;
    QAction *m_filter;
    QAction *m_slashFilter;
    QAction *m_shortcuts;
    QAction *m_activityLog;
    QAction *m_about;
    QAction *m_documentation;
    QAction *m_quit;
    QList<QAction *> m_goToPage;
};

} // namespace askr::app
