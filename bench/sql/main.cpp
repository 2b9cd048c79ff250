// askr-bench: the app's database work at scale, each figure next to the same
// SQL run straight through the SQLite C API on the same file in the same run.
//
// "App" is what Askr Desk runs: the typed API of the contract documents on a
// contracts::Connection set up as the session's worker sets it up (progress
// handler included), and, where it says "model + worker", the real
// OverviewModel or a PagedTableModel asking a storage::Session and waiting for
// the answer on the event loop. "Raw" is a plain sqlite3 connection with the
// operation's statements (taken from builtinContracts(), never copied)
// prepared once, bound by name and stepped. Both run alternately, repetition by
// repetition, so that a busy machine slows both alike.
//
// Destructive parts (the retry, the runtime operations) put the database back
// as it was after each repetition.

#include "askr_contracts_api.h"
#include "benchcommon.h"
#include "models/overview/overviewmodel.h"
#include "pagedsources.h"
#include "storage/session.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QFile>
#include <QFileInfo>
#include <QTimer>

#include <sqlite3.h>

#include <cstdio>
#include <limits>

using namespace askr;
using namespace askr::bench;
using contracts::Connection;
using contracts::Value;

namespace {

struct Options {
    QString db;
    int reps = 7;
    int runtimeOps = 2000;
    int deepClaims = 10;
    bool retry = true;
    bool runtime = true;
    bool models = true;
    bool payloadOnly = false; // only the search of dead letters by payload text
    qint64 mmap = -1; // PRAGMA mmap_size for both sides; -1 leaves SQLite's default
};

// A rewrite of Claim proposed to the runtime (docs/performance.md): the same
// row, found by two index-ordered seeks instead of reading the whole queue.
// Not a contract operation; measured here next to the contract's Claim.
const char *const ProposedClaim = R"(UPDATE askr_jobs
SET reserved_until = unixepoch() + :visibility,
    attempts       = attempts + 1
WHERE id = (
  SELECT id FROM (
    SELECT * FROM (
      SELECT id, priority, available_at FROM askr_jobs
      WHERE queue = :queue AND reserved_until IS NULL AND available_at <= unixepoch()
      ORDER BY priority DESC, available_at, id LIMIT 1)
    UNION ALL
    SELECT * FROM (
      SELECT id, priority, available_at FROM askr_jobs
      WHERE queue = :queue AND reserved_until <= unixepoch() AND available_at <= unixepoch()
      ORDER BY priority DESC, available_at, id LIMIT 1)
  )
  ORDER BY priority DESC, available_at, id
  LIMIT 1
)
RETURNING id, payload, attempts)";

const Value Null;

int noProgress(void *)
{
    return 0;
}

// The connection the app's worker has: contracts::Connection with the
// session's progress handler (it is how a query is cancelled).
std::unique_ptr<Connection> openAppConnection(const QString &path)
{
    auto db = Connection::open(QFile::encodeName(path), SQLITE_OPEN_READWRITE);
    sqlite3_progress_handler(db->handle(), 1000, noProgress, nullptr);
    return db;
}

QString count(qint64 n)
{
    if (n >= 1000000 && n % 1000000 == 0)
        return QStringLiteral("%1M").arg(n / 1000000);
    if (n >= 1000 && n % 1000 == 0)
        return QStringLiteral("%1k").arg(n / 1000);
    return QString::number(n);
}

// ---- the raw side of the paged lists ----------------------------------------

struct RawList {
    List list;
    RawDb &raw;

