#pragma once

#include "operations/action.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>

#include <memory>

namespace askr::operations {

// What can be done to the durable subscribers the user selected, by name
// (byte-exact), each in one transaction; and publishing one event. The
// questions name the subscribers and what the preview saw (their cursors,
// the head); the Pub/sub page runs these.
class SubscriberActions
{
    Q_DECLARE_TR_FUNCTIONS(askr::operations::SubscriberActions)

public:
    struct ResetSeen
    {
        qint64 cursor = 0; // the highest cursor among them before
        qint64 head = 0;
    };
    // Moves their cursors to the head (they skip what they have not read).
    // *seen, when given, gets what the preview saw.
    static Action resetToHead(const QList<QByteArray> &names, std::shared_ptr<ResetSeen> seen = {});
    // Moves one cursor to seq `to`; *from, when given, gets the cursor the
    // preview saw.
    static Action setCursor(const QByteArray &name, qint64 to, std::shared_ptr<qint64> from = {});
    // Deletes them (their cursors are lost).
    static Action remove(const QList<QByteArray> &names);
    // Publishes one event. No preview: apply's result is the event's seq,
    // which the report is told as `changed`.
    static Action publish(const QByteArray &channel, const QByteArray &payload);

private:
    // “name”, and the first five of a list with how many more.
    static QString quoted(const QByteArray &name);
    static QString listed(const QList<QByteArray> &names);
};

} // namespace askr::operations
