#include "benchcommon.h"

#include "askr_contracts_api.h"

#include <QCoreApplication>
#include <QFile>
#include <QTimer>
#include <QStringList>

#include <sqlite3.h>
#include <unistd.h>

#include <algorithm>
#include <ctime>
#include <cstdio>

namespace askr::bench {

using contracts::Error;
using contracts::Value;

void setPragma(contracts::Connection &db, const char *name, const char *value)
{
    db.exec(std::string("PRAGMA ") + name + " = " + value);
}

void checkpoint(contracts::Connection &db)
{
    db.exec("PRAGMA wal_checkpoint(TRUNCATE)");
}

const contracts::OperationDef &operation(const char *contract, const char *name)
{
    const auto *doc = contracts::builtinContracts().find(contract);
    const auto *op = doc ? doc->find(name) : nullptr;
    if (!op)
        throw Error(SQLITE_ERROR, QStringLiteral("no operation %1.%2").arg(QLatin1String(contract), QLatin1String(name)));
    return *op;
}

// ---- RawDb ------------------------------------------------------------------

RawDb::RawDb(const QByteArray &path)
{
    const int rc = sqlite3_open_v2(path.constData(), &m_db, SQLITE_OPEN_READWRITE, nullptr);
    if (rc != SQLITE_OK) {
        const QString msg = QString::fromUtf8(sqlite3_errmsg(m_db));
        sqlite3_close_v2(m_db);
        throw Error(rc, msg);
    }
    sqlite3_busy_timeout(m_db, 5000);
}

RawDb::~RawDb()
{
    for (auto &[sql, stmt] : m_statements)
        sqlite3_finalize(stmt);
    sqlite3_close_v2(m_db);
}

sqlite3_stmt *RawDb::prepare(const std::string &sql)
{
    auto it = m_statements.find(sql);
    if (it != m_statements.end())
        return it->second;
    sqlite3_stmt *stmt = nullptr;
    const int rc = sqlite3_prepare_v2(m_db, sql.c_str(), int(sql.size()), &stmt, nullptr);
    if (rc != SQLITE_OK)
        throw Error(rc, QString::fromUtf8(sqlite3_errmsg(m_db)), QStringLiteral("raw prepare"));
    m_statements.emplace(sql, stmt);
    return stmt;
}

qint64 RawDb::step(sqlite3_stmt *stmt, const Binds &binds)
{
    const int count = sqlite3_bind_parameter_count(stmt);
    for (int i = 1; i <= count; ++i) {
        const char *name = sqlite3_bind_parameter_name(stmt, i);
        auto it = name ? binds.find(name + 1) : binds.end();
        if (it == binds.end())
            throw Error(SQLITE_MISUSE, QStringLiteral("raw: missing parameter %1").arg(QLatin1String(name ? name : "?")));
        const Value &v = it->second;
        switch (v.kind()) {
        case Value::Null:
            sqlite3_bind_null(stmt, i);
            break;
        case Value::Integer:
            sqlite3_bind_int64(stmt, i, v.toInt());
            break;
        case Value::Real:
            sqlite3_bind_double(stmt, i, v.toReal());
            break;
        case Value::Text: {
            const QByteArray b = v.toBytes();
            sqlite3_bind_text(stmt, i, b.constData(), int(b.size()), SQLITE_TRANSIENT);
            break;
        }
        case Value::Blob: {
            const QByteArray b = v.toBytes();
            sqlite3_bind_blob(stmt, i, b.constData(), int(b.size()), SQLITE_TRANSIENT);
            break;
        }
        }
    }
    qint64 rows = 0;
    m_last = Value();
    m_lastSecond = Value();
    const int ncol = sqlite3_column_count(stmt);
    int rc;
    // Every column is read, as a caller that uses the rows would; the bytes
    // are touched but not copied anywhere.
    volatile qint64 sink = 0;
    while ((rc = sqlite3_step(stmt)) == SQLITE_ROW) {
        ++rows;
        for (int c = 0; c < ncol; ++c) {
            switch (sqlite3_column_type(stmt, c)) {
            case SQLITE_INTEGER:
                sink = sink + sqlite3_column_int64(stmt, c);
                break;
            case SQLITE_FLOAT:
                sink = sink + qint64(sqlite3_column_double(stmt, c));
                break;
            case SQLITE_TEXT:
                sink = sink + qint64(reinterpret_cast<quintptr>(sqlite3_column_text(stmt, c))) + sqlite3_column_bytes(stmt, c);
                break;
            case SQLITE_BLOB:
                sink = sink + qint64(reinterpret_cast<quintptr>(sqlite3_column_blob(stmt, c))) + sqlite3_column_bytes(stmt, c);
                break;
            default:
                break;
            }
        }
        if (ncol > 0) {
            switch (sqlite3_column_type(stmt, 0)) {
            case SQLITE_INTEGER:
                m_last = Value::integer(sqlite3_column_int64(stmt, 0));
                break;
            case SQLITE_TEXT:
                m_last = Value::text(QByteArray(reinterpret_cast<const char *>(sqlite3_column_text(stmt, 0)), sqlite3_column_bytes(stmt, 0)));
                break;
            default:
                m_last = Value();
            }
            m_lastSecond = ncol > 1 && sqlite3_column_type(stmt, 1) == SQLITE_INTEGER ? Value::integer(sqlite3_column_int64(stmt, 1)) : Value();
        }
    }
    const int stepRc = rc;
    sqlite3_reset(stmt);
    sqlite3_clear_bindings(stmt);
    if (stepRc != SQLITE_DONE)
        throw Error(stepRc, QString::fromUtf8(sqlite3_errmsg(m_db)), QStringLiteral("raw step"));
    return rows;
}

qint64 RawDb::run(const contracts::OperationDef &op, const Binds &binds, qint64 *changes)
{
    const bool transactional = op.statements.size() > 1 || op.immediate;
    if (transactional)
        exec(op.immediate ? "BEGIN IMMEDIATE" : "BEGIN");
    qint64 rows = 0;
    try {
        for (const auto &st : op.statements) {
            sqlite3_stmt *stmt = prepare(st.sql);
            const qint64 n = step(stmt, binds);
            if (sqlite3_column_count(stmt) > 0)
                rows = n;
            if (changes)
                *changes = sqlite3_changes64(m_db);
        }
        if (transactional)
            exec("COMMIT");
    } catch (...) {
        if (transactional && sqlite3_get_autocommit(m_db) == 0)
            sqlite3_exec(m_db, "ROLLBACK", nullptr, nullptr, nullptr);
        throw;
    }
    return rows;
}

qint64 RawDb::runSql(const std::string &sql, const Binds &binds, qint64 *changes)
{
    const qint64 rows = step(prepare(sql), binds);
    if (changes)
        *changes = sqlite3_changes64(m_db);
    return rows;
}

qint64 RawDb::scalar(const std::string &sql, const Binds &binds)
{
    runSql(sql, binds);
    return m_last.toInt();
}

void RawDb::exec(const std::string &sql)
{
    char *err = nullptr;
    const int rc = sqlite3_exec(m_db, sql.c_str(), nullptr, nullptr, &err);
    const QString msg = QString::fromUtf8(err ? err : "");
    sqlite3_free(err);
    if (rc != SQLITE_OK)
        throw Error(rc, msg, QString::fromStdString(sql));
}

// ---- statistics -------------------------------------------------------------

double Samples::medianOf(std::vector<double> s)
{
    if (s.empty())
        return -1;
    std::sort(s.begin(), s.end());
    const size_t n = s.size();
    return n % 2 ? s[n / 2] : (s[n / 2 - 1] + s[n / 2]) / 2;
}

double Samples::min() const
{
    return ms.empty() ? -1 : *std::min_element(ms.begin(), ms.end());
}

double Samples::max() const
{
    return ms.empty() ? -1 : *std::max_element(ms.begin(), ms.end());
}

namespace {

double cpuNow(Stopwatch::Scope scope)
{
    timespec ts{};
    clock_gettime(scope == Stopwatch::Thread ? CLOCK_THREAD_CPUTIME_ID : CLOCK_PROCESS_CPUTIME_ID, &ts);
    return double(ts.tv_sec) * 1e3 + double(ts.tv_nsec) / 1e6;
}

} // namespace

void Stopwatch::start()
{
    m_cpuStart = cpuNow(m_scope);
    m_wall.start();
}

double Stopwatch::elapsedMs() const
{
    return double(m_wall.nsecsElapsed()) / 1e6;
}

double Stopwatch::cpuMs() const
{
    return cpuNow(m_scope) - m_cpuStart;
}

void Stopwatch::stop(Samples &into) const
{
    into.ms.push_back(elapsedMs());
    into.cpu.push_back(cpuMs());
}

Samples measure(int reps, int warmup, const std::function<void()> &fn, Stopwatch::Scope scope)
{
    for (int i = 0; i < warmup; ++i)
        fn();
    Samples s;
    Stopwatch t(scope);
    for (int i = 0; i < reps; ++i) {
        t.start();
        fn();
        t.stop(s);
    }
    return s;
}

QString formatMs(double ms)
{
    if (ms < 0)
        return QStringLiteral("—");
    if (ms < 1)
        return QString::number(ms * 1000, 'f', 0) + QStringLiteral(" µs");
    if (ms < 10)
        return QString::number(ms, 'f', 2) + QStringLiteral(" ms");
    if (ms < 1000)
        return QString::number(ms, 'f', 1) + QStringLiteral(" ms");
    return QString::number(ms / 1000, 'f', 2) + QStringLiteral(" s");
}

void printTable(const QString &title, const std::vector<ResultRow> &rows)
{
    std::printf("\n### %s\n\n", qPrintable(title));
    std::printf("| operation | N | median | CPU | raw SQLite median | raw CPU | ratio | CPU ratio | note |\n");
    std::printf("| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |\n");
    auto ratio = [](double a, double b) { return a >= 0 && b > 0 ? QString::number(a / b, 'f', 2) + QStringLiteral("x") : QStringLiteral("—"); };
    for (const auto &r : rows) {
        std::printf("| %s | %s | %s | %s | %s | %s | %s | %s | %s |\n", qPrintable(r.operation), qPrintable(r.n), qPrintable(formatMs(r.app.median())),
                    qPrintable(formatMs(r.app.cpuMedian())), qPrintable(formatMs(r.raw.median())), qPrintable(formatMs(r.raw.cpuMedian())),
                    qPrintable(ratio(r.app.median(), r.raw.median())), qPrintable(ratio(r.app.cpuMedian(), r.raw.cpuMedian())), qPrintable(r.note));
    }
    std::fflush(stdout);
}

void printFigures(const QString &title, const std::vector<Figure> &rows)
{
    std::printf("\n### %s\n\n", qPrintable(title));
    std::printf("| measurement | database | value | note |\n");
    std::printf("| --- | --- | ---: | --- |\n");
    for (const auto &r : rows)
        std::printf("| %s | %s | %s | %s |\n", qPrintable(r.what), qPrintable(r.n), qPrintable(r.value), qPrintable(r.note));
    std::fflush(stdout);
}

bool waitFor(const std::function<bool()> &done, int timeoutMs)
{
    QElapsedTimer t;
    t.start();
    QTimer tick; // wakes the loop now and then, for the timeout
    tick.start(20);
    while (!done()) {
        if (t.elapsed() > timeoutMs)
            return false;
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents);
    }
    return true;
}

