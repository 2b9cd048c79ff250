// channels, events, subscribers, trim.

#include "cli.h"
#include "output.h"

#include "askr_contracts_api.h"
#include "operations/pubsub/pubsubactions.h"
#include "operations/pubsub/pubsubreads.h"
#include "operations/database/totals.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QThread>

#include <sys/stat.h>

namespace askr::cli {

using namespace askr::contracts;

namespace {

// ---- channels -------------------------------------------------------------------

void channels(Context &ctx)
{
    Connection &db = ctx.openFor(Primitive::PubSub, false);
    const auto rows = operations::pubsub::channels(db);
    if (ctx.json) {
        using R = pubsub::ChannelsRow;
        ctx.printJson(jsonArray(rows,
            { { "channel", &R::channel, true }, { "events", &R::events }, { "first_seq", &R::first_seq }, { "last_seq", &R::last_seq },
                { "last_created_at", &R::last_created_at } }));
        return;
    }
    const qint64 now = ctx.clock();
    Table t({ { tr("CHANNEL") }, { tr("EVENTS"), true }, { tr("FIRST SEQ"), true }, { tr("LAST SEQ"), true }, { tr("LAST EVENT") } });
    for (const auto &r : rows)
        t.add({ keyCell(r.channel), cell(r.events), cell(r.first_seq), cell(r.last_seq), relative(r.last_created_at, now) });
    t.print(ctx.out, tr("No channels: the event log is empty."));
}

// ---- events ---------------------------------------------------------------------

void declareEvents(QCommandLineParser &p)
{
    p.addOption({ QStringLiteral("channel"), tr("Only events of this channel."), QStringLiteral("name") });
    p.addOption({ QStringLiteral("after"), tr("Events after this sequence number, oldest first (default: the newest events)."),
        QStringLiteral("seq") });
    p.addOption({ QStringLiteral("grep"), tr("Only events whose payload contains this text (case-sensitive)."), QStringLiteral("text") });
    p.addOption({ QStringLiteral("limit"), tr("Print at most this many events (default 50); with --follow, stop after this many."),
        QStringLiteral("n") });
    p.addOption(
        { QStringLiteral("follow"), tr("Keep printing new events as they are published, one JSON object a line, until interrupted.") });
    p.addOption({ QStringLiteral("interval"), tr("With --follow, check for new events this often, in milliseconds (default 250)."),
        QStringLiteral("ms") });
}

// One event of a tail as a JSON line: the payload is embedded when it is
// JSON, otherwise it is a string with \xNN escapes.
template<typename Row> QByteArray eventLine(const Row &r)
{
    QJsonObject o { { QStringLiteral("seq"), json(r.seq) }, { QStringLiteral("channel"), jsonName(r.channel) },
        { QStringLiteral("created_at"), json(r.created_at) } };
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(r.payload.toBytes(), &error);
    if (error.error == QJsonParseError::NoError && doc.isObject()) {
        const QJsonValue event = doc.object().value(QLatin1String("event"));
        o.insert(QStringLiteral("event_name"), event.isString() ? event : QJsonValue(QJsonValue::Null));
        o.insert(QStringLiteral("payload"), doc.object());
    } else {
        o.insert(QStringLiteral("event_name"), QJsonValue::Null);
        if (error.error == QJsonParseError::NoError && doc.isArray())
            o.insert(QStringLiteral("payload"), doc.array());
        else
            o.insert(QStringLiteral("payload"), json(r.payload));
    }
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

// Tails the log from a cursor, waking when data_version says another
// connection committed. No read transaction stays open between polls.
void follow(Context &ctx, Connection &snapshotOrLive)
{
    const auto channel = ctx.name(QStringLiteral("channel"));
    const auto grep = ctx.text(QStringLiteral("grep"));
    const qint64 interval = ctx.integer(QStringLiteral("interval"), 250, 10, 60000);
    const bool limited = ctx.isSet(QStringLiteral("limit"));
    qint64 remaining = ctx.integer(QStringLiteral("limit"), 50, 1, std::numeric_limits<qint64>::max());
    qint64 cursor = ctx.isSet(QStringLiteral("after")) ? ctx.integer(QStringLiteral("after"), 0, 0, std::numeric_limits<qint64>::max())
                                                       : operations::database::currentSeq(snapshotOrLive);
    installInterruptHandler();
    if (ctx.plan().mode == storage::OpenMode::Snapshot) {
        // A snapshot never changes. SQLite reads a WAL database live only
        // while its -shm exists, that is while a writer has it open: wait
        // for one. The cursor read from the snapshot is exact.
        ctx.err << tr("Waiting for a writer to open %1: %2").arg(ctx.path, ctx.plan().reason) << '\n';
        ctx.err.flush();
        while (!ctx.reopenLive()) {
            if (interrupted())
                return;
            QThread::msleep(quint64(interval));
        }
    }
    // When the last writer closes, SQLite deletes the -shm, and the next
    // writer makes a new one that this connection would never see: follow
    // the file, and reopen when it is replaced.
    const QByteArray shm = QFile::encodeName(QFileInfo(ctx.path).absoluteFilePath() + QStringLiteral("-shm"));
    auto shmInode = [&shm]() -> ino_t {
        struct stat st;
        return ::stat(shm.constData(), &st) == 0 ? st.st_ino : 0;
    };
    ino_t inode = shmInode();
    qint64 version = -1;
    while (!interrupted()) {
        const ino_t current = shmInode();
        if (current != inode && current != 0 && ctx.reopenLive()) {
            inode = current;
            version = -1;
        }
        const qint64 now = operations::pubsub::dataVersion(ctx.db());
        if (now != version) {
            version = now;
            // Prints a batch; true once --limit events have been printed.
            auto print = [&](const auto &rows) {
                for (const auto &r : rows) {
                    cursor = r.seq.toInt();
                    if (grep && !r.payload.toBytes().contains(*grep))
                        continue;
                    ctx.out << eventLine(r) << '\n';
                    ctx.out.flush();
                    if (limited && --remaining == 0)
                        return true;
                }
                return false;
            };
            for (;;) {
                const auto rows = operations::pubsub::tail(ctx.db(), channel, cursor, 256);
                if (print(rows))
                    return;
                if (rows.size() < 256)
                    break;
            }
        }
        QThread::msleep(quint64(interval));
    }
}

void events(Context &ctx)
{
    const qint64 limit = ctx.integer(QStringLiteral("limit"), 50, 1, 1000000);
    const qint64 after = ctx.integer(QStringLiteral("after"), 0, 0, std::numeric_limits<qint64>::max());
    Connection &db = ctx.openFor(Primitive::PubSub, false);
    if (ctx.isSet(QStringLiteral("follow")))
        return follow(ctx, db);
    const auto channel = ctx.name(QStringLiteral("channel"));
    const auto grep = ctx.text(QStringLiteral("grep"));
    const auto rows = operations::pubsub::events(db, channel, ctx.isSet(QStringLiteral("after")) ? std::optional<qint64>(after) : std::nullopt, grep, limit);
    if (ctx.json) {
        using R = pubsub::EventsPageRow;
        ctx.printJson(jsonArray(rows,
            { { "seq", &R::seq }, { "channel", &R::channel, true }, { "event_name", &R::event_name }, { "created_at", &R::created_at },
                { "payload_size", &R::payload_size } }));
        return;
    }
    const qint64 now = ctx.clock();
    Table t({ { tr("SEQ"), true }, { tr("CHANNEL") }, { tr("EVENT") }, { tr("CREATED") }, { tr("SIZE"), true } });
    for (const auto &r : rows)
        t.add({ cell(r.seq), keyCell(r.channel), cellOr(r.event_name, QStringLiteral("-")), relative(r.created_at, now),
            bytes(r.payload_size.toInt()) });
    t.print(ctx.out, tr("No events match."));
}

// ---- subscribers ----------------------------------------------------------------

void subscribers(Context &ctx)
{
    Connection &db = ctx.openFor(Primitive::PubSub, false);
    const auto rows = operations::pubsub::subscribers(db);
    if (ctx.json) {
        using R = pubsub::SubscribersRow;
        ctx.printJson(jsonArray(rows,
            { { "name", &R::name, true }, { "cursor", &R::cursor }, { "head", &R::head }, { "lag", &R::lag },
                { "oldest_unread_created_at", &R::oldest_unread_created_at }, { "updated_at", &R::updated_at } }));
        return;
    }
    const qint64 now = ctx.clock();
    Table t(
        { { tr("NAME") }, { tr("CURSOR"), true }, { tr("HEAD"), true }, { tr("LAG"), true }, { tr("OLDEST UNREAD") }, { tr("LAST ACK") } });
    for (const auto &r : rows)
        t.add({ keyCell(r.name), cell(r.cursor), cell(r.head), cell(r.lag), relative(r.oldest_unread_created_at, now),
            relative(r.updated_at, now) });
    t.print(ctx.out, tr("No durable subscribers."));
}

// ---- trim -----------------------------------------------------------------------

void declareTrim(QCommandLineParser &p)
{
    p.addOption({ QStringLiteral("age"), tr("Delete events older than this: 90, 90s, 15m, 2h, 7d."), QStringLiteral("duration") });
    p.addOption({ QStringLiteral("keep-last"), tr("Keep the newest N events and delete the rest."), QStringLiteral("n") });
}

QJsonArray losersJson(const std::vector<operations::pubsub::TrimLoser> &rows)
{
    using Row = operations::pubsub::TrimLoser;
    return jsonArray(rows, { { "name", &Row::name, true }, { "cursor", &Row::cursor }, { "unread_lost", &Row::unread_lost } });
}

void trim(Context &ctx)
{
    const auto age = ctx.duration(QStringLiteral("age"));
    const bool byAge = age.has_value();
    if (byAge == ctx.isSet(QStringLiteral("keep-last")))
        throw UsageError { tr("Give exactly one of --age DURATION or --keep-last N.") };
    const qint64 keepLast = ctx.integer(QStringLiteral("keep-last"), 0, 0, std::numeric_limits<qint64>::max());
    Connection &db = ctx.openFor(Primitive::PubSub, true);
    const operations::Action action = byAge ? operations::PubSubActions::trimAge(*age, compactDuration(*age)) : operations::PubSubActions::trimSize(keepLast);
    if (!ctx.dryRun)
        return runAction(ctx, db, action);
    // A dry run also names the subscribers that would lose unread events.
    const qint64 rows = action.preview(db);
    const QJsonArray losers = byAge ? losersJson(operations::pubsub::trimAgeLosers(db, *age))
                                 : losersJson(operations::pubsub::trimSizeLosers(db, keepLast));
    QString text = plural(rows, QT_TRANSLATE_NOOP("askr::cli", "Would delete %1 event."), QT_TRANSLATE_NOOP("askr::cli", "Would delete %1 events."));
    for (const QJsonValue &l : losers) {
        const QJsonObject o = l.toObject();
        text += QLatin1Char(' ')
            + tr("Subscriber %1 would lose %2.")
                  .arg(o.value(QLatin1String("name")).toString(),
                      plural(o.value(QLatin1String("unread_lost")).toInteger(), QT_TRANSLATE_NOOP("askr::cli", "%1 unread event"),
                          QT_TRANSLATE_NOOP("askr::cli", "%1 unread events")));
    }
    reportChange(ctx, rows, QString(), text, { { QStringLiteral("losers"), losers } });
}

} // namespace

QList<Verb> pubsubVerbs()
{
    return {
        { QStringLiteral("channels"), "", QT_TRANSLATE_NOOP("askr::cli", "List the channels with their event counts and newest event."), false, false, 0,
            nullptr, channels },
        { QStringLiteral("events"), "", QT_TRANSLATE_NOOP("askr::cli", "List events (newest, or after --after), or --follow new ones as JSON Lines."), false,
            false, 0, declareEvents, events },
        { QStringLiteral("subscribers"), "", QT_TRANSLATE_NOOP("askr::cli", "List the durable subscribers with their cursor and lag."), false, false, 0,
            nullptr, subscribers },
        { QStringLiteral("trim"), "", QT_TRANSLATE_NOOP("askr::cli", "Delete old events: --age DURATION or --keep-last N."), true, true, 0, declareTrim,
            trim },
    };
}

} // namespace askr::cli
