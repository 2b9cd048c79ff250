#pragma once

#include "operations/action.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>

#include <optional>

namespace askr::operations {

// What can be done to the keys the user selected: one statement over the
// whole list (a JSON array the contract reads with json_each), so each is
// one transaction, all of it or none. A key holding a NUL byte cannot be
// listed (contracts::Error). The Cache page and the value viewer run these.
class KeyActions
{
    Q_DECLARE_TR_FUNCTIONS(askr::operations::KeyActions)

public:
    // Deletes the entries; the preview counts those still there. `named`
    // lists the keys in the question as the page lists a selection
    // ("a, b and 3 more"); only the texts use it.
    static Action forget(const QList<QByteArray> &keys, const QString &named = {});
    // Deletes one entry, expired or not, by its exact bytes whatever their
    // storage class (ForgetKey): a key holding a NUL byte, or written as a
    // BLOB by another client, is forgotten too. askr-deskctl forget-key.
    static Action forgetKey(const QByteArray &key);
    // Gives the live keys among them a new expiry, ttl seconds from the
    // database's clock when written (none: never expires). An expired entry
    // is not revived, so the preview counts live keys only. `duration` is
    // the TTL as people read it ("5 min 0 s"), `named` the keys, for the texts.
    static Action touch(const QList<QByteArray> &keys, std::optional<qint64> ttl, const QString &duration = {}, const QString &named = {});
    // Adds delta to a counter; a missing key starts at zero with expiresAt.
    // No preview: apply's result is the counter's new value, which the
    // report is told as `changed`.
    static Action increment(const QByteArray &key, qint64 delta, std::optional<qint64> expiresAt);
};

} // namespace askr::operations
