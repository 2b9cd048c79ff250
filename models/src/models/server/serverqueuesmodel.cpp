#include "models/server/serverqueuesmodel.h"

#include "operations/format/format.h"

namespace askr::models {

ServerQueuesModel::ServerQueuesModel(QObject *parent)
    : MergingTableModel(parent)
{
}

void ServerQueuesModel::setQueues(const QList<remote::ServerStatus::Queue> &queues)
{
    mergeRows(m_rows, std::vector<remote::ServerStatus::Queue>(queues.begin(), queues.end()), [](const remote::ServerStatus::Queue &q) { return q.name; },
              replaceRow<remote::ServerStatus::Queue>);
}

void ServerQueuesModel::setDatabaseReady(const QHash<QString, qint64> &ready, const QString &database)
{
    if (ready == m_databaseReady && database == m_database)
        return;
    m_databaseReady = ready;
    m_database = database;
    if (!m_rows.empty())
        Q_EMIT dataChanged(index(0, InDatabase), index(int(m_rows.size()) - 1, InDatabase));
    Q_EMIT headerDataChanged(Qt::Horizontal, InDatabase, InDatabase);
}

int ServerQueuesModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int ServerQueuesModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : NUM_COLUMNS;
}

QVariant ServerQueuesModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const remote::ServerStatus::Queue &q = m_rows[size_t(index.row())];
    if (role == Qt::TextAlignmentRole && index.column() != Name)
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::ToolTipRole && index.column() == InDatabase)
        return m_database.isEmpty() ? tr("Link the server to its database to see the database's own count beside the server's.")
                                    : tr("Ready jobs of this queue in %1, as the database's Queues page counts them.").arg(m_database);
    if (role != Qt::DisplayRole)
        return {};
    auto count = [](const std::optional<qint64> &n) { return n ? operations::formatCount(*n) : tr("unknown"); };
    switch (Column(index.column())) {
    case Name:
        return q.name;
    case Pending:
        return count(q.pending);
    case Delayed:
        return count(q.delayed);
    case Reserved:
        return count(q.reserved);
    case OldestPending:
        return q.oldestPendingSecs ? operations::formatDuration(*q.oldestPendingSecs) : tr("unknown");
    case InDatabase:
        if (m_database.isEmpty())
            return QStringLiteral("—");
        return m_databaseReady.contains(q.name) ? operations::formatCount(m_databaseReady.value(q.name)) : tr("no such queue");
    case NUM_COLUMNS:
        break;
    }
    return {};
}

QVariant ServerQueuesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (Column(section)) {
    case Name:
        return tr("Queue");
    case Pending:
        return tr("Pending");
    case Delayed:
        return tr("Delayed");
    case Reserved:
        return tr("Reserved");
    case OldestPending:
        return tr("Oldest pending");
    case InDatabase:
        return m_database.isEmpty() ? tr("Ready in its database") : tr("Ready in %1").arg(m_database);
    case NUM_COLUMNS:
        break;
    }
    return {};
}

} // namespace askr::models
