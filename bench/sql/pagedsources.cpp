#include "pagedsources.h"

#include "askr_contracts_api.h"
#include "models/cache/cachekeyfilter.h"
#include "models/idpagedsource.h"
#include "models/pubsub/eventfilter.h"
#include "operations/queue/jobfilter.h"

#include <utility>

namespace askr::bench {

using namespace askr::contracts;
using models::Row;

namespace {

// The list's far jumps always walk (keyAt), as before issue 19; everything
// else is the app's source.
class WalkingSource final : public models::PagedSource
{
public:
    explicit WalkingSource(std::shared_ptr<const models::PagedSource> source)
        : m_source(std::move(source))
    {
    }
    qint64 count(Connection &db) const override { return m_source->count(db); }
    std::vector<Row> after(Connection &db, const Value &after, int n) const override { return m_source->after(db, after, n); }
    std::vector<Row> before(Connection &db, const Value &before, int n) const override { return m_source->before(db, before, n); }
    Value keyAt(Connection &db, qint64 offset) const override { return m_source->keyAt(db, offset); }
    int keyColumn() const override { return m_source->keyColumn(); }

private:
    std::shared_ptr<const models::PagedSource> m_source;
};

} // namespace

const char *listName(List list)
{
    switch (list) {
    case List::Jobs:
        return "jobs";
    case List::Keys:
        return "keys";
    case List::Events:
        return "events";
    }
    return "";
}

std::shared_ptr<const models::PagedSource> makeSource(List list, Jump jump)
{
    // What the app's JobsModel, CacheKeysModel and EventsModel page through,
    // unfiltered.
    std::shared_ptr<const models::PagedSource> source;
    switch (list) {
    case List::Jobs:
        source = std::make_shared<models::IdPagedSource<operations::JobFilter, queue::JobsList>>(operations::JobFilter{});
        break;
    case List::Keys:
        source = std::make_shared<models::IdPagedSource<models::CacheKeyFilter, cache::KeysList>>(models::CacheKeyFilter{});
        break;
    case List::Events:
        source = std::make_shared<models::IdPagedSource<models::EventFilter, pubsub::EventsList>>(models::EventFilter{});
        break;
    }
    if (jump == Jump::Walk)
        return std::make_shared<WalkingSource>(std::move(source));
    return source;
}

BenchListModel::BenchListModel(storage::Session *session, List list, Jump jump, QObject *parent)
    : PagedTableModel(session, parent)
    , m_list(list)
    , m_jump(jump)
{
}

int BenchListModel::columns() const
{
    return m_list == List::Jobs ? 11 : 5;
}

QVariant BenchListModel::cell(const Row &row, int column, int role) const
{
    if (role != Qt::DisplayRole || column < 0 || size_t(column) >= row.size())
        return {};
    return row[size_t(column)].toDisplayString();
}

QVariant BenchListModel::header(int column, int role) const
{
    return role == Qt::DisplayRole ? QVariant(column) : QVariant();
}

std::shared_ptr<const models::PagedSource> BenchListModel::makeSource() const
{
    return bench::makeSource(m_list, m_jump);
}

} // namespace askr::bench
