// status, init, simulate.

#include "cli.h"
#include "output.h"
#include "queuerates.h"
#include "operations/activity/activitylog.h"
#include "operations/activity/recordactivity.h"
#include "operations/database/integrity.h"
#include "operations/database/schemas.h"
#include "operations/database/totals.h"

#include "askr_contracts_api.h"
#include "storage/remoteaddress.h"
#include "simulator.h"

#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QThread>

namespace askr::cli {

using namespace askr::contracts;

namespace {

QString modeId(storage::OpenMode mode)
{
    switch (mode) {
    case storage::OpenMode::ReadWrite:
        return QStringLiteral("read-write");
    case storage::OpenMode::Snapshot:
        return QStringLiteral("snapshot");
    case storage::OpenMode::ReadOnlyLive:
    case storage::OpenMode::Auto:
        break;
    }
    return QStringLiteral("read-only");
}

// ---- status ---------------------------------------------------------------------

// One primitive's line of the summary: figures when present, else why not.
struct Summary
{
    QJsonObject json;
    QString text;
    QStringList problems; // one line each, after the summary
};

Summary absent(const storage::PrimitiveReport &p)
{
    Summary s;
    s.json.insert(QStringLiteral("present"), false);
    if (p.errors.isEmpty()) {
        s.text = tr("not present");
    } else {
        s.json.insert(QStringLiteral("errors"), QJsonArray::fromStringList(p.errors));
        s.text = tr("unusable: %1").arg(p.errors.join(QLatin1String("; ")));
    }
    return s;
}

Summary queueSummary(Context &ctx, Connection &db)
{
    if (!ctx.schema().queue.present)
        return absent(ctx.schema().queue);
    const auto t = operations::database::queueTotalsByQueue(db);
    Summary s;
    s.json = { { QStringLiteral("present"), true }, { QStringLiteral("queues"), t.queues }, { QStringLiteral("ready"), t.ready },
        { QStringLiteral("delayed"), t.delayed }, { QStringLiteral("reserved"), t.reserved }, { QStringLiteral("failed"), t.failed },
        { QStringLiteral("jobs"), t.jobs }, { QStringLiteral("oldest_ready_age"), t.oldestReadyAge } };
    s.text = tr("%1: %2 ready, %3 delayed, %4 reserved, %5 failed")
                 .arg(plural(t.queues, QT_TRANSLATE_NOOP("askr::cli", "%1 queue"), QT_TRANSLATE_NOOP("askr::cli", "%1 queues")))
                 .arg(t.ready)
                 .arg(t.delayed)
                 .arg(t.reserved)
                 .arg(t.failed);
    if (t.ready > 0)
        s.text += tr("; the oldest ready job has waited %1").arg(compactDuration(t.oldestReadyAge));

    const QueueRates rates = QueueRates::measure(ctx, db);
    const QJsonObject ratesJson = rates.json();
    for (auto it = ratesJson.constBegin(); it != ratesJson.constEnd(); ++it)
        s.json.insert(it.key(), it.value());
    s.json.insert(QStringLiteral("processed_per_minute"), rates.known() ? QJsonValue(rates.total.processed) : QJsonValue());
    s.json.insert(QStringLiteral("failed_per_minute"), rates.known() ? QJsonValue(rates.total.failed) : QJsonValue());
    if (rates.known())
        s.text += tr("; %1 done and %2 failed a minute, %3")
                      .arg(QString::number(rates.total.processed, 'f', 1), QString::number(rates.total.failed, 'f', 1), rates.describe());
    else
        s.text += tr("; no rates: %1").arg(rates.note);
    QJsonArray problems;
    for (const auto &q : rates.snapshot.queues) {
        const operations::QueueVerdict v = rates.verdicts.value(q.queue.toBytes());
        if (v.health == operations::QueueHealth::Ok)
            continue;
        problems.append(QJsonObject { { QStringLiteral("queue"), json(q.queue) }, { QStringLiteral("health"), healthKey(v.health) },
            { QStringLiteral("diagnosis"), v.reason } });
        s.problems << tr("%1 is %2: %3").arg(cell(q.queue), healthText(v.health), v.reason);
    }
    s.json.insert(QStringLiteral("problems"), problems);
    return s;
}

Summary cacheSummary(Context &ctx, Connection &db)
{
    if (!ctx.schema().cache.present)
        return absent(ctx.schema().cache);
    const auto stats = operations::database::cacheTotals(db);
    const qint64 valueBytes = operations::database::cacheValueBytes(db);
    const auto locks = operations::database::countLocks(db, defaultLockPatterns());
    const qint64 tags = operations::database::countTags(db);
    Summary s;
    s.json = { { QStringLiteral("present"), true }, { QStringLiteral("live"), stats.live }, { QStringLiteral("sessions"), stats.sessions },
        { QStringLiteral("expired"), stats.expired }, { QStringLiteral("value_bytes"), valueBytes },
        { QStringLiteral("locks"), locks.locks }, { QStringLiteral("stale_locks"), locks.stale }, { QStringLiteral("tags"), tags } };
    s.text = tr("%1, %2 expired, %3 of values; %4 (%5 stale), %6")
                 .arg(plural(stats.live, QT_TRANSLATE_NOOP("askr::cli", "%1 live key"), QT_TRANSLATE_NOOP("askr::cli", "%1 live keys")))
                 .arg(stats.expired)
                 .arg(bytes(valueBytes))
                 .arg(plural(locks.locks, QT_TRANSLATE_NOOP("askr::cli", "%1 lock"), QT_TRANSLATE_NOOP("askr::cli", "%1 locks")))
                 .arg(locks.stale)
                 .arg(plural(tags, QT_TRANSLATE_NOOP("askr::cli", "%1 tag"), QT_TRANSLATE_NOOP("askr::cli", "%1 tags")));
    if (stats.sessions > 0)
        s.text += tr("; %1 (askr:sess:*, not counted as keys)")
                      .arg(plural(stats.sessions, QT_TRANSLATE_NOOP("askr::cli", "%1 live session"), QT_TRANSLATE_NOOP("askr::cli", "%1 live sessions")));
    return s;
}

Summary pubsubSummary(Context &ctx, Connection &db)
{
    if (!ctx.schema().pubsub.present)
        return absent(ctx.schema().pubsub);
    const qint64 events = operations::database::countEvents(db);
    const auto t = operations::database::pubsubTotals(db);
    const qint64 head = operations::database::currentSeq(db);
    const QJsonValue laggard = t.furthestBehind.isNull() ? QJsonValue() : json(t.furthestBehind);
    Summary s;
    s.json = { { QStringLiteral("present"), true }, { QStringLiteral("events"), events }, { QStringLiteral("channels"), t.channels },
        { QStringLiteral("head"), head }, { QStringLiteral("subscribers"), t.subscribers }, { QStringLiteral("max_lag"), t.maxLag },
        { QStringLiteral("max_lag_subscriber"), laggard } };
    s.text = tr("%1 on %2, head %3; %4")
                 .arg(plural(events, QT_TRANSLATE_NOOP("askr::cli", "%1 event"), QT_TRANSLATE_NOOP("askr::cli", "%1 events")),
                     plural(t.channels, QT_TRANSLATE_NOOP("askr::cli", "%1 channel"), QT_TRANSLATE_NOOP("askr::cli", "%1 channels")))
                 .arg(head)
                 .arg(plural(t.subscribers, QT_TRANSLATE_NOOP("askr::cli", "%1 subscriber"), QT_TRANSLATE_NOOP("askr::cli", "%1 subscribers")));
    if (t.subscribers > 0)
        s.text += tr(", the furthest behind is %1 with a lag of %2").arg(laggard.toString()).arg(t.maxLag);
    return s;
}

// A snapshot opens with immutable=1, which reports "delete" even for a
// WAL database; the file's header says what it is.
QString journalMode(const Context &ctx)
{
    return ctx.plan().isWal ? QStringLiteral("wal") : ctx.schema().journalMode;
}

void status(Context &ctx)
{
    Connection &db = ctx.openForRead();
    const Summary q = queueSummary(ctx, db);
    const Summary c = cacheSummary(ctx, db);
    const Summary p = pubsubSummary(ctx, db);
    QStringList issues;
    for (const auto *r : { &ctx.schema().queue, &ctx.schema().cache, &ctx.schema().pubsub })
        issues << r->warnings;
    if (ctx.json) {
        ctx.printJson(QJsonObject { { QStringLiteral("database"), ctx.path }, { QStringLiteral("mode"), modeId(ctx.plan().mode) },
            { QStringLiteral("journal_mode"), journalMode(ctx) }, { QStringLiteral("queue"), q.json }, { QStringLiteral("cache"), c.json },
            { QStringLiteral("pubsub"), p.json }, { QStringLiteral("warnings"), QJsonArray::fromStringList(issues) } });
        return;
    }
    QList<std::pair<QString, QString>> fields = { { tr("database"), ctx.path }, { tr("mode"), storage::modeName(ctx.plan().mode) },
        { tr("journal"), journalMode(ctx) }, { tr("queue"), q.text }, { tr("cache"), c.text }, { tr("pub/sub"), p.text } };
    for (const QString &problem : std::as_const(q.problems))
        fields.append({ tr("problem"), problem });
    for (const QString &w : std::as_const(issues))
        fields.append({ tr("warning"), w });
    printFields(ctx.out, fields);
}

// ---- check ----------------------------------------------------------------------

void check(Context &ctx)
{
    // The window's Check Integrity: the same operation and words; exit 1
    // when the file is damaged.
    Connection &db = ctx.openForRead();
    const QStringList lines = operations::database::quickCheckLines(db);
    const bool ok = operations::database::integrityOk(lines);
    if (ctx.json) {
        ctx.printJson(QJsonObject { { QStringLiteral("database"), ctx.path }, { QStringLiteral("ok"), ok },
            { QStringLiteral("findings"), QJsonArray::fromStringList(ok ? QStringList() : lines) } });
        if (!ok)
            throw Failure { tr("%1 is damaged.").arg(ctx.path) };
        return;
    }
    if (!ok)
        throw Failure { operations::database::integrityReport(ctx.path, lines) };
    ctx.out << operations::database::integrityReport(ctx.path, lines) << '\n';
}

// ---- init -----------------------------------------------------------------------

void init(Context &ctx)
{
    if (ctx.readOnly)
        throw Failure { tr("Nothing was changed: 'init' writes the schemas and --read-only was given.") };
    const QFileInfo info(ctx.path);
    // A server's database exists as soon as the server serves it.
    if (!storage::isRemoteUrl(ctx.path) && !info.exists()) {
        if (!info.absoluteDir().exists())
            throw Failure { tr("The folder %1 does not exist; create it first.").arg(info.absolutePath()) };
        QFile file(ctx.path);
        if (!file.open(QIODevice::WriteOnly))
            throw Failure { tr("Could not create %1: %2.").arg(ctx.path, file.errorString()) };
    }
    Connection &db = ctx.openForWrite();
    const qint64 objects = operations::database::countSchemaObjects(db);
    if (objects > 0)
        throw Failure { tr("%1 already holds %2; init only installs into a new or empty database. Nothing was changed.")
                            .arg(ctx.path,
                                plural(objects, QT_TRANSLATE_NOOP("askr::cli", "%1 schema object"), QT_TRANSLATE_NOOP("askr::cli", "%1 schema objects"))) };
    // The same logged action as the window's New Database.
    operations::recordActivity(operations::database::SchemaActions::installTables(ctx.path, operations::database::allContracts()), operations::ActivityRun::sourceOf(ctx.path),
                               operations::Origin::Cli, operations::ActivityLog::defaultPath())
        .apply(db);
    const QString journal = operations::database::journalMode(db);
    if (ctx.json) {
        ctx.printJson(QJsonObject { { QStringLiteral("database"), ctx.path }, { QStringLiteral("journal_mode"), journal },
            { QStringLiteral("installed"), QJsonArray { QStringLiteral("queue"), QStringLiteral("cache"), QStringLiteral("pubsub") } } });
        return;
    }
    ctx.out << tr("Installed the queue, cache and pub/sub tables into %1 (journal mode %2).").arg(ctx.path, journal) << '\n';
}

// ---- simulate -------------------------------------------------------------------

void declareSimulate(QCommandLineParser &p)
{
    p.addOption({ QStringLiteral("rate"), tr("Contract operations per second, all actors together (default 50)."), QStringLiteral("n") });
    p.addOption({ QStringLiteral("duration"), tr("Run this long: 90, 90s, 15m, 2h (default 10s); 0 runs until interrupted."),
        QStringLiteral("duration") });
    p.addOption({ QStringLiteral("seed"), tr("Seed of every actor's choices (default 1)."), QStringLiteral("n") });
    p.addOption({ QStringLiteral("workers"), tr("Queue workers, each with its own connection (default 3)."), QStringLiteral("n") });
    p.addOption({ QStringLiteral("history"), tr("First write an hour of past activity, as the demo does.") });
}

void simulate(Context &ctx)
{
    simulator::Options options;
    options.path = ctx.path;
    options.token = ctx.token;
    options.rate = double(ctx.integer(QStringLiteral("rate"), 50, 1, 100000));
    options.seed = quint32(ctx.integer(QStringLiteral("seed"), 1, 0, std::numeric_limits<quint32>::max()));
    options.workers = int(ctx.integer(QStringLiteral("workers"), 3, 1, 64));
    const qint64 duration = ctx.duration(QStringLiteral("duration")).value_or(10);
    if (ctx.readOnly)
        throw Failure { tr("Nothing was changed: 'simulate' writes a workload and --read-only was given.") };
    bool installed = false;
    // A server's database always exists; an empty one gets the schemas too.
    const bool remote = storage::isRemoteUrl(ctx.path);
    if (remote ? operations::database::countSchemaObjects(ctx.openForWrite()) == 0 : !QFileInfo::exists(ctx.path) || QFileInfo(ctx.path).size() == 0) {
        if (!remote) {
            QFile file(ctx.path);
            if (!file.open(QIODevice::WriteOnly))
                throw Failure { tr("Could not create %1: %2.").arg(ctx.path, file.errorString()) };
            file.close();
        }
        operations::database::installSchemas(ctx.openForWrite());
        installed = true;
    } else {
        ctx.openForWrite();
        ctx.require(Primitive::Queue);
        ctx.require(Primitive::Cache);
        ctx.require(Primitive::PubSub);
    }
    if (ctx.isSet(QStringLiteral("history")))
        simulator::seedHistory(ctx.db(), options.seed);

    installInterruptHandler();
    simulator::Simulator sim(options);
    sim.start();
    QElapsedTimer timer;
    timer.start();
    while (!interrupted() && (duration == 0 || timer.elapsed() < duration * 1000))
        QThread::msleep(50);
    sim.stop();
    const simulator::Stats stats = sim.stats();
    const double seconds = double(timer.elapsed()) / 1000.0;
    if (ctx.json) {
        QJsonObject o = stats.toJson();
        o.insert(QStringLiteral("database"), ctx.path);
        o.insert(QStringLiteral("installed"), installed);
        o.insert(QStringLiteral("seconds"), qRound(seconds * 10) / 10.0);
        o.insert(QStringLiteral("rate"), options.rate);
        ctx.printJson(o);
        return;
    }
    QList<std::pair<QString, QString>> fields;
    for (int i = 0; i < simulator::counterCount; ++i) {
        const auto c = simulator::Counter(i);
        fields.append(
            { QString::fromLatin1(simulator::Stats::name(c)).replace(QLatin1Char('_'), QLatin1Char(' ')), QString::number(stats[c]) });
    }
    if (!stats.lastError.isEmpty())
        fields.append({ tr("last error"), stats.lastError });
    ctx.out << tr("Simulated %1 s on %2 at %3 operations per second%4.")
                   .arg(seconds, 0, 'f', 1)
                   .arg(ctx.path)
                   .arg(options.rate)
                   .arg(installed ? tr(" (schemas installed first)") : QString())
            << '\n';
    printFields(ctx.out, fields);
}

} // namespace

QList<Verb> databaseVerbs()
{
    return {
        { QStringLiteral("status"), "", QT_TRANSLATE_NOOP("askr::cli", "A summary per primitive: queue (with rates and problems), cache and pub/sub."),
            false, false, 0, QueueRates::declareOptions, status },
        { QStringLiteral("check"), "", QT_TRANSLATE_NOOP("askr::cli", "Check the file for damage (SQLite's quick_check); exit 1 when it is damaged."),
            false, false, 0, nullptr, check },
        { QStringLiteral("init"), "", QT_TRANSLATE_NOOP("askr::cli", "Install the queue, cache and pub/sub tables into a new or empty database."), true,
            false, 0, nullptr, init },
        { QStringLiteral("simulate"), "", QT_TRANSLATE_NOOP("askr::cli", "Run a Laravel-like workload on the database, for demos and load tests."), true,
            false, 0, declareSimulate, simulate },
    };
}

} // namespace askr::cli
