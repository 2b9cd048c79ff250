#pragma once

#include "value.h"

#include <optional>
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
    // The lowest and the highest key of the whole list, where the source
    // can find a far jump's key by arithmetic (IdPagedSource without a filter).
    struct KeyRange {
        contracts::Value first;
        contracts::Value last;
    };
    // The key a far jump continues from: the row at this ascending position,
    // when the model last counted total rows. By default the walk of keyAt;
    // IdPagedSource finds it by arithmetic when the keys have no holes, from
    // *range when it is set (the model keeps it until the list changes),
    // else from the range it reads and leaves in *range.
    virtual contracts::Value jumpKey(contracts::Connection &db, qint64 offset, qint64 total, std::optional<KeyRange> *range) const
    {
        (void)total;
        (void)range;
        return keyAt(db, offset);
    }
    // The same, with the range read anew.
    contracts::Value jumpKey(contracts::Connection &db, qint64 offset, qint64 total) const
    {
        std::optional<KeyRange> range;
        return jumpKey(db, offset, total, &range);
    }
    // count(), and where the same read gives it, the key range jumpKey takes
    // in *range (left unset otherwise): the far jumps after this count need
    // no read of their own to find their key.
    virtual qint64 countAndRange(contracts::Connection &db, std::optional<KeyRange> *range) const
    {
        (void)range;
        return count(db);
    }
    // Which column of a Row is the key.
    virtual int keyColumn() const { return 0; }
};

// The key at an ascending position among total integer keys that run from
// first to last without holes (last - first + 1 == total): first + offset.
// Null when there are holes (the walk must find it), when either end is null
// (no rows) or the position is outside 0 … total - 1.
contracts::Value denseKeyAt(const contracts::Value &first, const contracts::Value &last, qint64 offset, qint64 total);

} // namespace askr::models
