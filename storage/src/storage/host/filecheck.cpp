#include "storage/host/filecheck.h"

#include <QDir>
#include <QFile>

#include <sys/stat.h>
#include <unistd.h>

namespace askr::storage::host {

QString walFilesReplaced(const QString &path)
{
    QDir fds(QStringLiteral("/proc/self/fd"));
    if (!fds.exists())
        return {};
    const QByteArray wal = QFile::encodeName(path) + "-wal";
    const QByteArray shm = QFile::encodeName(path) + "-shm";
    const QByteArray deleted = " (deleted)";
    for (const QString &entry : fds.entryList(QDir::Files | QDir::System | QDir::NoDotAndDotDot)) {
        // readlink and stat only: nothing here opens a file.
        const QByteArray link = "/proc/self/fd/" + QFile::encodeName(entry);
        char target[4096];
        const ssize_t n = ::readlink(link.constData(), target, sizeof(target) - 1);
        if (n <= 0)
            continue;
        QByteArray name(target, int(n));
        const bool gone = name.endsWith(deleted);
        if (gone)
            name.chop(deleted.size());
        if (name != wal && name != shm)
            continue;
        struct stat open
        {
        }, onDisk {};
        if (::stat(link.constData(), &open) != 0)
            continue;
        const bool linked = open.st_nlink > 0 && !gone;
        const bool same = ::stat(name.constData(), &onDisk) == 0 && onDisk.st_dev == open.st_dev && onDisk.st_ino == open.st_ino;
        if (!linked || !same)
            return QString::fromLocal8Bit(name);
    }
    return {};
}

} // namespace askr::storage::host
