#include "operations/cache/lockactions.h"

#include "askr_contracts_api.h"
#include "storage/lockowner.h"

#include <algorithm>

namespace askr::operations {

namespace cache = contracts::cache;

LockHolder LockActions::readHolder(contracts::Connection &db, const QByteArray &key)
{
    LockHolder h;
    const auto info = cache::valueInfo(db, key);
    if (!info)
        return h;
    h.exists = true;
    h.type = info->value_type.toBytes();
    h.size = info->value_size.toInt();
    const auto chunk = cache::valueChunk(db, 0, std::min<qint64>(h.size, storage::MaxLockOwnerBytes), key);
    h.head = chunk ? chunk->chunk.toBytes() : QByteArray();
    h.notOwner = storage::notALockOwner(h.type, h.size, h.head);
    return h;
}

Action LockActions::unlock(const QByteArray &key, const QByteArray &owner)
{
    Action a;
    a.preview = [key, owner](contracts::Connection &db) { return cache::previewUnlock(db, key, owner).rows.toInt(); };
    a.apply = [key, owner](contracts::Connection &db) { return cache::unlock(db, key, owner); };
    return a;
}

} // namespace askr::operations
