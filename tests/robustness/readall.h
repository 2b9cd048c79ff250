#pragma once

// Reads a database the way the pages do, through every read operation of the
// contracts: lists page by page to the end (keyset), counts, anchors, details
// of every row, and the payload decoders over every payload and value. A
// foreign or odd row must come back as a value, never as an exception.

#include "askr_contracts_api.h"
#include "operations/payload/payloaddecoder.h"

#include <QStringList>

namespace askr::robust {

struct ReadAll {
    qint64 jobs = 0, failed = 0, keys = 0, locks = 0, tags = 0, events = 0, channels = 0, subscribers = 0, queues = 0;
    qint64 payloadBytes = 0; // every payload and value read in full
    qint64 keyPages = 0;
    QStringList shown;       // a display string of every cell (nothing may throw)
};

namespace detail {
inline void show(ReadAll &r, const contracts::Value &v)
{
    r.shown << v.toDisplayString();
}
inline void decode(ReadAll &r, const QByteArray &bytes)
{
    namespace p = operations::payload;
    r.payloadBytes += bytes.size();
    const p::Format f = p::detect(bytes);
    r.shown << p::render(bytes, f) << p::jobName(bytes);
    for (const auto &[label, value] : p::laravelSummary(bytes))
        r.shown << label + value;
}
} // namespace detail

inline ReadAll readEverything(contracts::Connection &db, bool queue = true, bool cache = true, bool pubsub = true, qint64 pageSize = 7)
{
    using namespace contracts;
    using detail::decode;
    using detail::show;
    ReadAll r;
    if (queue) {
        for (const auto &q : queue::queueDepths(db)) {
            ++r.queues;
            for (const Value *v : {&q.queue, &q.ready, &q.delayed, &q.reserved, &q.failed, &q.oldest_ready_age, &q.oldest_ready_created_at, &q.total})
                show(r, *v);
            queue::laravelSizes(db, q.queue.toBytes());
            queue::size(db, q.queue.toBytes());
        }
        queue::backlog(db);
        qint64 after = 0;
        for (;;) {
            const auto page = queue::jobsPage(db, after, std::nullopt, std::nullopt, std::nullopt, std::nullopt, pageSize);
            for (const auto &j : page) {
                ++r.jobs;
                for (const Value *v : {&j.id, &j.queue, &j.job_name, &j.state, &j.priority, &j.attempts, &j.max_attempts, &j.available_at,
                                       &j.reserved_until, &j.created_at, &j.payload_size})
                    show(r, *v);
                if (auto p = queue::jobPayload(db, j.id.toInt()))
                    decode(r, p->payload.toBytes());
            }
            if (page.size() < size_t(pageSize))
                break;
            after = page.back().id.toInt();
        }
        for (const char *state : {"ready", "delayed", "reserved"})
            queue::countJobs(db, std::nullopt, QByteArray(state), std::nullopt, std::nullopt);
        queue::countJobs(db, std::nullopt, std::nullopt, std::nullopt, QByteArray("token"));
        queue::jobsPageBefore(db, std::numeric_limits<qint64>::max(), std::nullopt, std::nullopt, std::nullopt, std::nullopt, pageSize);
        queue::jobIdAt(db, std::nullopt, std::nullopt, std::nullopt, std::nullopt, 1);
        queue::jobIdRange(db);
        after = 0;
        for (;;) {
            const auto page = queue::failedPage(db, after, std::nullopt, std::nullopt, std::nullopt, std::nullopt, std::nullopt, std::nullopt, std::nullopt, pageSize);
            for (const auto &f : page) {
                ++r.failed;
                for (const Value *v : {&f.id, &f.uuid, &f.queue, &f.job_name, &f.exception_head, &f.attempts, &f.failed_at, &f.payload_size})
                    show(r, *v);
                if (auto d = queue::failedDetail(db, f.id.toInt())) {
                    decode(r, d->payload.toBytes());
                    show(r, d->exception);
                }
            }
            if (page.size() < size_t(pageSize))
                break;
            after = page.back().id.toInt();
        }
        queue::countFailed(db, std::nullopt, std::nullopt, QByteArray("Exception"), std::nullopt, std::nullopt, std::nullopt, std::nullopt);
        queue::failedPageBefore(db, std::numeric_limits<qint64>::max(), std::nullopt, std::nullopt, std::nullopt, std::nullopt, std::nullopt, std::nullopt, std::nullopt, pageSize);
        queue::failedIdAt(db, std::nullopt, std::nullopt, std::nullopt, std::nullopt, std::nullopt, std::nullopt, std::nullopt, 1);
        queue::failedIdRange(db);
        queue::previewRetryFailed(db, std::nullopt, std::nullopt, std::nullopt, std::nullopt, std::nullopt, std::nullopt, std::nullopt);
        queue::previewFlushFailed(db);
    }
    if (cache) {
        QByteArray after;
        for (;;) {
            const auto page = cache::keysPage(db, after, std::nullopt, std::nullopt, pageSize);
            for (const auto &k : page) {
                ++r.keys;
                for (const Value *v : {&k.key, &k.value_size, &k.value_type, &k.expires_at, &k.tag_count})
                    show(r, *v);
                if (auto info = cache::valueInfo(db, k.key.toBytes())) {
                    show(r, info->value_type);
                    // The first chunk, as the value viewer reads it.
                    if (auto chunk = cache::valueChunk(db, 0, 64 * 1024, k.key.toBytes()))
                        decode(r, chunk->chunk.toBytes());
                }
                cache::getWithTtl(db, k.key.toBytes());
            }
            if (page.size() < size_t(pageSize))
                break;
            // A keyset page must move forward, whatever the key's type.
            if (++r.keyPages > r.keys + 2)
                throw std::runtime_error("cache key pages do not advance past key " + page.back().key.toDisplayString().toStdString());
            after = page.back().key.toBytes();
        }
        cache::countKeys(db, QByteArray("*"), std::nullopt);
        cache::keysPageBefore(db, QByteArray(64, '\xff'), std::nullopt, std::nullopt, pageSize);
        cache::keyAt(db, std::nullopt, std::nullopt, 1);
        cache::cacheStats(db);
        cache::cacheValueBytes(db);
        cache::expiryBuckets(db);
        cache::keyPrefixes(db, 20);
        for (const auto &l : cache::locks(db, QByteArray("[\"laravel*\",\"*lock*\"]"), QByteArray(), 1000)) {
            ++r.locks;
            show(r, l.key);
            show(r, l.owner);
        }
        for (const auto &t : cache::tags(db, QByteArray(), 1000)) {
            ++r.tags;
            show(r, t.tag);
            for (const auto &k : cache::tagKeys(db, t.tag.toBytes(), QByteArray(), 1000))
                show(r, k.key);
        }
        cache::previewSweep(db);
        cache::previewFlushAll(db);
    }
    if (pubsub) {
        for (const auto &c : pubsub::channels(db)) {
            ++r.channels;
            for (const Value *v : {&c.channel, &c.events, &c.first_seq, &c.last_seq, &c.last_created_at})
                show(r, *v);
        }
        pubsub::channelHeads(db);
        pubsub::currentSeq(db);
        qint64 after = 0;
        for (;;) {
            const auto page = pubsub::eventsPage(db, std::nullopt, after, std::nullopt, pageSize);
            for (const auto &e : page) {
                ++r.events;
                for (const Value *v : {&e.seq, &e.channel, &e.created_at, &e.payload_size, &e.event_name})
                    show(r, *v);
                if (auto p = pubsub::eventPayload(db, e.seq.toInt()))
                    decode(r, p->payload.toBytes());
            }
            if (page.size() < size_t(pageSize))
                break;
            after = page.back().seq.toInt();
        }
        pubsub::countEvents(db, std::nullopt, QByteArray("event"));
        pubsub::eventsPageBefore(db, std::nullopt, std::numeric_limits<qint64>::max(), std::nullopt, pageSize);
        pubsub::eventSeqAt(db, std::nullopt, std::nullopt, 1);
        pubsub::eventSeqRange(db);
        for (const auto &s : pubsub::subscribers(db)) {
            ++r.subscribers;
            for (const Value *v : {&s.name, &s.cursor, &s.head, &s.lag, &s.oldest_unread_created_at, &s.updated_at})
                show(r, *v);
        }
        pubsub::previewTrimSize(db, 10);
        pubsub::previewTrimAge(db, 3600);
    }
    return r;
}

} // namespace askr::robust
