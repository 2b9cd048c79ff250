#include "operations/server/serveractivity.h"

#include <optional>

namespace askr::operations {

qint64 recordServerAction(const QString &address, Origin origin, const QString &title, const QString &what, const QString &error,
                          const QString &activityPath)
{
    ActivityRun run;
    run.setContext(activityPath, address, origin, title, [what](qint64) { return what; });
    // One server, one action: "changed" counts the servers it reached.
    run.finish(error.isEmpty() ? std::optional<qint64>(1) : std::nullopt, error);
    return run.entryId();
}

} // namespace askr::operations
