#pragma once

#include "models/mergingtablemodel.h"
#include "models/server/serverwatch.h"

#include <vector>

namespace askr::models {

// An Askr server's HTTP workers, one row per pid: resident memory now and
// how much it grew since the worker was first seen, flagged when it keeps
// growing (ServerWatch::Worker::growing). Rows stay on their pid across
// readings, so a selection survives; a recycled worker is a new row.
class ServerWorkersModel : public MergingTableModel
{
    Q_OBJECT
public:
    enum Column { Pid, Rss, Growth, Verdict, NUM_COLUMNS };
    enum Role { PidRole = Qt::UserRole, GrowingRole };

    explicit ServerWorkersModel(QObject *parent = nullptr);
    void setWorkers(const QList<ServerWatch::Worker> &workers);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::vector<ServerWatch::Worker> m_rows;
};

} // namespace askr::models
