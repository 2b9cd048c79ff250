#pragma once

#include "executor.h"

#include <QByteArray>
#include <QString>
#include <QUrl>

#include <memory>

class QNetworkAccessManager;
class QJsonArray;
class QJsonObject;

namespace askr::contracts {

// Where a remote database is and how to reach it.
struct RemoteTarget {
    QUrl url; // http:// or https:// base of the database (no token in it)
    QByteArray token; // bearer token (a JWT); never logged nor shown
    bool readOnly = true; // refuse statements that write, before sending them
    int timeoutMs = 10000; // per request
    qint64 maxAnswerBytes = 64LL * 1024 * 1024;
};

// Whether text names a server rather than a file: http://, https://,
// libsql:// and sqlanywhere:// (the last two mean https).
bool isRemoteUrl(const QString &text);
// The http(s) base for such a URL; empty with *error set when it is not one.
QUrl remoteBaseUrl(const QString &text, QString *error);

// Runs contract operations on a libSQL server (sqld) with Hrana over HTTP:
// the v3 pipeline, v2 where v3 is missing. Every operation is one HTTP
// request that ends with "close", so no stream (baton) outlives it; several
// statements go as one batch whose steps run only while the previous one
// succeeded, between BEGIN and COMMIT, with a ROLLBACK when the COMMIT did
// not happen. Requests wait synchronously: call it from a worker thread (or
// a command-line tool), never from the UI thread. Its network access
// manager is made in the thread of the first request.
class HranaExecutor : public Executor
{
public:
    explicit HranaExecutor(RemoteTarget target);
    ~HranaExecutor() override;

    Result run(const OperationDef &op, const Params &params) override;
    void runScript(const std::vector<std::string> &statements, const QString &what) override;
    qint64 changeMark() const override { return m_changeMark; }
    QString describe() const override;
    // The server's unixepoch() cannot be replaced as a local one is: while a
    // clock is set, unixepoch() in a statement is sent as a parameter
    // holding the clock's time.
    void setClock(std::function<qint64()> clock) override { m_clock = std::move(clock); }

    // HTTP requests and bytes received so far (for the idle-cost figures).
    quint64 requests() const { return m_requests; }
    quint64 bytesReceived() const { return m_bytesReceived; }

private:
    QJsonObject statement(const std::string &sql, const OperationDef *op, const Params &params, const QString &what) const;
    QJsonArray pipeline(const QJsonArray &requests, const QString &what);
    QByteArray post(const QByteArray &path, const QByteArray &body, int *status, const QString &what);
    Result runBatch(const std::vector<QJsonObject> &statements, const char *begin, const QString &what);
    void noteChangeMark(const QJsonObject &result);

    RemoteTarget m_target;
    std::unique_ptr<QNetworkAccessManager> m_nam;
    QByteArray m_pipelinePath = QByteArrayLiteral("/v3/pipeline");
    std::function<qint64()> m_clock;
    qint64 m_changeMark = -1;
    quint64 m_requests = 0;
    quint64 m_bytesReceived = 0;
};

} // namespace askr::contracts
