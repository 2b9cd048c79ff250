#pragma once

#include "operations/queue/failedfilter.h"
#include "models/pagedtablemodel.h"

#include <functional>
#include <optional>

namespace askr::contracts::queue {
struct FailedDetailRow;
}

namespace askr::models {

// The dead letters of askr_failed_jobs, keyset-paged by id in SQL
// (FailedPage, FailedPageBefore, CountFailed, FailedIdAt). Payloads and full
// exceptions are never read here; the detail pane uses FailedDetail.
class FailedJobsModel : public PagedTableModel
{
    Q_OBJECT
public:
    enum Columns { IdColumn, UuidColumn, QueueColumn, NameColumn, ExceptionColumn, AttemptsColumn, FailedAtColumn, NUM_COLUMNS };
    // Positions in a Row: FailedPage's result columns.
    enum Field { IdField, UuidField, QueueField, NameField, ExceptionField, AttemptsField, FailedAtField, PayloadSizeField };
    enum Roles {
        ValueRole = Qt::UserRole + 1, // the stored value behind the cell (contracts::Value)
    };

    explicit FailedJobsModel(storage::Session *session, QObject *parent = nullptr);

    const operations::FailedFilter &filter() const { return m_filter; }
    // Reloads when the filter differs.
    void setFilter(const operations::FailedFilter &filter);

    // One dead letter in full (FailedDetail), for a detail pane: done runs
    // on context's thread, with nothing when it is gone. A newer request
    // from the same context supersedes this one.
    void requestDetail(qint64 id, QObject *context, std::function<void(std::optional<contracts::queue::FailedDetailRow>)> done,
                       storage::Session::FailFn fail);

protected:
    QVariant cell(const Row &row, int column, int role) const override;
    QVariant header(int column, int role) const override;
    std::shared_ptr<const PagedSource> makeSource() const override;

private:
    operations::FailedFilter m_filter;
};

} // namespace askr::models
