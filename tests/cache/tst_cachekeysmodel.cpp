// The key browser model: exact counts and rows through the contract's key
// pages under every filter, keys that are not UTF-8 shown escaped but kept
// raw, and the TTL counting down from expires_at by the session's clock:
// once a second the TTL column of the loaded rows is re-rendered, without a
// query, and an entry that expires is marked expired.

#include "models/cache/cachekeysmodel.h"
#include "cachetestsupport.h"

#include <QAbstractItemModelTester>
#include <QTemporaryDir>

#include <atomic>

using namespace askr;
using models::CacheKeyFilter;
using models::CacheKeysModel;
namespace cache = contracts::cache;

namespace {
constexpr qint64 T0 = 1'800'000'000;
}

class TestCacheKeysModel : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_tmp;
    QString m_path;
    std::unique_ptr<storage::Session> m_session;
    std::shared_ptr<std::atomic<qint64>> m_now = std::make_shared<std::atomic<qint64>>(T0);

    bool loaded(CacheKeysModel &model, int row)
    {
        model.data(model.index(row, 0));
        return QTest::qWaitFor([&] { return model.data(model.index(row, 0), models::PagedTableModel::LoadedRole).toBool(); }, 5000);
    }
    bool counted(CacheKeysModel &model)
    {
        return QTest::qWaitFor([&] { return !model.isLoading(); }, 5000);
    }
    QString cell(CacheKeysModel &model, int row, int column) { return model.data(model.index(row, column)).toString(); }

