#include "operations/queue/jobactions.h"

#include "askr_contracts_api.h"
#include "operations/ids.h"

namespace askr::operations {

namespace q = contracts::queue;

namespace {

// One statement over every id: one transaction, all released or none.
qint64 previewIds(contracts::Connection &db, const std::vector<qint64> &ids)
{
    return q::previewReleaseReservationIds(db, idsJson(ids)).rows.toInt();
}

qint64 releaseIds(contracts::Connection &db, const std::vector<qint64> &ids)
{
    return q::releaseReservationIds(db, idsJson(ids));
}

} // namespace

Action JobActions::releaseAction()
{
    Action a;
    a.title = tr("Release Reservation");
    a.acceptLabel = tr("Release");
    a.changedText = [](qint64 n) -> QString {
        return n == 1 ? tr("Released %1 reserved job; the next claim may take it.").arg(n)
                      : tr("Released %1 reserved jobs; the next claims may take them.").arg(n);
    };
    a.previewText = [](qint64 n) -> QString {
        return n == 1 ? tr("Would release %1 reserved job.").arg(n) : tr("Would release %1 reserved jobs.").arg(n);
    };
    a.question = [](qint64 n) -> QString {
        return n == 1
            ? tr("Release the reservation of 1 job? The next claim may take it again; a worker still running it may finish it twice.")
            : tr(
                "Release the reservations of %1 jobs? The next claims may take them again; a worker still running one may finish it twice.")
                  .arg(n);
    };
    a.report = [changedText = a.changedText](qint64, qint64 changed) -> QString { return changedText(changed); };
    return a;
}

Action JobActions::release(qint64 id, const QString &what)
{
    Action a = releaseAction();
    const QString job = what.isEmpty() ? tr("job %1").arg(id) : what;
    a.preview = [id](contracts::Connection &db) { return q::previewReleaseReservation(db, id).rows.toInt(); };
    a.apply = [id](contracts::Connection &db) { return q::releaseReservation(db, id); };
    a.question = [job](qint64) -> QString {
        return tr("Release the reservation of %1? The next claim may take it again; a worker still running it may finish it twice.")
            .arg(job);
    };
    a.report = [id](qint64, qint64 changed) -> QString {
        return changed ? tr("Released job %1: it can be claimed again.").arg(id)
                       : tr("Job %1 was no longer reserved; nothing changed.").arg(id);
    };
    return a;
}

Action JobActions::release(const std::vector<qint64> &ids)
{
    Action a = releaseAction();
    a.preview = [ids](contracts::Connection &db) { return previewIds(db, ids); };
    a.apply = [ids](contracts::Connection &db) { return releaseIds(db, ids); };
    return a;
}

Action JobActions::releaseMatching(const JobFilter &filter)
{
    Action a = releaseAction();
    // One statement: what it releases is what matches when it runs. The
    // filter's state is not asked: only reserved jobs can be released.
    a.preview = [filter](contracts::Connection &db) {
        return q::previewReleaseReservationMatching(db, filter.queue, filter.name, filter.text).rows.toInt();
    };
    a.apply = [filter](contracts::Connection &db) { return q::releaseReservationMatching(db, filter.queue, filter.name, filter.text); };
    return a;
}

Action JobActions::deleteJob(qint64 id, const QString &what)
{
    Action a;
    const QString job = what.isEmpty() ? tr("job %1").arg(id) : what;
    a.title = tr("Delete Job");
    a.acceptLabel = tr("Delete");
    a.preview = [id](contracts::Connection &db) { return q::previewDeleteJob(db, id).rows.toInt(); };
    a.apply = [id](contracts::Connection &db) { return q::deleteJob(db, id); };
    a.question = [job](qint64) -> QString { return tr("Delete %1? It is removed for good and will not run.").arg(job); };
    a.report = [id](qint64, qint64 changed) -> QString {
        return changed ? tr("Deleted job %1.").arg(id) : tr("Job %1 was already gone; nothing changed.").arg(id);
    };
    a.changedText = [](qint64 n) -> QString { return n == 1 ? tr("Deleted %1 job.").arg(n) : tr("Deleted %1 jobs.").arg(n); };
    a.previewText = [](qint64 n) -> QString { return n == 1 ? tr("Would delete %1 job.").arg(n) : tr("Would delete %1 jobs.").arg(n); };
    return a;
}

} // namespace askr::operations
