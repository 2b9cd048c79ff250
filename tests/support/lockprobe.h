#pragma once

// What another process learns about SQLite's locks on a database file when
// it asks fcntl(F_GETLK) for a write lock on the bytes SQLite's readers lock
// (SHARED_FIRST and SHARED_SIZE in SQLite's os_unix.c). A connection holds a
// read lock there (in WAL mode from its first read until it closes) unless
// its process closed some other descriptor of the file: POSIX then drops
// every lock the process had on it.

#include <QByteArray>

#include <fcntl.h>
#include <unistd.h>

namespace askr::testsupport {

// "shared PID", "exclusive PID", "none", or "error ..." when it cannot ask.
inline QByteArray sqliteSharedLock(const QByteArray &path)
{
    const int fd = ::open(path.constData(), O_RDONLY);
    if (fd < 0)
        return "error cannot open";
    struct flock lk = {};
    lk.l_type = F_WRLCK;
    lk.l_whence = SEEK_SET;
    lk.l_start = 0x40000000 + 2;
    lk.l_len = 510;
    const int rc = ::fcntl(fd, F_GETLK, &lk);
    ::close(fd);
    if (rc != 0)
        return "error F_GETLK failed";
    if (lk.l_type == F_UNLCK)
        return "none";
    return QByteArray(lk.l_type == F_RDLCK ? "shared " : "exclusive ").append(QByteArray::number(qint64(lk.l_pid)));
}

} // namespace askr::testsupport
