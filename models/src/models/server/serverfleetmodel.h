#pragma once

#include "models/mergingtablemodel.h"

#include <optional>
#include <vector>

namespace askr::models {

class ServerWatch;

// The Askr servers in the fleet view, one row per server (by its admin
// address): its health, workers alive of configured, requests per second,
// the 5xx share, its linked database's backlog, and how old the figures are.
class ServerFleetModel : public MergingTableModel
{
    Q_OBJECT
public:
    enum Column { Server, Health, Workers, Requests, ServerErrors, Backlog, Age, NUM_COLUMNS };
    enum Role { AddressRole = Qt::UserRole, AlarmRole };

    struct Row
    {
        QString address; // the admin base, the row's identity
        QString name; // host:port
        QString health; // "ok", or the first problem
        int problems = 0;
        QString workers;
        std::optional<double> requestsPerSec;
        std::optional<double> serverErrorShare;
        QString backlog; // the linked database's, or empty
        std::optional<qint64> ageSeconds; // nullopt: fresh
        bool operator==(const Row &other) const;
    };

    explicit ServerFleetModel(QObject *parent = nullptr);

    // The row for this watch, read again (backlog: the linked database's).
    static Row rowOf(const ServerWatch &watch, const QString &backlog);
    void setServer(const Row &row);
    void removeServer(const QString &address);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::vector<Row> m_rows;
};

} // namespace askr::models
