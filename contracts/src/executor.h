#pragma once

#include "document.h"
#include "value.h"

#include <QByteArray>
#include <QString>

#include <functional>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace askr::contracts {

using Params = std::vector<std::pair<std::string, Value>>;

// What a server says it is: the database the others follow, or one that
// follows a primary (and forwards writes to it).
enum class ServerRole { Unknown, Primary, Replica };

struct Result {
    std::vector<std::string> columns;
    std::vector<std::vector<Value>> rows;
    qint64 changes = 0; // rows changed by the last statement

    int column(const std::string &name) const; // -1 if absent
    const Value &at(size_t row, const std::string &name) const;
};

// What runs a contract operation's statements somewhere other than a local
// SQLite handle (a libSQL server over Hrana). A Connection that holds one
// hands every operation to it, so the typed API and everything above it do
// not know where the statements run. Failures are thrown as contracts::Error
// whose message says what to do.
class Executor
{
public:
    virtual ~Executor() = default;
    // Binds each :name from params and runs the statements, all or nothing
    // when there are several (or op.immediate). Row counts are checked by
    // the caller.
    virtual Result run(const OperationDef &op, const Params &params) = 0;
    // Statements without parameters, in one transaction (schema installs).
    virtual void runScript(const std::vector<std::string> &statements, const QString &what) = 0;
    // A number that grows whenever the database changes (its replication
    // index), as of the last answer; -1 before any.
    virtual qint64 changeMark() const = 0;
    // Where the statements go, for messages (never holds a token).
    virtual QString describe() const = 0;
    // A controlled clock for unixepoch() (tests, --now); null: the server's.
    virtual void setClock(std::function<qint64()> clock) = 0;
    // Asks the server whether it is a primary or a replica; Unknown where it
    // does not say (or refuses this token the question).
    virtual ServerRole askRole() { return ServerRole::Unknown; }

    // A server (Hrana) has no file of ours to check; a database process of
    // our own (storage's HostExecutor) runs a file's connection elsewhere
    // and behaves as one.
    virtual bool isServer() const { return true; }
    // SQL without parameters or result (transaction control): by default
    // one script of its own. BEGIN opens a transaction that later requests
    // run in, until COMMIT or ROLLBACK.
    virtual void exec(const std::string &sql, const QString &what) { runScript({sql}, what); }
    // Whether a transaction is open across requests.
    virtual bool inTransaction() const { return false; }
    // Interrupts the statement running for this executor, from any thread.
    virtual void interrupt() {}
};

// Where Connection::open sends a file when set: a process that must not
// hold SQLite connections (the window's, see docs/reliability.md) has every
// file opened by another process instead. Set once, before any open.
using FileOpener = std::function<std::unique_ptr<Executor>(const QByteArray &uri, int flags)>;
void setFileOpener(FileOpener opener);
bool hasFileOpener();

// The advice for a SQLite result code (primary or extended), empty if none.
QString adviceFor(int code);

} // namespace askr::contracts
