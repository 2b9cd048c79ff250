#pragma once

#include <QString>

#include <memory>

namespace askr::contracts {
class Connection;
}

namespace askr::storage {

class Session;

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
    // A session on the file at path for the GUI (the Activity Log window):
    // the file is created if missing and the schema installed on its worker,
    // so that the GUI thread never waits on it; its changed() tells when an
    // entry is written, by this process or askr-deskctl. Null with the
    // reason in *error when the file can be neither created nor opened.
    static std::unique_ptr<Session> openSession(const QString &path, QString *error);
};

} // namespace askr::storage
