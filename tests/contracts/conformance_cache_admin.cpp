// Conformance of the cache previews that Askr Desk adds for the runtime
// operations it runs as admin actions (Forget, Touch, Unlock on one key):
// each preview counts exactly the rows its operation then changes, at the
// expiry boundary and after a lock changed hands. The SQL comes from
// contracts/cache.md at run time, so askr-mutate can check these tests.

#include "contractharness.h"

#include <QTest>

#include <sqlite3.h>

using namespace askr;
using namespace askr::test;

class ConformanceCacheAdmin : public QObject
{
    Q_OBJECT
private:
    ContractHarness h;

    qint64 rows(const char *op, const contracts::Params &params)
    {
        const auto r = h.run("cache", op, params);
        return r.at(0, "rows").toInt();
    }
    qint64 changes(const char *op, const contracts::Params &params) { return h.run("cache", op, params).changes; }
    void set(const QByteArray &key, const QByteArray &value, contracts::Value expiresAt)
    {
        h.run("cache", "Set", {{"key", T(key)}, {"value", B(value)}, {"expires_at", expiresAt}});
    }
    // A row as another writer leaves it: the value stored with its own type
    // (TEXT, BLOB or INTEGER), which Set (binding a BLOB) cannot do.
    void rawPut(const QByteArray &key, const contracts::Value &value, qint64 expiresAt)
    {
        sqlite3_stmt *st = nullptr;
        QCOMPARE(sqlite3_prepare_v2(h.db().handle(), "INSERT INTO askr_cache (key, value, expires_at) VALUES (?, ?, ?)", -1, &st, nullptr),
                 SQLITE_OK);
        sqlite3_bind_text(st, 1, key.constData(), int(key.size()), SQLITE_TRANSIENT);
        const QByteArray b = value.toBytes();
        if (value.kind() == contracts::Value::Integer)
            sqlite3_bind_int64(st, 2, value.toInt());
        else if (value.kind() == contracts::Value::Text)
            sqlite3_bind_text(st, 2, b.constData(), int(b.size()), SQLITE_TRANSIENT);
        else
            sqlite3_bind_blob(st, 2, b.constData(), int(b.size()), SQLITE_TRANSIENT);
        sqlite3_bind_int64(st, 3, expiresAt);
        QCOMPARE(sqlite3_step(st), SQLITE_DONE);
        sqlite3_finalize(st);
    }
    // The keys the list operations are tried on: plain, expired, permanent,
    // not UTF-8, with a quote, a backslash and a control character.
    void setListKeys()
    {
        set("k:live", "1", I(h.now() + 60));
        set("k:soon", "2", I(h.now() + 1));
        set("k:now", "3", I(h.now()));
        set("k:gone", "4", I(h.now() - 1));
        set("k:forever", "5", N());
        set("bin:\xff\xfe", "6", N());
        set("bin:\xff", "7", N());
        set("q:\"quoted\\back\tslash\x01", "8", N());
    }

private Q_SLOTS:
    void cleanup() { ContractHarness::stopAtAFailureIfAsked(); }
    void init()
    {
        QVERIFY2(h.diagnostics().empty(), qPrintable(h.diagnosticText()));
        h.reset();
    }

