#pragma once

#include <QByteArray>
#include <QHash>
#include <QJsonObject>
#include <QObject>
#include <QStringList>

class QTcpServer;
class QTcpSocket;

namespace askr::testsupport {

// STANDS IN FOR THE ASKR RUNTIME in tests: the runtime (a Rust and
// embedded-PHP build) cannot be built here, so this answers its admin plane
// exactly as ../shared/reference/askr-admin.md describes it (version
// 1.4.14): the endpoints, their bodies, the token rules (401 "unauthorized"
// with WWW-Authenticate: Bearer; /, /favicon.ico and /healthz open), 404
// "not found", /healthz's 200 "ok" or 503 "no workers", and the Prometheus
// names. It is not the runtime: nothing here runs workers. Tests set the
// figures it reports, and drop fields to answer as older versions did.
class RuntimeStandIn : public QObject
{
    Q_OBJECT
public:
    explicit RuntimeStandIn(QObject *parent = nullptr);
    ~RuntimeStandIn() override;

    bool listen(quint16 port = 0); // on 127.0.0.1
    quint16 port() const;
    QString address() const; // http://127.0.0.1:PORT

    // ASKR_ADMIN_TOKEN on the server; empty: the plane is open.
    void setToken(const QByteArray &token) { m_token = token; }
    // The reference's example figures, a supervised worker-mode server.
    static QJsonObject exampleStatus();
    static QJsonObject exampleMetrics();
    QJsonObject status; // GET /api/status (fields removed = an older runtime)
    QJsonObject metrics; // GET /api/metrics; {} = not set up yet
    QJsonObject errors; // GET /api/errors
    // Answer nothing at all (the connection is accepted and closed).
    bool silent = false;
    // Keep connections open between requests (HTTP/1.1's default) instead of
    // closing after each answer: the benchmark measures both.
    bool keepAlive = false;
    // Faults no runtime means to make, for the client's sake: a body sent
    // as is (200) in place of a path's JSON (truncated, malformed, huge),
    // and a delay before every answer (a slow server).
    QHash<QByteArray, QByteArray> rawBodies;
    int delayMs = 0;

    // What POST /api/reload does here: the rollout is "rolling" for
    // rolloutMs, then ends as reloadOutcome with every worker new (pids,
    // respawns); reloadKillsWorkers leaves none alive (/healthz 503).
    QString reloadOutcome = QStringLiteral("ok");
    int rolloutMs = 200;
    // The status still tells the previous rollout this long after the POST
    // (the runtime starts the rollout a moment later).
    int rolloutStartsAfterMs = 0;
    bool reloadKillsWorkers = false;

    int reloads() const { return m_reloads; }
    QStringList requests() const { return m_requests; } // "GET /api/status", in order
    // The Authorization headers seen, so a test can check where a token went.
    QList<QByteArray> authorizations() const { return m_authorizations; }

    // The Prometheus text of metrics and status, as GET /metrics answers.
    QByteArray prometheus() const;

Q_SIGNALS:
    void reloaded();

private:
    void serve(QTcpSocket *socket);
    void rollOut();
    void answer(QTcpSocket *socket, int status, const QByteArray &contentType, const QByteArray &body, const QByteArray &extraHeaders = {});

    QTcpServer *m_server;
    QByteArray m_token;
    int m_reloads = 0;
    bool m_replaying = false; // serving a delayed request now
    QStringList m_requests;
    QList<QByteArray> m_authorizations;
    QHash<QTcpSocket *, QByteArray> m_buffers;
};

} // namespace askr::testsupport
