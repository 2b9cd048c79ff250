#include "models/pubsub/eventpayload.h"

#include "askr_contracts_api.h"

namespace askr::models {

void requestEventChunk(storage::Session *session, const QString &key, QObject *context, qint64 seq, qint64 offset, qint64 length,
                       std::function<void(EventChunk)> done, storage::Session::FailFn fail)
{
    session->query(
        key, context,
        [seq, offset, length](contracts::Connection &db) {
            contracts::pubsub::EventPayloadChunkParams p;
            p.seq = seq;
            p.offset = offset;
            p.length = length;
            EventChunk c;
            if (const auto row = contracts::pubsub::eventPayloadChunk(db, p)) {
                c.found = true;
                c.bytes = row->chunk.toBytes();
                c.total = row->payload_size.toInt();
            }
            return c;
        },
        std::move(done), std::move(fail));
}

} // namespace askr::models
