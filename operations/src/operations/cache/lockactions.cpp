#include "operations/cache/lockactions.h"

#include "askr_contracts_api.h"
#include "operations/cache/cachereads.h"
#include "storage/lockowner.h"

#include <QLocale>

#include <algorithm>

namespace askr::operations {

namespace api = contracts::cache;

namespace {

QString count(qint64 n)
{
    return QLocale().toString(n);
}

// What a release or its question names: at most this many locks, then "and N more".
constexpr int NamedLocks = 20;

struct OrphanRead
{
    bool read = false;
    std::shared_ptr<QList<ShownLock>> locks;
};

void readOrphans(contracts::Connection &db, OrphanRead &state)
{
    state.locks->clear();
    QByteArray after;
    while (state.locks->size() < LockActions::MaxOrphansReleased) {
        const auto rows = operations::cache::orphanedLocks(db, after, 1000);
        for (const auto &r : rows) {
            // A value too long to compare, or a counter, is not released.
            if (!r.owner.isNull() && storage::notALockOwner(r.owner_type.toBytes(), r.owner_size.toInt()).isEmpty()
                && state.locks->size() < LockActions::MaxOrphansReleased)
                state.locks->append({r.key.toBytes(), r.owner.toBytes()});
        }
        if (rows.size() < 1000)
            break;
        after = rows.back().key.toBytes();
    }
    state.read = true;
}

QString namedLocks(const QList<ShownLock> &locks)
{
    QStringList lines;
    for (qsizetype i = 0; i < locks.size() && i < NamedLocks; ++i)
        lines << LockActions::tr("• %1 (owner %2)").arg(contracts::escapeBytes(locks[i].key), LockActions::shownOwner(locks[i].owner));
    if (locks.size() > NamedLocks)
        lines << LockActions::tr("and %1 more").arg(count(locks.size() - NamedLocks));
    return lines.join(QLatin1Char('\n'));
}

} // namespace

LockHolder LockActions::readHolder(contracts::Connection &db, const QByteArray &key)
{
    LockHolder h;
    const auto info = api::valueInfo(db, key);
    if (!info)
        return h;
    h.exists = true;
    h.type = info->value_type.toBytes();
    h.size = info->value_size.toInt();
    if (!info->expires_at.isNull())
        h.expiresAt = info->expires_at.toInt();
    const auto chunk = api::valueChunk(db, 0, std::min<qint64>(h.size, storage::MaxLockOwnerBytes), key);
    h.value = chunk ? chunk->chunk.toBytes() : QByteArray();
    h.notOwner = storage::notALockOwner(h.type, h.size);
    return h;
}

QString LockActions::shownOwner(const QByteArray &owner)
{
    return contracts::escapeBytes(storage::lockToken(owner));
}

Action LockActions::unlock(const QByteArray &key, const QByteArray &owner)
{
    Action a;
    const QString shownKey = contracts::escapeBytes(key);
    const QString shown = shownOwner(owner);
    a.title = tr("Release Lock");
    a.acceptLabel = tr("Release");
    a.preview = [key, owner](contracts::Connection &db) { return api::previewUnlock(db, key, owner).rows.toInt(); };
    a.apply = [key, owner](contracts::Connection &db) { return api::unlock(db, key, owner); };
    a.question = [shownKey, shown](qint64) { return tr("Release the lock %1 held by %2?").arg(shownKey, shown); };
    a.report = [shownKey, shown](qint64, qint64 changed) {
        return changed > 0 ? tr("Released the lock %1 held by %2.").arg(shownKey, shown)
                           : tr("The lock %1 was not released: it is no longer held by %2. Nothing was changed.").arg(shownKey, shown);
    };
    a.changedText = [shownKey, shown](qint64 n) {
        return n > 0 ? tr("Removed lock %1 held by %2.").arg(shownKey, shown)
                     : tr("%1 is not held by %2 (anymore); nothing was removed.").arg(shownKey, shown);
    };
    a.previewText = [shownKey, shown](qint64 n) {
        return n > 0 ? tr("Would remove lock %1 held by %2.").arg(shownKey, shown)
                     : tr("%1 is not held by %2; nothing would be removed.").arg(shownKey, shown);
    };
    return a;
}

Action LockActions::release(const QByteArray &key, const QByteArray &owner, bool stale, bool forever, const QString &heldFor)
{
    Action a = unlock(key, owner);
    const QString shownKey = contracts::escapeBytes(key);
    const QString shown = shownOwner(owner);
    a.title = tr("Force Release Lock");
    a.preview = [key, shownKey, shown, count = a.preview](contracts::Connection &db) -> qint64 {
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
                            .arg(shownKey, shown, shownOwner(holder.value)));
    };
    a.question = [shownKey, shown, stale, forever, heldFor](qint64) {
        if (forever)
            return tr("Release the lock %1 held by %2? It never expires: only its owner can end it. Release it if %2 is no longer "
                      "running (a worker that died, a deploy); otherwise another worker may take it while %2 still works.")
                .arg(shownKey, shown);
        return stale ? tr("Release the lock %1 held by %2? It expired %3 ago; its owner may have crashed.").arg(shownKey, shown, heldFor)
                     : tr("Release the lock %1 held by %2? It is still held for %3: releasing it lets another worker take it while %2 "
                          "may still be working.")
                           .arg(shownKey, shown, heldFor);
    };
    a.report = [shownKey, shown](qint64, qint64 changed) {
        return changed > 0 ? tr("Released the lock %1 held by %2.").arg(shownKey, shown)
                           : tr("The lock %1 was not released: it is no longer held by %2 (someone re-acquired or released it after "
                                "it was shown). Nothing was changed.")
                                 .arg(shownKey, shown);
    };
    return a;
}

