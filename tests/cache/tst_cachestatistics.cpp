// Statistics of the whole cache, exact: live and expired-but-not-swept
// keys, value bytes, the expiry buckets behind the chart, and namespaces by
// keys and by bytes through the sort proxies the view uses.

#include "models/cache/cachestatistics.h"
#include "cachetestsupport.h"

#include <QAbstractItemModelTester>
#include <QSortFilterProxyModel>
#include <QTemporaryDir>

using namespace askr;
using models::CachePrefixesModel;
using models::CacheStatistics;
namespace cache = contracts::cache;

namespace {
constexpr qint64 T0 = 1'800'000'000;
}

class TestCacheStatistics : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_tmp;
    std::unique_ptr<storage::Session> m_session;

private Q_SLOTS:
    void initTestCase()
    {
        const QString path = m_tmp.filePath(QStringLiteral("stats.sqlite"));
        auto db = cachetest::makeDb(path);
        db->setClock([] { return T0; });
        // user: 30 keys of 10 bytes; page/ 5 keys of 1,000 bytes; 2 keys
        // without a prefix; expiries spread over every bucket.
        for (int i = 0; i < 30; ++i)
            cache::set(*db, QByteArray("user:") + QByteArray::number(i), QByteArray(10, 'u'), std::nullopt);
        for (int i = 0; i < 5; ++i)
            cache::set(*db, QByteArray("page/") + QByteArray::number(i), QByteArray(1000, 'p'), cachetest::at(T0 + 30));
        cache::set(*db, "plain", "12345", cachetest::at(T0));            // expired (at now)
        cache::set(*db, "other", "1", cachetest::at(T0 - 100));          // expired
        cache::set(*db, "user:x", "1", cachetest::at(T0 + 61));          // within an hour
        cache::set(*db, "user:y", "1", cachetest::at(T0 + 3600));        // within an hour (edge)
        cache::set(*db, "user:z", "1", cachetest::at(T0 + 3601));        // within a day
        cache::set(*db, "user:w", "1", cachetest::at(T0 + 86401));       // later
        m_session = cachetest::openSession(path);
        QVERIFY(m_session);
        m_session->setClock([] { return T0; });
    }

    void figures()
    {
        CacheStatistics stats(m_session.get());
        QSignalSpy updated(&stats, &CacheStatistics::updated);
        stats.refresh();
        QVERIFY(updated.wait(5000));
        const auto &d = stats.data();
        QCOMPARE(d.live, qint64(30 + 5 + 4));
        QCOMPARE(d.expired, qint64(2));
        QCOMPARE(d.valueBytes, qint64(300 + 5000 + 5 + 1 + 4));
        QCOMPARE(d.expiredBucket, qint64(2));
        QCOMPARE(d.within60, qint64(5));
        QCOMPARE(d.within3600, qint64(2));
        QCOMPARE(d.within86400, qint64(1));
        QCOMPARE(d.later, qint64(1));
        QCOMPARE(d.never, qint64(30));
        QCOMPARE(d.computedAt, T0);
        QCOMPARE(d.prefixesTruncated, false);
        QCOMPARE(int(d.prefixes.size()), 3);
        QCOMPARE(d.prefixes[0].prefix.toBytes(), QByteArray("user:"));
        QCOMPARE(d.prefixes[0].keys, qint64(34));
        QCOMPARE(d.prefixes[1].prefix.toBytes(), QByteArray("page/"));
        QVERIFY(d.prefixes[2].prefix.isNull());
        QCOMPARE(d.prefixes[2].keys, qint64(2));
    }

    void prefixesByKeysAndByBytes()
    {
        CacheStatistics stats(m_session.get());
        QSignalSpy updated(&stats, &CacheStatistics::updated);
        stats.refresh();
        QVERIFY(updated.wait(5000));
        const auto &d = stats.data();
        CachePrefixesModel byKeysModel, byBytesModel;
        byBytesModel.setMeasure(CachePrefixesModel::Measure::Bytes);
        QSortFilterProxyModel byKeys, byBytes;
        byKeys.setSourceModel(&byKeysModel);
        byBytes.setSourceModel(&byBytesModel);
        for (QSortFilterProxyModel *p : {&byKeys, &byBytes})
            p->setSortRole(CachePrefixesModel::SortRole);
        byKeys.sort(CachePrefixesModel::KeysColumn, Qt::DescendingOrder);
        byBytes.sort(CachePrefixesModel::BytesColumn, Qt::DescendingOrder);
        QAbstractItemModelTester t1(&byKeysModel), t2(&byBytesModel), t3(&byKeys), t4(&byBytes);
        byKeysModel.setPrefixes(d.prefixes, d.live + d.expired, d.valueBytes);
        byBytesModel.setPrefixes(d.prefixes, d.live + d.expired, d.valueBytes);
        auto cell = [](const QAbstractItemModel &m, int r, int c) { return m.data(m.index(r, c)).toString(); };
        QCOMPARE(byKeys.rowCount(), 3);
        QCOMPARE(cell(byKeys, 0, CachePrefixesModel::PrefixColumn), QStringLiteral("user:"));
        QCOMPARE(cell(byKeys, 0, CachePrefixesModel::KeysColumn), QStringLiteral("34"));
        QCOMPARE(cell(byKeys, 2, CachePrefixesModel::PrefixColumn), QStringLiteral("(no prefix)"));
        QCOMPARE(byKeys.data(byKeys.index(0, CachePrefixesModel::ShareColumn), CachePrefixesModel::SortRole).toDouble(), 34.0 / 41.0);
        QCOMPARE(cell(byBytes, 0, CachePrefixesModel::PrefixColumn), QStringLiteral("page/"));
        QCOMPARE(cell(byBytes, 0, CachePrefixesModel::BytesColumn), QStringLiteral("4.9 KiB"));
        QCOMPARE(byBytes.data(byBytes.index(0, CachePrefixesModel::ShareColumn), CachePrefixesModel::SortRole).toDouble(), 5000.0 / 5310.0);
        QCOMPARE(cell(byBytes, 1, CachePrefixesModel::PrefixColumn), QStringLiteral("user:"));
        QCOMPARE(byBytesModel.headerData(CachePrefixesModel::ShareColumn, Qt::Horizontal).toString(), QStringLiteral("Share of bytes"));
    }
};

QTEST_GUILESS_MAIN(TestCacheStatistics)
#include "tst_cachestatistics.moc"
