#include "operations/queue/queuereads.h"

#include <algorithm>

namespace askr::operations::queue {

namespace api = contracts::queue;

std::vector<api::QueueDepthsRow> depths(contracts::Connection &db)
{
    return api::queueDepths(db);
}

std::vector<api::JobsPageRow> jobs(contracts::Connection &db, const JobFilter &filter, qint64 after, qint64 limit, std::optional<qint64> since)
{
    auto p = filter.params<api::JobsPageParams>();
    p.after_id = after;
    p.page_size = since ? std::max<qint64>(limit, 500) : limit;
    std::vector<api::JobsPageRow> rows;
    while (qint64(rows.size()) < limit) {
        const auto page = api::jobsPage(db, p);
        for (const auto &r : page) {
            if (!since || r.created_at.toInt() >= *since)
                rows.push_back(r);
            if (qint64(rows.size()) == limit)
                break;
        }
        if (qint64(page.size()) < p.page_size)
            break;
        p.after_id = page.back().id.toInt();
    }
    return rows;
}

std::vector<api::FailedPageRow> failedPage(contracts::Connection &db, const FailedFilter &filter, qint64 after, qint64 limit)
{
    auto p = filter.params<api::FailedPageParams>();
    p.after_id = after;
    p.page_size = limit;
    return api::failedPage(db, p);
}

std::optional<api::FailedDetailRow> failedDetail(contracts::Connection &db, qint64 id)
{
    return api::failedDetail(db, id);
}

template<typename Rows> static void appendGroups(std::vector<FailedGroup> &out, const Rows &rows)
{
    for (const auto &r : rows)
        out.push_back({ r.group_key, r.count, r.first_failed_at, r.last_failed_at, r.trend });
}

std::vector<FailedGroup> failedGroups(contracts::Connection &db, const FailedFilter &filter, Grouping by, qint64 limit)
{
    std::vector<FailedGroup> out;
    if (by == Grouping::Job) {
        auto p = filter.params<api::FailedGroupsByJobParams>();
        p.page_size = limit;
        appendGroups(out, api::failedGroupsByJob(db, p));
    } else {
        auto p = filter.params<api::FailedGroupsByExceptionParams>();
        p.page_size = limit;
        appendGroups(out, api::failedGroupsByException(db, p));
    }
    return out;
}

std::vector<contracts::history::TotalSeriesRow> historyTotals(contracts::Connection &history, const QByteArray &source, qint64 since)
{
    return contracts::history::totalSeries(history, source, 0, since);
}

std::vector<contracts::history::QueueSeriesRow> historyOfQueue(contracts::Connection &history, const QByteArray &source, const QByteArray &queue,
    qint64 since)
{
    return contracts::history::queueSeries(history, source, 0, queue, since);
}

std::vector<contracts::history::LastClaimsRow> lastClaims(contracts::Connection &history, const QByteArray &source, qint64 since)
{
    return contracts::history::lastClaims(history, source, since);
}

} // namespace askr::operations::queue
