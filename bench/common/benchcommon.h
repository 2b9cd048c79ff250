#pragma once

// What the benchmark programs share: connection set-up, the raw SQLite C API
// runner that the app's path is compared with, timing statistics, process
// figures from /proc, and the result table.

#include "connection.h"
#include "document.h"
#include "value.h"

#include <QByteArray>
#include <QElapsedTimer>
#include <QString>

#include <functional>
#include <map>
#include <string>
#include <vector>

struct sqlite3;
struct sqlite3_stmt;

namespace askr::bench {

// PRAGMA name = value on a bench connection (set-up, not an operation).
void setPragma(contracts::Connection &db, const char *name, const char *value);
// Folds the WAL back into the database file.
void checkpoint(contracts::Connection &db);

// The operation of the built-in contracts (those compiled into the typed API).
const contracts::OperationDef &operation(const char *contract, const char *name);

// The raw side of every comparison: a plain sqlite3 connection and the same SQL
// prepared once, bound by name and stepped, with every column read as SQLite
// hands it out. No app layer: no Value, no statement cache lookup by text, no
// progress handler.
class RawDb
{
public:
    explicit RawDb(const QByteArray &path);
    ~RawDb();
    RawDb(const RawDb &) = delete;
    RawDb &operator=(const RawDb &) = delete;
    sqlite3 *handle() const { return m_db; }

    using Binds = std::map<std::string, contracts::Value>;
    // Runs an operation's statements (in one transaction when it has several,
    // IMMEDIATE when the document says so). Returns the rows of the last
    // statement that returns columns; *changes gets the last statement's.
    qint64 run(const contracts::OperationDef &op, const Binds &binds, qint64 *changes = nullptr);
    // One statement of hand-written SQL, same treatment.
    qint64 runSql(const std::string &sql, const Binds &binds = {}, qint64 *changes = nullptr);
    // The first column of the first row of a hand-written statement.
    qint64 scalar(const std::string &sql, const Binds &binds = {});
    void exec(const std::string &sql);
    // The last row a statement returned (its first column), for callers that
    // need a key out of a raw page.
    const contracts::Value &lastFirstColumn() const { return m_last; }
    // Its second column (an integer, or null), for a key range.
    const contracts::Value &lastSecondColumn() const { return m_lastSecond; }

private:
    sqlite3_stmt *prepare(const std::string &sql);
    qint64 step(sqlite3_stmt *stmt, const Binds &binds);
    sqlite3 *m_db = nullptr;
    std::map<std::string, sqlite3_stmt *> m_statements;
    contracts::Value m_last;
    contracts::Value m_lastSecond;
};

// Repeated measurements of one operation: wall time, and CPU time, which a
// shared machine's load hardly changes (what the work costs, not what it waited).
struct Samples {
    std::vector<double> ms;
    std::vector<double> cpu;
    double median() const { return medianOf(ms); }
    double cpuMedian() const { return medianOf(cpu); }
    double min() const;
    double max() const;
    static double medianOf(std::vector<double> v);
};

// Measures wall and CPU time. Thread CPU time for work done on the calling
// thread; process CPU time when the work runs on other threads too (the
// session's worker).
class Stopwatch
{
public:
    enum Scope { Thread, Process };
    explicit Stopwatch(Scope scope = Thread)
        : m_scope(scope)
    {
    }
    void start();
    void stop(Samples &into) const;
    double elapsedMs() const;
    double cpuMs() const;

private:
    Scope m_scope;
    QElapsedTimer m_wall;
    double m_cpuStart = 0;
};

// Runs fn reps times (after warm-up runs).
Samples measure(int reps, int warmup, const std::function<void()> &fn, Stopwatch::Scope scope = Stopwatch::Thread);

// Runs both sides alternately (ABBA) after one warm-up run of each. The app
// side counts the whole process's CPU time when it hands work to the worker.
std::pair<Samples, Samples> measurePair(int reps, const std::function<void()> &app, const std::function<void()> &raw,
                                        Stopwatch::Scope appScope = Stopwatch::Thread);

// One line of the result table.
struct ResultRow {
    QString operation;
    QString n;
    Samples app;
    Samples raw; // the raw C API (or the stated reference); empty: none
    QString note;
};

// Prints the table as Markdown (the format docs/performance.md uses).
void printTable(const QString &title, const std::vector<ResultRow> &rows);

// A measurement with no raw counterpart (memory, CPU, paint, stalls).
struct Figure {
    QString what;
    QString n;
    QString value;
    QString note;
};
void printFigures(const QString &title, const std::vector<Figure> &rows);
QString formatMs(double ms);

// Runs the event loop until done() or the timeout. The thread sleeps between
// events: a loop that polled would take a core from the worker it waits for.
bool waitFor(const std::function<bool()> &done, int timeoutMs = 600000);

// Process figures from /proc.
qint64 rssKb(qint64 pid = 0);         // VmRSS; 0 = this process
// Proportional set size: a page shared by n processes counts 1/n in each.
// VmRSS counts the libraries two processes map (Qt Core, ICU, SQLite) once
// in each; summed over both, PSS counts them once.
qint64 pssKb(qint64 pid = 0);
qint64 cpuTicks(qint64 pid = 0);      // utime + stime in clock ticks
long ticksPerSecond();

} // namespace askr::bench
