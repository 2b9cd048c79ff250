#pragma once

#include "models/pagedsource.h"

#include "connection.h"

#include <QByteArray>

#include <limits>
#include <type_traits>
#include <utility>

namespace askr::models {

// The one shape of a list keyed by a row's identity: an integer (a job's or
// dead letter's id, an event's seq) or bytes (a cache key). Four contract
// operations that take the filter's parameters (a count, a page after a key,
// a page before one, and the key at a position). askr-contractc writes them
// as one struct from the contract's "-- list:" line (queue::JobsList, ...),
// which is Ops.
//
// The struct names the parameter types (Count, After, Before, At), where the
// key is bound (afterKey, beforeKey), count(), after() (ascending),
// before() (descending), keyAt() (null past the end), row() (a page's row as
// the model holds it: every column, the key first) and, for integer keys
// where the contract has one, range(): the lowest and the highest key of the
// whole list (both null when empty).
//
// The key's type is the contract parameter's: a null key (the first or the
// last page) binds as 0 / the largest id for an integer, and as the empty
// string for bytes, which the key pages read as "from the first" / "from the
// last". Filter::params<P>() fills what the filter decides in any of them.
// Like every PagedSource it is immutable: a request in flight keeps its filter.
//
// A far jump with no filter set, where Ops has a range, takes the two ends of
// the key range from the last count where the count returns them (else it
// reads them: two seeks) and, when they span exactly the rows the model
// counted (no holes), takes first + position without walking; with a filter
// or holes it walks (keyAt) as before.
template<typename Ops, typename = void>
struct HasKeyRange : std::false_type {
};
template<typename Ops>
struct HasKeyRange<Ops, std::void_t<decltype(&Ops::range)>> : std::true_type {
};

// Ops::count with a third argument: the count brings the key range with it.
template<typename Ops, typename = void>
struct CountHasRange : std::false_type {
};
template<typename Ops>
struct CountHasRange<Ops, std::void_t<decltype(Ops::count(std::declval<contracts::Connection &>(), std::declval<const typename Ops::Count &>(),
                                                          static_cast<std::pair<contracts::Value, contracts::Value> *>(nullptr)))>>
    : std::true_type {
};

template<typename Filter, typename Ops>
class IdPagedSource final : public PagedSource
{
public:
    explicit IdPagedSource(const Filter &filter)
        : m_filter(filter)
    {
    }
    qint64 count(contracts::Connection &db) const override { return Ops::count(db, m_filter.template params<typename Ops::Count>()); }
    qint64 countAndRange(contracts::Connection &db, std::optional<KeyRange> *range) const override
    {
        if constexpr (CountHasRange<Ops>::value) {
            std::pair<contracts::Value, contracts::Value> ends;
            const qint64 n = Ops::count(db, m_filter.template params<typename Ops::Count>(), &ends);
            // jumpKey uses a range only without a filter.
            if (m_filter.isEmpty())
                *range = KeyRange{ends.first, ends.second};
            return n;
        } else {
            (void)range;
            return count(db);
        }
    }
    std::vector<Row> after(contracts::Connection &db, const contracts::Value &after, int n) const override
    {
        auto p = m_filter.template params<typename Ops::After>();
        bind(p.*Ops::afterKey, after, 0);
        p.page_size = n;
        return rows(Ops::after(db, p));
    }
    std::vector<Row> before(contracts::Connection &db, const contracts::Value &before, int n) const override
    {
        auto p = m_filter.template params<typename Ops::Before>();
        bind(p.*Ops::beforeKey, before, std::numeric_limits<qint64>::max());
        p.page_size = n;
        return rows(Ops::before(db, p));
    }
    contracts::Value keyAt(contracts::Connection &db, qint64 offset) const override
    {
        auto p = m_filter.template params<typename Ops::At>();
        p.position = offset;
        return Ops::keyAt(db, p);
    }
    using PagedSource::jumpKey;
    contracts::Value jumpKey(contracts::Connection &db, qint64 offset, qint64 total, std::optional<KeyRange> *range) const override
    {
        if constexpr (HasKeyRange<Ops>::value) {
            if (m_filter.isEmpty() && offset >= 0 && offset < total) {
                if (!range->has_value()) {
                    const auto [first, last] = Ops::range(db);
                    *range = KeyRange{first, last};
                }
                const contracts::Value key = denseKeyAt((*range)->first, (*range)->last, offset, total);
                if (!key.isNull())
                    return key;
            }
        }
        return keyAt(db, offset);
    }

private:
    // An integer key past either end is the id before the first or after
    // the last; a bytes key is passed as it is (null reads as empty).
    template<typename Key>
    static void bind(Key &param, const contracts::Value &key, qint64 unset)
    {
        if constexpr (std::is_same_v<Key, QByteArray>)
            param = key.toBytes();
        else
            param = key.isNull() ? unset : key.toInt();
    }

    template<typename Rows>
    static std::vector<Row> rows(const Rows &found)
    {
        std::vector<Row> out;
        out.reserve(found.size());
        for (const auto &r : found)
            out.push_back(Ops::row(r));
        return out;
    }

    Filter m_filter;
};

} // namespace askr::models
