#include "operations/cache/cachereads.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace askr::operations::cache {

namespace api = contracts::cache;

QStringList defaultLockPatterns()
{
    return { QStringLiteral("*lock*"), QStringLiteral("*laravel_unique_job:*"), QStringLiteral("*laravel-queue-overlap:*"),
        QStringLiteral("*framework/schedule-*") };
}

QByteArray lockPatternsJson(const QStringList &patterns)
{
    return QJsonDocument(QJsonArray::fromStringList(patterns)).toJson(QJsonDocument::Compact);
}

std::vector<api::KeysPageRow> keys(contracts::Connection &db, const std::optional<QByteArray> &glob, const std::optional<QByteArray> &text,
    const QByteArray &afterKey, qint64 limit)
{
    api::KeysPageParams p;
    p.after_key = afterKey;
    p.filter_glob = glob;
    p.filter_text = text;
    p.page_size = limit;
    return api::keysPage(db, p);
}

std::optional<api::GetWithTtlRow> getWithTtl(contracts::Connection &db, const QByteArray &key)
{
    return api::getWithTtl(db, key);
}

std::vector<api::LocksRow> locks(contracts::Connection &db, const QByteArray &patternsJson, const QByteArray &afterKey, qint64 limit)
{
    return api::locks(db, patternsJson, afterKey, limit);
}

std::vector<api::OrphanedLocksRow> orphanedLocks(contracts::Connection &db, const QByteArray &afterKey, qint64 limit)
{
    return api::orphanedLocks(db, afterKey, limit);
}

std::vector<api::TagsRow> tags(contracts::Connection &db, const QByteArray &afterTag, qint64 limit)
{
    return api::tags(db, afterTag, limit);
}

std::vector<api::TagKeysRow> tagKeys(contracts::Connection &db, const QByteArray &tag, const QByteArray &afterKey, qint64 limit)
{
    return api::tagKeys(db, tag, afterKey, limit);
}

} // namespace askr::operations::cache