    const char *contract() const { return list == List::Jobs ? "queue" : list == List::Keys ? "cache" : "pubsub"; }
    RawDb::Binds filters() const
    {
        switch (list) {
        case List::Jobs:
            return {{"filter_queue", Null}, {"filter_state", Null}, {"filter_name", Null}, {"filter_text", Null}};
        case List::Keys:
            return {{"filter_glob", Null}, {"filter_text", Null}};
        case List::Events:
            return {{"filter_channel", Null}, {"filter_text", Null}};
        }
        return {};
    }
    qint64 countRows()
    {
        static const char *const ops[] = {"CountJobs", "CountKeys", "CountEvents"};
        raw.run(operation(contract(), ops[int(list)]), filters());
        return raw.lastFirstColumn().toInt();
    }
    qint64 after(const Value &key, int n)
    {
        RawDb::Binds b = filters();
        b["page_size"] = Value::integer(n);
        if (list == List::Jobs) {
            b["after_id"] = Value::integer(key.isNull() ? 0 : key.toInt());
            return raw.run(operation("queue", "JobsPage"), b);
        }
        if (list == List::Keys) {
            b["after_key"] = Value::text(key.toBytes());
            return raw.run(operation("cache", "KeysPage"), b);
        }
        b["after_seq"] = Value::integer(key.isNull() ? 0 : key.toInt());
        return raw.run(operation("pubsub", "EventsPage"), b);
    }
    qint64 before(const Value &key, int n)
    {
        RawDb::Binds b = filters();
        b["page_size"] = Value::integer(n);
        const qint64 top = std::numeric_limits<qint64>::max();
        if (list == List::Jobs) {
            b["before_id"] = Value::integer(key.isNull() ? top : key.toInt());
            return raw.run(operation("queue", "JobsPageBefore"), b);
        }
        if (list == List::Keys) {
            b["before_key"] = Value::text(key.toBytes());
            return raw.run(operation("cache", "KeysPageBefore"), b);
        }
        b["before_seq"] = Value::integer(key.isNull() ? top : key.toInt());
        return raw.run(operation("pubsub", "EventsPageBefore"), b);
    }
    Value keyAt(qint64 position)
    {
        static const char *const ops[] = {"JobIdAt", "KeyAt", "EventSeqAt"};
        RawDb::Binds b = filters();
        b["position"] = Value::integer(position);
        return raw.run(operation(contract(), ops[int(list)]), b) ? raw.lastFirstColumn() : Value();
    }
    // The key at a position by arithmetic on the key range (JobIdRange,
    // EventSeqRange), null where the keys have holes and for cache keys.
    Value denseKeyAt(qint64 position, qint64 total)
    {
        if (list == List::Keys)
            return Value();
        raw.run(operation(contract(), list == List::Jobs ? "JobIdRange" : "EventSeqRange"), {});
        return models::denseKeyAt(raw.lastFirstColumn(), raw.lastSecondColumn(), position, total);
    }
    // What the app's far jump runs: the arithmetic, or the walk.
    Value jumpKey(qint64 position, qint64 total)
    {
        const Value key = denseKeyAt(position, total);
        return key.isNull() ? keyAt(position) : key;
    }
};

// ---- sections -----------------------------------------------------------------

struct Bench {
    Options opt;
    std::unique_ptr<Connection> app;
    std::unique_ptr<RawDb> raw;
    storage::Session *session = nullptr;
    qint64 jobs = 0, failed = 0, keys = 0, events = 0, channels = 0, subscribers = 0;

    void openSession()
    {
        session = new storage::Session(storage::planOpen(opt.db, storage::OpenMode::ReadWrite));
        if (!waitFor([this] { return session->schema().inspected; }, 60000))
            throw contracts::Error(SQLITE_ERROR, QStringLiteral("the session did not open %1").arg(opt.db));
    }

    void sizes()
    {
        jobs = raw->scalar("SELECT count(*) FROM askr_jobs");
        failed = raw->scalar("SELECT count(*) FROM askr_failed_jobs");
        keys = raw->scalar("SELECT count(*) FROM askr_cache");
        events = raw->scalar("SELECT count(*) FROM askr_events");
        channels = qint64(contracts::pubsub::channelHeads(*app).size());
        subscribers = raw->scalar("SELECT count(*) FROM askr_subscribers");
    }

