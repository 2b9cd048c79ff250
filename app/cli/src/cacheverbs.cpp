// keys, get, locks, unlock, tags, flush-tag, sweep.

#include "cli.h"
#include "output.h"

#include "askr_contracts_api.h"
#include "operations/format/format.h"
#include "operations/payload/payloaddecoder.h"
#include "storage/lockowner.h"
#include "operations/cache/cacheactions.h"
#include "operations/cache/cachereads.h"
#include "operations/cache/lockactions.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>

#include <sqlite3.h>

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
        return tr("expired %1 ago").arg(compactDuration(operations::secondsBetween(now, expiresAt.toInt())));
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
QString formatKey(operations::payload::Format format)
{
    using operations::payload::Format;
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
    namespace payload = operations::payload;
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
        tr("A GLOB pattern that marks a key as a lock (with an expiry, or under one of Laravel's lock names); repeat for more. "
           "Default: *lock*, *laravel_unique_job:*, *laravel-queue-overlap:*, *framework/schedule-*."),
        QStringLiteral("glob") });
    p.addOption({ QStringLiteral("orphaned"),
        tr("Only orphaned unique-job locks: held with no job of their class waiting, delayed or reserved, so that every dispatch of "
           "the job is dropped.") });
    declareLimit(p, tr("locks"));
}

// The orphaned unique-job locks by key, when the database has both the
// queue's and the cache's tables (otherwise none can be told).
QSet<QByteArray> orphanedKeys(Context &ctx, Connection &db)
{
    QSet<QByteArray> keys;
    if (!ctx.schema().hasQueue())
        return keys;
    QByteArray after;
    for (;;) {
        const auto rows = operations::cache::orphanedLocks(db, after, 1000);
        for (const auto &r : rows)
            keys.insert(r.key.toBytes());
        if (rows.size() < 1000)
            break;
        after = rows.back().key.toBytes();
    }
    return keys;
}

QString lockState(const Value &stale, const Value &expiresAt, bool orphaned)
{
    if (orphaned)
        return expiresAt.isNull() ? tr("orphaned, held forever") : tr("orphaned");
    if (stale.toInt())
        return tr("stale");
    return expiresAt.isNull() ? tr("held forever") : tr("held");
}

// An owner as locks prints it: Laravel's serialized token unserialized.
QString ownerCell(const Value &owner, const Value &size)
{
    if (owner.isNull())
        return tr("(%1 bytes)").arg(size.toInt());
    return escapeBytes(storage::lockToken(owner.toBytes()));
}

void locks(Context &ctx)
{
    const QByteArray patterns = ctx.isSet(QStringLiteral("pattern")) ? operations::cache::lockPatternsJson(ctx.parser.values(QStringLiteral("pattern")))
                                                                      : defaultLockPatterns();
    const qint64 limit = ctx.integer(QStringLiteral("limit"), 100, 1, 1000000);
    const bool onlyOrphaned = ctx.isSet(QStringLiteral("orphaned"));
    Connection &db = ctx.openFor(Primitive::Cache, false);
    if (onlyOrphaned && !ctx.schema().hasQueue())
        throw Failure { tr("%1 has no queue tables, so no unique-job lock can be told orphaned.").arg(ctx.path) };
    struct Lock
    {
        Value key, owner, ownerType, ownerSize, expiresAt, stale;
    };
    std::vector<Lock> rows;
    if (onlyOrphaned) {
        for (auto &r : operations::cache::orphanedLocks(db, QByteArray(), limit))
            rows.push_back({ r.key, r.owner, r.owner_type, r.owner_size, r.expires_at, Value::integer(0) });
    } else {
        for (auto &r : operations::cache::locks(db, patterns, QByteArray(), limit))
            rows.push_back({ r.key, r.owner, r.owner_type, r.owner_size, r.expires_at, r.stale });
    }
    const QSet<QByteArray> orphaned = onlyOrphaned ? QSet<QByteArray>() : orphanedKeys(ctx, db);
    auto isOrphaned = [&](const Lock &l) { return onlyOrphaned || orphaned.contains(l.key.toBytes()); };
    if (ctx.json) {
        QJsonArray out;
        for (const auto &l : rows) {
            QJsonObject o;
            o.insert(QStringLiteral("key"), json(l.key));
            o.insert(QStringLiteral("owner"), l.owner.isNull() ? QJsonValue() : QJsonValue(exactOrEscaped(storage::lockToken(l.owner.toBytes()))));
            o.insert(QStringLiteral("serialized"), !l.owner.isNull() && storage::isSerializedToken(l.owner.toBytes()));
            o.insert(QStringLiteral("value_type"), json(l.ownerType));
            o.insert(QStringLiteral("value_size"), json(l.ownerSize));
            o.insert(QStringLiteral("expires_at"), json(l.expiresAt));
            o.insert(QStringLiteral("stale"), l.stale.toInt() != 0);
            o.insert(QStringLiteral("orphaned"), isOrphaned(l));
            out.append(o);
        }
        ctx.printJson(out);
        return;
    }
    const qint64 now = ctx.clock();
    Table t({ { tr("KEY") }, { tr("OWNER") }, { tr("EXPIRES") }, { tr("STATE") } });
    for (const auto &l : rows)
        t.add({ keyCell(l.key), ownerCell(l.owner, l.ownerSize), expiry(l.expiresAt, now), lockState(l.stale, l.expiresAt, isOrphaned(l)) });
    t.print(ctx.out, onlyOrphaned ? tr("No orphaned unique-job locks.") : tr("No locks."));
}

