#pragma once

#include "operations/action.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <stdexcept>

namespace askr::contracts {
class Connection;
}

namespace askr::operations {

// What a lock key holds now, expired or not: its owner token, or why it is
// not one (a counter or a serialized value that a pattern took for a lock).
struct LockHolder
{
    bool exists = false;
    QByteArray type;
    qint64 size = 0;
    QByteArray head; // the first bytes of the value: the owner token
    QString notOwner; // empty when head is an owner token
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

// Releasing a lock: only while the owner that was shown still holds it. The
// Locks page and askr-deskctl's unlock run these.
class LockActions
{
    Q_DECLARE_TR_FUNCTIONS(askr::operations::LockActions)
public:
    static LockHolder readHolder(contracts::Connection &db, const QByteArray &key);
    // Removes the lock if owner holds it; the preview counts 0 or 1.
    static Action unlock(const QByteArray &key, const QByteArray &owner);
    // The Locks page's Force Release: unlock, with its texts. The preview
    // refuses (LockMoved) a lock that is gone, held by someone else by now,
    // or whose value is not an owner token. stale: it expired; heldFor: how
    // long ago it expired, or how long it is still held (worded by the
    // caller, which formats durations).
    static Action release(const QByteArray &key, const QByteArray &owner, bool stale, const QString &heldFor);
};

} // namespace askr::operations
