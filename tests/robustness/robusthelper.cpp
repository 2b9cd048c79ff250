// The other processes of the robustness suite: a writer that holds the lock,
// the app's bulk retry (to be killed midway), and a queue worker running the
// runtime's statements. Usage:
//   robusthelper lock PATH SECONDS        BEGIN EXCLUSIVE, enqueue, hold, commit
//   robusthelper retry PATH               RetryFailed through a storage::Session
//   robusthelper forget PATH N            the Cache page's forget of the keys
//                                         bulkKey(0..N-1), on a Session's worker
//   robusthelper unsubscribe PATH N       the Pub/Sub page's delete of the
//                                         subscribers bulkName(0..N-1), likewise
//   robusthelper worker PATH ID SECONDS   enqueue/claim/ack/release/dead-letter
//   robusthelper make PATH WAL BIG        a populated database; WAL=1 exits
//                                         without closing (keeps -wal, -shm);
//                                         BIG=1 adds a 200 MB value, payload,
//                                         event and dead letter
//   robusthelper getlk PATH               who holds SQLite's shared lock on the
//                                         file, as fcntl(F_GETLK) answers:
//                                         "shared PID", "exclusive PID", "none"
//   robusthelper outside PATH TOKEN       opens, dead-letters a job of queue
//                                         "outside" carrying TOKEN, and closes
//   robusthelper seen PATH TOKEN          "failed=N jobs=M": TOKEN's job in
//                                         askr_failed_jobs and in askr_jobs
//   robusthelper integrity PATH           PRAGMA integrity_check, one line
// (make replaces fork() in the tests: a child forked from a process whose
// other threads hold locks, such as ASan's allocator's, can hang for ever.)
// Each prints one line per milestone on stdout ("locked", "started", ...).

#include "../support/lockprobe.h"
#include "askr_contracts_api.h"
#include "operations/cache/keyactions.h"
#include "operations/pubsub/subscriberactions.h"
#include "robustsupport.h"
#include "storage/session.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QRandomGenerator>
#include <QThread>
#include <QTimer>

#include <sqlite3.h>

#include <cstdio>
#include <unistd.h>

using namespace askr;

