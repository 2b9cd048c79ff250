#include "storage/host/filecheck.h"

#include <QFile>

#include <sqlite3.h>

#include <dirent.h>
#include <sys/stat.h>
#include <unistd.h>

namespace askr::storage::host {

bool mainFileHasMoved(sqlite3 *db)
{
    int moved = 0;
    if (!db || sqlite3_file_control(db, "main", SQLITE_FCNTL_HAS_MOVED, &moved) != SQLITE_OK)
        return false;
    return moved != 0;
}

namespace {

FileId identityOf(const struct stat &st)
{
    FileId id;
    id.device = quint64(st.st_dev);
    id.inode = quint64(st.st_ino);
    return id;
}

// The identity of this process's open descriptor of name; invalid when it
// has none. *gone when that descriptor's file was unlinked.
FileId openIdentity(const QByteArray &name, bool *gone)
{
    FileId found;
    DIR *dir = ::opendir("/proc/self/fd");
    if (!dir)
        return found;
    const QByteArray deleted = name + " (deleted)";
    while (const dirent *entry = ::readdir(dir)) {
        if (entry->d_name[0] == '.')
            continue;
        const QByteArray link = QByteArray("/proc/self/fd/") + entry->d_name;
        char target[4096];
        const ssize_t n = ::readlink(link.constData(), target, sizeof(target) - 1);
        if (n <= 0)
            continue;
        const QByteArray to(target, int(n));
        if (to != name && to != deleted)
            continue;
        struct stat st
        {
        };
        if (::stat(link.constData(), &st) != 0)
            continue;
        *gone = to == deleted || st.st_nlink == 0;
        found = identityOf(st);
        break;
    }
    ::closedir(dir);
    return found;
}

// Checks one file: learns its identity on the first look.
bool stillThere(const QByteArray &name, FileId &known)
{
    if (!known.isValid()) {
        bool gone = false;
        known = openIdentity(name, &gone);
        if (gone)
            return false;
        if (!known.isValid())
            return true; // not open (yet): nothing to lose
    }
    struct stat st
    {
    };
    return ::stat(name.constData(), &st) == 0 && identityOf(st) == known;
}

} // namespace

WalWatch::WalWatch(const QString &path) : m_path(path)
{
}

QString WalWatch::replaced()
{
    if (m_path.isEmpty())
        return {};
    const QByteArray base = QFile::encodeName(m_path);
    for (auto [suffix, known] : { std::pair<const char *, FileId *>("-wal", &m_wal), std::pair<const char *, FileId *>("-shm", &m_shm) }) {
        const QByteArray name = base + suffix;
        if (!stillThere(name, *known))
            return QFile::decodeName(name);
    }
    return {};
}

} // namespace askr::storage::host
