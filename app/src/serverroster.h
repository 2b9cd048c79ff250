#pragma once

#include <QHash>
#include <QObject>

class QStackedWidget;
class QTreeWidget;
class QTreeWidgetItem;
class QWidget;

namespace askr::views {
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

    views::ServerPage *pageOf(const QTreeWidgetItem *item) const;
    QList<views::ServerPage *> pages() const { return m_items.keys(); }
    QTreeWidgetItem *itemOf(views::ServerPage *page) const { return m_items.value(page); }
    void setInterval(int ms);

    // Recent servers, newest first (addresses only: never a token).
    static QStringList recent();
    static void clearRecent();

Q_SIGNALS:
    void statusMessage(const QString &message);
    void pageOpened(views::ServerPage *page);
    // A reload was logged in the activity log (entry 0: it could not be).
    void reloadLogged(qint64 entry);

private:
    void updateItem(views::ServerPage *page);
    void logReload(const QString &address, const QString &name, const QString &error);
    static void addRecent(const QString &address);

    QTreeWidget *m_sidebar;
    QStackedWidget *m_stack;
    TokenStore *m_tokens;
    int m_interval = 2000;
    QHash<views::ServerPage *, QTreeWidgetItem *> m_items;
};

} // namespace askr::app
