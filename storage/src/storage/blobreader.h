#pragma once

#include <QByteArray>
#include <QtGlobal>

#include <functional>

namespace askr::contracts {
class Connection;
}

namespace askr::storage {

// Reads part of one stored value by SQLite's incremental blob I/O
// (sqlite3_blob_open, read-only): only the requested range is read from the
// file, so a value of hundreds of megabytes is never loaded whole. This is
// the C API, not SQL; which row to open comes from a contract operation (for
// the cache, ValueInfo's rowid).
struct BlobRange {
    QByteArray bytes;     // the bytes read, at most the length asked for
    qint64 totalBytes = 0; // size of the whole value in bytes
};

// Reads [offset, offset + length) of table.column at rowid (clamped to the
// value's end). When expectedKey is given, keyColumn of the same row must
// hold exactly those bytes: a rowid freed by a delete and reused by another
// key is reported rather than read. Throws contracts::Error with a message a
// person can act on: the row is gone, the value is not a BLOB or TEXT (SQLite
// cannot stream an INTEGER), or the key no longer matches.
BlobRange readBlobRange(contracts::Connection &db, const char *table, const char *column, qint64 rowid, qint64 offset, qint64 length,
                        const char *keyColumn = nullptr, const QByteArray &expectedKey = {});

// Streams [offset, offset + length) (length < 0: to the end) to sink in
// chunks of at most chunkBytes, all through one blob handle and so from one
// read transaction: the chunks belong to one version of the value even while
// other connections write. Checks the key and throws like readBlobRange.
// Returns the value's total size in bytes.
qint64 streamBlob(contracts::Connection &db, const char *table, const char *column, qint64 rowid, qint64 offset, qint64 length,
                  qint64 chunkBytes, const std::function<void(const QByteArray &chunk)> &sink, const char *keyColumn = nullptr,
                  const QByteArray &expectedKey = {});

// Whether readBlobRange and streamBlob can read from db: a local SQLite
// handle or the database process; a server's connection (libSQL) cannot.
bool canStreamBlobs(contracts::Connection &db);

// Bytes read through readBlobRange in this process (tests prove with it that
// a large value is not read whole).
quint64 blobBytesRead();

} // namespace askr::storage
