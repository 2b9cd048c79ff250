// Read-only modes in the real main window, opened as an unprivileged user
// (root ignores file modes): a file with mode 444, a folder with mode 555, a
// WAL database with and without its -shm. Every page shows, every row is
// read (including rows that live only in -wal), and nothing on disk changes:
// not a byte, a mode, a time or a file name.

#include "robustsupport.h"

#include <QProcess>
#include <QScopeGuard>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <grp.h>
#include <pwd.h>
#include <unistd.h>

using namespace askr;
using namespace askr::robust;

namespace {

constexpr int Jobs = 30, Failed = 12, Keys = 21, Events = 25; // as populate() writes them

// Written in a child that exits without closing: a WAL database keeps its
// -wal (frames not yet checkpointed) and its -shm.
void makeDatabase(const QString &path, bool wal)
{
    // Started rather than forked: see robusthelper.
    if (QProcess::execute(QStringLiteral(ROBUST_HELPER), { QStringLiteral("make"), path, wal ? QStringLiteral("1") : QStringLiteral("0"), QStringLiteral("0") }) != 0)
        qWarning("robusthelper could not make %s", qPrintable(path));
}

// Root ignores file modes, so as root the files go to nobody and the probe
// runs as nobody; any other user is bound by the modes of its own files.
bool asRoot()
{
    return geteuid() == 0;
}

void setOwnerAndMode(const QString &path, mode_t mode)
{
    const QByteArray p = QFile::encodeName(path);
    if (asRoot()) {
        const passwd *nobody = getpwnam("nobody");
        QVERIFY(nobody);
        QVERIFY(::chown(p.constData(), nobody->pw_uid, nobody->pw_gid) == 0);
    }
    QVERIFY(::chmod(p.constData(), mode) == 0);
}

} // namespace

class TestReadOnly : public QObject
{
    Q_OBJECT
    QTemporaryDir m_tmp;
    int m_n = 0;

    // Runs the probe on path as nobody (or as this user, when not root).
    void runProbe(const QString &path, const QString &request, QString *out)
    {
        QProcess probe;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        env.insert(QStringLiteral("HOME"), m_tmp.path()); // settings land outside the database folder (and are not writable: fine)
        probe.setProcessEnvironment(env);
        if (asRoot())
            probe.start(QStringLiteral("runuser"), {QStringLiteral("-u"), QStringLiteral("nobody"), QStringLiteral("--"), QStringLiteral(ROBUST_PROBE), path, request});
        else
            probe.start(QStringLiteral(ROBUST_PROBE), {path, request});
        if (!probe.waitForFinished(60000)) {
            probe.kill();
            probe.waitForFinished(5000);
            QFAIL(qPrintable(QStringLiteral("the probe did not finish: %1 %2")
                                 .arg(QString::fromLocal8Bit(probe.readAllStandardOutput()), QString::fromLocal8Bit(probe.readAllStandardError().right(3000)))));
        }
        *out = QString::fromLocal8Bit(probe.readAllStandardOutput()).trimmed();
        if (probe.exitCode() != 0)
            *out += QString::fromLocal8Bit(probe.readAllStandardError().right(3000));
    }

private Q_SLOTS:
    void initTestCase()
    {
        if (asRoot())
            QVERIFY(getpwnam("nobody"));
        ::chmod(QFile::encodeName(m_tmp.path()).constData(), 0755);
    }

    void everyViewWorksAndNothingChanges_data()
    {
        QTest::addColumn<bool>("wal");
        QTest::addColumn<bool>("keepShm");
        QTest::addColumn<int>("fileMode");
        QTest::addColumn<int>("dirMode");
        QTest::addColumn<QString>("request");
        QTest::addColumn<QString>("expectedMode");

        QTest::newRow("file 444, rollback journal") << false << false << 0444 << 0755 << "auto" << "read-only live";
        QTest::newRow("file 444, WAL with -shm") << true << true << 0444 << 0755 << "auto" << "read-only live";
        QTest::newRow("folder 555, rollback journal") << false << false << 0644 << 0555 << "auto" << "read-only live";
        QTest::newRow("folder 555, WAL with -shm") << true << true << 0644 << 0555 << "auto" << "read-only live";
        QTest::newRow("folder 555, WAL without -shm") << true << false << 0644 << 0555 << "auto" << "snapshot";
        QTest::newRow("file 444 in folder 555, WAL without -shm") << true << false << 0444 << 0555 << "auto" << "snapshot";
        QTest::newRow("WAL with -shm, read-only asked") << true << true << 0644 << 0755 << "ro" << "read-only live";
        QTest::newRow("WAL without -shm, read-only asked") << true << false << 0644 << 0755 << "ro" << "snapshot";
        QTest::newRow("WAL with -shm, snapshot asked") << true << true << 0644 << 0755 << "snapshot" << "snapshot";
    }
    void everyViewWorksAndNothingChanges()
    {
        QFETCH(bool, wal);
        QFETCH(bool, keepShm);
        QFETCH(int, fileMode);
        QFETCH(int, dirMode);
        QFETCH(QString, request);
        QFETCH(QString, expectedMode);

        const QString dir = m_tmp.filePath(QStringLiteral("ro%1").arg(++m_n));
        QVERIFY(QDir().mkpath(dir));
        const QString path = dir + QStringLiteral("/askr.sqlite");
        makeDatabase(path, wal);
        if (wal)
            QVERIFY2(QFileInfo(path + QStringLiteral("-wal")).size() > 0, "the writer must leave frames in -wal");
        if (!keepShm)
            QFile::remove(path + QStringLiteral("-shm"));

        // The modes, not the owner, forbid writing.
        for (const QFileInfo &fi : QDir(dir).entryInfoList(QDir::Files | QDir::Hidden))
            setOwnerAndMode(fi.absoluteFilePath(), mode_t(fileMode));
        setOwnerAndMode(dir, mode_t(dirMode));
        // So that the temporary folder can be removed afterwards.
        auto writable = qScopeGuard([dir] { ::chmod(QFile::encodeName(dir).constData(), 0755); });

        const auto before = fingerprint(dir);
        QTest::qWait(20); // a write would show in the mtime
        QString out;
        runProbe(path, request, &out);
        if (QTest::currentTestFailed())
            return;
        const auto after = fingerprint(dir);
        ::chmod(QFile::encodeName(dir).constData(), 0755);

        QVERIFY2(out.startsWith(QStringLiteral("mode=%1 readonly=1 shown=").arg(expectedMode)), qPrintable(out));
        const QRegularExpressionMatch shown = QRegularExpression(QStringLiteral("shown=(\\d+)/(\\d+)")).match(out);
        QVERIFY2(shown.hasMatch() && shown.captured(1) == shown.captured(2) && shown.captured(2).toInt() >= 6, qPrintable(out));
        // Every row, including those that live only in -wal.
        QVERIFY2(out.contains(QStringLiteral("jobs=%1 failed=%2 keys=%3 events=%4 subscribers=1 failures=0").arg(Jobs).arg(Failed).arg(Keys).arg(Events)), qPrintable(out));
        QVERIFY2(before == after, qPrintable(describeDifference(before, after)));
        qInfo().noquote() << out;
    }