    void overview()
    {
        using namespace contracts;
        std::vector<ResultRow> rows;
        const QString n = QStringLiteral("%1 jobs, %2 failed, %3 keys, %4 events").arg(count(jobs), count(failed), count(keys), count(events));
        // Exactly what OverviewModel::refresh() runs on the worker.
        auto appRefresh = [this] {
            qint64 ready = 0, age = 0, newest = 0, lag = 0;
            const auto totals = queue::queueTotals(*app);
            ready += totals.ready.toInt();
            age = totals.oldest_ready_age.toInt();
            const auto stats = cache::cacheStats(*app);
            ready += stats.live.toInt();
            for (const auto &h : pubsub::channelHeads(*app))
                newest = std::max(newest, h.last_seq.toInt());
            for (const auto &s : pubsub::subscribers(*app))
                lag = std::max(lag, s.lag.toInt());
            // Kept, as the model keeps them: the work must not be optimised away.
            (void)ready, (void)age, (void)newest, (void)lag;
        };
        auto rawRefreshWith = [this](const char *queueStatement) {
            raw->run(operation("queue", queueStatement), {});
            raw->run(operation("cache", "CacheStats"), {});
            raw->run(operation("pubsub", "ChannelHeads"), {});
            raw->run(operation("pubsub", "Subscribers"), {});
        };
        auto rawRefresh = [&rawRefreshWith] { rawRefreshWith("QueueTotals"); };
        auto [a, r] = measurePair(opt.reps, appRefresh, rawRefresh);
        rows.push_back({QStringLiteral("overview refresh: QueueTotals + CacheStats + ChannelHeads + Subscribers (typed API)"), n, a, r,
                        QStringLiteral("wall min %1, max %2").arg(formatMs(a.min()), formatMs(a.max()))});
        // The refresh as it was before QueueTotals (QueueDepths, grouped by
        // queue), against today's, both raw: the "before" of the same run.
        auto [before, after] = measurePair(opt.reps, [&rawRefreshWith] { rawRefreshWith("QueueDepths"); }, rawRefresh);
        rows.push_back({QStringLiteral("overview refresh with QueueDepths (before QueueTotals) vs with QueueTotals, raw"), n, before, after,
                        QStringLiteral("ratio: before / now")});
        if (opt.models) {
            openSessionOnce();
            models::OverviewModel model(session);
            auto e2e = [&model] {
                int got = 0;
                auto c = QObject::connect(&model, &models::OverviewModel::refreshed, [&got] { ++got; });
                model.refresh();
                waitFor([&got] { return got > 0; });
                QObject::disconnect(c);
            };
            auto [m, mr] = measurePair(opt.reps, e2e, rawRefresh, Stopwatch::Process);
            rows.push_back({QStringLiteral("overview refresh: OverviewModel through the session's worker"), n, m, mr,
                            QStringLiteral("refresh() to refreshed(); CPU of the whole process")});
        }
        struct One {
            const char *contract, *op, *what;
            std::function<void()> fn;
            QString n;
        };
        const std::vector<One> parts = {
            {"queue", "QueueDepths", "QueueDepths", [this] { contracts::queue::queueDepths(*app); }, QStringLiteral("%1 jobs, %2 failed").arg(count(jobs), count(failed))},
            {"queue", "QueueTotals", "QueueTotals", [this] { contracts::queue::queueTotals(*app); }, QStringLiteral("%1 jobs, %2 failed").arg(count(jobs), count(failed))},
            {"cache", "CacheStats", "CacheStats", [this] { contracts::cache::cacheStats(*app); }, QStringLiteral("%1 keys").arg(count(keys))},
            {"cache", "CacheValueBytes", "CacheValueBytes (on the overview's slower clock)", [this] { contracts::cache::cacheValueBytes(*app); },
             QStringLiteral("%1 keys").arg(count(keys))},
            {"pubsub", "ChannelHeads", "ChannelHeads", [this] { contracts::pubsub::channelHeads(*app); },
             QStringLiteral("%1 events, %2 channels").arg(count(events)).arg(channels)},
            {"pubsub", "Subscribers", "Subscribers", [this] { contracts::pubsub::subscribers(*app); },
             QStringLiteral("%1 subscribers").arg(subscribers)},
            {"pubsub", "Channels", "Channels (the full channel list with counts, not in the overview)", [this] { contracts::pubsub::channels(*app); },
             QStringLiteral("%1 events, %2 channels").arg(count(events)).arg(channels)},
        };
        for (const auto &p : parts) {
            const auto &op = operation(p.contract, p.op);
            auto [pa, pr] = measurePair(opt.reps, p.fn, [this, &op] { raw->run(op, {}); });
            rows.push_back({QString::fromLatin1(p.what), p.n, pa, pr, {}});
        }
        // Issue 31: the check for orphaned unique-job locks reads every job's
        // payload; it runs on a clock of its own (issue's bound: 2 s of CPU
        // at a million jobs).
        {
            const auto &op = operation("cache", "OrphanedLocks");
            RawDb::Binds b;
            b["after_key"] = Value::text("");
            b["page_size"] = Value::integer(1000);
            auto [oa, orr] = measurePair(opt.reps, [this] { contracts::cache::orphanedLocks(*app, QByteArray(), 1000); },
                                         [this, &op, b] { raw->run(op, b); });
            rows.push_back({QStringLiteral("OrphanedLocks (on its own slower clock)"), QStringLiteral("%1 jobs, %2 keys").arg(count(jobs), count(keys)), oa, orr,
                            QStringLiteral("bound: 2 s of CPU at 1M jobs")});
        }
        printTable(QStringLiteral("Overview"), rows);
    }

    bool sessionOpened = false;
    void openSessionOnce()
    {
        if (!sessionOpened) {
            openSession();
            sessionOpened = true;
        }
    }

