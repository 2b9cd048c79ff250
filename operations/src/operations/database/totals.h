#pragma once

#include "executor.h"
#include "value.h"

#include <QByteArray>
#include <QString>

namespace askr::contracts {
class Connection;
}

namespace askr::operations::database {

// The figures of a whole database, for the Overview and `askr-deskctl status`:
// index reads and bare counts, never a decoded table scan.

// Over every queue.
struct QueueTotals {
    qint64 queues = -1; // -1: not counted (see queueTotals)
    qint64 ready = 0, delayed = 0, reserved = 0, failed = 0, jobs = 0;
    qint64 oldestReadyAge = 0; // seconds, the longest any ready job has waited
};
// QueueTotals (the Overview's): the sums without the number of queues, which
// would group every dead letter by queue.
QueueTotals queueTotals(contracts::Connection &db);
// QueueDepths summed, with the number of queues (`askr-deskctl status`).
QueueTotals queueTotalsByQueue(contracts::Connection &db);

// live counts the cache's own entries; sessions, the runtime's live
// askr:sess:* entries in the same table, are counted apart (issue 48).
struct CacheTotals {
    qint64 live = 0, expired = 0, sessions = 0;
};
CacheTotals cacheTotals(contracts::Connection &db);
// Bytes of every value: reads each value's length, so callers read it less
// often than the counts.
qint64 cacheValueBytes(contracts::Connection &db);

// The locks the patterns (a JSON array of GLOBs) name, and how many of them
// have expired; and the number of tags. Paged, a thousand at a time.
struct LockCount {
    qint64 locks = 0, stale = 0;
};
LockCount countLocks(contracts::Connection &db, const QByteArray &patternsJson);
qint64 countTags(contracts::Connection &db);

struct PubSubTotals {
    qint64 channels = 0;
    qint64 newestSeq = 0; // the newest event still stored, 0 when none
    qint64 subscribers = 0;
    qint64 maxLag = 0;
    contracts::Value furthestBehind; // the subscriber with that lag (the first on a tie), NULL when none
};
PubSubTotals pubsubTotals(contracts::Connection &db);
// Every stored event (a count over the whole log: seconds at ten million).
qint64 countEvents(contracts::Connection &db);
// The sequence the next event follows (stays after a trim empties the log).
qint64 currentSeq(contracts::Connection &db);

// How far a database has come: jobs ever enqueued and ever dead-lettered
// (sqlite_sequence, never reused: two row reads) and the sequence the next
// event follows. A replica that shows less than its primary has not received
// the rest yet; the difference is what it lacks. Parts whose tables are
// missing stay 0.
struct Heads {
    qint64 jobsEnqueued = 0, jobsFailed = 0, lastSeq = 0;
};
Heads heads(contracts::Connection &db, bool hasQueue, bool hasPubSub);
// Whether a server's database is a primary or a replica (Unknown for a file).
contracts::ServerRole serverRole(contracts::Connection &db);

// Schema objects of any kind (0: a new, empty database), and the journal mode.
qint64 countSchemaObjects(contracts::Connection &db);
QString journalMode(contracts::Connection &db);

} // namespace askr::operations::database
