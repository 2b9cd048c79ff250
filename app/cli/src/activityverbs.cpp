// activity, restore: the log of actions taken, and the undo of forget.

#include "cli.h"
#include "output.h"

#include "operations/activity/activitylog.h"
#include "operations/activity/intentresolver.h"
#include "operations/queue/restoreactions.h"

#include "connection.h"
#include "storage/opener.h"

#include <QDateTime>
#include <QFileInfo>
#include <QSet>

namespace askr::cli {

using operations::ActivityLog;

namespace {

// ---- activity -------------------------------------------------------------------

// Entries still marked running whose process has stopped are settled by
// looking at their database, when it is a file here that can be opened.
void settleRunning(const QList<operations::ActivityEntry> &entries)
{
    QSet<QString> sources;
    for (const auto &e : entries)
        if (!e.phase.isEmpty() && QFileInfo::exists(e.source))
            sources.insert(e.source);
    for (const QString &source : std::as_const(sources)) {
        try {
            const storage::OpenPlan plan = storage::planOpen(source, storage::OpenMode::ReadOnlyLive);
            if (!plan.error.isEmpty())
                continue;
            storage::OpenedDatabase opened = storage::openPlanned(plan);
            operations::IntentResolver::settle(ActivityLog::defaultPath(), *opened.db, source);
        } catch (const askr::contracts::Error &) {
            // Left running: the next change to that database settles it.
        }
    }
}

QString whatText(const operations::ActivityEntry &e)
{
    const QString state = e.state();
    if (state == QLatin1String("running"))
        return tr("running (%1): %2").arg(e.phase, e.touched);
    if (state == QLatin1String("failed"))
        return tr("failed: %1").arg(e.error);
    if (state == QLatin1String("done"))
        return e.outcome.isEmpty() ? e.touched : tr("done (settled: %1): %2").arg(e.how, e.touched);
    return tr("%1: %2").arg(state, e.error);
}

void declareActivity(QCommandLineParser &p)
{
    p.addOption({ QStringLiteral("limit"), tr("Print at most this many entries, newest first (default 50)."), QStringLiteral("n") });
    p.addOption({ QStringLiteral("before"), tr("Start before this entry id (the last id of the previous page)."), QStringLiteral("id") });
    p.addOption({ QStringLiteral("format"), tr("Print a table (the default), csv or json (the same as --json)."), QStringLiteral("table|csv|json") });
}

void activity(Context &ctx)
{
    const qint64 limit = ctx.integer(QStringLiteral("limit"), 50, 1, 1000000);
    const qint64 before = ctx.integer(QStringLiteral("before"), std::numeric_limits<qint64>::max(), 1, std::numeric_limits<qint64>::max());
    const QString format = ctx.isSet(QStringLiteral("format")) ? ctx.parser.value(QStringLiteral("format")) : QStringLiteral("table");
    if (format != QLatin1String("table") && format != QLatin1String("csv") && format != QLatin1String("json"))
        throw UsageError { tr("--format is one of table, csv or json, not '%1'.").arg(format) };
    settleRunning(ActivityLog().entries(before, int(limit)));
    const QList<operations::ActivityEntry> entries = ActivityLog().entries(before, int(limit));
    if (ctx.json || format == QLatin1String("json"))
        return ctx.printJson(ActivityLog::toJson(entries));
    if (format == QLatin1String("csv")) {
        ctx.out << QString::fromUtf8(ActivityLog::toCsv(entries));
        return;
    }
    auto number = [](std::optional<qint64> n) { return n ? QString::number(*n) : QStringLiteral("-"); };
    Table t({ { tr("ID"), true }, { tr("WHEN") }, { tr("FROM") }, { tr("DATABASE") }, { tr("ACTION") }, { tr("PREVIEWED"), true },
        { tr("CHANGED"), true }, { tr("KEPT"), true }, { tr("WHAT") } });
    for (const auto &e : entries)
        t.add({ QString::number(e.id), QDateTime::fromSecsSinceEpoch(e.at, Qt::UTC).toString(Qt::ISODate), e.origin, e.source, e.title,
            number(e.previewed), number(e.changed), QString::number(e.kept),
            whatText(e) });
    t.print(ctx.out, tr("No actions were logged."));
}

// ---- restore --------------------------------------------------------------------

void declareRestore(QCommandLineParser &p)
{
    p.addOption({ QStringLiteral("as-new"),
                  tr("Also put back the ones whose uuid is a dead letter still there, as new dead letters with new uuids.") });
}

void restore(Context &ctx)
{
    bool ok = false;
    const qint64 id = QString::fromUtf8(ctx.operand(0, tr("the activity id"))).toLongLong(&ok);
    const ActivityLog log;
    const auto entry = ok ? log.entry(id) : std::nullopt;
    if (!entry || entry->kept == 0)
        throw Failure { tr("Activity %1 kept no failed jobs. List the activity log with: askr-deskctl activity")
                            .arg(QString::fromUtf8(ctx.operand(0, tr("the activity id")))) };
    contracts::Connection &db = ctx.openFor(Primitive::Queue, true);
    // The JSON tells what was put back and what was skipped, and why.
    const auto count = std::make_shared<operations::RestoreCount>();
    const auto uuids = ctx.isSet(QStringLiteral("as-new")) ? operations::RestoreActions::Uuids::AsNew : operations::RestoreActions::Uuids::Keep;
    runAction(ctx, db, operations::RestoreActions::restore(log.path(), id, uuids, count), [count] { return count->toJson(); });
}

} // namespace

QList<Verb> activityVerbs()
{
    return {
        { QStringLiteral("activity"), "",
            QT_TRANSLATE_NOOP("askr::cli", "List the actions taken, newest first, from the window and from here; export them as CSV or JSON."),
            false, false, 0, declareActivity, activity, false },
        { QStringLiteral("restore"), "ACTIVITY_ID",
            QT_TRANSLATE_NOOP("askr::cli", "Put back the failed jobs a forget kept, by its activity id (see activity)."), true, true, 1,
            declareRestore, restore },
    };
}

} // namespace askr::cli
