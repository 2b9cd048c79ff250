// The storage layer's blob reader: only the range asked for is read, ends
// are clamped, a number is refused (SQLite cannot stream it), a removed or
// replaced entry is reported rather than read, and a stream is one version
// of the value even while another connection writes.

#include "storage/blobreader.h"
#include "cachetestsupport.h"

#include <QTemporaryDir>

using namespace askr;
namespace cache = contracts::cache;

class TestBlobReader : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_tmp;
    std::unique_ptr<contracts::Connection> m_db;

    static QByteArray pattern(int n, char salt = 0)
    {
        QByteArray b(n, Qt::Uninitialized);
        for (int i = 0; i < n; ++i)
            b[i] = char((i * 7 + salt) & 0xff);
        return b;
    }
    qint64 rowid(const QByteArray &key) { return cache::valueInfo(*m_db, key)->rowid.toInt(); }

private Q_SLOTS:
    void init()
    {
        m_db = cachetest::makeDb(m_tmp.filePath(QStringLiteral("%1.sqlite").arg(QLatin1String(QTest::currentTestFunction()))));
    }
    void cleanup() { m_db.reset(); }

    void readsRanges_data()
    {
        QTest::addColumn<qint64>("offset");
        QTest::addColumn<qint64>("length");
        QTest::addColumn<qint64>("expectedFrom");
        QTest::addColumn<qint64>("expectedLength");
        QTest::newRow("head") << qint64(0) << qint64(100) << qint64(0) << qint64(100);
        QTest::newRow("middle") << qint64(400) << qint64(250) << qint64(400) << qint64(250);
        QTest::newRow("past the end is clamped") << qint64(950) << qint64(100) << qint64(950) << qint64(50);
        QTest::newRow("beyond the end reads nothing") << qint64(2000) << qint64(10) << qint64(1000) << qint64(0);
        QTest::newRow("negative offset starts at 0") << qint64(-5) << qint64(10) << qint64(0) << qint64(10);
        QTest::newRow("whole") << qint64(0) << qint64(1000) << qint64(0) << qint64(1000);
    }
    void readsRanges()
    {
        QFETCH(qint64, offset);
        QFETCH(qint64, length);
        QFETCH(qint64, expectedFrom);
        QFETCH(qint64, expectedLength);
        const QByteArray value = pattern(1000);
        cache::set(*m_db, "k", value, std::nullopt);
        const quint64 before = storage::blobBytesRead();
        const auto r = storage::readBlobRange(*m_db, "askr_cache", "value", rowid("k"), offset, length, "key", "k");
        QCOMPARE(r.totalBytes, qint64(1000));
        QCOMPARE(r.bytes, value.mid(expectedFrom, expectedLength));
        // The key check reads the key (1 byte), the range reads what it returns.
        QCOMPARE(storage::blobBytesRead() - before, quint64(expectedLength + 1));
    }

    void readsText()
    {
        // TEXT streams as its UTF-8 bytes; ValueInfo's size counts characters.
        const QByteArray utf8 = QStringLiteral("grüße, 東京").toUtf8();
        sqlite3_stmt *stmt = nullptr;
        sqlite3_prepare_v2(m_db->handle(), "INSERT INTO askr_cache (key, value) VALUES ('t', ?)", -1, &stmt, nullptr); // test-only: a TEXT value
        sqlite3_bind_text(stmt, 1, utf8.constData(), int(utf8.size()), SQLITE_TRANSIENT);
        QCOMPARE(sqlite3_step(stmt), SQLITE_DONE);
        sqlite3_finalize(stmt);
        const auto info = cache::valueInfo(*m_db, "t");
        QCOMPARE(info->value_type.toBytes(), QByteArray("text"));
        QCOMPARE(info->value_size.toInt(), qint64(9));
        const auto r = storage::readBlobRange(*m_db, "askr_cache", "value", info->rowid.toInt(), 0, 100);
        QCOMPARE(r.bytes, utf8);
        QCOMPARE(r.totalBytes, qint64(utf8.size()));
    }

    void refusesANumber()
    {
        cache::increment(*m_db, "counter", 5, std::nullopt);
        try {
            storage::readBlobRange(*m_db, "askr_cache", "value", rowid("counter"), 0, 10);
            QFAIL("a number was streamed");
        } catch (const contracts::Error &e) {
            QCOMPARE(e.code(), SQLITE_MISMATCH);
        }
    }

    void reportsARemovedEntry()
    {
        cache::set(*m_db, "gone", "v", std::nullopt);
        const qint64 id = rowid("gone");
        cache::forget(*m_db, "gone");
        QVERIFY_THROWS_EXCEPTION(contracts::Error, storage::readBlobRange(*m_db, "askr_cache", "value", id, 0, 10));
    }

    void reportsARowidReusedByAnotherKey()
    {
        cache::set(*m_db, "first", "first value", std::nullopt);
        const qint64 id = rowid("first");
        cache::forget(*m_db, "first");
        cache::set(*m_db, "second", "second value", std::nullopt);
        QCOMPARE(rowid("second"), id); // SQLite hands the freed rowid out again
        // Without the key check this would read the other key's value.
        QCOMPARE(storage::readBlobRange(*m_db, "askr_cache", "value", id, 0, 100).bytes, QByteArray("second value"));
        try {
            storage::readBlobRange(*m_db, "askr_cache", "value", id, 0, 100, "key", "first");
            QFAIL("read another key's value");
        } catch (const contracts::Error &e) {
            QVERIFY2(e.message().contains(QLatin1String("removed or replaced")), qPrintable(e.message()));
        }
    }

    void streamIsOneVersionWhileAnotherConnectionWrites()
    {
        const QByteArray before = pattern(3 * 1024 * 1024, 1);
        const QByteArray after = pattern(3 * 1024 * 1024, 2);
        cache::set(*m_db, "big", before, std::nullopt);
        auto writer = contracts::Connection::open(QFile::encodeName(m_tmp.filePath(QStringLiteral("streamIsOneVersionWhileAnotherConnectionWrites.sqlite"))),
                                                  SQLITE_OPEN_READWRITE);
        QByteArray streamed;
        int chunks = 0;
        const qint64 total = storage::streamBlob(*m_db, "askr_cache", "value", rowid("big"), 0, -1, 1024 * 1024,
                                                 [&](const QByteArray &chunk) {
                                                     streamed += chunk;
                                                     if (++chunks == 1) // overwritten after the first chunk (WAL lets it commit)
                                                         QCOMPARE(cache::set(*writer, "big", after, std::nullopt), qint64(1));
                                                 },
                                                 "key", "big");
        QCOMPARE(chunks, 3);
        QCOMPARE(total, qint64(before.size()));
        QVERIFY(streamed == before);
        // The next read sees the new version.
        QVERIFY(storage::readBlobRange(*m_db, "askr_cache", "value", rowid("big"), 0, 16).bytes == after.left(16));
    }
};

QTEST_GUILESS_MAIN(TestBlobReader)
#include "tst_blobreader.moc"