Action LockActions::releaseOrphaned(std::shared_ptr<QList<ShownLock>> seen)
{
    auto state = std::make_shared<OrphanRead>();
    state->locks = seen ? seen : std::make_shared<QList<ShownLock>>();
    Action a;
    a.title = tr("Release Orphaned Locks");
    a.acceptLabel = tr("Release");
    a.preview = [state](contracts::Connection &db) -> qint64 {
        readOrphans(db, *state);
        return api::previewUnlockEach(db, locksJson(*state->locks)).rows.toInt();
    };
    // Without a preview (askr-deskctl), the locks are read in the same
    // transaction's stead: just before, on the same connection.
    a.apply = [state](contracts::Connection &db) -> qint64 {
        if (!state->read)
            readOrphans(db, *state);
        return state->locks->isEmpty() ? 0 : api::unlockEach(db, locksJson(*state->locks));
    };
    a.question = [state](qint64 n) -> QString {
        return QString((n == 1 ? tr("Release 1 orphaned unique-job lock?") : tr("Release %1 orphaned unique-job locks?").arg(count(n)))
                       + QLatin1Char(' '))
            + tr("No job of their class is waiting, delayed or reserved, so nothing will ever release them, and every dispatch of "
                 "these jobs is dropped while they are held. Each is removed only if it still holds the owner shown:")
            + QLatin1String("\n\n") + namedLocks(*state->locks);
    };
    a.report = [](qint64 previewed, qint64 changed) -> QString {
        if (changed == previewed)
            return changed == 1 ? tr("Released 1 orphaned unique-job lock.") : tr("Released %1 orphaned unique-job locks.").arg(count(changed));
        return tr("Released %1 of %2 orphaned unique-job locks; the others were released or taken again since they were shown.")
            .arg(count(changed), count(previewed));
    };
    // The locks first, then what was done, which the command line ends with.
    a.changedText = [state](qint64 n) -> QString {
        if (n == 0)
            return tr("No orphaned unique-job lock was released.");
        return QString(namedLocks(*state->locks) + QLatin1Char('\n'))
            + (n == 1 ? tr("Released 1 orphaned unique-job lock.") : tr("Released %1 orphaned unique-job locks.").arg(count(n)));
    };
    a.previewText = [state](qint64 n) -> QString {
        if (n == 0)
            return tr("No orphaned unique-job lock would be released.");
        return QString(namedLocks(*state->locks) + QLatin1Char('\n'))
            + (n == 1 ? tr("Would release 1 orphaned unique-job lock.") : tr("Would release %1 orphaned unique-job locks.").arg(count(n)));
    };
    return a;
}

QByteArray LockActions::locksJson(const QList<ShownLock> &locks)
{
    QByteArray out("[");
    for (const ShownLock &l : locks) {
        if (out.size() > 1)
            out += ',';
        out += contracts::jsonStringArray({l.key, l.owner.toHex().toUpper()});
    }
    out += ']';
    return out;
}

} // namespace askr::operations
