#pragma once

#include <QByteArray>
#include <QString>

namespace askr::storage {

// Reading a database file outside a connection, done through SQLite's own
// file layer (its default VFS). POSIX drops every fcntl lock a process holds
// on a file as soon as any descriptor of that file is closed; SQLite's unix
// VFS knows which files its connections hold locks on and keeps such a
// descriptor open until the last lock goes, so these calls can never drop
// the locks of a connection open in this process. A QFile, fopen() or
// QFile::copy() on the same file would.

// The first bytes of a file opened as a main database (the 100-byte header,
// say); shorter when the file is, empty when it cannot be read.
QByteArray readDatabaseBytes(const QString &path, int bytes);

// Copies a database file (asWal false) or its -wal (asWal true) to a new file
// at to, a file nothing else uses. False, with error set, when it fails.
bool copyDatabaseFile(const QString &from, const QString &to, bool asWal, QString *error);

// Identity of a file: device and inode, 0/0 when it cannot be stat()ed. Two
// paths name the same file exactly when their identities are equal.
struct FileId {
    quint64 device = 0;
    quint64 inode = 0;
    bool isValid() const { return device != 0 || inode != 0; }
    bool operator==(const FileId &o) const { return device == o.device && inode == o.inode; }
};
FileId fileId(const QString &path);

} // namespace askr::storage
