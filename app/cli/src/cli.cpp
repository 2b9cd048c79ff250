#include "cli.h"

#include "askr_contracts_api.h"
#include "askrdesk_version.h"
#include "storage/remoteaddress.h"
#include "operations/action.h"
#include "operations/activity/activitylog.h"
#include "operations/activity/intentresolver.h"
#include "operations/activity/recordactivity.h"

#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

#include <atomic>
#include <csignal>

namespace askr::cli {

using namespace askr::contracts;

// lupdate files a free tr() call under its enclosing namespace: ask for
// that same context, or the catalogue's translations are never found.
QString tr(const char *text)
{
    return QCoreApplication::translate("askr::cli", text);
}

QString plural(qint64 n, const char *one, const char *many)
{
    return tr(n == 1 ? one : many).arg(n);
}

std::vector<qint64> ids(Context &ctx)
{
    QStringList texts = ctx.operands;
    if (ctx.isSet(QStringLiteral("ids")))
        texts << ctx.parser.value(QStringLiteral("ids")).split(QLatin1Char(','), Qt::SkipEmptyParts);
    std::vector<qint64> out;
    for (const QString &t : std::as_const(texts)) {
        bool ok = false;
        const qint64 id = t.trimmed().toLongLong(&ok);
        if (!ok || id <= 0)
            throw UsageError { tr("'%1' is not an id: ids are whole numbers above 0.").arg(t) };
        out.push_back(id);
    }
    return out;
}

void reportChange(Context &ctx, qint64 rows, const QString &done, const QString &wouldDo, QJsonObject extra)
{
    if (ctx.json) {
        extra.insert(QStringLiteral("dry_run"), ctx.dryRun);
        extra.insert(QStringLiteral("rows"), rows);
        ctx.printJson(extra);
    } else if (ctx.dryRun) {
        ctx.out << wouldDo << ' ' << tr("Nothing was changed (--dry-run).") << '\n';
    } else {
        ctx.out << done << '\n';
    }
}

void runAction(Context &ctx, Connection &db, const operations::Action &action, std::function<QJsonObject()> extra)
{
    // A dry run takes no action, so it is not logged.
    const operations::Action a = ctx.dryRun ? action
                                            : operations::recordActivity(action, operations::ActivityRun::sourceOf(ctx.path), operations::Origin::Cli,
                                                                         operations::ActivityLog::defaultPath());
    if (!ctx.dryRun) {
        // What an earlier run left unfinished (killed, crashed) is settled
        // first, by looking at this database.
        settleIntents(ctx, db);
        a.run->setWithoutCopy(ctx.withoutLog);
    }
    const qint64 rows = ctx.dryRun ? a.preview(db) : a.apply(db);
    QJsonObject more = extra ? extra() : QJsonObject();
    if (!ctx.dryRun && !a.run->error().isEmpty()) {
        more.insert(QStringLiteral("logged"), false);
        more.insert(QStringLiteral("not_logged_because"), a.run->error());
    }
    reportChange(ctx, rows, a.changedText(rows), a.previewText(rows), more);
    if (!ctx.dryRun && !a.run->unloggedText().isEmpty())
        ctx.err << QStringLiteral("askr-deskctl %1: ").arg(ctx.verb) << a.run->unloggedText() << '\n';
}

void settleIntents(Context &ctx, Connection &db)
{
    for (const auto &s : operations::IntentResolver::settle(operations::ActivityLog::defaultPath(), db, operations::ActivityRun::sourceOf(ctx.path)))
        ctx.err << tr("askr-deskctl: activity %1 was left unfinished by a process that stopped; settled as %2: %3").arg(s.activityId).arg(s.outcome, s.how)
                << '\n';
}

// ---- Interrupts ---------------------------------------------------------------

namespace {

std::atomic<bool> g_interrupted { false };

extern "C" void onInterrupt(int)
{
    g_interrupted = true;
}

} // namespace

bool interrupted()
{
    return g_interrupted.load();
}

void installInterruptHandler()
{
    struct sigaction sa = {};
    sa.sa_handler = onInterrupt;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGINT, &sa, nullptr);
    sigaction(SIGTERM, &sa, nullptr);
}

// ---- Dispatch -------------------------------------------------------------------

