// app: a Laravel application folder, and where each of its parts lives.

#include "cli.h"
#include "output.h"

#include "operations/laravel/failures.h"
#include "operations/laravel/laravelapp.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>

#include <limits>

namespace askr::cli {

namespace {

using operations::laravel::AppPart;
using operations::laravel::LaravelApp;

QString partId(AppPart::Kind kind)
{
    switch (kind) {
    case AppPart::Queue:
        return QStringLiteral("queue");
    case AppPart::Cache:
        return QStringLiteral("cache");
    case AppPart::Events:
        return QStringLiteral("events");
    case AppPart::FailedJobs:
        return QStringLiteral("failed_jobs");
    case AppPart::Admin:
        return QStringLiteral("admin");
    }
    return {};
}

void app(Context &ctx)
{
    if (ctx.operands.isEmpty())
        throw UsageError { tr("'app' needs the application's folder: askr-deskctl app FOLDER") };
    const QString folder = ctx.operands.first();
    if (!QFileInfo(folder).isDir())
        throw Failure { tr("%1 is not a folder. Give the Laravel application's folder (the one with artisan and .env).").arg(folder) };
    const LaravelApp a = LaravelApp::find(folder);
    if (!a.found)
        throw Failure { a.notes.join(QLatin1Char('\n')) };
    if (ctx.json) {
        QJsonArray parts;
        for (const AppPart &p : a.parts) {
            QJsonObject o { { QStringLiteral("part"), partId(p.kind) }, { QStringLiteral("where"), p.where.isEmpty() ? QJsonValue() : QJsonValue(p.where) },
                { QStringLiteral("driver"), p.driver.isEmpty() ? QJsonValue() : QJsonValue(p.driver) },
                { QStringLiteral("source"), p.source.isEmpty() ? QJsonValue() : QJsonValue(p.source) }, { QStringLiteral("visible"), p.visible() },
                { QStringLiteral("missing"), p.missing.isEmpty() ? QJsonValue() : QJsonValue(p.missing) } };
            if (p.kind == AppPart::FailedJobs)
                o.insert(QStringLiteral("table"), p.table);
            if (p.kind == AppPart::Admin)
                o.insert(QStringLiteral("token_set"), a.adminTokenSet);
            parts.append(o);
        }
        ctx.printJson(QJsonObject { { QStringLiteral("folder"), a.folder }, { QStringLiteral("parts"), parts },
            { QStringLiteral("notes"), QJsonArray::fromStringList(a.notes) } });
        return;
    }
    ctx.out << tr("Laravel application %1").arg(a.folder) << '\n';
    QList<std::pair<QString, QString>> fields;
    for (const AppPart &p : a.parts) {
        QString text = p.where.isEmpty() ? p.missing : p.where;
        if (!p.where.isEmpty() && !p.missing.isEmpty())
            text += QStringLiteral(" (") + p.missing + QLatin1Char(')');
        if (p.kind == AppPart::FailedJobs && !p.where.isEmpty())
            text += tr(", table %1").arg(p.table);
        if (p.kind == AppPart::Admin && !p.where.isEmpty())
            text += a.adminTokenSet ? tr(", token in .env (ASKR_ADMIN_TOKEN)") : tr(", no token in .env");
        if (!p.source.isEmpty())
            text += tr("  [%1]").arg(p.source);
        fields.append({ AppPart::kindName(p.kind), text });
    }
    printFields(ctx.out, fields);
    for (const QString &note : a.notes)
        ctx.out << tr("note: %1").arg(note) << '\n';
}

// ---- failed-jobs: Laravel's own failed_jobs -------------------------------------

void declareFailedJobs(QCommandLineParser &p)
{
    p.addOption({ QStringLiteral("queue"), tr("Only failures of this queue."), QStringLiteral("name") });
    p.addOption({ QStringLiteral("limit"), tr("Print at most this many failures (default 50)."), QStringLiteral("n") });
    p.addOption({ QStringLiteral("before"), tr("Start before this id (the last id of the previous page)."), QStringLiteral("id") });
    p.addOption({ QStringLiteral("id"), tr("Print one failure in full: payload and whole exception."), QStringLiteral("id") });
}

void failedJobs(Context &ctx)
{
    constexpr qint64 maxId = std::numeric_limits<qint64>::max();
    const qint64 detail = ctx.integer(QStringLiteral("id"), 0, 1, maxId);
    const qint64 before = ctx.integer(QStringLiteral("before"), 0, 1, maxId);
    const qint64 limit = ctx.integer(QStringLiteral("limit"), 50, 1, 1000000);
    const std::optional<QByteArray> queue = ctx.text(QStringLiteral("queue"));
    const QString table = ctx.resolveFailedJobs();
    if (table != QLatin1String("failed_jobs"))
        throw Failure { tr("%1 keeps its failures in the table %2; only failed_jobs is read.").arg(ctx.appFolder, table) };
    contracts::Connection &db = ctx.openForRead();
    using operations::laravel::Failures;
    try {
        if (detail) {
            const auto r = Failures::one(db, detail);
            if (!r)
                throw Failure { tr("There is no failure %1 in failed_jobs. List them with: askr-deskctl failed-jobs %2").arg(detail).arg(ctx.path) };
            if (ctx.json) {
                using R = contracts::laravel::FailureRow;
                ctx.printJson(jsonObject(*r, { { "id", &R::id }, { "uuid", &R::uuid }, { "connection", &R::connection }, { "queue", &R::queue, true },
                                                 { "failed_at", &R::failed_at }, { "payload", &R::payload }, { "exception", &R::exception } }));
                return;
            }
            printFields(ctx.out, { { tr("id"), cell(r->id) }, { tr("uuid"), cell(r->uuid) }, { tr("connection"), cell(r->connection) },
                                     { tr("queue"), cell(r->queue) }, { tr("failed"), relative(r->failed_at, ctx.clock()) }, { tr("payload"), cell(r->payload) } });
            ctx.out << tr("exception") << '\n' << multiline(r->exception) << '\n';
            return;
        }
        const auto rows = Failures::page(db, queue, before, limit);
        if (ctx.json) {
            using R = contracts::laravel::FailuresPageRow;
            ctx.printJson(jsonArray(rows, { { "id", &R::id }, { "uuid", &R::uuid }, { "connection", &R::connection }, { "queue", &R::queue, true },
                                              { "job_name", &R::job_name }, { "failed_at", &R::failed_at }, { "exception_head", &R::exception_head },
                                              { "payload_size", &R::payload_size } }));
            return;
        }
        const qint64 now = ctx.clock();
        Table t({ { tr("ID"), true }, { tr("QUEUE") }, { tr("JOB") }, { tr("FAILED") }, { tr("EXCEPTION") } });
        for (const auto &r : rows)
            t.add({ cell(r.id), keyCell(r.queue), cellOr(r.job_name, QStringLiteral("-")), relative(r.failed_at, now),
                shorten(cellOr(r.exception_head, QStringLiteral("-")), 100) });
        t.print(ctx.out, tr("No failures in failed_jobs match."));
        if (!rows.empty() && qint64(rows.size()) == limit)
            ctx.err << tr("%1 of %2; the next page: --before %3").arg(limit).arg(Failures::count(db, queue)).arg(rows.back().id.toInt()) << '\n';
    } catch (const contracts::Error &e) {
        throw Failure { tr("%1: %2").arg(ctx.path, e.message()) };
    }
}

} // namespace

QList<Verb> appVerbs()
{
    Verb v { QStringLiteral("app"), "FOLDER",
        QT_TRANSLATE_NOOP("askr::cli", "Show where a Laravel application keeps its queue, cache, events, failed jobs and admin plane (read from .env and config/, not run)."),
        false, false, 1, nullptr, app };
    v.needsDatabase = false;
    return { v,
        { QStringLiteral("failed-jobs"), "",
            QT_TRANSLATE_NOOP("askr::cli",
                "List the failures Laravel keeps in its own failed_jobs table (SQLite), newest first; DATABASE may be the application's folder."),
            false, false, 0, declareFailedJobs, failedJobs } };
}

} // namespace askr::cli
