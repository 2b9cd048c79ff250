#pragma once

#include <QWidget>

class QTableView;

namespace askr::storage {
class Session;
}

namespace askr::models {
class FleetModel;
}

namespace askr::views {

// All open databases side by side (files and servers): the fleet overview.
// Activating a row (double-click, Enter) asks for that database's Overview.
class FleetPage : public QWidget
{
    Q_OBJECT
public:
    explicit FleetPage(models::FleetModel *model, QWidget *parent = nullptr);
    QTableView *table() const { return m_table; }

Q_SIGNALS:
    void databaseActivated(askr::storage::Session *session);

private:
    models::FleetModel *m_model;
    QTableView *m_table;
};

} // namespace askr::views
