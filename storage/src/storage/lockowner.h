#pragma once

#include <QByteArray>
#include <QString>

namespace askr::storage {

// Laravel's lock owners are short printable strings (Str::random(40) unless
// the application passes its own); nothing longer is taken for one.
constexpr qsizetype MaxLockOwnerBytes = 255;

// Why a cache value cannot be a lock owner token, as what completes
// "KEY holds …" ("a counter (an integer)", "a PHP-serialized array"), or an
// empty string when it may be one. type is the value's typeof(), size its
// length() and head its first bytes (MaxLockOwnerBytes of them suffice).
// Bytes that are not UTF-8 do not disqualify a token: it is shown escaped
// and can be passed back so.
QString notALockOwner(const QByteArray &type, qint64 size, const QByteArray &head);

} // namespace askr::storage
