#pragma once

#include "executor.h"

#include "storage/blobreader.h"
#include "storage/host/hostprotocol.h"
#include "storage/openplan.h"

#include <QHash>

#include <array>
#include <atomic>
#include <functional>
#include <mutex>

namespace askr::storage::host {

// The extended result code of a request whose database process stopped
// before it answered (crashed, killed, out of memory): whether a write
// reached the file is unknown.
constexpr int ProcessLostCode = 10 | (99 << 8); // SQLITE_IOERR, an extended code SQLite does not use

// A connection whose SQLite handle lives in the database process
// (askr-desk-db, see DbHost): every operation, transaction statement and
// blob read is one request on its own socket, answered with values. Used
// from one thread at a time, but for interrupt().
class HostExecutor : public contracts::Executor
{
public:
    // Connect a new channel and open there. Throw contracts::Error with the
    // database process's message (or why it could not be reached).
    static std::unique_ptr<HostExecutor> openPlan(const OpenPlan &plan);
    static std::unique_ptr<HostExecutor> openUri(const QByteArray &uri, int flags);
    ~HostExecutor() override;
    // planOpen(path, mode) in the database process, the file created first
    // when create is set (an empty file is an empty database): the window's
    // process never opens a database file, not even to read its header.
    // A plan with the error set when the process cannot be reached; when
    // the file cannot be created, why goes to *createError.
    static OpenPlan plan(const QString &path, OpenMode mode, bool create, QString *createError = nullptr);

    contracts::Result run(const contracts::OperationDef &op, const contracts::Params &params) override;
    void runScript(const std::vector<std::string> &statements, const QString &what) override;
    qint64 changeMark() const override { return -1; }
    QString describe() const override { return m_describe; }
    void setClock(std::function<qint64()> clock) override { m_clock = std::move(clock); }
    bool isServer() const override { return false; }
    void exec(const std::string &sql, const QString &what) override;
    bool inTransaction() const override { return m_inTransaction; }
    void interrupt() override;
    // From any thread: a request follows soon, so the process's thread
    // wakes now and looks for it awake (fire and forget).
    void expect();

    // Whether the files the connection reads are still those at its path;
    // Reopened with why when the process had to open it anew. With it, the
    // connection's data_version after the look (the poll's change mark).
    FileState fileState(QString *message, qint64 *dataVersion = nullptr);
    // fileState() once the answer differs from what the caller knows (the
    // data_version, whether the file had moved) or the files were replaced,
    // looked at every everyMs there; else after forMs, or at once when
    // anything else is sent meanwhile (expect(), interrupt()). sent runs
    // once the request is out: a request queued before it must expect().
    FileState watch(qint64 knownVersion, bool knownMoved, int everyMs, int forMs, QString *message, qint64 *dataVersion,
        const std::function<void()> &sent);
    BlobRange readBlob(const char *table, const char *column, qint64 rowid, qint64 offset, qint64 length, const char *keyColumn,
        const QByteArray &expectedKey);
    qint64 streamBlob(const char *table, const char *column, qint64 rowid, qint64 offset, qint64 length, qint64 chunkBytes,
        const std::function<void(const QByteArray &)> &sink, const char *keyColumn, const QByteArray &expectedKey);

    // The answer buffer kept for the next request (for tests: at most
    // KeptBufferBytes, whatever the last request read and however it ended).
    qsizetype keptBufferBytes() const { return m_frame.body.capacity(); }
    static constexpr qsizetype KeptBufferBytes = 512 * 1024;

private:
    explicit HostExecutor(int fd, QString describe);
    static std::unique_ptr<HostExecutor> open(const QByteArray &body, const QString &describe);
    // Sends one request and waits for its answer; Chunk frames go to sink.
    // Returns the Done body after the transaction flag; throws the Failed
    // error, or ProcessLostCode when the channel breaks.
    // op names a Run's operation: each has its own answer time.
    QByteArray call(Kind kind, const QByteArray &body, const std::function<void(const QByteArray &)> &sink = {},
        const contracts::OperationDef *op = nullptr, const std::function<void()> &sent = {});
    static FileState readFileState(const QByteArray &answer, QString *message, qint64 *dataVersion);
    // How long the last answer to the same request took (its operation, or
    // its kind), -1 before the first.
    qint64 &lastAnswerMicros(Kind kind, const contracts::OperationDef *op);
    // How long to look for the answer awake before sleeping: about as long
    // as the same request took last time when that was short (a page, the
    // head poll), none when it was not (an overview's counts: looked for,
    // they would cost CPU and save nothing).
    static int spinMicros(qint64 lastMicros);
    QByteArray clockedBody(const std::function<void(QDataStream &)> &write) const;
    // After the process stopped: a new channel to the one started again,
    // opened as this one was (the request that saw it stop has failed).
    void reconnect();

    int m_fd = -1;
    QString m_describe;
    quint64 m_nextSeq = 1;
    std::atomic<quint64> m_running { 0 };
    std::mutex m_writeMutex; // the caller's thread and interrupt() both write
    bool m_inTransaction = false;
    bool m_broken = false;
    QByteArray m_openBody; // how it was opened, to open it again
    Frame m_frame; // the last answer, its buffer used again
    struct Micros
    {
        qint64 micros = -1;
    };
    QHash<const contracts::OperationDef *, Micros> m_lastRunMicros;
    std::array<Micros, 16> m_lastKindMicros; // by Kind (the requests but Run)
    std::function<qint64()> m_clock;
};

} // namespace askr::storage::host
