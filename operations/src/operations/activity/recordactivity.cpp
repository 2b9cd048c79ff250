#include "operations/activity/recordactivity.h"

#include "connection.h"

namespace askr::operations {

Action recordActivity(Action action, const QString &source, Origin origin, const QString &activityPath)
{
    // Forget brings its own run, which its apply keeps rows under.
    auto run = action.run ? action.run : std::make_shared<ActivityRun>();
    run->setContext(activityPath, source, origin, action.title, action.question);
    action.run = run;
    if (action.preview)
        action.preview = [run, preview = action.preview](contracts::Connection &db) {
            const qint64 count = preview(db);
            run->setPreviewed(count);
            return count;
        };
    action.apply = [run, apply = action.apply](contracts::Connection &db) {
        qint64 changed = 0;
        try {
            changed = apply(db);
        } catch (const contracts::Error &e) {
            run->finish(std::nullopt, e.message());
            throw;
        } catch (const std::exception &e) {
            run->finish(std::nullopt, QString::fromUtf8(e.what()));
            throw;
        }
        run->finish(changed, {});
        return changed;
    };
    return action;
}

} // namespace askr::operations