    // Issue 47: a WAL database closed by its last writer has neither -wal
    // nor -shm. Opened read-only it is a snapshot, which must say when it was
    // taken wherever its figures appear, and must not call a subscriber
    // stalled because its frozen cursor does not move while time passes. The
    // same database as a rollback-journal file is read live: there, two hours
    // without a move is a stall (which shows the probe would see one).
    void quietWalIsASnapshotThatSaysSo_data()
    {
        QTest::addColumn<bool>("wal");
        QTest::addColumn<int>("dirMode");
        QTest::addColumn<QString>("request");
        QTest::addColumn<bool>("snapshot");
        QTest::newRow("quiet WAL, folder 555") << true << 0555 << "auto" << true;
        QTest::newRow("quiet WAL, read-only asked") << true << 0755 << "ro" << true;
        QTest::newRow("rollback journal, folder 555: live") << false << 0555 << "auto" << false;
    }
    void quietWalIsASnapshotThatSaysSo()
    {
        QFETCH(bool, wal);
        QFETCH(int, dirMode);
        QFETCH(QString, request);
        QFETCH(bool, snapshot);

        const QString dir = m_tmp.filePath(QStringLiteral("quiet%1").arg(++m_n));
        QVERIFY(QDir().mkpath(dir));
        const QString path = dir + QStringLiteral("/askr.sqlite");
        makeDatabase(path, false);
        {
            // Three events after the subscriber's cursor, then closed: the
            // last connection of a WAL database checkpoints and removes both.
            auto db = openRw(path);
            if (wal)
                sql(*db, "PRAGMA journal_mode=WAL");
            for (int i = 0; i < 3; ++i)
                contracts::pubsub::publish(*db, "orders", "{}");
        }
        QVERIFY(!QFileInfo::exists(path + QStringLiteral("-wal")));
        QVERIFY(!QFileInfo::exists(path + QStringLiteral("-shm")));
        for (const QFileInfo &fi : QDir(dir).entryInfoList(QDir::Files | QDir::Hidden))
            setOwnerAndMode(fi.absoluteFilePath(), 0644);
        setOwnerAndMode(dir, mode_t(dirMode));
        auto writable = qScopeGuard([dir] { ::chmod(QFile::encodeName(dir).constData(), 0755); });

        QString out;
        runProbe(path, request, &out);
        if (QTest::currentTestFailed())
            return;
        qInfo().noquote() << out;
        QVERIFY2(out.startsWith(QStringLiteral("mode=%1 ").arg(snapshot ? QStringLiteral("snapshot") : QStringLiteral("read-only live"))), qPrintable(out));
        const auto field = [&out](const QString &name) {
            const auto m = QRegularExpression(QStringLiteral("%1=(.*?)(?= \\w+=|$)").arg(name), QRegularExpression::MultilineOption).match(out);
            return m.hasMatch() ? m.captured(1) : QStringLiteral("<missing>");
        };
        const QString taken = QStringLiteral("Snapshot taken ");
        const QString problems = field(QStringLiteral("problems"));
        if (snapshot) {
            QVERIFY2(field(QStringLiteral("fleet")).contains(taken), qPrintable(out));
            QVERIFY2(field(QStringLiteral("status")).startsWith(taken), qPrintable(out));
            QVERIFY2(field(QStringLiteral("tile")).startsWith(taken), qPrintable(out));
            QCOMPARE(field(QStringLiteral("banner")), QStringLiteral("1"));
            QVERIFY2(!problems.contains(QLatin1String("stalled")), qPrintable(problems));
            // Its time stopped: no age grew by the two hours.
            QVERIFY2(!problems.contains(QLatin1String("2 h")), qPrintable(problems));
        } else {
            QVERIFY2(!out.contains(taken), qPrintable(out));
            QVERIFY2(problems.contains(QLatin1String("Subscriber billing has stalled")), qPrintable(out));
        }
    }
};

QTEST_GUILESS_MAIN(TestReadOnly)
#include "tst_readonly.moc"
