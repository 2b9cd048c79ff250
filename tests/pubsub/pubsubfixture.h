#pragma once

// Shared by the pub/sub tests: a database built through the contract
// operations, a session on it, and a clock the test moves.

#include "askr_contracts_api.h"
#include "storage/session.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <sqlite3.h>

#include <atomic>
#include <memory>

namespace askr::test {

constexpr qint64 T0 = 1'700'000'000;

// WAL like the runtime, and synchronous=NORMAL so that a test publisher can
// commit a thousand times a second on an ordinary disk (test-only pragmas).
inline std::unique_ptr<contracts::Connection> makePubSubDb(const QString &path)
{
    auto db = contracts::Connection::open(QFile::encodeName(path), SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
    sqlite3_exec(db->handle(), "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;", nullptr, nullptr, nullptr);
    contracts::pubsub::install(*db);
    return db;
}

inline qint64 publish(contracts::Connection &db, const QByteArray &channel, const QByteArray &payload)
{
    return contracts::pubsub::publish(db, channel, payload).seq.toInt();
}

inline QByteArray broadcast(const char *event, int n)
{
    return QByteArray(R"({"event":")") + event + R"(","data":{"n":)" + QByteArray::number(n) + R"(},"socket":null})";
}

// A database for the current test function, written through its own
// connection whose unixepoch() is a clock the test moves (starting at T0).
struct TestDatabase {
    QTemporaryDir dir;
    QString path;
    std::unique_ptr<contracts::Connection> db;
    std::shared_ptr<std::atomic<qint64>> clock;

    void create()
    {
        path = dir.filePath(QStringLiteral("%1.sqlite").arg(QLatin1String(QTest::currentTestFunction())));
        db = makePubSubDb(path);
        clock = std::make_shared<std::atomic<qint64>>(T0);
        db->setClock([c = clock] { return c->load(); });
    }
};

// A cell of a model as shown, and as sorted (numbers as numbers).
template<typename Model>
QString text(const Model &m, int row, int column, int role = Qt::DisplayRole)
{
    return m.data(m.index(row, column), role).toString();
}
template<typename Model>
qint64 number(const Model &m, int row, int column)
{
    return m.data(m.index(row, column), Model::SortRole).toLongLong();
}

// A session on path whose clock (and the worker's unixepoch()) is *clock.
inline std::unique_ptr<storage::Session> openSession(const QString &path, std::shared_ptr<std::atomic<qint64>> clock,
                                                     storage::OpenMode mode = storage::OpenMode::Auto)
{
    auto s = std::make_unique<storage::Session>(storage::planOpen(path, mode));
    if (clock)
        s->setClock([clock] { return clock->load(); });
    QSignalSpy schema(s.get(), &storage::Session::schemaChanged);
    if (!schema.wait(5000))
        return nullptr;
    return s;
}

// Waits until everything queued on the session's worker before this call has
// been delivered: the worker runs requests in order, so a no-op queued now is
// delivered after them.
inline bool flush(storage::Session *session)
{
    bool done = false;
    QObject context;
    session->query(QStringLiteral("test-flush"), &context, [](contracts::Connection &) { return 0; }, [&done](int) { done = true; });
    return QTest::qWaitFor([&] { return done; }, 10000);
}

} // namespace askr::test