namespace {

void say(const QByteArray &line)
{
    std::fputs(line.constData(), stdout);
    std::fputc('\n', stdout);
    std::fflush(stdout);
}

int holdLock(const QString &path, int seconds)
{
    auto db = contracts::Connection::open(QFile::encodeName(path), SQLITE_OPEN_READWRITE);
    db->exec("BEGIN EXCLUSIVE");
    contracts::queue::enqueue(*db, "locker", "{\"token\":\"written-under-lock\"}", 0, 0, 1);
    say("locked");
    QThread::sleep(seconds);
    db->exec("COMMIT");
    say("released");
    return 0;
}

// Runs fn as the app runs an action: a write on a storage::Session's
// worker. Says "started" as the write begins and "LABEL N" once it reported
// N rows.
template<typename Fn>
int writeOnWorker(const QString &path, const QByteArray &label, Fn fn)
{
    storage::Session session(storage::planOpen(path, storage::OpenMode::ReadWrite));
    int rc = 2;
    QObject::connect(&session, &storage::Session::openFailed, QCoreApplication::instance(), [&](const QString &m) {
        say("error " + m.toUtf8());
        QCoreApplication::instance()->exit(1);
    });
    QObject::connect(&session, &storage::Session::schemaChanged, QCoreApplication::instance(), [&] {
        session.write(
            QCoreApplication::instance(),
            [&fn](contracts::Connection &db) {
                say("started");
                return fn(db);
            },
            [&](qint64 rows) {
                say(label + ' ' + QByteArray::number(rows));
                rc = 0;
                QCoreApplication::instance()->quit();
            },
            [&](const storage::Failure &f) {
                say("error " + f.message.toUtf8());
                rc = 1;
                QCoreApplication::instance()->quit();
            });
    });
    QCoreApplication::instance()->exec();
    return rc;
}

// The app's path for a bulk retry.
int bulkRetry(const QString &path)
{
    return writeOnWorker(path, "moved", [](contracts::Connection &db) {
        return contracts::queue::retryFailed(db, std::nullopt, std::nullopt, std::nullopt, std::nullopt, std::nullopt, std::nullopt, std::nullopt);
    });
}

// The pages' actions on a selection, run as the pages run them: the same
// function on the session's worker.
int selectionAction(const QString &path, const QByteArray &verb, int n)
{
    QList<QByteArray> names;
    for (int i = 0; i < n; ++i)
        names << (verb == "forget" ? robust::bulkKey(i) : robust::bulkName(i));
    return writeOnWorker(path, "done", [&names, verb](contracts::Connection &db) {
        return verb == "forget" ? operations::KeyActions::forget(names).apply(db) : operations::SubscriberActions::remove(names).apply(db);
    });
}

// A queue worker as the runtime runs one: its own WAL connection with a busy
// timeout, enqueueing jobs with unique tokens and claiming, acking,
// releasing and dead-lettering them, and publishing events. Prints "acked
// TOKEN" for every ack that deleted the row (the job is done), "published
// SEQ" for every event, and "enqueued N" at the end.
int work(const QString &path, int id, int seconds)
{
    auto db = contracts::Connection::open(QFile::encodeName(path), SQLITE_OPEN_READWRITE);
    // WAL as the runtime sets it; synchronous=NORMAL for more commits per
    // second, and so more interleaving with the app, in the same time.
    sqlite3_exec(db->handle(), "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL", nullptr, nullptr, nullptr);
    QRandomGenerator rng(quint32(id) * 7919u + 17u);
    QElapsedTimer clock;
    clock.start();
    int enqueued = 0;
    QByteArray acked;
    auto retrying = [&](auto fn) {
        // A busy database after the timeout: the statement did nothing; try again.
        for (;;) {
            try {
                return fn();
            } catch (const contracts::Error &e) {
                if (e.code() != SQLITE_BUSY && e.code() != SQLITE_LOCKED)
                    throw;
            }
        }
    };
    QByteArray published;
    while (clock.elapsed() < seconds * 1000) {
        const int op = int(rng.bounded(12));
        if (op < 4) {
            const QByteArray token = "w" + QByteArray::number(id) + "-" + QByteArray::number(enqueued);
            retrying([&] { return contracts::queue::enqueue(*db, "q", "{\"displayName\":\"Job\",\"token\":\"" + token + "\"}", 0, 0, 3); });
            ++enqueued;
            continue;
        }
        if (op == 4) {
            const qint64 seq = retrying([&] { return contracts::pubsub::publish(*db, "c" + QByteArray::number(id % 2), "{\"event\":\"E\"}"); }).seq.toInt();
            published += "published " + QByteArray::number(seq) + '\n';
            continue;
        }
        auto claimed = retrying([&] { return contracts::queue::claim(*db, 30, "q"); });
        if (!claimed)
            continue;
        const qint64 jobId = claimed->id.toInt();
        if (op < 8) {
            const QByteArray payload = claimed->payload.toBytes();
            if (retrying([&] { return contracts::queue::ack(*db, jobId); }) == 1) {
                const int at = payload.indexOf("\"token\":\"") + 9;
                acked += "acked " + payload.mid(at, payload.indexOf('"', at) - at) + '\n';
            }
        } else if (op < 10) {
            retrying([&] { return contracts::queue::release(*db, 0, jobId); });
        } else if (op == 10) {
            retrying([&] { return contracts::queue::deadLetter(*db, "uuid", "Worker gave up", jobId); });
        }
        // op 11: the worker "hangs" and keeps the reservation.
    }
    std::fputs(published.constData(), stdout);
    std::fputs(acked.constData(), stdout);
    say("enqueued " + QByteArray::number(enqueued));
    return 0;
}

} // namespace