    void keyPositionCountsMatchingKeysBefore_data()
    {
        QTest::addColumn<QByteArray>("key");
        QTest::addColumn<QVariant>("glob");
        QTest::addColumn<QVariant>("text");
        QTest::addColumn<qint64>("position");
        QTest::addColumn<bool>("listed"); // KeyAt at that position is the key
        const QVariant none;
        QTest::newRow("first key") << QByteArray("a:1") << none << none << qint64(0) << true;
        QTest::newRow("listed key") << QByteArray("b:2") << none << none << qint64(4) << true;
        QTest::newRow("missing key sorts between") << QByteArray("a:25") << none << none << qint64(2) << false;
        QTest::newRow("after the last") << QByteArray("z") << none << none << qint64(7) << false;
        QTest::newRow("glob") << QByteArray("b:2") << QVariant(QByteArray("b:*")) << none << qint64(1) << true;
        QTest::newRow("glob hides the key") << QByteArray("a:3") << QVariant(QByteArray("b:*")) << none << qint64(0) << false;
        QTest::newRow("text") << QByteArray("b:3") << none << QVariant(QByteArray("3")) << qint64(1) << true;
        QTest::newRow("glob and text") << QByteArray("b:3") << QVariant(QByteArray("b:*")) << QVariant(QByteArray("3")) << qint64(0) << true;
        QTest::newRow("non-UTF-8") << QByteArray("c:\xff") << none << none << qint64(6) << true;
    }
    void keyPositionCountsMatchingKeysBefore()
    {
        QFETCH(QByteArray, key);
        QFETCH(QVariant, glob);
        QFETCH(QVariant, text);
        QFETCH(qint64, position);
        QFETCH(bool, listed);
        // Sorted: a:1 a:2 a:3 b:1 b:2 b:3 c:\xff (one expired: still listed).
        for (const char *k : {"b:3", "a:1", "b:1", "a:3", "a:2", "b:2"})
            set(k, "v", N());
        set("c:\xff", "v", I(h.now() - 5));
        auto opt = [](const QVariant &v) { return v.isNull() ? N() : T(v.toByteArray()); };
        const auto r = h.run("cache", "KeyPosition", {{"key", T(key)}, {"filter_glob", opt(glob)}, {"filter_text", opt(text)}});
        QCOMPARE(r.at(0, "position").toInt(), position);
        const auto at = h.run("cache", "KeyAt", {{"filter_glob", opt(glob)}, {"filter_text", opt(text)}, {"position", I(position)}});
        QCOMPARE(!at.rows.empty() && at.at(0, "key").toBytes() == key, listed);
    }

    void previewForgetCountsTheEntryExpiredOrNot_data()
    {
        QTest::addColumn<QByteArray>("key");
        QTest::addColumn<qint64>("expected");
        QTest::newRow("live, with expiry") << QByteArray("a:live") << qint64(1);
        QTest::newRow("permanent") << QByteArray("a:forever") << qint64(1);
        QTest::newRow("expired, not swept") << QByteArray("a:expired") << qint64(1);
        QTest::newRow("missing") << QByteArray("a:missing") << qint64(0);
        QTest::newRow("non-UTF-8") << QByteArray("bin:\xff\xfe") << qint64(1);
        QTest::newRow("prefix of a key is not the key") << QByteArray("a:") << qint64(0);
    }
    void previewForgetCountsTheEntryExpiredOrNot()
    {
        QFETCH(QByteArray, key);
        QFETCH(qint64, expected);
        set("a:live", "1", I(h.now() + 60));
        set("a:forever", "2", N());
        set("a:expired", "3", I(h.now()));
        set("bin:\xff\xfe", "4", N());
        QCOMPARE(rows("PreviewForget", {{"key", T(key)}}), expected);
        QCOMPARE(changes("Forget", {{"key", T(key)}}), expected);
        QCOMPARE(rows("PreviewForget", {{"key", T(key)}}), qint64(0));
        QCOMPARE(h.scalar("SELECT count(*) FROM askr_cache"), qint64(4 - expected));
    }

    void previewTouchCountsOnlyALiveEntry_data()
    {
        QTest::addColumn<QByteArray>("key");
        QTest::addColumn<qint64>("expected");
        QTest::newRow("expires in 1 s") << QByteArray("t:soon") << qint64(1);
        QTest::newRow("expires now") << QByteArray("t:now") << qint64(0);
        QTest::newRow("expired 1 s ago") << QByteArray("t:gone") << qint64(0);
        QTest::newRow("permanent") << QByteArray("t:forever") << qint64(1);
        QTest::newRow("missing") << QByteArray("t:missing") << qint64(0);
    }
    void previewTouchCountsOnlyALiveEntry()
    {
        QFETCH(QByteArray, key);
        QFETCH(qint64, expected);
        set("t:soon", "1", I(h.now() + 1));
        set("t:now", "2", I(h.now()));
        set("t:gone", "3", I(h.now() - 1));
        set("t:forever", "4", N());
        QCOMPARE(rows("PreviewTouch", {{"key", T(key)}}), expected);
        QCOMPARE(changes("Touch", {{"key", T(key)}, {"expires_at", I(h.now() + 3600)}}), expected);
        // Only the touched key changed.
        QCOMPARE(h.scalar("SELECT count(*) FROM askr_cache WHERE expires_at = 1700003600"), expected);
    }

