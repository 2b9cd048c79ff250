#pragma once

#include "storage/opener.h"
#include "storage/schemareport.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonValue>
#include <QStringList>
#include <QTextStream>

#include <optional>

namespace askr::contracts {
class Connection;
} // namespace askr::contracts

namespace askr::cli {

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
    QString path; // the database: a file, or a server's address (a Laravel application's folder until opened)
    QString appFolder; // set when path named a Laravel application folder: the file of it opened
    QByteArray token; // for a server: from --token-file or ASKR_TOKEN; never printed
    QString tokenSource; // where the token came from, for messages ("from ASKR_TOKEN")
    QStringList operands; // positional arguments after the database
    bool json = false;
    bool readOnly = false;
    bool dryRun = false;
    // --unlogged / --no-copy: go on when the activity log cannot be written
    // first (forget then keeps no copy).
    bool withoutLog = false;
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
    // Reads a Laravel application's failed_jobs: path, when it names the
    // application's folder, becomes the SQLite file that holds them (or a
    // Failure says why it cannot); returns the table's name there.
    QString resolveFailedJobs();
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
    // A key or name given as askr-deskctl prints it (operations::escapeName):
    // an option's value, or the operand at index; keyOperand also takes
    // --key-hex instead of the operand.
    std::optional<QByteArray> name(const QString &option) const;
    QByteArray nameOperand(int index, const QString &what) const;
    QByteArray keyOperand(const QString &what) const;

    // Output: one JSON document under --json.
    void printJson(const QJsonValue &value);

private:
    contracts::Connection &open(bool write);
    // path names a Laravel application's folder: path becomes the file that
    // holds the part asked for (the primitive's, or without one the
    // application's only askr file), or a Failure says why none. The table
    // of the part, for the failed jobs.
    QString resolveApplication(std::optional<int> part);
    std::optional<Primitive> m_for;
    storage::OpenPlan m_plan;
    storage::OpenedDatabase m_opened;
    storage::SchemaReport m_schema;
};

} // namespace askr::cli
