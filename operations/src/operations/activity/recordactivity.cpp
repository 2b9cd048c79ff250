#include "operations/activity/recordactivity.h"

#include "connection.h"
#include "storage/host/hostexecutor.h"
#include "transaction.h"

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
    action.apply = [run, apply = action.apply, witness = action.witness, committed = action.committed, oneTransaction = action.inOneTransaction](contracts::Connection &db) {
        // Write-ahead: the entry is in the log before the write lock is
        // taken, and says "committing" before the commit (see
        // contracts/activity.md).
        run->begin();
        qint64 changed = 0;
        try {
            if (oneTransaction) {
                contracts::Transaction change(db);
                const QByteArray seen = witness ? witness(db) : QByteArray();
                changed = apply(db);
                run->committing(seen);
                change.commit();
            } else {
                run->committing({});
                changed = apply(db);
            }
        } catch (const contracts::Error &e) {
            // Lost with the database process: it may have committed, so the
            // intent stays, to be settled by looking at the database.
            if (e.extendedCode() == storage::host::ProcessLostCode)
                run->abandon();
            else
                run->finish(std::nullopt, e.message());
            throw;
        } catch (const std::exception &e) {
            run->finish(std::nullopt, QString::fromUtf8(e.what()));
            throw;
        }
        if (committed)
            committed();
        run->finish(changed, {});
        return changed;
    };
    return action;
}

} // namespace askr::operations
