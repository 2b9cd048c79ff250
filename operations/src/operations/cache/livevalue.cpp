#include "operations/cache/livevalue.h"

#include "askr_contracts_api.h"
#include "storage/blobreader.h"

#include <algorithm>

namespace askr::operations::cache {

namespace api = contracts::cache;

std::optional<LiveValue> LiveValue::open(contracts::Connection &db, const QByteArray &key)
{
    LiveValue v;
    v.m_key = key;
    if (!storage::canStreamBlobs(db)) {
        // A server's connection: the value comes whole, as GetWithTtl gives it.
        const auto row = api::getWithTtl(db, key);
        if (!row)
            return std::nullopt;
        v.m_type = row->value.typeName();
        v.m_expiresAt = row->expires_at;
        v.m_ttl = row->ttl;
        if (row->value.kind() == contracts::Value::Integer || row->value.kind() == contracts::Value::Real)
            v.m_number = row->value;
        v.m_whole = row->value.toBytes();
        v.m_size = v.m_whole->size();
        return v;
    }
    const auto head = api::valueHead(db, key);
    if (!head)
        return std::nullopt;
    v.m_type = head->value_type.toBytes();
    v.m_rowid = head->rowid.toInt();
    v.m_expiresAt = head->expires_at;
    v.m_ttl = head->ttl;
    v.m_number = head->number;
    if (v.isNumber()) {
        v.m_whole = v.m_number.toBytes();
        v.m_size = v.m_whole->size();
    } else {
        v.m_size = storage::readBlobRange(db, "askr_cache", "value", v.m_rowid, 0, 0, "key", key).totalBytes;
    }
    return v;
}

QByteArray LiveValue::read(contracts::Connection &db, qint64 offset, qint64 length) const
{
    if (m_whole)
        return m_whole->mid(qsizetype(std::clamp<qint64>(offset, 0, m_whole->size())), qsizetype(std::max<qint64>(length, 0)));
    return storage::readBlobRange(db, "askr_cache", "value", m_rowid, offset, length, "key", m_key).bytes;
}

qint64 LiveValue::stream(contracts::Connection &db, qint64 chunkBytes, const std::function<void(const QByteArray &)> &sink) const
{
    if (m_whole) {
        if (!m_whole->isEmpty())
            sink(*m_whole);
        return m_whole->size();
    }
    return storage::streamBlob(db, "askr_cache", "value", m_rowid, 0, -1, chunkBytes, sink, "key", m_key);
}

} // namespace askr::operations::cache