    void pages(List list, qint64 total)
    {
        std::vector<ResultRow> rows;
        const QString what = QString::fromLatin1(listName(list));
        const QString n = QStringLiteral("%1 %2").arg(count(total), what);
        auto source = makeSource(list);
        RawList rawList{list, *raw};
        const int page = models::PagedTableModel::PageSize;
        const qint64 pages = (total + page - 1) / page;
        const qint64 middleFirst = (pages / 2) * page;            // first row of the middle page
        const int lastWant = int(std::min<qint64>(page, total - (pages - 1) * page));
        if (total == 0) {
            printTable(QStringLiteral("Pages of %1 (empty)").arg(what), rows);
            return;
        }

        auto [ca, cr] = measurePair(opt.reps, [&] { source->count(*app); }, [&] { rawList.countRows(); });
        rows.push_back({QStringLiteral("%1: count (the model's row count)").arg(what), n, ca, cr, {}});

        auto [fa, fr] = measurePair(opt.reps, [&] { source->after(*app, Value(), page); }, [&] { rawList.after(Value(), page); });
        rows.push_back({QStringLiteral("%1: first page (after null)").arg(what), n, fa, fr, QStringLiteral("200 rows")});

        // A far jump, as PagedTableModel::requestPage does it with no loaded
        // neighbour: the key just before the page, then the page after it.
        auto [ma, mr] = measurePair(
            opt.reps, [&] { source->after(*app, source->keyAt(*app, middleFirst - 1), page); },
            [&] { rawList.after(rawList.keyAt(middleFirst - 1), page); });
        rows.push_back({QStringLiteral("%1: middle page, far jump (keyAt(%2) + after)").arg(what).arg(middleFirst - 1), n, ma, mr, QStringLiteral("200 rows")});
        // Scrolling: the previous page is loaded, so the page continues from its last key.
        const Value prevKey = source->keyAt(*app, middleFirst - 1);
        auto [sa, sr] = measurePair(opt.reps, [&] { source->after(*app, prevKey, page); }, [&] { rawList.after(prevKey, page); });
        rows.push_back({QStringLiteral("%1: middle page, scrolling (after the previous page's key)").arg(what), n, sa, sr, QStringLiteral("200 rows")});
        auto [ka, kr] = measurePair(opt.reps, [&] { source->keyAt(*app, middleFirst - 1); }, [&] { rawList.keyAt(middleFirst - 1); });
        rows.push_back({QStringLiteral("%1: keyAt(%2) alone").arg(what).arg(middleFirst - 1), n, ka, kr, QStringLiteral("the jump's cost")});
        if (list != List::Keys) {
            // The jump as the app makes it since issue 19: the key range's two
            // ends, and first + position when they have no holes.
            const QString how = rawList.denseKeyAt(middleFirst - 1, total).isNull() ? QStringLiteral("holes: walks")
                                                                                    : QStringLiteral("no holes: arithmetic");
            auto [ja, jr] = measurePair(
                opt.reps, [&] { source->after(*app, source->jumpKey(*app, middleFirst - 1, total), page); },
                [&] { rawList.after(rawList.jumpKey(middleFirst - 1, total), page); });
            rows.push_back({QStringLiteral("%1: middle page, far jump (jumpKey(%2) + after)").arg(what).arg(middleFirst - 1), n, ja, jr,
                            QStringLiteral("200 rows; %1").arg(how)});
            auto [jka, jkr] = measurePair(
                opt.reps, [&] { source->jumpKey(*app, middleFirst - 1, total); }, [&] { rawList.jumpKey(middleFirst - 1, total); });
            rows.push_back({QStringLiteral("%1: jumpKey(%2) alone").arg(what).arg(middleFirst - 1), n, jka, jkr, how});
        }

        auto [la, lr] = measurePair(opt.reps, [&] { source->before(*app, Value(), lastWant); }, [&] { rawList.before(Value(), lastWant); });
        rows.push_back({QStringLiteral("%1: last page (before null)").arg(what), n, la, lr, QStringLiteral("%1 rows").arg(lastWant)});

        if (opt.models) {
            // The same three pages through the real PagedTableModel and the
            // session's worker: data() on the page's first row to pageLoaded.
            openSessionOnce();
            struct Pos {
                const char *name;
                qint64 row;
                std::function<void()> raw;
                Jump jump;
            };
            const Pos positions[] = {
                {"first", 0, [&] { rawList.after(Value(), page); }, Jump::Arithmetic},
                {"middle, far jump", middleFirst, [&] { rawList.after(rawList.jumpKey(middleFirst - 1, total), page); }, Jump::Arithmetic},
                {"middle, far jump by the walk (before issue 19)", middleFirst, [&] { rawList.after(rawList.keyAt(middleFirst - 1), page); },
                 Jump::Walk},
                {"last", (pages - 1) * page, [&] { rawList.before(Value(), lastWant); }, Jump::Arithmetic},
            };
            for (const Pos &pos : positions) {
                if (pos.jump == Jump::Walk && list == List::Keys)
                    continue; // keys always walk: the row above
                // A new model for each run, so that no page is loaded yet.
                std::unique_ptr<BenchListModel> model;
                auto prepare = [&] {
                    model = std::make_unique<BenchListModel>(session, list, pos.jump);
                    model->reload();
                    waitFor([&] { return !model->isLoading(); });
                    // The view's window moved there first, as dragging the
                    // scroll bar does; that loads nothing.
                    model->reveal(pos.row);
                };
                const int wanted = int(pos.row / page);
                auto e2e = [&] {
                    bool loaded = false;
                    QObject::connect(model.get(), &models::PagedTableModel::pageLoaded, [&](int p) { loaded = loaded || p == wanted; });
                    model->data(model->index(model->rowOfPosition(pos.row), 0));
                    waitFor([&] { return loaded; });
                    if (!model->rowAtPosition(pos.row))
                        std::fprintf(stderr, "warning: the %s page did not load\n", pos.name);
                };
                // The model's count is taken before the clock starts.
                prepare();
                e2e();
                Samples m, r;
                Stopwatch mw(Stopwatch::Process), rw;
                for (int i = 0; i < opt.reps; ++i) {
                    prepare();
                    mw.start();
                    e2e();
                    mw.stop(m);
                    rw.start();
                    pos.raw();
                    rw.stop(r);
                }
                model.reset();
                rows.push_back({QStringLiteral("%1: %2 page, PagedTableModel through the worker").arg(what, QLatin1String(pos.name)), n, m, r,
                                QStringLiteral("data() to pageLoaded; CPU of the whole process")});
            }
        }
        printTable(QStringLiteral("A page of 200 %1").arg(what), rows);
    }

