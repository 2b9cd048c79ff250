// keys, get, locks, unlock, tags, flush-tag, sweep.

#include "cli.h"
#include "output.h"

#include "askr_contracts_api.h"
#include "models/format.h"
#include "storage/lockowner.h"
#include "operations/cache/cacheactions.h"
#include "operations/cache/cachereads.h"
#include "operations/cache/lockactions.h"
#include "models/payload/payloaddecoder.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
#include <cstdio>

namespace askr::cli {

using namespace askr::contracts;

namespace {

QString expiry(const Value &expiresAt, qint64 now)
{
    if (expiresAt.isNull())
        return tr("never");
    if (expiresAt.toInt() <= now)
        return tr("expired %1 ago").arg(compactDuration(models::secondsBetween(now, expiresAt.toInt())));
    return relative(expiresAt, now);
}

void declareLimit(QCommandLineParser &p, const QString &what)
{
    p.addOption({ QStringLiteral("limit"), tr("Print at most this many %1 (default 100).").arg(what), QStringLiteral("n") });
}

// ---- keys -----------------------------------------------------------------------

void declareKeys(QCommandLineParser &p)
{
    p.addOption({ QStringLiteral("match"), tr("Only keys matching this GLOB pattern (case-sensitive), e.g. 'laravel_cache_user:*'."),
        QStringLiteral("glob") });
    p.addOption({ QStringLiteral("grep"), tr("Only keys containing this text (case-sensitive)."), QStringLiteral("text") });
    p.addOption({ QStringLiteral("after"), tr("Start after this key (the last key of the previous page)."), QStringLiteral("key") });
    declareLimit(p, tr("keys"));
}

void keys(Context &ctx)
{
    const QByteArray after = ctx.isSet(QStringLiteral("after")) ? unescapeKey(ctx.parser.value(QStringLiteral("after"))) : QByteArray();
    const auto glob = ctx.text(QStringLiteral("match"));
    const auto grep = ctx.text(QStringLiteral("grep"));
    const qint64 limit = ctx.integer(QStringLiteral("limit"), 100, 1, 1000000);
    Connection &db = ctx.openFor(Primitive::Cache, false);
    const auto rows = operations::cache::keys(db, glob, grep, after, limit);
    const qint64 now = ctx.clock();
    if (ctx.json) {
        using R = cache::KeysPageRow;
        ctx.printJson(jsonArray(rows,
            { { "key", &R::key }, { "value_size", &R::value_size }, { "value_type", &R::value_type }, { "expires_at", &R::expires_at },
                { "tag_count", &R::tag_count } },
            [&](const R &r, QJsonObject &o) {
                o.insert(QStringLiteral("expired"), !r.expires_at.isNull() && r.expires_at.toInt() <= now);
            }));
        return;
    }
    Table t({ { tr("KEY") }, { tr("TYPE") }, { tr("SIZE"), true }, { tr("EXPIRES") }, { tr("TAGS"), true } });
    for (const auto &r : rows)
        t.add({ keyCell(r.key), cell(r.value_type), cell(r.value_size), expiry(r.expires_at, now), cell(r.tag_count) });
    t.print(ctx.out, tr("No keys match."));
}

// ---- get ------------------------------------------------------------------------

// The value's format in --json: a fixed word, not the translated name.
QString formatKey(models::payload::Format format)
{
    using models::payload::Format;
    switch (format) {
    case Format::Json:
        return QStringLiteral("json");
    case Format::PhpSerialized:
        return QStringLiteral("php");
    case Format::Integer:
        return QStringLiteral("integer");
    case Format::Binary:
        return QStringLiteral("binary");
    case Format::Text:
        break;
    }
    return QStringLiteral("text");
}

void declareKey(QCommandLineParser &p)
{
    p.addPositionalArgument(QStringLiteral("KEY"), tr("The cache key as askr-deskctl prints it: \\xNN is a byte, \\\\ a backslash."));
}

void declareGet(QCommandLineParser &p)
{
    declareKey(p);
    p.addOption({ QStringLiteral("raw"),
        tr("Write the value's exact bytes and nothing else (without it, PHP-serialized and JSON values are shown decoded).") });
}

void get(Context &ctx)
{
    const QByteArray key = unescapeKey(QString::fromUtf8(ctx.operand(0, tr("a key"))));
    Connection &db = ctx.openFor(Primitive::Cache, false);
    const auto r = operations::cache::getWithTtl(db, key);
    if (!r)
        throw Failure {
            tr("No live entry %1: it is missing or expired. List keys with: askr-deskctl keys %2").arg(escapeBytes(key), ctx.path)
        };
    const QByteArray raw = r->value.toBytes();
    if (ctx.isSet(QStringLiteral("raw"))) {
        ctx.out.flush();
        std::fwrite(raw.constData(), 1, size_t(raw.size()), stdout);
        std::fflush(stdout);
        return;
    }
    // Decoded as the window's value viewer shows it: PHP's serialize() as a
    // tree, JSON indented; anything else as stored (escaped where not text).
    namespace payload = models::payload;
    const payload::Format format = r->value.kind() == Value::Integer ? payload::Format::Integer : payload::detect(raw);
    const bool decodes = format == payload::Format::PhpSerialized || format == payload::Format::Json;
    const QString decoded = decodes ? payload::render(raw, format) : cell(r->value);
    if (ctx.json) {
        QJsonObject o { { QStringLiteral("key"), exactOrEscaped(key) }, { QStringLiteral("value"), json(r->value) },
            { QStringLiteral("value_base64"), QString::fromLatin1(raw.toBase64()) },
            { QStringLiteral("value_type"), QLatin1String(r->value.typeName()) }, { QStringLiteral("value_size"), raw.size() },
            { QStringLiteral("expires_at"), json(r->expires_at) }, { QStringLiteral("ttl"), json(r->ttl) },
            { QStringLiteral("format"), formatKey(format) } };
        if (decodes)
            o.insert(QStringLiteral("decoded"), decoded);
        ctx.printJson(o);
        return;
    }
    ctx.out << decoded << '\n';
}

// ---- locks, unlock --------------------------------------------------------------

void declareLocks(QCommandLineParser &p)
{
    p.addOption({ QStringLiteral("pattern"),
        tr("A GLOB pattern that marks a key with an expiry as a lock; repeat for more. Default: *lock*, *laravel_unique_job:*, "
           "*laravel-queue-overlap:*, *framework/schedule-*."),
        QStringLiteral("glob") });
    declareLimit(p, tr("locks"));
}

void locks(Context &ctx)
{
    const QByteArray patterns = ctx.isSet(QStringLiteral("pattern")) ? operations::cache::lockPatternsJson(ctx.parser.values(QStringLiteral("pattern")))
                                                                      : defaultLockPatterns();
    const qint64 limit = ctx.integer(QStringLiteral("limit"), 100, 1, 1000000);
    Connection &db = ctx.openFor(Primitive::Cache, false);
    const auto rows = operations::cache::locks(db, patterns, QByteArray(), limit);
    if (ctx.json) {
        using R = cache::LocksRow;
        ctx.printJson(jsonArray(rows, { { "key", &R::key }, { "owner", &R::owner }, { "expires_at", &R::expires_at } },
            [&](const R &r, QJsonObject &o) { o.insert(QStringLiteral("stale"), r.stale.toInt() != 0); }));
        return;
    }
    const qint64 now = ctx.clock();
    Table t({ { tr("KEY") }, { tr("OWNER") }, { tr("EXPIRES") }, { tr("STATE") } });
    for (const auto &r : rows)
        t.add({ keyCell(r.key), keyCell(r.owner), expiry(r.expires_at, now), r.stale.toInt() ? tr("stale") : tr("held") });
    t.print(ctx.out, tr("No locks."));
}

void declareUnlock(QCommandLineParser &p)
{
    declareKey(p);
    p.addOption({ QStringLiteral("owner"),
        tr("Remove the lock only while this owner token holds it, written as askr-deskctl locks prints it: \\xNN is a byte, \\\\ a "
           "backslash (default: whoever holds it now)."),
        QStringLiteral("token") });
}

void unlock(Context &ctx)
{
    const QByteArray key = unescapeKey(QString::fromUtf8(ctx.operand(0, tr("a lock key"))));
    Connection &db = ctx.openFor(Primitive::Cache, true);
    // What the key holds now, expired or not: a counter or a serialized value
    // is refused with the reason, whoever holds it.
    const operations::LockHolder holder = operations::LockActions::readHolder(db, key);
    const QString &notOwner = holder.notOwner;
    auto refuse
        = [&] { return Failure { tr("%1 holds %2, not a lock owner token; nothing was removed.").arg(escapeBytes(key), notOwner) }; };
    QByteArray owner;
    if (const auto given = ctx.text(QStringLiteral("owner"))) {
        owner = unescapeKey(QString::fromUtf8(*given));
    } else {
        // The holder's token, read even when the lock has expired, so that
        // Unlock still only removes it if nobody took it meanwhile.
        if (!holder.exists)
            throw Failure { tr("There is no entry %1. List the locks with: askr-deskctl locks %2").arg(escapeBytes(key), ctx.path) };
        if (!notOwner.isEmpty())
            throw refuse();
        owner = holder.head;
    }
    const qint64 rows = operations::LockActions::unlock(key, owner).apply(db);
    if (rows == 0 && !notOwner.isEmpty())
        throw refuse();
    if (rows == 0)
        throw Failure { tr("%1 is not held by %2 (anymore); nothing was removed.").arg(escapeBytes(key), escapeBytes(owner)) };
    reportChange(ctx, rows, tr("Removed lock %1 held by %2.").arg(escapeBytes(key), escapeBytes(owner)), QString(),
        { { QStringLiteral("key"), exactOrEscaped(key) }, { QStringLiteral("owner"), exactOrEscaped(owner) } });
}

// ---- tags, flush-tag, sweep -----------------------------------------------------

void declareTags(QCommandLineParser &p)
{
    p.addOption({ QStringLiteral("tag"), tr("List the keys of this tag instead of the tags."), QStringLiteral("tag") });
    declareLimit(p, tr("rows"));
}

void tags(Context &ctx)
{
    const qint64 limit = ctx.integer(QStringLiteral("limit"), 100, 1, 1000000);
    Connection &db = ctx.openFor(Primitive::Cache, false);
    if (const auto tag = ctx.text(QStringLiteral("tag"))) {
        const auto rows = operations::cache::tagKeys(db, *tag, QByteArray(), limit);
        const qint64 now = ctx.clock();
        if (ctx.json) {
            using R = cache::TagKeysRow;
            ctx.printJson(jsonArray(rows, { { "key", &R::key }, { "value_size", &R::value_size }, { "expires_at", &R::expires_at } },
                [&](const R &r, QJsonObject &o) { o.insert(QStringLiteral("present"), r.present.toInt() != 0); }));
            return;
        }
        Table t({ { tr("KEY") }, { tr("PRESENT") }, { tr("SIZE"), true }, { tr("EXPIRES") } });
        for (const auto &r : rows)
            t.add({ keyCell(r.key), r.present.toInt() ? tr("yes") : tr("no"), cellOr(r.value_size, QStringLiteral("-")),
                r.present.toInt() ? expiry(r.expires_at, now) : QStringLiteral("-") });
        t.print(ctx.out, tr("Tag %1 names no keys.").arg(QString::fromUtf8(*tag)));
        return;
    }
    const auto rows = operations::cache::tags(db, QByteArray(), limit);
    if (ctx.json) {
        using R = cache::TagsRow;
        ctx.printJson(jsonArray(rows, { { "tag", &R::tag }, { "key_count", &R::key_count } }));
        return;
    }
    Table t({ { tr("TAG") }, { tr("KEYS"), true } });
    for (const auto &r : rows)
        t.add({ cell(r.tag), cell(r.key_count) });
    t.print(ctx.out, tr("No tags."));
}

void declareFlushTag(QCommandLineParser &p)
{
    p.addPositionalArgument(QStringLiteral("TAG"), tr("The tag to flush."));
}

void flushTag(Context &ctx)
{
    const QByteArray tag = ctx.operand(0, tr("a tag"));
    Connection &db = ctx.openFor(Primitive::Cache, true);
    auto keys = std::make_shared<qint64>(0);
    QJsonObject extra { { QStringLiteral("tag"), exactOrEscaped(tag) } };
    runAction(ctx, db, operations::CacheActions::flushTag(tag, keys), [&] {
        if (ctx.dryRun)
            extra.insert(QStringLiteral("keys"), *keys);
        return extra;
    });
}

void sweep(Context &ctx)
{
    Connection &db = ctx.openFor(Primitive::Cache, true);
    runAction(ctx, db, operations::CacheActions::sweep());
}

} // namespace

QByteArray defaultLockPatterns()
{
    return operations::cache::lockPatternsJson(operations::cache::defaultLockPatterns());
}

QList<Verb> cacheVerbs()
{
    return {
        { QStringLiteral("keys"), "", QT_TRANSLATE_NOOP("askr::cli", "List cache keys with size, type, expiry and tag count."), false, false, 0, declareKeys,
            keys },
        { QStringLiteral("get"), "KEY", QT_TRANSLATE_NOOP("askr::cli", "Print a live cache value (\\xNN in KEY is a byte)."), false, false, 1, declareGet,
            get },
        { QStringLiteral("locks"), "", QT_TRANSLATE_NOOP("askr::cli", "List the locks (keys with an expiry whose names look like locks), held or stale."),
            false, false, 0, declareLocks, locks },
        { QStringLiteral("unlock"), "KEY", QT_TRANSLATE_NOOP("askr::cli", "Remove a lock, only if its holder has not changed meanwhile."), true, false, 1,
            declareUnlock, unlock },
        { QStringLiteral("tags"), "", QT_TRANSLATE_NOOP("askr::cli", "List the tags with their key counts, or one tag's keys with --tag."), false, false, 0,
            declareTags, tags },
        { QStringLiteral("flush-tag"), "TAG", QT_TRANSLATE_NOOP("askr::cli", "Delete every entry that carries a tag, and the tag."), true, true, 1,
            declareFlushTag, flushTag },
        { QStringLiteral("sweep"), "", QT_TRANSLATE_NOOP("askr::cli", "Delete the expired entries, giving their space back."), true, true, 0, nullptr,
            sweep },
    };
}

} // namespace askr::cli
