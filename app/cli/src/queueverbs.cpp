// queues, jobs, failed, retry, forget, release.

#include "cli.h"
#include "output.h"
#include "queuerates.h"

#include "askr_contracts_api.h"
#include "operations/queue/failedactions.h"
#include "operations/queue/failedfilter.h"
#include "operations/queue/jobactions.h"
#include "operations/queue/jobfilter.h"
#include "operations/queue/queuereads.h"

#include <QJsonArray>

namespace askr::cli {

using namespace askr::contracts;
using operations::FailedActions;
using operations::FailedFilter;
using operations::JobActions;
using operations::JobFilter;

namespace {

const qint64 maxId = std::numeric_limits<qint64>::max();

void declareFailedFilter(QCommandLineParser &p)
{
    p.addOption({ QStringLiteral("queue"), tr("Only jobs of this queue."), QStringLiteral("name") });
    p.addOption({ QStringLiteral("name"), tr("Only jobs whose payload's displayName is exactly this, e.g. App\\Jobs\\SendWelcomeEmail."),
        QStringLiteral("class") });
    p.addOption(
        { QStringLiteral("grep"), tr("Only failed jobs whose exception contains this text (case-sensitive)."), QStringLiteral("text") });
    p.addOption({ QStringLiteral("payload"),
        tr("Only failed jobs whose payload contains this text (case-sensitive; reads every payload, slower on a large table)."),
        QStringLiteral("text") });
    p.addOption({ QStringLiteral("since"), tr("Only jobs that failed at or after this time: 15m, 2h, 7d ago, @UNIX or an ISO date."),
        QStringLiteral("time") });
    p.addOption({ QStringLiteral("until"), tr("Only jobs that failed at or before this time."), QStringLiteral("time") });
    p.addOption({ QStringLiteral("signature"),
        tr("Only failed jobs whose exception has this signature: its first line with each number or hex id written # "
           "and each quoted value ? (see failed --group-by exception)."),
        QStringLiteral("text") });
}

// --queue, --name, --grep, --payload, --since, --until, --signature on failed jobs.
FailedFilter failedFilter(Context &ctx)
{
    return { ctx.name(QStringLiteral("queue")), ctx.name(QStringLiteral("name")), ctx.text(QStringLiteral("grep")),
        ctx.time(QStringLiteral("since")), ctx.time(QStringLiteral("until")), ctx.text(QStringLiteral("signature")),
        ctx.text(QStringLiteral("payload")) };
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

Selection selection(Context &ctx, const std::vector<qint64> &ids, bool filtered, const QString &filters)
{
    const bool all = ctx.isSet(QStringLiteral("all"));
    const int given = int(!ids.empty()) + int(filtered) + int(all);
    if (given != 1)
        throw UsageError {
            tr("Say which rows '%1' acts on: ids, filter options (%2) or --all; exactly one of these.").arg(ctx.verb, filters)
        };
    return !ids.empty() ? Selection::Ids : filtered ? Selection::Filter : Selection::All;
}

// ---- queues ---------------------------------------------------------------------

void queues(Context &ctx)
{
    Connection &db = ctx.openFor(Primitive::Queue, false);
    const auto rows = operations::queue::depths(db);
    const QueueRates rates = QueueRates::measure(ctx, db);
    auto rate = [&](const QByteArray &queue) { return rates.perQueue.value(queue); };
    const QJsonObject ratesJson = rates.json();
    if (ctx.json) {
        using R = queue::QueueDepthsRow;
        ctx.printJson(jsonArray(rows,
            { { "queue", &R::queue, true }, { "ready", &R::ready }, { "delayed", &R::delayed }, { "reserved", &R::reserved },
                { "failed", &R::failed }, { "oldest_ready_age", &R::oldest_ready_age },
                { "oldest_ready_created_at", &R::oldest_ready_created_at }, { "total", &R::total } },
            [&](const R &r, QJsonObject &o) {
                const QByteArray name = r.queue.toBytes();
                o.insert(QStringLiteral("processed_per_minute"), rates.known() ? QJsonValue(rate(name).processed) : QJsonValue());
                o.insert(QStringLiteral("failed_per_minute"), rates.known() ? QJsonValue(rate(name).failed) : QJsonValue());
                const operations::QueueVerdict v = rates.verdicts.value(name);
                o.insert(QStringLiteral("health"), healthKey(v.health));
                o.insert(QStringLiteral("diagnosis"), v.reason.isEmpty() ? QJsonValue() : QJsonValue(v.reason));
                if (!rates.server.isEmpty())
                    o.insert(QStringLiteral("finding"), v.finding.isEmpty() ? QJsonValue() : QJsonValue(v.finding));
                for (auto it = ratesJson.constBegin(); it != ratesJson.constEnd(); ++it)
                    o.insert(it.key(), it.value());
            }));
        return;
    }
    auto perMinute = [&](double v) { return rates.known() ? QString::number(v, 'f', 1) : QStringLiteral("-"); };
    Table t({ { tr("QUEUE") }, { tr("READY"), true }, { tr("DELAYED"), true }, { tr("RESERVED"), true }, { tr("FAILED"), true },
        { tr("OLDEST READY"), true }, { tr("DONE/MIN"), true }, { tr("FAILED/MIN"), true }, { tr("HEALTH") } });
    QStringList diagnoses;
    for (const auto &r : rows) {
        const QByteArray name = r.queue.toBytes();
        const operations::QueueVerdict v = rates.verdicts.value(name);
        t.add({ keyCell(r.queue), cell(r.ready), cell(r.delayed), cell(r.reserved), cell(r.failed),
            r.ready.toInt() > 0 ? compactDuration(r.oldest_ready_age.toInt()) : QStringLiteral("-"), perMinute(rate(name).processed),
            perMinute(rate(name).failed), v.finding.isEmpty() ? healthText(v.health) : v.finding });
        if (v.health != operations::QueueHealth::Ok)
            diagnoses << keyCell(r.queue) + QStringLiteral(": ") + v.reason;
    }
    t.print(ctx.out, tr("No queues: there are no jobs and no failed jobs."));
    if (t.isEmpty())
        return;
    ctx.out << '\n'
            << (rates.known() ? tr("Rates %1.").arg(rates.describe()) : tr("No rates: %1; --sample 30s measures them.").arg(rates.describe()))
            << '\n';
    for (const QString &d : std::as_const(diagnoses))
        ctx.out << d << '\n';
    if (!rates.serverProblem.isEmpty())
        ctx.out << tr("Not confirmed with the server: %1").arg(rates.serverProblem) << '\n';
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
    const JobFilter filter { ctx.name(QStringLiteral("queue")), stateFilter(ctx), ctx.name(QStringLiteral("name")), ctx.text(QStringLiteral("grep")) };
    const qint64 after = ctx.integer(QStringLiteral("after"), 0, 0, maxId);
    const qint64 limit = ctx.integer(QStringLiteral("limit"), 50, 1, 1000000);
    Connection &db = ctx.openFor(Primitive::Queue, false);
    const auto rows = operations::queue::jobs(db, filter, after, limit, ctx.time(QStringLiteral("since")));
    if (ctx.json) {
        using R = queue::JobsPageRow;
        ctx.printJson(jsonArray(rows,
            { { "id", &R::id }, { "queue", &R::queue, true }, { "job_name", &R::job_name }, { "state", &R::state }, { "priority", &R::priority },
                { "attempts", &R::attempts }, { "max_attempts", &R::max_attempts }, { "available_at", &R::available_at },
                { "reserved_until", &R::reserved_until }, { "created_at", &R::created_at }, { "payload_size", &R::payload_size } }));
        return;
    }
    const qint64 now = ctx.clock();
    // A reserved job is not available to other workers until its
    // reservation ends, so it has its own column rather than a time under
    // AVAILABLE.
    Table t({ { tr("ID"), true }, { tr("QUEUE") }, { tr("JOB") }, { tr("STATE") }, { tr("PRIORITY"), true }, { tr("ATTEMPTS"), true },
        { tr("AVAILABLE") }, { tr("RESERVED UNTIL") }, { tr("CREATED") }, { tr("SIZE"), true } });
    for (const auto &r : rows) {
        const bool reserved = r.state.toBytes() == "reserved";
        t.add({ cell(r.id), keyCell(r.queue), cellOr(r.job_name, QStringLiteral("-")), cell(r.state), cell(r.priority),
            cell(r.attempts) + QLatin1Char('/') + cell(r.max_attempts), reserved ? QStringLiteral("-") : relative(r.available_at, now),
            reserved ? relative(r.reserved_until, now) : QStringLiteral("-"), relative(r.created_at, now), bytes(r.payload_size.toInt()) });
    }
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
    p.addOption({ QStringLiteral("group-by"),
        tr("Print groups instead of failed jobs: by job (the displayName) or by exception "
           "(its first line, numbers and hex ids written #, quoted values ?), largest first."),
        QStringLiteral("job|exception") });
}

// failed --group-by: the groups with their counts, first and last failure.
void failedGroups(Context &ctx, Connection &db, const FailedFilter &f, qint64 limit)
{
    const QString by = ctx.parser.value(QStringLiteral("group-by"));
    if (by != QLatin1String("job") && by != QLatin1String("exception"))
        throw Failure { tr("--group-by takes job or exception, not %1.").arg(by) };
    const auto groups = operations::queue::failedGroups(
        db, f, by == QLatin1String("job") ? operations::queue::Grouping::Job : operations::queue::Grouping::Exception, limit);
    if (ctx.json) {
        QJsonArray out;
        for (const auto &g : groups)
            out.append(QJsonObject { { QStringLiteral("group"), g.key.isNull() ? QJsonValue() : QJsonValue(QString::fromUtf8(g.key.toBytes())) },
                { QStringLiteral("count"), g.count.toInt() }, { QStringLiteral("first_failed_at"), g.first_failed_at.toInt() },
                { QStringLiteral("last_failed_at"), g.last_failed_at.toInt() } });
        ctx.printJson(out);
        return;
    }
    const qint64 now = ctx.clock();
    Table t({ { tr("COUNT"), true }, { tr("FIRST") }, { tr("LAST") }, { by == QLatin1String("job") ? tr("JOB") : tr("SIGNATURE") } });
    for (const auto &g : groups)
        t.add({ cell(g.count), relative(g.first_failed_at, now), relative(g.last_failed_at, now), cellOr(g.key, QStringLiteral("-")) });
    t.print(ctx.out, tr("No failed jobs match."));
}

void failedDetail(Context &ctx, Connection &db, qint64 id)
{
    const auto r = operations::queue::failedDetail(db, id);
    if (!r)
        throw Failure { tr("There is no failed job %1. List them with: askr-deskctl failed %2").arg(id).arg(ctx.path) };
    if (ctx.json) {
        using R = queue::FailedDetailRow;
        ctx.printJson(jsonObject(*r,
            { { "id", &R::id }, { "uuid", &R::uuid }, { "queue", &R::queue, true }, { "attempts", &R::attempts }, { "failed_at", &R::failed_at },
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
    const qint64 detail = ctx.integer(QStringLiteral("id"), 0, 1, maxId);
    const qint64 after = ctx.integer(QStringLiteral("after"), 0, 0, maxId);
    const qint64 limit = ctx.integer(QStringLiteral("limit"), 50, 1, 1000000);
    const FailedFilter f = failedFilter(ctx);
    Connection &db = ctx.openFor(Primitive::Queue, false);
    if (detail)
        return failedDetail(ctx, db, detail);
    if (ctx.isSet(QStringLiteral("group-by")))
        return failedGroups(ctx, db, f, limit);
    const auto rows = operations::queue::failedPage(db, f, after, limit);
    if (ctx.json) {
        using R = queue::FailedPageRow;
        ctx.printJson(jsonArray(rows,
            { { "id", &R::id }, { "uuid", &R::uuid }, { "queue", &R::queue, true }, { "job_name", &R::job_name },
                { "exception_head", &R::exception_head }, { "attempts", &R::attempts }, { "failed_at", &R::failed_at },
                { "payload_size", &R::payload_size } }));
        return;
    }
    const qint64 now = ctx.clock();
    Table t({ { tr("ID"), true }, { tr("QUEUE") }, { tr("JOB") }, { tr("FAILED") }, { tr("ATTEMPTS"), true }, { tr("EXCEPTION") } });
    for (const auto &r : rows)
        t.add({ cell(r.id), keyCell(r.queue), cellOr(r.job_name, QStringLiteral("-")), relative(r.failed_at, now), cell(r.attempts),
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
    std::vector<qint64> ids;
    FailedFilter filter;
    Selection selection;
};

FailedTarget failedTarget(Context &ctx)
{
    FailedTarget t { ids(ctx), failedFilter(ctx), Selection::All };
    t.selection = selection(ctx, t.ids, !t.filter.isEmpty(), QStringLiteral("--queue, --name, --grep, --payload, --since, --until, --signature"));
    return t;
}

void retry(Context &ctx)
{
    const auto [list, f, s] = failedTarget(ctx);
    Connection &db = ctx.openFor(Primitive::Queue, true);
    // --all is the empty filter.
    runAction(ctx, db, s == Selection::Ids ? FailedActions::retryIds(list) : FailedActions::retryMatching(f));
}

void forget(Context &ctx)
{
    const auto [list, f, s] = failedTarget(ctx);
    Connection &db = ctx.openFor(Primitive::Queue, true);
    runAction(ctx, db, s == Selection::Ids ? FailedActions::forgetIds(list) : FailedActions::forgetMatching(f));
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
    const std::vector<qint64> list = ids(ctx);
    // Only reserved jobs are released, whatever --state would say.
    const JobFilter filter { ctx.name(QStringLiteral("queue")), std::nullopt, ctx.name(QStringLiteral("name")), ctx.text(QStringLiteral("grep")) };
    const Selection s = selection(ctx, list, !filter.isEmpty(), QStringLiteral("--queue, --name, --grep"));
    Connection &db = ctx.openFor(Primitive::Queue, true);
    runAction(ctx, db, s == Selection::Ids ? JobActions::release(list) : JobActions::releaseMatching(filter));
}

} // namespace

QList<Verb> queueVerbs()
{
    return {
        { QStringLiteral("queues"), "",
            QT_TRANSLATE_NOOP("askr::cli", "Jobs per queue by state, failed jobs, the oldest ready job's wait, rates and a diagnosis."), false, false,
            0, QueueRates::declareOptions, queues },
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
