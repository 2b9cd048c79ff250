#pragma once

#include "document.h"
#include "executor.h"
#include "rowsink.h"
#include "value.h"

#include <QByteArray>
#include <QString>

#include <functional>
#include <memory>
#include <stdexcept>
#include <string>
#include <unordered_map>
#include <vector>

struct sqlite3;
struct sqlite3_stmt;

namespace askr::contracts {

// A failed SQLite call, with a message a person can act on.
class Error : public std::runtime_error
{
public:
    Error(int code, const QString &message, const QString &operation = {});
    int code() const { return m_code; } // primary result code (SQLITE_BUSY, ...)
    int extendedCode() const { return m_extended; }
    const QString &message() const { return m_message; }
    const QString &operation() const { return m_operation; }
    // The parameters the operation ran with, shortened (for the log).
    const QString &parameters() const { return m_parameters; }
    void setExtendedCode(int code) { m_extended = code; }
    void setParameters(const QString &parameters) { m_parameters = parameters; }

private:
    int m_code;
    int m_extended;
    QString m_message;
    QString m_operation;
    QString m_parameters;
};

// One SQLite connection with the settings every connection of this app must
// have: trusted_schema off, defensive mode, a busy timeout. It caches prepared
// statements, and can replace unixepoch() with a controllable clock.
class Connection
{
public:
    struct Options {
        int busyTimeoutMs = 5000;
    };

    // uri is passed to sqlite3_open_v2 with SQLITE_OPEN_URI; flags are
    // SQLITE_OPEN_READONLY or SQLITE_OPEN_READWRITE|SQLITE_OPEN_CREATE.
    // With a FileOpener set (executor.h), a file is opened through it.
    static std::unique_ptr<Connection> open(const QByteArray &uri, int flags, const Options &options);
    static std::unique_ptr<Connection> open(const QByteArray &uri, int flags) { return open(uri, flags, Options{}); }
    static std::unique_ptr<Connection> openMemory();
    // A connection whose operations run on a server (see Executor): it has
    // no SQLite handle, and handle() is null.
    static std::unique_ptr<Connection> openRemote(std::unique_ptr<Executor> executor);
    ~Connection();
    Connection(const Connection &) = delete;
    Connection &operator=(const Connection &) = delete;

    sqlite3 *handle() const { return m_db; }
    // What runs this connection's operations elsewhere (a server, or the
    // database process), null for a file opened here.
    Executor *remote() const { return m_remote.get(); }
    // A libSQL server: no file to check.
    bool isServer() const { return m_remote && m_remote->isServer(); }

    // Replaces unixepoch() (zero arguments) on this connection. Tests use it
    // to control time; pass nullptr to restore SQLite's own.
    void setClock(std::function<qint64()> clock);
    qint64 now() const; // the clock in force, or the system time

    sqlite3_stmt *prepare(const std::string &sql, const QString &operation = {});
    // Runs SQL that has no parameters and no result (used for transaction
    // control and schema installs).
    void exec(const std::string &sql, const QString &operation = {});
    bool inTransaction() const;
    // Rolls back the open transaction, if any, ignoring failures (cleanup
    // on the way out of an error).
    void rollbackQuietly() noexcept;

    // Bytes the statement cache holds, for tests and diagnostics.
    size_t cachedStatements() const { return m_cache.size(); }
    void clearStatementCache();

    // Counts each operation run, by "contract.Name" (for coverage tests).
    std::function<void(const OperationDef &)> onOperation;

    [[noreturn]] void raise(int rc, const QString &operation, const QString &context = {}) const;

private:
    explicit Connection(sqlite3 *db);
    sqlite3 *m_db = nullptr;
    std::unique_ptr<Executor> m_remote;
    std::unordered_map<std::string, sqlite3_stmt *> m_cache;
    std::function<qint64()> m_clock;
};

// Runs an operation: binds each :name from params (TEXT and BLOB values are
// bound with the type the parameter table gives), runs its statements in one
// transaction when there are several (IMMEDIATE when the document says so; a
// savepoint when a transaction is already open), and checks the row count
// that its kind promises.
Result execute(Connection &db, const OperationDef &op, const Params &params);

// As above, the rows going to sink (the result's rows and columns stay
// empty; its changes are set). A local file's connection only.
Result execute(Connection &db, const OperationDef &op, const Params &params, RowSink *sink);

// Installs a contract's schema (only ever on a database the user creates or
// asks to complete, in read-write mode).
void install(Connection &db, const ContractDoc &contract);
void install(Connection &db, const std::vector<StatementDef> &schema, const QString &what);

} // namespace askr::contracts