// ---- /proc ------------------------------------------------------------------

namespace {

QByteArray procFile(qint64 pid, const char *name)
{
    QFile f(pid ? QStringLiteral("/proc/%1/%2").arg(pid).arg(QLatin1String(name)) : QStringLiteral("/proc/self/%1").arg(QLatin1String(name)));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll();
}

} // namespace

qint64 rssKb(qint64 pid)
{
    for (const QByteArray &line : procFile(pid, "status").split('\n'))
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').value(0).toLongLong();
    return -1;
}

qint64 pssKb(qint64 pid)
{
    for (const QByteArray &line : procFile(pid, "smaps_rollup").split('\n'))
        if (line.startsWith("Pss:"))
            return line.mid(4).trimmed().split(' ').value(0).toLongLong();
    return -1;
}

qint64 cpuTicks(qint64 pid)
{
    // Fields after the command name, which is in parentheses and may hold spaces.
    const QByteArray stat = procFile(pid, "stat");
    const int close = stat.lastIndexOf(')');
    if (close < 0)
        return -1;
    const QList<QByteArray> fields = stat.mid(close + 2).split(' ');
    // utime and stime are fields 14 and 15 of stat, i.e. 11 and 12 here.
    return fields.size() > 12 ? fields[11].toLongLong() + fields[12].toLongLong() : -1;
}

long ticksPerSecond()
{
    return sysconf(_SC_CLK_TCK);
}

std::pair<Samples, Samples> measurePair(int reps, const std::function<void()> &app, const std::function<void()> &raw, Stopwatch::Scope appScope)
{
    app();
    raw();
    Samples a, r;
    Stopwatch appWatch(appScope), rawWatch(Stopwatch::Thread);
    for (int i = 0; i < reps; ++i) {
        for (int k = 0; k < 2; ++k) {
            const bool appFirst = (i % 2 == 0) == (k == 0);
            Stopwatch &w = appFirst ? appWatch : rawWatch;
            w.start();
            (appFirst ? app : raw)();
            w.stop(appFirst ? a : r);
        }
    }
    return {a, r};
}

} // namespace askr::bench