void declareUnlock(QCommandLineParser &p)
{
    p.addPositionalArgument(QStringLiteral("KEY"), tr("The lock's key (\\xNN is a byte, \\\\ a backslash); not with --orphaned."));
    p.addOption({ QStringLiteral("owner"),
        tr("Remove the lock only while this owner holds it, written as askr-deskctl locks prints it (Laravel's token, or the value "
           "as stored): \\xNN is a byte, \\\\ a backslash (default: whoever holds it now)."),
        QStringLiteral("token") });
    p.addOption({ QStringLiteral("orphaned"),
        tr("Release every orphaned unique-job lock (see locks --orphaned), each only if it still holds the owner read.") });
    p.addOption({ QStringLiteral("pattern"),
        tr("A GLOB pattern that names locks, as for locks; repeat for more (default: the same defaults)."), QStringLiteral("glob") });
}

void unlock(Context &ctx)
{
    if (ctx.isSet(QStringLiteral("orphaned"))) {
        if (!ctx.operands.isEmpty() || ctx.isSet(QStringLiteral("owner")))
            throw UsageError { tr("--orphaned releases every orphaned lock: give no KEY and no --owner.") };
        Connection &db = ctx.openFor(Primitive::Cache, true);
        if (!ctx.schema().hasQueue())
            throw Failure { tr("%1 has no queue tables, so no unique-job lock can be told orphaned.").arg(ctx.path) };
        runAction(ctx, db, operations::LockActions::releaseOrphaned());
        return;
    }
    const QByteArray key = unescapeKey(QString::fromUtf8(ctx.operand(0, tr("a lock key"))));
    Connection &db = ctx.openFor(Primitive::Cache, true);
    // What the key holds now, expired or not. Only a counter, or a value
    // too long to be an owner, is refused; any text or bytes are released
    // as they are.
    const operations::LockHolder holder = operations::LockActions::readHolder(db, key);
    if (!holder.exists)
        throw Failure { tr("There is no entry %1. List the locks with: askr-deskctl locks %2").arg(escapeBytes(key), ctx.path) };
    if (!holder.notOwner.isEmpty())
        throw Failure { tr("%1 holds %2, not a lock owner token; nothing was removed.").arg(escapeBytes(key), holder.notOwner) };
    const QStringList patterns = ctx.isSet(QStringLiteral("pattern")) ? ctx.parser.values(QStringLiteral("pattern"))
                                                                       : operations::cache::defaultLockPatterns();
    // A name locks would not list is data, whatever it holds: unlock is not
    // a way round the Cache page's Forget.
    const bool named = std::any_of(patterns.cbegin(), patterns.cend(), [&](const QString &p) {
        return sqlite3_strglob(p.toUtf8().constData(), key.constData()) == 0;
    });
    // Only Laravel's own names are locks without an expiry (Locks lists
    // no other forever entry: a blocklist stored forever is data).
    if (named && !holder.expiresAt && !storage::isLaravelLockName(key))
        throw Failure { tr("%1 is not a lock: it never expires, and only Laravel's own lock names (laravel_unique_job:, "
                           "laravel-queue-overlap:, framework/schedule-) are locks without an expiry. Nothing was removed.")
                            .arg(escapeBytes(key)) };
    if (!named)
        throw Failure { tr("%1 is not a lock: its name matches none of the lock patterns (%2). Nothing was removed; to delete the "
                           "entry, use the Cache page.")
                            .arg(escapeBytes(key), patterns.join(QLatin1String(", "))) };
    QByteArray owner = holder.value;
    if (const auto given = ctx.text(QStringLiteral("owner"))) {
        // As locks prints it (Laravel's token) or as stored: either names
        // the value held now, which is then removed only while unchanged.
        const QByteArray wanted = unescapeKey(QString::fromUtf8(*given));
        if (wanted != holder.value && wanted != storage::lockToken(holder.value))
            throw Failure { tr("%1 is not held by %2 but by %3; nothing was removed.")
                                .arg(escapeBytes(key), escapeBytes(wanted), operations::LockActions::shownOwner(holder.value)) };
    }
    const operations::Action action = operations::LockActions::unlock(key, owner);
    runAction(ctx, db, action, [&] {
        return QJsonObject { { QStringLiteral("key"), exactOrEscaped(key) },
            { QStringLiteral("owner"), exactOrEscaped(storage::lockToken(owner)) } };
    });
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
        { QStringLiteral("locks"), "",
            QT_TRANSLATE_NOOP("askr::cli", "List the locks (keys whose names look like locks), held, held forever, stale or orphaned."), false,
            false, 0, declareLocks, locks },
        { QStringLiteral("unlock"), "KEY",
            QT_TRANSLATE_NOOP("askr::cli", "Remove a lock, only if its holder has not changed meanwhile; or every orphaned one."), true, true, 1,
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
