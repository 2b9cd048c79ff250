// queues, jobs, failed, retry, forget, release.

#include "cli.h"
#include "output.h"

#include "askr_contracts_api.h"

#include <QJsonArray>

namespace askr::cli {

using namespace askr::contracts;

namespace {

const qint64 maxId = std::numeric_limits<qint64>::max();

// --queue, --name, --grep, --since, --until on failed jobs.
struct FailedFilter
{
    std::optional<QByteArray> queue, name, text;
    std::optional<qint64> from, to;
    bool any() const { return queue || name || text || from || to; }
};

void declareFailedFilter(QCommandLineParser &p)
{
    p.addOption({ QStringLiteral("queue"), tr("Only jobs of this queue."), QStringLiteral("name") });
    p.addOption({ QStringLiteral("name"), tr("Only jobs whose payload's displayName is exactly this, e.g. App\\Jobs\\SendWelcomeEmail."),
        QStringLiteral("class") });
    p.addOption(
        { QStringLiteral("grep"), tr("Only failed jobs whose exception contains this text (case-sensitive)."), QStringLiteral("text") });
    p.addOption({ QStringLiteral("since"), tr("Only jobs that failed at or after this time: 15m, 2h, 7d ago, @UNIX or an ISO date."),
        QStringLiteral("time") });
    p.addOption({ QStringLiteral("until"), tr("Only jobs that failed at or before this time."), QStringLiteral("time") });
}

FailedFilter failedFilter(Context &ctx)
{
    return { ctx.text(QStringLiteral("queue")), ctx.text(QStringLiteral("name")), ctx.text(QStringLiteral("grep")),
        ctx.time(QStringLiteral("since")), ctx.time(QStringLiteral("until")) };
}

void declareIds(QCommandLineParser &p, const QString &what)
{
    p.addPositionalArgument(QStringLiteral("ID..."), tr("Ids of %1.").arg(what));
    p.addOption(
        { QStringLiteral("ids"), tr("Comma-separated ids of %1 (ids may also follow the database).").arg(what), QStringLiteral("list") });
    p.addOption({ QStringLiteral("all"), tr("Every one of %1; needed when no ids and no filter are given.").arg(what) });
}

// Which rows a retry, forget or release acts on: ids, a filter or --all,
// exactly one of them.
enum class Selection { Ids, Filter, All };

Selection selection(Context &ctx, const QList<qint64> &ids, bool filtered, const QString &filters)
{
    const bool all = ctx.isSet(QStringLiteral("all"));
    const int given = int(!ids.isEmpty()) + int(filtered) + int(all);
    if (given != 1)
        throw UsageError {
            tr("Say which rows '%1' acts on: ids, filter options (%2) or --all; exactly one of these.").arg(ctx.verb, filters)
        };
    return !ids.isEmpty() ? Selection::Ids : filtered ? Selection::Filter : Selection::All;
}

// ---- queues ---------------------------------------------------------------------

void queues(Context &ctx)
{
    Connection &db = ctx.openFor(Primitive::Queue, false);
    const auto rows = queue::queueDepths(db);
    if (ctx.json) {
        using R = queue::QueueDepthsRow;
        ctx.printJson(jsonArray(rows,
            { { "queue", &R::queue }, { "ready", &R::ready }, { "delayed", &R::delayed }, { "reserved", &R::reserved },
                { "failed", &R::failed }, { "oldest_ready_age", &R::oldest_ready_age },
                { "oldest_ready_created_at", &R::oldest_ready_created_at }, { "total", &R::total } }));
        return;
    }
    Table t({ { tr("QUEUE") }, { tr("READY"), true }, { tr("DELAYED"), true }, { tr("RESERVED"), true }, { tr("FAILED"), true },
        { tr("OLDEST READY"), true } });
    for (const auto &r : rows)
        t.add({ cell(r.queue), cell(r.ready), cell(r.delayed), cell(r.reserved), cell(r.failed),
            r.ready.toInt() > 0 ? compactDuration(r.oldest_ready_age.toInt()) : QStringLiteral("-") });
    t.print(ctx.out, tr("No queues: there are no jobs and no failed jobs."));
}

// ---- jobs -----------------------------------------------------------------------

void declareJobs(QCommandLineParser &p)
{
    p.addOption({ QStringLiteral("queue"), tr("Only jobs of this queue."), QStringLiteral("name") });
    p.addOption({ QStringLiteral("state"), tr("Only jobs in this state: ready, delayed or reserved."), QStringLiteral("state") });
    p.addOption({ QStringLiteral("name"), tr("Only jobs whose payload's displayName is exactly this."), QStringLiteral("class") });
    p.addOption({ QStringLiteral("grep"), tr("Only jobs whose payload contains this text (case-sensitive)."), QStringLiteral("text") });
    p.addOption({ QStringLiteral("since"), tr("Only jobs created at or after this time: 15m, 2h, 7d ago, @UNIX or an ISO date."),
        QStringLiteral("time") });
    p.addOption({ QStringLiteral("limit"), tr("Print at most this many jobs (default 50)."), QStringLiteral("n") });
    p.addOption({ QStringLiteral("after"), tr("Start after this job id (the last id of the previous page)."), QStringLiteral("id") });
}

std::optional<QByteArray> stateFilter(Context &ctx)
{
    const auto state = ctx.text(QStringLiteral("state"));
    if (state && *state != "ready" && *state != "delayed" && *state != "reserved")
        throw UsageError { tr("--state is one of ready, delayed or reserved, not '%1'.").arg(QString::fromUtf8(*state)) };
    return state;
}

void jobs(Context &ctx)
{
    queue::JobsPageParams p;
    p.filter_queue = ctx.text(QStringLiteral("queue"));
    p.filter_state = stateFilter(ctx);
    p.filter_name = ctx.text(QStringLiteral("name"));
    p.filter_text = ctx.text(QStringLiteral("grep"));
    p.after_id = ctx.integer(QStringLiteral("after"), 0, 0, maxId);
    const qint64 limit = ctx.integer(QStringLiteral("limit"), 50, 1, 1000000);
    Connection &db = ctx.openFor(Primitive::Queue, false);
    const auto since = ctx.time(QStringLiteral("since"));
    // No contract filter on created_at: pages are read in id order and the
    // jobs created before --since are skipped here.
    p.page_size = since ? qMax<qint64>(limit, 500) : limit;
    std::vector<queue::JobsPageRow> rows;
    while (qint64(rows.size()) < limit) {
        const auto page = queue::jobsPage(db, p);
        for (const auto &r : page) {
            if (!since || r.created_at.toInt() >= *since)
                rows.push_back(r);
            if (qint64(rows.size()) == limit)
                break;
        }
        if (qint64(page.size()) < p.page_size)
            break;
        p.after_id = page.back().id.toInt();
    }
    if (ctx.json) {
        using R = queue::JobsPageRow;
        ctx.printJson(jsonArray(rows,
            { { "id", &R::id }, { "queue", &R::queue }, { "job_name", &R::job_name }, { "state", &R::state }, { "priority", &R::priority },
                { "attempts", &R::attempts }, { "max_attempts", &R::max_attempts }, { "available_at", &R::available_at },
                { "reserved_until", &R::reserved_until }, { "created_at", &R::created_at }, { "payload_size", &R::payload_size } }));
        return;
    }
    const qint64 now = ctx.clock();
    Table t({ { tr("ID"), true }, { tr("QUEUE") }, { tr("JOB") }, { tr("STATE") }, { tr("PRIORITY"), true }, { tr("ATTEMPTS"), true },
        { tr("AVAILABLE") }, { tr("CREATED") }, { tr("SIZE"), true } });
    for (const auto &r : rows)
        t.add({ cell(r.id), cell(r.queue), cellOr(r.job_name, QStringLiteral("-")), cell(r.state), cell(r.priority),
            cell(r.attempts) + QLatin1Char('/') + cell(r.max_attempts),
            r.state.toBytes() == "reserved" ? tr("held %1").arg(relative(r.reserved_until, now)) : relative(r.available_at, now),
            relative(r.created_at, now), bytes(r.payload_size.toInt()) });
    t.print(ctx.out, tr("No jobs match."));
}

// ---- failed ---------------------------------------------------------------------

void declareFailed(QCommandLineParser &p)
{
    declareFailedFilter(p);
    p.addOption({ QStringLiteral("limit"), tr("Print at most this many failed jobs (default 50)."), QStringLiteral("n") });
    p.addOption(
        { QStringLiteral("after"), tr("Start after this failed-job id (the last id of the previous page)."), QStringLiteral("id") });
    p.addOption({ QStringLiteral("id"), tr("Print one failed job in full: payload and whole exception."), QStringLiteral("id") });
}

void failedDetail(Context &ctx, Connection &db, qint64 id)
{
    const auto r = queue::failedDetail(db, id);
    if (!r)
        throw Failure { tr("There is no failed job %1. List them with: askr-deskctl failed %2").arg(id).arg(ctx.path) };
    if (ctx.json) {
        using R = queue::FailedDetailRow;
        ctx.printJson(jsonObject(*r,
            { { "id", &R::id }, { "uuid", &R::uuid }, { "queue", &R::queue }, { "attempts", &R::attempts }, { "failed_at", &R::failed_at },
                { "payload", &R::payload }, { "exception", &R::exception } }));
        return;
    }
    printFields(ctx.out,
        { { tr("id"), cell(r->id) }, { tr("uuid"), cellOr(r->uuid, QStringLiteral("-")) }, { tr("queue"), cell(r->queue) },
            { tr("attempts"), cell(r->attempts) }, { tr("failed"), relative(r->failed_at, ctx.clock()) },
            { tr("payload"), cell(r->payload) } });
    ctx.out << tr("exception") << '\n' << multiline(r->exception) << '\n';
}

void failed(Context &ctx)
{
    queue::FailedPageParams p;
    const qint64 detail = ctx.integer(QStringLiteral("id"), 0, 1, maxId);
    p.after_id = ctx.integer(QStringLiteral("after"), 0, 0, maxId);
    p.page_size = ctx.integer(QStringLiteral("limit"), 50, 1, 1000000);
    const FailedFilter f = failedFilter(ctx);
    Connection &db = ctx.openFor(Primitive::Queue, false);
    if (detail)
        return failedDetail(ctx, db, detail);
    p.filter_queue = f.queue;
    p.filter_name = f.name;
    p.filter_text = f.text;
    p.failed_from = f.from;
    p.failed_to = f.to;
    const auto rows = queue::failedPage(db, p);
    if (ctx.json) {
        using R = queue::FailedPageRow;
        ctx.printJson(jsonArray(rows,
            { { "id", &R::id }, { "uuid", &R::uuid }, { "queue", &R::queue }, { "job_name", &R::job_name },
                { "exception_head", &R::exception_head }, { "attempts", &R::attempts }, { "failed_at", &R::failed_at },
                { "payload_size", &R::payload_size } }));
        return;
    }
    const qint64 now = ctx.clock();
    Table t({ { tr("ID"), true }, { tr("QUEUE") }, { tr("JOB") }, { tr("FAILED") }, { tr("ATTEMPTS"), true }, { tr("EXCEPTION") } });
    for (const auto &r : rows)
        t.add({ cell(r.id), cell(r.queue), cellOr(r.job_name, QStringLiteral("-")), relative(r.failed_at, now), cell(r.attempts),
            shorten(cellOr(r.exception_head, QStringLiteral("-")), 100) });
    t.print(ctx.out, tr("No failed jobs match."));
}

// ---- retry, forget --------------------------------------------------------------

void declareFailedSelection(QCommandLineParser &p)
{
    declareFailedFilter(p);
    declareIds(p, tr("the failed jobs"));
}

// The failed jobs retry and forget act on: ids, the filter or --all.
struct FailedTarget
{
    QList<qint64> ids;
    FailedFilter filter;
    Selection selection;
};

FailedTarget failedTarget(Context &ctx)
{
    FailedTarget t { ids(ctx), failedFilter(ctx), Selection::All };
    t.selection = selection(ctx, t.ids, t.filter.any(), QStringLiteral("--queue, --name, --grep, --since, --until"));
    return t;
}

void retry(Context &ctx)
{
    const auto [list, f, s] = failedTarget(ctx);
    Connection &db = ctx.openFor(Primitive::Queue, true);
    qint64 rows = 0;
    if (s == Selection::Ids)
        rows = ctx.dryRun ? queue::previewRetryFailedIds(db, idsJson(list)).rows.toInt() : queue::retryFailedIds(db, idsJson(list));
    else if (ctx.dryRun)
        rows = queue::previewRetryFailed(db, f.queue, f.name, f.text, f.from, f.to).rows.toInt();
    else
        rows = queue::retryFailed(db, f.queue, f.name, f.text, f.from, f.to);
    reportChange(ctx, rows,
        plural(rows, QT_TRANSLATE_NOOP("askr::cli", "Moved %1 failed job back to its queue, ready now."),
            QT_TRANSLATE_NOOP("askr::cli", "Moved %1 failed jobs back to their queues, ready now.")),
        plural(rows, QT_TRANSLATE_NOOP("askr::cli", "Would retry %1 failed job."), QT_TRANSLATE_NOOP("askr::cli", "Would retry %1 failed jobs.")));
}

void forget(Context &ctx)
{
    const auto [list, f, s] = failedTarget(ctx);
    Connection &db = ctx.openFor(Primitive::Queue, true);
    qint64 rows = 0;
    if (s == Selection::Ids)
        rows = ctx.dryRun ? queue::previewForgetFailedIds(db, idsJson(list)).rows.toInt() : queue::forgetFailedIds(db, idsJson(list));
    else if (s == Selection::All)
        rows = ctx.dryRun ? queue::previewFlushFailed(db).rows.toInt() : queue::flushFailed(db);
    else if (ctx.dryRun)
        rows = queue::previewForgetFailed(db, f.queue, f.name, f.text, f.from, f.to).rows.toInt();
    else
        rows = queue::forgetFailed(db, f.queue, f.name, f.text, f.from, f.to);
    reportChange(ctx, rows, plural(rows, QT_TRANSLATE_NOOP("askr::cli", "Deleted %1 failed job."), QT_TRANSLATE_NOOP("askr::cli", "Deleted %1 failed jobs.")),
        plural(rows, QT_TRANSLATE_NOOP("askr::cli", "Would delete %1 failed job."), QT_TRANSLATE_NOOP("askr::cli", "Would delete %1 failed jobs.")));
}

// ---- release --------------------------------------------------------------------

void declareRelease(QCommandLineParser &p)
{
    p.addOption({ QStringLiteral("queue"), tr("Only reserved jobs of this queue."), QStringLiteral("name") });
    p.addOption({ QStringLiteral("name"), tr("Only reserved jobs whose payload's displayName is exactly this."), QStringLiteral("class") });
    p.addOption(
        { QStringLiteral("grep"), tr("Only reserved jobs whose payload contains this text (case-sensitive)."), QStringLiteral("text") });
    declareIds(p, tr("the reserved jobs"));
}

void release(Context &ctx)
{
    QList<qint64> list = ids(ctx);
    const auto q = ctx.text(QStringLiteral("queue"));
    const auto name = ctx.text(QStringLiteral("name"));
    const auto text = ctx.text(QStringLiteral("grep"));
    const Selection s = selection(ctx, list, q || name || text, QStringLiteral("--queue, --name, --grep"));
    Connection &db = ctx.openFor(Primitive::Queue, true);
    if (s != Selection::Ids) {
        // The jobs reserved now that the filter selects, released one by one.
        queue::JobsPageParams p { 0, q, QByteArray("reserved"), name, text, 1000 };
        for (;;) {
            const auto page = queue::jobsPage(db, p);
            for (const auto &r : page)
                list << r.id.toInt();
            if (qint64(page.size()) < p.page_size)
                break;
            p.after_id = page.back().id.toInt();
        }
    }
    // One statement over every id: one transaction, all released or none.
    const QByteArray json = idsJson(list);
    const qint64 rows = ctx.dryRun ? queue::previewReleaseReservationIds(db, json).rows.toInt() : queue::releaseReservationIds(db, json);
    reportChange(ctx, rows,
        plural(rows, QT_TRANSLATE_NOOP("askr::cli", "Released %1 reserved job; the next claim may take it."),
            QT_TRANSLATE_NOOP("askr::cli", "Released %1 reserved jobs; the next claims may take them.")),
        plural(rows, QT_TRANSLATE_NOOP("askr::cli", "Would release %1 reserved job."), QT_TRANSLATE_NOOP("askr::cli", "Would release %1 reserved jobs.")));
}

} // namespace

QList<Verb> queueVerbs()
{
    return {
        { QStringLiteral("queues"), "",
            QT_TRANSLATE_NOOP("askr::cli", "Jobs per queue by state, failed jobs, and how long the oldest ready job has waited."), false, false, 0, nullptr,
            queues },
        { QStringLiteral("jobs"), "", QT_TRANSLATE_NOOP("askr::cli", "List waiting, delayed and reserved jobs, oldest first."), false, false, 0, declareJobs,
            jobs },
        { QStringLiteral("failed"), "", QT_TRANSLATE_NOOP("askr::cli", "List failed jobs (the dead letters), or show one with --id."), false, false, 0,
            declareFailed, failed },
        { QStringLiteral("retry"), "[ID...]", QT_TRANSLATE_NOOP("askr::cli", "Move failed jobs back to their queues: by ids, by filter or --all."), true,
            true, -1, declareFailedSelection, retry },
        { QStringLiteral("forget"), "[ID...]", QT_TRANSLATE_NOOP("askr::cli", "Delete failed jobs: by ids, by filter or --all."), true, true, -1,
            declareFailedSelection, forget },
        { QStringLiteral("release"), "[ID...]",
            QT_TRANSLATE_NOOP("askr::cli", "Clear reservations so that jobs can be claimed again: by ids, by filter or --all."), true, true, -1,
            declareRelease, release },
    };
}

} // namespace askr::cli
