// app: a Laravel application folder, and where each of its parts lives.

#include "cli.h"
#include "output.h"

#include "operations/laravel/laravelapp.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>

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

} // namespace

QList<Verb> appVerbs()
{
    Verb v { QStringLiteral("app"), "FOLDER",
        QT_TRANSLATE_NOOP("askr::cli", "Show where a Laravel application keeps its queue, cache, events, failed jobs and admin plane (read from .env and config/, not run)."),
        false, false, 1, nullptr, app };
    v.needsDatabase = false;
    return { v };
}

} // namespace askr::cli
