#include "storage/watchedfiles.h"

#include "storage/sqlitefile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QMutex>
#include <QStringList>

namespace askr::storage {

namespace {

QMutex s_mutex;
QStringList s_files; // one entry per session: the same file may be listed twice

// The files SQLite keeps beside a database.
const char *const Companions[] = { "", "-wal", "-shm", "-journal" };

// A path made absolute with its folder resolved (symlinks, ".."), for
// targets that do not exist yet.
QString resolved(const QString &path)
{
    const QFileInfo info(path);
    const QString dir = QFileInfo(info.absolutePath()).canonicalFilePath();
    return (dir.isEmpty() ? info.absolutePath() : dir) + QLatin1Char('/') + info.fileName();
}

} // namespace

void watchFile(const QString &database)
{
    if (database.isEmpty())
        return;
    QMutexLocker lock(&s_mutex);
    s_files.append(database);
}

void unwatchFile(const QString &database)
{
    QMutexLocker lock(&s_mutex);
    s_files.removeOne(database);
}

QString overwriteRefusal(const QString &target)
{
    QStringList files;
    {
        QMutexLocker lock(&s_mutex);
        files = s_files;
    }
    // stat() only: nothing here opens the files (see sqlitefile.h).
    const FileId targetId = fileId(target);
    const QString targetPath = resolved(target);
    for (const QString &database : std::as_const(files)) {
        for (const char *suffix : Companions) {
            const QString companion = database + QLatin1String(suffix);
            const bool same = targetId.isValid() ? fileId(companion) == targetId : resolved(companion) == targetPath;
            if (!same)
                continue;
            const QString name = QDir::toNativeSeparators(database);
            return *suffix ? QCoreApplication::translate("askr::storage", "%1 is a file SQLite keeps beside the open database %2; writing there could destroy it. Choose another file.")
                                 .arg(QDir::toNativeSeparators(target), name)
                           : QCoreApplication::translate("askr::storage", "%1 is the open database; writing there would replace it for every program using it. Choose another file.")
                                 .arg(name);
        }
    }
    return {};
}

} // namespace askr::storage
