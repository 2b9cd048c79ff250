#pragma once

#include "operations/action.h"

#include <memory>

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
    // previewedKeys, when given, receives the entries the preview counted
    // (the preview's own figure is the tag's mappings).
    static Action flushTag(const QByteArray &tag, std::shared_ptr<qint64> previewedKeys = {});
    // Deletes every entry and tag mapping: locks and counters too.
    static Action flushAll();
    // The keys the GLOB and the text select, expired or not; `what` names
    // the filter in the texts ("the pattern session:*").
    static Action forgetMatching(const std::optional<QByteArray> &glob, const std::optional<QByteArray> &text, const QString &what);
};

} // namespace askr::operations
