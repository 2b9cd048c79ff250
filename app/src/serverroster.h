#pragma once

#include <QHash>
#include <QObject>

#include <functional>

class QAction;
class QStackedWidget;
class QTreeWidget;
class QTreeWidgetItem;
class QWidget;

namespace askr::storage {
class Session;
}

namespace askr::models {
class AlertMonitor;
class QueueOverviewModel;
class ServerFleetModel;
}

namespace askr::views {
class DatabaseView;
class ServerPage;
}

namespace askr::app {

class TokenStore;

// The Askr servers open in the window, beside the databases: each has a
// ServerWatch polling its admin plane, a ServerPage in the stack and an entry
// in the sidebar. Opens them (from File ▸ Open Askr Server…, the command
// line and the recent list), finds their tokens (the keyring, else
// ASKR_ADMIN_TOKEN), logs their reloads in the activity log and closes them.
class ServerRoster : public QObject
{
    Q_OBJECT
public:
    ServerRoster(QTreeWidget *sidebar, QStackedWidget *stack, TokenStore *tokens, QObject *parent);

    // Opens the server at address (its admin base) with this token, or shows
    // it when it is open already. Returns null, with *error, for an address
    // that is not one.
    views::ServerPage *open(const QString &address, const QByteArray &token, const QString &tokenSource, QString *error = nullptr);
    // Looks the token up (keyring, then ASKR_ADMIN_TOKEN) and opens: the
    // keyring answers when it will.
    void openWithStoredToken(const QString &address);
    // File ▸ Open Askr Server…
    void chooseAndOpen(QWidget *parent);
    void close(views::ServerPage *page);
    // Reloads every open server one at a time, in the sidebar's order, after
    // asking; a dialog follows it (enabled with two servers or more).
    QAction *rollingReloadAction() const { return m_rollingReload; }
    void rollingReload(QWidget *parent);

    views::ServerPage *pageOf(const QTreeWidgetItem *item) const;
    // Shows the server open at this admin address (the fleet view asks).
    void show(const QString &address);
    // Every open server's row for the fleet view.
    models::ServerFleetModel *fleetModel() const { return m_fleet; }
    QList<views::ServerPage *> pages() const { return m_items.keys(); }
    QTreeWidgetItem *itemOf(views::ServerPage *page) const { return m_items.value(page); }
    void setInterval(int ms);
    // The alert settings changed (Settings ▸ Alerts): servers alert as databases do.
    void applySettings();
    models::AlertMonitor *alertsOf(views::ServerPage *page) const { return m_alerts.value(page); }

    // Links: a server and the database its queue uses (by the database's
    // path, kept in the settings). Each side then shows the other: the
    // server page the database's backlog, the database's queues the
    // server's queue workers in place of "No worker?".
    using Databases = std::function<QList<views::DatabaseView *>()>;
    void setDatabases(Databases databases) { m_databases = std::move(databases); }
    // A database opened or closed: links are made again.
    void databasesChanged();
    void link(views::ServerPage *page, storage::Session *session);
    void unlink(views::ServerPage *page);
    // The open databases' sessions, and the queue overview a session's pages share.
    QList<storage::Session *> sessions() const;
    models::QueueOverviewModel *queuesOf(const storage::Session *session) const;
    // The open database this server is linked to, if any.
    storage::Session *linkedSession(views::ServerPage *page) const;
    // Open databases whose queues the server also reports, best first (the
    // link the app suggests).
    QList<storage::Session *> suggestions(views::ServerPage *page) const;
    void chooseLink(views::ServerPage *page);

    // Recent servers, newest first (addresses only: never a token).
    static QStringList recent();
    static void clearRecent();

Q_SIGNALS:
    void statusMessage(const QString &message);
    void pageOpened(views::ServerPage *page);
    void pageClosed();
    // An alert went out as a desktop notification (also for the status bar).
    void alertRaised(const QString &title, const QString &body);
    // A reload was logged in the activity log (entry 0: it could not be).
    void reloadLogged(qint64 entry);

private:
    void updateItem(views::ServerPage *page);
    void applyLink(views::ServerPage *page);
    void logReload(const QString &address, const QString &what, const QString &error);
    void updateActions();
    static void addRecent(const QString &address);

    QTreeWidget *m_sidebar;
    QStackedWidget *m_stack;
    TokenStore *m_tokens;
    int m_interval = 2000;
    QAction *m_rollingReload;
    models::ServerFleetModel *m_fleet;
    QHash<views::ServerPage *, QTreeWidgetItem *> m_items;
    Databases m_databases;
    QHash<views::ServerPage *, models::AlertMonitor *> m_alerts;
};

} // namespace askr::app
