#pragma once

#include <QString>

struct sqlite3;

namespace askr::storage::host {

// Whether the -wal and -shm that this process has open for the database at
// path are still the files at path-wal and path-shm (the same inode, still
// linked). Another program that deletes them while a connection is open
// leaves it reading and writing files nobody else sees. Linux: read from
// /proc/self/fd; elsewhere always true. Empty when they are, else the
// path of the one that was deleted or replaced.
QString walFilesReplaced(const QString &path);

} // namespace askr::storage::host
