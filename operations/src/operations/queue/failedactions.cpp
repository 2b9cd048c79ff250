#include "operations/queue/failedactions.h"

#include "askr_contracts_api.h"
#include "operations/ids.h"

#include <QLocale>

namespace askr::operations {

namespace q = contracts::queue;

// Said after the report when the rows changed are not those counted.
QString FailedActions::changedMeanwhile(qint64 previewed, qint64 changed)
{
    return changed == previewed ? QString()
                                : QLatin1Char(' ')
            + tr("(%1 were counted before: other processes changed the dead letters meanwhile.)").arg(QLocale().toString(previewed));
}

Action FailedActions::retryAction()
{
    Action a;
    a.title = retryTitle();
    a.acceptLabel = tr("Retry");
    a.report = [](qint64 previewed, qint64 changed) -> QString {
        return tr("Retried %1: they are back in their queues, ready now.").arg(failedJobs(changed)) + changedMeanwhile(previewed, changed);
    };
    a.changedText = [](qint64 n) -> QString {
        return n == 1 ? tr("Moved %1 failed job back to its queue, ready now.").arg(n)
                      : tr("Moved %1 failed jobs back to their queues, ready now.").arg(n);
    };
    a.previewText
        = [](qint64 n) -> QString { return n == 1 ? tr("Would retry %1 failed job.").arg(n) : tr("Would retry %1 failed jobs.").arg(n); };
    return a;
}

Action FailedActions::forgetAction()
{
    Action a;
    a.title = forgetTitle();
    a.acceptLabel = tr("Forget");
    a.report = [](qint64 previewed, qint64 changed) -> QString {
        return tr("Forgot %1.").arg(failedJobs(changed)) + changedMeanwhile(previewed, changed);
    };
    a.changedText = [](qint64 n) -> QString { return n == 1 ? tr("Deleted %1 failed job.").arg(n) : tr("Deleted %1 failed jobs.").arg(n); };
    a.previewText
        = [](qint64 n) -> QString { return n == 1 ? tr("Would delete %1 failed job.").arg(n) : tr("Would delete %1 failed jobs.").arg(n); };
    return a;
}

QString FailedActions::retryTitle()
{
    return tr("Retry Failed Jobs");
}

QString FailedActions::forgetTitle()
{
    return tr("Forget Failed Jobs");
}

QString FailedActions::failedJobs(qint64 n)
{
    return n == 1 ? tr("1 failed job") : tr("%1 failed jobs").arg(QLocale().toString(n));
}

Action FailedActions::retryIds(const std::vector<qint64> &ids)
{
    Action a = retryAction();
    const QByteArray json = idsJson(ids);
    a.preview = [json](contracts::Connection &db) { return q::previewRetryFailedIds(db, json).rows.toInt(); };
    a.apply = [json](contracts::Connection &db) { return q::retryFailedIds(db, json); };
    a.question = [](qint64 n) -> QString {
        return tr("Retry %1 (selected)?").arg(failedJobs(n)) + QLatin1Char('\n')
            + tr("They go back to their queues, ready at once, with their attempts reset.");
    };
    return a;
}

Action FailedActions::retryMatching(const FailedFilter &f)
{
    Action a = retryAction();
    a.preview = [f](contracts::Connection &db) { return q::previewRetryFailed(db, f.params<q::PreviewRetryFailedParams>()).rows.toInt(); };
    a.apply = [f](contracts::Connection &db) { return q::retryFailed(db, f.params<q::RetryFailedParams>()); };
    a.question = [f](qint64 n) -> QString {
        return (f.isEmpty() ? tr("Retry all %1?").arg(failedJobs(n)) : tr("Retry %1%2?").arg(failedJobs(n), f.describe()))
            + QLatin1Char('\n') + tr("They go back to their queues, ready at once, with their attempts reset, all in one transaction.");
    };
    return a;
}

Action FailedActions::forgetIds(const std::vector<qint64> &ids)
{
    Action a = forgetAction();
    const QByteArray json = idsJson(ids);
    a.preview = [json](contracts::Connection &db) { return q::previewForgetFailedIds(db, json).rows.toInt(); };
    a.apply = [json](contracts::Connection &db) { return q::forgetFailedIds(db, json); };
    a.question = [](qint64 n) -> QString {
        return tr("Forget %1 (selected)?").arg(failedJobs(n)) + QLatin1Char('\n')
            + tr("They are deleted for good; export them first to keep a copy.");
    };
    return a;
}

Action FailedActions::forgetMatching(const FailedFilter &f)
{
    Action a = forgetAction();
    if (f.isEmpty()) {
        a.preview = [](contracts::Connection &db) { return q::previewFlushFailed(db).rows.toInt(); };
        a.apply = [](contracts::Connection &db) { return q::flushFailed(db); };
        // Forgetting every dead letter at once wants more than a click.
        a.typedConfirmation = tr("forget all");
    } else {
        a.preview
            = [f](contracts::Connection &db) { return q::previewForgetFailed(db, f.params<q::PreviewForgetFailedParams>()).rows.toInt(); };
        a.apply = [f](contracts::Connection &db) { return q::forgetFailed(db, f.params<q::ForgetFailedParams>()); };
    }
    a.question = [f](qint64 n) -> QString {
        return (f.isEmpty() ? tr("Forget all %1?").arg(failedJobs(n)) : tr("Forget %1%2?").arg(failedJobs(n), f.describe()))
            + QLatin1Char('\n') + tr("They are deleted for good; export them first to keep a copy.");
    };
    return a;
}

} // namespace askr::operations
