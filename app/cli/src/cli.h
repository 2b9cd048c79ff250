#pragma once

#include "opener.h"
#include "schemareport.h"

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

// A mistake on the command line: exit 2 with the message and a pointer to help.
struct UsageError
{
    QString message;
};
// Something went wrong doing it: exit 1 with a message that says what to do.
struct Failure
{
    QString message;
};

enum class Primitive { Queue, Cache, PubSub };

// One run of one verb: its parsed command line, its database and its output.
class Context
{
    // lupdate files tr() in members under the class name.
    Q_DECLARE_TR_FUNCTIONS(askr::cli::Context)

public:
    Context(QTextStream &out, QTextStream &err);
    ~Context();

    QCommandLineParser parser;
    QString verb;
    QString path; // the database: a file, or a server's address
    QByteArray token; // for a server: from --token-file or ASKR_TOKEN; never printed
    QStringList operands; // positional arguments after the database
    bool json = false;
    bool readOnly = false;
    bool dryRun = false;
    std::optional<qint64> now; // --now / ASKR_NOW: the clock, for reproducible ages
    QTextStream &out;
    QTextStream &err;

    // Opens the database for reading (never writing a byte of it), or for
    // writing, which is refused with a message under --read-only or when
    // the file cannot be written. Checks that it is a SQLite file.
    contracts::Connection &openForRead();
    contracts::Connection &openForWrite();
    // After a snapshot open: opens the database live read-only instead, if
    // that has become possible (a writer created its -shm).
    bool reopenLive();
    // Fails with a message unless the database holds a usable primitive.
    void require(Primitive primitive);
    // Opens for a verb on one primitive: for writing when the verb changes
    // data and this is not a dry run, else for reading; then require().
    contracts::Connection &openFor(Primitive primitive, bool writes);
    const storage::SchemaReport &schema() const { return m_schema; }
    const storage::OpenPlan &plan() const { return m_plan; }
    contracts::Connection &db();
    qint64 clock() const; // the time the connection's unixepoch() returns

    // Options.
    bool isSet(const QString &name) const { return parser.isSet(name); }
    std::optional<QByteArray> text(const QString &name) const;
    qint64 integer(const QString &name, qint64 fallback, qint64 min, qint64 max) const;
    std::optional<qint64> time(const QString &name) const; // --since 15m / @1700000000 / 2024-05-01T12:00
    std::optional<qint64> duration(const QString &name) const; // 90, 90s, 15m, 2h, 7d
    QByteArray operand(int index, const QString &what) const; // required positional after the database

    // Output: one JSON document under --json.
    void printJson(const QJsonValue &value);

private:
    contracts::Connection &open(bool write);
    storage::OpenPlan m_plan;
    storage::OpenedDatabase m_opened;
    storage::SchemaReport m_schema;
};

struct Verb
{
    QString name;
    const char *synopsis; // what follows the database, for usage
    const char *summary; // one line for the verb list
    bool writes = false; // changes data (unless --dry-run)
    bool hasDryRun = false;
    int maxOperands = 0; // positional arguments after the database; -1: any number
    std::function<void(QCommandLineParser &)> declare; // its own options
    std::function<void(Context &)> run;
};

// "1 failed job" / "3 failed jobs" (one and many hold %1).
QString plural(qint64 n, const char *one, const char *many);
// Ids given as operands after the database and as --ids 1,2,3.
std::vector<qint64> ids(Context &ctx);
// What a verb that changes data prints: a sentence, or {"dry_run", "rows", ...}.
void reportChange(Context &ctx, qint64 rows, const QString &done, const QString &wouldDo, QJsonObject extra = {});
// Runs one action of the operations catalogue on the open database: its
// preview under --dry-run, else its apply; then reportChange() with its texts.
void runAction(Context &ctx, contracts::Connection &db, const operations::Action &action, std::function<QJsonObject()> extra = {});

// cache.md's suggested lock patterns: Laravel's lock names behind any prefix.
QByteArray defaultLockPatterns();

QList<Verb> queueVerbs();
QList<Verb> cacheVerbs();
QList<Verb> pubsubVerbs();
QList<Verb> databaseVerbs();

// Runs the command line (arguments()[0] is the program); returns the exit code.
int run(const QStringList &arguments, QTextStream &out, QTextStream &err);

// Set by SIGINT and SIGTERM, so that --follow and simulate end cleanly.
bool interrupted();
void installInterruptHandler();

// Reads a key as the tool prints it: \xNN is a byte and \\ a backslash.
QByteArray unescapeKey(const QString &text);

} // namespace askr::cli