private Q_SLOTS:
    void initTestCase()
    {
        m_path = m_tmp.filePath(QStringLiteral("keys.sqlite"));
        auto db = cachetest::makeDb(m_path);
        db->setClock([] { return T0; });
        // 1,000 user keys, 250 session keys, a counter, tags and odd keys.
        for (int i = 0; i < 1000; ++i)
            cache::set(*db, QByteArray("user:") + QByteArray::number(i).rightJustified(4, '0'), QByteArray(i % 50 + 1, 'x'),
                       i % 4 == 0 ? cachetest::at(T0 + 60 + i) : std::nullopt);
        for (int i = 0; i < 250; ++i)
            cache::set(*db, QByteArray("session:") + QByteArray::number(i).rightJustified(3, '0'), "s", cachetest::at(T0 - 10));
        cache::increment(*db, "rate:ip", 41, std::nullopt);
        cache::set(*db, QByteArray("bin:\xff\xfe"), "b", std::nullopt);
        cache::tag(*db, "users", "user:0001");
        cache::tag(*db, "admins", "user:0001");
        m_session = cachetest::openSession(m_path);
        QVERIFY(m_session);
        auto now = m_now;
        m_session->setClock([now] { return now->load(); });
    }
    void init() { *m_now = T0; }

    void countsAndFilters_data()
    {
        QTest::addColumn<QString>("pattern");
        QTest::addColumn<QString>("contains");
        QTest::addColumn<int>("rows");
        QTest::addColumn<QString>("first");
        QTest::addColumn<QString>("last");
        QTest::newRow("all") << QString() << QString() << 1252 << QStringLiteral("bin:\\xff\\xfe") << QStringLiteral("user:0999");
        QTest::newRow("prefix") << QStringLiteral("user:00") << QString() << 100 << QStringLiteral("user:0000") << QStringLiteral("user:0099");
        QTest::newRow("glob") << QStringLiteral("*0?1") << QString() << 20 << QStringLiteral("session:001") << QStringLiteral("user:0091");
        QTest::newRow("contains") << QString() << QStringLiteral("99") << 21 << QStringLiteral("session:099") << QStringLiteral("user:0999");
        QTest::newRow("prefix and contains") << QStringLiteral("user:") << QStringLiteral("99") << 19 << QStringLiteral("user:0099")
                                             << QStringLiteral("user:0999");
        QTest::newRow("non-UTF-8 prefix") << QStringLiteral("bin:\\xff") << QString() << 1 << QStringLiteral("bin:\\xff\\xfe")
                                          << QStringLiteral("bin:\\xff\\xfe");
        QTest::newRow("nothing") << QStringLiteral("nope:") << QString() << 0 << QString() << QString();
    }
    void countsAndFilters()
    {
        QFETCH(QString, pattern);
        QFETCH(QString, contains);
        QFETCH(int, rows);
        QFETCH(QString, first);
        QFETCH(QString, last);
        CacheKeysModel model(m_session.get());
        QAbstractItemModelTester tester(&model);
        model.setFilter(CacheKeyFilter::fromInput(pattern, CacheKeyFilter::Mode::Auto, contains));
        QVERIFY(counted(model));
        QCOMPARE(model.rowCount(), rows);
        QCOMPARE(model.columnCount(), int(CacheKeysModel::NUM_COLUMNS));
        if (rows == 0)
            return;
        QVERIFY(loaded(model, 0));
        QCOMPARE(cell(model, 0, CacheKeysModel::KeyColumn), first);
        QVERIFY(loaded(model, rows - 1)); // the last page, read backwards
        QCOMPARE(cell(model, rows - 1, CacheKeysModel::KeyColumn), last);
    }

    // Keys are bound as bytes in every direction: the next page after the
    // last key loaded, the page before it (descending), a far jump by
    // position, and either end read from the other side.
    void pagesBothWays_data()
    {
        QTest::addColumn<bool>("descending");
        QTest::addColumn<int>("row");
        QTest::addColumn<QString>("key");
        const int next = models::PagedTableModel::PageSize;
        QTest::newRow("ascending, next page") << false << next << QStringLiteral("session:198");
        QTest::newRow("ascending, far jump") << false << 600 << QStringLiteral("user:0348");
        QTest::newRow("descending, first") << true << 0 << QStringLiteral("user:0999");
        QTest::newRow("descending, next page") << true << next << QStringLiteral("user:0799");
        QTest::newRow("descending, far jump") << true << 600 << QStringLiteral("user:0399");
        QTest::newRow("descending, last") << true << 1251 << QStringLiteral("bin:\\xff\\xfe");
    }
    void pagesBothWays()
    {
        QFETCH(bool, descending);
        QFETCH(int, row);
        QFETCH(QString, key);
        CacheKeysModel model(m_session.get());
        QAbstractItemModelTester tester(&model);
        model.setDescending(descending);
        model.setFilter({});
        QVERIFY(counted(model));
        QCOMPARE(model.rowCount(), 1252);
        QVERIFY(loaded(model, 0)); // the next page continues from its last key
        QVERIFY(loaded(model, row));
        QCOMPARE(cell(model, row, CacheKeysModel::KeyColumn), key);
    }

    void cells()
    {
        CacheKeysModel model(m_session.get());
        QAbstractItemModelTester tester(&model);
        model.setFilter({});
        QVERIFY(counted(model));
        QVERIFY(loaded(model, 0));
        // Row 0: the key that is not UTF-8, escaped for display, raw for actions.
        QCOMPARE(cell(model, 0, CacheKeysModel::KeyColumn), QStringLiteral("bin:\\xff\\xfe"));
        QCOMPARE(model.data(model.index(0, 0), CacheKeysModel::RawKeyRole).value<contracts::Value>().toBytes(), QByteArray("bin:\xff\xfe"));
        QVERIFY(model.data(model.index(0, 0), Qt::ToolTipRole).toString().contains(QLatin1String("not valid UTF-8")));
        // Row 1: the counter.
        QCOMPARE(cell(model, 1, CacheKeysModel::KeyColumn), QStringLiteral("rate:ip"));
        QCOMPARE(cell(model, 1, CacheKeysModel::SizeColumn), QStringLiteral("number"));
        QCOMPARE(model.data(model.index(1, 0), CacheKeysModel::ValueTypeRole).toString(), QStringLiteral("integer"));
        QCOMPARE(cell(model, 1, CacheKeysModel::TtlColumn), QStringLiteral("never"));
        // Rows 2..251: sessions, expired 10 s ago and not swept.
        QCOMPARE(cell(model, 2, CacheKeysModel::KeyColumn), QStringLiteral("session:000"));
        QCOMPARE(cell(model, 2, CacheKeysModel::TtlColumn), QStringLiteral("expired 10 s ago"));
        QCOMPARE(model.data(model.index(2, 0), CacheKeysModel::ExpiredRole).toBool(), true);
        QVERIFY(model.data(model.index(2, 0), Qt::FontRole).value<QFont>().italic());
        // Row 253: user:0001, 2 bytes, two tags, never expires.
        QVERIFY(loaded(model, 253));
        QCOMPARE(cell(model, 253, CacheKeysModel::KeyColumn), QStringLiteral("user:0001"));
        QCOMPARE(cell(model, 253, CacheKeysModel::SizeColumn), QStringLiteral("2 bytes"));
        QCOMPARE(cell(model, 253, CacheKeysModel::TagsColumn), QStringLiteral("2"));
        QCOMPARE(model.data(model.index(253, 0), CacheKeysModel::ExpiresAtRole), QVariant());
        // Row 256: user:0004 expires at T0 + 64.
        QCOMPARE(cell(model, 256, CacheKeysModel::KeyColumn), QStringLiteral("user:0004"));
        QCOMPARE(cell(model, 256, CacheKeysModel::TtlColumn), QStringLiteral("1 min 4 s"));
        QCOMPARE(model.data(model.index(256, CacheKeysModel::TtlColumn), CacheKeysModel::SortRole).toLongLong(), qint64(64));
    }

    void ttlCountsDownWithoutQueries()
    {
        CacheKeysModel model(m_session.get());
        model.ticker()->stop(); // the test ticks
        QAbstractItemModelTester tester(&model);
        model.setFilter(CacheKeyFilter::fromInput(QStringLiteral("user:"), CacheKeyFilter::Mode::Auto, {}));
        QVERIFY(counted(model));
        QCOMPARE(model.rowCount(), 1000);
        QVERIFY(loaded(model, 0)); // page 0 only: rows 0..199
        QCOMPARE(model.loadedRanges(), (QList<QPair<int, int>>{{0, 199}}));
        QCOMPARE(cell(model, 0, CacheKeysModel::TtlColumn), QStringLiteral("1 min 0 s")); // user:0000 expires at T0 + 60
        QCOMPARE(model.nextExpiry(), T0 + 60);

        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        const quint64 queries = m_session->operationsRun();
        *m_now = T0 + 3;
        model.tick();
        // One signal: the TTL column of the loaded rows, nothing else.
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed[0][0].toModelIndex(), model.index(0, CacheKeysModel::TtlColumn));
        QCOMPARE(changed[0][1].toModelIndex(), model.index(199, CacheKeysModel::TtlColumn));
        QCOMPARE(cell(model, 0, CacheKeysModel::TtlColumn), QStringLiteral("57 s"));
        QCOMPARE(cell(model, 4, CacheKeysModel::TtlColumn), QStringLiteral("1 min 1 s")); // user:0004
        QCOMPARE(model.data(model.index(0, 0), CacheKeysModel::ExpiredRole).toBool(), false);

        // user:0000 expires: its whole row is re-rendered (marked expired).
        changed.clear();
        *m_now = T0 + 61;
        model.tick();
        QCOMPARE(changed.count(), 2);
        QCOMPARE(changed[1][0].toModelIndex(), model.index(0, 0));
        QCOMPARE(changed[1][1].toModelIndex(), model.index(0, CacheKeysModel::NUM_COLUMNS - 1));
        QCOMPARE(cell(model, 0, CacheKeysModel::TtlColumn), QStringLiteral("expired 1 s ago"));
        QCOMPARE(model.data(model.index(0, 0), CacheKeysModel::ExpiredRole).toBool(), true);
        QCOMPARE(cell(model, 4, CacheKeysModel::TtlColumn), QStringLiteral("3 s"));
        QCOMPARE(model.nextExpiry(), T0 + 64);
        // No statement ran for any of it.
        QCOMPARE(m_session->operationsRun(), queries);
    }

    void tickCoversEveryLoadedPageOnly()
    {
        CacheKeysModel model(m_session.get());
        model.ticker()->stop();
        model.setFilter(CacheKeyFilter::fromInput(QStringLiteral("user:"), CacheKeyFilter::Mode::Auto, {}));
        QVERIFY(counted(model));
        QVERIFY(loaded(model, 0));
        QVERIFY(loaded(model, 650)); // page 3, far away
        QCOMPARE(model.loadedRanges(), (QList<QPair<int, int>>{{0, 199}, {600, 799}}));
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        model.tick();
        QCOMPARE(changed.count(), 2);
        QCOMPARE(changed[1][0].toModelIndex(), model.index(600, CacheKeysModel::TtlColumn));
        QCOMPARE(changed[1][1].toModelIndex(), model.index(799, CacheKeysModel::TtlColumn));
    }

    void pageWithoutExpiriesIsNotRepainted()
    {
        CacheKeysModel model(m_session.get());
        model.ticker()->stop();
        model.setFilter(CacheKeyFilter::fromInput(QStringLiteral("rate:"), CacheKeyFilter::Mode::Auto, {}));
        QVERIFY(counted(model));
        QVERIFY(loaded(model, 0));
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        model.tick();
        QCOMPARE(changed.count(), 0);
        QCOMPARE(model.nextExpiry(), qint64(0));
    }

    void wakesTheSessionAtTheNextExpiry()
    {
        // Nothing commits, yet counts change when user:0000 expires: the
        // model asks the session to wake up then (1 s ahead on this clock).
        // A session of its own: wake-ups set by the other tests' clocks stay out.
        auto session = cachetest::openSession(m_path);
        QVERIFY(session);
        session->setClock([] { return T0 + 59; });
        CacheKeysModel model(session.get());
        model.setFilter(CacheKeyFilter::fromInput(QStringLiteral("user:"), CacheKeyFilter::Mode::Auto, {}));
        QVERIFY(counted(model));
        QSignalSpy changed(session.get(), &storage::Session::changed);
        QVERIFY(loaded(model, 0));
        QCOMPARE(model.nextExpiry(), T0 + 60);
        QVERIFY(changed.wait(3000));
    }

    void liveTimerTicks()
    {
        CacheKeysModel model(m_session.get());
        model.setFilter(CacheKeyFilter::fromInput(QStringLiteral("user:"), CacheKeyFilter::Mode::Auto, {}));
        QVERIFY(counted(model));
        QVERIFY(loaded(model, 0));
        QCOMPARE(model.ticker()->interval(), 1000);
        QVERIFY(model.ticker()->isActive());
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        *m_now = T0 + 2;
        QVERIFY(changed.wait(2000));
        QCOMPARE(cell(model, 0, CacheKeysModel::TtlColumn), QStringLiteral("58 s"));
    }
};

QTEST_MAIN(TestCacheKeysModel)
#include "tst_cachekeysmodel.moc"
