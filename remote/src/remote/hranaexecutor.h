#pragma once

#include "executor.h"

#include <QByteArray>
#include <QElapsedTimer>
#include <QString>
#include <QUrl>

#include <memory>

class QNetworkAccessManager;
class QNetworkReply;
class QNetworkRequest;
class QUrlQuery;
class QJsonArray;
class QJsonObject;

namespace askr::contracts {
class Error;
}

namespace askr::remote {

// Where a remote database is and how to reach it.
struct RemoteTarget {
    // http:// or https:// base of the database (no token in it); a query
    // ?namespace=NAME picks one database of a server that holds several.
    QUrl url;
    QByteArray token; // bearer token (a JWT); never logged nor shown
    bool readOnly = true; // refuse statements that write, before sending them
    int timeoutMs = 10000; // per request
    qint64 maxAnswerBytes = 64LL * 1024 * 1024;
};

// A request for path (such as "/v3/pipeline") under the target's base, with
// its token and namespace; the caller adds what is its own.
QNetworkRequest remoteRequest(const RemoteTarget &target, const QString &path, const QUrlQuery &query);

// Runs contract operations on a libSQL server (sqld) with Hrana over HTTP:
// the v3 pipeline, v2 where v3 is missing. Every operation is one HTTP
// request. Several statements, or one that may write, go as one batch whose
// steps run only while the previous one succeeded, between BEGIN and COMMIT,
// with a ROLLBACK when the COMMIT did not happen, on a stream closed in the
// same request. A single statement that only reads reuses one stream (its
// baton) while the last use is recent: sqld opens a connection for every new
// stream, which cost 2 ms of the 3 ms a read took here; the stream is in
// autocommit, so it holds no transaction between reads.
// A transaction across operations (exec("BEGIN IMMEDIATE") ... "COMMIT",
// what contracts::Transaction sends) is held by a stream of its own: every
// operation in between goes on it (a savepoint around several statements),
// and the server rolls it back when the stream ends without COMMIT. A stream
// or server lost before the COMMIT fails the operation with a message that
// nothing was changed (see docs/remote.md). Requests wait synchronously:
// call it from a worker thread (or a command-line tool), never from the UI
// thread. Its network access manager is made in the thread of the first
// request.
class HranaExecutor : public contracts::Executor
{
public:
    explicit HranaExecutor(RemoteTarget target);
    ~HranaExecutor() override;

    contracts::Result run(const contracts::OperationDef &op, const contracts::Params &params) override;
    void runScript(const std::vector<std::string> &statements, const QString &what) override;
    qint64 changeMark() const override { return m_changeMark; }
    QString describe() const override;
    // The server's unixepoch() cannot be replaced as a local one is: while a
    // clock is set, unixepoch() in a statement is sent as a parameter
    // holding the clock's time.
    void setClock(std::function<qint64()> clock) override { m_clock = std::move(clock); }
    // sqld serves /dump only on a primary; a replica answers it with 400
    // ("database is not a primary"). A HEAD costs the primary no dump: its
    // body is a stream never read (~10 ms of the server's CPU measured on a
    // 1.2 GB database).
    contracts::ServerRole askRole() override;
    // BEGIN opens the held transaction's stream, COMMIT and ROLLBACK end it;
    // anything else inside it runs on it.
    void exec(const std::string &sql, const QString &what) override;
    bool inTransaction() const override { return m_inTransaction; }

    // HTTP requests and bytes received so far (for the idle-cost figures).
    quint64 requests() const { return m_requests; }
    quint64 bytesReceived() const { return m_bytesReceived; }
    // Streams begun (requests sent without a baton), and batons the server
    // no longer knew.
    quint64 streamsBegun() const { return m_streamsBegun; }
    quint64 staleBatons() const { return m_staleBatons; }

private:
    // Not a QObject: what Q_OBJECT's tr() would be, under the context
    // lupdate files a member's strings.
    static QString tr(const char *text);
    // Which stream a request goes on: one closed in the same request, the
    // reused read stream, or the one holding the transaction.
    enum class Stream { Own, Reused, Held };

    QJsonObject statement(const std::string &sql, const contracts::OperationDef *op, const contracts::Params &params, const QString &what) const;
    QJsonArray pipeline(const QJsonArray &requests, const QString &what, Stream stream = Stream::Own);
    // pipeline() on the held stream; a lost stream ends the transaction
    // (committing: the request was the COMMIT's).
    QJsonArray heldPipeline(const QJsonArray &requests, const QString &what, bool committing);
    // Statements inside the held transaction, several in a savepoint.
    contracts::Result runHeld(const std::vector<QJsonObject> &statements, bool savepoint, const QString &what);
    void endHeld(const char *sql, const QString &what);
    // "... closed the transaction before COMMIT: nothing was changed." and why.
    contracts::Error lostTransaction(int code, const QString &cause, const QString &what) const;
    // Sends req (a POST of *body, or a HEAD without one) and waits for the
    // whole answer; watch, when set, sees the reply before the wait.
    std::unique_ptr<QNetworkReply> send(const QNetworkRequest &req, const QByteArray *body, const std::function<void(QNetworkReply *)> &watch);
    // to: another target than ours (the namespace probe).
    QByteArray post(const QByteArray &path, const QByteArray &body, int *status, const QString &what, const RemoteTarget *to = nullptr);
    // Fails when the address names a namespace and the server serves none;
    // false when the server's answer did not tell.
    bool verifyNamespace(const QString &what);
    contracts::Result runBatch(const std::vector<QJsonObject> &statements, const char *begin, const QString &what);
    void noteChangeMark(const QJsonObject &result);

    RemoteTarget m_target;
    std::unique_ptr<QNetworkAccessManager> m_nam;
    QByteArray m_pipelinePath = QByteArrayLiteral("/v3/pipeline");
    std::function<qint64()> m_clock;
    qint64 m_changeMark = -1;
    QString m_baton; // of the reused read stream; empty when none is open
    QElapsedTimer m_batonUsed;
    QString m_heldBaton; // of the stream holding the transaction
    bool m_inTransaction = false;
    bool m_namespaceVerified = false;
    bool m_answered = false; // whether the last request got an HTTP answer
    bool m_sent = false; // whether it may have reached the server
    quint64 m_requests = 0;
    quint64 m_bytesReceived = 0;
    quint64 m_streamsBegun = 0;
    quint64 m_staleBatons = 0;
};

} // namespace askr::remote
