#pragma once

#include <QWidget>

class QAction;
class QLabel;
class QToolButton;
class QMenu;
class QSortFilterProxyModel;
class QTableView;

namespace askr::storage {
class Session;
}

namespace askr::models {
class FleetModel;
class ServerFleetModel;
}

namespace askr::views {

// All open databases side by side (files and servers): the fleet overview.
// Activating a row (double-click, Enter) asks for that database's Overview.
// "Follows" says which database the selected one is a replica of: its row
// then shows how far behind it is.
class FleetPage : public QWidget
{
    Q_OBJECT
public:
    explicit FleetPage(models::FleetModel *model, QWidget *parent = nullptr);
    QTableView *table() const { return m_table; }
    // The Askr servers, beside the databases (shown once there is one).
    void setServers(models::ServerFleetModel *servers);
    QTableView *serversTable() const { return m_servers; }
    QAction *followsAction() const { return m_followsAction; }
    // The choices of the Follows menu for the selected database: "None",
    // then every other open database (tests trigger them).
    QList<QAction *> followChoices();

Q_SIGNALS:
    void databaseActivated(askr::storage::Session *session);
    // A server's row was activated: its admin address.
    void serverActivated(const QString &address);

protected:
    // On screen, the fleet keeps its rows' figures fresh (issue 30).
    void showEvent(QShowEvent *event) override;
    void hideEvent(QHideEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    storage::Session *selectedSession() const;
    void fillFollowsMenu();
    void fitColumns();

    models::FleetModel *m_model;
    QSortFilterProxyModel *m_proxy;
    QTableView *m_table;
    QMenu *m_followsMenu;
    QAction *m_followsAction;
    QLabel *m_databasesTitle = nullptr;
    QToolButton *m_followsButton = nullptr;
    QLabel *m_serversTitle = nullptr;
    QTableView *m_servers = nullptr;
};

} // namespace askr::views
