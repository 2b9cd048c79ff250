#pragma once

#include "askr_contracts_api.h"

#include <QByteArray>

#include <optional>
#include <vector>

namespace askr::operations::laravel {

// Laravel's failed_jobs (contracts/laravel.md), read for a list: newest
// first, by key. A database without the table is told in words
// (contracts::Error with what to do), not as SQLite's "no such table".
struct Failures {
    static qint64 count(contracts::Connection &db, const std::optional<QByteArray> &queue);
    static std::vector<contracts::laravel::FailuresPageRow> page(contracts::Connection &db, const std::optional<QByteArray> &queue, qint64 beforeId,
                                                                  qint64 limit);
    static std::optional<contracts::laravel::FailureRow> one(contracts::Connection &db, qint64 id);
};

} // namespace askr::operations::laravel
