// Conformance of the cache previews that Askr Desk adds for the runtime
// operations it runs as admin actions (Forget, Touch, Unlock on one key):
// each preview counts exactly the rows its operation then changes, at the
// expiry boundary and after a lock changed hands. The SQL comes from
// contracts/cache.md at run time, so askr-mutate can check these tests.

#include "contractharness.h"

#include <QTest>

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

private Q_SLOTS:
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
