// server: an Askr server's admin plane (../shared/reference/askr-admin.md):
// status, metrics, recorded errors, and a graceful reload.

#include "cli.h"
#include "output.h"

#include "operations/activity/activitylog.h"
#include "operations/server/serveractivity.h"
#include "remote/adminclient.h"
#include "remote/servererrors.h"
#include "remote/servermetrics.h"
#include "remote/serverproblems.h"
#include "remote/serverstatus.h"
#include "remote/traffic.h"

#include <QEventLoop>
#include <QJsonArray>
#include <QThread>
#include <QTimer>

#include <cstdio>
#include <utility>
#include <unistd.h>

namespace askr::cli {

using remote::AdminClient;
using remote::AdminReply;

namespace {

const char *const Subcommands = "status|metrics|errors|reload";

AdminReply wait(AdminClient &client, bool post, const QString &path)
{
    return post ? client.postAndWait(path) : client.getAndWait(path);
}

// The answer's body for path, or a Failure that says what to do.
QByteArray fetch(AdminClient &client, const QString &path, bool post = false)
{
    const AdminReply reply = wait(client, post, path);
    if (!reply.ok())
        throw Failure { client.problem(path, reply) };
    return reply.body;
}

QString unknown()
{
    return tr("unknown");
}

QString number(std::optional<qint64> n)
{
    return n ? QString::number(*n) : unknown();
}

QString kib(std::optional<qint64> kb)
{
    return kb ? bytes(*kb * 1024) : unknown();
}

QString seconds(std::optional<qint64> s)
{
    return s ? compactDuration(*s) : unknown();
}

void serverStatus(Context &ctx, AdminClient &client)
{
    // /healthz first: it answers without a token, so it tells a server that
    // is down from one that refuses the token.
    const AdminReply health = wait(client, false, QStringLiteral("/healthz"));
    QString error;
    const auto status = remote::ServerStatus::parse(fetch(client, QStringLiteral("/api/status")), &error);
    if (!status)
        throw Failure { tr("%1 answered /api/status, but %2.").arg(client.displayName(), error) };
    const QStringList found = remote::serverProblems(&*status, health);
    if (ctx.json) {
        QJsonObject o;
        o.insert(QStringLiteral("server"), client.displayName());
        o.insert(QStringLiteral("healthz"), QJsonObject{{QStringLiteral("status"), health.answered() ? QJsonValue(health.status) : QJsonValue(QJsonValue::Null)},
                                                        {QStringLiteral("body"), QString::fromUtf8(health.body).trimmed()},
                                                        {QStringLiteral("error"), health.error.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(health.error)}});
        o.insert(QStringLiteral("status"), status->toJson());
        o.insert(QStringLiteral("problems"), QJsonArray::fromStringList(found));
        return ctx.printJson(o);
    }
    const remote::ServerStatus &s = *status;
    const QString healthText = health.answered() ? QStringLiteral("%1 %2").arg(health.status).arg(QString::fromUtf8(health.body).trimmed())
                                                 : tr("no answer (%1)").arg(health.error);
    QString workers;
    if (s.singleProcess())
        workers = tr("single-process mode (no supervisor)");
    else
        workers = tr("%1 of %2 alive, %3 respawns, %4 resident")
                      .arg(number(s.workersAlive), number(s.workersConfigured), number(s.respawns), kib(s.rssKbTotal));
    printFields(ctx.out, {
        { tr("Server"), client.displayName() },
        { tr("Version"), s.version.value_or(unknown()) },
        { tr("Mode"), s.mode.value_or(unknown()) },
        { tr("Listening on"), s.listen.value_or(unknown()) },
        { tr("Up"), seconds(s.uptimeSecs) },
        { tr("Health"), QStringLiteral("/healthz ") + healthText },
        { tr("Workers"), workers },
        { tr("Queue workers"), number(s.queueWorkers) },
        { tr("Jobs"), tr("%1 ready, %2 in all, oldest ready %3").arg(number(s.queueReady), number(s.queueTotal), seconds(s.queueOldestSecs)) },
        { tr("Last rollout"), s.rollout.value_or(unknown()) },
        { tr("Problems"), found.isEmpty() ? tr("none") : found.join(QStringLiteral("; ")) },
    });
    if (s.workers && !s.workers->isEmpty()) {
        ctx.out << '\n';
        Table t({ { tr("PID"), true }, { tr("RSS"), true } });
        for (const auto &w : *s.workers)
            t.add({ QString::number(w.pid), kib(w.rssKb) });
        t.print(ctx.out, QString());
    }
    ctx.out << '\n';
    if (!s.queues) {
        ctx.out << tr("Per-queue figures: unknown (this runtime version does not report them).") << '\n';
        return;
    }
    Table q({ { tr("QUEUE") }, { tr("PENDING"), true }, { tr("DELAYED"), true }, { tr("RESERVED"), true }, { tr("OLDEST PENDING"), true } });
    for (const auto &queue : *s.queues)
        q.add({ exactOrEscaped(queue.name.toUtf8()), number(queue.pending), number(queue.delayed), number(queue.reserved), seconds(queue.oldestPendingSecs) });
    q.print(ctx.out, tr("The server reports no queues."));
}

void printTraffic(Context &ctx, const QString &title, const remote::Traffic &t)
{
    ctx.out << title << '\n';
    printFields(ctx.out, {
        { tr("  Requests"), t.requestsPerSec ? tr("%1 (%2/s)").arg(t.requests).arg(*t.requestsPerSec, 0, 'f', 1) : QString::number(t.requests) },
        { tr("  5xx share"), !t.serverErrors ? unknown() : t.requests == 0 ? tr("- (no requests)") : tr("%1 (%2)").arg(remote::shareText(t.serverErrorShare)).arg(*t.serverErrors) },
        { tr("  Latency"), tr("p50 %1, p95 %2, p99 %3").arg(remote::latencyText(t.p50), remote::latencyText(t.p95), remote::latencyText(t.p99)) },
        { tr("  Mean"), t.avgMs ? QStringLiteral("%1 ms").arg(*t.avgMs, 0, 'f', 1) : QStringLiteral("-") },
        { tr("  PHP / I/O"), t.phpShare ? QStringLiteral("%1 / %2").arg(remote::shareText(t.phpShare), remote::shareText(t.ioShare)) : QStringLiteral("-") },
        { tr("  Cache hits"), remote::shareText(t.cacheHitShare) },
    });
}

// One reading of the metrics, and when it came (monotonic ms).
std::pair<remote::ServerMetrics, qint64> readMetrics(AdminClient &client)
{
    const QString path = QStringLiteral("/api/metrics");
    const AdminReply reply = wait(client, false, path);
    if (!reply.ok())
        throw Failure { client.problem(path, reply) };
    QString error;
    const auto metrics = remote::ServerMetrics::parse(reply.body, &error);
    if (!metrics)
        throw Failure { tr("%1 answered /api/metrics, but %2.").arg(client.displayName(), error) };
    return { *metrics, reply.receivedMs };
}

void serverMetrics(Context &ctx, AdminClient &client)
{
    const qint64 over = ctx.integer(QStringLiteral("over"), 5, 0, 3600);
    const auto [first, firstMs] = readMetrics(client);
    std::optional<remote::Traffic> span;
    remote::ServerMetrics latest = first;
    if (over > 0) {
        // Rates need two readings; the second waits the span out.
        QEventLoop pause;
        QTimer::singleShot(int(over * 1000), &pause, &QEventLoop::quit);
        pause.exec();
        const auto [second, secondMs] = readMetrics(client);
        span = remote::Traffic::between(first, firstMs, second, secondMs);
        latest = second;
    }
    const remote::Traffic lifetime = remote::Traffic::lifetime(latest);
    if (ctx.json) {
        QJsonObject o{ { QStringLiteral("server"), client.displayName() }, { QStringLiteral("set_up"), latest.setUp },
                       { QStringLiteral("since_start"), lifetime.toJson() },
                       { QStringLiteral("span"), span ? QJsonValue(span->toJson()) : QJsonValue(QJsonValue::Null) } };
        return ctx.printJson(o);
    }
    if (!latest.setUp) {
        ctx.out << tr("%1 has no metrics yet (the runtime answers {} until they are set up).").arg(client.displayName()) << '\n';
        return;
    }
    if (span) {
        if (span->restarted)
            ctx.out << tr("The server restarted between the two readings (a counter went down): no rates for these %1 s. Run it again.")
                           .arg(span->seconds, 0, 'f', 1)
                    << "\n\n";
        else {
            printTraffic(ctx, tr("Over the last %1 s").arg(span->seconds, 0, 'f', 1), *span);
            ctx.out << '\n';
        }
    }
    printTraffic(ctx, tr("Since the server started"), lifetime);
}

void serverErrors(Context &ctx, AdminClient &client)
{
    QString error;
    const auto errors = remote::ServerErrors::parse(fetch(client, QStringLiteral("/api/errors")), &error);
    if (!errors)
        throw Failure { tr("%1 answered /api/errors, but %2.").arg(client.displayName(), error) };
    if (ctx.json) {
        QJsonObject o = errors->toJson();
        o.insert(QStringLiteral("server"), client.displayName());
        return ctx.printJson(o);
    }
    if (!errors->enabled) {
        ctx.out << tr("%1 does not record failing requests. Start it with --record-errors DIR to keep each 5xx request for replaying.")
                       .arg(client.displayName())
                << '\n';
        return;
    }
    Table t({ { tr("ID") }, { tr("STATUS"), true } });
    for (const auto &e : errors->errors)
        t.add({ e.id, e.status ? QString::number(*e.status) : unknown() });
    t.print(ctx.out, tr("No failing requests recorded."));
    if (!errors->errors.isEmpty())
        ctx.out << '\n'
                << tr("To run one again, on the server, in the --record-errors folder: %1").arg(remote::ServerErrors::replayCommand(QStringLiteral("ID")))
                << '\n'
                << tr("The recordings hold request bodies: they stay on the server.") << '\n';
}

bool confirmed(Context &ctx, const QString &question)
{
    if (ctx.isSet(QStringLiteral("yes")))
        return true;
    if (!isatty(STDIN_FILENO))
        throw UsageError { tr("reload restarts the server's workers: confirm with --yes, or run it in a terminal to be asked.") };
    ctx.err << question << ' ' << tr("[y/N]") << ' ';
    ctx.err.flush();
    char line[16] = {};
    if (!std::fgets(line, sizeof line, stdin))
        return false;
    return line[0] == 'y' || line[0] == 'Y';
}

void serverReload(Context &ctx, AdminClient &client)
{
    const QString question = tr("Reload the workers of %1 gracefully (one at a time, no downtime)?").arg(client.displayName());
    if (!confirmed(ctx, question)) {
        ctx.err << tr("Nothing was done.") << '\n';
        throw Failure { tr("not confirmed") };
    }
    const QString title = tr("Graceful Reload");
    const QString what = tr("Reload the workers of %1").arg(client.displayName());
    const AdminReply reply = wait(client, true, QStringLiteral("/api/reload"));
    const QString problem = reply.ok() ? QString() : client.problem(QStringLiteral("/api/reload"), reply);
    const qint64 entry = operations::recordServerAction(client.base().toString(), operations::Origin::Cli, title, what, problem,
                                                         operations::ActivityLog::defaultPath());
    if (!problem.isEmpty())
        throw Failure { problem };
    if (ctx.json)
        return ctx.printJson(QJsonObject{ { QStringLiteral("server"), client.displayName() }, { QStringLiteral("reloading"), true },
                                          { QStringLiteral("activity"), entry ? QJsonValue(double(entry)) : QJsonValue(QJsonValue::Null) } });
    ctx.out << tr("%1 is reloading its workers one at a time. Follow it with: askr-deskctl server status %2").arg(client.displayName(), client.base().toString())
            << '\n';
}

void declareServer(QCommandLineParser &p)
{
    p.addOption({ QStringLiteral("over"), tr("metrics: seconds between the two readings the rates come from (default 5; 0: one reading, no rates)."),
                  QStringLiteral("seconds") });
    p.addOption({ QStringLiteral("yes"), tr("reload: do not ask (needed when not in a terminal).") });
    p.addOption({ QStringLiteral("timeout"), tr("Seconds to wait for each answer (default 10)."), QStringLiteral("seconds") });
}

void server(Context &ctx)
{
    if (ctx.operands.size() < 2)
        throw UsageError { tr("'server' needs what to do and the server's admin address: askr-deskctl server %1 ADDRESS").arg(QLatin1String(Subcommands)) };
    const QString what = ctx.operands.at(0);
    QString error;
    const QUrl base = remote::adminBaseUrl(ctx.operands.at(1), &error);
    if (base.isEmpty())
        throw UsageError { error };
    AdminClient client(base, ctx.token, ctx.tokenSource);
    client.setTimeoutMs(int(ctx.integer(QStringLiteral("timeout"), 10, 1, 600) * 1000));
    if (what == QLatin1String("status"))
        serverStatus(ctx, client);
    else if (what == QLatin1String("metrics"))
        serverMetrics(ctx, client);
    else if (what == QLatin1String("errors"))
        serverErrors(ctx, client);
    else if (what == QLatin1String("reload"))
        serverReload(ctx, client);
    else
        throw UsageError { tr("'%1' is not one of %2.").arg(what, QLatin1String(Subcommands)) };
}

} // namespace

QList<Verb> serverVerbs()
{
    Verb v { QStringLiteral("server"), "status|metrics|errors|reload ADDRESS",
             QT_TRANSLATE_NOOP("askr::cli", "An Askr server's admin plane: status, traffic metrics, recorded errors, graceful reload."), false, false, 2,
             declareServer, server };
    v.needsDatabase = false;
    v.adminServer = true;
    return { v };
}

} // namespace askr::cli
