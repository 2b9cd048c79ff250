// The lists without a count: tags with key counts, one tag's keys (a
// mapping whose key is gone shows as missing) and locks. They grow a page at
// a time, and a refresh applies the difference row by row: exact inserts and
// removals, no reset, so the view keeps its place.

#include "models/cache/cachelocksmodel.h"
#include "models/cache/cachetagkeysmodel.h"
#include "models/cache/cachetagsmodel.h"
#include "cachetestsupport.h"

#include <QAbstractItemModelTester>
#include <QTemporaryDir>

using namespace askr;
using models::CacheLocksModel;
using models::CacheTagKeysModel;
using models::CacheTagsModel;
using models::KeysetListModel;
namespace cache = contracts::cache;

namespace {
constexpr qint64 T0 = 1'800'000'000;

bool settled(KeysetListModel &model)
{
    return QTest::qWaitFor([&] { return !model.isLoading(); }, 5000);
}
QString cell(const QAbstractItemModel &m, int row, int column)
{
    return m.data(m.index(row, column)).toString();
}
} // namespace

class TestKeysetLists : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_tmp;
    QString m_path;
    std::unique_ptr<contracts::Connection> m_db;
    std::unique_ptr<storage::Session> m_session;

private Q_SLOTS:
    void init()
    {
        m_path = m_tmp.filePath(QStringLiteral("%1.sqlite").arg(QLatin1String(QTest::currentTestFunction())));
        m_db = cachetest::makeDb(m_path);
        m_db->setClock([] { return T0; });
    }
    void cleanup()
    {
        m_session.reset();
        m_db.reset();
    }

    void tagsGrowAPageAtATime()
    {
        // 450 tags t000..t449; tag tNNN maps to NNN % 3 + 1 keys, all live
        // (Tags counts live keys only).
        for (int k = 0; k < 3; ++k)
            cache::set(*m_db, QByteArray("key") + QByteArray::number(k), "v", std::nullopt);
        for (int i = 0; i < 450; ++i)
            for (int k = 0; k <= i % 3; ++k)
                cache::tag(*m_db, QByteArray("t") + QByteArray::number(i).rightJustified(3, '0'), QByteArray("key") + QByteArray::number(k));
        m_session = cachetest::openSession(m_path);
        CacheTagsModel model(m_session.get());
        QAbstractItemModelTester tester(&model);
        QVERIFY(!model.canFetchMore({})); // nothing before the first load
        model.reload();
        QVERIFY(settled(model));
        QCOMPARE(model.rowCount(), 200);
        QVERIFY(model.canFetchMore({}));
        QCOMPARE(cell(model, 0, CacheTagsModel::TagColumn), QStringLiteral("t000"));
        QCOMPARE(cell(model, 2, CacheTagsModel::KeysColumn), QStringLiteral("3"));
        model.fetchMore({});
        QVERIFY(settled(model));
        QCOMPARE(model.rowCount(), 400);
        model.fetchMore({});
        QVERIFY(settled(model));
        QCOMPARE(model.rowCount(), 450);
        QVERIFY(!model.canFetchMore({}));
        QCOMPARE(cell(model, 449, CacheTagsModel::TagColumn), QStringLiteral("t449"));
        QCOMPARE(model.keyAt(449), QByteArray("t449"));
    }

    void refreshAppliesTheDifference()
    {
        // Live keys (Tags counts no others); e's own, since flushing e deletes it.
        for (const char *k : {"k1", "k2", "k3"})
            cache::set(*m_db, k, "v", std::nullopt);
        for (const char *t : {"a", "c", "g"})
            cache::tag(*m_db, t, "k1");
        cache::tag(*m_db, "e", "k3");
        m_session = cachetest::openSession(m_path);
        CacheTagsModel model(m_session.get());
        QAbstractItemModelTester tester(&model);
        model.reload();
        QVERIFY(settled(model));
        QCOMPARE(model.rowCount(), 4);
        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
        QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        // b and h appear, e goes, c gets a second key.
        cache::tag(*m_db, "b", "k1");
        cache::tag(*m_db, "h", "k1");
        cache::tag(*m_db, "c", "k2");
        cache::flushTag(*m_db, "e");
        model.refresh();
        QVERIFY(settled(model));
        QCOMPARE(reset.count(), 0);
        QCOMPARE(inserted.count(), 2);
        QCOMPARE(removed.count(), 1);
        QCOMPARE(changed.count(), 1);
        QStringList tags;
        for (int r = 0; r < model.rowCount(); ++r)
            tags << cell(model, r, 0) + QLatin1Char('=') + cell(model, r, 1);
        QCOMPARE(tags, (QStringList{QStringLiteral("a=1"), QStringLiteral("b=1"), QStringLiteral("c=2"), QStringLiteral("g=1"), QStringLiteral("h=1")}));
    }

    void tagKeysShowMissingKeys()
    {
        cache::set(*m_db, "live", "12345", std::nullopt);
        cache::set(*m_db, "old", "x", cachetest::at(T0 - 1));
        cache::tag(*m_db, "t", "live");
        cache::tag(*m_db, "t", "old");
        cache::tag(*m_db, "t", "gone"); // a mapping whose key was forgotten
        cache::tag(*m_db, "other", "live");
        m_session = cachetest::openSession(m_path);
        m_session->setClock([] { return T0; });
        CacheTagKeysModel model(m_session.get());
        QAbstractItemModelTester tester(&model);
        model.setTag("t");
        QVERIFY(settled(model));
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(cell(model, 0, CacheTagKeysModel::KeyColumn), QStringLiteral("gone"));
        QCOMPARE(cell(model, 0, CacheTagKeysModel::StateColumn), QStringLiteral("missing"));
        QCOMPARE(model.data(model.index(0, 0), CacheTagKeysModel::PresentRole).toBool(), false);
        QCOMPARE(cell(model, 1, CacheTagKeysModel::StateColumn), QStringLiteral("live"));
        QCOMPARE(cell(model, 1, CacheTagKeysModel::SizeColumn), QStringLiteral("5 bytes"));
        QCOMPARE(cell(model, 2, CacheTagKeysModel::StateColumn), QStringLiteral("expired"));
        model.setTag({});
        QCOMPARE(model.rowCount(), 0);
    }

    void locksFollowThePatterns()
    {
        auto db = m_db.get();
        cache::lock(*db, "laravel_cache_report-lock", "owner-A", 30);        // held, 30 s left
        db->setClock([] { return T0 - 15; });
        cache::lock(*db, "laravel_cache_laravel_unique_job:App\\Sync:1", "w1", 10); // stale: expired 5 s ago
        db->setClock([] { return T0; });
        cache::lock(*db, "laravel_cache_framework/schedule-abc", "s1", 60);
        cache::set(*db, "laravel_cache_lock-forever", "x", std::nullopt); // no expiry: not a lock
        cache::set(*db, "laravel_cache_user:1", "x", cachetest::at(T0 + 10)); // no pattern matches
        cache::lock(*db, "MyLock", "o", 10); // GLOB is case-sensitive: *lock* misses it
        m_session = cachetest::openSession(m_path);
        auto now = std::make_shared<qint64>(T0);
        m_session->setClock([now] { return *now; });
        CacheLocksModel model(m_session.get());
        QAbstractItemModelTester tester(&model);
        QCOMPARE(model.patterns(), CacheLocksModel::defaultPatterns());
        model.reload();
        QVERIFY(settled(model));
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(cell(model, 0, CacheLocksModel::KeyColumn), QStringLiteral("laravel_cache_framework/schedule-abc"));
        QCOMPARE(cell(model, 1, CacheLocksModel::KeyColumn), QStringLiteral("laravel_cache_laravel_unique_job:App\\\\Sync:1"));
        QCOMPARE(cell(model, 1, CacheLocksModel::OwnerColumn), QStringLiteral("w1"));
        QCOMPARE(cell(model, 1, CacheLocksModel::StateColumn), QStringLiteral("stale"));
        QCOMPARE(cell(model, 1, CacheLocksModel::TimeLeftColumn), QStringLiteral("expired 5 s ago"));
        QCOMPARE(cell(model, 2, CacheLocksModel::StateColumn), QStringLiteral("held"));
        QCOMPARE(cell(model, 2, CacheLocksModel::TimeLeftColumn), QStringLiteral("30 s"));
        QCOMPARE(model.data(model.index(2, 0), CacheLocksModel::RawOwnerRole).value<contracts::Value>().toBytes(), QByteArray("owner-A"));
        QCOMPARE(model.staleCount(), 1);

        // Time passes: the report lock goes stale on the clock alone.
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        const quint64 queries = m_session->operationsRun();
        *now = T0 + 31;
        model.tick();
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed[0][0].toModelIndex(), model.index(0, CacheLocksModel::TimeLeftColumn));
        QCOMPARE(changed[0][1].toModelIndex(), model.index(2, CacheLocksModel::StateColumn));
        QCOMPARE(cell(model, 2, CacheLocksModel::StateColumn), QStringLiteral("stale"));
        QCOMPARE(model.staleCount(), 2);
        QCOMPARE(m_session->operationsRun(), queries);

        // A pattern for the capitalised name.
        model.setPatterns({QStringLiteral("*Lock*")});
        QVERIFY(settled(model));
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(cell(model, 0, CacheLocksModel::KeyColumn), QStringLiteral("MyLock"));
    }
};

QTEST_MAIN(TestKeysetLists)
#include "tst_keysetlists.moc"
