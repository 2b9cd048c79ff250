#pragma once

// A database as the Askr runtime writes it: its own DDL and statements, as
// shared/reference/askr-tables.md records them (not this project's contract
// documents), bound the way it binds them: names and keys TEXT, payloads,
// values and lock owners BLOB.

#include "connection.h"
#include "value.h"

#include <vector>

namespace askr::test::runtime {

// The runtime's DDL, written the way the runtime writes it.
extern const char *const Ddl;

// Its statements; ?N are bound in order by run().
extern const char *const Enqueue;   // queue, payload, delay -> id
extern const char *const Claim;     // visibility, queue -> id, payload, attempts
extern const char *const Size;      // queue -> the ready jobs
extern const char *const Set;       // key, value, ttl
extern const char *const Add;       // key, owner, ttl -> a row when acquired
extern const char *const Tag;       // tag, key
extern const char *const FlushTagKeys;  // tag (first of FlushTag's two statements)
extern const char *const FlushTagTags;  // tag (second)
extern const char *const FlushCache;    // (first of Flush's two statements)
extern const char *const FlushTags;     // (second)
extern const char *const Subscribe; // name: at the current sequence

// Laravel through the runtime's Laravel package (its cache store AskrStore
// and Illuminate\Cache\CacheLock), as askr-tables.md tells it.
// Every value the store writes is PHP-serialized: a lock owner token is
// s:<bytes>:"<token>";
QByteArray laravelSerialized(const QByteArray &token);
// The store puts Laravel's cache.prefix before every key, lock names too.
constexpr const char *LaravelCachePrefix = "laravel_cache_";
// A ShouldBeUnique job's lock (uniqueFor 0 by default, so taken with get
// then forever(): a plain Set of ttl 0, expires_at NULL), with the recent
// versions' ':' before the unique id: prefix + laravel_unique_job:<class>:<id>.
QByteArray laravelUniqueLockKey(const QByteArray &jobClass, const QByteArray &uniqueId = {});
void laravelForeverLock(contracts::Connection &db, const QByteArray &key, const QByteArray &ownerToken);
// A job as Laravel's queue writes its payload (JSON with displayName and
// data.commandName), enqueued with the runtime's statement.
QByteArray laravelJobPayload(const QByteArray &jobClass);

// Runs SQL without parameters (several statements allowed); throws
// std::runtime_error on failure.
void exec(contracts::Connection &db, const char *sql);
// Runs one statement with its arguments bound by their kind (Text, Blob,
// Integer, Null) and returns the rows it gave, first column of each.
std::vector<contracts::Value> run(contracts::Connection &db, const char *sql, const std::vector<contracts::Value> &args = {});

// Shorthands for arguments.
inline contracts::Value text(const QByteArray &b)
{
    return contracts::Value::text(b);
}
inline contracts::Value blob(const QByteArray &b)
{
    return contracts::Value::blob(b);
}
inline contracts::Value integer(qint64 i)
{
    return contracts::Value::integer(i);
}

} // namespace askr::test::runtime
