#pragma once

#include <QString>

namespace askr::storage {

// A file of the app's own (history, activity): in ASKR_DESK_DATA_DIR when
// set (tests), else in askr-desk's data folder, which askr-deskctl reads too.
QString appDataFile(const QString &name);

// Creates path (and its folder) as an empty file, which SQLite takes for an
// empty database, unless it exists. Created only if missing (O_EXCL): an
// existing file is never opened here, since closing that descriptor would
// drop the locks of any connection this process has on it. False with the
// reason when it can neither be created nor found.
// The file is created readable by its owner only, in a folder only its owner
// enters, and an existing one is tightened so (keepPrivate()).
bool createIfMissing(const QString &path, QString *error);

// The app's own files keep copies of payloads (deleted dead letters carry
// customer data and tokens): the folder of path becomes 0700, and path and
// its -wal, -shm and -journal lose every permission of group and others.
void keepPrivate(const QString &path);

// The settings file may hold a remembered server token until the
// keyring keeps it: written out now, and readable by its owner only.
void keepSettingsPrivate();

} // namespace askr::storage
