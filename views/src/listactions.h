#pragma once

#include <QByteArray>
#include <QList>

#include <optional>

namespace askr::contracts {
class Connection;
}

namespace askr::views {

// What the pages run on the worker for the keys or subscribers the user
// selected: one statement over the whole list (a JSON array the contract
// reads with json_each), so an action is one transaction, all of it or none,
// and one commit however many rows. Each count is the preview of the action
// after it. A name holding a NUL byte cannot be listed (contracts::Error).
namespace listactions {

qint64 countForget(contracts::Connection &db, const QList<QByteArray> &keys);
qint64 forget(contracts::Connection &db, const QList<QByteArray> &keys);
// Live keys only, as Touch: an expired entry is not revived.
qint64 countTouch(contracts::Connection &db, const QList<QByteArray> &keys);
// ttl in seconds from the database's clock when written; none: never expires.
qint64 touch(contracts::Connection &db, const QList<QByteArray> &keys, std::optional<qint64> ttl);

struct ResetPreview
{
    qint64 rows = 0;
    qint64 cursor = 0; // the highest cursor among them before
    qint64 head = 0;
};
ResetPreview countResetToHead(contracts::Connection &db, const QList<QByteArray> &subscribers);
qint64 resetToHead(contracts::Connection &db, const QList<QByteArray> &subscribers);
qint64 countDeleteSubscribers(contracts::Connection &db, const QList<QByteArray> &subscribers);
qint64 deleteSubscribers(contracts::Connection &db, const QList<QByteArray> &subscribers);

} // namespace listactions
} // namespace askr::views
