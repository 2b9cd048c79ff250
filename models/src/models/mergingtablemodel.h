#pragma once

#include <QAbstractTableModel>
#include <QSet>

#include <algorithm>
#include <iterator>
#include <type_traits>
#include <utility>
#include <vector>

namespace askr::models {

// A table whose rows are replaced by fresh snapshots, put in place by
// identity: views are told which rows went, came, moved and changed, never
// reset, so that selections, current rows and scroll positions stay on the
// items they were on. RereadModel (database reads) and the server tables
// (admin-plane readings) both build on it.
class MergingTableModel : public QAbstractTableModel
{
    Q_OBJECT
protected:
    using QAbstractTableModel::QAbstractTableModel;

    // Makes rows the fresh snapshot, in the snapshot's order, telling views
    // what happened by idOf(row): rows that are gone are removed, new ones
    // inserted, ones that moved are moved, and dataChanged is emitted for the
    // runs of rows update(shown, std::move(freshRow)) says it changed. update
    // takes what it keeps of the fresh row into the shown one.
    template<typename Row, typename IdOf, typename Update>
    void mergeRows(std::vector<Row> &rows, std::vector<Row> fresh, IdOf idOf, Update update)
    {
        using Id = std::decay_t<decltype(idOf(fresh.front()))>;
        QSet<Id> wanted;
        for (const Row &r : fresh)
            wanted.insert(idOf(r));
        eraseRowsIf(rows, [&](const Row &r) { return !wanted.contains(idOf(r)); });
        QSet<Id> shown;
        for (const Row &r : rows)
            shown.insert(idOf(r));
        // Everything above row j is in place; what is at j or below is either
        // the fresh row j, somewhere further down, or not shown yet.
        int changedFrom = -1;
        auto flushChanged = [&](int end) {
            if (changedFrom >= 0)
                Q_EMIT dataChanged(index(changedFrom, 0), index(end - 1, columnCount() - 1));
            changedFrom = -1;
        };
        for (size_t j = 0; j < fresh.size(); ++j) {
            const Id id = idOf(fresh[j]);
            size_t at = rows.size();
            if (shown.contains(id))
                for (at = j; at < rows.size() && idOf(rows[at]) != id;)
                    ++at;
            if (at == rows.size()) {
                size_t end = j + 1; // a run of new rows goes in at once
                while (end < fresh.size() && !shown.contains(idOf(fresh[end])))
                    ++end;
                flushChanged(int(j));
                beginInsertRows({}, int(j), int(end) - 1);
                rows.insert(rows.begin() + qsizetype(j), std::make_move_iterator(fresh.begin() + qsizetype(j)),
                            std::make_move_iterator(fresh.begin() + qsizetype(end)));
                endInsertRows();
                j = end - 1;
                continue;
            }
            if (at != j) {
                flushChanged(int(j));
                beginMoveRows({}, int(at), int(at), {}, int(j));
                std::rotate(rows.begin() + qsizetype(j), rows.begin() + qsizetype(at), rows.begin() + qsizetype(at) + 1);
                endMoveRows();
            }
            if (update(rows[j], std::move(fresh[j]))) {
                if (changedFrom < 0)
                    changedFrom = int(j);
            } else {
                flushChanged(int(j));
            }
        }
        flushChanged(int(rows.size()));
    }
    // The same, a row changed when it differs (==) from the one shown.
    template<typename Row, typename IdOf>
    void mergeRows(std::vector<Row> &rows, std::vector<Row> fresh, IdOf idOf)
    {
        mergeRows(rows, std::move(fresh), idOf, [](Row &shown, Row &&row) {
            if (shown == row)
                return false;
            shown = std::move(row);
            return true;
        });
    }
    // Rows that come one by one (an opened database, a tailed event) and
    // go the same way: the few edits that are not a merge, told to views
    // as inserts and removals, never as a reset.
    template<typename Rows, typename Added>
    void appendRows(Rows &rows, Added added)
    {
        if (added.empty())
            return;
        const int first = int(rows.size());
        beginInsertRows({}, first, first + int(added.size()) - 1);
        rows.insert(rows.end(), std::make_move_iterator(added.begin()), std::make_move_iterator(added.end()));
        endInsertRows();
    }
    // Removes rows [first, first + count).
    template<typename Rows>
    void eraseRows(Rows &rows, int first, int count)
    {
        if (count <= 0)
            return;
        beginRemoveRows({}, first, first + count - 1);
        rows.erase(rows.begin() + first, rows.begin() + first + count);
        endRemoveRows();
    }
    // Removes the rows pred holds for, from the bottom up, a run at a time;
    // returns how many went.
    template<typename Rows, typename Pred>
    int eraseRowsIf(Rows &rows, Pred pred)
    {
        int erased = 0;
        for (int last = int(rows.size()) - 1; last >= 0;) {
            if (!pred(rows[size_t(last)])) {
                --last;
                continue;
            }
            int first = last;
            while (first > 0 && pred(rows[size_t(first) - 1]))
                --first;
            eraseRows(rows, first, last - first + 1);
            erased += last - first + 1;
            last = first - 1;
        }
        return erased;
    }
    // Empties the table for another list (another grouping, a cleared
    // tail): nothing shown stays, so views start over.
    template<typename Rows>
    void resetRows(Rows &rows)
    {
        beginResetModel();
        rows.clear();
        endResetModel();
    }
    // Emits dataChanged for columns [firstColumn, lastColumn] of rows [first, last].
    void cellsChanged(int first, int last, int firstColumn, int lastColumn)
    {
        if (first <= last)
            Q_EMIT dataChanged(index(first, firstColumn), index(last, lastColumn));
    }

    // An update for rows whose cells move with the clock (relative times,
    // rates): each is taken and shown anew.
    template<typename Row>
    static bool replaceRow(Row &shown, Row &&row)
    {
        shown = std::move(row);
        return true;
    }
};

} // namespace askr::models
