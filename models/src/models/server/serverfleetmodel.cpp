#include "models/server/serverfleetmodel.h"

#include "models/server/serverwatch.h"
#include "operations/format/format.h"
#include "remote/traffic.h"

#include <QBrush>
#include <QColor>

namespace askr::models {

bool ServerFleetModel::Row::operator==(const Row &other) const
{
    return address == other.address && name == other.name && health == other.health && problems == other.problems && workers == other.workers
        && requestsPerSec == other.requestsPerSec && serverErrorShare == other.serverErrorShare && backlog == other.backlog
        && ageSeconds == other.ageSeconds;
}

ServerFleetModel::ServerFleetModel(QObject *parent)
    : MergingTableModel(parent)
{
}

ServerFleetModel::Row ServerFleetModel::rowOf(const ServerWatch &watch, const QString &backlog)
{
    Row row;
    row.address = watch.base().toString();
    row.name = watch.displayName();
    const QStringList problems = watch.problems();
    row.problems = int(problems.size());
    row.health = problems.isEmpty() ? (watch.lastReadMs() ? tr("ok") : tr("reading…")) : problems.constFirst();
    if (const auto &s = watch.status()) {
        if (s->singleProcess())
            row.workers = tr("single process");
        else if (s->workersAlive && s->workersConfigured)
            row.workers = tr("%1 of %2").arg(*s->workersAlive).arg(*s->workersConfigured);
    }
    if (const auto &t = watch.traffic(); t && !t->restarted) {
        row.requestsPerSec = t->requestsPerSec;
        row.serverErrorShare = t->requests > 0 ? t->serverErrorShare : std::nullopt;
    }
    row.backlog = backlog;
    if (watch.isStale() && watch.lastReadMs())
        row.ageSeconds = watch.ageSeconds();
    return row;
}

void ServerFleetModel::setServer(const Row &row)
{
    std::vector<Row> fresh;
    bool found = false;
    for (const Row &r : m_rows) {
        found = found || r.address == row.address;
        fresh.push_back(r.address == row.address ? row : r);
    }
    if (!found)
        fresh.push_back(row);
    mergeRows(m_rows, std::move(fresh), [](const Row &r) { return r.address; });
}

void ServerFleetModel::removeServer(const QString &address)
{
    std::vector<Row> fresh;
    for (const Row &r : m_rows)
        if (r.address != address)
            fresh.push_back(r);
    mergeRows(m_rows, std::move(fresh), [](const Row &r) { return r.address; });
}

int ServerFleetModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int ServerFleetModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : NUM_COLUMNS;
}

QVariant ServerFleetModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const Row &r = m_rows[size_t(index.row())];
    if (role == AddressRole)
        return r.address;
    if (role == AlarmRole)
        return r.problems > 0;
    if (role == Qt::ForegroundRole && index.column() == Health && r.problems > 0)
        return QBrush(QColor(0xc0, 0x39, 0x2b));
    if (role == Qt::ToolTipRole && index.column() == Health)
        return r.health;
    if (role == Qt::TextAlignmentRole)
        return index.column() == Requests || index.column() == ServerErrors ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant();
    if (role != Qt::DisplayRole)
        return {};
    switch (Column(index.column())) {
    case Server:
        return r.name;
    case Health:
        return r.problems > 1 ? tr("%1 (+%2 more)").arg(r.health).arg(r.problems - 1) : r.health;
    case Workers:
        return r.workers.isEmpty() ? tr("unknown") : r.workers;
    case Requests:
        return r.requestsPerSec ? tr("%1/s").arg(operations::formatRateNumber(*r.requestsPerSec)) : QStringLiteral("—");
    case ServerErrors:
        return r.serverErrorShare ? remote::shareText(r.serverErrorShare) : QStringLiteral("—");
    case Backlog:
        return r.backlog.isEmpty() ? tr("not linked") : r.backlog;
    case Age:
        return r.ageSeconds ? tr("as of %1 ago").arg(operations::formatDuration(*r.ageSeconds)) : tr("fresh");
    case NUM_COLUMNS:
        break;
    }
    return {};
}

QVariant ServerFleetModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (Column(section)) {
    case Server:
        return tr("Askr server");
    case Health:
        return tr("Health");
    case Workers:
        return tr("Workers");
    case Requests:
        return tr("Requests");
    case ServerErrors:
        return tr("5xx");
    case Backlog:
        return tr("Its database's backlog");
    case Age:
        return tr("Figures");
    case NUM_COLUMNS:
        break;
    }
    return {};
}

} // namespace askr::models
