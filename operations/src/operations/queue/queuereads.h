#pragma once

#include "askr_contracts_api.h"
#include "operations/queue/failedfilter.h"
#include "operations/queue/jobfilter.h"

#include <optional>
#include <vector>

namespace askr::operations::queue {

// The queue as askr-deskctl lists it and the pages' models read it, by the
// same statements and filters.

std::vector<contracts::queue::QueueDepthsRow> depths(contracts::Connection &db);

// Up to limit live jobs matching the filter, after the id `after`, in id
// order; with `since`, only those created at or after it (no statement
// filters on created_at: pages are read and the older jobs skipped).
std::vector<contracts::queue::JobsPageRow> jobs(contracts::Connection &db, const JobFilter &filter, qint64 after, qint64 limit,
    std::optional<qint64> since = std::nullopt);

std::vector<contracts::queue::FailedPageRow> failedPage(contracts::Connection &db, const FailedFilter &filter, qint64 after, qint64 limit);
std::optional<contracts::queue::FailedDetailRow> failedDetail(contracts::Connection &db, qint64 id);

// Dead letters grouped by job class, or by exception signature (the first
// line with digits folded), largest first: the key (NULL for the group no
// name or signature names), the count, the first and last failure, and a
// JSON object {"days ago": count} of the last days.
enum class Grouping { Job, Exception };
struct FailedGroup {
    contracts::Value key, count, first_failed_at, last_failed_at, trend;
};
std::vector<FailedGroup> failedGroups(contracts::Connection &db, const FailedFilter &filter, Grouping by, qint64 limit);

// The app's own history file (storage::HistoryStore), for rates: the raw
// samples of a watched database (source: its canonical path) since a time,
// over all its queues or for one (named as the history names it), and when
// each queue was last seen claiming.
std::vector<contracts::history::TotalSeriesRow> historyTotals(contracts::Connection &history, const QByteArray &source, qint64 since);
std::vector<contracts::history::QueueSeriesRow> historyOfQueue(contracts::Connection &history, const QByteArray &source, const QByteArray &queue,
    qint64 since);
std::vector<contracts::history::LastClaimsRow> lastClaims(contracts::Connection &history, const QByteArray &source, qint64 since);

} // namespace askr::operations::queue
