#include "storage/openplan.h"
#include "storage/host/dbhost.h"
#include "storage/host/hostexecutor.h"
#include "storage/sqlitefile.h"

#include "storage/remoteaddress.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QUrl>

#include <unistd.h>

namespace askr::storage {

QString modeName(OpenMode mode)
{
    switch (mode) {
    case OpenMode::Auto:
        return QCoreApplication::translate("OpenPlan", "automatic");
    case OpenMode::ReadWrite:
        return QCoreApplication::translate("OpenPlan", "read-write");
    case OpenMode::ReadOnlyLive:
        return QCoreApplication::translate("OpenPlan", "read-only live");
    case OpenMode::Snapshot:
        return QCoreApplication::translate("OpenPlan", "snapshot");
    }
    return {};
}

QString shortName(const QString &location)
{
    if (!storage::isRemoteUrl(location))
        return QFileInfo(location).fileName();
    // host:port, its path and namespace: the scheme only widens it.
    const QString name = QUrl(location).toString(QUrl::RemoveScheme | QUrl::RemoveUserInfo | QUrl::StripTrailingSlash);
    return name.startsWith(QLatin1String("//")) ? name.mid(2) : name;
}

QByteArray sqliteUri(const QString &path, OpenMode mode)
{
    QByteArray uri = "file:" + QUrl::toPercentEncoding(QFileInfo(path).absoluteFilePath(), "/");
    switch (mode) {
    case OpenMode::ReadOnlyLive:
        // readonly_shm: open -shm without write access, so that reading a
        // WAL database changes no byte of it (plain mode=ro rewrites the
        // wal-index header in a writable -shm).
        uri += "?mode=ro&readonly_shm=1";
        break;
    case OpenMode::Snapshot:
        uri += "?mode=ro&immutable=1";
        break;
    case OpenMode::ReadWrite:
    case OpenMode::Auto:
        uri += "?mode=rw";
        break;
    }
    return uri;
}

namespace {

// Bytes 18 and 19 of the header are 2 for a WAL database. Read through
// SQLite: a connection of this process may already hold the file's locks,
// and closing a descriptor of our own would drop them (see sqlitefile.h).
bool headerSaysWal(const QString &path)
{
    const QByteArray h = readDatabaseBytes(path, 20);
    return h.size() == 20 && (h[18] == 2 || h[19] == 2);
}

bool canWrite(const QString &path)
{
    return ::access(QFile::encodeName(path).constData(), W_OK) == 0;
}

} // namespace

OpenPlan planRemote(const QString &address, const QByteArray &token, OpenMode requested)
{
    OpenPlan plan;
    plan.path = address;
    plan.remote = true;
    plan.token = token;
    QString error;
    plan.url = storage::remoteBaseUrl(address, &error);
    if (plan.url.isEmpty()) {
        plan.error = error;
        return plan;
    }
    if (requested == OpenMode::ReadWrite) {
        plan.mode = OpenMode::ReadWrite;
        plan.reason = QCoreApplication::translate("OpenPlan", "Opened read-write as requested: actions change the database on %1 (a replica forwards them to its primary).")
                          .arg(plan.url.toString());
    } else {
        plan.mode = OpenMode::ReadOnlyLive;
        plan.reason = QCoreApplication::translate("OpenPlan", "A server's database opens read-only; changes made there are shown live. Reopen it read-write to change it.");
    }
    return plan;
}

OpenPlan planOpen(const QString &path, OpenMode requested)
{
    if (storage::isRemoteUrl(path))
        return planRemote(path, {}, requested);
    // The window's process: the database process reads the header.
    if (DbHost::isActive())
        return host::HostExecutor::plan(path, requested, false);
    OpenPlan plan;
    plan.path = path;
    const QFileInfo info(path);
    if (!info.exists()) {
        plan.error = QCoreApplication::translate("OpenPlan", "%1 does not exist. Check the path, or create a new database from the File menu.").arg(path);
        return plan;
    }
    if (!info.isFile()) {
        plan.error = QCoreApplication::translate("OpenPlan", "%1 is not a file. Choose a SQLite database file.").arg(path);
        return plan;
    }
    if (!info.isReadable()) {
        plan.error = QCoreApplication::translate("OpenPlan", "You may not read %1. Check its permissions.").arg(path);
        return plan;
    }
    const QString abs = info.absoluteFilePath();
    plan.file = fileId(abs);
    const QString wal = abs + QStringLiteral("-wal");
    const QString shm = abs + QStringLiteral("-shm");
    plan.isWal = headerSaysWal(abs);
    const bool walHasFrames = QFileInfo(wal).exists() && QFileInfo(wal).size() > 0;
    const bool shmExists = QFileInfo::exists(shm);
    const bool dirWritable = canWrite(info.absolutePath());
    const bool fileWritable = canWrite(abs);

    auto snapshot = [&](const QString &why) {
        plan.mode = OpenMode::Snapshot;
        if (walHasFrames) {
            // immutable=1 would silently ignore the -wal and show stale data.
            plan.copyFirst = true;
            plan.reason = why + QLatin1Char(' ')
                + QCoreApplication::translate("OpenPlan", "Its -wal holds changes not yet in the main file, so a private copy of both is read; the original is not touched.");
        } else {
            plan.uri = sqliteUri(abs, OpenMode::Snapshot);
            plan.reason = why;
        }
    };

    switch (requested) {
    case OpenMode::ReadWrite:
        if (!fileWritable || !dirWritable) {
            plan.error = QCoreApplication::translate("OpenPlan", "%1 cannot be opened read-write: %2 is not writable. Open it read-only instead.")
                             .arg(path, fileWritable ? info.absolutePath() : path);
            return plan;
        }
        plan.mode = OpenMode::ReadWrite;
        plan.uri = sqliteUri(abs, OpenMode::ReadWrite);
        plan.reason = QCoreApplication::translate("OpenPlan", "Opened read-write as requested.");
        return plan;
    case OpenMode::Snapshot:
        snapshot(QCoreApplication::translate("OpenPlan", "Opened as a snapshot as requested: changes made later are not shown."));
        return plan;
    case OpenMode::ReadOnlyLive:
    case OpenMode::Auto:
        break;
    }

    if (requested == OpenMode::Auto && fileWritable && dirWritable) {
        plan.mode = OpenMode::ReadWrite;
        plan.uri = sqliteUri(abs, OpenMode::ReadWrite);
        plan.reason = QCoreApplication::translate("OpenPlan", "The file and its folder are writable, so it was opened read-write. Use --read-only or File ▸ Reopen As ▸ Read-Only, Live for a replica.");
        return plan;
    }
    // A live read-only open of a WAL database needs the -shm that its writer
    // keeps; without it SQLite would have to create one.
    if (plan.isWal && !shmExists) {
        snapshot(QCoreApplication::translate("OpenPlan", "A WAL database without its -shm file cannot be read live without creating one beside it, so it was opened as a snapshot."));
        return plan;
    }
    plan.mode = OpenMode::ReadOnlyLive;
    plan.uri = sqliteUri(abs, OpenMode::ReadOnlyLive);
    plan.reason = requested == OpenMode::ReadOnlyLive
        ? QCoreApplication::translate("OpenPlan", "Opened read-only as requested; changes by other processes are shown live.")
        : QCoreApplication::translate("OpenPlan", "The file or its folder is not writable, so it was opened read-only; changes by other processes are shown live.");
    return plan;
}

} // namespace askr::storage
