#pragma once

#include "value.h"

#include <vector>

namespace askr::contracts {
class Connection;
}

namespace askr::models {

using Row = std::vector<contracts::Value>;

// Where a paged model's rows come from. It runs on the session's worker
// thread and is immutable: it captures the filter it was made with, so a
// request in flight is never affected by the user typing a new one.
class PagedSource
{
public:
    virtual ~PagedSource() = default;
    // Rows matching the filter (counted on an index where one exists).
    virtual qint64 count(contracts::Connection &db) const = 0;
    // Ascending by key: rows with key > after (null: from the first), at most n.
    virtual std::vector<Row> after(contracts::Connection &db, const contracts::Value &after, int n) const = 0;
    // Descending by key: rows with key < before (null: from the last), at most n.
    virtual std::vector<Row> before(contracts::Connection &db, const contracts::Value &before, int n) const = 0;
    // The key of the row at this ascending position: used only to jump far,
    // where no neighbouring page is loaded to continue from.
    virtual contracts::Value keyAt(contracts::Connection &db, qint64 offset) const = 0;
    // Which column of a Row is the key.
    virtual int keyColumn() const { return 0; }
};

} // namespace askr::models
