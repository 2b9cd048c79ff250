#pragma once

#include "value.h"

#include <QByteArray>

#include <functional>
#include <optional>

namespace askr::contracts {
class Connection;
}

namespace askr::operations::cache {

// A live cache value read without loading it whole: ValueHead finds the
// entry (TEXT or BLOB key, expired ones are a miss), then the value's bytes
// are read in ranges or streamed through SQLite's blob I/O
// (storage::streamBlob), so a value of hundreds of megabytes costs a chunk
// of memory. A number, or a value on a server's connection (which cannot
// stream), is held whole.
class LiveValue
{
public:
    static std::optional<LiveValue> open(contracts::Connection &db, const QByteArray &key);

    const QByteArray &key() const { return m_key; }
    // "blob", "text", "integer" or "real".
    const QByteArray &type() const { return m_type; }
    bool isNumber() const { return !m_number.isNull(); }
    const contracts::Value &number() const { return m_number; }
    const contracts::Value &expiresAt() const { return m_expiresAt; }
    const contracts::Value &ttl() const { return m_ttl; }
    // Bytes of the value (the decimal text of a number), when opened.
    qint64 size() const { return m_size; }

    // [offset, offset + length) of the value, clamped to its end.
    QByteArray read(contracts::Connection &db, qint64 offset, qint64 length) const;
    // Every byte to sink, in chunks of at most chunkBytes, all of one
    // version of the value; returns how many bytes it gave (the value's size
    // as streamed, which a writer may have changed since open).
    qint64 stream(contracts::Connection &db, qint64 chunkBytes, const std::function<void(const QByteArray &)> &sink) const;

private:
    QByteArray m_key;
    QByteArray m_type;
    qint64 m_rowid = 0;
    qint64 m_size = 0;
    contracts::Value m_expiresAt, m_ttl, m_number;
    std::optional<QByteArray> m_whole; // a number, or a connection that cannot stream
};

} // namespace askr::operations::cache
