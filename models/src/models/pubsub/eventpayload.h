#pragma once

#include "storage/session.h"

#include <QByteArray>
#include <QString>

#include <functional>

namespace askr::models {

// A piece of one event's payload (EventPayloadChunk).
struct EventChunk {
    bool found = false; // false: the event is no longer in the log
    QByteArray bytes;
    qint64 total = 0; // the whole payload's size
};

// Reads length bytes from offset of event seq's payload on the session's
// worker; done runs on context's thread. Requests with the same key
// supersede each other.
void requestEventChunk(storage::Session *session, const QString &key, QObject *context, qint64 seq, qint64 offset, qint64 length,
                       std::function<void(EventChunk)> done, storage::Session::FailFn fail);

} // namespace askr::models
