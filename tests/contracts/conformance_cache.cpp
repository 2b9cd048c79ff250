// Conformance of the cache contract (contracts/cache.md). Every operation is
// run straight from the document through ContractHarness, so askr-mutate can
// point this binary at a mutated copy (ASKR_CONTRACTS_DIR) and expect a
// failure. Time is the harness clock; nothing sleeps.

#include "contractharness.h"

#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <sqlite3.h>

#include <algorithm>
#include <limits>
#include <optional>
#include <stdexcept>

using askr::contracts::Params;
using askr::contracts::Result;
using askr::contracts::Value;
using namespace askr::test;

namespace askr::contracts {
// QCOMPARE prints a value as type(bytes).
char *toString(const Value &v)
{
    const QByteArray s = QByteArray(v.typeName()) + '(' + escapeBytes(v.toBytes()).toUtf8() + ')';
    return qstrdup(s.constData());
}
} // namespace askr::contracts

namespace {

constexpr qint64 T0 = 1'700'000'000;
// Expiry offset meaning "NULL, never expires" in data tables.
constexpr qint64 NEVER = std::numeric_limits<qint64>::min();

using Rows = std::vector<std::vector<Value>>;

QByteArray escaped(const QByteArray &b)
{
    return askr::contracts::escapeBytes(b).toUtf8();
}

// The patterns the contract suggests for Locks.
const char *const kLockPatterns = R"(["*lock*", "*laravel_unique_job:*", "*laravel-queue-overlap:*", "*framework/schedule-*"])";

} // namespace

class CacheConformance : public QObject
{
    Q_OBJECT

    ContractHarness h; // one for the whole run, so that coverage accumulates
    QElapsedTimer m_budget;

    // A fresh database at T0. A mutant may make a statement run forever; the
    // progress handler interrupts anything that outlives the budget, and the
    // paging loops below stop when a page does not advance.
    void fresh()
    {
        h.reset();
        h.setNow(T0);
        m_budget.start();
        sqlite3_progress_handler(
            h.db().handle(), 1000, [](void *p) -> int { return static_cast<QElapsedTimer *>(p)->elapsed() > 1500 ? 1 : 0; },
            &m_budget);
    }

    Value at(qint64 offset) const { return offset == NEVER ? N() : I(h.now() + offset); }

    // Raw SQL for setup and verification only (positional parameters).
    Rows query(const char *sql, const std::vector<Value> &args = {})
    {
        sqlite3 *db = h.db().handle();
        sqlite3_stmt *st = nullptr;
        if (sqlite3_prepare_v2(db, sql, -1, &st, nullptr) != SQLITE_OK)
            throw std::runtime_error(std::string("test SQL does not prepare: ") + sqlite3_errmsg(db));
        for (int i = 0; i < int(args.size()); ++i) {
            const Value &v = args[size_t(i)];
            const QByteArray b = v.toBytes();
            switch (v.kind()) {
            case Value::Null:
                sqlite3_bind_null(st, i + 1);
                break;
            case Value::Integer:
                sqlite3_bind_int64(st, i + 1, v.toInt());
                break;
            case Value::Real:
                sqlite3_bind_double(st, i + 1, v.toReal());
                break;
            case Value::Text:
                sqlite3_bind_text64(st, i + 1, b.constData(), sqlite3_uint64(b.size()), SQLITE_TRANSIENT, SQLITE_UTF8);
                break;
            case Value::Blob:
                sqlite3_bind_blob64(st, i + 1, b.constData(), sqlite3_uint64(b.size()), SQLITE_TRANSIENT);
                break;
            }
        }
        Rows rows;
        int rc;
        while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
            std::vector<Value> row;
            for (int c = 0; c < sqlite3_column_count(st); ++c) {
                switch (sqlite3_column_type(st, c)) {
                case SQLITE_INTEGER:
                    row.push_back(Value::integer(sqlite3_column_int64(st, c)));
                    break;
                case SQLITE_FLOAT:
                    row.push_back(Value::real(sqlite3_column_double(st, c)));
                    break;
                case SQLITE_TEXT:
                    row.push_back(Value::text(QByteArray(reinterpret_cast<const char *>(sqlite3_column_text(st, c)),
                                                         sqlite3_column_bytes(st, c))));
                    break;
                case SQLITE_BLOB:
                    row.push_back(Value::blob(QByteArray(static_cast<const char *>(sqlite3_column_blob(st, c)),
                                                         sqlite3_column_bytes(st, c))));
                    break;
                default:
                    row.push_back(Value());
                }
            }
            rows.push_back(std::move(row));
        }
        const std::string err = sqlite3_errmsg(db);
        sqlite3_finalize(st);
        if (rc != SQLITE_DONE)
            throw std::runtime_error("test SQL failed: " + err);
        return rows;
    }

    void put(const QByteArray &key, const QByteArray &value, const Value &expiresAt)
    {
        h.run("cache", "Set", {{"key", T(key)}, {"value", B(value)}, {"expires_at", expiresAt}});
    }
    std::optional<Value> get(const QByteArray &key)
    {
        const Result r = h.run("cache", "Get", {{"key", T(key)}});
        if (r.rows.empty())
            return std::nullopt;
        return r.at(0, "value");
    }
    Result lock(const QByteArray &key, const QByteArray &owner, qint64 ttl)
    {
        return h.run("cache", "Lock", {{"key", T(key)}, {"owner", T(owner)}, {"ttl", I(ttl)}});
    }
    void tag(const QByteArray &tag, const QByteArray &key) { h.run("cache", "Tag", {{"tag", T(tag)}, {"key", T(key)}}); }

    // The stored row, expired or not: {value, expires_at}.
    std::optional<std::pair<Value, Value>> stored(const QByteArray &key)
    {
        const Rows r = query("SELECT value, expires_at FROM askr_cache WHERE key = ?", {T(key)});
        if (r.empty())
            return std::nullopt;
        return std::make_pair(r[0][0], r[0][1]);
    }
    QList<QByteArray> keys()
    {
        QList<QByteArray> out;
        for (const auto &r : query("SELECT key FROM askr_cache ORDER BY key"))
            out << r[0].toBytes();
        return out;
    }
    QList<QByteArray> tagRows()
    {
        QList<QByteArray> out;
        for (const auto &r : query("SELECT tag, key FROM askr_cache_tags ORDER BY tag, key"))
            out << r[0].toBytes() + '=' + r[1].toBytes();
        return out;
    }
    qint64 count(const char *sql) { return h.scalar(sql); }

    static QList<QByteArray> column(const Result &r, const char *name)
    {
        QList<QByteArray> out;
        for (size_t i = 0; i < r.rows.size(); ++i)
            out << r.at(i, name).toBytes();
        return out;
    }

    // The keys the fixture of the paging tests holds: mixed case, separators,
    // and keys that are not UTF-8.
    static QList<QByteArray> pagingKeys()
    {
        return {"Alpha:3", "alpha", "alpha:1", "alpha:2", "beta/x", "beta/y", "cache:lock:q", "gamma",
                "k\x80y:1", "zeta", "\xc3\x28" "bad", "\xff\xfe\xfd"};
    }

