#include "listactions.h"

#include "askr_contracts_api.h"

namespace askr::views::listactions {

namespace cache = contracts::cache;
namespace pubsub = contracts::pubsub;
using contracts::jsonStringArray;

qint64 countForget(contracts::Connection &db, const QList<QByteArray> &keys)
{
    return cache::previewForgetKeys(db, jsonStringArray(keys)).rows.toInt();
}

qint64 forget(contracts::Connection &db, const QList<QByteArray> &keys)
{
    return cache::forgetKeys(db, jsonStringArray(keys));
}

qint64 countTouch(contracts::Connection &db, const QList<QByteArray> &keys)
{
    return cache::previewTouchKeys(db, jsonStringArray(keys)).rows.toInt();
}

qint64 touch(contracts::Connection &db, const QList<QByteArray> &keys, std::optional<qint64> ttl)
{
    // The expiry is computed when it is written, by the database's clock.
    const std::optional<qint64> expiresAt = ttl ? std::optional<qint64>(db.now() + *ttl) : std::nullopt;
    return cache::touchKeys(db, expiresAt, jsonStringArray(keys));
}

ResetPreview countResetToHead(contracts::Connection &db, const QList<QByteArray> &subscribers)
{
    const auto r = pubsub::previewResetSubscribersToHead(db, jsonStringArray(subscribers));
    return { r.rows.toInt(), r.cursor.toInt(), r.head.toInt() };
}

qint64 resetToHead(contracts::Connection &db, const QList<QByteArray> &subscribers)
{
    return pubsub::resetSubscribersToHead(db, jsonStringArray(subscribers));
}

qint64 countDeleteSubscribers(contracts::Connection &db, const QList<QByteArray> &subscribers)
{
    return pubsub::previewDeleteSubscribers(db, jsonStringArray(subscribers)).rows.toInt();
}

qint64 deleteSubscribers(contracts::Connection &db, const QList<QByteArray> &subscribers)
{
    return pubsub::deleteSubscribers(db, jsonStringArray(subscribers));
}

} // namespace askr::views::listactions
