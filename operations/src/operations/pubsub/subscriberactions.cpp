#include "operations/pubsub/subscriberactions.h"

#include "askr_contracts_api.h"

#include <QLocale>
#include <QStringList>

#include <algorithm>

namespace askr::operations {

namespace api = contracts::pubsub;
using contracts::jsonStringArray;

QString SubscriberActions::quoted(const QByteArray &name)
{
    return tr("“%1”").arg(contracts::escapeBytes(name));
}

QString SubscriberActions::listed(const QList<QByteArray> &names)
{
    constexpr int Shown = 5;
    QStringList out;
    for (int i = 0; i < names.size() && i < Shown; ++i)
        out << quoted(names.at(i));
    if (names.size() > Shown)
        out << tr("and %n more", nullptr, int(names.size() - Shown));
    return out.join(QStringLiteral(", "));
}

Action SubscriberActions::resetToHead(const QList<QByteArray> &names, std::shared_ptr<ResetSeen> seen)
{
    Action a;
    a.title = tr("Reset Cursor to Head");
    a.acceptLabel = tr("Reset to Head");
    // The question names the cursor and the head the preview saw.
    if (!seen)
        seen = std::make_shared<ResetSeen>();
    a.preview = [names, seen](contracts::Connection &db) {
        const auto r = api::previewResetSubscribersToHead(db, jsonStringArray(names));
        *seen = { r.cursor.toInt(), r.head.toInt() };
        return r.rows.toInt();
    };
    a.apply = [names](contracts::Connection &db) { return api::resetSubscribersToHead(db, jsonStringArray(names)); };
    a.question = [names, seen](qint64 n) -> QString {
        if (names.size() == 1)
            return tr("Move the cursor of %1 from %2 to the head, %3?\n\nIt skips every event it has not read (up to %4 sequence numbers).")
                .arg(quoted(names.first()))
                .arg(seen->cursor)
                .arg(seen->head)
                .arg(QLocale().toString(std::max<qint64>(0, seen->head - seen->cursor)));
        return tr("Move the cursors of %1 subscribers (%2) to the head, %3?\n\nThey skip every event they have not read.")
            .arg(QLocale().toString(n), listed(names))
            .arg(seen->head);
    };
    a.report = [](qint64, qint64 changed) -> QString { return tr("Reset %n subscriber cursor(s) to the head.", nullptr, int(changed)); };
    return a;
}

Action SubscriberActions::setCursor(const QByteArray &name, qint64 to, std::shared_ptr<qint64> from)
{
    Action a;
    a.title = tr("Set Cursor");
    a.acceptLabel = tr("Move Cursor");
    // The question says which way the cursor moves from where the preview saw it.
    if (!from)
        from = std::make_shared<qint64>(0);
    a.preview = [name, from](contracts::Connection &db) {
        const auto r = api::previewResetSubscriber(db, name);
        *from = r.cursor.toInt();
        return r.rows.toInt();
    };
    a.apply = [name, to](contracts::Connection &db) { return api::resetSubscriber(db, to, name); };
    a.question = [name, to, from](qint64) -> QString {
        QString effect;
        if (to < *from)
            effect = tr("It reads again the events after seq %1 (up to %2 sequence numbers).").arg(to).arg(QLocale().toString(*from - to));
        else if (to > *from)
            effect = tr("It skips the events up to seq %1 it has not read (up to %2 sequence numbers).").arg(to).arg(QLocale().toString(to - *from));
        else
            effect = tr("The cursor is already there; only updated_at changes.");
        return tr("Move the cursor of %1 from %2 to %3?").arg(quoted(name)).arg(*from).arg(to) + QStringLiteral("\n\n") + effect;
    };
    a.report = [name, to](qint64, qint64 changed) -> QString {
        return changed ? tr("Moved the cursor of %1 to %2 (1 row changed).").arg(quoted(name)).arg(to)
                       : tr("Nothing changed: %1 no longer exists.").arg(quoted(name));
    };
    return a;
}

Action SubscriberActions::remove(const QList<QByteArray> &names)
{
    Action a;
    a.title = tr("Delete Subscriber");
    a.acceptLabel = tr("Delete");
    a.preview = [names](contracts::Connection &db) { return api::previewDeleteSubscribers(db, jsonStringArray(names)).rows.toInt(); };
    a.apply = [names](contracts::Connection &db) { return api::deleteSubscribers(db, jsonStringArray(names)); };
    a.question = [names](qint64 n) -> QString {
        return tr("Delete %n durable subscriber(s): %1?", nullptr, int(n)).arg(listed(names)) + QStringLiteral("\n\n")
            + tr("Their cursors are lost. If the application still uses a name, its next Subscribe recreates it at the head, "
                 "so it skips everything published until then.");
    };
    a.report = [](qint64, qint64 changed) -> QString { return tr("Deleted %n subscriber(s).", nullptr, int(changed)); };
    return a;
}

Action SubscriberActions::publish(const QByteArray &channel, const QByteArray &payload)
{
    Action a;
    a.title = tr("Publish Test Event");
    a.apply = [channel, payload](contracts::Connection &db) { return api::publish(db, channel, payload).seq.toInt(); };
    // The size as models::formatBytes writes it (operations sits below models).
    const QString size = QLocale().formattedDataSize(payload.size(), 1, QLocale::DataSizeIecFormat);
    a.report = [channel, size](qint64, qint64 seq) -> QString {
        return tr("Published event %1 to %2 (%3, 1 row added).").arg(seq).arg(quoted(channel), size);
    };
    return a;
}

} // namespace askr::operations
