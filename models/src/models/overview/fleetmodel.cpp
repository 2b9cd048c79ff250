#include "models/overview/fleetmodel.h"

#include "models/format.h"
#include "models/overview/overviewmodel.h"
#include "storage/session.h"

#include <QDateTime>
#include <QFileInfo>
#include <QLocale>

namespace askr::models {

namespace {

// The metric each figure column shows.
OverviewModel::Metric metricOf(int column)
{
    switch (column) {
    case FleetModel::ReadyColumn:
        return OverviewModel::Ready;
    case FleetModel::FailedColumn:
        return OverviewModel::Failed;
    case FleetModel::OldestReadyColumn:
        return OverviewModel::OldestReadyAge;
    case FleetModel::LiveKeysColumn:
        return OverviewModel::LiveKeys;
    case FleetModel::NewestSeqColumn:
        return OverviewModel::NewestSeq;
    default:
        return OverviewModel::MaxLag;
    }
}

} // namespace

FleetModel::FleetModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void FleetModel::addDatabase(storage::Session *session, OverviewModel *overview)
{
    if (!session || !overview || rowOf(session) >= 0)
        return;
    const int row = int(m_rows.size());
    beginInsertRows({}, row, row);
    m_rows.push_back({ session, overview });
    endInsertRows();
    connect(overview, &OverviewModel::dataChanged, this, [this, overview] { rowChanged(overview); });
    connect(session, &storage::Session::reachabilityChanged, this, [this, session] { rowChanged(session); });
    connect(session, &storage::Session::schemaChanged, this, [this, session] { rowChanged(session); });
    connect(session, &QObject::destroyed, this, [this, session] { removeDatabase(session); });
}

void FleetModel::removeDatabase(storage::Session *session)
{
    for (size_t i = 0; i < m_rows.size(); ++i) {
        if (m_rows[i].session == session || m_rows[i].session.isNull()) {
            beginRemoveRows({}, int(i), int(i));
            m_rows.erase(m_rows.begin() + qsizetype(i));
            endRemoveRows();
            return;
        }
    }
}

storage::Session *FleetModel::sessionAt(int row) const
{
    return row >= 0 && row < int(m_rows.size()) ? m_rows[size_t(row)].session.data() : nullptr;
}

int FleetModel::rowOf(const QObject *sessionOrOverview) const
{
    for (size_t i = 0; i < m_rows.size(); ++i)
        if (m_rows[i].session == sessionOrOverview || m_rows[i].overview == sessionOrOverview)
            return int(i);
    return -1;
}

void FleetModel::rowChanged(const QObject *sessionOrOverview)
{
    const int row = rowOf(sessionOrOverview);
    if (row >= 0)
        Q_EMIT dataChanged(index(row, 0), index(row, NUM_COLUMNS - 1));
}

int FleetModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int FleetModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : NUM_COLUMNS;
}

QVariant FleetModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &r = m_rows[size_t(index.row())];
    const storage::Session *s = r.session.data();
    const OverviewModel *o = r.overview.data();
    if (!s || !o)
        return {};
    const int column = index.column();
    const bool figure = column >= ReadyColumn && column <= MaxLagColumn;
    const bool known = figure && o->available(metricOf(column));
    switch (role) {
    case Qt::DisplayRole:
        switch (column) {
        case DatabaseColumn:
            return s->plan().remote ? s->plan().url.toString() : QFileInfo(s->path()).fileName();
        case ModeColumn:
            return storage::modeName(s->mode());
        case StateColumn:
            if (!s->isReachable())
                return tr("Not answering since %1").arg(QLocale().toString(QDateTime::fromSecsSinceEpoch(s->unreachableSince()).time(), QLocale::ShortFormat));
            if (!s->isOpen())
                return tr("Opening…");
            return s->plan().remote ? tr("Answering") : tr("Open");
        case OldestReadyColumn:
            if (!known)
                return QStringLiteral("—");
            return o->value(OverviewModel::Ready) > 0 ? formatDuration(o->value(OverviewModel::OldestReadyAge)) : QStringLiteral("—");
        default:
            return known ? QVariant(formatCount(o->value(metricOf(column)))) : QVariant(QStringLiteral("—"));
        }
    case SortRole:
        if (figure)
            return known ? o->value(metricOf(column)) : -1;
        return data(index, Qt::DisplayRole);
    case SessionRole:
        return QVariant::fromValue<QObject *>(r.session.data());
    case Qt::ToolTipRole:
        if (column == DatabaseColumn)
            return s->plan().remote ? s->plan().url.toString() : s->path();
        if (column == StateColumn && !s->isReachable())
            return s->unreachableReason();
        return {};
    case Qt::TextAlignmentRole:
        return figure ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant();
    default:
        return {};
    }
}

QVariant FleetModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case DatabaseColumn:
        return tr("Database");
    case ModeColumn:
        return tr("Mode");
    case ReadyColumn:
        return tr("Ready");
    case FailedColumn:
        return tr("Failed");
    case OldestReadyColumn:
        return tr("Oldest ready");
    case LiveKeysColumn:
        return tr("Live keys");
    case NewestSeqColumn:
        return tr("Newest event");
    case MaxLagColumn:
        return tr("Largest lag");
    case StateColumn:
        return tr("State");
    default:
        return {};
    }
}

} // namespace askr::models
