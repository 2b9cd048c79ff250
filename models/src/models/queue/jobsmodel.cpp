#include "models/queue/jobsmodel.h"
#include "models/queue/jobnamecell.h"
#include "models/requestkey.h"

#include "askr_contracts_api.h"
#include "models/idpagedsource.h"
#include "operations/format/format.h"
#include "storage/session.h"

#include <QDateTime>
#include <QLocale>

#include <limits>

namespace askr::models {

using operations::JobFilter;

using namespace askr::contracts;

namespace {

QString absolute(qint64 t)
{
    return QLocale().toString(QDateTime::fromSecsSinceEpoch(t), QLocale::LongFormat);
}

} // namespace

JobsModel::JobsModel(storage::Session *session, QObject *parent)
    : PagedTableModel(session, NUM_COLUMNS, &storage::SchemaReport::hasQueue, parent)
{
}

void JobsModel::setFilter(const JobFilter &filter)
{
    if (filter == m_filter && source())
        return;
    m_filter = filter;
    reload();
}

std::shared_ptr<const PagedSource> JobsModel::makeSource() const
{
    return std::make_shared<IdPagedSource<JobFilter, queue::JobsList>>(m_filter);
}

std::optional<qint64> JobsModel::nextTransition(qint64 now) const
{
    std::optional<qint64> next;
    auto consider = [&](const Value &v) {
        if (!v.isNull() && v.toInt() > now)
            next = next ? std::min(*next, v.toInt()) : v.toInt();
    };
    for (qint64 at = windowStart(), end = windowStart() + rowCount(); at < end; ++at) {
        const Row *r = rowAtPosition(at);
        if (!r) {
            // Pages are contiguous blocks: skip to the next one.
            at = (at / PageSize + 1) * PageSize - 1;
            continue;
        }
        consider((*r)[AvailableField]);
        consider((*r)[ReservedField]);
    }
    return next;
}

QVariant JobsModel::cell(const Row &row, int column, int role) const
{
    const qint64 now = session() ? session()->now() : QDateTime::currentSecsSinceEpoch();
    static const Field fields[NUM_COLUMNS] = {IdField, QueueField, NameField, StateField, PriorityField, AttemptsField, AvailableField, ReservedField, CreatedField};
    const Value &v = row[fields[column]];
    if (role == ValueRole)
        return QVariant::fromValue(v);
    if (role == StateRole)
        return QString::fromUtf8(row[StateField].toBytes());
    if (column == NameColumn)
        return JobNameCell::data(v, row[PayloadSizeField].toInt(), role);
    if (role == Qt::TextAlignmentRole) {
        switch (column) {
        case IdColumn:
        case PriorityColumn:
        case AttemptsColumn:
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        default:
            return QVariant(Qt::AlignLeft | Qt::AlignVCenter);
        }
    }
    if (role == Qt::DisplayRole) {
        switch (column) {
        case IdColumn:
        case PriorityColumn:
            return v.toInt();
        case QueueColumn:
            return v.toDisplayString();
        case StateColumn: {
            const QByteArray s = v.toBytes();
            return s == "ready" ? tr("ready") : s == "delayed" ? tr("delayed") : s == "reserved" ? tr("reserved") : v.toDisplayString();
        }
        case AttemptsColumn:
            return tr("%1 / %2").arg(row[AttemptsField].toInt()).arg(row[MaxAttemptsField].toInt());
        case AvailableColumn:
        case CreatedColumn:
            return operations::formatRelative(v.toInt(), now);
        case ReservedColumn:
            if (v.isNull())
                return QString();
            return v.toInt() > now ? tr("for %1").arg(operations::formatDuration(operations::secondsBetween(v.toInt(), now))) : tr("lapsed %1 ago").arg(operations::formatDuration(operations::secondsBetween(now, v.toInt())));
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (column) {
        case AvailableColumn:
            return tr("Claimable from %1").arg(absolute(v.toInt()));
        case CreatedColumn:
            return tr("Enqueued %1").arg(absolute(v.toInt()));
        case ReservedColumn:
            if (v.isNull())
                return tr("Not reserved");
            return v.toInt() > now ? tr("Reserved by a worker until %1").arg(absolute(v.toInt()))
                                   : tr("The reservation lapsed at %1; the job can be claimed again.").arg(absolute(v.toInt()));
        case AttemptsColumn:
            return tr("%1 claims so far; dead-lettered after %2").arg(row[AttemptsField].toInt()).arg(row[MaxAttemptsField].toInt());
        default:
            return v.toDisplayString();
        }
    }
    return {};
}

QVariant JobsModel::header(int column, int role) const
{
    if (role == Qt::DisplayRole) {
        switch (column) {
        case IdColumn:
            return tr("Id");
        case QueueColumn:
            return tr("Queue");
        case NameColumn:
            return tr("Job");
        case StateColumn:
            return tr("State");
        case PriorityColumn:
            return tr("Priority");
        case AttemptsColumn:
            return tr("Attempts");
        case AvailableColumn:
            return tr("Available");
        case ReservedColumn:
            return tr("Reserved");
        case CreatedColumn:
            return tr("Created");
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (column) {
        case IdColumn:
            return tr("Job id; click to reverse the order");
        case NameColumn:
            return tr("Laravel's displayName, when the payload has one");
        case AvailableColumn:
            return tr("When the job is or was claimable (available_at)");
        case ReservedColumn:
            return tr("How long a worker still holds the job (reserved_until)");
        case AttemptsColumn:
            return tr("Claims so far and the most allowed");
        default:
            break;
        }
    }
    return {};
}

void JobsModel::requestPayload(qint64 id, QObject *context, std::function<void(std::optional<QByteArray>)> done, storage::Session::FailFn fail)
{
    if (!session())
        return;
    session()->query(
        requestKey(context, "job-detail"), context,
        [id](Connection &db) {
            const auto r = queue::jobPayload(db, id);
            return r ? std::optional<QByteArray>(r->payload.toBytes()) : std::nullopt;
        },
        std::move(done), std::move(fail));
}

} // namespace askr::models