    // ---- runtime operations: enqueue, claim, ack ---------------------------

    void runtimeOps()
    {
        using namespace contracts;
        std::vector<ResultRow> rows;
        // The runtime's settings: WAL (already in the file), synchronous=NORMAL,
        // one statement per transaction.
        app->exec("PRAGMA synchronous = NORMAL");
        raw->exec("PRAGMA synchronous = NORMAL");
        const QByteArray q = "askr-bench-runtime";
        const QByteArray payload = raw->scalar("SELECT count(*) FROM askr_jobs WHERE queue = 'askr-bench-runtime'") == 0
            ? QByteArray(R"({"uuid":"7f1c2a3e-1111-4c6b-9d0e-123456789abc","displayName":"App\\Jobs\\SendWelcomeEmail","job":"Illuminate\\Queue\\CallQueuedHandler@call","maxTries":3,"maxExceptions":null,"failOnTimeout":false,"backoff":null,"timeout":60,"retryUntil":null,"data":{"commandName":"App\\Jobs\\SendWelcomeEmail","command":"O:25:\"App\\Jobs\\SendWelcomeEmail\":2:{s:4:\"user\";O:45:\"Illuminate\\Contracts\\Database\\ModelIdentifier\":5:{s:5:\"class\";s:15:\"App\\Models\\User\";s:2:\"id\";i:123456;s:9:\"relations\";a:0:{}s:10:\"connection\";s:5:\"mysql\";s:15:\"collectionClass\";N;}s:5:\"queue\";s:6:\"emails\";}"}})")
            : QByteArray();
        if (payload.isEmpty())
            throw Error(SQLITE_ERROR, QStringLiteral("queue askr-bench-runtime is not empty; was an earlier run interrupted?"));
        const qint64 seqBefore = raw->scalar("SELECT seq FROM sqlite_sequence WHERE name = 'askr_jobs'");
        const int batch = 100; // the claim reads every job of its queue: keep the queue short
        const auto &enqueueOp = operation("queue", "Enqueue");
        const auto &claimOp = operation("queue", "Claim");
        const auto &ackOp = operation("queue", "Ack");
        struct Times {
            Samples enqueue, claim, ack;
        } appT, rawT;
        // Adds up the wall and CPU time of many short phases.
        struct Sum {
            double ms = 0, cpu = 0;
            Stopwatch w;
            void start() { w.start(); }
            void stop()
            {
                ms += w.elapsedMs();
                cpu += w.cpuMs();
            }
            void into(Samples &s) const
            {
                s.ms.push_back(ms);
                s.cpu.push_back(cpu);
            }
        };
        // The two sides take turns batch by batch (100 operations), so that
        // the machine's load and the WAL's checkpoints fall on both alike.
        auto runBoth = [&](Times &at, Times &rt, bool appFirst) {
            Sum ae, ac, aa, re, rc, ra;
            std::vector<qint64> appIds, rawIds;
            auto appBatch = [&](int phase) {
                if (phase == 0) {
                    ae.start();
                    for (int i = 0; i < batch; ++i)
                        queue::enqueue(*app, q, payload, 0, 0, 3);
                    ae.stop();
                } else if (phase == 1) {
                    appIds.clear();
                    ac.start();
                    for (int i = 0; i < batch; ++i)
                        appIds.push_back(queue::claim(*app, 300, q)->id.toInt());
                    ac.stop();
                } else {
                    aa.start();
                    for (qint64 id : appIds)
                        queue::ack(*app, id);
                    aa.stop();
                }
            };
            auto rawBatch = [&](int phase) {
                if (phase == 0) {
                    re.start();
                    for (int i = 0; i < batch; ++i)
                        raw->run(enqueueOp, {{"queue", Value::text(q)}, {"payload", Value::blob(payload)}, {"priority", Value::integer(0)},
                                             {"delay", Value::integer(0)}, {"max_attempts", Value::integer(3)}});
                    re.stop();
                } else if (phase == 1) {
                    rawIds.clear();
                    rc.start();
                    for (int i = 0; i < batch; ++i) {
                        raw->run(claimOp, {{"visibility", Value::integer(300)}, {"queue", Value::text(q)}});
                        rawIds.push_back(raw->lastFirstColumn().toInt());
                    }
                    rc.stop();
                } else {
                    ra.start();
                    for (qint64 id : rawIds)
                        raw->run(ackOp, {{"id", Value::integer(id)}});
                    ra.stop();
                }
            };
            for (int done = 0; done < opt.runtimeOps; done += batch) {
                const bool first = appFirst == ((done / batch) % 2 == 0);
                // Each side claims only what it enqueued: the app's batch is
                // enqueued, claimed and acked before the raw side enqueues.
                for (int side = 0; side < 2; ++side)
                    for (int phase = 0; phase < 3; ++phase) {
                        if ((side == 0) == first)
                            appBatch(phase);
                        else
                            rawBatch(phase);
                    }
            }
            ae.into(at.enqueue);
            ac.into(at.claim);
            aa.into(at.ack);
            re.into(rt.enqueue);
            rc.into(rt.claim);
            ra.into(rt.ack);
        };
        Times warmApp, warmRaw;
        runBoth(warmApp, warmRaw, true);
        for (int i = 0; i < opt.reps; ++i)
            runBoth(appT, rawT, i % 2 == 0);
        auto perSecond = [&](double ms) { return double(opt.runtimeOps) / (ms / 1000.0); };
        auto add = [&](const char *name, const Samples &a, const Samples &r) {
            // Rates: the ratio columns are app/raw time, so 1.25x the time is 0.8x the rate.
            rows.push_back({QStringLiteral("%1 (one statement per transaction)").arg(QLatin1String(name)), QStringLiteral("%1 ops").arg(opt.runtimeOps), a, r,
                            QStringLiteral("%1/s app, %2/s raw: %3x the raw rate (by CPU: %4x)")
                                .arg(qRound(perSecond(a.median())))
                                .arg(qRound(perSecond(r.median())))
                                .arg(QString::number(perSecond(a.median()) / perSecond(r.median()), 'f', 2))
                                .arg(QString::number(r.cpuMedian() / a.cpuMedian(), 'f', 2))});
        };
        add("enqueue", appT.enqueue, rawT.enqueue);
        add("claim (queue of at most 100 jobs)", appT.claim, rawT.claim);
        add("ack", appT.ack, rawT.ack);

        // Claims from a deep queue: the claim reads every job of its queue
        // (see docs/performance.md). Inside a transaction that is rolled back,
        // so that the database stays as it is.
        const QByteArray deep = raw->runSql("SELECT queue, count(*) AS n FROM askr_jobs GROUP BY queue ORDER BY n DESC LIMIT 1") ? raw->lastFirstColumn().toBytes() : QByteArray();
        if (!deep.isEmpty() && opt.deepClaims > 0) {
            const qint64 depth = raw->scalar("SELECT count(*) FROM askr_jobs WHERE queue = :queue", {{"queue", Value::text(deep)}});
            auto [da, dr] = measurePair(
                opt.reps,
                [&] {
                    app->exec("BEGIN");
                    for (int i = 0; i < opt.deepClaims; ++i)
                        queue::claim(*app, 300, deep);
                    app->exec("ROLLBACK");
                },
                [&] {
                    raw->exec("BEGIN");
                    for (int i = 0; i < opt.deepClaims; ++i)
                        raw->run(claimOp, {{"visibility", Value::integer(300)}, {"queue", Value::text(deep)}});
                    raw->exec("ROLLBACK");
                });
            rows.push_back({QStringLiteral("%1 claims from the deepest queue (%2), rolled back").arg(opt.deepClaims).arg(QString::fromUtf8(deep)),
                            QStringLiteral("%1 jobs in the queue").arg(count(depth)), da, dr, QStringLiteral("all the claims together")});
            // The rewrite must pick the very same jobs.
            std::vector<qint64> contractIds, proposedIds;
            auto claimAll = [&](bool proposed, std::vector<qint64> *ids) {
                raw->exec("BEGIN");
                for (int i = 0; i < opt.deepClaims; ++i) {
                    const RawDb::Binds b = {{"visibility", Value::integer(300)}, {"queue", Value::text(deep)}};
                    if (proposed)
                        raw->runSql(ProposedClaim, b);
                    else
                        raw->run(claimOp, b);
                    if (ids)
                        ids->push_back(raw->lastFirstColumn().toInt());
                }
                raw->exec("ROLLBACK");
            };
            claimAll(false, &contractIds);
            claimAll(true, &proposedIds);
            auto [pa, pr] = measurePair(opt.reps, [&] { claimAll(true, nullptr); }, [&] { claimAll(false, nullptr); });
            rows.push_back({QStringLiteral("the same claims with the proposed Claim (raw) vs the contract's Claim (raw)"),
                            QStringLiteral("%1 jobs in the queue").arg(count(depth)), pa, pr,
                            contractIds == proposedIds ? QStringLiteral("same jobs claimed, in the same order") : QStringLiteral("DIFFERENT jobs claimed")});
        }
        raw->exec("UPDATE sqlite_sequence SET seq = " + std::to_string(seqBefore) + " WHERE name = 'askr_jobs'");
        printTable(QStringLiteral("Runtime operations (WAL, synchronous=NORMAL, one connection)"), rows);
    }

    // ---- retry of every dead letter -----------------------------------------

    // Dead letters by payload text (issue 32): CountFailed and the first
    // FailedPage with only :filter_payload set, against SQLite running the
    // same scan by hand. No index helps, so both read every payload; the
    // needles are part of a model id few payloads hold, and a model class a
    // quarter of them hold (as the JSON escapes it).
    void payloadSearch()
    {
        using namespace contracts;
        std::vector<ResultRow> rows;
        const QString n = QStringLiteral("%1 dead letters").arg(count(failed));
        const int page = models::PagedTableModel::PageSize;
        for (const char *needle : {"i:42424", "App\\\\Models\\\\Invoice"}) {
            const QByteArray text(needle);
            const RawDb::Binds binds = {{"needle", Value::text(text)}};
            const qint64 matching = raw->scalar("SELECT count(*) FROM askr_failed_jobs WHERE instr(CAST(payload AS TEXT), :needle) > 0", binds);
            queue::CountFailedParams cp;
            cp.filter_payload = text;
            auto [ca, cr] = measurePair(
                opt.reps, [&] { queue::countFailed(*app, cp); },
                [&] { raw->scalar("SELECT count(*) FROM askr_failed_jobs WHERE instr(CAST(payload AS TEXT), :needle) > 0", binds); });
            rows.push_back({QStringLiteral("CountFailed, payload contains '%1' (typed API) vs raw count(*) … instr(CAST(payload AS TEXT))")
                                .arg(QString::fromLatin1(needle)),
                            n, ca, cr, QStringLiteral("%1 match").arg(count(matching))});
            queue::FailedPageParams fp;
            fp.filter_payload = text;
            fp.after_id = 0;
            fp.page_size = page;
            auto [pa, pr] = measurePair(
                opt.reps, [&] { queue::failedPage(*app, fp); },
                [&] {
                    raw->runSql("SELECT id, uuid, queue, length(payload) FROM askr_failed_jobs WHERE instr(CAST(payload AS TEXT), :needle) > 0 "
                                "ORDER BY id LIMIT 200",
                                binds);
                });
            rows.push_back({QStringLiteral("FailedPage, first page, payload contains '%1' (typed API) vs raw").arg(QString::fromLatin1(needle)), n,
                            pa, pr, QStringLiteral("up to %1 rows").arg(page)});
        }
        printTable(QStringLiteral("Dead letters by payload text"), rows);
    }

    void retry()
    {
        using namespace contracts;
        std::vector<ResultRow> rows;
        if (failed == 0)
            return;
        // Kept on the raw connection, to put the dead letters back after each run.
        raw->exec("DROP TABLE IF EXISTS temp.bench_failed");
        raw->exec("CREATE TEMP TABLE bench_failed AS SELECT * FROM askr_failed_jobs");
        const qint64 maxJob = raw->scalar("SELECT coalesce(max(id), 0) FROM askr_jobs");
        const qint64 seqJobs = raw->scalar("SELECT coalesce((SELECT seq FROM sqlite_sequence WHERE name = 'askr_jobs'), 0)");
        auto restore = [&] {
            raw->exec("BEGIN IMMEDIATE");
            raw->exec("DELETE FROM askr_jobs WHERE id > " + std::to_string(maxJob));
            raw->exec("DELETE FROM askr_failed_jobs");
            raw->exec("INSERT INTO askr_failed_jobs SELECT * FROM temp.bench_failed ORDER BY id");
            raw->exec("UPDATE sqlite_sequence SET seq = " + std::to_string(seqJobs) + " WHERE name = 'askr_jobs'");
            raw->exec("COMMIT");
            raw->exec("PRAGMA wal_checkpoint(TRUNCATE)");
        };
        auto check = [&](qint64 moved) {
            if (moved != failed)
                throw Error(SQLITE_ERROR, QStringLiteral("retry moved %1 rows, expected %2").arg(moved).arg(failed));
        };
        const auto &retryOp = operation("queue", "RetryFailed");
        const RawDb::Binds noFilter = {{"filter_queue", Null}, {"filter_name", Null}, {"filter_text", Null}, {"filter_signature", Null}, {"failed_from", Null}, {"failed_to", Null}, {"filter_payload", Null}};
        // What a person would write by hand to retry everything.
        auto handWritten = [&] {
            qint64 moved = 0;
            raw->exec("BEGIN IMMEDIATE");
            raw->runSql("INSERT INTO askr_jobs (queue, payload, available_at) SELECT queue, payload, unixepoch() FROM askr_failed_jobs ORDER BY id", {}, &moved);
            raw->exec("DELETE FROM askr_failed_jobs");
            raw->exec("COMMIT");
            check(moved);
        };
        Samples app_, appAll, rawContract, hand;
        Stopwatch t;
        for (int i = 0; i < std::max(3, opt.reps / 2 + 1); ++i) {
            t.start();
            check(queue::retryFailed(*app, queue::RetryFailedParams{}));
            t.stop(app_);
            restore();
            t.start();
            check(queue::retryAllFailed(*app));
            t.stop(appAll);
            restore();
            t.start();
            handWritten();
            t.stop(hand);
            restore();
            qint64 changes = 0;
            t.start();
            raw->run(retryOp, noFilter, &changes);
            t.stop(rawContract);
            check(changes);
            restore();
        }
        raw->exec("DROP TABLE temp.bench_failed");
        const QString n = QStringLiteral("%1 dead letters, %2 jobs").arg(count(failed), count(jobs));
        rows.push_back({QStringLiteral("RetryFailed, no filter (typed API) vs hand-written INSERT…SELECT + DELETE"), n, app_, hand,
                        QStringLiteral("one transaction each")});
        rows.push_back({QStringLiteral("RetryAllFailed (typed API) vs hand-written INSERT…SELECT + DELETE"), n, appAll, hand,
                        QStringLiteral("what the app should run when no filter is set")});
        rows.push_back({QStringLiteral("RetryFailed's own SQL through the C API vs hand-written"), n, rawContract, hand,
                        QStringLiteral("the SQL's share of the difference")});
        rows.push_back({QStringLiteral("RetryFailed (typed API) vs its own SQL through the C API"), n, app_, rawContract,
                        QStringLiteral("the app layer's share")});
        printTable(QStringLiteral("Retry of every dead letter"), rows);
    }
};

