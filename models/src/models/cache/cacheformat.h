#pragma once

#include "value.h"

#include <QString>

namespace askr::models {

// An entry has expired when its expiry is at or before now (the rule of
// askr_cache_live); a null expiry never expires.
inline bool isExpired(const contracts::Value &expiresAt, qint64 now)
{
    return !expiresAt.isNull() && expiresAt.toInt() <= now;
}

// Remaining time of an entry for a table cell: "4 min 12 s", "never",
// "expired 3 s ago".
QString ttlText(const contracts::Value &expiresAt, qint64 now);
// Seconds left, -1 for never, 0 once expired (for sorting and tests).
qint64 ttlSeconds(const contracts::Value &expiresAt, qint64 now);
// "1.5 KiB", "12 chars", "integer": length() is bytes for a BLOB,
// characters for TEXT and digits for an INTEGER.
QString valueSizeText(const contracts::Value &size, const contracts::Value &type);

// The exclusive upper end of the key range that starts with prefix (the
// contract's :prefix_end): prefix without its trailing 0xFF bytes, its last
// byte raised by one; empty when there is no end (the range runs to the
// last key).
QByteArray keyPrefixEnd(QByteArray prefix);

} // namespace askr::models
