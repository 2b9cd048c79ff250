#include "pagedsources.h"

#include "askr_contracts_api.h"

#include <limits>

namespace askr::bench {

using namespace askr::contracts;
using models::Row;

namespace {

template<typename R>
Row jobRow(const R &r)
{
    return {r.id, r.queue, r.job_name, r.state, r.priority, r.attempts, r.max_attempts, r.available_at, r.reserved_until, r.created_at, r.payload_size};
}

template<typename R>
Row keyRow(const R &r)
{
    return {r.key, r.value_size, r.value_type, r.expires_at, r.tag_count};
}

template<typename R>
Row eventRow(const R &r)
{
    return {r.seq, r.channel, r.created_at, r.payload_size, r.event_name};
}

template<typename Rows, typename Fn>
std::vector<Row> rows(const Rows &in, Fn fn)
{
    std::vector<Row> out;
    out.reserve(in.size());
    for (const auto &r : in)
        out.push_back(fn(r));
    return out;
}

// A list keyed by integers: a far jump computes the key where the range
// has no holes, unless it is told to walk.
class IntKeySource : public models::PagedSource
{
public:
    explicit IntKeySource(Jump jump)
        : m_jump(jump)
    {
    }
    using models::PagedSource::jumpKey;
    Value jumpKey(Connection &db, qint64 offset, qint64 total, std::optional<KeyRange> *) const override
    {
        if (m_jump == Jump::Arithmetic) {
            const auto [first, last] = range(db);
            const Value key = models::denseKeyAt(first, last, offset, total);
            if (!key.isNull())
                return key;
        }
        return keyAt(db, offset);
    }

protected:
    virtual std::pair<Value, Value> range(Connection &db) const = 0;

private:
    Jump m_jump;
};

class JobsSource final : public IntKeySource
{
public:
    using IntKeySource::IntKeySource;
    qint64 count(Connection &db) const override { return queue::countJobs(db, queue::CountJobsParams{}).count.toInt(); }
    std::vector<Row> after(Connection &db, const Value &after, int n) const override
    {
        queue::JobsPageParams p;
        p.after_id = after.isNull() ? 0 : after.toInt();
        p.page_size = n;
        return rows(queue::jobsPage(db, p), jobRow<queue::JobsPageRow>);
    }
    std::vector<Row> before(Connection &db, const Value &before, int n) const override
    {
        queue::JobsPageBeforeParams p;
        p.before_id = before.isNull() ? std::numeric_limits<qint64>::max() : before.toInt();
        p.page_size = n;
        return rows(queue::jobsPageBefore(db, p), jobRow<queue::JobsPageBeforeRow>);
    }
    Value keyAt(Connection &db, qint64 offset) const override
    {
        queue::JobIdAtParams p;
        p.position = offset;
        const auto r = queue::jobIdAt(db, p);
        return r ? r->id : Value();
    }

protected:
    std::pair<Value, Value> range(Connection &db) const override
    {
        const auto r = queue::jobIdRange(db);
        return {r.first_id, r.last_id};
    }
};

class KeysSource final : public models::PagedSource
{
public:
    qint64 count(Connection &db) const override { return cache::countKeys(db, std::nullopt, std::nullopt).count.toInt(); }
    std::vector<Row> after(Connection &db, const Value &after, int n) const override
    {
        return rows(cache::keysPage(db, cache::KeysPageParams{after.toBytes(), std::nullopt, std::nullopt, n}), keyRow<cache::KeysPageRow>);
    }
    std::vector<Row> before(Connection &db, const Value &before, int n) const override
    {
        return rows(cache::keysPageBefore(db, cache::KeysPageBeforeParams{before.toBytes(), std::nullopt, std::nullopt, n}),
                    keyRow<cache::KeysPageBeforeRow>);
    }
    Value keyAt(Connection &db, qint64 offset) const override
    {
        const auto r = cache::keyAt(db, cache::KeyAtParams{std::nullopt, std::nullopt, offset});
        return r ? r->key : Value();
    }
};

class EventsSource final : public IntKeySource
{
public:
    using IntKeySource::IntKeySource;
    qint64 count(Connection &db) const override { return pubsub::countEvents(db, std::nullopt, std::nullopt).count.toInt(); }
    std::vector<Row> after(Connection &db, const Value &after, int n) const override
    {
        pubsub::EventsPageParams p;
        p.after_seq = after.isNull() ? 0 : after.toInt();
        p.page_size = n;
        return rows(pubsub::eventsPage(db, p), eventRow<pubsub::EventsPageRow>);
    }
    std::vector<Row> before(Connection &db, const Value &before, int n) const override
    {
        pubsub::EventsPageBeforeParams p;
        p.before_seq = before.isNull() ? std::numeric_limits<qint64>::max() : before.toInt();
        p.page_size = n;
        return rows(pubsub::eventsPageBefore(db, p), eventRow<pubsub::EventsPageBeforeRow>);
    }
    Value keyAt(Connection &db, qint64 offset) const override
    {
        pubsub::EventSeqAtParams p;
        p.position = offset;
        const auto r = pubsub::eventSeqAt(db, p);
        return r ? r->seq : Value();
    }

protected:
    std::pair<Value, Value> range(Connection &db) const override
    {
        const auto r = pubsub::eventSeqRange(db);
        return {r.first_seq, r.last_seq};
    }
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
    switch (list) {
    case List::Jobs:
        return std::make_shared<JobsSource>(jump);
    case List::Keys:
        return std::make_shared<KeysSource>();
    case List::Events:
        return std::make_shared<EventsSource>(jump);
    }
    return {};
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