namespace {

int makeDatabase(const QString &path, bool wal, bool big)
{
    auto db = robust::openRw(path);
    if (wal)
        sqlite3_exec(db->handle(), "PRAGMA journal_mode=WAL; PRAGMA wal_autocheckpoint=0;", nullptr, nullptr, nullptr);
    if (big) {
        robust::populate(*db, 2, 1, 2, 2);
        sqlite3_exec(db->handle(),
                     "INSERT INTO askr_cache (key, value, expires_at) VALUES ('big', randomblob(200 * 1024 * 1024), NULL);"
                     "INSERT INTO askr_events (channel, payload) VALUES ('big', randomblob(200 * 1024 * 1024));"
                     "INSERT INTO askr_jobs (queue, payload, available_at) VALUES ('big', randomblob(200 * 1024 * 1024), 0);"
                     "INSERT INTO askr_failed_jobs (queue, payload, attempts) VALUES ('big', randomblob(200 * 1024 * 1024), 1);",
                     nullptr, nullptr, nullptr);
    } else {
        robust::populate(*db);
    }
    say("made");
    if (wal)
        _exit(0); // no close: no checkpoint, the -wal and -shm stay
    db.reset();
    return 0;
}

int getLock(const QString &path)
{
    say(testsupport::sqliteSharedLock(QFile::encodeName(path)));
    return 0;
}

// Another process writing: it opens, writes and closes. Were it the last
// connection it would checkpoint and delete -wal and -shm on close.
int writeOutside(const QString &path, const QByteArray &token)
{
    auto db = contracts::Connection::open(QFile::encodeName(path), SQLITE_OPEN_READWRITE);
    contracts::queue::install(*db);
    const qint64 id = contracts::queue::enqueue(*db, "outside", "{\"displayName\":\"Outside\",\"token\":\"" + token + "\"}", 0, 0, 1).id.toInt();
    contracts::queue::deadLetter(*db, "uuid-" + token, "RuntimeException: written outside", id);
    db.reset();
    say("written");
    return 0;
}

QByteArray countToken(contracts::Connection &db, const char *table, const QByteArray &token)
{
    sqlite3_stmt *stmt = nullptr;
    const QByteArray query = QByteArray("SELECT count(*) FROM ") + table + " WHERE queue = 'outside' AND instr(payload, ?1) > 0";
    qint64 n = -1;
    if (sqlite3_prepare_v2(db.handle(), query.constData(), -1, &stmt, nullptr) == SQLITE_OK) {
        sqlite3_bind_blob(stmt, 1, token.constData(), int(token.size()), SQLITE_TRANSIENT);
        if (sqlite3_step(stmt) == SQLITE_ROW)
            n = sqlite3_column_int64(stmt, 0);
    }
    sqlite3_finalize(stmt);
    return QByteArray::number(n);
}

int seen(const QString &path, const QByteArray &token)
{
    auto db = contracts::Connection::open(QFile::encodeName(path), SQLITE_OPEN_READONLY);
    say("failed=" + countToken(*db, "askr_failed_jobs", token) + " jobs=" + countToken(*db, "askr_jobs", token));
    return 0;
}

int integrity(const QString &path)
{
    auto db = contracts::Connection::open(QFile::encodeName(path), SQLITE_OPEN_READONLY);
    sqlite3_stmt *stmt = nullptr;
    QByteArrayList lines;
    if (sqlite3_prepare_v2(db->handle(), "PRAGMA integrity_check", -1, &stmt, nullptr) == SQLITE_OK)
        while (sqlite3_step(stmt) == SQLITE_ROW)
            lines << reinterpret_cast<const char *>(sqlite3_column_text(stmt, 0));
    if (lines.isEmpty())
        lines << "error " + QByteArray(sqlite3_errmsg(db->handle()));
    sqlite3_finalize(stmt);
    say(lines.join(" | "));
    return 0;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() < 3)
        return 2;
    const QString verb = args.at(1);
    const QString path = args.at(2);
    try {
        if (verb == QLatin1String("lock") && args.size() > 3)
            return holdLock(path, args.at(3).toInt());
        if (verb == QLatin1String("retry"))
            return bulkRetry(path);
        if ((verb == QLatin1String("forget") || verb == QLatin1String("unsubscribe")) && args.size() > 3)
            return selectionAction(path, verb.toLatin1(), args.at(3).toInt());
        if (verb == QLatin1String("worker") && args.size() > 4)
            return work(path, args.at(3).toInt(), args.at(4).toInt());
        if (verb == QLatin1String("getlk"))
            return getLock(path);
        if (verb == QLatin1String("outside") && args.size() > 3)
            return writeOutside(path, args.at(3).toUtf8());
        if (verb == QLatin1String("seen") && args.size() > 3)
            return seen(path, args.at(3).toUtf8());
        if (verb == QLatin1String("integrity"))
            return integrity(path);
        if (verb == QLatin1String("make") && args.size() > 4)
            return makeDatabase(path, args.at(3) == QLatin1String("1"), args.at(4) == QLatin1String("1"));
    } catch (const std::exception &e) {
        say(QByteArray("error ") + e.what());
        return 1;
    }
    return 2;
}
