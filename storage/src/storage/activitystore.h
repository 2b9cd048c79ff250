#pragma once

#include <QString>

#include <memory>

namespace askr::contracts {
class Connection;
}

namespace askr::storage {

// The app's own activity file (contracts/activity.md): the log of the actions
// taken on watched databases and the dead letters Forget kept. Never a
// watched database. Whoever needs it opens a connection of its own (the
// worker that forgets, askr-deskctl, the log's reader); SQLite serialises
// their writes, and WAL lets them read meanwhile.
class ActivityStore
{
public:
    // activity.sqlite next to the history file (see appDataFile()).
    static QString defaultPath();
    // A read-write connection to the file at path. The file is created
    // (O_EXCL, never opening an existing one but through SQLite) and the
    // schema installed on first use. Throws contracts::Error with a message
    // a person can act on.
    static std::unique_ptr<contracts::Connection> connect(const QString &path);
};

} // namespace askr::storage
