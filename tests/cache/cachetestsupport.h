#pragma once

// Shared by the cache tests: a database built through the contract
// operations, a session on it, and waiting without sleeping.

#include "askr_contracts_api.h"
#include "storage/session.h"

#include <QFile>
#include <QSignalSpy>
#include <QTest>

#include <sqlite3.h>

#include <memory>

namespace cachetest {

using namespace askr;

inline std::unique_ptr<contracts::Connection> makeDb(const QString &path)
{
    auto db = contracts::Connection::open(QFile::encodeName(path), SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
    sqlite3_exec(db->handle(), "PRAGMA journal_mode=WAL", nullptr, nullptr, nullptr);
    // Test data only: no fsync per commit (building a fixture of hundreds of
    // rows would otherwise take seconds).
    sqlite3_exec(db->handle(), "PRAGMA synchronous=OFF", nullptr, nullptr, nullptr);
    contracts::cache::install(*db);
    return db;
}

inline std::unique_ptr<storage::Session> openSession(const QString &path, storage::OpenMode mode = storage::OpenMode::ReadWrite)
{
    auto session = std::make_unique<storage::Session>(storage::planOpen(path, mode));
    QSignalSpy schema(session.get(), &storage::Session::schemaChanged);
    if (!schema.wait(5000))
        return nullptr;
    return session;
}

inline std::optional<qint64> at(qint64 t)
{
    return std::optional<qint64>(t);
}

// Resident set size of this process, in bytes.
inline qint64 residentBytes()
{
    QFile f(QStringLiteral("/proc/self/statm"));
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    const QList<QByteArray> fields = f.readAll().split(' ');
    return fields.size() > 1 ? fields[1].toLongLong() * 4096 : -1;
}

} // namespace cachetest
