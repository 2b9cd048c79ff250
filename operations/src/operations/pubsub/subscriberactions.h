#pragma once

#include "operations/action.h"

#include <QByteArray>
#include <QList>

#include <memory>

namespace askr::operations {

// What can be done to the durable subscribers the user selected, by name
// (byte-exact), each in one transaction; and publishing one event. The page
// that asks words the question and the report: these carry the preview and
// the apply, and what the preview saw for the texts.
class SubscriberActions
{
public:
    struct ResetSeen
    {
        qint64 cursor = 0; // the highest cursor among them before
        qint64 head = 0;
    };
    // Moves their cursors to the head (they skip what they have not read).
    static Action resetToHead(const QList<QByteArray> &names, std::shared_ptr<ResetSeen> seen = {});
    // Moves one cursor to seq `to`; *from gets the cursor the preview saw.
    static Action setCursor(const QByteArray &name, qint64 to, std::shared_ptr<qint64> from = {});
    // Deletes them (their cursors are lost).
    static Action remove(const QList<QByteArray> &names);
    // Publishes one event. No preview: apply's result is the event's seq.
    static Action publish(const QByteArray &channel, const QByteArray &payload);
};

} // namespace askr::operations
