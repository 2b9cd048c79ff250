#pragma once

#include <QStringList>

namespace askr::remote {

struct AdminReply;
struct ServerStatus;

// What is wrong with a server, one line each, as the window's problems list
// and askr-deskctl server status both say it: /healthz not answering or not
// 200, fewer workers alive than configured, the last rollout aborted.
// status may be null (not read).
QStringList serverProblems(const ServerStatus *status, const AdminReply &health);

} // namespace askr::remote
