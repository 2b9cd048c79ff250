#pragma once

#include "models/pagedsource.h"

#include "connection.h"

#include <limits>

namespace askr::models {

// The one shape of a list keyed by an integer id: four contract operations
// that take the filter's parameters (a count, a page after an id, a page
// before one, and the id at a position), named by Ops:
//
//   struct Ops {
//       using Count = ...Params; using After = ...; using Before = ...; using IdAt = ...;
//       static qint64 count(Connection &, const Count &);
//       static auto after(Connection &, const After &);   // rows with after_id, page_size
//       static auto before(Connection &, const Before &); // rows with before_id, page_size
//       static contracts::Value idAt(Connection &, const IdAt &); // position; null past the end
//       template<typename R> static Row row(const R &);
//   };
//
// Filter::params<P>() fills what the filter decides in any of them. Like
// every PagedSource it is immutable: a request in flight keeps its filter.
template<typename Filter, typename Ops>
class IdPagedSource final : public PagedSource
{
public:
    explicit IdPagedSource(const Filter &filter)
        : m_filter(filter)
    {
    }
    qint64 count(contracts::Connection &db) const override { return Ops::count(db, m_filter.template params<typename Ops::Count>()); }
    std::vector<Row> after(contracts::Connection &db, const contracts::Value &after, int n) const override
    {
        auto p = m_filter.template params<typename Ops::After>();
        p.after_id = after.isNull() ? 0 : after.toInt();
        p.page_size = n;
        return rows(Ops::after(db, p));
    }
    std::vector<Row> before(contracts::Connection &db, const contracts::Value &before, int n) const override
    {
        auto p = m_filter.template params<typename Ops::Before>();
        p.before_id = before.isNull() ? std::numeric_limits<qint64>::max() : before.toInt();
        p.page_size = n;
        return rows(Ops::before(db, p));
    }
    contracts::Value keyAt(contracts::Connection &db, qint64 offset) const override
    {
        auto p = m_filter.template params<typename Ops::IdAt>();
        p.position = offset;
        return Ops::idAt(db, p);
    }

private:
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
