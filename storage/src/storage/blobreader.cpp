#include "storage/blobreader.h"

#include "connection.h"
#include "storage/host/hostexecutor.h"

#include <QCoreApplication>

#include <sqlite3.h>

#include <atomic>
#include <limits>
#include <memory>

namespace askr::storage {

namespace {

std::atomic<quint64> s_bytesRead{0};

QString blobTr(const char *text)
{
    return QCoreApplication::translate("askr::storage::BlobReader", text);
}

// An open blob handle, closed however the read ends.
class Blob
{
public:
    Blob(contracts::Connection &db, const char *table, const char *column, qint64 rowid)
        : m_db(db)
    {
        m_rc = sqlite3_blob_open(db.handle(), "main", table, column, rowid, 0 /* read-only */, &m_blob);
    }
    ~Blob() { sqlite3_blob_close(m_blob); }
    Blob(const Blob &) = delete;
    Blob &operator=(const Blob &) = delete;

    int rc() const { return m_rc; }
    sqlite3_blob *handle() const { return m_blob; }
    qint64 size() const { return m_blob ? sqlite3_blob_bytes(m_blob) : 0; }

    QByteArray read(qint64 offset, qint64 length, const QString &operation) const
    {
        QByteArray out;
        if (length <= 0)
            return out;
        out.resize(qsizetype(length));
        const int rc = sqlite3_blob_read(m_blob, out.data(), int(length), int(offset));
        if (rc != SQLITE_OK)
            m_db.raise(rc, operation);
        s_bytesRead += quint64(length);
        return out;
    }

private:
    contracts::Connection &m_db;
    sqlite3_blob *m_blob = nullptr;
    int m_rc = SQLITE_OK;
};

} // namespace

namespace {

// Opens the value's blob, after checking the key in the same read
// transaction (the key's blob stays open until the value's is).
std::unique_ptr<Blob> openChecked(contracts::Connection &db, const char *table, const char *column, qint64 rowid, const char *keyColumn,
                                  const QByteArray &expectedKey, const QString &operation)
{
    std::unique_ptr<Blob> key;
    if (keyColumn) {
        key = std::make_unique<Blob>(db, table, keyColumn, rowid);
        if (key->rc() != SQLITE_OK || key->read(0, key->size(), operation) != expectedKey)
            throw contracts::Error(SQLITE_ABORT, blobTr("The entry was removed or replaced while it was being read; select it again to see what it holds now."),
                                   operation);
    }
    auto blob = std::make_unique<Blob>(db, table, column, rowid);
    if (blob->rc() != SQLITE_OK) {
        const QString why = QString::fromUtf8(sqlite3_errmsg(db.handle()));
        if (why.contains(QLatin1String("no such rowid")))
            throw contracts::Error(SQLITE_ABORT, blobTr("The entry was removed while it was being read; select it again."), operation);
        if (why.contains(QLatin1String("cannot open value of type")))
            throw contracts::Error(SQLITE_MISMATCH, blobTr("This value is a number, which SQLite cannot stream; it is read whole instead."), operation);
        db.raise(blob->rc(), operation);
    }
    return blob;
}

QString operationName(const char *table, const char *column)
{
    return QStringLiteral("BlobRead %1.%2").arg(QLatin1String(table), QLatin1String(column));
}

} // namespace

namespace {
// A connection of the database process: the range is read there.
host::HostExecutor *hosted(contracts::Connection &db)
{
    return dynamic_cast<host::HostExecutor *>(db.remote());
}
} // namespace

BlobRange readBlobRange(contracts::Connection &db, const char *table, const char *column, qint64 rowid, qint64 offset, qint64 length,
                        const char *keyColumn, const QByteArray &expectedKey)
{
    if (auto *host = hosted(db)) {
        BlobRange range = host->readBlob(table, column, rowid, offset, length, keyColumn, expectedKey);
        s_bytesRead += quint64(range.bytes.size());
        return range;
    }
    const QString operation = operationName(table, column);
    const auto blob = openChecked(db, table, column, rowid, keyColumn, expectedKey, operation);
    BlobRange range;
    range.totalBytes = blob->size();
    const qint64 from = qBound<qint64>(0, offset, range.totalBytes);
    const qint64 n = qBound<qint64>(0, length, std::min<qint64>(range.totalBytes - from, std::numeric_limits<int>::max()));
    range.bytes = blob->read(from, n, operation);
    return range;
}

qint64 streamBlob(contracts::Connection &db, const char *table, const char *column, qint64 rowid, qint64 offset, qint64 length,
                  qint64 chunkBytes, const std::function<void(const QByteArray &chunk)> &sink, const char *keyColumn, const QByteArray &expectedKey)
{
    if (auto *host = hosted(db))
        return host->streamBlob(table, column, rowid, offset, length, chunkBytes, sink, keyColumn, expectedKey);
    const QString operation = operationName(table, column);
    const auto blob = openChecked(db, table, column, rowid, keyColumn, expectedKey, operation);
    const qint64 total = blob->size();
    const qint64 from = qBound<qint64>(0, offset, total);
    const qint64 end = length < 0 ? total : qBound<qint64>(from, from + length, total);
    for (qint64 at = from; at < end;) {
        const qint64 n = std::min(chunkBytes, end - at);
        sink(blob->read(at, n, operation));
        at += n;
    }
    return total;
}

bool canStreamBlobs(contracts::Connection &db)
{
    return db.handle() || hosted(db);
}

quint64 blobBytesRead()
{
    return s_bytesRead.load();
}

} // namespace askr::storage
