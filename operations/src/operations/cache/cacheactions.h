#pragma once

#include "operations/action.h"

#include <QByteArray>
#include <QCoreApplication>

#include <optional>

namespace askr::operations {

// What can be done to the cache as a whole or to a set of keys chosen by a
// filter or a tag. The Cache page and askr-deskctl's sweep run these.
class CacheActions
{
    Q_DECLARE_TR_FUNCTIONS(askr::operations::CacheActions)

public:
    // Deletes the entries that have expired (readers already miss them).
    static Action sweep();
    // Deletes the entries that carry the tag, then its mappings.
    static Action flushTag(const QByteArray &tag);
    // Deletes every entry and tag mapping: locks and counters too.
    static Action flushAll();
    // The keys the GLOB and the text select, expired or not; `what` names
    // the filter in the texts ("the pattern session:*").
    static Action forgetMatching(const std::optional<QByteArray> &glob, const std::optional<QByteArray> &text, const QString &what);
};

} // namespace askr::operations
