// The cache's size analysis: the namespace tree read level by level
// (KeyNamespaces) and the biggest keys (BiggestKeys), on a session as the
// window uses them.

#include "models/cache/cachebiggestkeysmodel.h"
#include "models/cache/cacheformat.h"
#include "models/cache/cachenamespacemodel.h"
#include "cachetestsupport.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QItemSelectionModel>
#include <QSignalSpy>
#include <QTemporaryDir>

using namespace askr;
using models::CacheBiggestKeysModel;
using models::CacheNamespaceModel;

class TestCacheAnalysis : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_path;

    static QString name(const QAbstractItemModel &m, const QModelIndex &i)
    {
        return m.data(i.siblingAtColumn(CacheNamespaceModel::NameColumn)).toString();
    }
    static qint64 keys(const QModelIndex &i) { return i.siblingAtColumn(CacheNamespaceModel::KeysColumn).data(CacheNamespaceModel::SortRole).toLongLong(); }
    static qint64 bytes(const QModelIndex &i) { return i.siblingAtColumn(CacheNamespaceModel::BytesColumn).data(CacheNamespaceModel::SortRole).toLongLong(); }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_path = m_dir.filePath(QStringLiteral("cache.sqlite"));
        auto db = cachetest::makeDb(m_path);
        auto put = [&](const char *key, int size) { contracts::cache::set(*db, key, QByteArray(size, 'x'), std::nullopt); };
        put("user:1:profile", 100);
        put("user:1:avatar", 5000);
        put("user:2:profile", 120);
        put("session:abc", 40);
        put("session:def", 60);
        put("plain", 7);
        put("user;", 9000); // right after the user: range
    }

    void prefixEnd_data()
    {
        QTest::addColumn<QByteArray>("prefix");
        QTest::addColumn<QByteArray>("end");
        QTest::newRow("empty") << QByteArray() << QByteArray();
        QTest::newRow("colon") << QByteArray("user:") << QByteArray("user;");
        QTest::newRow("trailing 0xff") << QByteArray("a\xff\xff") << QByteArray("b");
        QTest::newRow("all 0xff") << QByteArray("\xff\xff") << QByteArray();
        QTest::newRow("0x7f") << QByteArray("a\x7f") << QByteArray("a\x80");
    }
    void prefixEnd()
    {
        QFETCH(QByteArray, prefix);
        QFETCH(QByteArray, end);
        QCOMPARE(models::keyPrefixEnd(prefix), end);
    }

    void namespaceTreeLevelByLevel()
    {
        auto session = cachetest::openSession(m_path);
        QVERIFY(session);
        CacheNamespaceModel model(session.get());
        QSignalSpy loaded(&model, &CacheNamespaceModel::levelLoaded);
        model.reload();
        QVERIFY(loaded.wait(5000));
        QCOMPARE(loaded.takeFirst().at(0).toByteArray(), QByteArray());
        // Largest first: the keys without ':' (plain, user;), user:, session:.
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(model.index(0, 0).data(CacheNamespaceModel::KindRole).toInt(), int(CacheNamespaceModel::Kind::Keys));
        QCOMPARE(keys(model.index(0, 0)), 2);
        QCOMPARE(bytes(model.index(0, 0)), 9007);
        const QModelIndex user = model.index(1, 0);
        QCOMPARE(name(model, user), QStringLiteral("user:"));
        QCOMPARE(keys(user), 3);
        QCOMPARE(bytes(user), 5220);
        QCOMPARE(name(model, model.index(2, 0)), QStringLiteral("session:"));
        QCOMPARE(model.totalKeys(), 7);
        QCOMPARE(model.totalBytes(), 14327);

        // Nothing below is read until it is expanded.
        QVERIFY(model.hasChildren(user));
        QCOMPARE(model.rowCount(user), 0);
        QVERIFY(model.canFetchMore(user));
        model.fetchMore(user);
        QVERIFY(!model.canFetchMore(user));
        QVERIFY(loaded.wait(5000));
        QCOMPARE(loaded.takeFirst().at(0).toByteArray(), QByteArray("user:"));
        QCOMPARE(model.rowCount(user), 2);
        const QModelIndex one = model.index(0, 0, user);
        QCOMPARE(name(model, one), QStringLiteral("1:"));
        QCOMPARE(one.data(CacheNamespaceModel::PrefixRole).toByteArray(), QByteArray("user:1:"));
        QCOMPARE(keys(one), 2);
        QCOMPARE(bytes(one), 5100);
        model.fetchMore(one);
        QVERIFY(loaded.wait(5000));
        QCOMPARE(model.rowCount(one), 1); // the keys of that level
        QCOMPARE(model.index(0, 0, one).data(CacheNamespaceModel::KindRole).toInt(), int(CacheNamespaceModel::Kind::Keys));
        QVERIFY(!model.hasChildren(model.index(0, 0, one)));
        QCOMPARE(model.indexOfPrefix("user:1:"), one);

        // The whole tree, every level fetched, as a model should be.
        {
            QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
            QVERIFY(QTest::qWaitFor([&] { return !model.isLoading(); }, 5000));
            QCOMPARE(model.rowCount(model.index(2, 0)), 1); // session:abc and session:def: one row of keys
        }

        // A reload forgets the levels read and starts from the top again.
        model.reload();
        QCOMPARE(model.rowCount(), 0);
        QVERIFY(loaded.wait(5000));
        QCOMPARE(model.rowCount(), 3);
    }

    void separator()
    {
        auto session = cachetest::openSession(m_path);
        QVERIFY(session);
        CacheNamespaceModel model(session.get());
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy loaded(&model, &CacheNamespaceModel::levelLoaded);
        model.setSeparator("1");
        QVERIFY(loaded.wait(5000));
        // "user:1" ends at the first '1': user:1 holds user:1:profile and user:1:avatar.
        QStringList names;
        for (int r = 0; r < model.rowCount(); ++r)
            names << name(model, model.index(r, 0));
        QVERIFY2(names.contains(QStringLiteral("user:1")), qPrintable(names.join(QLatin1Char(','))));
    }

    void biggestKeys()
    {
        auto session = cachetest::openSession(m_path);
        QVERIFY(session);
        CacheBiggestKeysModel model(session.get());
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy updated(&model, &CacheBiggestKeysModel::updated);
        model.refresh();
        QVERIFY(updated.wait(5000));
        QCOMPARE(model.rowCount(), 7);
        QCOMPARE(model.index(0, 0).data().toString(), QStringLiteral("user;"));
        QCOMPARE(model.index(1, 0).data().toString(), QStringLiteral("user:1:avatar"));
        QCOMPARE(model.index(6, 0).data().toString(), QStringLiteral("plain"));
        QCOMPARE(model.index(0, CacheBiggestKeysModel::SizeColumn).data(CacheBiggestKeysModel::SortRole).toLongLong(), 9000);
        QVERIFY(model.computedAt() > 0);

        // Within a namespace only.
        model.setPrefix("user:");
        QVERIFY(updated.wait(5000));
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(model.index(0, 0).data().toString(), QStringLiteral("user:1:avatar"));
        QCOMPARE(model.index(2, 0).data().toString(), QStringLiteral("user:1:profile"));

        // Back to every key, then a refresh puts the fresh top in place row
        // by row (issue 33): a key that grew past the others moves up, a new
        // one comes in, and the view keeps the key it had selected (a reset
        // would drop it).
        model.setPrefix(QByteArray());
        QVERIFY(updated.wait(5000));
        QCOMPARE(model.rowCount(), 7);
        QItemSelectionModel selection(&model);
        selection.select(model.index(1, 0), QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        QCOMPARE(selection.selectedRows().value(0).data().toString(), QStringLiteral("user:1:avatar"));
        {
            auto db = contracts::Connection::open(QFile::encodeName(m_path), SQLITE_OPEN_READWRITE);
            contracts::cache::set(*db, "bigger", QByteArray(20000, 'x'), std::nullopt);
            contracts::cache::set(*db, "plain", QByteArray(6000, 'x'), std::nullopt);
        }
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        model.refresh();
        QVERIFY(updated.wait(5000));
        QCOMPARE(model.rowCount(), 8);
        QCOMPARE(model.index(0, 0).data().toString(), QStringLiteral("bigger"));
        QCOMPARE(model.index(2, 0).data().toString(), QStringLiteral("plain"));
        QCOMPARE(reset.count(), 0);
        QCOMPARE(selection.selectedRows().size(), 1);
        QCOMPARE(selection.selectedRows().value(0).data().toString(), QStringLiteral("user:1:avatar"));
        {
            auto db = contracts::Connection::open(QFile::encodeName(m_path), SQLITE_OPEN_READWRITE);
            contracts::cache::forget(*db, "bigger");
            contracts::cache::set(*db, "plain", QByteArray(7, 'x'), std::nullopt);
        }
    }
};

QTEST_GUILESS_MAIN(TestCacheAnalysis)
#include "tst_cacheanalysis.moc"
