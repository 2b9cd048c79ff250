#include "failedjobsmodel.h"

#include "askr_contracts_api.h"
#include "format.h"
#include "session.h"

#include <QDateTime>
#include <QFont>
#include <QLocale>

#include <limits>

namespace askr::models {

using namespace askr::contracts;

namespace {

template<typename R>
Row toRow(const R &r)
{
    return {r.id, r.uuid, r.queue, r.job_name, r.exception_head, r.attempts, r.failed_at, r.payload_size};
}

class FailedSource : public PagedSource
{
public:
    explicit FailedSource(const FailedFilter &filter)
        : m_filter(filter)
    {
    }
    qint64 count(Connection &db) const override { return queue::countFailed(db, m_filter.params<queue::CountFailedParams>()).count.toInt(); }
    std::vector<Row> after(Connection &db, const Value &after, int n) const override
    {
        auto p = m_filter.params<queue::FailedPageParams>();
        p.after_id = after.isNull() ? 0 : after.toInt();
        p.page_size = n;
        std::vector<Row> out;
        for (const auto &r : queue::failedPage(db, p))
            out.push_back(toRow(r));
        return out;
    }
    std::vector<Row> before(Connection &db, const Value &before, int n) const override
    {
        auto p = m_filter.params<queue::FailedPageBeforeParams>();
        p.before_id = before.isNull() ? std::numeric_limits<qint64>::max() : before.toInt();
        p.page_size = n;
        std::vector<Row> out;
        for (const auto &r : queue::failedPageBefore(db, p))
            out.push_back(toRow(r));
        return out;
    }
    Value keyAt(Connection &db, qint64 offset) const override
    {
        auto p = m_filter.params<queue::FailedIdAtParams>();
        p.position = offset;
        const auto r = queue::failedIdAt(db, p);
        return r ? r->id : Value();
    }

private:
    FailedFilter m_filter;
};

} // namespace

FailedJobsModel::FailedJobsModel(storage::Session *session, QObject *parent)
    : PagedTableModel(session, parent)
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
    return std::make_shared<FailedSource>(m_filter);
}

QVariant FailedJobsModel::cell(const Row &row, int column, int role) const
{
    static const Field fields[NUM_COLUMNS] = {IdField, UuidField, QueueField, NameField, ExceptionField, AttemptsField, FailedAtField};
    const Value &v = row[fields[column]];
    if (role == ValueRole)
        return QVariant::fromValue(v);
    if (role == Qt::TextAlignmentRole)
        return column == IdColumn || column == AttemptsColumn ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant(Qt::AlignLeft | Qt::AlignVCenter);
    if (role == Qt::DisplayRole) {
        switch (column) {
        case IdColumn:
        case AttemptsColumn:
            return v.toInt();
        case NameColumn:
            return v.isNull() ? tr("(unnamed)") : readableText(v);
        case QueueColumn:
            return v.toDisplayString();
        case FailedAtColumn:
            return QLocale().toString(QDateTime::fromSecsSinceEpoch(v.toInt()), QStringLiteral("yyyy-MM-dd HH:mm:ss"));
        default:
            return readableText(v);
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (column) {
        case FailedAtColumn: {
            const qint64 now = session() ? session()->now() : QDateTime::currentSecsSinceEpoch();
            return formatRelative(v.toInt(), now);
        }
        case NameColumn:
            return v.isNull() ? tr("The payload is not JSON with a displayName (%1).").arg(formatBytes(row[PayloadSizeField].toInt())) : readableText(v);
        case ExceptionColumn:
            return tr("%1\n\nThe whole exception is in the detail pane.").arg(readableText(v));
        default:
            return v.toDisplayString();
        }
    }
    if (role == Qt::FontRole && column == NameColumn && v.isNull()) {
        QFont f;
        f.setItalic(true);
        return f;
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
            return tr("The first line of the exception");
        default:
            break;
        }
    }
    return {};
}

bool FailedJobsModel::tablesPresent(const storage::SchemaReport &schema) const
{
    return schema.inspected && schema.hasQueue();
}

} // namespace askr::models