int usage()
{
    std::fprintf(stderr,
                 "usage: askr-bench --db FILE [--reps N] [--runtime-ops N] [--deep-claims N]\n"
                 "                  [--no-retry] [--no-runtime] [--no-models] [--payload-only] [--mmap BYTES]\n"
                 "Prints Markdown tables: the app's operations next to the same SQL through the\n"
                 "SQLite C API. The database is put back as it was after the retry and the\n"
                 "runtime operations. Make FILE with askr-bench-gen. --mmap sets PRAGMA mmap_size\n"
                 "on both sides (not on the session's worker) to show what memory-mapped reads change.\n");
    return 2;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication qapp(argc, argv);
    Options opt;
    const QStringList args = qapp.arguments();
    for (int i = 1; i < args.size(); ++i) {
        const QString &a = args[i];
        auto number = [&](int &target) {
            bool ok = false;
            if (i + 1 < args.size())
                target = args[++i].toInt(&ok);
            if (!ok || target < 0) {
                std::fprintf(stderr, "%s needs a number\n", qPrintable(a));
                std::exit(2);
            }
        };
        if (a == QLatin1String("--db") && i + 1 < args.size())
            opt.db = args[++i];
        else if (a == QLatin1String("--reps"))
            number(opt.reps);
        else if (a == QLatin1String("--runtime-ops"))
            number(opt.runtimeOps);
        else if (a == QLatin1String("--deep-claims"))
            number(opt.deepClaims);
        else if (a == QLatin1String("--no-retry"))
            opt.retry = false;
        else if (a == QLatin1String("--no-runtime"))
            opt.runtime = false;
        else if (a == QLatin1String("--no-models"))
            opt.models = false;
        else if (a == QLatin1String("--payload-only"))
            opt.payloadOnly = true;
        else if (a == QLatin1String("--mmap") && i + 1 < args.size())
            opt.mmap = args[++i].toLongLong();
        else
            return usage();
    }
    if (opt.db.isEmpty() || !QFileInfo::exists(opt.db))
        return usage();
    opt.reps = std::max(1, opt.reps);
    opt.runtimeOps = std::max(100, opt.runtimeOps / 100 * 100);

    try {
        Bench b;
        b.opt = opt;
        b.app = openAppConnection(opt.db);
        b.raw = std::make_unique<RawDb>(QFile::encodeName(opt.db));
        if (opt.mmap >= 0) {
            const std::string pragma = "PRAGMA mmap_size = " + std::to_string(opt.mmap);
            b.app->exec(pragma);
            b.raw->exec(pragma);
        }
        b.sizes();
        std::printf("## askr-bench on %s\n\n", qPrintable(QFileInfo(opt.db).fileName()));
        std::printf("SQLite %s, %lld MB, %d repetitions (medians), %lld jobs, %lld dead letters, %lld keys, %lld events in %lld channels, %lld subscribers.\n",
                    sqlite3_libversion(), (long long)(QFileInfo(opt.db).size() / 1000000), opt.reps, (long long)b.jobs, (long long)b.failed,
                    (long long)b.keys, (long long)b.events, (long long)b.channels, (long long)b.subscribers);
        if (opt.mmap >= 0)
            std::printf("PRAGMA mmap_size = %lld on the typed API's and the raw connection (not on the session's worker).\n", (long long)opt.mmap);
        std::fflush(stdout);
        if (opt.payloadOnly) {
            b.payloadSearch();
            return 0;
        }
        b.overview();
        b.pages(List::Jobs, b.jobs);
        b.pages(List::Keys, b.keys);
        b.pages(List::Events, b.events);
        b.payloadSearch();
        // The session's worker polls; it would only disturb what follows.
        delete b.session;
        b.session = nullptr;
        if (opt.runtime)
            b.runtimeOps();
        if (opt.retry)
            b.retry();
        delete b.session;
    } catch (const contracts::Error &e) {
        std::fprintf(stderr, "askr-bench: %s\n", e.what());
        return 1;
    }
    return 0;
}
