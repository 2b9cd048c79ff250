#include "runtimedb.h"

#include <sqlite3.h>

#include <stdexcept>
#include <string>

namespace askr::test::runtime {

const char *const Ddl = R"SQL(
CREATE TABLE askr_jobs (id INTEGER PRIMARY KEY AUTOINCREMENT, queue TEXT NOT NULL DEFAULT 'default', payload BLOB NOT NULL,
  priority INTEGER NOT NULL DEFAULT 0, available_at INTEGER NOT NULL, reserved_until INTEGER,
  attempts INTEGER NOT NULL DEFAULT 0, max_attempts INTEGER NOT NULL DEFAULT 25, created_at INTEGER NOT NULL DEFAULT (unixepoch()));
CREATE INDEX askr_jobs_claim ON askr_jobs (queue, reserved_until, priority DESC, available_at, id);
CREATE TABLE askr_failed_jobs (id INTEGER PRIMARY KEY AUTOINCREMENT, uuid TEXT, queue TEXT NOT NULL, payload BLOB NOT NULL,
  exception TEXT, attempts INTEGER NOT NULL, failed_at INTEGER NOT NULL DEFAULT (unixepoch()));
CREATE TABLE askr_cache (key TEXT PRIMARY KEY, value BLOB NOT NULL, expires_at INTEGER);
CREATE INDEX askr_cache_expiry ON askr_cache (expires_at);
CREATE VIEW askr_cache_live AS SELECT key, value FROM askr_cache WHERE expires_at IS NULL OR expires_at > unixepoch();
CREATE TABLE askr_cache_tags (tag TEXT NOT NULL, key TEXT NOT NULL, PRIMARY KEY (tag, key));
CREATE INDEX askr_cache_tags_key ON askr_cache_tags (key);
CREATE TABLE askr_events (seq INTEGER PRIMARY KEY AUTOINCREMENT, channel TEXT NOT NULL, payload BLOB NOT NULL,
  created_at INTEGER NOT NULL DEFAULT (unixepoch()));
CREATE INDEX askr_events_chan ON askr_events (channel, seq);
CREATE TABLE askr_subscribers (name TEXT PRIMARY KEY, cursor INTEGER NOT NULL DEFAULT 0, updated_at INTEGER NOT NULL DEFAULT (unixepoch()));
)SQL";

const char *const Enqueue = "INSERT INTO askr_jobs (queue, payload, available_at) VALUES (?1, ?2, unixepoch() + ?3) RETURNING id";
const char *const Claim = "UPDATE askr_jobs SET reserved_until = unixepoch() + ?1, attempts = attempts + 1 WHERE id = (SELECT id FROM askr_jobs "
                          "WHERE queue = ?2 AND available_at <= unixepoch() AND (reserved_until IS NULL OR reserved_until <= unixepoch()) "
                          "ORDER BY priority DESC, available_at, id LIMIT 1) RETURNING id, payload, attempts";
const char *const Size = "SELECT count(*) FROM askr_jobs WHERE queue = ?1 AND available_at <= unixepoch() "
                         "AND (reserved_until IS NULL OR reserved_until <= unixepoch())";
const char *const Set = "INSERT INTO askr_cache (key, value, expires_at) VALUES (?1, ?2, CASE WHEN ?3 > 0 THEN unixepoch() + ?3 ELSE NULL END) "
                        "ON CONFLICT(key) DO UPDATE SET value = excluded.value, expires_at = excluded.expires_at";
const char *const Add = "INSERT INTO askr_cache (key, value, expires_at) VALUES (?1, ?2, CASE WHEN ?3 > 0 THEN unixepoch() + ?3 ELSE NULL END) "
                        "ON CONFLICT(key) DO UPDATE SET value = excluded.value, expires_at = excluded.expires_at "
                        "WHERE askr_cache.expires_at IS NOT NULL AND askr_cache.expires_at <= unixepoch() RETURNING 1";
