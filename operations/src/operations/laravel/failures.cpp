#include "operations/laravel/failures.h"

#include <QCoreApplication>

#include <limits>

namespace askr::operations::laravel {

namespace {

// SQLite's "no such table: failed_jobs" in words: where the table comes from.
template<typename Fn>
auto told(Fn fn)
{
    try {
        return fn();
    } catch (const contracts::Error &e) {
        if (!e.message().contains(QLatin1String("no such table")))
            throw;
        throw contracts::Error(e.code(), QCoreApplication::translate("askr::operations::laravel",
                                                                     "This database has no failed_jobs table: Laravel's migrations create it "
                                                                     "(php artisan migrate) in the database its queue.failed settings name."));
    }
}

} // namespace

qint64 Failures::count(contracts::Connection &db, const std::optional<QByteArray> &queue)
{
    return told([&] { return contracts::laravel::countFailures(db, queue).count.toInt(); });
}

std::vector<contracts::laravel::FailuresPageRow> Failures::page(contracts::Connection &db, const std::optional<QByteArray> &queue, qint64 beforeId, qint64 limit)
{
    const qint64 before = beforeId > 0 ? beforeId : std::numeric_limits<qint64>::max();
    return told([&] { return contracts::laravel::failuresPage(db, before, queue, limit); });
}

std::optional<contracts::laravel::FailureRow> Failures::one(contracts::Connection &db, qint64 id)
{
    return told([&] { return contracts::laravel::failure(db, id); });
}

} // namespace askr::operations::laravel
