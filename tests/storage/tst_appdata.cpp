// The app's own files (activity log, history) keep copies of payloads:
// issue 31 makes them readable by their owner only, in a folder only the
// owner enters, whatever the umask, and tightens files an older version
// left readable. Tested as another user (nobody) reading them, since root
// ignores file modes.

#include "storage/activitystore.h"
#include "storage/appdata.h"

#include "connection.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QSettings>
#include <QFileInfo>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <sqlite3.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace askr;

namespace {

mode_t modeOf(const QString &path)
{
    struct stat st;
    return ::stat(QFile::encodeName(path).constData(), &st) == 0 ? (st.st_mode & 0777) : mode_t(-1);
}

// Whether another user can read path (runuser drops root; as anyone else,
// the process is already bound by the modes).
bool nobodyReads(const QString &path)
{
    QProcess p;
    if (geteuid() == 0)
        p.start(QStringLiteral("runuser"), {QStringLiteral("-u"), QStringLiteral("nobody"), QStringLiteral("--"), QStringLiteral("cat"), path});
    else
        p.start(QStringLiteral("cat"), {path});
    p.waitForFinished(10000);
    return p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
}

} // namespace

class TestAppData : public QObject
{
    Q_OBJECT
    QTemporaryDir m_tmp;
    mode_t m_umask = 0;

private Q_SLOTS:
    void initTestCase()
    {
        if (geteuid() == 0)
            QVERIFY2(!QStandardPaths::findExecutable(QStringLiteral("runuser")).isEmpty(), "runuser (util-linux) is needed to drop root");
        // Others may enter the test's folder: only the app's modes keep them out.
        ::chmod(QFile::encodeName(m_tmp.path()).constData(), 0755);
        m_umask = ::umask(022);
    }
    void cleanupTestCase() { ::umask(m_umask); }

    // The settings file may hold a remembered token (issue 35, until the
    // keyring keeps it): readable by its owner only, however it was made.
    void settingsArePrivate()
    {
        // In a folder others may enter, so that only the file's mode keeps them out.
        const QString config = m_tmp.filePath(QStringLiteral("config"));
        QVERIFY(QDir().mkpath(config + QStringLiteral("/askr")));
        ::chmod(QFile::encodeName(config).constData(), 0755);
        qputenv("XDG_CONFIG_HOME", QFile::encodeName(config));
        QCoreApplication::setOrganizationName(QStringLiteral("askr"));
        QCoreApplication::setApplicationName(QStringLiteral("askr-desk"));
        QSettings settings;
        QVERIFY2(settings.fileName().startsWith(config), qPrintable(settings.fileName()));
        settings.setValue(QStringLiteral("test/token"), QStringLiteral("secret"));
        settings.sync();
        const QString path = settings.fileName();
        ::chmod(QFile::encodeName(path).constData(), 0644); // as an older version left it
        ::chmod(QFile::encodeName(config + QStringLiteral("/askr")).constData(), 0755);
        QVERIFY(nobodyReads(path));
        storage::keepSettingsPrivate();
        QCOMPARE(modeOf(path), mode_t(0600));
        QVERIFY(!nobodyReads(path));
        settings.remove(QStringLiteral("test/token"));
    }

    void newFilesArePrivate()
    {
        const QString dir = m_tmp.filePath(QStringLiteral("new/askr-desk"));
        const QString path = dir + QStringLiteral("/activity.sqlite");
        {
            auto db = storage::ActivityStore::connect(path); // creates it, installs, WAL
            QVERIFY(db);
            db->exec("BEGIN IMMEDIATE; COMMIT", QStringLiteral("test")); // SQLite makes the -wal and -shm
            QCOMPARE(modeOf(path), mode_t(0600));
            QCOMPARE(modeOf(dir), mode_t(0700));
            QCOMPARE(modeOf(path + QStringLiteral("-wal")), mode_t(0600));
            QCOMPARE(modeOf(path + QStringLiteral("-shm")), mode_t(0600));
        }
        QVERIFY(!nobodyReads(path));
        // Even with the folder open, the file itself is closed to others.
        ::chmod(QFile::encodeName(dir).constData(), 0755);
        QVERIFY(!nobodyReads(path));
    }

    // A file an older version made 0644, with its -wal, in a 0755 folder:
    // tightened when the app next opens it, its content kept.
    void existingFilesAreTightened()
    {
        const QString dir = m_tmp.filePath(QStringLiteral("old/askr-desk"));
        const QString path = dir + QStringLiteral("/history.sqlite");
        QVERIFY(QDir().mkpath(dir));
        {
            auto db = contracts::Connection::open(QFile::encodeName(path), SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
            db->exec("CREATE TABLE kept (x); INSERT INTO kept VALUES (42)", QStringLiteral("test"));
        }
        ::chmod(QFile::encodeName(path).constData(), 0644);
        ::chmod(QFile::encodeName(dir).constData(), 0755);
        QVERIFY(nobodyReads(path)); // the control: readable before
        QString why;
        QVERIFY2(storage::createIfMissing(path, &why), qPrintable(why));
        QCOMPARE(modeOf(path), mode_t(0600));
        QCOMPARE(modeOf(dir), mode_t(0700));
        QVERIFY(!nobodyReads(path));
        auto db = contracts::Connection::open(QFile::encodeName(path), SQLITE_OPEN_READONLY);
        sqlite3_stmt *st = nullptr;
        QCOMPARE(sqlite3_prepare_v2(db->handle(), "SELECT x FROM kept", -1, &st, nullptr), SQLITE_OK);
        QCOMPARE(sqlite3_step(st), SQLITE_ROW);
        QCOMPARE(sqlite3_column_int(st, 0), 42);
        sqlite3_finalize(st);
    }
};

QTEST_GUILESS_MAIN(TestAppData)
#include "tst_appdata.moc"
