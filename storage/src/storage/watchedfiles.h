#pragma once

#include <QString>

namespace askr::storage {

// The database files open in this process. An export or a saved value
// written over one of them (or over its -wal, -shm or -journal) would
// replace a database that every process using it sees, so writers of user
// chosen files ask here first. Sessions register their file.
void watchFile(const QString &database);
void unwatchFile(const QString &database);

// Empty when a file may be written at target; otherwise why not, naming the
// database it would replace.
QString overwriteRefusal(const QString &target);

} // namespace askr::storage
