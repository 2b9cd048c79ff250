#include "operations/cache/cacheactions.h"

#include "askr_contracts_api.h"

#include <QLocale>

#include <memory>

namespace askr::operations {

namespace cache = contracts::cache;

namespace {
QString count(qint64 n)
{
    return QLocale().toString(n);
}
} // namespace

Action CacheActions::sweep()
{
    Action a;
    a.title = tr("Sweep Expired Entries");
    a.acceptLabel = tr("Sweep");
    a.preview = [](contracts::Connection &db) { return cache::previewSweep(db).rows.toInt(); };
    a.apply = [](contracts::Connection &db) { return cache::sweep(db); };
    a.question = [](qint64 n) -> QString {
        return tr("Delete %1 expired entries? Readers already miss them; the sweep gives their space back.").arg(count(n));
    };
    a.report = [](qint64, qint64 changed) -> QString { return tr("Swept %1 expired entries.").arg(count(changed)); };
    a.changedText
        = [](qint64 n) -> QString { return n == 1 ? tr("Deleted %1 expired entry.").arg(n) : tr("Deleted %1 expired entries.").arg(n); };
    a.previewText = [](qint64 n) -> QString {
        return n == 1 ? tr("Would delete %1 expired entry.").arg(n) : tr("Would delete %1 expired entries.").arg(n);
    };
    return a;
}

Action CacheActions::flushTag(const QByteArray &tag, std::shared_ptr<qint64> previewedKeys)
{
    Action a;
    const QString shown = contracts::escapeBytes(tag);
    // The entries the preview counted, for the texts (it counts mappings).
    auto keys = previewedKeys ? previewedKeys : std::make_shared<qint64>(0);
    a.title = tr("Flush Tag");
    a.acceptLabel = tr("Flush Tag");
    a.preview = [tag, keys](contracts::Connection &db) {
        const auto p = cache::previewFlushTag(db, tag);
        *keys = p.keys.toInt();
        return p.rows.toInt();
    };
    a.apply = [tag](contracts::Connection &db) { return cache::flushTag(db, tag); };
    a.question = [shown, keys](qint64 n) -> QString {
        return tr("Flush the tag %1? This deletes the %2 cache entries that carry it, then its %3 mappings.")
            .arg(shown, count(*keys), count(n));
    };
    a.report = [shown, keys](qint64, qint64 changed) -> QString {
        return tr("Flushed the tag %1: %2 mappings removed, with the entries they pointed to (%3 when previewed).")
            .arg(shown, count(changed), count(*keys));
    };
    a.changedText = [shown](qint64 n) -> QString {
        return tr("Flushed the tag %1: %2 mappings removed, with the entries they named.").arg(shown, count(n));
    };
    a.previewText = [shown, keys](qint64 n) -> QString {
        return tr("Would flush the tag %1: %2 cache entries and %3 mappings.").arg(shown, count(*keys), count(n));
    };
    return a;
}

Action CacheActions::flushAll()
{
    Action a;
    auto tagRows = std::make_shared<qint64>(0);
    a.title = tr("Flush Entire Cache");
    a.acceptLabel = tr("Flush Everything");
    a.typedConfirmation = tr("flush");
    a.preview = [tagRows](contracts::Connection &db) {
        const auto p = cache::previewFlushAll(db);
        *tagRows = p.tag_rows.toInt();
        return p.rows.toInt();
    };
    a.apply = [](contracts::Connection &db) { return cache::flushAll(db); };
    a.question = [tagRows](qint64 n) -> QString {
        return tr("Delete all %1 cache entries and %2 tag mappings? Every read misses until the application writes again, every lock "
                  "is released and every counter starts again from zero.")
            .arg(count(n), count(*tagRows));
    };
    a.report = [](qint64, qint64 changed) -> QString { return tr("Flushed the cache: %1 entries deleted.").arg(count(changed)); };
    a.changedText = [](qint64 n) -> QString { return tr("Flushed the cache: %1 entries deleted.").arg(count(n)); };
    a.previewText = [](qint64 n) -> QString { return tr("Would delete all %1 cache entries.").arg(count(n)); };
    return a;
}

Action CacheActions::forgetMatching(const std::optional<QByteArray> &glob, const std::optional<QByteArray> &text, const QString &what)
{
    Action a;
    a.title = tr("Forget Matching Keys");
    a.acceptLabel = tr("Forget All");
    a.preview = [glob, text](contracts::Connection &db) { return cache::previewForgetMatching(db, glob, text).rows.toInt(); };
    a.apply = [glob, text](contracts::Connection &db) { return cache::forgetMatching(db, glob, text); };
    a.question = [what](qint64 n) -> QString {
        return tr("Forget all %1 keys matching %2, expired or not? Their values are deleted; readers will miss them.").arg(count(n), what);
    };
    a.report = [what](qint64, qint64 changed) -> QString { return tr("Forgot %1 keys matching %2.").arg(count(changed), what); };
    a.changedText = [what](qint64 n) -> QString { return tr("Forgot %1 keys matching %2.").arg(count(n), what); };
    a.previewText = [what](qint64 n) -> QString { return tr("Would forget %1 keys matching %2.").arg(count(n), what); };
    return a;
}

} // namespace askr::operations
