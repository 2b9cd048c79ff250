#include "storage/appdata.h"
#include "storage/host/dbhost.h"
#include "storage/host/hostexecutor.h"
#include "storage/settings/store.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

#include <sys/stat.h>

namespace askr::storage {

QString appDataFile(const QString &name)
{
    const QByteArray env = qgetenv("ASKR_DESK_DATA_DIR");
    const QString dir = !env.isEmpty() ? QFile::decodeName(env)
                                       : QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) + QStringLiteral("/askr/askr-desk");
    return QDir(dir).filePath(name);
}

bool createIfMissing(const QString &path, QString *error)
{
    if (DbHost::isActive()) {
        QString why;
        host::HostExecutor::plan(path, OpenMode::ReadWrite, true, &why);
        if (!why.isEmpty())
            *error = why;
        return why.isEmpty();
    }
    const QString dir = QFileInfo(path).absolutePath();
    QDir().mkpath(dir);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::NewOnly, QFileDevice::ReadOwner | QFileDevice::WriteOwner) && !QFileInfo::exists(path)) {
        *error = file.errorString();
        return false;
    }
    file.close();
    keepPrivate(path);
    return true;
}

void keepSettingsPrivate()
{
    settings::Store settings;
    settings.sync();
    const QByteArray name = QFile::encodeName(settings.fileName());
    struct stat st;
    if (::stat(name.constData(), &st) == 0 && (st.st_mode & 077))
        ::chmod(name.constData(), st.st_mode & 0700);
}

void keepPrivate(const QString &path)
{
    // chmod() opens nothing, so no lock of SQLite's is dropped. SQLite gives
    // the -wal and -shm it creates the mode of the main file.
    ::chmod(QFile::encodeName(QFileInfo(path).absolutePath()).constData(), 0700);
    for (const char *suffix : {"", "-wal", "-shm", "-journal"}) {
        const QByteArray name = QFile::encodeName(path) + suffix;
        struct stat st;
        if (::stat(name.constData(), &st) == 0 && (st.st_mode & 077))
            ::chmod(name.constData(), st.st_mode & 0700);
    }
}

} // namespace askr::storage
