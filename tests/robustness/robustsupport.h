#pragma once

// Shared by the robustness suite: databases built through the contract
// operations, fingerprints of a folder (to prove nothing changed on disk),
// an event-loop watchdog, and a walk over every page of the real main window
// that records each failed request.

#include "askr_contracts_api.h"
#include "storage/session.h"

#include <QCryptographicHash>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QMap>
#include <QObject>
#include <QProcess>
#include <QTest>
#include <QTimer>

#include <sqlite3.h>
#include <sys/stat.h>

#include <memory>
#include <optional>
#include <type_traits>

namespace askr::robust {

inline std::unique_ptr<contracts::Connection> openRw(const QString &path)
{
    return contracts::Connection::open(QFile::encodeName(path), SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
}

// Test-only SQL (shaping hostile or foreign files); never app code.
inline void sql(contracts::Connection &db, const char *statements)
{
    char *err = nullptr;
    if (sqlite3_exec(db.handle(), statements, nullptr, nullptr, &err) != SQLITE_OK) {
        const QByteArray msg = QByteArray(err ? err : "?") + " in: " + statements;
        sqlite3_free(err);
        QTest::qFail(msg.constData(), __FILE__, __LINE__);
        throw std::runtime_error(msg.toStdString());
    }
}

inline qint64 scalar(contracts::Connection &db, const char *query)
{
    sqlite3_stmt *stmt = nullptr;
    qint64 v = -1;
    if (sqlite3_prepare_v2(db.handle(), query, -1, &stmt, nullptr) == SQLITE_OK && sqlite3_step(stmt) == SQLITE_ROW)
        v = sqlite3_column_int64(stmt, 0);
    sqlite3_finalize(stmt);
    return v;
}

inline qint64 scalarOf(const QString &path, const char *query)
{
    auto db = contracts::Connection::open(QFile::encodeName(path), SQLITE_OPEN_READONLY);
    return scalar(*db, query);
}

// The keys and subscriber names the crash test's bulk actions select: one
// in seven is not UTF-8, as the runtime may bind them (TEXT, any bytes).
inline QByteArray bulkKey(int i)
{
    return "laravel_cache_bulk:" + QByteArray::number(i) + (i % 7 == 0 ? QByteArray("\xff\xfe") : QByteArray());
}
inline QByteArray bulkName(int i)
{
    return "worker-" + QByteArray::number(i) + (i % 7 == 0 ? QByteArray("\xff") : QByteArray());
}

// Every primitive installed, some data in each.
inline void populate(contracts::Connection &db, int jobs = 30, int failed = 12, int keys = 20, int events = 25)
{
    contracts::queue::install(db);
    contracts::cache::install(db);
    contracts::pubsub::install(db);
    sql(db, "BEGIN");
    for (int i = 0; i < jobs; ++i)
        contracts::queue::enqueue(db, i % 2 ? "mail" : "default",
                                  QByteArray("{\"displayName\":\"App\\\\Jobs\\\\SendMail\",\"token\":\"job-") + QByteArray::number(i) + "\"}", i % 3, i % 5 == 0 ? 3600 : 0, 3);
    for (int i = 0; i < failed; ++i) {
        const qint64 id = contracts::queue::enqueue(db, "mail", QByteArray("{\"displayName\":\"App\\\\Jobs\\\\Fail\",\"token\":\"dead-") + QByteArray::number(i) + "\"}", 0, 0, 1).id.toInt();
        contracts::queue::deadLetter(db, QByteArray("uuid-") + QByteArray::number(i), QByteArray("RuntimeException: boom\n#0 trace"), id);
    }
    for (int i = 0; i < keys; ++i)
        contracts::cache::set(db, QByteArray("key:") + QByteArray::number(i), QByteArray("s:5:\"value\";"),
                              i % 2 ? std::optional<qint64>() : std::optional<qint64>(db.now() + 3600));
    contracts::cache::lock(db, "laravel_unique_job:App\\Jobs\\SendMail", "owner-token", 600);
    for (int i = 0; i < events; ++i)
        contracts::pubsub::publish(db, i % 2 ? "orders" : "users", "{\"event\":\"OrderShipped\",\"data\":{}}");
    contracts::pubsub::subscribe(db, "billing");
    sql(db, "COMMIT");
}

// What a folder holds: name -> sha256, size, mode, mtime. Equal fingerprints
// before and after mean that not one byte, file or permission changed.
inline QMap<QString, QString> fingerprint(const QString &dir)
{
    QMap<QString, QString> out;
    const auto entries = QDir(dir).entryInfoList(QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot | QDir::Hidden | QDir::System);
    for (const QFileInfo &fi : entries) {
        struct stat st = {};
        ::stat(QFile::encodeName(fi.absoluteFilePath()).constData(), &st);
        QByteArray hash = "-";
        QFile f(fi.absoluteFilePath());
        if (fi.isFile() && f.open(QIODevice::ReadOnly)) {
            QCryptographicHash h(QCryptographicHash::Sha256);
            h.addData(&f);
            hash = h.result().toHex();
        }
        out.insert(fi.fileName(), QStringLiteral("%1 size=%2 mode=%3 mtime=%4.%5")
                                      .arg(QString::fromLatin1(hash))
                                      .arg(qint64(st.st_size))
                                      .arg(st.st_mode, 0, 8)
                                      .arg(qint64(st.st_mtim.tv_sec))
                                      .arg(qint64(st.st_mtim.tv_nsec)));
    }
    return out;
}

inline QString describeDifference(const QMap<QString, QString> &before, const QMap<QString, QString> &after)
{
    QStringList out;
    for (auto it = before.cbegin(); it != before.cend(); ++it)
        if (after.value(it.key()) != it.value())
            out << QStringLiteral("%1: %2 -> %3").arg(it.key(), it.value(), after.value(it.key(), QStringLiteral("(gone)")));
    for (auto it = after.cbegin(); it != after.cend(); ++it)
        if (!before.contains(it.key()))
            out << QStringLiteral("%1 appeared: %2").arg(it.key(), it.value());
    return out.join(QLatin1Char('\n'));
}

// Measures the longest stretch the event loop went without running a 10 ms
// timer: the UI freezes for at least that long.
class EventLoopWatch : public QObject
{
public:
    EventLoopWatch()
    {
        m_timer.setInterval(10);
        QObject::connect(&m_timer, &QTimer::timeout, this, [this] {
            m_worst = qMax(m_worst, m_clock.restart());
            ++m_ticks;
        });
        m_clock.start();
        m_timer.start();
    }
    qint64 worstGapMs() const { return m_worst; }
    int ticks() const { return m_ticks; }
    void reset()
    {
        m_worst = 0;
        m_ticks = 0;
        m_clock.restart();
    }

private:
    QTimer m_timer;
    QElapsedTimer m_clock;
    qint64 m_worst = 0;
    int m_ticks = 0;
};

// Collects every failed request of a session (cancellations excluded).
class FailureLog : public QObject
{
public:
    explicit FailureLog(storage::Session *session)
    {
        QObject::connect(session, &storage::Session::requestFailed, this, [this](const storage::Failure &f) { failures << f; });
    }
    QList<storage::Failure> failures;
    QString text() const
    {
        QStringList out;
        for (const auto &f : failures)
            out << QStringLiteral("[%1] %2: %3").arg(f.code).arg(f.operation, f.message);
        return out.join(QLatin1Char('\n'));
    }
};

// Waits until the session has answered everything asked of it.
inline bool waitIdle(storage::Session *session, int timeoutMs = 10000)
{
    // Let queued requests (page refreshes started by signals) be asked first.
    QTest::qWait(30);
    return QTest::qWaitFor([session] { return !session->isBusy(); }, timeoutMs);
}

// The session has read its schema (so holds its locks) and answered everything.
inline bool ready(storage::Session *session)
{
    return QTest::qWaitFor([session] { return session->schema().inspected; }, 10000) && waitIdle(session);
}

#ifdef ROBUST_HELPER
// robusthelper plays the other process; the last line of its output.
inline QString helper(const QStringList &args)
{
    QProcess p;
    p.start(QStringLiteral(ROBUST_HELPER), args);
    if (!p.waitForFinished(60000))
        return QStringLiteral("(timed out)");
    return QString::fromUtf8(p.readAllStandardOutput()).trimmed().split(QLatin1Char('\n')).constLast();
}
#endif

// Runs fn on the session's worker (a read, or a write when write is true)
// and waits for its value; empty when it failed (failure says why).
template<typename Fn>
auto onWorker(storage::Session *session, Fn fn, storage::Failure *failure = nullptr, bool write = false, int timeoutMs = 30000)
{
    using T = std::decay_t<std::invoke_result_t<Fn &, contracts::Connection &>>;
    static int serial = 0;
    std::optional<T> out;
    bool done = false;
    QObject context;
    auto ok = [&](T v) {
        out = std::move(v);
        done = true;
    };
    auto bad = [&](const storage::Failure &f) {
        if (failure)
            *failure = f;
        done = true;
    };
    if (write)
        session->write(&context, fn, ok, bad);
    else
        session->query(QStringLiteral("robust-%1").arg(++serial), &context, fn, ok, bad);
    if (!QTest::qWaitFor([&] { return done; }, timeoutMs) && failure)
        failure->message = QStringLiteral("timed out");
    return out;
}

// A session on path, once its schema has been read (owned by parent).
inline storage::Session *openSession(const QString &path, storage::OpenMode mode, QObject *parent)
{
    auto *s = new storage::Session(storage::planOpen(path, mode), parent);
    if (!QTest::qWaitFor([s] { return s->schema().inspected; }, 10000))
        qWarning("the schema was not read in time");
    return s;
}

// Resident set size of this process, in bytes (Linux): now (VmRSS) or its
// peak (VmHWM) since the last resetPeakResident(). The peak catches a value
// loaded whole and freed again before anyone looked.
inline qint64 statusBytes(const char *field)
{
    QFile f(QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    const QList<QByteArray> lines = f.readAll().split('\n');
    for (const QByteArray &line : lines)
        if (line.startsWith(field))
            return line.mid(int(qstrlen(field))).trimmed().split(' ').value(0).toLongLong() * 1024;
    return -1;
}
inline qint64 residentBytes()
{
    return statusBytes("VmRSS:");
}
inline qint64 peakResidentBytes()
{
    return statusBytes("VmHWM:");
}
inline bool resetPeakResident()
{
    QFile f(QStringLiteral("/proc/self/clear_refs"));
    return f.open(QIODevice::WriteOnly) && f.write("5") == 1;
}

} // namespace askr::robust
