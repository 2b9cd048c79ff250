#pragma once

#include "storage/openplan.h"

#include <QObject>

class QWidget;

namespace askr::views {
class DatabaseView;
}

namespace askr::app {

class Workspace;

// What the workspace asks and tells through dialogs: which file to open or
// create, a server's address and token, whether to add tables, check a
// damaged file or write to a server; and what became of tokens.
class WorkspaceDialogs : public QObject
{
    Q_OBJECT
public:
    WorkspaceDialogs(Workspace *workspace, QWidget *window);

    void chooseAndOpen(storage::OpenMode mode);
    void chooseAndOpenRemote();
    // A Laravel application's folder (Workspace::openApplication).
    void chooseAndOpenApplication();
    void chooseAndCreate();
    void openDemo();
    void addMissingTables(views::DatabaseView *view);
    // Reopening a server's database read-write names the server first.
    bool mayReopen(views::DatabaseView *view, storage::OpenMode mode);

private:
    void offerIntegrityCheck(views::DatabaseView *view, const QString &message);
    void tellTokenNotRemembered(const QString &address, const QString &error);
    // Tells, once, what became of the tokens an older version kept in the
    // settings file.
    void tellOldTokensMoved(int moved, int left, const QString &why);

    Workspace *m_workspace;
    QWidget *m_window;
};

} // namespace askr::app
