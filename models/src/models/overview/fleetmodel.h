#pragma once

#include <QAbstractTableModel>
#include <QPointer>

#include <vector>

namespace askr::storage {
class Session;
}

namespace askr::models {

class OverviewModel;

// Every open database side by side, files and servers, one row each, with
// the health figures of its Overview (read by that database's own
// OverviewModel, so the fleet costs no extra reads) and whether it answers.
class FleetModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Columns {
        DatabaseColumn,
        ModeColumn,
        ReadyColumn,
        FailedColumn,
        OldestReadyColumn,
        LiveKeysColumn,
        NewestSeqColumn,
        MaxLagColumn,
        StateColumn,
        NUM_COLUMNS
    };
    enum Roles { SortRole = Qt::UserRole, SessionRole };

    explicit FleetModel(QObject *parent = nullptr);

    void addDatabase(storage::Session *session, OverviewModel *overview);
    void removeDatabase(storage::Session *session);
    storage::Session *sessionAt(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Row {
        QPointer<storage::Session> session;
        QPointer<OverviewModel> overview;
    };
    int rowOf(const QObject *sessionOrOverview) const;
    void rowChanged(const QObject *sessionOrOverview);

    std::vector<Row> m_rows;
};

} // namespace askr::models
