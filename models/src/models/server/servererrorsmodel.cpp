#include "models/server/servererrorsmodel.h"

namespace askr::models {

ServerErrorsModel::ServerErrorsModel(QObject *parent)
    : MergingTableModel(parent)
{
}

void ServerErrorsModel::setErrors(const QList<remote::ServerErrors::Recorded> &errors)
{
    mergeRows(m_rows, std::vector<remote::ServerErrors::Recorded>(errors.begin(), errors.end()),
              [](const remote::ServerErrors::Recorded &e) { return e.id; }, replaceRow<remote::ServerErrors::Recorded>);
}

int ServerErrorsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int ServerErrorsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : NUM_COLUMNS;
}

QVariant ServerErrorsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const remote::ServerErrors::Recorded &e = m_rows[size_t(index.row())];
    if (role == ReplayCommandRole)
        return remote::ServerErrors::replayCommand(e.id);
    if (role == Qt::ToolTipRole)
        return tr("Run it again on the server, in its --record-errors folder: %1").arg(remote::ServerErrors::replayCommand(e.id));
    if (role != Qt::DisplayRole)
        return {};
    if (index.column() == Id)
        return e.id;
    return e.status ? QString::number(*e.status) : tr("unknown");
}

QVariant ServerErrorsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    return section == Id ? tr("Recording") : section == Status ? tr("Status") : QVariant();
}

} // namespace askr::models
