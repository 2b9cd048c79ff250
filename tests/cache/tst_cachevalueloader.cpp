// The value viewer's loader: a small value arrives whole, a number through
// ValueChunk, a 200 MB value shows its first 64 KiB at once without being
// read whole (bytes read counted, resident memory measured), more arrives on
// demand, a replaced value is read again, and Save streams it to a file.

#include "storage/blobreader.h"
#include "models/cache/cachevalueloader.h"
#include "cachetestsupport.h"
#include "storage/sqlitefile.h"

#include <QCryptographicHash>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QTemporaryDir>

using namespace askr;
using contracts::Value;
using models::CacheValueLoader;
namespace cache = contracts::cache;

class TestCacheValueLoader : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_tmp;
    QString m_path;
    std::unique_ptr<contracts::Connection> m_db;
    std::unique_ptr<storage::Session> m_session;

    bool waitLoaded(CacheValueLoader &loader)
    {
        return QTest::qWaitFor([&] { return !loader.isLoading(); }, 10000);
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_path = m_tmp.filePath(QStringLiteral("values.sqlite"));
        m_db = cachetest::makeDb(m_path);
        cache::set(*m_db, "small", "{\"a\":1}", std::nullopt);
        cache::increment(*m_db, "counter", 1234, std::nullopt);
        QByteArray three(3 * 1024 * 1024, Qt::Uninitialized);
        for (int i = 0; i < three.size(); ++i)
            three[i] = char(i * 31 % 251);
        cache::set(*m_db, "three", three, std::nullopt);
        // 200 MB made in SQLite (test-only SQL) rather than in this process,
        // so that the memory measured below is the viewer's alone; its first
        // bytes are written by blob I/O so that a wrong offset shows.
        sqlite3_exec(m_db->handle(), "INSERT INTO askr_cache (key, value) VALUES ('huge', zeroblob(200 * 1024 * 1024))", nullptr, nullptr, nullptr);
        sqlite3_blob *blob = nullptr;
        QCOMPARE(sqlite3_blob_open(m_db->handle(), "main", "askr_cache", "value", cache::valueInfo(*m_db, "huge")->rowid.toInt(), 1, &blob), SQLITE_OK);
        const QByteArray head = QByteArray("HEAD").repeated(256);
        sqlite3_blob_write(blob, head.constData(), int(head.size()), 0);
        sqlite3_blob_write(blob, "TAIL", 4, 200 * 1024 * 1024 - 4);
        sqlite3_blob_close(blob);
        m_session = cachetest::openSession(m_path);
        QVERIFY(m_session);
    }

    void smallValueArrivesWhole()
    {
        CacheValueLoader loader(m_session.get());
        QSignalSpy loaded(&loader, &CacheValueLoader::loaded);
        loader.load(Value::text("small"));
        QVERIFY(loader.isLoading());
        QVERIFY(loaded.wait(5000));
        QCOMPARE(loader.bytes(), QByteArray("{\"a\":1}"));
        QCOMPARE(loader.totalBytes(), qint64(7));
        QCOMPARE(loader.valueType(), QByteArray("blob"));
        QVERIFY(loader.isComplete());
        QVERIFY(!loader.canLoadMore());
    }

    void numberIsReadWithValueChunk()
    {
        CacheValueLoader loader(m_session.get());
        QSignalSpy loaded(&loader, &CacheValueLoader::loaded);
        loader.load(Value::text("counter"));
        QVERIFY(loaded.wait(5000));
        QCOMPARE(loader.valueType(), QByteArray("integer"));
        QCOMPARE(loader.bytes(), QByteArray("1234"));
        QVERIFY(loader.isComplete());
    }

    void missingKey()
    {
        CacheValueLoader loader(m_session.get());
        QSignalSpy loaded(&loader, &CacheValueLoader::loaded);
        loader.load(Value::text("nope"));
        QVERIFY(loaded.wait(5000));
        QVERIFY(loader.isMissing());
        QVERIFY(loader.bytes().isEmpty());
    }

    void hugeValueShowsItsHeadAtOnce()
    {
        CacheValueLoader loader(m_session.get());
        QSignalSpy loaded(&loader, &CacheValueLoader::loaded);
        const quint64 readBefore = storage::blobBytesRead();
        const qint64 rssBefore = cachetest::residentBytes();
        QElapsedTimer timer;
        timer.start();
        loader.load(Value::text("huge"));
        QVERIFY(loaded.wait(5000));
        const qint64 ms = timer.elapsed();
        QCOMPARE(loader.totalBytes(), qint64(200) * 1024 * 1024);
        QCOMPARE(loader.bytes().size(), CacheValueLoader::FirstChunk);
        QVERIFY(loader.bytes().startsWith("HEADHEAD"));
        // Exactly the first chunk and the 4-byte key were read, nothing more.
        QCOMPARE(storage::blobBytesRead() - readBefore, quint64(CacheValueLoader::FirstChunk + 4));
        const qint64 grown = cachetest::residentBytes() - rssBefore;
        qInfo("first chunk of 200 MiB in %lld ms; resident memory grew by %lld KiB", ms, grown / 1024);
        QVERIFY2(grown < 16 * 1024 * 1024, qPrintable(QString::number(grown)));
        QVERIFY2(ms < 2000, qPrintable(QString::number(ms)));

        // More on demand, appended after what is there.
        QSignalSpy appended(&loader, &CacheValueLoader::appended);
        loader.loadMore(CacheValueLoader::NextChunk);
        QVERIFY(appended.wait(5000));
        QCOMPARE(appended.first().first().toByteArray().size(), CacheValueLoader::NextChunk);
        QCOMPARE(loader.bytes().size(), CacheValueLoader::FirstChunk + CacheValueLoader::NextChunk);
        QVERIFY(!loader.isComplete());
        // Never more than MaxLoaded for display.
        while (loader.canLoadMore()) {
            loader.loadMore(CacheValueLoader::MaxLoaded);
            QVERIFY(waitLoaded(loader));
        }
        QCOMPARE(loader.bytes().size(), CacheValueLoader::MaxLoaded);
        QCOMPARE(storage::blobBytesRead() - readBefore, quint64(CacheValueLoader::MaxLoaded + 3 * 4));
    }

    void replacedValueIsReadAgain()
    {
        cache::set(*m_db, "changing", QByteArray(100 * 1024, 'a'), std::nullopt);
        CacheValueLoader loader(m_session.get());
        QSignalSpy loaded(&loader, &CacheValueLoader::loaded);
        loader.load(Value::text("changing"));
        QVERIFY(loaded.wait(5000));
        QCOMPARE(loader.bytes(), QByteArray(CacheValueLoader::FirstChunk, 'a'));
        // Replaced by a value of another size: the next chunk would not
        // continue the first, so the value is read again from its start.
        cache::set(*m_db, "changing", QByteArray(90 * 1024, 'b'), std::nullopt);
        loader.loadMore();
        QVERIFY(loaded.wait(5000));
        QVERIFY(waitLoaded(loader));
        QCOMPARE(loader.bytes(), QByteArray(CacheValueLoader::FirstChunk, 'b'));
        QCOMPARE(loader.totalBytes(), qint64(90 * 1024));

        // refresh() notices a new value of the same size too.
        cache::set(*m_db, "changing", QByteArray(90 * 1024, 'c'), std::nullopt);
        loader.refresh();
        QVERIFY(loaded.wait(5000));
        QVERIFY(waitLoaded(loader));
        QVERIFY(loader.bytes().startsWith("ccc"));
        // ...and stays quiet when nothing changed, reading only the prefix it
        // compares (its key once more), not the 64 KiB shown.
        loaded.clear();
        const quint64 readBefore = storage::blobBytesRead();
        loader.refresh();
        QTest::qWait(200);
        QCOMPARE(loaded.count(), 0);
        QCOMPARE(loader.refreshReads(), 2);
        QCOMPARE(storage::blobBytesRead() - readBefore, quint64(CacheValueLoader::RefreshPrefix + 8));
    }

    void saveStreamsTheWholeValue()
    {
        CacheValueLoader loader(m_session.get());
        QSignalSpy loaded(&loader, &CacheValueLoader::loaded);
        loader.load(Value::text("three"));
        QVERIFY(loaded.wait(5000));
        QSignalSpy saved(&loader, &CacheValueLoader::saved);
        const QString file = m_tmp.filePath(QStringLiteral("three.bin"));
        loader.saveTo(file);
        QVERIFY(saved.wait(5000));
        QCOMPARE(saved.first().at(1).toLongLong(), qint64(3 * 1024 * 1024));
        // Readable by its owner only (issue 35): a value may be a secret.
        QCOMPARE(QFileInfo(file).permissions() & (QFileDevice::ReadGroup | QFileDevice::ReadOther | QFileDevice::WriteGroup | QFileDevice::WriteOther),
                 QFileDevice::Permissions());
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256),
                 QCryptographicHash::hash(cache::get(*m_db, "three")->value.toBytes(), QCryptographicHash::Sha256));
    }

    // Saving a value over the watched database or a file SQLite keeps beside
    // it is refused before anything is written.
    void saveRefusesTheOpenDatabase_data()
    {
        QTest::addColumn<QString>("target");
        QTest::newRow("the database") << m_path;
        QTest::newRow("its -wal") << m_path + QStringLiteral("-wal");
        QTest::newRow("its -shm") << m_path + QStringLiteral("-shm");
        QTest::newRow("its -journal (absent)") << m_path + QStringLiteral("-journal");
        QTest::newRow("through ..") << m_tmp.filePath(QStringLiteral("sub/../values.sqlite"));
        QTest::newRow("a symlink") << m_tmp.filePath(QStringLiteral("link.sqlite"));
    }

    void saveRefusesTheOpenDatabase()
    {
        QFETCH(QString, target);
        QDir(m_tmp.path()).mkpath(QStringLiteral("sub"));
        QFile::link(m_path, m_tmp.filePath(QStringLiteral("link.sqlite")));
        const storage::FileId before = storage::fileId(m_path);
        const bool existed = QFileInfo::exists(target);
        CacheValueLoader loader(m_session.get());
        QSignalSpy loaded(&loader, &CacheValueLoader::loaded);
        loader.load(Value::text("small"));
        QVERIFY(loaded.wait(5000));
        QSignalSpy saved(&loader, &CacheValueLoader::saved);
        QSignalSpy failed(&loader, &CacheValueLoader::errorOccurred);
        loader.saveTo(target);
        QCOMPARE(failed.count(), 1);
        QVERIFY2(failed.first().first().toString().contains(QStringLiteral("values.sqlite")), qPrintable(failed.first().first().toString()));
        QTest::qWait(100);
        QCOMPARE(saved.count(), 0);
        QVERIFY(storage::fileId(m_path) == before);
        QCOMPARE(QFileInfo::exists(target), existed);
        QCOMPARE(cache::get(*m_db, "small")->value.toBytes(), QByteArray("{\"a\":1}"));
        // Any other file is fine.
        loader.saveTo(m_tmp.filePath(QStringLiteral("small.json")));
        QVERIFY(saved.wait(5000));
    }
};

QTEST_GUILESS_MAIN(TestCacheValueLoader)
#include "tst_cachevalueloader.moc"
