// Reading and copying a database file through SQLite's file layer: the bytes
// are right, and a connection of this process on the same file keeps its
// locks, which a QFile open and close would drop (the control row shows that
// the check can tell the two apart).

#include "askr_contracts_api.h"
#include "storage/sqlitefile.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <sqlite3.h>
#include <unistd.h>

using namespace askr;

namespace {

// A WAL database that keeps its -wal (autocheckpoint off) while db is open.
std::unique_ptr<contracts::Connection> makeWal(const QString &path, int jobs)
{
    auto db = contracts::Connection::open(QFile::encodeName(path), SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
    sqlite3_exec(db->handle(), "PRAGMA journal_mode=WAL; PRAGMA wal_autocheckpoint=0;", nullptr, nullptr, nullptr);
    contracts::queue::install(*db);
    for (int i = 0; i < jobs; ++i)
        contracts::queue::enqueue(*db, "default", "{}", 0, 0, 1);
    return db;
}

qint64 jobCount(contracts::Connection &db)
{
    qint64 n = 0;
    for (const auto &row : contracts::queue::queueDepths(db))
        n += row.ready.toInt() + row.delayed.toInt() + row.reserved.toInt();
    return n;
}

QString probeLock(const QString &path)
{
    QProcess p;
    p.start(QStringLiteral(STORAGE_PROBE), { path, QStringLiteral("getlk") });
    p.waitForFinished(10000);
    return QString::fromUtf8(p.readAllStandardOutput()).trimmed();
}

} // namespace

class TestSqliteFile : public QObject
{
    Q_OBJECT
    QTemporaryDir m_tmp;
    int m_n = 0;

    QString newPath() { return m_tmp.filePath(QStringLiteral("db%1.sqlite").arg(++m_n)); }

private Q_SLOTS:
    void readsTheHeader()
    {
        const QString path = newPath();
        auto db = makeWal(path, 3);
        const QByteArray header = storage::readDatabaseBytes(path, 100);
        QCOMPARE(header.size(), 100);
        QVERIFY(header.startsWith(QByteArray("SQLite format 3\0", 16)));
        QCOMPARE(int(header.at(18)), 2); // WAL
        QCOMPARE(int(header.at(19)), 2);

        QFile shortFile(m_tmp.filePath(QStringLiteral("short")));
        QVERIFY(shortFile.open(QIODevice::WriteOnly));
        shortFile.write("SQLite");
        shortFile.close();
        QCOMPARE(storage::readDatabaseBytes(shortFile.fileName(), 100), QByteArray("SQLite"));
        QVERIFY(storage::readDatabaseBytes(m_tmp.filePath(QStringLiteral("missing")), 100).isEmpty());
    }

    void copiesTheFileAndItsWal()
    {
        const QString path = newPath();
        auto db = makeWal(path, 7);
        QVERIFY(QFileInfo(path + QStringLiteral("-wal")).size() > 0);
        QTemporaryDir into;
        const QString copy = into.filePath(QStringLiteral("copy.sqlite"));
        QString error;
        QVERIFY2(storage::copyDatabaseFile(path, copy, false, &error), qPrintable(error));
        QVERIFY2(storage::copyDatabaseFile(path + QStringLiteral("-wal"), copy + QStringLiteral("-wal"), true, &error), qPrintable(error));
        auto read = contracts::Connection::open(QFile::encodeName(copy), SQLITE_OPEN_READWRITE);
        QCOMPARE(jobCount(*read), qint64(7)); // the jobs are only in the -wal

        QVERIFY(!storage::copyDatabaseFile(m_tmp.filePath(QStringLiteral("missing")), into.filePath(QStringLiteral("x")), false, &error));
        QVERIFY(error.contains(QStringLiteral("cannot be read")));
        // An existing target is never written over.
        QVERIFY(!storage::copyDatabaseFile(path, copy, false, &error));
    }

    void keepsTheLocksOfThisProcess_data()
    {
        QTest::addColumn<QString>("how");
        QTest::addColumn<bool>("keeps");
        QTest::newRow("read the header") << QStringLiteral("header") << true;
        QTest::newRow("copy the main file") << QStringLiteral("copy") << true;
        QTest::newRow("copy the -wal") << QStringLiteral("wal") << true;
        QTest::newRow("control: QFile open and close") << QStringLiteral("qfile") << false;
    }
    void keepsTheLocksOfThisProcess()
    {
        QFETCH(QString, how);
        QFETCH(bool, keeps);
        const QString path = newPath();
        auto db = makeWal(path, 2);
        QCOMPARE(jobCount(*db), qint64(2)); // a read: the connection holds its shared lock
        const QString held = QStringLiteral("shared %1").arg(::getpid());
        QCOMPARE(probeLock(path), held);
        QString error;
        const QString copy = m_tmp.filePath(QStringLiteral("copy%1").arg(++m_n));
        if (how == QLatin1String("header")) {
            QCOMPARE(storage::readDatabaseBytes(path, 20).size(), 20);
        } else if (how == QLatin1String("copy")) {
            QVERIFY2(storage::copyDatabaseFile(path, copy, false, &error), qPrintable(error));
        } else if (how == QLatin1String("wal")) {
            QVERIFY2(storage::copyDatabaseFile(path + QStringLiteral("-wal"), copy, true, &error), qPrintable(error));
        } else {
            QFile f(path);
            QVERIFY(f.open(QIODevice::ReadOnly));
            f.read(20);
            f.close();
        }
        QCOMPARE(probeLock(path), keeps ? held : QStringLiteral("none"));
    }

    void identity()
    {
        const QString path = newPath();
        auto db = makeWal(path, 0);
        const QString link = m_tmp.filePath(QStringLiteral("link.sqlite"));
        QVERIFY(QFile::link(path, link));
        QVERIFY(storage::fileId(path).isValid());
        QVERIFY(storage::fileId(link) == storage::fileId(path));
        QVERIFY(
            storage::fileId(QFileInfo(path).absolutePath() + QStringLiteral("/./") + QFileInfo(path).fileName()) == storage::fileId(path));
        QVERIFY(!(storage::fileId(newPath()) == storage::fileId(path))); // does not exist
        QVERIFY(!storage::fileId(m_tmp.filePath(QStringLiteral("nope"))).isValid());
    }
};

QTEST_MAIN(TestSqliteFile)
#include "tst_sqlitefile.moc"
