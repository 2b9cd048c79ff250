// Read-only opens change nothing on disk, not one byte, and the mode is
// chosen from what the file and its folder allow. File modes mean nothing to
// root, so the opening side runs as nobody when the test runs as root.

#include "askr_contracts_api.h"
#include "storage/openplan.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <sqlite3.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace askr;

namespace {

// Writes a database in another process that dies without closing it, so a
// WAL database keeps its -wal (with frames not yet checkpointed) and its
// -shm. Started, not forked: see dbwriter.
void makeDatabase(const QString &path, bool wal, bool dieWithoutClosing, int jobs, int events)
{
    const int rc = QProcess::execute(QStringLiteral(DB_WRITER), {path, QStringLiteral("make"), QString::number(int(wal)), QString::number(int(dieWithoutClosing)),
                                                                 QString::number(jobs), QString::number(events)});
    QCOMPARE(rc, 0);
}

QMap<QString, QByteArray> snapshotDir(const QString &dir)
{
    QMap<QString, QByteArray> out;
    const auto entries = QDir(dir).entryInfoList(QDir::Files | QDir::Hidden | QDir::System);
    for (const QFileInfo &fi : entries) {
        QFile f(fi.absoluteFilePath());
        QByteArray hash = "unreadable";
        if (f.open(QIODevice::ReadOnly))
            hash = QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256).toHex();
        out.insert(fi.fileName(), hash + ' ' + QByteArray::number(fi.lastModified().toMSecsSinceEpoch()));
    }
    return out;
}

QString runProbe(const QString &path, const QString &mode, bool asNobody)
{
    QProcess p;
    const QString probe = QStringLiteral(STORAGE_PROBE);
    if (asNobody)
        p.start(QStringLiteral("runuser"), {QStringLiteral("-u"), QStringLiteral("nobody"), QStringLiteral("--"), probe, path, mode});
    else
        p.start(probe, {path, mode});
    p.waitForFinished(30000);
    return QString::fromLocal8Bit(p.readAllStandardOutput()).trimmed() + QString::fromLocal8Bit(p.readAllStandardError()).trimmed();
}

} // namespace

class TestOpenPlan : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void readOnlyChangesNothing_data()
    {
        QTest::addColumn<bool>("wal");
        QTest::addColumn<bool>("keepShm");
        QTest::addColumn<bool>("lockDown"); // file 444, folder 555, opened as nobody
        QTest::addColumn<QString>("request");
        QTest::addColumn<QString>("expectedMode");

        QTest::newRow("WAL with -shm, 444 file in 555 folder") << true << true << true << "auto" << "read-only live";
        QTest::newRow("WAL without -shm, 555 folder") << true << false << true << "auto" << "snapshot";
        QTest::newRow("WAL with writable -shm, forced read-only") << true << true << false << "ro" << "read-only live";
        QTest::newRow("WAL without -shm, writable, forced read-only") << true << false << false << "ro" << "snapshot";
        QTest::newRow("rollback journal, 444 file in 555 folder") << false << false << true << "auto" << "read-only live";
        QTest::newRow("rollback journal, forced snapshot") << false << false << false << "snapshot" << "snapshot";
        QTest::newRow("WAL with -shm, forced snapshot") << true << true << false << "snapshot" << "snapshot";
    }
    void readOnlyChangesNothing()
    {
        QFETCH(bool, wal);
        QFETCH(bool, keepShm);
        QFETCH(bool, lockDown);
        QFETCH(QString, request);
        QFETCH(QString, expectedMode);

        QTemporaryDir tmp;
        const QString dir = tmp.path() + QStringLiteral("/db");
        QVERIFY(QDir().mkpath(dir));
        const QString path = dir + QStringLiteral("/askr.sqlite");
        makeDatabase(path, wal, wal, 25, 7);
        if (wal)
            QVERIFY2(QFileInfo(path + QStringLiteral("-wal")).size() > 0, "the writer must leave frames in -wal");
        if (!keepShm)
            QFile::remove(path + QStringLiteral("-shm"));

        const bool root = geteuid() == 0;
        ::chmod(QFile::encodeName(tmp.path()).constData(), 0755);
        if (lockDown) {
            for (const QFileInfo &fi : QDir(dir).entryInfoList(QDir::Files))
                ::chmod(QFile::encodeName(fi.absoluteFilePath()).constData(), 0444);
            ::chmod(QFile::encodeName(dir).constData(), 0555);
        } else {
            // Readable and writable by the unprivileged user too.
            ::chmod(QFile::encodeName(dir).constData(), 0777);
            for (const QFileInfo &fi : QDir(dir).entryInfoList(QDir::Files))
                ::chmod(QFile::encodeName(fi.absoluteFilePath()).constData(), 0666);
        }
        const auto before = snapshotDir(dir);
        QTest::qWait(20); // a write would change the mtime visibly
        const QString out = runProbe(path, request, root);
        const auto after = snapshotDir(dir);
        ::chmod(QFile::encodeName(dir).constData(), 0755);

        QVERIFY2(out.startsWith(QStringLiteral("mode=") + expectedMode + QLatin1Char(' ')), qPrintable(out));
        // Every row, including those that live only in -wal.
        QVERIFY2(out.contains(QStringLiteral("jobs=25 events=7 readonly=1")), qPrintable(out));
        QCOMPARE(after.keys(), before.keys());
        for (auto it = before.cbegin(); it != before.cend(); ++it)
            QVERIFY2(after.value(it.key()) == it.value(), qPrintable(QStringLiteral("%1 changed").arg(it.key())));
    }

    void chooses_data()
    {
        QTest::addColumn<int>("request");
        QTest::addColumn<int>("expected");
        QTest::newRow("writable, automatic: read-write") << int(storage::OpenMode::Auto) << int(storage::OpenMode::ReadWrite);
        QTest::newRow("forced read-only") << int(storage::OpenMode::ReadOnlyLive) << int(storage::OpenMode::ReadOnlyLive);
        QTest::newRow("forced snapshot") << int(storage::OpenMode::Snapshot) << int(storage::OpenMode::Snapshot);
    }
    void chooses()
    {
        QFETCH(int, request);
        QFETCH(int, expected);
        QTemporaryDir tmp;
        const QString path = tmp.filePath(QStringLiteral("a.sqlite"));
        makeDatabase(path, false, false, 1, 0);
        const auto plan = storage::planOpen(path, storage::OpenMode(request));
        QVERIFY(plan.error.isEmpty());
        QCOMPARE(int(plan.mode), expected);
        QVERIFY(!plan.reason.isEmpty());
    }

    void refusesMissingAndDirectories()
    {
        QTemporaryDir tmp;
        auto plan = storage::planOpen(tmp.filePath(QStringLiteral("nope.sqlite")), storage::OpenMode::Auto);
        QVERIFY(plan.error.contains(QStringLiteral("does not exist")));
        plan = storage::planOpen(tmp.path(), storage::OpenMode::Auto);
        QVERIFY(plan.error.contains(QStringLiteral("not a file")));
    }
};

QTEST_GUILESS_MAIN(TestOpenPlan)
#include "tst_openplan.moc"
