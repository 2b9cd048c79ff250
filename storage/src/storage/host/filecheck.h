#pragma once

#include "storage/sqlitefile.h"

#include <QString>

struct sqlite3;

namespace askr::storage::host {

// Whether the file at the path a connection of this process opened is no
// longer the one it reads (SQLite compares the path's inode with its own).
bool mainFileHasMoved(sqlite3 *db);

// Whether the -wal and -shm that this process has open for one database
// are still the files at path-wal and path-shm. Another program that
// deletes them while a connection is open leaves it reading and writing
// files nobody else sees. The first look finds them among this process's
// descriptors (Linux: /proc/self/fd, readlink only) and remembers their
// identity; later looks only stat() the two paths. Elsewhere than Linux it
// never finds them and says nothing.
class WalWatch
{
public:
    explicit WalWatch(const QString &path = {});
    // Empty while they are the same; else the path of the one deleted or
    // replaced.
    QString replaced();

private:
    QString m_path;
    FileId m_wal;
    FileId m_shm;
};

} // namespace askr::storage::host