namespace {

QList<Verb> allVerbs()
{
    QList<Verb> verbs = databaseVerbs();
    verbs << queueVerbs() << cacheVerbs() << pubsubVerbs() << activityVerbs() << serverVerbs() << appVerbs();
    return verbs;
}

QString usage()
{
    QString text = tr("Usage: askr-deskctl VERB DATABASE [options]\n\n"
                      "Watch and operate the job queue, cache and pub/sub log that a Redis-free PHP stack keeps in SQLite.\n\n"
                      "Verbs:\n");
    for (const Verb &v : allVerbs())
        text += QLatin1String("  ") + v.name.leftJustified(12) + tr(v.summary) + QLatin1Char('\n');
    text += tr("\nEvery verb takes --json (one JSON document), --read-only and --help.\n"
               "Exit codes: 0 success, 1 error (message on stderr), 2 usage error.\n"
               "See 'askr-deskctl VERB --help' for a verb's options.\n");
    return text;
}

// Must look like the first argument of a verb's options, not like a value.
const QCommandLineOption &nowOption()
{
    static QCommandLineOption option = [] {
        QCommandLineOption o(
            QStringLiteral("now"), tr("Use these unix seconds as the current time (for reproducible output)."), QStringLiteral("unix"));
        o.setFlags(QCommandLineOption::HiddenFromHelp);
        return o;
    }();
    return option;
}

int runVerb(const Verb &verb, const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    Context ctx(out, err);
    ctx.verb = verb.name;
    QCommandLineParser &parser = ctx.parser;
    parser.setApplicationDescription(tr(verb.summary));
    parser.setOptionsAfterPositionalArgumentsMode(QCommandLineParser::ParseAsOptions);
    const QCommandLineOption help({ QStringLiteral("h"), QStringLiteral("help") }, tr("Show this help."));
    parser.addOption(help);
    parser.addOption({ QStringLiteral("json"), tr("Print one JSON document instead of a table.") });
    parser.addOption({ QStringLiteral("read-only"), tr("Open the database read-only; a verb that changes data is refused.") });
    if (verb.hasDryRun)
        parser.addOption({ QStringLiteral("dry-run"), tr("Print the exact number of rows it would change, and change nothing.") });
    // Every change is logged before it is made; going on without the log is
    // a choice of its own, worded for what it costs.
    const QString withoutLog = verb.name == QLatin1String("forget") ? QStringLiteral("no-copy") : QStringLiteral("unlogged");
    if (verb.writes)
        parser.addOption({ withoutLog,
                           verb.name == QLatin1String("forget")
                               ? tr("Delete even when no copy can be kept in the activity log first (it is full or cannot be written): what "
                                    "is deleted then cannot be restored. Without it such a forget changes nothing.")
                               : tr("Change the data even when the activity log cannot be written first: the change is then not logged. "
                                    "Without it such a change is refused.") });
    parser.addOption(nowOption());
    const QCommandLineOption tokenFile(QStringLiteral("token-file"),
                                       verb.adminServer ? tr("Read the server's admin token from FILE. Without it, the ASKR_ADMIN_TOKEN environment "
                                                             "variable is used.")
                                                        : tr("For a server (http://, https://, libsql://): read its token from FILE. Without it, the "
                                                             "ASKR_TOKEN environment variable is used."),
                                       QStringLiteral("FILE"));
    parser.addOption(tokenFile);
    if (verb.adminServer)
        parser.addPositionalArgument(QStringLiteral("ADDRESS"), tr("The Askr server's admin address (askr --admin ADDR): http://HOST:PORT or HOST:PORT."));
    else
        parser.addPositionalArgument(QStringLiteral("DATABASE"), tr("The SQLite database file, or a libSQL server's address (http://HOST:PORT, libsql://HOST)."));
    if (verb.declare)
        verb.declare(parser);

    try {
        QStringList args = arguments;
        if (!parser.parse(args))
            throw UsageError { parser.errorText() };
        if (parser.isSet(help)) {
            // Qt's first line names the program as it was started and puts
            // the options first; the verb belongs there instead.
            const QString text = parser.helpText();
            out << (verb.needsDatabase ? tr("Usage: askr-deskctl %1 DATABASE%2 [options]") : tr("Usage: askr-deskctl %1%2 [options]"))
                       .arg(verb.name, verb.synopsis[0] ? QLatin1Char(' ') + QLatin1String(verb.synopsis) : QString())
                << '\n'
                << text.mid(text.indexOf(QLatin1Char('\n')) + 1);
            return ExitOk;
        }
        const QStringList positional = parser.positionalArguments();
        auto readToken = [&](const char *variable) {
            if (parser.isSet(tokenFile)) {
                QFile file(parser.value(tokenFile));
                if (!file.open(QIODevice::ReadOnly))
                    throw UsageError { tr("Cannot read the token file %1: %2.").arg(file.fileName(), file.errorString()) };
                ctx.token = file.readAll().trimmed();
                if (ctx.token.isEmpty())
                    throw UsageError { tr("The token file %1 is empty.").arg(file.fileName()) };
                ctx.tokenSource = tr("from the token file %1").arg(file.fileName());
            } else {
                ctx.token = qgetenv(variable).trimmed();
                ctx.tokenSource = tr("from the %1 environment variable").arg(QLatin1String(variable));
            }
        };
        if (!verb.needsDatabase) {
            ctx.operands = positional.mid(1);
            if (ctx.operands.size() > verb.maxOperands)
                throw UsageError { tr("Unexpected argument '%1'.").arg(ctx.operands.at(verb.maxOperands)) };
            if (verb.adminServer)
                readToken("ASKR_ADMIN_TOKEN");
            ctx.json = parser.isSet(QStringLiteral("json"));
            verb.run(ctx);
            out.flush();
            return ExitOk;
        }
        if (positional.size() < 2)
            throw UsageError {
                tr("'%1' needs the database file: askr-deskctl %1 DATABASE %2").arg(verb.name, QLatin1String(verb.synopsis)).trimmed()
            };
        ctx.path = positional.at(1);
        ctx.operands = positional.mid(2);
        if (verb.maxOperands >= 0 && ctx.operands.size() > verb.maxOperands)
            throw UsageError { tr("Unexpected argument '%1'.").arg(ctx.operands.at(verb.maxOperands)) };
        readToken("ASKR_TOKEN");
        ctx.json = parser.isSet(QStringLiteral("json"));
        ctx.readOnly = parser.isSet(QStringLiteral("read-only"));
        ctx.dryRun = verb.hasDryRun && parser.isSet(QStringLiteral("dry-run"));
        ctx.withoutLog = verb.writes && parser.isSet(withoutLog);
        QString now = parser.value(nowOption());
        if (now.isEmpty())
            now = qEnvironmentVariable("ASKR_NOW");
        if (!now.isEmpty()) {
            bool ok = false;
            ctx.now = now.toLongLong(&ok);
            if (!ok)
                throw UsageError { tr("--now wants unix seconds, not '%1'.").arg(now) };
        }
        verb.run(ctx);
        out.flush();
        return ExitOk;
    } catch (const UsageError &e) {
        out.flush();
        err << QStringLiteral("askr-deskctl %1: ").arg(verb.name) << e.message << '\n'
            << tr("Run 'askr-deskctl %1 --help' for its options.").arg(verb.name) << '\n';
        return ExitUsage;
    } catch (const Failure &e) {
        out.flush();
        err << QStringLiteral("askr-deskctl %1: ").arg(verb.name) << e.message << '\n';
        return ExitFailed;
    } catch (const Error &e) {
        out.flush();
        err << QStringLiteral("askr-deskctl %1: ").arg(verb.name) << e.message() << '\n';
        return ExitFailed;
    }
}

} // namespace

int run(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    const QString first = arguments.value(1);
    if (first.isEmpty()) {
        err << usage();
        return ExitUsage;
    }
    if (first == QLatin1String("--help") || first == QLatin1String("-h") || first == QLatin1String("help")) {
        out << usage();
        return ExitOk;
    }
    if (first == QLatin1String("--version")) {
        out << "askr-deskctl " << ASKRDESK_VERSION_STRING << '\n';
        return ExitOk;
    }
    for (const Verb &verb : allVerbs())
        if (verb.name == first)
            return runVerb(verb, arguments, out, err);
    err << tr("askr-deskctl: unknown verb '%1'.").arg(first) << "\n\n" << usage();
    return ExitUsage;
}

} // namespace askr::cli
