#pragma once

#include "operations/queue/jobfilter.h"
#include "models/pagedtablemodel.h"

#include <functional>
#include <optional>

namespace askr::models {

// The jobs of askr_jobs, one queue or all, keyset-paged by id in SQL
// (JobsPage, JobsPageBefore, CountJobs, JobIdAt). Payloads are never read
// here; the detail pane fetches one with JobPayload.
class JobsModel : public PagedTableModel
{
    Q_OBJECT
public:
    enum Columns {
        IdColumn,
        QueueColumn,
        NameColumn,
        StateColumn,
        PriorityColumn,
        AttemptsColumn,
        AvailableColumn,
        ReservedColumn,
        CreatedColumn,
        NUM_COLUMNS
    };
    // Positions in a Row: JobsPage's result columns.
    enum Field { IdField, QueueField, NameField, StateField, PriorityField, AttemptsField, MaxAttemptsField, AvailableField, ReservedField, CreatedField, PayloadSizeField };
    enum Roles {
        ValueRole = Qt::UserRole + 1, // the stored value behind the cell (contracts::Value)
        StateRole,                    // "ready", "delayed" or "reserved"
    };

    explicit JobsModel(storage::Session *session, QObject *parent = nullptr);

    const operations::JobFilter &filter() const { return m_filter; }
    // Reloads when the filter differs.
    void setFilter(const operations::JobFilter &filter);

    // The earliest future moment at which a loaded row changes state (a
    // delayed job becoming ready, a reservation lapsing), for a wake-up.
    std::optional<qint64> nextTransition(qint64 now) const;

    // One job's payload, for a detail pane: done runs on context's thread,
    // with nothing when the job is gone. A newer request from the same
    // context supersedes this one.
    void requestPayload(qint64 id, QObject *context, std::function<void(std::optional<QByteArray>)> done, storage::Session::FailFn fail);

protected:
    QVariant cell(const Row &row, int column, int role) const override;
    QVariant header(int column, int role) const override;
    std::shared_ptr<const PagedSource> makeSource() const override;

private:
    operations::JobFilter m_filter;
};

} // namespace askr::models
