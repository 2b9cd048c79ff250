#include "models/server/serverworkersmodel.h"

#include "operations/format/format.h"

#include <QBrush>
#include <QPalette>

namespace askr::models {

ServerWorkersModel::ServerWorkersModel(QObject *parent)
    : MergingTableModel(parent)
{
}

void ServerWorkersModel::setWorkers(const QList<ServerWatch::Worker> &workers)
{
    mergeRows(m_rows, std::vector<ServerWatch::Worker>(workers.begin(), workers.end()), [](const ServerWatch::Worker &w) { return w.pid; },
              replaceRow<ServerWatch::Worker>);
}

int ServerWorkersModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int ServerWorkersModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : NUM_COLUMNS;
}

QVariant ServerWorkersModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const ServerWatch::Worker &w = m_rows[size_t(index.row())];
    if (role == PidRole)
        return w.pid;
    if (role == GrowingRole)
        return w.growing;
    if (role == Qt::TextAlignmentRole && index.column() != Verdict)
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::ForegroundRole && w.growing && index.column() == Verdict)
        return QBrush(QColor(0xc0, 0x39, 0x2b));
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    switch (Column(index.column())) {
    case Pid:
        return QString::number(w.pid);
    case Rss:
        return w.rssKb ? operations::formatBytes(*w.rssKb * 1024) : tr("unknown");
    case Growth: {
        if (!w.rssKb)
            return QString();
        const qint64 grown = (*w.rssKb - w.firstRssKb) * 1024;
        return QString(grown >= 0 ? QStringLiteral("+") + operations::formatBytes(grown) : QStringLiteral("−") + operations::formatBytes(-grown));
    }
    case Verdict:
        if (role == Qt::ToolTipRole)
            return w.growing ? tr("Its memory rose at each of the last %1 readings, by %2 since it was first seen: the signal of a leak between "
                                  "recycles.")
                                   .arg(ServerWatch::growingReadings)
                                   .arg(operations::formatBytes((*w.rssKb - w.firstRssKb) * 1024))
                             : QString();
        return w.growing ? tr("keeps growing") : QString();
    case NUM_COLUMNS:
        break;
    }
    return {};
}

QVariant ServerWorkersModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (Column(section)) {
    case Pid:
        return tr("PID");
    case Rss:
        return tr("Memory (RSS)");
    case Growth:
        return tr("Since first seen");
    case Verdict:
        return tr("Leak signal");
    case NUM_COLUMNS:
        break;
    }
    return {};
}

} // namespace askr::models
