#pragma once

#include "storage/session.h"

#include <QAbstractTableModel>
#include <QPointer>
#include <QSet>

#include <algorithm>
#include <functional>
#include <iterator>
#include <type_traits>
#include <utility>
#include <vector>

namespace askr::models {

// The base of the tables that read their whole content again and compare it
// with what is shown.
//
// Reads never pile up: one asked while another runs is folded into a single
// read after it (a "full" one if any of the folded asks was), which
// rereadFolded() makes. The last failure stays in lastError() until a read
// succeeds.
//
// mergeRows() puts a new snapshot in place by identity: views are told which
// rows went, came, moved and changed, never reset, so that selections,
// current rows and scroll positions stay on the items they were on.
class RereadModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    storage::Session *session() const { return m_session; }
    bool isRefreshing() const { return m_inFlight; }
    QString lastError() const { return m_error; }

Q_SIGNALS:
    void errorOccurred(const QString &message);

protected:
    // key names the reads for the session: a newer one with the same key
    // supersedes an older one, so it is one per model (or per page).
    RereadModel(storage::Session *session, const QString &key, QObject *parent);

    // True while a read runs: the ask is then remembered and made, once, by
    // rereadFolded() when that read ends.
    bool foldIntoRead(bool full = false);
    bool hasFoldedRead() const { return m_folded; }
    // Makes the read asked after the one that just ended (success or not).
    // full: whether any of the folded asks was full.
    virtual void rereadFolded(bool full);
    // The next read replaces the one in flight: the session drops the older
    // one's answer, as they share the key.
    void supersedeRead() { m_inFlight = false; }

    // Queues work on the session's worker; done(value) runs here after a
    // success, failed() after a failure (cancelled or not), before the error
    // is reported. Ask foldIntoRead() first.
    template<typename Work, typename Done>
    void read(Work work, Done done, std::function<void()> failed = {})
    {
        Q_ASSERT(m_session);
        m_inFlight = true;
        m_folded = m_foldedFull = false; // this read answers every ask made before it
        m_session->query(
            m_key, this, std::move(work),
            [this, done = std::move(done)](auto value) mutable {
                m_inFlight = false;
                m_error.clear();
                done(std::move(value));
                runFolded();
            },
            [this, failed = std::move(failed)](const storage::Failure &f) {
                m_inFlight = false;
                if (failed)
                    failed();
                reportFailure(f);
                runFolded();
            });
    }
    // Keeps a failure for lastError() and signals it, unless it was cancelled.
    void reportFailure(const storage::Failure &f);

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
        // Removed from the bottom up, a run at a time.
        for (int last = int(rows.size()) - 1; last >= 0;) {
            if (wanted.contains(idOf(rows[size_t(last)]))) {
                --last;
                continue;
            }
            int first = last;
            while (first > 0 && !wanted.contains(idOf(rows[size_t(first) - 1])))
                --first;
            beginRemoveRows({}, first, last);
            rows.erase(rows.begin() + first, rows.begin() + last + 1);
            endRemoveRows();
            last = first - 1;
        }
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
    // An update for rows whose cells move with the clock (relative times,
    // rates): each is taken and shown anew.
    template<typename Row>
    static bool replaceRow(Row &shown, Row &&row)
    {
        shown = std::move(row);
        return true;
    }

    QPointer<storage::Session> m_session;

private:
    void runFolded();

    QString m_key;
    QString m_error;
    bool m_inFlight = false;
    bool m_folded = false;
    bool m_foldedFull = false;
};

} // namespace askr::models
