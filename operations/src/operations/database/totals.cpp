#include "totals.h"

#include "askr_contracts_api.h"

#include <algorithm>

namespace askr::operations::database {

namespace cq = contracts::queue;
namespace cc = contracts::cache;
namespace cp = contracts::pubsub;

QueueTotals queueTotals(contracts::Connection &db)
{
    const auto r = cq::queueTotals(db);
    QueueTotals t;
    t.ready = r.ready.toInt();
    t.delayed = r.delayed.toInt();
    t.reserved = r.reserved.toInt();
    t.failed = r.failed.toInt();
    t.jobs = r.total.toInt();
    t.oldestReadyAge = r.oldest_ready_age.toInt();
    return t;
}

QueueTotals queueTotalsByQueue(contracts::Connection &db)
{
    QueueTotals t;
    t.queues = 0;
    for (const auto &r : cq::queueDepths(db)) {
        ++t.queues;
        t.ready += r.ready.toInt();
        t.delayed += r.delayed.toInt();
        t.reserved += r.reserved.toInt();
        t.failed += r.failed.toInt();
        t.jobs += r.total.toInt();
        t.oldestReadyAge = std::max(t.oldestReadyAge, r.oldest_ready_age.toInt());
    }
    return t;
}

CacheTotals cacheTotals(contracts::Connection &db)
{
    const auto stats = cc::cacheStats(db);
    const qint64 sessions = cc::countSessions(db).count.toInt();
    return { stats.live.toInt() - sessions, stats.expired.toInt(), sessions };
}

qint64 cacheValueBytes(contracts::Connection &db)
{
    return cc::cacheValueBytes(db).value_bytes.toInt();
}

LockCount countLocks(contracts::Connection &db, const QByteArray &patternsJson)
{
    constexpr qint64 page = 1000;
    LockCount c;
    for (QByteArray after;;) {
        const auto rows = cc::locks(db, patternsJson, after, page);
        for (const auto &r : rows)
            c.stale += r.stale.toInt() ? 1 : 0;
        c.locks += qint64(rows.size());
        if (qint64(rows.size()) < page)
            return c;
        after = rows.back().key.toBytes();
    }
}

qint64 countTags(contracts::Connection &db)
{
    constexpr qint64 page = 1000;
    qint64 n = 0;
    for (QByteArray after;;) {
        const auto rows = cc::tags(db, after, page);
        n += qint64(rows.size());
        if (qint64(rows.size()) < page)
            return n;
        after = rows.back().tag.toBytes();
    }
}

PubSubTotals pubsubTotals(contracts::Connection &db)
{
    PubSubTotals t;
    const auto heads = cp::channelHeads(db);
    t.channels = qint64(heads.size());
    for (const auto &h : heads)
        t.newestSeq = std::max(t.newestSeq, h.last_seq.toInt());
    const auto subs = cp::subscribers(db);
    t.subscribers = qint64(subs.size());
    for (const auto &s : subs) {
        if (t.furthestBehind.isNull() || s.lag.toInt() > t.maxLag) {
            t.maxLag = s.lag.toInt();
            t.furthestBehind = s.name;
        }
    }
    return t;
}

qint64 countEvents(contracts::Connection &db)
{
    return cp::countEvents(db, std::nullopt, std::nullopt).count.toInt();
}

qint64 currentSeq(contracts::Connection &db)
{
    return cp::currentSeq(db).seq.toInt();
}

contracts::ServerRole serverRole(contracts::Connection &db)
{
    return db.remote() ? db.remote()->askRole() : contracts::ServerRole::Unknown;
}

Heads heads(contracts::Connection &db, bool hasQueue, bool hasPubSub)
{
    Heads h;
    if (hasQueue) {
        const auto seq = cq::jobSequence(db);
        h.jobsEnqueued = seq.enqueued_total.toInt();
        h.jobsFailed = seq.failed_total.toInt();
    }
    if (hasPubSub)
        h.lastSeq = currentSeq(db);
    return h;
}

qint64 countSchemaObjects(contracts::Connection &db)
{
    return qint64(contracts::database::schemaObjects(db).size());
}

QString journalMode(contracts::Connection &db)
{
    return contracts::database::journalMode(db).journal_mode.toDisplayString();
}

} // namespace askr::operations::database