const char *const Tag = "INSERT INTO askr_cache_tags (tag, key) VALUES (?1, ?2) ON CONFLICT(tag, key) DO NOTHING";
const char *const FlushTagKeys = "DELETE FROM askr_cache WHERE key IN (SELECT key FROM askr_cache_tags WHERE tag = ?1)";
const char *const FlushTagTags = "DELETE FROM askr_cache_tags WHERE tag = ?1";
const char *const FlushCache = "DELETE FROM askr_cache";
const char *const FlushTags = "DELETE FROM askr_cache_tags";
const char *const Subscribe = "INSERT INTO askr_subscribers (name, cursor) VALUES (?1, (SELECT coalesce(max(seq), 0) FROM askr_events)) "
                              "ON CONFLICT(name) DO NOTHING";

void exec(contracts::Connection &db, const char *sql)
{
    char *err = nullptr;
    if (sqlite3_exec(db.handle(), sql, nullptr, nullptr, &err) != SQLITE_OK) {
        const std::string msg(err ? err : "?");
        sqlite3_free(err);
        throw std::runtime_error("runtime SQL failed: " + msg);
    }
}

std::vector<contracts::Value> run(contracts::Connection &db, const char *sql, const std::vector<contracts::Value> &args)
{
    sqlite3_stmt *stmt = nullptr;
    if (sqlite3_prepare_v2(db.handle(), sql, -1, &stmt, nullptr) != SQLITE_OK)
        throw std::runtime_error(std::string("runtime SQL does not prepare: ") + sqlite3_errmsg(db.handle()));
    for (int i = 0; i < int(args.size()); ++i) {
        const contracts::Value &a = args[size_t(i)];
        const QByteArray b = a.toBytes();
        switch (a.kind()) {
        case contracts::Value::Text:
            sqlite3_bind_text(stmt, i + 1, b.constData(), int(b.size()), SQLITE_TRANSIENT);
            break;
        case contracts::Value::Blob:
            sqlite3_bind_blob(stmt, i + 1, b.constData(), int(b.size()), SQLITE_TRANSIENT);
            break;
        case contracts::Value::Integer:
            sqlite3_bind_int64(stmt, i + 1, a.toInt());
            break;
        case contracts::Value::Real:
            sqlite3_bind_double(stmt, i + 1, a.toReal());
            break;
        case contracts::Value::Null:
            sqlite3_bind_null(stmt, i + 1);
            break;
        }
    }
    std::vector<contracts::Value> rows;
    int rc;
    while ((rc = sqlite3_step(stmt)) == SQLITE_ROW) {
        switch (sqlite3_column_type(stmt, 0)) {
        case SQLITE_INTEGER:
            rows.push_back(contracts::Value::integer(sqlite3_column_int64(stmt, 0)));
            break;
        case SQLITE_NULL:
            rows.push_back(contracts::Value());
            break;
        default:
            rows.push_back(contracts::Value::blob(
                QByteArray(static_cast<const char *>(sqlite3_column_blob(stmt, 0)), sqlite3_column_bytes(stmt, 0))));
        }
    }
    const std::string err = sqlite3_errmsg(db.handle());
    sqlite3_finalize(stmt);
    if (rc != SQLITE_DONE)
        throw std::runtime_error("runtime SQL failed: " + err);
    return rows;
}

QByteArray laravelSerialized(const QByteArray &token)
{
    return "s:" + QByteArray::number(token.size()) + ":\"" + token + "\";";
}

QByteArray laravelUniqueLockKey(const QByteArray &jobClass, const QByteArray &uniqueId)
{
    return QByteArray(LaravelCachePrefix) + "laravel_unique_job:" + jobClass + ":" + uniqueId;
}

void laravelForeverLock(contracts::Connection &db, const QByteArray &key, const QByteArray &ownerToken)
{
    run(db, Set, {text(key), blob(laravelSerialized(ownerToken)), integer(0)});
}

QByteArray laravelJobPayload(const QByteArray &jobClass)
{
    QByteArray escaped = jobClass;
    escaped.replace("\\", "\\\\");
    return R"({"uuid":"9b1d6f0e-2c1a-4f3e-9d5b-1f2e3d4c5b6a","displayName":")" + escaped
        + R"(","job":"Illuminate\\Queue\\CallQueuedHandler@call","maxTries":null,"data":{"commandName":")" + escaped
        + R"(","command":"O:21:\"App\\Jobs\\Placeholder\":0:{}"}})";
}

} // namespace askr::test::runtime

