// askr-bench-remote: the same reads from the same data, in a local file and
// on a libSQL server (sqld on 127.0.0.1, started here with a copy of the
// file), side by side in one run (docs/performance.md, issue 18).
//
//   askr-bench-remote --db FILE [--reps N]
//
// Each read runs on the file and on the server alternately (ABBA); the
// figure is wall time, since the server's work is in another process.

#include "benchcommon.h"
#include "sqldserver.h"

#include "askr_contracts_api.h"
#include "remote/hranaexecutor.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

#include <sqlite3.h>

#include <cstdio>

using namespace askr;
using namespace askr::bench;

namespace {

// What OverviewModel::refresh() reads (the bench of bench/sql does the same).
void overviewFigures(contracts::Connection &db)
{
    contracts::queue::queueTotals(db);
    contracts::cache::cacheStats(db);
    contracts::pubsub::channelHeads(db);
    contracts::pubsub::subscribers(db);
}

contracts::Params firstPage(const char *afterName, const std::vector<const char *> &filters)
{
    contracts::Params params{{afterName, afterName == std::string("after_key") ? contracts::Value::text("") : contracts::Value::integer(0)},
                             {"page_size", contracts::Value::integer(200)}};
    for (const char *f : filters)
        params.emplace_back(f, contracts::Value());
    return params;
}

int usage()
{
    std::fprintf(stderr, "usage: askr-bench-remote --db FILE [--reps N]\n");
    return 2;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QString file;
    int reps = 20;
    const QStringList args = app.arguments();
    for (int i = 1; i < args.size(); ++i) {
        if (args[i] == QLatin1String("--db") && i + 1 < args.size())
            file = args[++i];
        else if (args[i] == QLatin1String("--reps") && i + 1 < args.size())
            reps = std::max(1, args[++i].toInt());
        else
            return usage();
    }
    if (file.isEmpty() || !QFileInfo::exists(file))
        return usage();
    try {
        // sqld adopts the database file alone: fold the WAL into it first.
        auto db = contracts::Connection::open(QFile::encodeName(file), SQLITE_OPEN_READWRITE);
        checkpoint(*db);
    } catch (const contracts::Error &e) {
        std::fprintf(stderr, "askr-bench-remote: %s\n", e.what());
        return 1;
    }
    testsupport::SqldServer server;
    testsupport::SqldServer::Options options;
    options.seedFile = file;
    if (!server.start(options)) {
        std::fprintf(stderr, "askr-bench-remote: %s\n", qPrintable(server.error()));
        return 1;
    }
    try {
        auto local = contracts::Connection::open(QFile::encodeName(file), SQLITE_OPEN_READONLY);
        remote::RemoteTarget target;
        target.url = server.url();
        target.timeoutMs = 600000;
        auto executor = std::make_unique<remote::HranaExecutor>(target);
        const remote::HranaExecutor *hrana = executor.get();
        auto remote = contracts::Connection::openRemote(std::move(executor));
        struct Item {
            QString what;
            std::function<void(contracts::Connection &)> read;
        };
        const std::vector<Item> items = {
            {QStringLiteral("overview figures (QueueTotals, CacheStats, ChannelHeads, Subscribers)"), overviewFigures},
            {QStringLiteral("first page of 200 jobs (JobsPage)"),
             [](contracts::Connection &db) {
                 contracts::execute(db, operation("queue", "JobsPage"), firstPage("after_id", {"filter_queue", "filter_state", "filter_name", "filter_text"}));
             }},
            {QStringLiteral("first page of 200 keys (KeysPage)"),
             [](contracts::Connection &db) { contracts::execute(db, operation("cache", "KeysPage"), firstPage("after_key", {"filter_glob", "filter_text"})); }},
            {QStringLiteral("first page of 200 events (EventsPage)"),
             [](contracts::Connection &db) { contracts::execute(db, operation("pubsub", "EventsPage"), firstPage("after_seq", {"filter_channel", "filter_text"})); }},
        };
        const qint64 jobs = contracts::execute(*local, operation("queue", "QueueDepths"), {}).rows.size();
        std::printf("## askr-bench-remote on %s\n\n%lld MB, %d repetitions (medians of wall time), %lld queue(s); sqld on 127.0.0.1.\n",
                    qPrintable(QFileInfo(file).fileName()), (long long)(QFileInfo(file).size() / 1000000), reps, (long long)jobs);
        std::vector<ResultRow> rows;
        for (const Item &item : items) {
            auto [onServer, inFile] = measurePair(reps, [&] { item.read(*remote); }, [&] { item.read(*local); });
            rows.push_back({item.what, QFileInfo(file).fileName(), onServer, inFile,
                            QStringLiteral("server/file by wall time: %1x").arg(onServer.median() / std::max(0.001, inFile.median()), 0, 'f', 2)});
        }
        printTable(QStringLiteral("The server (first columns) against the file (raw columns)"), rows);
        std::printf("\n%llu requests to the server, on %llu stream(s).\n", (unsigned long long)hrana->requests(), (unsigned long long)hrana->streamsBegun());
    } catch (const contracts::Error &e) {
        std::fprintf(stderr, "askr-bench-remote: %s\n", e.what());
        return 1;
    }
    return 0;
}
