#include "operations/pubsub/subscriberactions.h"

#include "askr_contracts_api.h"

namespace askr::operations {

namespace api = contracts::pubsub;
using contracts::jsonStringArray;

Action SubscriberActions::resetToHead(const QList<QByteArray> &names, std::shared_ptr<ResetSeen> seen)
{
    Action a;
    a.preview = [names, seen](contracts::Connection &db) {
        const auto r = api::previewResetSubscribersToHead(db, jsonStringArray(names));
        if (seen)
            *seen = { r.cursor.toInt(), r.head.toInt() };
        return r.rows.toInt();
    };
    a.apply = [names](contracts::Connection &db) { return api::resetSubscribersToHead(db, jsonStringArray(names)); };
    return a;
}

Action SubscriberActions::setCursor(const QByteArray &name, qint64 to, std::shared_ptr<qint64> from)
{
    Action a;
    a.preview = [name, from](contracts::Connection &db) {
        const auto r = api::previewResetSubscriber(db, name);
        if (from)
            *from = r.cursor.toInt();
        return r.rows.toInt();
    };
    a.apply = [name, to](contracts::Connection &db) { return api::resetSubscriber(db, to, name); };
    return a;
}

Action SubscriberActions::remove(const QList<QByteArray> &names)
{
    Action a;
    a.preview = [names](contracts::Connection &db) { return api::previewDeleteSubscribers(db, jsonStringArray(names)).rows.toInt(); };
    a.apply = [names](contracts::Connection &db) { return api::deleteSubscribers(db, jsonStringArray(names)); };
    return a;
}

Action SubscriberActions::publish(const QByteArray &channel, const QByteArray &payload)
{
    Action a;
    a.apply = [channel, payload](contracts::Connection &db) { return api::publish(db, channel, payload).seq.toInt(); };
    return a;
}

} // namespace askr::operations
