#pragma once

namespace askr::storage::host {

// The database process's side (askr-desk-db): accepts channels on
// listenFd, one thread each with its own SQLite connection, until
// lifelineFd (its standard input) reaches its end and every channel has
// closed. Runs only the storage and contract code, and opens no file but
// through SQLite. Returns the exit status.
int runHost(int listenFd, int lifelineFd);

} // namespace askr::storage::host
