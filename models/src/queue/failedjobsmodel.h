#pragma once

#include "jobfilters.h"
#include "pagedtablemodel.h"

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

    const FailedFilter &filter() const { return m_filter; }
    // Reloads when the filter differs.
    void setFilter(const FailedFilter &filter);

protected:
    int columns() const override { return NUM_COLUMNS; }
    QVariant cell(const Row &row, int column, int role) const override;
    QVariant header(int column, int role) const override;
    std::shared_ptr<const PagedSource> makeSource() const override;
    bool tablesPresent(const storage::SchemaReport &schema) const override;

private:
    FailedFilter m_filter;
};

} // namespace askr::models