private Q_SLOTS:
    void cleanup() { ContractHarness::stopAtAFailureIfAsked(); }
    void initTestCase()
    {
        QVERIFY2(h.diagnostics().empty(), qPrintable(h.diagnosticText()));
    }

    // ---- Runtime reads and writes -------------------------------------

    void get_liveView_data()
    {
        QTest::addColumn<qint64>("expires");
        QTest::addColumn<qint64>("later");
        QTest::addColumn<bool>("hit");
        QTest::newRow("never expires, far later") << NEVER << qint64(1'000'000'000) << true;
        QTest::newRow("one second before expires_at") << qint64(10) << qint64(9) << true;
        QTest::newRow("at exactly expires_at") << qint64(10) << qint64(10) << false;
        QTest::newRow("after expires_at") << qint64(10) << qint64(11) << false;
        QTest::newRow("written already expired") << qint64(-1) << qint64(0) << false;
        QTest::newRow("written expiring now") << qint64(0) << qint64(0) << false;
    }
    void get_liveView()
    {
        QFETCH(qint64, expires);
        QFETCH(qint64, later);
        QFETCH(bool, hit);
        fresh();
        const QByteArray value("v\0\xff" "alue", 7);
        put("k", value, at(expires));
        put("neighbour", "other", N());
        put("neighbour2", "other2", N());
        h.advance(later);
        const auto got = get("k");
        QCOMPARE(got.has_value(), hit);
        if (hit)
            QCOMPARE(*got, B(value));
        // Lazy expiry: the row is still there, only hidden.
        QVERIFY(stored("k").has_value());
        QCOMPARE(get("neighbour"), std::optional<Value>(B("other")));
        QVERIFY(!get("missing").has_value());
    }

    void getWithTtl_data() { get_liveView_data(); }
    void getWithTtl()
    {
        QFETCH(qint64, expires);
        QFETCH(qint64, later);
        QFETCH(bool, hit);
        fresh();
        put("k", "value", at(expires));
        put("neighbour", "other", N());
        put("neighbour2", "other2", I(h.now() + later + 5000));
        const Value expiresAt = at(expires);
        h.advance(later);
        const Result r = h.run("cache", "GetWithTtl", {{"key", T("k")}});
        QCOMPARE(r.rows.size(), size_t(hit ? 1 : 0));
        if (hit) {
            QCOMPARE(r.at(0, "value"), B("value"));
            QCOMPARE(r.at(0, "expires_at"), expiresAt);
            QCOMPARE(r.at(0, "ttl"), expires == NEVER ? N() : I(expires - later));
        }
        const Result n = h.run("cache", "GetWithTtl", {{"key", T("neighbour2")}});
        QCOMPARE(n.rows.size(), size_t(1));
        QCOMPARE(n.at(0, "value"), B("other2"));
        QCOMPARE(n.at(0, "ttl"), I(5000));
        QVERIFY(h.run("cache", "GetWithTtl", {{"key", T("missing")}}).rows.empty());
    }

    void set_upsertReplacesValueAndExpiry()
    {
        fresh();
        put("other", "untouched", I(T0 + 7));
        put("k", "v1", I(T0 + 100));
        QCOMPARE(stored("k"), std::make_optional(std::make_pair(B("v1"), I(T0 + 100))));
        // A later Set replaces both, to an earlier expiry too.
        put("k", "v2", I(T0 + 50));
        QCOMPARE(stored("k"), std::make_optional(std::make_pair(B("v2"), I(T0 + 50))));
        // Back to never expiring.
        put("k", "v3", N());
        QCOMPARE(stored("k"), std::make_optional(std::make_pair(B("v3"), N())));
        h.advance(1'000'000);
        QCOMPARE(get("k"), std::optional<Value>(B("v3")));
        // And from never expiring to expiring.
        put("k", "v4", I(h.now() + 5));
        QCOMPARE(stored("k"), std::make_optional(std::make_pair(B("v4"), I(h.now() + 5))));
        h.advance(5);
        QVERIFY(!get("k").has_value());
        // Set over an expired entry revives it with the new expiry.
        put("k", "v5", I(h.now() + 1));
        QCOMPARE(get("k"), std::optional<Value>(B("v5")));
        QCOMPARE(stored("other"), std::make_optional(std::make_pair(B("untouched"), I(T0 + 7))));
        QCOMPARE(count("SELECT count(*) FROM askr_cache"), qint64(2));
    }

    // ---- Counters ------------------------------------------------------

    void increment_data()
    {
        QTest::addColumn<QByteArray>("initial"); // empty: no row
        QTest::addColumn<qint64>("initialExpires");
        QTest::addColumn<qint64>("delta");
        QTest::addColumn<qint64>("expected");
        QTest::addColumn<qint64>("expectedExpires");
        QTest::addColumn<bool>("visible");
        // A new row takes :expires_at (now + 100 here).
        QTest::newRow("missing key, positive delta") << QByteArray() << NEVER << qint64(5) << qint64(5) << qint64(100) << true;
        QTest::newRow("missing key, negative delta") << QByteArray() << NEVER << qint64(-3) << qint64(-3) << qint64(100) << true;
        // An existing row keeps its expiry.
        QTest::newRow("live counter counts up") << QByteArray("10") << qint64(60) << qint64(5) << qint64(15) << qint64(60) << true;
        QTest::newRow("live counter counts down") << QByteArray("10") << qint64(60) << qint64(-4) << qint64(6) << qint64(60) << true;
        QTest::newRow("one second before expiry counts on") << QByteArray("10") << qint64(1) << qint64(5) << qint64(15) << qint64(1) << true;
        QTest::newRow("never-expiring counter") << QByteArray("7") << NEVER << qint64(1) << qint64(8) << NEVER << true;
        QTest::newRow("expired counter restarts at 0") << QByteArray("10") << qint64(-1) << qint64(5) << qint64(5) << qint64(-1) << false;
        QTest::newRow("expired at exactly now restarts") << QByteArray("10") << qint64(0) << qint64(5) << qint64(5) << qint64(0) << false;
        QTest::newRow("expired counter, negative delta") << QByteArray("10") << qint64(-50) << qint64(-2) << qint64(-2) << qint64(-50) << false;
    }
    void increment()
    {
        QFETCH(QByteArray, initial);
        QFETCH(qint64, initialExpires);
        QFETCH(qint64, delta);
        QFETCH(qint64, expected);
        QFETCH(qint64, expectedExpires);
        QFETCH(bool, visible);
        fresh();
        put("neighbour", "100", N());
        if (!initial.isEmpty())
            put("c", initial, at(initialExpires));
        const Result r = h.run("cache", "Increment", {{"key", T("c")}, {"delta", I(delta)}, {"expires_at", I(h.now() + 100)}});
        QCOMPARE(r.rows.size(), size_t(1));
        QCOMPARE(r.rows[0][0], I(expected));
        // Stored as an INTEGER, with the expiry the contract promises.
        const Rows s = query("SELECT value, typeof(value), expires_at FROM askr_cache WHERE key = 'c'");
        QCOMPARE(s.size(), size_t(1));
        QCOMPARE(s[0][0], I(expected));
        QCOMPARE(s[0][1], T("integer"));
        QCOMPARE(s[0][2], at(expectedExpires));
        // An expired counter restarts but keeps its expiry, so it stays hidden.
        QCOMPARE(get("c"), visible ? std::optional<Value>(I(expected)) : std::nullopt);
        QCOMPARE(stored("neighbour"), std::make_optional(std::make_pair(B("100"), N())));
    }

    void increment_repeatedly()
    {
        fresh();
        for (qint64 i = 1; i <= 3; ++i) {
            const Result r = h.run("cache", "Increment", {{"key", T("hits")}, {"delta", I(1)}, {"expires_at", N()}});
            QCOMPARE(r.rows[0][0], I(i));
        }
        QCOMPARE(h.run("cache", "Increment", {{"key", T("hits")}, {"delta", I(-10)}, {"expires_at", N()}}).rows[0][0], I(-7));
        QCOMPARE(get("hits"), std::optional<Value>(I(-7)));
        // After a sweep removes an expired counter, Increment inserts it
        // afresh with the new expiry.
        h.run("cache", "Increment", {{"key", T("rate")}, {"delta", I(4)}, {"expires_at", I(h.now() + 10)}});
        h.advance(10);
        h.run("cache", "Sweep");
        QVERIFY(!stored("rate").has_value());
        QCOMPARE(h.run("cache", "Increment", {{"key", T("rate")}, {"delta", I(1)}, {"expires_at", I(h.now() + 10)}}).rows[0][0], I(1));
        QCOMPARE(stored("rate"), std::make_optional(std::make_pair(I(1), I(h.now() + 10))));
    }

    // ---- Locks ---------------------------------------------------------

    void lock_data()
    {
        QTest::addColumn<bool>("present");
        QTest::addColumn<bool>("never");    // the row was written by Set without expiry
        QTest::addColumn<qint64>("heldTtl"); // the current holder's ttl
        QTest::addColumn<qint64>("later");
        QTest::addColumn<bool>("acquired");
        QTest::newRow("absent") << false << false << qint64(0) << qint64(0) << true;
        QTest::newRow("held, live") << true << false << qint64(10) << qint64(5) << false;
        QTest::newRow("held, one second left") << true << false << qint64(10) << qint64(9) << false;
        QTest::newRow("expired at exactly now") << true << false << qint64(10) << qint64(10) << true;
        QTest::newRow("expired long ago") << true << false << qint64(10) << qint64(1000) << true;
        QTest::newRow("never-expiring row, far later") << true << true << qint64(0) << qint64(1'000'000'000) << false;
    }
    void lock()
    {
        QFETCH(bool, present);
        QFETCH(bool, never);
        QFETCH(qint64, heldTtl);
        QFETCH(qint64, later);
        QFETCH(bool, acquired);
        fresh();
        put("bystander", "x", I(T0 - 1)); // an expired neighbour that must stay as it is
        if (present) {
            if (never) {
                put("L", "other", N());
            } else {
                const Result first = lock("L", "other", heldTtl);
                QCOMPARE(first.rows.size(), size_t(1));
                QCOMPARE(first.at(0, "acquired"), I(1));
                QCOMPARE(stored("L"), std::make_optional(std::make_pair(B("other"), I(T0 + heldTtl))));
            }
        }
        h.advance(later);
        const auto before = stored("L");
        const Result r = lock("L", "me", 30);
        if (acquired) {
            QCOMPARE(r.rows.size(), size_t(1));
            QCOMPARE(r.at(0, "acquired"), I(1));
            QCOMPARE(r.changes, qint64(1));
            QCOMPARE(stored("L"), std::make_optional(std::make_pair(B("me"), I(h.now() + 30))));
            QCOMPARE(get("L"), std::optional<Value>(B("me"))); // a BLOB, as the runtime binds owners
        } else {
            QVERIFY(r.rows.empty());
            QCOMPARE(r.changes, qint64(0));
            QCOMPARE(stored("L"), before); // nothing written
        }
        QCOMPARE(stored("bystander"), std::make_optional(std::make_pair(B("x"), I(T0 - 1))));
    }

    void lock_notReentrant()
    {
        fresh();
        QCOMPARE(lock("L", "me", 30).rows.size(), size_t(1));
        h.advance(10);
        // The holder asking again does not extend its lock.
        QVERIFY(lock("L", "me", 30).rows.empty());
        QCOMPARE(stored("L"), std::make_optional(std::make_pair(B("me"), I(T0 + 30))));
    }

    // A ttl of 0 (or less) is a lock that never expires, as the runtime
    // computes it (CASE WHEN ttl > 0 ... ELSE NULL): nobody else takes it,
    // however much later. A positive ttl, even 1, expires.
    void lock_ttl_data()
    {
        QTest::addColumn<qint64>("ttl");
        QTest::addColumn<qint64>("later");
        QTest::addColumn<bool>("takenOver");
        QTest::newRow("ttl 0, at once") << qint64(0) << qint64(0) << false;
        QTest::newRow("ttl 0, a year later") << qint64(0) << qint64(365 * 86400) << false;
        QTest::newRow("negative ttl") << qint64(-5) << qint64(10) << false;
        QTest::newRow("ttl 1, at once") << qint64(1) << qint64(0) << false;
        QTest::newRow("ttl 1, a second later") << qint64(1) << qint64(1) << true;
    }
    void lock_ttl()
    {
        QFETCH(qint64, ttl);
        QFETCH(qint64, later);
        QFETCH(bool, takenOver);
        fresh();
        const Result first = lock("Z", "a", ttl);
        QCOMPARE(first.rows.size(), size_t(1));
        QCOMPARE(stored("Z"), std::make_optional(std::make_pair(B("a"), ttl > 0 ? I(T0 + ttl) : N())));
        QCOMPARE(get("Z"), std::optional<Value>(B("a")));
        h.advance(later);
        const Result second = lock("Z", "b", 30);
        QCOMPARE(second.rows.size(), size_t(takenOver ? 1 : 0));
        QCOMPARE(stored("Z")->first, B(takenOver ? "b" : "a"));
    }

    void unlock_onlyByOwner()
    {
        fresh();
        QCOMPARE(lock("L", "me", 30).rows.size(), size_t(1));
        QCOMPARE(lock("M", "me", 30).rows.size(), size_t(1));
        QCOMPARE(lock("N", "other", 30).rows.size(), size_t(1));
        // Wrong owner: nothing.
        QCOMPARE(h.run("cache", "Unlock", {{"key", T("L")}, {"owner", T("other")}}).changes, qint64(0));
        QCOMPARE(keys(), (QList<QByteArray>{"L", "M", "N"}));
        // The owner releases exactly its key.
        QCOMPARE(h.run("cache", "Unlock", {{"key", T("L")}, {"owner", T("me")}}).changes, qint64(1));
        QCOMPARE(keys(), (QList<QByteArray>{"M", "N"}));
        QCOMPARE(h.run("cache", "Unlock", {{"key", T("N")}, {"owner", T("me")}}).changes, qint64(0));
        QCOMPARE(h.run("cache", "Unlock", {{"key", T("missing")}, {"owner", T("me")}}).changes, qint64(0));
        QCOMPARE(keys(), (QList<QByteArray>{"M", "N"}));
        // A worker whose lock expired and was taken over cannot release the
        // new holder's lock.
        h.advance(30);
        QCOMPARE(lock("M", "thief", 30).rows.size(), size_t(1));
        QCOMPARE(h.run("cache", "Unlock", {{"key", T("M")}, {"owner", T("me")}}).changes, qint64(0));
        QCOMPARE(stored("M"), std::make_optional(std::make_pair(B("thief"), I(h.now() + 30))));
        QCOMPARE(h.run("cache", "Unlock", {{"key", T("M")}, {"owner", T("thief")}}).changes, qint64(1));
        QCOMPARE(keys(), (QList<QByteArray>{"N"}));
    }

    // ---- Touch -------------------------------------------------------------

    void touch()
    {
        fresh();
        put("live", "a", I(T0 + 10));
        put("forever", "b", N());
        put("expired", "c", I(T0 - 1));
        put("expiring", "d", I(T0)); // expired at exactly now
        put("bystander", "e", I(T0 + 10));
        auto touch = [&](const char *key, const Value &exp) {
            return h.run("cache", "Touch", {{"key", T(key)}, {"expires_at", exp}}).changes;
        };
        QCOMPARE(touch("live", I(T0 + 500)), qint64(1));
        QCOMPARE(stored("live"), std::make_optional(std::make_pair(B("a"), I(T0 + 500))));
        QCOMPARE(touch("live", N()), qint64(1));
        QCOMPARE(stored("live"), std::make_optional(std::make_pair(B("a"), N())));
        QCOMPARE(touch("forever", I(T0 + 20)), qint64(1));
        QCOMPARE(stored("forever"), std::make_optional(std::make_pair(B("b"), I(T0 + 20))));
        // Expired entries are not revived.
        QCOMPARE(touch("expired", I(T0 + 500)), qint64(0));
        QCOMPARE(stored("expired"), std::make_optional(std::make_pair(B("c"), I(T0 - 1))));
        QCOMPARE(touch("expiring", N()), qint64(0));
        QCOMPARE(stored("expiring"), std::make_optional(std::make_pair(B("d"), I(T0))));
        QVERIFY(!get("expiring").has_value());
        QCOMPARE(touch("missing", N()), qint64(0));
        QVERIFY(!stored("missing").has_value());
        QCOMPARE(stored("bystander"), std::make_optional(std::make_pair(B("e"), I(T0 + 10))));
    }

    // ---- Tags ----------------------------------------------------------

    void tag_and_flushTag()
    {
        fresh();
        for (const char *k : {"a", "b", "c", "d"})
            put(k, k, N());
        tag("t1", "a");
        tag("t1", "b");
        tag("t2", "b");
        tag("t2", "c");
        tag("t3", "gone"); // a mapping whose key is not cached
        // Tagging twice is harmless.
        QCOMPARE(h.run("cache", "Tag", {{"tag", T("t1")}, {"key", T("a")}}).changes, qint64(0));
        QCOMPARE(tagRows(), (QList<QByteArray>{"t1=a", "t1=b", "t2=b", "t2=c", "t3=gone"}));

        const Result r = h.run("cache", "FlushTag", {{"tag", T("t1")}});
        QCOMPARE(r.changes, qint64(2)); // the tag's mapping rows
        QCOMPARE(keys(), (QList<QByteArray>{"c", "d"}));
        QCOMPARE(tagRows(), (QList<QByteArray>{"t2=b", "t2=c", "t3=gone"}));

        // An unknown tag removes nothing.
        QCOMPARE(h.run("cache", "FlushTag", {{"tag", T("nope")}}).changes, qint64(0));
        QCOMPARE(keys(), (QList<QByteArray>{"c", "d"}));
        QCOMPARE(h.run("cache", "FlushTag", {{"tag", T("t2")}}).changes, qint64(2));
        QCOMPARE(keys(), (QList<QByteArray>{"d"}));
        QCOMPARE(tagRows(), (QList<QByteArray>{"t3=gone"}));
    }

    // ---- Sweep, Forget, Flush, FlushAll --------------------------------

    void sweep()
    {
        fresh();
        put("never", "1", N());
        put("future", "2", I(T0 + 1));
        put("now", "3", I(T0));
        put("past", "4", I(T0 - 1));
        put("long-gone", "5", I(T0 - 100000));
        const Result r = h.run("cache", "Sweep");
        QCOMPARE(r.changes, qint64(3));
        QCOMPARE(keys(), (QList<QByteArray>{"future", "never"}));
        QCOMPARE(h.run("cache", "Sweep").changes, qint64(0));
        h.advance(1);
        QCOMPARE(h.run("cache", "Sweep").changes, qint64(1));
        QCOMPARE(keys(), (QList<QByteArray>{"never"}));
    }

    void forget_flush_flushAll()
    {
        fresh();
        put("a", "1", N());
        put("b", "2", I(T0 - 5));
        put("c", "3", I(T0 + 5));
        tag("t", "a");
        tag("t", "b");
        QCOMPARE(h.run("cache", "Forget", {{"key", T("a")}}).changes, qint64(1));
        QCOMPARE(keys(), (QList<QByteArray>{"b", "c"}));
        QCOMPARE(tagRows(), (QList<QByteArray>{"t=a", "t=b"})); // Forget leaves tags
        QCOMPARE(h.run("cache", "Forget", {{"key", T("a")}}).changes, qint64(0));
        // Forget removes an expired entry too.
        QCOMPARE(h.run("cache", "Forget", {{"key", T("b")}}).changes, qint64(1));
        QCOMPARE(keys(), (QList<QByteArray>{"c"}));

        put("d", "4", N());
        tag("t", "d");
        QCOMPARE(h.run("cache", "Flush").changes, qint64(2)); // cache rows removed
        QVERIFY(keys().isEmpty());
        QVERIFY(tagRows().isEmpty()); // as the runtime flushes: both tables
        // A key set again after the flush, untagged, survives its old tag's flush.
        put("a", "again", N());
        QCOMPARE(h.run("cache", "FlushTag", {{"tag", T("t")}}).changes, qint64(0));
        QCOMPARE(keys(), (QList<QByteArray>{"a"}));
        h.run("cache", "Forget", {{"key", T("a")}});

        put("e", "5", N());
        put("f", "6", I(T0 - 1));
        put("g", "7", I(T0 + 1));
        const Result all = h.run("cache", "FlushAll");
        QCOMPARE(all.changes, qint64(3)); // cache rows removed
        QVERIFY(keys().isEmpty());
        QVERIFY(tagRows().isEmpty());
    }

    // ---- Admin: key pages ------------------------------------------------

    void keysPaging_data()
    {
        QTest::addColumn<Value>("glob");
        QTest::addColumn<Value>("text");
        QTest::addColumn<QList<QByteArray>>("expected");
        QTest::newRow("no filter") << N() << N() << pagingKeys();
        QTest::newRow("glob alpha*") << T("alpha*") << N() << QList<QByteArray>{"alpha", "alpha:1", "alpha:2"};
        QTest::newRow("glob *:*") << T("*:*") << N() << QList<QByteArray>{"Alpha:3", "alpha:1", "alpha:2", "cache:lock:q", "k\x80y:1"};
        QTest::newRow("glob [bg]*") << T("[bg]*") << N() << QList<QByteArray>{"beta/x", "beta/y", "gamma"};
        QTest::newRow("glob matches nothing") << T("nomatch*") << N() << QList<QByteArray>{};
        QTest::newRow("text Alp (case-sensitive)") << N() << T("Alp") << QList<QByteArray>{"Alpha:3"};
        QTest::newRow("text a:") << N() << T("a:") << QList<QByteArray>{"Alpha:3", "alpha:1", "alpha:2"};
        QTest::newRow("text after non-UTF-8 bytes") << N() << T("y:") << QList<QByteArray>{"k\x80y:1"};
        QTest::newRow("text in a non-UTF-8 key") << N() << T("bad") << QList<QByteArray>{"\xc3\x28" "bad"};
        QTest::newRow("text matches nothing") << N() << T("qqq") << QList<QByteArray>{};
        QTest::newRow("glob and text") << T("*a*") << T("/") << QList<QByteArray>{"beta/x", "beta/y"};
        QTest::newRow("glob a* and text :") << T("a*") << T(":") << QList<QByteArray>{"alpha:1", "alpha:2"};
    }
    void keysPaging()
    {
        QFETCH(Value, glob);
        QFETCH(Value, text);
        QFETCH(QList<QByteArray>, expected);
        fresh();
        int n = 0;
        for (const QByteArray &k : pagingKeys()) {
            ++n;
            put(k, QByteArray(n, 'v'), n % 3 == 0 ? I(T0 - n) : N()); // expired rows are listed too
        }
        for (qint64 pageSize : {1, 2, 5, 100}) {
            // Forward from the first page.
            QList<QByteArray> forward;
            QByteArray after(""); // the empty string starts at the first key
            for (int guard = 0;; ++guard) {
                QVERIFY2(guard <= expected.size() + 1, "KeysPage does not advance");
                const Result r = h.run("cache", "KeysPage",
                                       {{"after_key", T(after)}, {"filter_glob", glob}, {"filter_text", text}, {"page_size", I(pageSize)}});
                QVERIFY2(qint64(r.rows.size()) <= pageSize, "a page is longer than page_size");
                if (r.rows.empty())
                    break;
                // Every page but the last is full.
                for (size_t i = 0; i < r.rows.size(); ++i) {
                    const QByteArray k = r.at(i, "key").toBytes();
                    QCOMPARE(r.at(i, "key").kind(), Value::Text);
                    QVERIFY2(k > after, "keys are not ascending");
                    forward << k;
                    after = k;
                }
                if (qint64(r.rows.size()) < pageSize)
                    break;
            }
            QCOMPARE(forward, expected);

            // Backward from the last page.
            QList<QByteArray> backward;
            QByteArray before("");
            for (int guard = 0;; ++guard) {
                QVERIFY2(guard <= expected.size() + 1, "KeysPageBefore does not advance");
                const Result r = h.run("cache", "KeysPageBefore",
                                       {{"before_key", T(before)}, {"filter_glob", glob}, {"filter_text", text}, {"page_size", I(pageSize)}});
                QVERIFY2(qint64(r.rows.size()) <= pageSize, "a page is longer than page_size");
                if (r.rows.empty())
                    break;
                for (size_t i = 0; i < r.rows.size(); ++i) {
                    const QByteArray k = r.at(i, "key").toBytes();
                    QVERIFY2(before.isEmpty() || k < before, "keys are not descending");
                    backward.prepend(k);
                    before = k;
                }
                if (qint64(r.rows.size()) < pageSize)
                    break;
            }
            QCOMPARE(backward, expected);
        }
        // KeyAt: the key at each position of the same order, none past the end.
        for (qsizetype i = 0; i <= expected.size(); ++i) {
            const Result r = h.run("cache", "KeyAt", {{"filter_glob", glob}, {"filter_text", text}, {"position", I(i)}});
            if (i < expected.size()) {
                QCOMPARE(r.rows.size(), size_t(1));
                QCOMPARE(r.at(0, "key"), T(expected[i]));
            } else {
                QVERIFY(r.rows.empty());
            }
        }
        const Result c = h.run("cache", "CountKeys", {{"filter_glob", glob}, {"filter_text", text}});
        QCOMPARE(c.at(0, "count"), I(expected.size()));
    }

    // CountKeys counts the table without a WHERE when no filter is set
    // (SQLite's b-tree count) and with one otherwise: the same figures as the
    // filtered count. Every stored row counts, expired or not (as the key
    // pages list them), so the count is of askr_cache, not of the live view;
    // filters that are set but empty are filters, not their absence.
    void countKeys_data()
    {
        // 0: empty table; 1: "", "a:1" (never expires), "a:2" (expires later),
        // "b:1" (expired), "b:2" (expires exactly now: expired), "c" (a
        // counter); 2: only "b:1" and "b:2"; 3: fixture 1 after Sweep.
        QTest::addColumn<int>("fixture");
        QTest::addColumn<Value>("glob");
        QTest::addColumn<Value>("text");
        QTest::addColumn<qint64>("expected");
        QTest::newRow("empty table") << 0 << N() << N() << qint64(0);
        QTest::newRow("empty table, glob *") << 0 << T("*") << N() << qint64(0);
        QTest::newRow("empty table, text") << 0 << N() << T("a") << qint64(0);
        QTest::newRow("no filter: expired rows count") << 1 << N() << N() << qint64(6);
        QTest::newRow("glob of expired rows only") << 1 << T("b:*") << N() << qint64(2);
        QTest::newRow("glob *") << 1 << T("*") << N() << qint64(6);
        QTest::newRow("text :") << 1 << N() << T(":") << qint64(4);
        QTest::newRow("glob and text") << 1 << T("a*") << T("2") << qint64(1);
        QTest::newRow("an empty glob is a filter (the empty key only)") << 1 << T("") << N() << qint64(1);
        QTest::newRow("an empty text is a filter (every key has it)") << 1 << N() << T("") << qint64(6);
        QTest::newRow("an empty glob and an empty text") << 1 << T("") << T("") << qint64(1);
        QTest::newRow("only expired rows, no filter") << 2 << N() << N() << qint64(2);
        QTest::newRow("only expired rows, text") << 2 << N() << T("b") << qint64(2);
        QTest::newRow("after Sweep, no filter") << 3 << N() << N() << qint64(4);
        QTest::newRow("after Sweep, glob of the swept") << 3 << T("b:*") << N() << qint64(0);
    }
    void countKeys()
    {
        QFETCH(int, fixture);
        QFETCH(Value, glob);
        QFETCH(Value, text);
        QFETCH(qint64, expected);
        fresh();
        if (fixture == 1 || fixture == 3) {
            put("", "empty", N());
            put("a:1", "1", N());
            put("a:2", "2", I(T0 + 100));
            h.run("cache", "Increment", {{"key", T("c")}, {"delta", I(5)}, {"expires_at", N()}});
        }
        if (fixture >= 1) {
            put("b:1", "3", I(T0 - 1));
            put("b:2", "4", I(T0));
        }
        if (fixture == 3)
            h.run("cache", "Sweep");
        const Result c = h.run("cache", "CountKeys", {{"filter_glob", glob}, {"filter_text", text}});
        QCOMPARE(c.columns, std::vector<std::string>{"count"});
        QCOMPARE(c.rows.size(), size_t(1));
        QCOMPARE(c.at(0, "count"), I(expected));
    }

    void keysPage_columns()
    {
        fresh();
        put("blob", "abc", I(T0 + 100));
        h.run("cache", "Increment", {{"key", T("counter")}, {"delta", I(12345)}, {"expires_at", N()}});
        put("expired", "zz", I(T0 - 1));
        query("INSERT INTO askr_cache (key, value, expires_at) VALUES ('text', 'h\xc3\xa9llo', NULL)");
        tag("t1", "blob");
        tag("t2", "blob");
        tag("t1", "expired");
        tag("t1", "ghost");
        struct Expect {
            QByteArray key;
            qint64 size;
            const char *type;
            Value expires;
            qint64 tags;
        };
        const QList<Expect> expected{{"blob", 3, "blob", I(T0 + 100), 2},
                                     {"counter", 5, "integer", N(), 0},
                                     {"expired", 2, "blob", I(T0 - 1), 1},
                                     {"text", 5, "text", N(), 0}};
        const Result fwd = h.run("cache", "KeysPage", {{"after_key", T("")}, {"filter_glob", N()}, {"filter_text", N()}, {"page_size", I(10)}});
        const Result bwd = h.run("cache", "KeysPageBefore", {{"before_key", T("")}, {"filter_glob", N()}, {"filter_text", N()}, {"page_size", I(10)}});
        QCOMPARE(fwd.rows.size(), size_t(expected.size()));
        QCOMPARE(bwd.rows.size(), size_t(expected.size()));
        for (int i = 0; i < expected.size(); ++i) {
            const Expect &e = expected[i];
            for (const auto &[r, row] : {std::make_pair(&fwd, size_t(i)), std::make_pair(&bwd, size_t(expected.size() - 1 - i))}) {
                QCOMPARE(r->at(row, "key"), T(e.key));
                QCOMPARE(r->at(row, "value_size"), I(e.size));
                QCOMPARE(r->at(row, "value_type"), T(e.type));
                QCOMPARE(r->at(row, "expires_at"), e.expires);
                QCOMPARE(r->at(row, "tag_count"), I(e.tags));
            }
        }
    }

    void keys_emptyKey()
    {
        fresh();
        put("", "empty", N());
        put("a", "1", N());
        put("b", "2", N());
        const Result fwd = h.run("cache", "KeysPage", {{"after_key", T("")}, {"filter_glob", N()}, {"filter_text", N()}, {"page_size", I(10)}});
        QCOMPARE(column(fwd, "key"), (QList<QByteArray>{"a", "b"}));
        const Result bwd = h.run("cache", "KeysPageBefore", {{"before_key", T("")}, {"filter_glob", N()}, {"filter_text", N()}, {"page_size", I(10)}});
        QCOMPARE(column(bwd, "key"), (QList<QByteArray>{"b", "a", ""}));
        const Result page2 = h.run("cache", "KeysPageBefore", {{"before_key", T("b")}, {"filter_glob", N()}, {"filter_text", N()}, {"page_size", I(10)}});
        QCOMPARE(column(page2, "key"), (QList<QByteArray>{"a", ""}));
        const Result info = h.run("cache", "ValueInfo", {{"key", T("")}});
        QCOMPARE(info.rows.size(), size_t(1));
        QCOMPARE(info.at(0, "value_size"), I(5));
        QCOMPARE(h.run("cache", "CountKeys", {{"filter_glob", N()}, {"filter_text", N()}}).at(0, "count"), I(3));
    }

    void keys_nonUtf8RoundTrip()
    {
        fresh();
        const QList<QByteArray> odd{QByteArray("\xff\xfe\xfd"), QByteArray("\xc3\x28" "x"), QByteArray("a\x80" "b"), QByteArray("\xed\xa0\x80" "surrogate")};
        int n = 0;
        for (const QByteArray &k : odd)
            put(k, "v" + QByteArray::number(++n), N());
        put("plain", "p", N());
        const Result page = h.run("cache", "KeysPage", {{"after_key", T("")}, {"filter_glob", N()}, {"filter_text", N()}, {"page_size", I(100)}});
        QList<QByteArray> expected = odd;
        expected << "plain";
        std::sort(expected.begin(), expected.end());
        QCOMPARE(column(page, "key"), expected);
        // The bytes a page returns reach the row again, byte for byte.
        for (size_t i = 0; i < page.rows.size(); ++i) {
            const QByteArray k = page.at(i, "key").toBytes();
            QVERIFY2(get(k).has_value(), escaped(k).constData());
            const Result info = h.run("cache", "ValueInfo", {{"key", T(k)}});
            QCOMPARE(info.rows.size(), size_t(1));
        }
        for (const QByteArray &k : odd)
            QCOMPARE(h.run("cache", "Forget", {{"key", T(k)}}).changes, qint64(1));
        QCOMPARE(keys(), QList<QByteArray>{"plain"});
    }

    // ---- Admin: one value ----------------------------------------------

    void valueInfo()
    {
        fresh();
        put("a", "12345678", I(T0 - 1)); // expired entries are readable here
        put("b", "xy", N());
        h.run("cache", "Increment", {{"key", T("n")}, {"delta", I(-42)}, {"expires_at", N()}});
        query("INSERT INTO askr_cache (key, value, expires_at) VALUES ('t', 'h\xc3\xa9', NULL)");
        struct Expect {
            const char *key;
            qint64 size;
            const char *type;
            Value expiresAt;
        };
        for (const Expect &e : {Expect{"a", 8, "blob", I(T0 - 1)}, Expect{"b", 2, "blob", N()}, Expect{"n", 3, "integer", N()},
                                Expect{"t", 2, "text", N()}}) {
            const Result r = h.run("cache", "ValueInfo", {{"key", T(e.key)}});
            QCOMPARE(r.rows.size(), size_t(1));
            QCOMPARE(r.at(0, "rowid"), query("SELECT rowid FROM askr_cache WHERE key = ?", {T(e.key)})[0][0]);
            QCOMPARE(r.at(0, "value_size"), I(e.size));
            QCOMPARE(r.at(0, "value_type"), T(e.type));
            QCOMPARE(r.at(0, "expires_at"), e.expiresAt);
        }
        QVERIFY(h.run("cache", "ValueInfo", {{"key", T("missing")}}).rows.empty());
    }

    // A key another client bound as a BLOB is found by the operations that
    // name one entry, as a TEXT key is; a TEXT and a BLOB key of the same
    // bytes are two entries, and where one is returned it is the TEXT one.
    void keysOfEitherStorageClass()
    {
        fresh();
        const QByteArray odd("k\xff\xfe\0z", 5);
        query("INSERT INTO askr_cache (key, value, expires_at) VALUES (?, ?, NULL)", {B(odd), B("blob-keyed")});
        query("INSERT INTO askr_cache (key, value, expires_at) VALUES (?, ?, ?)", {T("twin"), T("as text"), I(T0 + 60)});
        query("INSERT INTO askr_cache (key, value, expires_at) VALUES (?, ?, NULL)", {B("twin"), B("as blob")});
        query("INSERT INTO askr_cache (key, value, expires_at) VALUES (?, 7, NULL)", {B("n")});
        query("INSERT INTO askr_cache (key, value, expires_at) VALUES (?, 2.5, NULL)", {T("r")});
        query("INSERT INTO askr_cache (key, value, expires_at) VALUES (?, ?, ?)", {B("gone"), B("expired"), I(T0 - 1)});
        auto rowid = [&](const Value &key) { return query("SELECT rowid FROM askr_cache WHERE key = ?", {key})[0][0]; };

        const Result head = h.run("cache", "ValueHead", {{"key", T(odd)}});
        QCOMPARE(head.rows.size(), size_t(1));
        QCOMPARE(head.at(0, "rowid"), rowid(B(odd)));
        QCOMPARE(head.at(0, "value_type"), T("blob"));
        QCOMPARE(head.at(0, "expires_at"), N());
        QCOMPARE(head.at(0, "ttl"), N());
        QCOMPARE(head.at(0, "number"), N());
        const Result twin = h.run("cache", "ValueHead", {{"key", T("twin")}});
        QCOMPARE(twin.rows.size(), size_t(1));
        QCOMPARE(twin.at(0, "rowid"), rowid(T("twin")));
        QCOMPARE(twin.at(0, "value_type"), T("text"));
        QCOMPARE(twin.at(0, "expires_at"), I(T0 + 60));
        QCOMPARE(twin.at(0, "ttl"), I(60));
        QCOMPARE(h.run("cache", "ValueHead", {{"key", T("n")}}).at(0, "number"), I(7));
        QCOMPARE(h.run("cache", "ValueHead", {{"key", T("r")}}).at(0, "number"), Value::real(2.5));
        QVERIFY(h.run("cache", "ValueHead", {{"key", T("gone")}}).rows.empty()); // expired: a miss
        QVERIFY(h.run("cache", "ValueHead", {{"key", T("missing")}}).rows.empty());
        // Once the TEXT twin expires, the BLOB one is the live entry.
        h.advance(60);
        const Result later = h.run("cache", "ValueHead", {{"key", T("twin")}});
        QCOMPARE(later.rows.size(), size_t(1));
        QCOMPARE(later.at(0, "rowid"), rowid(B("twin")));
        h.setNow(T0);

        const Result info = h.run("cache", "ValueInfo", {{"key", T(odd)}});
        QCOMPARE(info.rows.size(), size_t(1));
        QCOMPARE(info.at(0, "rowid"), rowid(B(odd)));
        QCOMPARE(info.at(0, "value_size"), I(10));
        const Result twinInfo = h.run("cache", "ValueInfo", {{"key", T("twin")}});
        QCOMPARE(twinInfo.rows.size(), size_t(1));
        QCOMPARE(twinInfo.at(0, "rowid"), rowid(T("twin")));
        QCOMPARE(h.run("cache", "ValueInfo", {{"key", T("gone")}}).rows.size(), size_t(1)); // expired entries are readable here
        const Result chunk = h.run("cache", "ValueChunk", {{"key", T(odd)}, {"offset", I(0)}, {"length", I(4)}});
        QCOMPARE(chunk.rows.size(), size_t(1));
        QCOMPARE(chunk.at(0, "chunk"), B("blob"));
        const Result twinChunk = h.run("cache", "ValueChunk", {{"key", T("twin")}, {"offset", I(0)}, {"length", I(7)}});
        QCOMPARE(twinChunk.rows.size(), size_t(1));
        QCOMPARE(twinChunk.at(0, "chunk"), T("as text"));

        // A lock under a BLOB key is released by its owner, and only by it.
        query("INSERT INTO askr_cache (key, value, expires_at) VALUES (?, ?, ?)", {B(QByteArray("lock\0b", 6)), B("owner"), I(T0 + 30)});
        query("INSERT INTO askr_cache (key, value, expires_at) VALUES (?, ?, ?)", {T("lock-t"), T("owner"), I(T0 + 30)});
        for (const QByteArray &k : {QByteArray("lock\0b", 6), QByteArray("lock-t")}) {
            QCOMPARE(h.run("cache", "PreviewUnlock", {{"key", T(k)}, {"owner", B("thief")}}).at(0, "rows"), I(0));
            QCOMPARE(h.run("cache", "Unlock", {{"key", T(k)}, {"owner", B("thief")}}).changes, qint64(0));
            QCOMPARE(h.run("cache", "PreviewUnlock", {{"key", T(k)}, {"owner", B("owner")}}).at(0, "rows"), I(1));
            QCOMPARE(h.run("cache", "Unlock", {{"key", T(k)}, {"owner", B("owner")}}).changes, qint64(1));
        }

        // ForgetKey deletes what it names, TEXT or BLOB, expired or not.
        QCOMPARE(h.run("cache", "PreviewForgetKey", {{"key", T(odd)}}).at(0, "rows"), I(1));
        QCOMPARE(h.run("cache", "PreviewForgetKey", {{"key", T("twin")}}).at(0, "rows"), I(2));
        QCOMPARE(h.run("cache", "PreviewForgetKey", {{"key", T("k")}}).at(0, "rows"), I(0)); // not a prefix match at the NUL
        QCOMPARE(h.run("cache", "ForgetKey", {{"key", T(odd)}}).changes, qint64(1));
        QCOMPARE(h.run("cache", "ForgetKey", {{"key", T("gone")}}).changes, qint64(1));
        QCOMPARE(h.run("cache", "ForgetKey", {{"key", T("twin")}}).changes, qint64(2));
        QCOMPARE(h.run("cache", "PreviewForgetKey", {{"key", T("twin")}}).at(0, "rows"), I(0));
        QCOMPARE(h.scalar("SELECT count(*) FROM askr_cache"), qint64(2)); // n and r are left
    }

    void valueChunk_data()
    {
        QTest::addColumn<QByteArray>("key");
        QTest::addColumn<qint64>("offset");
        QTest::addColumn<qint64>("length");
        QTest::addColumn<Value>("expected");
        QTest::newRow("blob head") << QByteArray("blob") << qint64(0) << qint64(3) << B("012");
        QTest::newRow("blob middle") << QByteArray("blob") << qint64(3) << qint64(4) << B("3456");
        QTest::newRow("blob tail, length past the end") << QByteArray("blob") << qint64(8) << qint64(5) << B("89");
        QTest::newRow("blob one byte") << QByteArray("blob") << qint64(9) << qint64(1) << B("9");
        QTest::newRow("blob at the end") << QByteArray("blob") << qint64(10) << qint64(2) << B("");
        QTest::newRow("blob with NUL and high bytes") << QByteArray("bin") << qint64(1) << qint64(3) << B(QByteArray("\0\xff\x01", 3));
        QTest::newRow("text counts characters") << QByteArray("text") << qint64(1) << qint64(2) << T("\xc3\xb1" "b");
        QTest::newRow("text head") << QByteArray("text") << qint64(0) << qint64(1) << T("a");
        QTest::newRow("text tail") << QByteArray("text") << qint64(3) << qint64(10) << T("\xe2\x82\xac" "c");
        QTest::newRow("integer digits") << QByteArray("counter") << qint64(1) << qint64(3) << T("234");
    }
    void valueChunk()
    {
        QFETCH(QByteArray, key);
        QFETCH(qint64, offset);
        QFETCH(qint64, length);
        QFETCH(Value, expected);
        fresh();
        put("blob", "0123456789", N());
        put("bin", QByteArray("a\0\xff\x01z", 5), N());
        query("INSERT INTO askr_cache (key, value, expires_at) VALUES ('text', 'a\xc3\xb1" "b\xe2\x82\xac" "c', NULL)");
        h.run("cache", "Increment", {{"key", T("counter")}, {"delta", I(12345)}, {"expires_at", N()}});
        const Result r = h.run("cache", "ValueChunk", {{"key", T(key)}, {"offset", I(offset)}, {"length", I(length)}});
        QCOMPARE(r.rows.size(), size_t(1));
        QCOMPARE(r.at(0, "chunk"), expected);
        QVERIFY(h.run("cache", "ValueChunk", {{"key", T("missing")}, {"offset", I(0)}, {"length", I(1)}}).rows.empty());
    }

    // ---- Admin: locks --------------------------------------------------

    void locks()
    {
        fresh();
        QCOMPARE(lock("app:lock:a", "w1", 30).rows.size(), size_t(1));
        QCOMPARE(lock("app:lock:b", "w2", 5).rows.size(), size_t(1));
        QCOMPARE(lock("old:lock", "w0", 1).rows.size(), size_t(1));
        QCOMPARE(lock("prefix:laravel_unique_job:Foo", "w3", 60).rows.size(), size_t(1));
        QCOMPARE(lock("laravel-queue-overlap:job", "w4", 60).rows.size(), size_t(1));
        QCOMPARE(lock("prefix:framework/schedule-abc", "w5", 60).rows.size(), size_t(1));
        QCOMPARE(lock("Lock:upper", "w6", 60).rows.size(), size_t(1)); // GLOB is case-sensitive
        QCOMPARE(lock("plain", "w7", 60).rows.size(), size_t(1));     // matches no pattern
        put("lockforever", "v", N());                                  // no expiry, not Laravel's: not a lock
        put("app:ip_blocklist", "a:1:{i:0;s:3:\"1.2\";}", N());        // the same
        put("illuminate:queue:restart", "1700000000", N());
        // Laravel's own names are locks held forever when written with a
        // ttl of 0 (expires_at NULL), whatever their value holds.
        put("laravel_cache_laravel_unique_job:App\\Jobs\\Sync:", "s:5:\"tok-1\";", N());
        put("laravel_cache_laravel-queue-overlap:App\\Jobs\\Sync:9", "s:5:\"tok-2\";", N());
        put("laravel_cache_framework/schedule-0f1e", "s:5:\"tok-3\";", N());
        // An INTEGER under a lock name (a counter a pattern took for one) is
        // listed with its type, as are long values, whose bytes are left out.
        query("INSERT INTO askr_cache (key, value, expires_at) VALUES ('count:lock', 42, ?)", {I(T0 + 60)});
        query("INSERT INTO askr_cache (key, value, expires_at) VALUES ('long:lock', zeroblob(4097), ?)", {I(T0 + 60)});
        query("INSERT INTO askr_cache (key, value, expires_at) VALUES ('edge:lock', zeroblob(4096), ?)", {I(T0 + 60)});
        query("INSERT INTO askr_cache (key, value, expires_at) VALUES ('text:lock', 'tëxt', ?)", {I(T0 + 60)});
        h.advance(5); // app:lock:b expires at exactly now

        struct Expect {
            const char *key;
            Value owner;
            const char *type;
            qint64 size;
            Value expires;
            qint64 stale;
        };
        const QList<Expect> expected{{"app:lock:a", B("w1"), "blob", 2, I(T0 + 30), 0},
                                     {"app:lock:b", B("w2"), "blob", 2, I(T0 + 5), 1},
                                     {"count:lock", B("42"), "integer", 2, I(T0 + 60), 0},
                                     {"edge:lock", B(QByteArray(4096, '\0')), "blob", 4096, I(T0 + 60), 0},
                                     {"laravel-queue-overlap:job", B("w4"), "blob", 2, I(T0 + 60), 0},
                                     {"laravel_cache_framework/schedule-0f1e", B("s:5:\"tok-3\";"), "blob", 12, N(), 0},
                                     {"laravel_cache_laravel-queue-overlap:App\\Jobs\\Sync:9", B("s:5:\"tok-2\";"), "blob", 12, N(), 0},
                                     {"laravel_cache_laravel_unique_job:App\\Jobs\\Sync:", B("s:5:\"tok-1\";"), "blob", 12, N(), 0},
                                     {"long:lock", N(), "blob", 4097, I(T0 + 60), 0},
                                     {"old:lock", B("w0"), "blob", 2, I(T0 + 1), 1},
                                     {"prefix:framework/schedule-abc", B("w5"), "blob", 2, I(T0 + 60), 0},
                                     {"prefix:laravel_unique_job:Foo", B("w3"), "blob", 2, I(T0 + 60), 0},
                                     {"text:lock", B("t\xc3\xabxt"), "text", 5, I(T0 + 60), 0}};
        const Result all = h.run("cache", "Locks", {{"lock_patterns", T(kLockPatterns)}, {"after_key", T("")}, {"page_size", I(100)}});
        QCOMPARE(column(all, "key").size(), expected.size());
        for (int i = 0; i < expected.size(); ++i) {
            QCOMPARE(all.at(size_t(i), "key"), T(expected[i].key));
            QCOMPARE(all.at(size_t(i), "owner"), expected[i].owner);
            QCOMPARE(all.at(size_t(i), "owner_type"), T(expected[i].type));
            QCOMPARE(all.at(size_t(i), "owner_size"), I(expected[i].size));
            QCOMPARE(all.at(size_t(i), "expires_at"), expected[i].expires);
            QCOMPARE(all.at(size_t(i), "stale"), I(expected[i].stale));
        }
        // The same list two at a time.
        QList<QByteArray> paged;
        QByteArray after("");
        for (int guard = 0;; ++guard) {
            QVERIFY2(guard <= expected.size(), "Locks does not advance");
            const Result r = h.run("cache", "Locks", {{"lock_patterns", T(kLockPatterns)}, {"after_key", T(after)}, {"page_size", I(2)}});
            QVERIFY(r.rows.size() <= 2);
            if (r.rows.empty())
                break;
            for (size_t i = 0; i < r.rows.size(); ++i)
                paged << r.at(i, "key").toBytes();
            after = paged.last();
        }
        QCOMPARE(paged, column(all, "key"));
        // A user's own pattern: forever entries outside Laravel's names stay data.
        const Result upper = h.run("cache", "Locks", {{"lock_patterns", T(R"(["Lock*", "lockforever", "*blocklist*"])")}, {"after_key", T("")}, {"page_size", I(100)}});
        QCOMPARE(column(upper, "key"), QList<QByteArray>{"Lock:upper"});
        QCOMPARE(upper.at(0, "stale"), I(0));
        // Laravel's names count only where a pattern names them.
        const Result mine = h.run("cache", "Locks", {{"lock_patterns", T(R"(["*schedule*", "*overlap*"])")}, {"after_key", T("")}, {"page_size", I(100)}});
        QCOMPARE(column(mine, "key"), (QList<QByteArray>{"laravel-queue-overlap:job", "laravel_cache_framework/schedule-0f1e",
                                                          "laravel_cache_laravel-queue-overlap:App\\Jobs\\Sync:9", "prefix:framework/schedule-abc"}));
        // No patterns, no locks.
        QVERIFY(h.run("cache", "Locks", {{"lock_patterns", T("[]")}, {"after_key", T("")}, {"page_size", I(100)}}).rows.empty());
        // A stale lock listed here is the one the next Lock takes over.
        QCOMPARE(lock("app:lock:b", "w9", 5).rows.size(), size_t(1));
        QVERIFY(lock("app:lock:a", "w9", 5).rows.empty());
    }

    // ---- Admin: orphaned unique-job locks ------------------------------

    void enqueueJob(const QByteArray &payload, qint64 delay = 0)
    {
        h.run("queue", "Enqueue", {{"queue", T("default")}, {"payload", B(payload)}, {"priority", I(0)}, {"delay", I(delay)}, {"max_attempts", I(3)}});
    }

    static QByteArray laravelJob(const char *displayName, const char *commandName)
    {
        QJsonObject data{{QStringLiteral("commandName"), QString::fromUtf8(commandName)}};
        return QJsonDocument(QJsonObject{{QStringLiteral("uuid"), QStringLiteral("u")},
                                         {QStringLiteral("displayName"), QString::fromUtf8(displayName)},
                                         {QStringLiteral("job"), QStringLiteral("Illuminate\\Queue\\CallQueuedHandler@call")},
                                         {QStringLiteral("data"), data}})
            .toJson(QJsonDocument::Compact);
    }

    void orphanedLocks()
    {
        fresh();
        const QByteArray p = "laravel_cache_laravel_unique_job:";
        // Held forever or still held, no job of the class: orphaned.
        put(p + "App\\Jobs\\ImportFeed:", "s:3:\"own\";", N());
        put(p + "App\\Jobs\\Report:7", "s:3:\"own\";", I(T0 + 60));
        put("laravel_unique_job:App\\Jobs\\NoPrefix", "raw", N());
        // Expired: stale, and the next dispatch takes it over; not orphaned.
        put(p + "App\\Jobs\\Expired:", "s:3:\"own\";", I(T0));
        // A job of the class is waiting, delayed or reserved: not orphaned.
        put(p + "App\\Jobs\\Waiting:", "x", N());
        enqueueJob(laravelJob("App\\Jobs\\Waiting", "App\\Jobs\\Waiting"));
        put(p + "App\\Jobs\\Later:3", "x", N());
        enqueueJob(laravelJob("App\\Jobs\\Later", "App\\Jobs\\Later"), 600);
        put(p + "App\\Jobs\\Busy:", "x", N());
        enqueueJob(laravelJob("App\\Jobs\\Busy", "App\\Jobs\\Busy"));
        // The class named only by data.commandName (a displayName() of its own).
        put(p + "App\\Jobs\\Named:", "x", N());
        enqueueJob(laravelJob("Nightly import", "App\\Jobs\\Named"));
        // A payload that is not JSON names no class; other locks are no concern.
        enqueueJob("not json at all");
        put("app:lock:x", "w", N());
        put("laravel-queue-overlap:App\\Jobs\\ImportFeed", "x", N());
        // A job of another queue counts the same.
        h.run("queue", "Enqueue", {{"queue", T("other")}, {"payload", B(laravelJob("App\\Jobs\\Elsewhere", "App\\Jobs\\Elsewhere"))},
                                   {"priority", I(0)}, {"delay", I(0)}, {"max_attempts", I(3)}});
        put(p + "App\\Jobs\\Elsewhere:", "x", N());
        // A class is a non-empty string: an empty displayName and
        // commandName, or an array, name no class.
        enqueueJob(R"({"displayName":"","data":{"commandName":""}})");
        enqueueJob(R"({"displayName":["App"],"data":{}})");
        put("laravel_unique_job:[\"App\"]:1", "x", N());
        // Values past 4,096 bytes are listed without their bytes.
        query("INSERT INTO askr_cache (key, value, expires_at) VALUES ('laravel_unique_job:Big:', zeroblob(4097), NULL)");
        query("INSERT INTO askr_cache (key, value, expires_at) VALUES ('laravel_unique_job:Edge:', zeroblob(4096), NULL)");
        // Expiring exactly now: stale, not orphaned.
        put(p + "App\\Jobs\\Now:", "x", I(T0 + 1));
        // Reserve the oldest ready default job (Waiting) so both states occur.
        h.run("queue", "Claim", {{"queue", T("default")}, {"visibility", I(300)}});
        h.advance(1);

        const QList<QByteArray> orphans{"laravel_cache_laravel_unique_job:App\\Jobs\\ImportFeed:",
                                        "laravel_cache_laravel_unique_job:App\\Jobs\\Report:7",
                                        "laravel_unique_job:App\\Jobs\\NoPrefix",
                                        "laravel_unique_job:Big:",
                                        "laravel_unique_job:Edge:",
                                        "laravel_unique_job:[\"App\"]:1"};
        const Result all = h.run("cache", "OrphanedLocks", {{"after_key", T("")}, {"page_size", I(100)}});
        QCOMPARE(column(all, "key"), orphans);
        QCOMPARE(all.at(0, "owner"), B("s:3:\"own\";"));
        QCOMPARE(all.at(0, "owner_type"), T("blob"));
        QCOMPARE(all.at(0, "owner_size"), I(10));
        QCOMPARE(all.at(0, "expires_at"), N());
        QCOMPARE(all.at(1, "expires_at"), I(T0 + 60));
        QCOMPARE(all.at(3, "owner"), N());
        QCOMPARE(all.at(3, "owner_size"), I(4097));
        QCOMPARE(all.at(4, "owner"), B(QByteArray(4096, '\0')));
        const Result second = h.run("cache", "OrphanedLocks", {{"after_key", T(orphans[0])}, {"page_size", I(1)}});
        QCOMPARE(column(second, "key"), QList<QByteArray>{orphans[1]});
        // The last job of a class gone: its lock is orphaned too.
        query("DELETE FROM askr_jobs WHERE queue = 'other'");
        const Result after = h.run("cache", "OrphanedLocks", {{"after_key", T("")}, {"page_size", I(100)}});
        QCOMPARE(column(after, "key").size(), 7);
        QVERIFY(column(after, "key").contains(p + "App\\Jobs\\Elsewhere:"));
        // No jobs at all: every held unique-job lock.
        query("DELETE FROM askr_jobs");
        QCOMPARE(column(h.run("cache", "OrphanedLocks", {{"after_key", T("")}, {"page_size", I(100)}}), "key").size(), 11);
    }

    // UnlockEach removes each listed lock only while it holds the bytes
    // listed (hex), whatever their type; PreviewUnlockEach counts the same.
    void unlockEach()
    {
        fresh();
        put("l:a", "s:3:\"own\";", N());
        put("l:b", "tok\xff", I(T0 + 60));
        query("INSERT INTO askr_cache (key, value, expires_at) VALUES ('l:c', 'text-owner', NULL)");
        put("l:d", "taken-over", N());
        query("INSERT INTO askr_cache (key, value, expires_at) VALUES ('l:n', 7, NULL)");
        put("l:keep", "s:3:\"own\";", N());
        put("l:e", "s:3:\"own\";", N()); // listed with another owner: stays, though l:a's bytes are the same
        auto pair = [](const QByteArray &key, const QByteArray &owner) -> QByteArray {
            return QByteArray("[\"") + key + "\",\"" + owner.toHex().toUpper() + "\"]";
        };
        const QByteArray list = "[" + pair("l:a", "s:3:\"own\";") + "," + pair("l:b", "tok\xff") + "," + pair("l:c", "text-owner") + ","
            + pair("l:d", "shown-owner") + "," + pair("l:n", "7") + "," + pair("l:gone", "x") + "," + pair("l:e", "other") + "]";
        const Result preview = h.run("cache", "PreviewUnlockEach", {{"locks", T(list)}});
        QCOMPARE(preview.at(0, "rows"), I(3));
        const Result r = h.run("cache", "UnlockEach", {{"locks", T(list)}});
        QCOMPARE(r.changes, qint64(3));
        QList<QByteArray> left;
        for (const auto &row : query("SELECT key FROM askr_cache ORDER BY key"))
            left << row[0].toBytes();
        QCOMPARE(left, (QList<QByteArray>{"l:d", "l:e", "l:keep", "l:n"}));
        // An empty list removes nothing.
        QCOMPARE(h.run("cache", "UnlockEach", {{"locks", T("[]")}}).changes, qint64(0));
        QCOMPARE(h.run("cache", "PreviewUnlockEach", {{"locks", T("[]")}}).at(0, "rows"), I(0));
    }

    // ---- Admin: tags ---------------------------------------------------

    void tags_and_tagKeys()
    {
        fresh();
        put("a", "12345", I(T0 + 9));
        put("b", "1", N());
        put("x", "xx", N());
        put("now", "n", I(T0));      // expires at exactly now: gone
        put("old", "o", I(T0 - 5));  // expired, not swept
        for (const auto &[t, k] : std::initializer_list<std::pair<const char *, const char *>>{{"t1", "a"}, {"t1", "b"}, {"t1", "c"}, {"t2", "a"}, {"t3", "x"}, {"t3", "y"},
                                                                                                  {"t4", "now"}, {"t4", "old"}, {"t4", "gone"}})
            tag(t, k);

        // key_count counts live keys only: "c" and "y" were never set.
        const Result p1 = h.run("cache", "Tags", {{"after_tag", T("")}, {"page_size", I(2)}});
        QCOMPARE(column(p1, "tag"), (QList<QByteArray>{"t1", "t2"}));
        QCOMPARE(p1.at(0, "key_count"), I(2));
        QCOMPARE(p1.at(1, "key_count"), I(1));
        const Result p2 = h.run("cache", "Tags", {{"after_tag", T("t2")}, {"page_size", I(2)}});
        QCOMPARE(column(p2, "tag"), (QList<QByteArray>{"t3", "t4"}));
        QCOMPARE(p2.at(0, "key_count"), I(1));
        QCOMPARE(p2.at(1, "key_count"), I(0)); // every key of t4 is gone, the tag stays listed
        QVERIFY(h.run("cache", "Tags", {{"after_tag", T("t4")}, {"page_size", I(2)}}).rows.empty());
        // "a" expires at T0 + 9: from then on t1 and t2 lose it.
        h.advance(9);
        const Result later = h.run("cache", "Tags", {{"after_tag", T("")}, {"page_size", I(10)}});
        QCOMPARE(later.at(0, "key_count"), I(1));
        QCOMPARE(later.at(1, "key_count"), I(0));
        h.advance(-9);

        const Result k1 = h.run("cache", "TagKeys", {{"tag", T("t1")}, {"after_key", T("")}, {"page_size", I(2)}});
        QCOMPARE(column(k1, "key"), (QList<QByteArray>{"a", "b"}));
        QCOMPARE(k1.at(0, "present"), I(1));
        QCOMPARE(k1.at(0, "value_size"), I(5));
        QCOMPARE(k1.at(0, "expires_at"), I(T0 + 9));
        QCOMPARE(k1.at(1, "present"), I(1));
        QCOMPARE(k1.at(1, "value_size"), I(1));
        QCOMPARE(k1.at(1, "expires_at"), N());
        const Result k2 = h.run("cache", "TagKeys", {{"tag", T("t1")}, {"after_key", T("b")}, {"page_size", I(2)}});
        QCOMPARE(column(k2, "key"), QList<QByteArray>{"c"});
        QCOMPARE(k2.at(0, "present"), I(0)); // the mapping outlived its key
        QCOMPARE(k2.at(0, "value_size"), N());
        QCOMPARE(k2.at(0, "expires_at"), N());
        const Result k3 = h.run("cache", "TagKeys", {{"tag", T("t3")}, {"after_key", T("")}, {"page_size", I(10)}});
        QCOMPARE(column(k3, "key"), (QList<QByteArray>{"x", "y"}));
        QCOMPARE(k3.at(0, "present"), I(1));
        QCOMPARE(k3.at(1, "present"), I(0));
        QVERIFY(h.run("cache", "TagKeys", {{"tag", T("none")}, {"after_key", T("")}, {"page_size", I(10)}}).rows.empty());
    }

    // ---- Admin: statistics ---------------------------------------------

    void cacheStats()
    {
        fresh();
        Result s = h.run("cache", "CacheStats");
        QCOMPARE(s.at(0, "live"), I(0));
        QCOMPARE(s.at(0, "expired"), I(0));
        QCOMPARE(h.run("cache", "CacheValueBytes").at(0, "value_bytes"), I(0));

        qint64 bytes = 0;
        int n = 0;
        auto add = [&](const Value &exp) {
            ++n;
            const QByteArray v(n, 'x');
            bytes += n;
            put("k" + QByteArray::number(n), v, exp);
        };
        add(N());
        add(N());              // never: 2
        add(I(T0 + 1));
        add(I(T0 + 100));
        add(I(T0 + 100000));   // future: 3
        add(I(T0));            // expired at exactly now
        add(I(T0 - 1));
        add(I(T0 - 50));
        add(I(T0 - 100000));   // expired: 4
        s = h.run("cache", "CacheStats");
        QCOMPARE(s.at(0, "live"), I(5));
        QCOMPARE(s.at(0, "expired"), I(4));
        QCOMPARE(h.run("cache", "CacheValueBytes").at(0, "value_bytes"), I(bytes)); // expired values too
        h.advance(1);
        s = h.run("cache", "CacheStats");
        QCOMPARE(s.at(0, "live"), I(4));
        QCOMPARE(s.at(0, "expired"), I(5));
    }

    // Sessions are one key range: askr:sess:<id>, live ones only, and no
    // neighbour of the range (askr:sess without the colon, askr:sess;,
    // askr:session:, a BLOB key with the same bytes).
    void countSessions()
    {
        fresh();
        QCOMPARE(h.run("cache", "CountSessions").at(0, "count"), I(0));
        put("askr:sess:a", "s", N());
        put("askr:sess:b", "s", I(T0 + 10));
        put("askr:sess:c", "s", I(T0));      // expired at exactly now
        put("askr:sess:", "s", N());         // the range's first key
        put("askr:sess:\xff", "s", N());    // not UTF-8, still a session
        put("askr:sess", "s", N());
        put("askr:sess;", "s", N());
        put("askr:session:x", "s", N());
        put("askr:ses:x", "s", N());
        h.db().exec("INSERT INTO askr_cache (key, value, expires_at) VALUES (CAST('askr:sess:z' AS BLOB), 's', NULL)");
        QCOMPARE(h.run("cache", "CountSessions").at(0, "count"), I(4));
        h.advance(10);
        QCOMPARE(h.run("cache", "CountSessions").at(0, "count"), I(3));
    }

    void keyPrefixes()
    {
        fresh();
        // prefix -> keys (value sizes in brackets)
        put("a:1", "1", N());        // a: [1+22+333 = 6]
        put("a:2", "22", N());
        put("a:3", "333", I(T0 - 1)); // expired keys count too
        put("b/1", "4444", N());       // b/ [4+5 = 9]
        put("b/2", "55555", N());
        put("c:x/y", "666666", N());  // c: (':' comes first) [6+1 = 7]
        put("c:z", "7", N());
        put("d/x:y", "88", N());       // d/ ('/' comes first) [2]
        put("plain", "999", N());      // NULL [3+2 = 5]
        put("other", "00", N());
        struct Expect {
            Value prefix;
            qint64 keys, bytes;
        };
        const QList<Expect> expected{{T("a:"), 3, 6}, {N(), 2, 5}, {T("b/"), 2, 9}, {T("c:"), 2, 7}, {T("d/"), 1, 2}};
        const Result r = h.run("cache", "KeyPrefixes", {{"page_size", I(100)}});
        QCOMPARE(r.rows.size(), size_t(expected.size()));
        for (int i = 0; i < expected.size(); ++i) {
            QCOMPARE(r.at(size_t(i), "prefix"), expected[i].prefix);
            QCOMPARE(r.at(size_t(i), "key_count"), I(expected[i].keys));
            QCOMPARE(r.at(size_t(i), "value_bytes"), I(expected[i].bytes));
        }
        const Result top = h.run("cache", "KeyPrefixes", {{"page_size", I(3)}});
        QCOMPARE(top.rows.size(), size_t(3));
        QCOMPARE(top.at(2, "prefix"), T("b/"));
    }

    void biggestKeys()
    {
        fresh();
        put("user:2", QByteArray(10, 'b'), N()); // before user:1, so that only the key order puts user:1 first
        put("user:1", QByteArray(10, 'a'), I(T0 + 5));
        put("user:", QByteArray(5, 'p'), N());  // the prefix itself starts with the prefix
        put("user:3:x", "1", N());
        put("user;", QByteArray(100, 'e'), N()); // prefix_end itself is outside
        put("user", QByteArray(7, 'u'), N());   // sorts before the prefix
        put("users", QByteArray(50, 's'), N());
        put("\xff\xffz", QByteArray(20, 'f'), N()); // after every valid UTF-8 key
        auto biggest = [&](const QByteArray &prefix, const QByteArray &end, qint64 n) {
            return h.run("cache", "BiggestKeys", {{"prefix", T(prefix)}, {"prefix_end", T(end)}, {"page_size", I(n)}});
        };
        const Result users = biggest("user:", "user;", 10);
        QCOMPARE(column(users, "key"), (QList<QByteArray>{"user:1", "user:2", "user:", "user:3:x"}));
        QCOMPARE(users.at(0, "value_size"), I(10));
        QCOMPARE(users.at(0, "value_type"), T("blob"));
        QCOMPARE(users.at(0, "expires_at"), I(T0 + 5));
        QCOMPARE(users.at(3, "value_size"), I(1));
        QCOMPARE(users.at(3, "expires_at"), N());
        // The whole table, best three.
        const Result all = biggest("", "", 3);
        QCOMPARE(column(all, "key"), (QList<QByteArray>{"user;", "users", "\xff\xffz"}));
        QCOMPARE(all.at(2, "value_size"), I(20));
        QCOMPARE(biggest("", "", 100).rows.size(), size_t(8));
        QVERIFY(biggest("none:", "none;", 10).rows.empty());
    }

    void keyNamespaces()
    {
        fresh();
        put("app:cache:1", "1234", N());
        put("app:cache:2", "123456", I(T0 - 1)); // expired rows count too
        put("app:session:9", "12345", N());
        put("app:", "1", N()); // the prefix itself: a key of level app:
        put("app:plain", "12", N());
        put("bare", "123", N());
        put("x::y", "1234567", N());
        put("app;", QByteArray(100, 'z'), N()); // prefix_end of app: is outside it
        struct Expect {
            Value segment;
            qint64 keys, bytes;
        };
        auto check = [&](const QByteArray &prefix, const QByteArray &end, const QByteArray &sep, qint64 n, const QList<Expect> &expected,
                         qint64 segments) {
            const Result r = h.run("cache", "KeyNamespaces",
                                   {{"prefix", T(prefix)}, {"prefix_end", T(end)}, {"separator", T(sep)}, {"page_size", I(n)}});
            QCOMPARE(r.rows.size(), size_t(expected.size()));
            for (int i = 0; i < expected.size(); ++i) {
                QCOMPARE(r.at(size_t(i), "segment"), expected[i].segment);
                QCOMPARE(r.at(size_t(i), "key_count"), I(expected[i].keys));
                QCOMPARE(r.at(size_t(i), "value_bytes"), I(expected[i].bytes));
                QCOMPARE(r.at(size_t(i), "segment_count"), I(segments));
            }
        };
        check("", "", ":", 10, {{N(), 2, 103}, {T("app:"), 5, 18}, {T("x:"), 1, 7}}, 3);
        check("", "", ":", 1, {{N(), 2, 103}}, 3);
        check("app:", "app;", ":", 10, {{T("cache:"), 2, 10}, {T("session:"), 1, 5}, {N(), 2, 3}}, 3);
        check("app:cache:", "app:cache;", ":", 10, {{N(), 2, 10}}, 1);
        check("", "", "::", 10, {{N(), 7, 121}, {T("x::"), 1, 7}}, 2);
        check("zzz", "zz{", ":", 10, {}, 0);
        // Equal sizes: by segment, whatever order the keys came in.
        put("tie:b:1", "12", N());
        put("tie:a:1", "12", N());
        check("tie:", "tie;", ":", 10, {{T("a:"), 1, 2}, {T("b:"), 1, 2}}, 2);
    }

    void expiryBuckets()
    {
        fresh();
        int n = 0;
        auto add = [&](const Value &exp) { put("k" + QByteArray::number(++n), "v", exp); };
        // Distinct counts per bucket, each bucket with both of its bounds.
        for (qint64 o : {-1000, -1, 0})
            add(I(T0 + o)); // expired: 3
        for (qint64 o : {1, 60})
            add(I(T0 + o)); // within_60: 2
        for (qint64 o : {61, 100, 1000, 3600})
            add(I(T0 + o)); // within_3600: 4
        for (qint64 o : {3601, 5000, 10000, 50000, 86400})
            add(I(T0 + o)); // within_86400: 5
        for (qint64 o : {86401, 100000, 1000000, 10000000, 100000000, 1000000000})
            add(I(T0 + o)); // later: 6
        add(N());           // never: 1
        const Result r = h.run("cache", "ExpiryBuckets");
        QCOMPARE(r.at(0, "expired"), I(3));
        QCOMPARE(r.at(0, "within_60"), I(2));
        QCOMPARE(r.at(0, "within_3600"), I(4));
        QCOMPARE(r.at(0, "within_86400"), I(5));
        QCOMPARE(r.at(0, "later"), I(6));
        QCOMPARE(r.at(0, "never"), I(1));
    }

    // ---- Admin: deleting -----------------------------------------------

    void forgetMatching_data()
    {
        QTest::addColumn<Value>("glob");
        QTest::addColumn<Value>("text");
        QTest::addColumn<QList<QByteArray>>("deleted");
        QTest::newRow("glob") << T("user:*") << N() << QList<QByteArray>{"user:1", "user:10", "user:2"};
        QTest::newRow("text") << N() << T("ess") << QList<QByteArray>{"Session:x", "session:abc"};
        QTest::newRow("text is case-sensitive") << N() << T("Sess") << QList<QByteArray>{"Session:x"};
        QTest::newRow("glob and text") << T("*:?") << T("user") << QList<QByteArray>{"user:1", "user:2"};
        QTest::newRow("both null deletes nothing") << N() << N() << QList<QByteArray>{};
        QTest::newRow("no match") << T("nomatch*") << N() << QList<QByteArray>{};
    }
    void forgetMatching()
    {
        QFETCH(Value, glob);
        QFETCH(Value, text);
        QFETCH(QList<QByteArray>, deleted);
        fresh();
        const QList<QByteArray> all{"Session:x", "plain", "session:abc", "user:1", "user:10", "user:2"};
        put("user:1", "1", N());
        put("user:2", "2", I(T0 - 1)); // expired rows go too
        put("user:10", "3", I(T0 + 5));
        put("session:abc", "4", N());
        put("Session:x", "5", N());
        put("plain", "6", N());
        tag("t", "user:1");
        const Result r = h.run("cache", "ForgetMatching", {{"filter_glob", glob}, {"filter_text", text}});
        QCOMPARE(r.changes, qint64(deleted.size()));
        QList<QByteArray> left;
        for (const QByteArray &k : all)
            if (!deleted.contains(k))
                left << k;
        QCOMPARE(keys(), left);
        QCOMPARE(tagRows(), QList<QByteArray>{"t=user:1"}); // mappings stay
    }

    // ---- Admin: previews equal what the operation then does -------------

    void previews_data()
    {
        QTest::addColumn<int>("which");
        for (int i = 0; i < int(previewCases().size()); ++i)
            QTest::newRow(previewCases()[size_t(i)].name) << i;
    }
    void previews()
    {
        QFETCH(int, which);
        const PreviewCase &c = previewCases()[size_t(which)];
        fresh();
        put("user:1", "1", N());
        put("user:2", "2", I(T0 - 1));
        put("user:3", "3", I(T0));     // expired at exactly now
        put("user:4", "4", I(T0 + 1));
        put("session:a", "5", N());
        put("session:b", "6", I(T0 - 100));
        put("other", "7", N());
        tag("t1", "user:1");
        tag("t1", "user:2");
        tag("t1", "gone"); // mapping without a cache row
        tag("t2", "session:a");
        tag("t2", "user:1");

        const qint64 cacheBefore = count("SELECT count(*) FROM askr_cache");
        const qint64 tagsBefore = count("SELECT count(*) FROM askr_cache_tags");
        const Result p = h.run("cache", c.preview, c.params);
        QCOMPARE(p.rows.size(), size_t(1));
        QVERIFY(!p.columns.empty() && p.columns.front() == "rows");
        const Result r = h.run("cache", c.op, c.params);
        QCOMPARE(p.at(0, "rows"), I(r.changes));
        QCOMPARE(r.changes, c.rows);
        const qint64 cacheGone = cacheBefore - count("SELECT count(*) FROM askr_cache");
        const qint64 tagsGone = tagsBefore - count("SELECT count(*) FROM askr_cache_tags");
        if (std::string(c.op) == "FlushTag") {
            QCOMPARE(tagsGone, r.changes);
            QCOMPARE(p.at(0, "keys"), I(cacheGone));
            QCOMPARE(cacheGone, c.extra);
        } else if (std::string(c.op) == "FlushAll") {
            QCOMPARE(cacheGone, r.changes);
            QCOMPARE(p.at(0, "tag_rows"), I(tagsGone));
            QCOMPARE(tagsGone, c.extra);
        } else {
            QCOMPARE(cacheGone, r.changes);
            QCOMPARE(tagsGone, qint64(0));
        }
    }


private:
    struct PreviewCase {
        const char *name;
        const char *preview;
        const char *op;
        Params params;
        qint64 rows;  // what the operation reports
        qint64 extra; // FlushTag: cache rows removed; FlushAll: tag rows removed
    };
    static const std::vector<PreviewCase> &previewCases()
    {
        static const std::vector<PreviewCase> cases{
            {"ForgetMatching glob", "PreviewForgetMatching", "ForgetMatching", {{"filter_glob", T("user:*")}, {"filter_text", N()}}, 4, 0},
            {"ForgetMatching text", "PreviewForgetMatching", "ForgetMatching", {{"filter_glob", N()}, {"filter_text", T("ion:")}}, 2, 0},
            {"ForgetMatching glob and text", "PreviewForgetMatching", "ForgetMatching", {{"filter_glob", T("*:[13]")}, {"filter_text", T("user")}}, 2, 0},
            {"ForgetMatching both null", "PreviewForgetMatching", "ForgetMatching", {{"filter_glob", N()}, {"filter_text", N()}}, 0, 0},
            {"ForgetMatching no match", "PreviewForgetMatching", "ForgetMatching", {{"filter_glob", T("zzz*")}, {"filter_text", T("q")}}, 0, 0},
            {"FlushAll", "PreviewFlushAll", "FlushAll", {}, 7, 5},
            {"FlushTag t1", "PreviewFlushTag", "FlushTag", {{"tag", T("t1")}}, 3, 2},
            {"FlushTag t2", "PreviewFlushTag", "FlushTag", {{"tag", T("t2")}}, 2, 2},
            {"FlushTag unknown", "PreviewFlushTag", "FlushTag", {{"tag", T("nope")}}, 0, 0},
            {"Sweep", "PreviewSweep", "Sweep", {}, 3, 0},
        };
        return cases;
    }
};

QTEST_GUILESS_MAIN(CacheConformance)
#include "conformance_cache.moc"
