#include "models/queue/failedjobsmodel.h"
#include "models/queue/jobnamecell.h"
#include "models/requestkey.h"

#include "askr_contracts_api.h"
#include "models/idpagedsource.h"
#include "models/queue/jobfilters.h"
#include "operations/format/format.h"
#include "storage/session.h"

#include <QDateTime>
#include <QLocale>

#include <limits>

namespace askr::models {

using operations::FailedFilter;

using namespace askr::contracts;

FailedJobsModel::FailedJobsModel(storage::Session *session, QObject *parent)
    : PagedTableModel(session, NUM_COLUMNS, &storage::SchemaReport::hasQueue, parent)
{
}

void FailedJobsModel::setFilter(const FailedFilter &filter)
{
    if (filter == m_filter && source())
        return;
    m_filter = filter;
    reload();
}

std::shared_ptr<const PagedSource> FailedJobsModel::makeSource() const
{
    return std::make_shared<IdPagedSource<FailedFilter, queue::FailedList>>(m_filter);
}

QVariant FailedJobsModel::cell(const Row &row, int column, int role) const
{
    static const Field fields[NUM_COLUMNS] = {IdField, UuidField, QueueField, NameField, ExceptionField, AttemptsField, FailedAtField};
    const Value &v = row[fields[column]];
    if (role == ValueRole)
        return QVariant::fromValue(v);
    if (column == NameColumn)
        return JobNameCell::data(v, row[PayloadSizeField].toInt(), role);
    if (role == Qt::TextAlignmentRole)
        return column == IdColumn || column == AttemptsColumn ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant(Qt::AlignLeft | Qt::AlignVCenter);
    if (role == Qt::DisplayRole) {
        switch (column) {
        case IdColumn:
        case AttemptsColumn:
            return v.toInt();
        case QueueColumn:
            return v.toDisplayString();
        case FailedAtColumn:
            return QLocale().toString(QDateTime::fromSecsSinceEpoch(v.toInt()), QStringLiteral("yyyy-MM-dd HH:mm:ss"));
        case ExceptionColumn:
            return withoutNamespace(readableText(v));
        default:
            return readableText(v);
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (column) {
        case FailedAtColumn: {
            const qint64 now = session() ? session()->now() : QDateTime::currentSecsSinceEpoch();
            return operations::formatRelative(v.toInt(), now);
        }
        case ExceptionColumn:
            return tr("%1\n\nThe whole exception is in the detail pane.").arg(readableText(v));
        default:
            return v.toDisplayString();
        }
    }
    return {};
}

QVariant FailedJobsModel::header(int column, int role) const
{
    if (role == Qt::DisplayRole) {
        switch (column) {
        case IdColumn:
            return tr("Id");
        case UuidColumn:
            return tr("UUID");
        case QueueColumn:
            return tr("Queue");
        case NameColumn:
            return tr("Job");
        case ExceptionColumn:
            return tr("Exception");
        case AttemptsColumn:
            return tr("Attempts");
        case FailedAtColumn:
            return tr("Failed at");
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (column) {
        case IdColumn:
            return tr("Failed-job id; click to reverse the order");
        case NameColumn:
            return tr("Laravel's displayName, when the payload has one");
        case ExceptionColumn:
            return tr("The first line of the exception, its class without the namespace (the tooltip and the detail pane show all of it)");
        default:
            break;
        }
    }
    return {};
}

void FailedJobsModel::requestDetail(qint64 id, QObject *context, std::function<void(std::optional<queue::FailedDetailRow>)> done,
                                    storage::Session::FailFn fail)
{
    if (!session())
        return;
    session()->query(
        requestKey(context, "dead-detail"), context, [id](Connection &db) { return queue::failedDetail(db, id); },
        std::move(done), std::move(fail));
}

} // namespace askr::models
