#pragma once

#include "operations/action.h"
#include "operations/queue/failedfilter.h"

#include <QCoreApplication>

#include <vector>

namespace askr::operations {

// What can be done to dead letters (askr_failed_jobs): retry them (back to
// their queues, ready at once, attempts reset) or forget them (delete), by
// ids or by filter. The Dead letters page and askr-deskctl's retry and forget
// run these.
class FailedActions
{
    Q_DECLARE_TR_FUNCTIONS(askr::operations::FailedActions)

public:
    static QString retryTitle();
    static QString forgetTitle();

    static Action retryIds(const std::vector<qint64> &ids);
    static Action retryMatching(const FailedFilter &filter);
    // Forget keeps what it deletes in the activity file before deleting it
    // (see ActivityRun::keepThenDelete()), so that it can be restored
    // (RestoreActions); its report says where, or that nothing was kept.
    static Action forgetIds(const std::vector<qint64> &ids);
    // Every dead letter when the filter is empty (one DELETE, and a typed
    // confirmation in the window).
    static Action forgetMatching(const FailedFilter &filter);

    // "1 failed job", "1,204 failed jobs".
    static QString failedJobs(qint64 n);
    // The question's second line: where forgotten dead letters are kept.
    static QString keptNote();

private:
    static Action retryAction();
    static Action forgetAction();
    static QString changedMeanwhile(qint64 previewed, qint64 changed);
};

} // namespace askr::operations
