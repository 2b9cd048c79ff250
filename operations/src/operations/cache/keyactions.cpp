#include "operations/cache/keyactions.h"

#include "askr_contracts_api.h"

namespace askr::operations {

namespace cache = contracts::cache;
using contracts::jsonStringArray;

Action KeyActions::forget(const QList<QByteArray> &keys)
{
    Action a;
    a.preview = [keys](contracts::Connection &db) { return cache::previewForgetKeys(db, jsonStringArray(keys)).rows.toInt(); };
    a.apply = [keys](contracts::Connection &db) { return cache::forgetKeys(db, jsonStringArray(keys)); };
    return a;
}

Action KeyActions::touch(const QList<QByteArray> &keys, std::optional<qint64> ttl)
{
    Action a;
    a.preview = [keys](contracts::Connection &db) { return cache::previewTouchKeys(db, jsonStringArray(keys)).rows.toInt(); };
    a.apply = [keys, ttl](contracts::Connection &db) {
        // The expiry is computed when it is written, by the database's clock.
        const std::optional<qint64> expiresAt = ttl ? std::optional<qint64>(db.now() + *ttl) : std::nullopt;
        return cache::touchKeys(db, expiresAt, jsonStringArray(keys));
    };
    return a;
}

Action KeyActions::increment(const QByteArray &key, qint64 delta, std::optional<qint64> expiresAt)
{
    Action a;
    a.apply = [key, delta, expiresAt](contracts::Connection &db) { return cache::increment(db, key, delta, expiresAt).result.toInt(); };
    return a;
}

} // namespace askr::operations
