#pragma once

#include "operations/action.h"

#include <QByteArray>
#include <QList>

#include <optional>

namespace askr::operations {

// What can be done to the keys the user selected: one statement over the
// whole list (a JSON array the contract reads with json_each), so each is
// one transaction, all of it or none. A key holding a NUL byte cannot be
// listed (contracts::Error). The page that asks words the question and the
// report: these carry the preview and the apply.
class KeyActions
{
public:
    // Deletes the entries; the preview counts those still there.
    static Action forget(const QList<QByteArray> &keys);
    // Gives the live keys among them a new expiry, ttl seconds from the
    // database's clock when written (none: never expires). An expired entry
    // is not revived, so the preview counts live keys only.
    static Action touch(const QList<QByteArray> &keys, std::optional<qint64> ttl);
    // Adds delta to a counter; a missing key starts at zero with expiresAt.
    // No preview: apply's result is the counter's new value.
    static Action increment(const QByteArray &key, qint64 delta, std::optional<qint64> expiresAt);
};

} // namespace askr::operations
