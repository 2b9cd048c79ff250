#include "storage/host/hostexecutor.h"

#include "storage/host/dbhost.h"

#include <QCoreApplication>

#include <sqlite3.h>
#include <unistd.h>

#include <chrono>
#include <utility>

namespace askr::storage::host {

using contracts::Error;

namespace {

constexpr int MaxSpinMicros = 2000;
constexpr int MinSpinMicros = 50;

Error lost()
{
    return Error(ProcessLostCode,
        QCoreApplication::translate("askr::storage::DbHost",
            "The database process stopped before it answered (it crashed or was killed); it is started again and the database reopened."));
}

} // namespace

HostExecutor::HostExecutor(int fd, QString describe) : m_fd(fd), m_describe(std::move(describe))
{
}

HostExecutor::~HostExecutor()
{
    if (m_fd >= 0)
        ::close(m_fd); // the process closes the connection when its channel ends
}

std::unique_ptr<HostExecutor> HostExecutor::open(const QByteArray &body, const QString &describe)
{
    QString why;
    const int fd = DbHost::connectChannel(&why);
    if (fd < 0)
        throw Error(SQLITE_CANTOPEN, why);
    std::unique_ptr<HostExecutor> executor(new HostExecutor(fd, describe));
    executor->call(Kind::Open, body);
    executor->m_openBody = body;
    return executor;
}

std::unique_ptr<HostExecutor> HostExecutor::openPlan(const OpenPlan &plan)
{
    QByteArray body;
    QDataStream out(&body, QIODevice::WriteOnly);
    out << quint8(0);
    writePlan(out, plan);
    return open(body, plan.path);
}

std::unique_ptr<HostExecutor> HostExecutor::openUri(const QByteArray &uri, int flags)
{
    QByteArray body;
    QDataStream out(&body, QIODevice::WriteOnly);
    out << quint8(1) << uri << qint32(flags);
    return open(body, QString::fromUtf8(uri));
}

OpenPlan HostExecutor::plan(const QString &path, OpenMode mode, bool create, QString *createError)
{
    QString why;
    const int fd = DbHost::connectChannel(&why);
    OpenPlan failed;
    failed.path = path;
    failed.mode = mode;
    if (fd < 0) {
        failed.error = why;
        return failed;
    }
    HostExecutor channel(fd, path);
    QByteArray body;
    QDataStream out(&body, QIODevice::WriteOnly);
    out << path << qint32(mode) << create;
    try {
        const QByteArray answer = channel.call(Kind::Plan, body);
        QDataStream in(answer);
        in.skipRawData(1);
        QString notCreated;
        in >> notCreated;
        if (!notCreated.isEmpty()) {
            if (createError)
                *createError = notCreated;
            failed.error = notCreated;
            return failed;
        }
        return readPlan(in);
    } catch (const Error &e) {
        failed.error = e.message();
        return failed;
    }
}

void HostExecutor::reconnect()
{
    QString why;
    const int fd = DbHost::connectChannel(&why);
    if (fd < 0)
        throw Error(ProcessLostCode, why);
    {
        std::lock_guard lock(m_writeMutex);
        ::close(m_fd);
        m_fd = fd;
    }
    m_broken = false;
    try {
        call(Kind::Open, m_openBody);
    } catch (...) {
        m_broken = true; // asked again next time
        throw;
    }
}

qint64 &HostExecutor::lastAnswerMicros(Kind kind, const contracts::OperationDef *op)
{
    if (op)
        return m_lastRunMicros[op].micros;
    // Requests are the kinds before the answers (Done = 64).
    static_assert(size_t(Kind::Watch) < std::tuple_size_v<decltype(m_lastKindMicros)>);
    return m_lastKindMicros[size_t(kind)].micros;
}

int HostExecutor::spinMicros(qint64 lastMicros)
{
    if (lastMicros < 0)
        return MaxSpinMicros; // not asked before
    return lastMicros <= MaxSpinMicros ? int(qBound<qint64>(qint64(MinSpinMicros), 2 * lastMicros, qint64(MaxSpinMicros))) : 0;
}

QByteArray HostExecutor::call(Kind kind, const QByteArray &body, const std::function<void(const QByteArray &)> &sink, const contracts::OperationDef *op,
    const std::function<void()> &sent)
{
    // A connection whose process stopped opens again on the new one (the
    // demo's writers carry on); what it had not committed died with it.
    if (m_broken) {
        if (m_openBody.isEmpty())
            throw lost();
        reconnect();
    }
    const quint64 seq = m_nextSeq++;
    // The frame's buffer is kept: a page's answer is not a fresh allocation
    // (and its pages faulted in) every time. That of a large answer (a long
    // page, a value's chunks) is not held on to, however the request ended.
    Frame &frame = m_frame;
    auto broken = [this, &frame] {
        m_broken = true;
        m_inTransaction = false; // it died with the process
        m_running = 0;
        frame.body = QByteArray();
        return lost();
    };
    {
        std::lock_guard lock(m_writeMutex);
        m_running = seq;
        if (!writeFrame(m_fd, kind, seq, body))
            throw broken();
    }
    if (sent)
        sent();
    // A short answer (a page of 200 rows takes about 0.4 ms) is looked for
    // awake rather than slept for; streamed chunks and a watch are not.
    qint64 &lastMicros = lastAnswerMicros(kind, op);
    const auto sentAt = std::chrono::steady_clock::now();
    if (kind != Kind::Blob && kind != Kind::Watch)
        spinUntilReadable(m_fd, spinMicros(lastMicros));
    for (;;) {
        if (!readFrame(m_fd, frame))
            throw broken();
        if (frame.seq != seq)
            continue; // the answer to a request abandoned before
        if (frame.kind == Kind::Chunk) {
            if (sink)
                sink(frame.body);
            // More rows of a page follow within the same answer time.
            if (kind == Kind::Run)
                spinUntilReadable(m_fd, spinMicros(lastMicros));
            continue;
        }
        break;
    }
    m_running = 0;
    lastMicros = std::chrono::duration_cast<std::chrono::microseconds>(std::chrono::steady_clock::now() - sentAt).count();
    const QByteArray answer = frame.body.capacity() > KeptBufferBytes ? std::exchange(frame.body, QByteArray()) : frame.body;
    if (answer.isEmpty())
        throw Error(SQLITE_PROTOCOL, QStringLiteral("an empty answer from the database process"));
    // Its first byte is the transaction flag.
    m_inTransaction = answer.at(0) != 0;
    if (frame.kind == Kind::Failed) {
        QDataStream in(answer);
        in.skipRawData(1);
        throw readError(in);
    }
    return answer;
}

void HostExecutor::interrupt()
{
    std::lock_guard lock(m_writeMutex);
    if (const quint64 seq = m_running.load())
        writeFrame(m_fd, Kind::Cancel, seq, {});
}

void HostExecutor::expect()
{
    std::lock_guard lock(m_writeMutex);
    writeFrame(m_fd, Kind::Expect, 0, {}); // a broken channel shows at the request
}

QByteArray HostExecutor::clockedBody(const std::function<void(QDataStream &)> &write) const
{
    QByteArray body;
    QDataStream out(&body, QIODevice::WriteOnly);
    // The clock is read here, at the request: unixepoch() in the process
    // returns it (tests and --now control time through it).
    out << bool(m_clock) << qint64(m_clock ? m_clock() : 0);
    write(out);
    return body;
}

contracts::Result HostExecutor::run(const contracts::OperationDef &op, const contracts::Params &params)
{
    // Rows that come ahead of the answer are read while the rest are stepped.
    std::vector<std::vector<contracts::Value>> ahead;
    const QByteArray answer = call(
        Kind::Run,
        clockedBody([&](QDataStream &out) {
            out << QByteArray::fromStdString(op.contract) << QByteArray::fromStdString(op.name);
            writeParams(out, params);
        }),
        [&ahead](const QByteArray &rows) { readRows(rows, ahead); }, &op);
    contracts::Result result = parseResult(answer, 1);
    if (!ahead.empty()) {
        ahead.insert(ahead.end(), std::make_move_iterator(result.rows.begin()), std::make_move_iterator(result.rows.end()));
        result.rows = std::move(ahead);
    }
    return result;
}

void HostExecutor::runScript(const std::vector<std::string> &statements, const QString &what)
{
    call(Kind::Script, clockedBody([&](QDataStream &out) {
        out << quint32(statements.size());
        for (const auto &s : statements)
            out << QByteArray::fromStdString(s);
        out << what;
    }));
}

void HostExecutor::exec(const std::string &sql, const QString &what)
{
    call(Kind::Exec, clockedBody([&](QDataStream &out) { out << QByteArray::fromStdString(sql) << what; }));
}

FileState HostExecutor::fileState(QString *message, qint64 *dataVersion)
{
    return readFileState(call(Kind::FileState, {}), message, dataVersion);
}

FileState HostExecutor::watch(qint64 knownVersion, bool knownMoved, int everyMs, int forMs, QString *message, qint64 *dataVersion,
    const std::function<void()> &sent)
{
    QByteArray body;
    QDataStream out(&body, QIODevice::WriteOnly);
    out << knownVersion << knownMoved << qint32(everyMs) << qint32(forMs);
    return readFileState(call(Kind::Watch, body, {}, nullptr, sent), message, dataVersion);
}

FileState HostExecutor::readFileState(const QByteArray &answer, QString *message, qint64 *dataVersion)
{
    QDataStream in(answer);
    in.skipRawData(1);
    quint8 state = 0;
    QString why;
    qint64 version = -1;
    in >> state >> why >> version;
    if (message)
        *message = why;
    if (dataVersion)
        *dataVersion = version;
    return FileState(state);
}

namespace {

QByteArray blobBody(const char *table, const char *column, qint64 rowid, qint64 offset, qint64 length, qint64 chunkBytes,
    const char *keyColumn, const QByteArray &expectedKey)
{
    QByteArray body;
    QDataStream out(&body, QIODevice::WriteOnly);
    out << QByteArray(table) << QByteArray(column) << rowid << offset << length << chunkBytes << QByteArray(keyColumn ? keyColumn : "")
        << expectedKey;
    return body;
}

} // namespace

BlobRange HostExecutor::readBlob(
    const char *table, const char *column, qint64 rowid, qint64 offset, qint64 length, const char *keyColumn, const QByteArray &expectedKey)
{
    BlobRange range;
    const QByteArray answer = call(Kind::Blob, blobBody(table, column, rowid, offset, length, 0, keyColumn, expectedKey),
        [&range](const QByteArray &chunk) { range.bytes += chunk; });
    QDataStream in(answer);
    in.skipRawData(1);
    in >> range.totalBytes;
    return range;
}

qint64 HostExecutor::streamBlob(const char *table, const char *column, qint64 rowid, qint64 offset, qint64 length, qint64 chunkBytes,
    const std::function<void(const QByteArray &)> &sink, const char *keyColumn, const QByteArray &expectedKey)
{
    const QByteArray answer
        = call(Kind::Blob, blobBody(table, column, rowid, offset, length, qMax<qint64>(1, chunkBytes), keyColumn, expectedKey), sink);
    QDataStream in(answer);
    in.skipRawData(1);
    qint64 total = 0;
    in >> total;
    return total;
}

} // namespace askr::storage::host
