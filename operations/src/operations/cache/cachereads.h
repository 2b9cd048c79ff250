#pragma once

#include "askr_contracts_api.h"

#include <QStringList>

#include <optional>
#include <vector>

namespace askr::operations::cache {

// The cache as askr-deskctl lists it and the pages' models read it, by the
// same statements.

// The GLOBs that mark a key with an expiry as a lock when the user has not
// set their own (Laravel's lock names, behind any cache prefix), and a list
// of them as the Locks statement takes it (a JSON array).
QStringList defaultLockPatterns();
QByteArray lockPatternsJson(const QStringList &patterns);

// Up to limit keys after afterKey, in key order, matching the GLOB and
// containing the text (each off when null).
std::vector<contracts::cache::KeysPageRow> keys(contracts::Connection &db, const std::optional<QByteArray> &glob,
    const std::optional<QByteArray> &text, const QByteArray &afterKey, qint64 limit);
std::optional<contracts::cache::GetWithTtlRow> getWithTtl(contracts::Connection &db, const QByteArray &key);
std::vector<contracts::cache::LocksRow> locks(contracts::Connection &db, const QByteArray &patternsJson, const QByteArray &afterKey, qint64 limit);
// Unique-job locks held with no job of their class waiting, delayed or
// reserved (see OrphanedLocks in contracts/cache.md): reads every job's
// payload, so callers run it seldom.
std::vector<contracts::cache::OrphanedLocksRow> orphanedLocks(contracts::Connection &db, const QByteArray &afterKey, qint64 limit);
std::vector<contracts::cache::TagsRow> tags(contracts::Connection &db, const QByteArray &afterTag, qint64 limit);
std::vector<contracts::cache::TagKeysRow> tagKeys(contracts::Connection &db, const QByteArray &tag, const QByteArray &afterKey, qint64 limit);

} // namespace askr::operations::cache
