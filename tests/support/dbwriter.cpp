// Another process writing a database, as the runtime does, for tests that
// would otherwise fork(): a child forked from a test whose other threads
// (Qt's, the session's worker, ASan's allocator) hold locks can hang for
// ever on them (app_fleet did so in CI). Usage:
//   dbwriter PATH publish CHANNEL N [enqueue QUEUE N] ...
//                                       N events (or jobs), one commit
//                                       each, in the order given, on one
//                                       connection
//   dbwriter PATH commits N             WAL, synchronous=NORMAL, N commits of
//                                       200 bytes; exits without closing (a
//                                       closing connection would checkpoint
//                                       and delete the -wal); prints the
//                                       -wal's size
//   dbwriter PATH hold MS               BEGIN EXCLUSIVE, DELETE FROM
//                                       askr_jobs, prints "locked", waits MS,
//                                       rolls back
//   dbwriter PATH make WAL DIE JOBS EVENTS
//                                       creates the queue and pub/sub tables
//                                       (WAL=1: in WAL mode, without
//                                       checkpoints), adds JOBS jobs and
//                                       EVENTS events; DIE=1 exits without
//                                       closing (keeps -wal and -shm)
// Exits 0 when done, 2 on bad arguments, 1 on an SQLite error (printed).

#include "askr_contracts_api.h"

#include <QByteArray>
#include <QFileInfo>
#include <QString>

#include <sqlite3.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <thread>
#include <unistd.h>

using namespace askr;

namespace {

int usage()
{
    std::fputs("usage: dbwriter PATH {publish CHANNEL N | enqueue QUEUE N}... | commits N | hold MS | make WAL DIE JOBS EVENTS\n", stderr);
    return 2;
}

int run(int argc, char **argv)
{
    const QByteArray path = argv[1];
    const QByteArray op = argv[2];
    auto arg = [&](int i) { return i < argc ? std::atoi(argv[i]) : -1; };
    if ((op == "publish" || op == "enqueue") && (argc - 2) % 3 == 0) {
        auto db = contracts::Connection::open(path, SQLITE_OPEN_READWRITE);
        for (int at = 2; at < argc; at += 3) {
            const QByteArray what = argv[at];
            if (what != "publish" && what != "enqueue")
                return usage();
            for (int i = 0; i < arg(at + 2); ++i) {
                if (what == "publish")
                    contracts::pubsub::publish(*db, argv[at + 1], "{}");
                else
                    contracts::queue::enqueue(*db, argv[at + 1], "{}", 0, 0, 3);
            }
        }
        return 0;
    }
    if (op == "commits" && argc == 4) {
        auto db = contracts::Connection::open(path, SQLITE_OPEN_READWRITE);
        db->exec("PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;");
        for (int i = 0; i < arg(3); ++i)
            contracts::queue::enqueue(*db, "mail", QByteArray(200, 'x'), 0, 0, 3);
        std::printf("%lld\n", static_cast<long long>(QFileInfo(QString::fromLocal8Bit(path) + QStringLiteral("-wal")).size()));
        std::fflush(stdout);
        _exit(0);
    }
    if (op == "hold" && argc == 4) {
        auto db = contracts::Connection::open(path, SQLITE_OPEN_READWRITE);
        db->exec("BEGIN EXCLUSIVE; DELETE FROM askr_jobs;");
        std::puts("locked");
        std::fflush(stdout);
        std::this_thread::sleep_for(std::chrono::milliseconds(arg(3)));
        db->exec("ROLLBACK");
        return 0;
    }
    if (op == "make" && argc == 7) {
        auto db = contracts::Connection::open(path, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
        if (arg(3) == 1)
            db->exec("PRAGMA journal_mode=WAL; PRAGMA wal_autocheckpoint=0;");
        contracts::queue::install(*db);
        contracts::pubsub::install(*db);
        for (int i = 0; i < arg(5); ++i)
            contracts::queue::enqueue(*db, "default", "{\"displayName\":\"App\\\\Jobs\\\\Mail\"}", 0, 0, 3);
        for (int i = 0; i < arg(6); ++i)
            contracts::pubsub::publish(*db, "orders", "{}");
        if (arg(4) == 1)
            _exit(0);
        return 0;
    }
    return usage();
}

} // namespace

int main(int argc, char **argv)
{
    if (argc < 3)
        return usage();
    try {
        return run(argc, argv);
    } catch (const contracts::Error &e) {
        std::fprintf(stderr, "dbwriter: %s\n", e.message().toLocal8Bit().constData());
        return 1;
    }
}
