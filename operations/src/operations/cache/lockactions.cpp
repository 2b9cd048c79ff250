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

Action LockActions::release(const QByteArray &key, const QByteArray &owner, bool stale, const QString &heldFor)
{
    Action a = unlock(key, owner);
    const QString shownKey = contracts::escapeBytes(key);
    const QString shownOwner = contracts::escapeBytes(owner);
    a.title = tr("Force Release Lock");
    a.acceptLabel = tr("Release");
    a.preview = [key, shownKey, shownOwner, count = a.preview](contracts::Connection &db) -> qint64 {
        // What the key holds now: a counter or a serialized value that a
        // pattern took for a lock is refused with the reason.
        const LockHolder holder = readHolder(db, key);
        if (!holder.exists)
            throw LockMoved(
                tr("The lock %1 was not released: it is gone already (its owner released it, or it was swept). Nothing was changed.")
                    .arg(shownKey));
        if (!holder.notOwner.isEmpty())
            throw LockMoved(tr("%1 was not released: it holds %2, not a lock owner token. Nothing was changed; forget the key in the "
                               "Cache page if it is not wanted.")
                                .arg(shownKey, holder.notOwner));
        const qint64 n = count(db);
        if (n > 0)
            return n;
        throw LockMoved(tr("The lock %1 was not released: it is no longer held by %2 but by %3, who acquired it after it was shown. "
                           "Nothing was changed.")
                            .arg(shownKey, shownOwner, contracts::escapeBytes(holder.head)));
    };
    a.question = [shownKey, shownOwner, stale, heldFor](qint64) {
        return stale ? tr("Release the lock %1 held by %2? It expired %3 ago; its owner may have crashed.").arg(shownKey, shownOwner, heldFor)
                     : tr("Release the lock %1 held by %2? It is still held for %3: releasing it lets another worker take it while %2 "
                          "may still be working.")
                           .arg(shownKey, shownOwner, heldFor);
    };
    a.report = [shownKey, shownOwner](qint64, qint64 changed) {
        return changed > 0 ? tr("Released the lock %1 held by %2.").arg(shownKey, shownOwner)
                           : tr("The lock %1 was not released: it is no longer held by %2 (someone re-acquired or released it after "
                                "it was shown). Nothing was changed.")
                                 .arg(shownKey, shownOwner);
    };
    return a;
}

} // namespace askr::operations
