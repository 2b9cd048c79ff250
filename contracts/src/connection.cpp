#include "connection.h"
#include "binding.h"

#include <QDateTime>
#include <QStringList>

#include <sqlite3.h>

namespace askr::contracts {

Error::Error(int code, const QString &message, const QString &operation)
    : std::runtime_error((operation.isEmpty() ? message : operation + QLatin1String(": ") + message).toStdString())
    , m_code(code & 0xff)
    , m_extended(code)
    , m_message(message)
    , m_operation(operation)
{
}

namespace {

void clockFunction(sqlite3_context *ctx, int, sqlite3_value **)
{
    auto *clock = static_cast<std::function<qint64()> *>(sqlite3_user_data(ctx));
    sqlite3_result_int64(ctx, (*clock)());
}

} // namespace

QString adviceFor(int rc)
{
    // Extended codes first: a moved file is also SQLITE_READONLY, but reopening
    // read-write would not help.
    if (rc == SQLITE_READONLY_DBMOVED)
        return QStringLiteral("The database file was moved, renamed or deleted after it was opened; nothing was changed. Open the file again.");
    switch (rc & 0xff) {
    case SQLITE_BUSY:
    case SQLITE_LOCKED:
        return QStringLiteral("Another process holds the database's lock (a long write transaction). Try again in a moment (views refresh by themselves); "
                              "if it persists, find the process that keeps its transaction open.");
    case SQLITE_READONLY:
        return QStringLiteral("The database is open read-only; reopen it read-write to change it.");
    case SQLITE_CORRUPT:
        return QStringLiteral("The database file is damaged; run an integrity check and restore from a backup or a replica.");
    case SQLITE_NOTADB:
        return QStringLiteral("The file is not a SQLite database (or is encrypted); choose another file.");
    case SQLITE_FULL:
        return QStringLiteral("The disk or the database's page limit is full; nothing was changed. Free space and try again.");
    case SQLITE_CANTOPEN:
        return QStringLiteral("The file cannot be opened; check that it exists and that you may read it.");
    case SQLITE_CONSTRAINT:
        return QStringLiteral("A rule of this database's schema (NOT NULL, UNIQUE, CHECK or a foreign key) refused the change, so nothing was changed.");
    case SQLITE_INTERRUPT:
        return QStringLiteral("The query was cancelled.");
    case SQLITE_IOERR:
        return QStringLiteral("The operating system reported an I/O error; check the disk and the file.");
    case SQLITE_AUTH:
        return QStringLiteral("The server refused the token. Give a valid one (--token-file FILE, the ASKR_TOKEN environment variable, or the Open Remote "
                              "Database dialog); ask whoever runs the server for a new one if it expired.");
    case SQLITE_PERM:
        return QStringLiteral("The server's token does not allow this. Ask for a token with the access you need.");
    default:
        return {};
    }
}

Connection::Connection(sqlite3 *db)
    : m_db(db)
{
}

Connection::~Connection()
{
    clearStatementCache();
    sqlite3_close_v2(m_db);
}

namespace {
FileOpener &fileOpener()
{
    static FileOpener opener;
    return opener;
}
} // namespace

void setFileOpener(FileOpener opener)
{
    fileOpener() = std::move(opener);
}

bool hasFileOpener()
{
    return bool(fileOpener());
}

std::unique_ptr<Connection> Connection::open(const QByteArray &uri, int flags, const Options &options)
{
    if (fileOpener() && uri != ":memory:")
        return openRemote(fileOpener()(uri, flags));
    sqlite3 *db = nullptr;
    const int rc = sqlite3_open_v2(uri.constData(), &db, flags | SQLITE_OPEN_URI | SQLITE_OPEN_NOMUTEX, nullptr);
    if (rc != SQLITE_OK) {
        const QString msg = db ? QString::fromUtf8(sqlite3_errmsg(db)) : QStringLiteral("out of memory");
        sqlite3_close_v2(db);
        Error err(rc, msg + (adviceFor(rc).isEmpty() ? QString() : QLatin1String(". ") + adviceFor(rc)));
        throw err;
    }
    sqlite3_extended_result_codes(db, 1);
    // A database file is untrusted input: schema-defined views and triggers
    // may not call functions with side effects, and defensive mode forbids
    // writes that could corrupt it (writable_schema and the like).
    sqlite3_db_config(db, SQLITE_DBCONFIG_TRUSTED_SCHEMA, 0, nullptr);
    sqlite3_db_config(db, SQLITE_DBCONFIG_DEFENSIVE, 1, nullptr);
    sqlite3_db_config(db, SQLITE_DBCONFIG_ENABLE_LOAD_EXTENSION, 0, nullptr);
    sqlite3_busy_timeout(db, options.busyTimeoutMs);
    return std::unique_ptr<Connection>(new Connection(db));
}

std::unique_ptr<Connection> Connection::openRemote(std::unique_ptr<Executor> executor)
{
    std::unique_ptr<Connection> db(new Connection(nullptr));
    db->m_remote = std::move(executor);
    return db;
}

std::unique_ptr<Connection> Connection::openMemory()
{
    return open(QByteArrayLiteral(":memory:"), SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
}

void Connection::setClock(std::function<qint64()> clock)
{
    clearStatementCache();
    if (m_remote) {
        m_clock = clock;
        m_remote->setClock(std::move(clock));
        return;
    }
    // Without a clock, an app-defined function that reads the system time
    // stays registered: removing the override would leave statements that
    // were prepared against it unable to find unixepoch() at all.
    m_clock = clock ? std::move(clock) : std::function<qint64()>([] { return QDateTime::currentSecsSinceEpoch(); });
    // Innocuous so that schema objects (askr_cache_live, column defaults) may
    // call it with trusted_schema off, as they may call the built-in one.
    const int rc = sqlite3_create_function_v2(m_db, "unixepoch", 0, SQLITE_UTF8 | SQLITE_INNOCUOUS, &m_clock, clockFunction, nullptr, nullptr,
                                              nullptr);
    if (rc != SQLITE_OK)
        raise(rc, QStringLiteral("setClock"));
}

qint64 Connection::now() const
{
    return m_clock ? m_clock() : QDateTime::currentSecsSinceEpoch();
}

void Connection::clearStatementCache()
{
    for (auto &[sql, stmt] : m_cache)
        sqlite3_finalize(stmt);
    m_cache.clear();
}

void Connection::raise(int rc, const QString &operation, const QString &context) const
{
    QString msg = QString::fromUtf8(sqlite3_errmsg(m_db));
    if (!context.isEmpty())
        msg += QLatin1String(" (") + context + QLatin1Char(')');
    QString hint = adviceFor(rc);
    // trusted_schema=OFF refusing a view or trigger of the file.
    if (hint.isEmpty() && msg.startsWith(QLatin1String("unsafe use of")))
        hint = QStringLiteral("A view or trigger in this database calls a function that untrusted files may not call, so nothing was run. "
                              "Check the file's schema: it was not written by the Askr runtime.");
    if (!hint.isEmpty())
        msg += QLatin1String(". ") + hint;
    throw Error(rc, msg, operation);
}

sqlite3_stmt *Connection::prepare(const std::string &sql, const QString &operation)
{
    if (m_remote)
        throw Error(SQLITE_MISUSE, QStringLiteral("statements of a remote database run through its executor"), operation);
    auto it = m_cache.find(sql);
    if (it != m_cache.end())
        return it->second;
    sqlite3_stmt *stmt = nullptr;
    const int rc = sqlite3_prepare_v3(m_db, sql.c_str(), int(sql.size()), SQLITE_PREPARE_PERSISTENT, &stmt, nullptr);
    if (rc != SQLITE_OK)
        raise(rc, operation);
    m_cache.emplace(sql, stmt);
    return stmt;
}

void Connection::exec(const std::string &sql, const QString &operation)
{
    if (m_remote) {
        m_remote->exec(sql, operation);
        return;
    }
    char *err = nullptr;
    const int rc = sqlite3_exec(m_db, sql.c_str(), nullptr, nullptr, &err);
    sqlite3_free(err);
    if (rc != SQLITE_OK)
        raise(rc, operation);
}

bool Connection::inTransaction() const
{
    if (m_remote)
        return m_remote->inTransaction();
    return sqlite3_get_autocommit(m_db) == 0;
}

void Connection::rollbackQuietly() noexcept
{
    if (!inTransaction())
        return;
    if (!m_remote) {
        sqlite3_exec(m_db, "ROLLBACK", nullptr, nullptr, nullptr);
        return;
    }
    try {
        m_remote->exec("ROLLBACK", QStringLiteral("rollback"));
    } catch (...) {
        // The process that held the transaction is gone, and SQLite has
        // rolled it back with it.
    }
}

int Result::column(const std::string &name) const
{
    for (size_t i = 0; i < columns.size(); ++i)
        if (columns[i] == name)
            return int(i);
    return -1;
}

const Value &Result::at(size_t row, const std::string &name) const
{
    const int c = column(name);
    if (c < 0 || row >= rows.size())
        throw Error(SQLITE_RANGE, QStringLiteral("no column %1 in row %2").arg(QString::fromStdString(name)).arg(row));
    return rows[row][size_t(c)];
}

Value::Kind bindingKind(const Value &value, const ParamDef *def, const QString &operation)
{
    Value::Kind kind = value.kind();
    if (def && (kind == Value::Text || kind == Value::Blob))
        kind = def->type == ParamType::Blob ? Value::Blob : def->type == ParamType::Text ? Value::Text : kind;
    if (def && !def->nullable && value.isNull())
        throw Error(SQLITE_MISUSE, QStringLiteral("parameter :%1 may not be null").arg(QString::fromStdString(def->name)), operation);
    return kind;
}

namespace {

void bindValue(Connection &db, sqlite3_stmt *stmt, int index, const Value &value, const ParamDef *def, const QString &op)
{
    int rc = SQLITE_OK;
    switch (bindingKind(value, def, op)) {
    case Value::Null:
        rc = sqlite3_bind_null(stmt, index);
        break;
    case Value::Integer:
        rc = sqlite3_bind_int64(stmt, index, value.toInt());
        break;
    case Value::Real:
        rc = sqlite3_bind_double(stmt, index, value.toReal());
        break;
    case Value::Text: {
        const QByteArray b = value.toBytes();
        rc = sqlite3_bind_text64(stmt, index, b.constData(), sqlite3_uint64(b.size()), SQLITE_TRANSIENT, SQLITE_UTF8);
        break;
    }
    case Value::Blob: {
        const QByteArray b = value.toBytes();
        rc = sqlite3_bind_blob64(stmt, index, b.constData(), sqlite3_uint64(b.size()), SQLITE_TRANSIENT);
        break;
    }
    }
    if (rc != SQLITE_OK)
        db.raise(rc, op);
}

Value columnValue(sqlite3_stmt *stmt, int i)
{
    switch (sqlite3_column_type(stmt, i)) {
    case SQLITE_INTEGER:
        return Value::integer(sqlite3_column_int64(stmt, i));
    case SQLITE_FLOAT:
        return Value::real(sqlite3_column_double(stmt, i));
    case SQLITE_TEXT: {
        const auto *p = reinterpret_cast<const char *>(sqlite3_column_text(stmt, i));
        return Value::text(QByteArray(p, sqlite3_column_bytes(stmt, i)));
    }
    case SQLITE_BLOB: {
        const auto *p = static_cast<const char *>(sqlite3_column_blob(stmt, i));
        return Value::blob(QByteArray(p, sqlite3_column_bytes(stmt, i)));
    }
    default:
        return {};
    }
}

// Undoes what a failed operation began (its own transaction or savepoint).
void rollBack(Connection &db, bool transactional, bool nested)
{
    if (!transactional)
        return;
    if (nested)
        sqlite3_exec(db.handle(), "ROLLBACK TO askr_op; RELEASE askr_op", nullptr, nullptr, nullptr);
    else if (db.inTransaction())
        sqlite3_exec(db.handle(), "ROLLBACK", nullptr, nullptr, nullptr);
}

// ":name=value, ..." with long values cut, so that a payload does not flood
// the log.
QString describe(const Params &params)
{
    QStringList parts;
    for (const auto &[name, value] : params) {
        QString text;
        switch (value.kind()) {
        case Value::Null:
            text = QStringLiteral("NULL");
            break;
        case Value::Integer:
            text = QString::number(value.toInt());
            break;
        case Value::Real:
            text = QString::number(value.toReal());
            break;
        case Value::Text:
            text = QLatin1Char('\'') + QString::fromUtf8(value.toBytes().left(60)) + QLatin1Char('\'');
            break;
        case Value::Blob:
            text = QStringLiteral("<%1 bytes>").arg(value.toBytes().size());
            break;
        }
        if (value.kind() == Value::Text && value.toBytes().size() > 60)
            text += QStringLiteral("…");
        parts << QLatin1Char(':') + QString::fromStdString(name) + QLatin1Char('=') + text;
    }
    return parts.join(QLatin1String(", "));
}

// Resets the statement whatever happens, so that no read stays open.
struct StatementGuard {
    sqlite3_stmt *stmt;
    ~StatementGuard()
    {
        sqlite3_reset(stmt);
        sqlite3_clear_bindings(stmt);
    }
};

} // namespace

namespace {

void checkRowCount(const OperationDef &op, size_t rows, const QString &opName, const Params &params)
{
    if ((op.returns == Returns::One && rows != 1) || (op.returns == Returns::Opt && rows > 1)) {
        Error e(SQLITE_MISMATCH,
                QString::fromLatin1(op.returns == Returns::One ? "expected exactly one row, got %1" : "expected at most one row, got %1").arg(rows),
                opName);
        e.setParameters(describe(params));
        throw e;
    }
}

} // namespace

Result execute(Connection &db, const OperationDef &op, const Params &params)
{
    return execute(db, op, params, nullptr);
}

Result execute(Connection &db, const OperationDef &op, const Params &params, RowSink *sink)
{
    const QString opName = QString::fromStdString(op.contract + "." + op.name);
    if (db.onOperation)
        db.onOperation(op);
    if (Executor *remote = db.remote()) {
        Result result = remote->run(op, params);
        checkRowCount(op, result.rows.size(), opName, params);
        if (sink)
            throw Error(SQLITE_MISUSE, QStringLiteral("rows to a sink are read from a file only"), opName);
        return result;
    }
    const bool transactional = op.statements.size() > 1 || op.immediate;
    const bool nested = transactional && db.inTransaction();
    if (transactional)
        db.exec(nested ? "SAVEPOINT askr_op" : op.immediate ? "BEGIN IMMEDIATE" : "BEGIN", opName);
    Result result;
    size_t rowCount = 0;
    try {
        for (const auto &st : op.statements) {
            sqlite3_stmt *stmt = db.prepare(st.sql, opName);
            StatementGuard guard{stmt};
            const int count = sqlite3_bind_parameter_count(stmt);
            for (int i = 1; i <= count; ++i) {
                const char *rawName = sqlite3_bind_parameter_name(stmt, i);
                const std::string name = rawName ? std::string(rawName + 1) : std::string();
                const Value *value = nullptr;
                for (const auto &[n, v] : params)
                    if (n == name) {
                        value = &v;
                        break;
                    }
                if (!value)
                    throw Error(SQLITE_MISUSE, QStringLiteral("missing parameter :%1").arg(QString::fromStdString(name)), opName);
                const ParamDef *def = nullptr;
                for (const auto &p : op.params)
                    if (p.name == name)
                        def = &p;
                bindValue(db, stmt, i, *value, def, opName);
            }
            const int ncol = sqlite3_column_count(stmt);
            const bool returnsRows = ncol > 0;
            if (returnsRows) {
                result.columns.clear();
                result.rows.clear();
                rowCount = 0;
                if (sink)
                    sink->begin(stmt, ncol);
                else
                    for (int i = 0; i < ncol; ++i)
                        result.columns.emplace_back(sqlite3_column_name(stmt, i));
            }
            int rc;
            while ((rc = sqlite3_step(stmt)) == SQLITE_ROW) {
                ++rowCount;
                if (sink) {
                    sink->row(stmt, ncol);
                    continue;
                }
                std::vector<Value> row;
                row.reserve(size_t(ncol));
                for (int i = 0; i < ncol; ++i)
                    row.push_back(columnValue(stmt, i));
                result.rows.push_back(std::move(row));
            }
            if (rc != SQLITE_DONE)
                db.raise(rc, opName, QStringLiteral("line %1 of %2").arg(st.line).arg(QString::fromStdString(op.file)));
            result.changes = sqlite3_changes64(db.handle());
        }
        if (transactional)
            db.exec(nested ? "RELEASE askr_op" : "COMMIT", opName);
    } catch (Error &e) {
        rollBack(db, transactional, nested);
        e.setParameters(describe(params));
        throw;
    } catch (...) {
        rollBack(db, transactional, nested);
        throw;
    }
    checkRowCount(op, rowCount, opName, params);
    return result;
}

void install(Connection &db, const std::vector<StatementDef> &schema, const QString &what)
{
    if (Executor *remote = db.remote()) {
        std::vector<std::string> statements;
        for (const auto &st : schema)
            statements.push_back(st.sql);
        remote->runScript(statements, what);
        return;
    }
    const bool outer = !db.inTransaction();
    if (outer)
        db.exec("BEGIN IMMEDIATE", what);
    try {
        for (const auto &st : schema)
            db.exec(st.sql, what);
        if (outer)
            db.exec("COMMIT", what);
    } catch (...) {
        if (outer)
            db.rollbackQuietly();
        throw;
    }
}

void install(Connection &db, const ContractDoc &contract)
{
    install(db, contract.schema, QString::fromStdString(contract.name + " schema"));
}

} // namespace askr::contracts
