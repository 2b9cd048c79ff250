#include "operations/cache/keyactions.h"

#include "askr_contracts_api.h"
#include "operations/format/escaping.h"

#include <QLocale>

namespace askr::operations {

namespace cache = contracts::cache;
using contracts::jsonStringArray;

Action KeyActions::forget(const QList<QByteArray> &keys, const QString &named)
{
    Action a;
    a.title = tr("Forget Keys");
    a.acceptLabel = tr("Forget");
    a.preview = [keys](contracts::Connection &db) { return cache::previewForgetKeys(db, jsonStringArray(keys)).rows.toInt(); };
    a.apply = [keys](contracts::Connection &db) { return cache::forgetKeys(db, jsonStringArray(keys)); };
    const QString first = keys.isEmpty() ? QString() : contracts::escapeBytes(keys.first());
    a.question = [first, named, n = keys.size()](qint64 count) -> QString {
        QString q = n == 1 ? tr("Forget the key %1? Its value is deleted; readers will miss it.").arg(first)
                           : tr("Forget %1 keys (%2)? Their values are deleted; readers will miss them.").arg(QLocale().toString(n), named);
        if (count < n)
            q += QLatin1Char(' ') + tr("%1 of them had been removed meanwhile.").arg(QLocale().toString(n - count));
        return q;
    };
    a.report = [](qint64 previewed, qint64 changed) -> QString {
        QString text = tr("Forgot %n key(s).", nullptr, int(changed));
        if (changed < previewed)
            text += QLatin1Char(' ') + tr("%n had been removed meanwhile.", nullptr, int(previewed - changed));
        return text;
    };
    return a;
}

Action KeyActions::forgetKey(const QByteArray &key)
{
    Action a;
    const QString shown = escapeName(key);
    a.title = tr("Forget Key");
    a.acceptLabel = tr("Forget");
    a.preview = [key](contracts::Connection &db) { return cache::previewForgetKey(db, key).rows.toInt(); };
    a.apply = [key](contracts::Connection &db) { return cache::forgetKey(db, key); };
    a.question = [shown](qint64) { return tr("Forget the key %1? Its value is deleted; readers will miss it.").arg(shown); };
    a.report = [shown](qint64, qint64 changed) {
        return changed > 0 ? tr("Forgot the key %1.").arg(shown) : tr("The key %1 had been removed meanwhile.").arg(shown);
    };
    a.changedText = [shown](qint64 n) { return n > 0 ? tr("Forgot the key %1.").arg(shown) : tr("There is no key %1; nothing was removed.").arg(shown); };
    a.previewText = [shown](qint64 n) { return n > 0 ? tr("Would forget the key %1.").arg(shown) : tr("There is no key %1; nothing would be removed.").arg(shown); };
    return a;
}

Action KeyActions::touch(const QList<QByteArray> &keys, std::optional<qint64> ttl, const QString &duration, const QString &named)
{
    Action a;
    a.title = tr("Set TTL");
    a.acceptLabel = tr("Set TTL");
    a.preview = [keys](contracts::Connection &db) { return cache::previewTouchKeys(db, jsonStringArray(keys)).rows.toInt(); };
    a.apply = [keys, ttl](contracts::Connection &db) {
        // The expiry is computed when it is written, by the database's clock.
        const std::optional<qint64> expiresAt = ttl ? std::optional<qint64>(db.now() + *ttl) : std::nullopt;
        return cache::touchKeys(db, expiresAt, jsonStringArray(keys));
    };
    // Selected keys the preview did not count are left as they are.
    auto untouched = [n = keys.size()](qint64 counted) -> QString {
        return counted < n ? QLatin1Char(' ') + tr("%n selected key(s) have expired or are gone and stay as they are.", nullptr, int(n - counted))
                           : QString();
    };
    // Whole sentences for each case: "1 key now expires", "2 keys now expire".
    a.question = [ttl, duration, named, untouched](qint64 count) -> QString {
        const QString make = ttl ? tr("Make %n live key(s) expire in %1?", nullptr, int(count)).arg(duration)
                                 : tr("Make %n live key(s) never expire?", nullptr, int(count));
        return make + QLatin1Char(' ') + tr("Selected: %1.").arg(named) + untouched(count);
    };
    a.report = [ttl, duration, untouched](qint64, qint64 changed) -> QString {
        const QString now = ttl ? tr("%n key(s) now expire in %1.", nullptr, int(changed)).arg(duration)
                                : tr("%n key(s) now never expire.", nullptr, int(changed));
        return now + untouched(changed);
    };
    return a;
}

Action KeyActions::increment(const QByteArray &key, qint64 delta, std::optional<qint64> expiresAt)
{
    Action a;
    a.title = tr("Counter");
    a.apply = [key, delta, expiresAt](contracts::Connection &db) { return cache::increment(db, key, delta, expiresAt).result.toInt(); };
    a.report = [delta](qint64, qint64 value) -> QString {
        return delta > 0 ? tr("Counter incremented by %1 to %2.").arg(delta).arg(value) : tr("Counter decremented by %1 to %2.").arg(-delta).arg(value);
    };
    return a;
}

} // namespace askr::operations
