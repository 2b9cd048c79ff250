#pragma once

#include <QString>

namespace askr::operations {

// Names a running process so that another one can tell later whether it
// still runs: host, pid and the kernel's start time of that pid (a pid is
// reused, its start time with it is not). An intent in the activity log is
// settled only once the process that wrote it is gone.
class ProcessIdentity
{
public:
    // "host pid start" of this process.
    static QString current();
    // Whether the process named is still running. On another host that
    // cannot be told: it is assumed to run (its intents are left to it).
    static bool isRunning(const QString &identity);
};

} // namespace askr::operations
