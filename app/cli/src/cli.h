#pragma once

#include "context.h"
#include "usageerror.h"
#include "verbfailure.h"
#include "verb.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonObject>
#include <QJsonValue>
#include <QStringList>
#include <QTextStream>

#include <functional>
#include <optional>
#include <stdexcept>
#include <vector>

namespace askr::contracts {
class Connection;
class Value;
} // namespace askr::contracts
namespace askr::operations {
struct Action;
}

namespace askr::cli {

// Translates under "askr::cli"; strings chosen at run time (verb summaries,
// plurals) are marked with QT_TRANSLATE_NOOP("askr::cli", ...) where written.
QString tr(const char *text);

enum ExitCode { ExitOk = 0, ExitFailed = 1, ExitUsage = 2 };

// "1 failed job" / "3 failed jobs" (one and many hold %1).
QString plural(qint64 n, const char *one, const char *many);
// Ids given as operands after the database and as --ids 1,2,3.
std::vector<qint64> ids(Context &ctx);
// What a verb that changes data prints: a sentence, or {"dry_run", "rows", ...}.
void reportChange(Context &ctx, qint64 rows, const QString &done, const QString &wouldDo, QJsonObject extra = {});
// Runs one action of the operations catalogue on the open database: its
// preview under --dry-run, else its apply, logged in the activity log; then
// reportChange() with its texts.
void runAction(Context &ctx, contracts::Connection &db, const operations::Action &action, std::function<QJsonObject()> extra = {});
// Settles the activity log's intents on ctx's database left by processes
// that stopped (IntentResolver), saying so on stderr.
void settleIntents(Context &ctx, contracts::Connection &db);

// cache.md's suggested lock patterns: Laravel's lock names behind any prefix.
QByteArray defaultLockPatterns();

QList<Verb> queueVerbs();
QList<Verb> cacheVerbs();
QList<Verb> pubsubVerbs();
QList<Verb> databaseVerbs();
QList<Verb> activityVerbs();
QList<Verb> serverVerbs();
QList<Verb> appVerbs();

// Runs the command line (arguments()[0] is the program); returns the exit code.
int run(const QStringList &arguments, QTextStream &out, QTextStream &err);

// Set by SIGINT and SIGTERM, so that --follow and simulate end cleanly.
bool interrupted();
void installInterruptHandler();

} // namespace askr::cli
