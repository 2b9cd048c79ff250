#include "operations/queue/failedactions.h"

#include "askr_contracts_api.h"
#include "operations/activity/activitylog.h"
#include "operations/activity/activityrun.h"
#include "operations/activity/intentresolver.h"
#include "operations/ids.h"

#include <QLocale>

namespace askr::operations {

namespace q = contracts::queue;

namespace {

// A page of ForgetFailedRows or ForgetFailedIdsRows, as the activity file keeps it.
template<typename Row>
std::vector<KeptFailedJob> keptJobs(const std::vector<Row> &rows)
{
    std::vector<KeptFailedJob> out;
    out.reserve(rows.size());
    for (const Row &r : rows)
        out.push_back({ r.id.toInt(), r.uuid, r.queue, r.payload, r.exception, r.attempts, r.failed_at, std::nullopt });
    return out;
}

// The first dead letter an action moves or deletes, as its witness: gone
// afterwards exactly when the action's one transaction committed (see
// IntentResolver). Empty when nothing matches.
template<typename Row>
QByteArray deadLetterWitness(const std::vector<Row> &first)
{
    if (first.empty())
        return {};
    const Row &r = first.front();
    return IntentResolver::deadLettersWitness({ { r.id.toInt(), r.uuid } });
}

QByteArray matchingWitness(contracts::Connection &db, const FailedFilter &f)
{
    auto p = f.params<q::ForgetFailedRowsParams>();
    p.after_id = 0;
    p.page_size = 1;
    return deadLetterWitness(q::forgetFailedRows(db, p));
}

QByteArray idsWitness(contracts::Connection &db, const QByteArray &ids)
{
    q::ForgetFailedIdsRowsParams p;
    p.ids = ids;
    p.after_id = 0;
    p.page_size = 1;
    return deadLetterWitness(q::forgetFailedIdsRows(db, p));
}

// A report with what was kept after it.
QString withKept(const QString &report, const ActivityRun &run)
{
    const QString kept = run.keptText();
    return kept.isEmpty() ? report : report + QLatin1Char(' ') + kept;
}

} // namespace

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
    // What Forget deletes is kept in the activity file first (keepThenDelete).
    a.run = std::make_shared<ActivityRun>();
    a.keepsCopy = true;
    a.report = [run = a.run](qint64 previewed, qint64 changed) -> QString {
        return withKept(tr("Forgot %1.").arg(failedJobs(changed)) + changedMeanwhile(previewed, changed), *run);
    };
    a.changedText = [run = a.run](qint64 n) -> QString {
        return withKept(n == 1 ? tr("Deleted %1 failed job.").arg(n) : tr("Deleted %1 failed jobs.").arg(n), *run);
    };
    a.previewText
        = [](qint64 n) -> QString { return n == 1 ? tr("Would delete %1 failed job.").arg(n) : tr("Would delete %1 failed jobs.").arg(n); };
    return a;
}

QString FailedActions::keptNote()
{
    const int days = ActivityLog::retentionDays();
    return days == 1 ? tr("They are deleted, and kept for 1 day in the activity log, from where they can be restored.")
                     : tr("They are deleted, and kept for %1 days in the activity log, from where they can be restored.").arg(days);
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
    a.witness = [json](contracts::Connection &db) { return idsWitness(db, json); };
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
    a.witness = [f](contracts::Connection &db) { return matchingWitness(db, f); };
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
    a.witness = [json](contracts::Connection &db) { return idsWitness(db, json); };
    a.apply = [json, run = a.run](contracts::Connection &db) {
        return run->keepThenDelete(
            db,
            [&db, json](qint64 after, int limit) {
                q::ForgetFailedIdsRowsParams p;
                p.ids = json;
                p.after_id = after;
                p.page_size = limit;
                return keptJobs(q::forgetFailedIdsRows(db, p));
            },
            [&db, json] { return q::forgetFailedIds(db, json); });
    };
    a.question = [](qint64 n) -> QString { return tr("Forget %1 (selected)?").arg(failedJobs(n)) + QLatin1Char('\n') + keptNote(); };
    return a;
}

Action FailedActions::forgetMatching(const FailedFilter &f)
{
    Action a = forgetAction();
    // Every dead letter when the filter is empty: the same rows read, and one
    // DELETE without a WHERE to remove them.
    a.preview = [f](contracts::Connection &db) {
        return f.isEmpty() ? q::previewFlushFailed(db).rows.toInt() : q::previewForgetFailed(db, f.params<q::PreviewForgetFailedParams>()).rows.toInt();
    };
    a.witness = [f](contracts::Connection &db) { return matchingWitness(db, f); };
    a.apply = [f, run = a.run](contracts::Connection &db) {
        return run->keepThenDelete(
            db,
            [&db, f](qint64 after, int limit) {
                auto p = f.params<q::ForgetFailedRowsParams>();
                p.after_id = after;
                p.page_size = limit;
                return keptJobs(q::forgetFailedRows(db, p));
            },
            [&db, f] { return f.isEmpty() ? q::flushFailed(db) : q::forgetFailed(db, f.params<q::ForgetFailedParams>()); });
    };
    // Forgetting every dead letter at once wants more than a click.
    if (f.isEmpty())
        a.typedConfirmation = tr("forget all");
    a.question = [f](qint64 n) -> QString {
        return (f.isEmpty() ? tr("Forget all %1?").arg(failedJobs(n)) : tr("Forget %1%2?").arg(failedJobs(n), f.describe()))
            + QLatin1Char('\n') + keptNote();
    };
    return a;
}

} // namespace askr::operations