    void previewUnlockFollowsTheOwner()
    {
        const QByteArray key = "laravel_cache_report-lock";
        QVERIFY(h.run("cache", "Lock", {{"key", T(key)}, {"owner", T("owner-A")}, {"ttl", I(10)}}).rows.size() == 1);
        h.run("cache", "Lock", {{"key", T("other-lock")}, {"owner", T("owner-A")}, {"ttl", I(100)}});
        QCOMPARE(rows("PreviewUnlock", {{"key", T(key)}, {"owner", T("owner-A")}}), qint64(1));
        QCOMPARE(rows("PreviewUnlock", {{"key", T(key)}, {"owner", T("owner-B")}}), qint64(0));
        QCOMPARE(rows("PreviewUnlock", {{"key", T("missing-lock")}, {"owner", T("owner-A")}}), qint64(0));

        // A's lock expires and B takes it over: A's token no longer matches.
        h.advance(11);
        QCOMPARE(h.run("cache", "Lock", {{"key", T(key)}, {"owner", T("owner-B")}, {"ttl", I(10)}}).rows.size(), size_t(1));
        QCOMPARE(rows("PreviewUnlock", {{"key", T(key)}, {"owner", T("owner-A")}}), qint64(0));
        QCOMPARE(changes("Unlock", {{"key", T(key)}, {"owner", T("owner-A")}}), qint64(0));
        QCOMPARE(rows("PreviewUnlock", {{"key", T(key)}, {"owner", T("owner-B")}}), qint64(1));
        QCOMPARE(changes("Unlock", {{"key", T(key)}, {"owner", T("owner-B")}}), qint64(1));
        QCOMPARE(rows("PreviewUnlock", {{"key", T(key)}, {"owner", T("owner-B")}}), qint64(0));
        // The other lock of owner A is untouched throughout.
        QCOMPARE(rows("PreviewUnlock", {{"key", T("other-lock")}, {"owner", T("owner-A")}}), qint64(1));
    }

    // The owner is compared as bytes: the runtime stores owners as BLOBs,
    // another client may have stored TEXT; only a TEXT or BLOB value can be
    // an owner.
    void unlockComparesOwnerBytes_data()
    {
        QTest::addColumn<QString>("stored"); // how the value was written
        QTest::addColumn<QByteArray>("value");
        QTest::addColumn<QByteArray>("owner");
        QTest::addColumn<qint64>("expected");
        QTest::newRow("BLOB owner, as the runtime writes it") << "blob" << QByteArray("Qx7Rk2mZ") << QByteArray("Qx7Rk2mZ") << qint64(1);
        QTest::newRow("TEXT owner, another client") << "text" << QByteArray("Qx7Rk2mZ") << QByteArray("Qx7Rk2mZ") << qint64(1);
        QTest::newRow("BLOB owner, not UTF-8") << "blob" << QByteArray("tok\xff\xfe") << QByteArray("tok\xff\xfe") << qint64(1);
        QTest::newRow("BLOB, other owner") << "blob" << QByteArray("Qx7Rk2mZ") << QByteArray("Qx7Rk2mY") << qint64(0);
        QTest::newRow("BLOB, owner is a prefix") << "blob" << QByteArray("Qx7Rk2mZ") << QByteArray("Qx7Rk2m") << qint64(0);
        QTest::newRow("TEXT, other owner") << "text" << QByteArray("Qx7Rk2mZ") << QByteArray("qx7Rk2mZ") << qint64(0);
        QTest::newRow("counter whose digits are the token") << "integer" << QByteArray("42") << QByteArray("42") << qint64(0);
    }
    void unlockComparesOwnerBytes()
    {
        QFETCH(QString, stored);
        QFETCH(QByteArray, value);
        QFETCH(QByteArray, owner);
        QFETCH(qint64, expected);
        const QByteArray key = "laravel_cache_report-lock";
        const contracts::Value v = stored == QLatin1String("integer") ? I(value.toLongLong())
            : stored == QLatin1String("text")                      ? T(value)
                                                                   : B(value);
        rawPut(key, v, h.now() + 30);
        rawPut("bystander-lock", v, h.now() + 30); // the same owner elsewhere stays
        QCOMPARE(rows("PreviewUnlock", {{"key", T(key)}, {"owner", B(owner)}}), expected);
        QCOMPARE(changes("Unlock", {{"key", T(key)}, {"owner", B(owner)}}), expected);
        QCOMPARE(h.scalar("SELECT count(*) FROM askr_cache WHERE key = 'laravel_cache_report-lock'"), 1 - expected);
        QCOMPARE(h.scalar("SELECT count(*) FROM askr_cache WHERE key = 'bystander-lock'"), qint64(1));
    }

