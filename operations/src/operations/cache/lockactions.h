#pragma once

#include "operations/action.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>

#include <memory>
#include <optional>
#include <stdexcept>

namespace askr::contracts {
class Connection;
}

namespace askr::operations {

// What a lock key holds now, expired or not: its value (the owner as
// stored, serialized or raw), or why it cannot be released as a lock (a
// counter, or a value too long to compare).
struct LockHolder
{
    bool exists = false;
    QByteArray type;
    qint64 size = 0;
    std::optional<qint64> expiresAt; // none: held forever
    QByteArray value; // the whole value (at most storage::MaxLockOwnerBytes)
    QString notOwner; // empty when value can be compared and released
};

// A lock as it was shown: its key and the exact bytes of its value.
struct ShownLock
{
    QByteArray key;
    QByteArray owner;
};

// Thrown by a release's preview when the lock is not what was shown (gone,
// held by another owner, not a lock at all): its message is what the user
// reads, and nothing is asked or changed.
class LockMoved : public std::runtime_error
{
public:
    explicit LockMoved(const QString &message)
        : std::runtime_error(message.toStdString())
    {
    }
};

// Releasing locks: only while they still hold the bytes that were shown,
// whatever their form (Laravel's serialized owner, a raw token, TEXT or
// BLOB). The Locks page and askr-deskctl's unlock run these.
class LockActions
{
    Q_DECLARE_TR_FUNCTIONS(askr::operations::LockActions)
public:
    static LockHolder readHolder(contracts::Connection &db, const QByteArray &key);
    // How an owner is shown: Laravel's token unserialized, bytes escaped.
    static QString shownOwner(const QByteArray &owner);
    // Removes the lock if it still holds owner (its exact bytes); the
    // preview counts 0 or 1.
    static Action unlock(const QByteArray &key, const QByteArray &owner);
    // The Locks page's Force Release: unlock, with its texts. The preview
    // refuses (LockMoved) a lock that is gone, held by someone else by now,
    // or whose value cannot be an owner (a counter). stale: it expired;
    // forever: it has no expiry; heldFor: how long ago it expired, or how
    // long it is still held (worded by the caller, which formats durations).
    static Action release(const QByteArray &key, const QByteArray &owner, bool stale, bool forever, const QString &heldFor);
    // Release Orphaned Locks: the preview reads the orphaned unique-job
    // locks now (at most MaxOrphansReleased) and keeps them in seen; apply
    // removes, in one statement, each one that still holds the bytes read.
    static constexpr int MaxOrphansReleased = 10000;
    static Action releaseOrphaned(std::shared_ptr<QList<ShownLock>> seen = {});
    // The :locks list of UnlockEach.
    static QByteArray locksJson(const QList<ShownLock> &locks);
};

} // namespace askr::operations
