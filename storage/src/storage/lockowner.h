#pragma once

#include <QByteArray>
#include <QString>

namespace askr::storage {

// The longest lock value that is compared and released byte for byte, as
// the Locks statement gives it (longer values come back as NULL there).
constexpr qsizetype MaxLockOwnerBytes = 4096;

// Why a cache value cannot be released as a lock, as what completes "KEY
// holds …" ("a counter (an integer)"), or an empty string when it can:
// any TEXT or BLOB value of at most MaxLockOwnerBytes, whatever its shape
// (a raw token, Laravel's serialized one, JSON, binary). type is the
// value's typeof() and size its length().
QString notALockOwner(const QByteArray &type, qint64 size);

// The owner token a lock's value carries. Laravel's cache store
// PHP-serializes every value it writes, so its locks hold s:40:"<token>";
// other clients write the raw token. Anything else is its own token.
QByteArray lockToken(const QByteArray &value);
// Whether value is a token PHP-serialized as a string (lockToken() differs).
bool isSerializedToken(const QByteArray &value);

// Laravel's own lock names, after any cache prefix: such an entry is a lock
// with or without an expiry (Laravel writes forever locks with a ttl of 0).
bool isLaravelLockName(const QByteArray &key);
// For laravel_unique_job:<class><unique id> locks, what follows the marker:
// the job's class, then its unique id (after a ':' in recent versions).
// Empty for other keys.
QByteArray uniqueJobName(const QByteArray &key);
// The class alone where the name tells it (the part before a ':'), else the
// whole name: old Laravel versions glue the unique id to the class.
QByteArray uniqueJobClass(const QByteArray &key);

} // namespace askr::storage
