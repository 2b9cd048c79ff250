#pragma once

#include "storage/openplan.h"

#include <QHash>
#include <QList>
#include <QObject>
#include <QSet>

#include <memory>

class QStackedWidget;
class QTreeWidget;

namespace askr::models {
class FleetModel;
}

namespace askr::views {
class DatabaseView;
}

namespace askr::simulator {
class Demo;
}

// The views in the signals, known to QSignalSpy and queued connections.
Q_MOC_INCLUDE("views/databaseview.h")

namespace askr::app {

class ServerRoster;
class TokenStore;

// Everything that is open: the databases (files, snapshots, servers' ones),
// the Askr servers and the demo. Opens, reopens, creates and closes them,
// keeps their tokens and the models they share (the fleet's), and says what
// happened by signals; the window only lays out what it is told of.
class Workspace : public QObject
{
    Q_OBJECT
public:
    // The views go into the window's stack; the server roster puts its pages
    // and entries into the stack and the sidebar.
    Workspace(QTreeWidget *sidebar, QStackedWidget *stack, QObject *parent = nullptr);
    ~Workspace() override;

    // Opens a database in a new session and returns its view (viewOpened).
    // A file that is already open (the same device and inode) is not opened
    // again: its view is returned (alreadyOpen). A server's address whose
    // token the keyring has to find first opens later: nullptr now.
    views::DatabaseView *open(const QString &path, storage::OpenMode mode = storage::OpenMode::Auto);
    // Opens a server's database with this token (kept in memory for this run
    // and for reopening; never shown, logged or stored unless asked).
    views::DatabaseView *openRemote(const QString &address, const QByteArray &token, storage::OpenMode mode = storage::OpenMode::ReadOnlyLive);
    // Opens the askr files of a Laravel application's folder (.env and
    // config/ read, not run), each saying above its pages which parts it
    // holds and where the others are; notice() when the folder is not an
    // application or none of its files can be seen. Returns the views.
    QList<views::DatabaseView *> openApplication(const QString &folder, storage::OpenMode mode = storage::OpenMode::Auto);
    // Creates an empty database file and opens it; the session installs every
    // schema once it has looked at it. nullptr, told by notice(), when the
    // file cannot be created.
    views::DatabaseView *create(const QString &path);
    // Closes the view's database and opens it again in another mode.
    views::DatabaseView *reopen(views::DatabaseView *view, storage::OpenMode mode);
    void close(views::DatabaseView *view);
    // Starts the demo's database and workload once, and opens it; nullptr,
    // with *error, when it could not be created.
    views::DatabaseView *openDemo(QString *error);
    // Ends the sessions on the demo, then the demo (its folder goes with it).
    void shutDown();

    // The view whose session has this file (or server address) open, if any.
    views::DatabaseView *find(const QString &path) const;
    QList<views::DatabaseView *> views() const { return m_views; }
    // Session time of the view's last successful look (0: none yet).
    qint64 lastRefresh(views::DatabaseView *view) const { return m_lastRefresh.value(view, 0); }

    // Tokens: the ones given in this run, then the keyring.
    bool hasToken(const QString &address) const { return m_tokens.contains(address); }
    QByteArray token(const QString &address) const { return m_tokens.value(address); }
    TokenStore *tokenStore() const { return m_tokenStore; }
    // Keeps the token in the keyring (a failure: tokenNotRemembered), or
    // forgets the one kept there.
    void rememberToken(const QString &address, const QByteArray &token, bool remember);
    // Moves the tokens an older version kept in the settings file to the
    // keyring (oldTokensMoved), when there are some.
    void moveOldTokens();

    // The tables of primitives the view's database lacks, and adding them.
    QStringList missingTables(views::DatabaseView *view) const;
    void addTables(views::DatabaseView *view, const QStringList &contracts, const QString &title);
    // Runs the database contract's QuickCheck on the view's worker and tells
    // the result by notice().
    void checkIntegrity(views::DatabaseView *view);

    // Every open database side by side (the fleet page's model).
    models::FleetModel *fleet() const { return m_fleet; }
    ServerRoster *servers() const { return m_servers; }
    // Re-reads preferences into every open database and server.
    void applySettings();

Q_SIGNALS:
    void viewOpened(views::DatabaseView *view);
    // The view is out of the workspace, still in the stack, and deleted
    // later: take it out of the rest of the layout.
    void viewClosed(views::DatabaseView *view);
    void alreadyOpen(views::DatabaseView *view);
    // A file (not a server's address) opened, for the recent list.
    void opened(const QString &entry);
    void busyChanged();
    // A read found damage: asking whether to check the file is the window's
    // part. Once per open database.
    void integrityCheckOffered(views::DatabaseView *view, const QString &message);
    void statusMessage(const QString &message, int timeout);
    // What the user has to be told (in the page's message bar or a box).
    void notice(const QString &title, const QString &message, bool error);
    void tokenNotRemembered(const QString &address, const QString &error);
    void oldTokensMoved(int moved, int left, const QString &why);

private:
    void watch(views::DatabaseView *view);

    QStackedWidget *m_stack; // where the views are laid out
    QList<views::DatabaseView *> m_views; // in opening order
    QHash<QString, QByteArray> m_tokens; // server address -> token, this run only
    TokenStore *m_tokenStore = nullptr; // remembered tokens: the keyring
    ServerRoster *m_servers = nullptr;
    models::FleetModel *m_fleet = nullptr;
    // The demo's database and workload: ended after the views on it are gone.
    std::unique_ptr<simulator::Demo> m_demo;
    QHash<views::DatabaseView *, qint64> m_lastRefresh; // session time of the last successful look
    QSet<views::DatabaseView *> m_integrityOffered;
};

} // namespace askr::app
