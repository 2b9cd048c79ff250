// keys, get, locks, unlock, tags, flush-tag, sweep.

#include "cli.h"
#include "output.h"

#include "askr_contracts_api.h"
#include "operations/format/format.h"
#include "operations/payload/payloaddecoder.h"
#include "storage/lockowner.h"
#include "operations/cache/cacheactions.h"
#include "operations/cache/cachereads.h"
#include "operations/cache/keyactions.h"
#include "operations/cache/livevalue.h"
#include "operations/cache/lockactions.h"
#include "operations/format/escaping.h"
#include "storage/watchedfiles.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QFileInfo>
#include <QSaveFile>
#include <QSet>

#include <sqlite3.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>

#include <fcntl.h>
#include <unistd.h>

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
    const QByteArray after = ctx.name(QStringLiteral("after")).value_or(QByteArray());
    const auto glob = ctx.text(QStringLiteral("match"));
    const auto grep = ctx.text(QStringLiteral("grep"));
    const qint64 limit = ctx.integer(QStringLiteral("limit"), 100, 1, 1000000);
    Connection &db = ctx.openFor(Primitive::Cache, false);
    const auto rows = operations::cache::keys(db, glob, grep, after, limit);
    const qint64 now = ctx.clock();
    if (ctx.json) {
        using R = cache::KeysPageRow;
        ctx.printJson(jsonArray(rows,
            { { "key", &R::key, true }, { "value_size", &R::value_size }, { "value_type", &R::value_type }, { "expires_at", &R::expires_at },
                { "tag_count", &R::tag_count } },
            [&](const R &r, QJsonObject &o) {
                o.insert(QStringLiteral("key_hex"), QString::fromLatin1(r.key.toBytes().toHex()));
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
    p.addPositionalArgument(QStringLiteral("KEY"),
        tr("The cache key as askr-deskctl prints it: \\xNN is a byte, \\\\ a backslash (see --key-hex)."));
    p.addOption({ QStringLiteral("key-hex"), tr("Name the key by its bytes in hex instead of KEY (6b6579 for \"key\")."),
        QStringLiteral("hex") });
}

void declareGet(QCommandLineParser &p)
{
    declareKey(p);
    p.addOption({ QStringLiteral("raw"),
        tr("Write the value's exact bytes and nothing else (without it, PHP-serialized and JSON values are shown decoded).") });
    p.addOption({ QStringLiteral("hex"), tr("Write the value as a hex dump: offset, 16 bytes, printable ASCII.") });
    p.addOption({ QStringLiteral("out"),
        tr("Write the value's exact bytes to FILE (replaced whole, only once all of it is written and synced); never the database "
           "itself."),
        QStringLiteral("file") });
}

// Values are decoded (PHP's serialize(), JSON) and given as text in JSON up to
// this size; larger ones stream in chunks, never held whole.
constexpr qint64 DecodeLimit = 4 * 1024 * 1024;
// A multiple of 3 (base64 without padding inside) and of 16 (hex lines).
constexpr qint64 StreamChunk = 3 * 16 * 16384;

// Writes to standard output past the QTextStream, failing on a closed pipe
// or a full disk rather than going on silently.
void writeOut(const QByteArray &bytes)
{
    if (!bytes.isEmpty() && std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stdout) != size_t(bytes.size()))
        throw Failure { tr("Could not write the value to standard output: %1.").arg(QString::fromLocal8Bit(std::strerror(errno))) };
}

// --out: the exact bytes into a new file that replaces FILE only once it
// is complete and on disk (QSaveFile: a temporary file, then rename).
void saveValue(Context &ctx, Connection &db, const operations::cache::LiveValue &v, const QString &path)
{
    storage::watchFile(ctx.path);
    if (const QString refusal = storage::overwriteRefusal(path); !refusal.isEmpty())
        throw Failure { refusal + QLatin1Char(' ') + tr("Nothing was written.") };
    QSaveFile file(path);
    // A cached value may be a session or a token: for its owner only.
    if (!file.open(QIODevice::WriteOnly) || !file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner))
        throw Failure { tr("Could not write %1: %2").arg(path, file.errorString()) };
    const qint64 written = v.stream(db, StreamChunk, [&](const QByteArray &chunk) {
        if (file.write(chunk) != chunk.size())
            throw Failure { tr("Could not write %1: %2. Nothing was written.").arg(path, file.errorString()) };
    });
    if (!file.flush() || ::fsync(file.handle()) != 0)
        throw Failure { tr("Could not write %1: %2. Nothing was written.").arg(path, file.errorString()) };
    if (!file.commit())
        throw Failure { tr("Could not write %1: %2. Nothing was written.").arg(path, file.errorString()) };
    // The rename is durable once the folder is synced too.
    if (const int dir = ::open(QFile::encodeName(QFileInfo(path).absolutePath()).constData(), O_RDONLY | O_DIRECTORY); dir >= 0) {
        ::fsync(dir);
        ::close(dir);
    }
    if (ctx.json) {
        ctx.printJson(QJsonObject { { QStringLiteral("key"), operations::escapeName(v.key()) }, { QStringLiteral("out"), path },
            { QStringLiteral("value_size"), written } });
        return;
    }
    ctx.out << tr("Wrote %1 (%2) of %3 to %4.").arg(plural(written, "%1 byte", "%1 bytes"), bytes(written), operations::escapeName(v.key()), path)
            << '\n';
}

// --json written as it streams: the small fields as QJsonDocument writes
// them, value_base64 chunk by chunk in their middle, then the rest.
void printValueJson(Context &ctx, Connection &db, const operations::cache::LiveValue &v, operations::payload::Format format,
    const std::optional<QByteArray> &whole)
{
    namespace payload = operations::payload;
    QJsonObject o { { QStringLiteral("key"), operations::escapeName(v.key()) },
        { QStringLiteral("key_hex"), QString::fromLatin1(v.key().toHex()) }, { QStringLiteral("value_type"), QLatin1String(v.type()) },
        { QStringLiteral("expires_at"), json(v.expiresAt()) }, { QStringLiteral("ttl"), json(v.ttl()) },
        { QStringLiteral("format"), formatKey(format) }, { QStringLiteral("value_base64"), QString() } };
    if (v.isNumber())
        o.insert(QStringLiteral("value"), json(v.number()));
    else
        o.insert(QStringLiteral("value"), whole ? QJsonValue(exactOrEscaped(*whole)) : QJsonValue());
    if (whole && (format == payload::Format::PhpSerialized || format == payload::Format::Json))
        o.insert(QStringLiteral("decoded"), payload::render(*whole, format));
    // QJsonObject sorts its keys; value_base64 is found where it landed.
    const QByteArray marker("\n    \"value_base64\": \"\"");
    auto render = [&](qint64 size) {
        o.insert(QStringLiteral("value_size"), size);
        return QJsonDocument(o).toJson(QJsonDocument::Indented);
    };
    const QByteArray before = render(v.size());
    const qsizetype at = before.indexOf(marker) + marker.size() - 1; // before the closing quote
    ctx.out.flush();
    writeOut(before.left(at));
    qint64 size = 0;
    if (whole) {
        writeOut(whole->toBase64());
        size = whole->size();
    } else {
        size = v.stream(db, StreamChunk, [](const QByteArray &chunk) { writeOut(chunk.toBase64()); });
    }
    const QByteArray after = render(size);
    writeOut(after.mid(after.indexOf(marker) + marker.size() - 1));
    std::fflush(stdout);
}

void get(Context &ctx)
{
    const QByteArray key = ctx.keyOperand(tr("a key"));
    const bool raw = ctx.isSet(QStringLiteral("raw"));
    const bool hex = ctx.isSet(QStringLiteral("hex"));
    const std::optional<QByteArray> out = ctx.text(QStringLiteral("out"));
    if (int(raw) + int(hex) + int(out.has_value()) + int(ctx.json && !out) > 1)
        throw UsageError { tr("--raw, --hex, --json and --out are different outputs: give one of them (--json with --out describes the file "
                              "written).") };
    Connection &db = ctx.openFor(Primitive::Cache, false);
    const auto v = operations::cache::LiveValue::open(db, key);
    if (!v)
        throw Failure { tr("No live entry %1: it is missing or expired. List keys with: askr-deskctl keys %2")
                            .arg(operations::escapeName(key), ctx.path) };
    if (out)
        return saveValue(ctx, db, *v, QString::fromUtf8(*out));
    if (raw || hex) {
        ctx.out.flush();
        v->stream(db, StreamChunk, [&, offset = qint64(0)](const QByteArray &chunk) mutable {
            if (raw) {
                writeOut(chunk);
                return;
            }
            QByteArray dump;
            operations::payload::appendHexDump(dump, chunk, offset);
            offset += chunk.size();
            writeOut(dump);
        });
        std::fflush(stdout);
        return;
    }
    // Decoded as the window's value viewer shows it: PHP's serialize() as a
    // tree, JSON indented; anything else as stored (escaped where not text).
    // Up to DecodeLimit the value is read whole, once; beyond, it streams.
    namespace payload = operations::payload;
    const bool small = v->size() <= DecodeLimit;
    const std::optional<QByteArray> whole = small ? std::optional<QByteArray>(v->read(db, 0, v->size())) : std::nullopt;
    const QByteArray head = whole ? *whole : v->read(db, 0, 4096);
    const payload::Format format = v->isNumber() ? payload::Format::Integer : payload::detect(head, !small);
    if (ctx.json)
        return printValueJson(ctx, db, *v, format, whole);
    const bool decodes = format == payload::Format::PhpSerialized || format == payload::Format::Json;
    if (v->isNumber()) {
        ctx.out << QString::fromUtf8(*whole) << '\n';
        return;
    }
    if (decodes && whole) {
        ctx.out << payload::render(*whole, format) << '\n';
        return;
    }
    if (decodes)
        ctx.err << tr("%1 is %2, more than the %3 that are decoded: shown as text. --raw or --out FILE give its exact bytes.")
                       .arg(operations::escapeName(key), bytes(v->size()), bytes(DecodeLimit))
                << '\n';
    ctx.err.flush();
    ctx.out.flush();
    // Escaped in chunks; a character cut at a chunk's end waits for the next.
    // One buffer for every chunk: a fresh one each time costs its pages again.
    QByteArray pending, escaped;
    auto text = [&](const QByteArray &chunk, bool final) {
        pending += chunk;
        escaped.truncate(0);
        pending.remove(0, operations::appendEscapedText(escaped, pending, final));
        writeOut(escaped);
    };
    if (whole)
        text(*whole, true);
    else
        v->stream(db, StreamChunk, [&](const QByteArray &chunk) { text(chunk, false); });
    text(QByteArray(), true);
    writeOut("\n");
    std::fflush(stdout);
}

void declareForgetKey(QCommandLineParser &p)
{
    declareKey(p);
}

void forgetKey(Context &ctx)
{
    const QByteArray key = ctx.keyOperand(tr("a key"));
    Connection &db = ctx.openFor(Primitive::Cache, true);
    runAction(ctx, db, operations::KeyActions::forgetKey(key),
        [&] { return QJsonObject { { QStringLiteral("key"), operations::escapeName(key) } }; });
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
    return operations::escapeName(storage::lockToken(owner.toBytes()));
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
            o.insert(QStringLiteral("key"), jsonName(l.key));
            o.insert(QStringLiteral("owner"), l.owner.isNull() ? QJsonValue() : QJsonValue(operations::escapeName(storage::lockToken(l.owner.toBytes()))));
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
    p.addOption({ QStringLiteral("key-hex"), tr("Name the key by its bytes in hex instead of KEY (6b6579 for \"key\")."),
        QStringLiteral("hex") });
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
        if (!ctx.operands.isEmpty() || ctx.isSet(QStringLiteral("owner")) || ctx.isSet(QStringLiteral("key-hex")))
            throw UsageError { tr("--orphaned releases every orphaned lock: give no KEY and no --owner.") };
        Connection &db = ctx.openFor(Primitive::Cache, true);
        if (!ctx.schema().hasQueue())
            throw Failure { tr("%1 has no queue tables, so no unique-job lock can be told orphaned.").arg(ctx.path) };
        runAction(ctx, db, operations::LockActions::releaseOrphaned());
        return;
    }
    const QByteArray key = ctx.keyOperand(tr("a lock key"));
    Connection &db = ctx.openFor(Primitive::Cache, true);
    // What the key holds now, expired or not. Only a counter, or a value
    // too long to be an owner, is refused; any text or bytes are released
    // as they are.
    const operations::LockHolder holder = operations::LockActions::readHolder(db, key);
    if (!holder.exists)
        throw Failure { tr("There is no entry %1. List the locks with: askr-deskctl locks %2").arg(operations::escapeName(key), ctx.path) };
    if (!holder.notOwner.isEmpty())
        throw Failure { tr("%1 holds %2, not a lock owner token; nothing was removed.").arg(operations::escapeName(key), holder.notOwner) };
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
                            .arg(operations::escapeName(key)) };
    if (!named)
        throw Failure { tr("%1 is not a lock: its name matches none of the lock patterns (%2). Nothing was removed; to delete the "
                           "entry, use the Cache page.")
                            .arg(operations::escapeName(key), patterns.join(QLatin1String(", "))) };
    QByteArray owner = holder.value;
    if (const auto wanted = ctx.name(QStringLiteral("owner"))) {
        // As locks prints it (Laravel's token) or as stored: either names
        // the value held now, which is then removed only while unchanged.
        if (*wanted != holder.value && *wanted != storage::lockToken(holder.value))
            throw Failure { tr("%1 is not held by %2 but by %3; nothing was removed.")
                                .arg(operations::escapeName(key), operations::escapeName(*wanted), operations::LockActions::shownOwner(holder.value)) };
    }
    const operations::Action action = operations::LockActions::unlock(key, owner);
    runAction(ctx, db, action, [&] {
        return QJsonObject { { QStringLiteral("key"), operations::escapeName(key) },
            { QStringLiteral("owner"), operations::escapeName(storage::lockToken(owner)) } };
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
    if (const auto tag = ctx.name(QStringLiteral("tag"))) {
        const auto rows = operations::cache::tagKeys(db, *tag, QByteArray(), limit);
        const qint64 now = ctx.clock();
        if (ctx.json) {
            using R = cache::TagKeysRow;
            ctx.printJson(jsonArray(rows, { { "key", &R::key, true }, { "value_size", &R::value_size }, { "expires_at", &R::expires_at } },
                [&](const R &r, QJsonObject &o) { o.insert(QStringLiteral("present"), r.present.toInt() != 0); }));
            return;
        }
        Table t({ { tr("KEY") }, { tr("PRESENT") }, { tr("SIZE"), true }, { tr("EXPIRES") } });
        for (const auto &r : rows)
            t.add({ keyCell(r.key), r.present.toInt() ? tr("yes") : tr("no"), cellOr(r.value_size, QStringLiteral("-")),
                r.present.toInt() ? expiry(r.expires_at, now) : QStringLiteral("-") });
        t.print(ctx.out, tr("Tag %1 names no keys.").arg(operations::escapeName(*tag)));
        return;
    }
    const auto rows = operations::cache::tags(db, QByteArray(), limit);
    if (ctx.json) {
        using R = cache::TagsRow;
        ctx.printJson(jsonArray(rows, { { "tag", &R::tag, true }, { "key_count", &R::key_count } }));
        return;
    }
    Table t({ { tr("TAG") }, { tr("KEYS"), true } });
    for (const auto &r : rows)
        t.add({ keyCell(r.tag), cell(r.key_count) });
    t.print(ctx.out, tr("No tags."));
}

void declareFlushTag(QCommandLineParser &p)
{
    p.addPositionalArgument(QStringLiteral("TAG"), tr("The tag to flush."));
}

void flushTag(Context &ctx)
{
    const QByteArray tag = ctx.nameOperand(0, tr("a tag"));
    Connection &db = ctx.openFor(Primitive::Cache, true);
    auto keys = std::make_shared<qint64>(0);
    QJsonObject extra { { QStringLiteral("tag"), operations::escapeName(tag) } };
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
        { QStringLiteral("forget-key"), "KEY",
            QT_TRANSLATE_NOOP("askr::cli", "Delete one cache entry, expired or not, named as keys prints it or by --key-hex."), true, true, 1,
            declareForgetKey, forgetKey },
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
