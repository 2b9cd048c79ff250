#include "storage/appdata.h"
#include "storage/host/dbhost.h"
#include "storage/host/hostexecutor.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

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
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::NewOnly) && !QFileInfo::exists(path)) {
        *error = file.errorString();
        return false;
    }
    return true;
}

} // namespace askr::storage
