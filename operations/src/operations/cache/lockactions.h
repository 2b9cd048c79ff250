#pragma once

#include "operations/action.h"

#include <QByteArray>
#include <QString>

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

// Releasing a lock: only while the owner that was shown still holds it. The
// Locks page and askr-deskctl's unlock run these.
class LockActions
{
public:
    static LockHolder readHolder(contracts::Connection &db, const QByteArray &key);
    // Removes the lock if owner holds it; the preview counts 0 or 1.
    static Action unlock(const QByteArray &key, const QByteArray &owner);
};

} // namespace askr::operations
