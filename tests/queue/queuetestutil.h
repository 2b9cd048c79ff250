#pragma once

// Shared by the queue tests: a database file built through the contract
// operations on the test's own connection, with a clock the test moves, and
// isolation of QSettings and the app's data folder.

#include "askr_contracts_api.h"
#include "storage/session.h"

#include <QFile>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <sqlite3.h>

#include <memory>

namespace askr::test {

namespace q = contracts::queue;

inline void isolate(const QTemporaryDir &tmp)
{
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, tmp.filePath(QStringLiteral("settings")));
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, tmp.filePath(QStringLiteral("settings")));
    QSettings().clear();
    qputenv("ASKR_DESK_DATA_DIR", QFile::encodeName(tmp.filePath(QStringLiteral("data"))));
}

// A queue database file and a connection to it on the test's clock.
struct QueueDb {
    QString path;
    qint64 now = 1'700'000'000;
    std::unique_ptr<contracts::Connection> db;

    explicit QueueDb(const QString &file)
        : path(file)
    {
        QFile::remove(path);
        db = contracts::Connection::open(QFile::encodeName(path), SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
        db->setClock([this] { return now; });
        // As the runtime's connections (and fast enough for big fixtures).
        sqlite3_exec(db->handle(), "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL", nullptr, nullptr, nullptr);
        q::install(*db);
    }
    qint64 enqueue(const QByteArray &queue, const QByteArray &payload = "{}", qint64 delay = 0, qint64 maxAttempts = 25, qint64 priority = 0)
    {
        return q::enqueue(*db, queue, payload, priority, delay, maxAttempts).id.toInt();
    }
    qint64 claim(const QByteArray &queue, qint64 visibility = 300)
    {
        const auto r = q::claim(*db, visibility, queue);
        return r ? r->id.toInt() : -1;
    }
    void deadLetter(qint64 id, const QByteArray &exception, const QByteArray &uuid = "uuid")
    {
        QCOMPARE(q::deadLetter(*db, uuid, exception, id), 1);
    }
    // A session on the file whose clock is the test's, polling rarely so
    // that only the test decides when models read.
    std::unique_ptr<storage::Session> session(storage::OpenMode mode = storage::OpenMode::ReadWrite)
    {
        auto s = std::make_unique<storage::Session>(storage::planOpen(path, mode));
        s->setClock([this] { return now; });
        s->setPollInterval(3600 * 1000);
        QSignalSpy inspected(s.get(), &storage::Session::schemaChanged);
        if (!inspected.wait(5000))
            qWarning("session did not open");
        return s;
    }
};

// A Laravel-style payload with a display name and a marker text.
inline QByteArray laravel(const QByteArray &name, const QByteArray &text = {})
{
    return "{\"uuid\":\"u-" + text + "\",\"displayName\":\"" + name + "\",\"job\":\"Illuminate\\\\Queue\\\\CallQueuedHandler@call\",\"data\":{\"text\":\"" + text
        + "\"}}";
}

} // namespace askr::test
