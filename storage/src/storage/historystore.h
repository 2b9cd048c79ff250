#pragma once

#include "storage/session.h"

#include <QObject>
#include <QString>

#include <memory>

namespace askr::storage {

// The app's own history file (never a watched database), opened once per
// process however many databases record into it: one session, one worker
// thread, one connection. The schema is installed on first use.
class HistoryStore : public QObject
{
public:
    // The store for path, shared with whoever else has it open.
    static std::shared_ptr<HistoryStore> open(const QString &path);
    // Where the app keeps it: in ASKR_DESK_DATA_DIR when set (tests), else in
    // askr-desk's data folder, which askr-deskctl reads too.
    static QString defaultPath();

    // Null when the file could not be created or opened (see error()).
    Session *session() const { return m_session.get(); }
    // Why history is not kept, empty while it is.
    QString error() const { return m_error; }

private:
    std::unique_ptr<Session> m_session;
    QString m_error;
};

} // namespace askr::storage
