#pragma once

#include "operations/action.h"
#include "operations/queue/jobfilter.h"

#include <QCoreApplication>

#include <vector>

namespace askr::contracts {
class Connection;
}

namespace askr::operations {

// What can be done to live jobs (askr_jobs): release a reservation so that
// the next claim may take the job again, or delete the job. The Queues page
// and askr-deskctl's release run these.
class JobActions
{
    Q_DECLARE_TR_FUNCTIONS(askr::operations::JobActions)

public:
    // `what` names the job in the question ("job 7 (SendMail in queue
    // mail, reserved)"); empty: "job 7".
    static Action release(qint64 id, const QString &what = {});
    static Action release(const std::vector<qint64> &ids);
    // The jobs reserved when it runs that the filter selects (its state is
    // ignored: only reserved jobs are released).
    static Action releaseMatching(const JobFilter &filter);
    static Action deleteJob(qint64 id, const QString &what = {});

private:
    static Action releaseAction();
};

} // namespace askr::operations
