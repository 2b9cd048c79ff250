#pragma once

#include "operations/activity/activityrun.h"

#include <QString>

namespace askr::operations {

// Logs an action taken on an Askr server (a graceful reload) in the
// activity file, as database actions are logged: when, the server's
// address, from where, its title and what it did, or why it failed. The
// window and askr-deskctl both call it once the server has answered.
// Returns the entry's id, 0 when the log could not be written.
qint64 recordServerAction(const QString &address, Origin origin, const QString &title, const QString &what, const QString &error,
                          const QString &activityPath);

} // namespace askr::operations