    // ForgetKeys and TouchKeys act on exactly the listed keys, whatever their
    // bytes, in one statement; their previews count what they then change.
    void keyLists_data()
    {
        QTest::addColumn<QList<QByteArray>>("keys");
        QTest::addColumn<qint64>("forgets");
        QTest::addColumn<qint64>("touches"); // live ones only
        QTest::newRow("one live key") << QList<QByteArray>{"k:live"} << qint64(1) << qint64(1);
        QTest::newRow("expired keys are forgotten, not touched")
            << QList<QByteArray>{"k:now", "k:gone", "k:soon"} << qint64(3) << qint64(1);
        QTest::newRow("permanent") << QList<QByteArray>{"k:forever"} << qint64(1) << qint64(1);
        QTest::newRow("not UTF-8, not its prefix") << QList<QByteArray>{"bin:\xff\xfe"} << qint64(1) << qint64(1);
        QTest::newRow("quote, backslash, tab, control byte")
            << QList<QByteArray>{"q:\"quoted\\back\tslash\x01"} << qint64(1) << qint64(1);
        QTest::newRow("missing and repeated keys count once")
            << QList<QByteArray>{"k:live", "k:missing", "k:live", "k:"} << qint64(1) << qint64(1);
        QTest::newRow("empty list") << QList<QByteArray>{} << qint64(0) << qint64(0);
        QTest::newRow("all") << QList<QByteArray>{"k:live", "k:soon", "k:now", "k:gone", "k:forever", "bin:\xff\xfe", "bin:\xff",
                                                  "q:\"quoted\\back\tslash\x01"}
                             << qint64(8) << qint64(6);
    }
    void keyLists()
    {
        QFETCH(QList<QByteArray>, keys);
        QFETCH(qint64, forgets);
        QFETCH(qint64, touches);
        const contracts::Value list = T(contracts::jsonStringArray(keys));
        const qint64 later = h.now() + 3600;

        setListKeys();
        QCOMPARE(rows("PreviewTouchKeys", {{"keys", list}}), touches);
        QCOMPARE(changes("TouchKeys", {{"keys", list}, {"expires_at", I(later)}}), touches);
        QCOMPARE(h.scalar("SELECT count(*) FROM askr_cache WHERE expires_at = " + std::to_string(later)), touches);
        QCOMPARE(changes("TouchKeys", {{"keys", list}, {"expires_at", N()}}), touches);

        h.reset();
        setListKeys();
        QCOMPARE(rows("PreviewForgetKeys", {{"keys", list}}), forgets);
        QCOMPARE(changes("ForgetKeys", {{"keys", list}}), forgets);
        QCOMPARE(h.scalar("SELECT count(*) FROM askr_cache"), 8 - forgets);
        for (const QByteArray &k : keys)
            QCOMPARE(rows("PreviewForget", {{"key", T(k)}}), qint64(0));
        QCOMPARE(rows("PreviewForgetKeys", {{"keys", list}}), qint64(0));
    }

    void previewUnlockCountsAStaleLockStillHeldByItsOwner()
    {
        // Force release is for stale locks: expired but not taken over.
        h.run("cache", "Lock", {{"key", T("job-lock")}, {"owner", T("worker-1")}, {"ttl", I(5)}});
        h.advance(60);
        QCOMPARE(rows("PreviewUnlock", {{"key", T("job-lock")}, {"owner", T("worker-1")}}), qint64(1));
        QCOMPARE(changes("Unlock", {{"key", T("job-lock")}, {"owner", T("worker-1")}}), qint64(1));
    }
};

QTEST_GUILESS_MAIN(ConformanceCacheAdmin)
#include "conformance_cache_admin.moc"
