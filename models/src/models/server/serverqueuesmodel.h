#pragma once

#include "models/mergingtablemodel.h"
#include "remote/serverstatus.h"

#include <QHash>

#include <vector>

namespace askr::models {

// The server's own per-queue figures (GET /api/status "queues", runtime
// 1.4.14 and later), one row per queue name. A figure the server did not
// send is "unknown", never 0.
class ServerQueuesModel : public MergingTableModel
{
    Q_OBJECT
public:
    enum Column { Name, Pending, Delayed, Reserved, OldestPending, InDatabase, NUM_COLUMNS };

    explicit ServerQueuesModel(QObject *parent = nullptr);
    void setQueues(const QList<remote::ServerStatus::Queue> &queues);
    // The linked database's own count of ready jobs per queue name, shown
    // beside the server's (empty: not linked).
    void setDatabaseReady(const QHash<QString, qint64> &ready, const QString &database);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::vector<remote::ServerStatus::Queue> m_rows;
    QHash<QString, qint64> m_databaseReady;
    QString m_database;
};

} // namespace askr::models
