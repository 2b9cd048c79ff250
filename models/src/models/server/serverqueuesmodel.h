#pragma once

#include "models/mergingtablemodel.h"
#include "remote/serverstatus.h"

#include <vector>

namespace askr::models {

// The server's own per-queue figures (GET /api/status "queues", runtime
// 1.4.14 and later), one row per queue name. A figure the server did not
// send is "unknown", never 0.
class ServerQueuesModel : public MergingTableModel
{
    Q_OBJECT
public:
    enum Column { Name, Pending, Delayed, Reserved, OldestPending, NUM_COLUMNS };

    explicit ServerQueuesModel(QObject *parent = nullptr);
    void setQueues(const QList<remote::ServerStatus::Queue> &queues);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::vector<remote::ServerStatus::Queue> m_rows;
};

} // namespace askr::models
