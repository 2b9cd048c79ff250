#include "runtimestandin.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTcpServer>
#include <QTcpSocket>
#include <QPointer>
#include <QTimer>

namespace askr::testsupport {

RuntimeStandIn::RuntimeStandIn(QObject *parent)
    : QObject(parent)
    , status(exampleStatus())
    , metrics(exampleMetrics())
    , errors(QJsonObject{{QStringLiteral("enabled"), false}, {QStringLiteral("errors"), QJsonArray()}})
    , m_server(new QTcpServer(this))
{
    connect(m_server, &QTcpServer::newConnection, this, [this] {
        while (QTcpSocket *socket = m_server->nextPendingConnection()) {
            if (silent) {
                socket->abort();
                socket->deleteLater();
                continue;
            }
            connect(socket, &QTcpSocket::readyRead, this, [this, socket] { serve(socket); });
            connect(socket, &QTcpSocket::disconnected, this, [this, socket] {
                m_buffers.remove(socket);
                socket->deleteLater();
            });
        }
    });
}

RuntimeStandIn::~RuntimeStandIn() = default;

bool RuntimeStandIn::listen(quint16 port)
{
    return m_server->listen(QHostAddress::LocalHost, port);
}

quint16 RuntimeStandIn::port() const
{
    return m_server->serverPort();
}

QString RuntimeStandIn::address() const
{
    return QStringLiteral("http://127.0.0.1:%1").arg(port());
}

QJsonObject RuntimeStandIn::exampleStatus()
{
    const QJsonDocument doc = QJsonDocument::fromJson(R"({"version": "1.4.14", "listen": "0.0.0.0:8000", "mode": "worker",
        "uptime_secs": 11520, "workers_configured": 4, "workers_alive": 4, "respawns": 12, "rss_kb_total": 524288,
        "queue_workers": 2, "queue_ready": 340, "queue_total": 355, "queue_oldest_secs": 12,
        "queues": [{"queue": "default", "pending": 300, "delayed": 5, "reserved": 10, "oldest_pending_secs": 12},
                   {"queue": "say \"hi\"", "pending": 40, "delayed": 0, "reserved": 0, "oldest_pending_secs": 3}],
        "rollout": "ok",
        "workers": [{"pid": 1201, "rss_kb": 131072}, {"pid": 1202, "rss_kb": 131072}, {"pid": 1203, "rss_kb": 131072}, {"pid": 1204, "rss_kb": 131072}],
        "pids": [1201, 1202, 1203, 1204]})");
    return doc.object();
}

QJsonObject RuntimeStandIn::exampleMetrics()
{
    // The reference's own example, byte for byte in its figures.
    const QJsonDocument doc = QJsonDocument::fromJson(R"({"requests": 201, "errors": 0, "bytes_out": 31940459,
        "avg_total_ms": 72.01, "avg_php_ms": 71.98, "php_pct": 99, "io_pct": 1,
        "slowest_ms": 222.59,
        "cache": {"hits": 10, "misses": 3, "coalesced": 1, "hit_pct": 76},
        "status": {"1xx": 0, "2xx": 200, "3xx": 0, "4xx": 1, "5xx": 0},
        "histogram": {"bounds_ms": [1,2,5,10,25,50,100,250,500,1000,2500,5000],
                      "counts":    [0,0,0,3,25,53,79,41,0,0,0,0,0]}})");
    return doc.object();
}

QByteArray RuntimeStandIn::prometheus() const
{
    QByteArray out;
    auto line = [&out](const char *type, const QByteArray &name, const QByteArray &value, const QByteArray &labels = {}) {
        if (type)
            out += "# TYPE " + name + ' ' + type + '\n';
        out += name + labels + ' ' + value + '\n';
    };
    auto n = [](const QJsonValue &v) { return QByteArray::number(qint64(v.toDouble())); };
    const qint64 requests = qint64(metrics.value(QLatin1String("requests")).toDouble());
    line("counter", "askr_requests_total", n(metrics.value(QLatin1String("requests"))));
    line("counter", "askr_errors_total", n(metrics.value(QLatin1String("errors"))));
    line("counter", "askr_bytes_out_total", n(metrics.value(QLatin1String("bytes_out"))));
    line("counter", "askr_php_seconds_total", QByteArray::number(metrics.value(QLatin1String("avg_php_ms")).toDouble() * double(requests) / 1000.0, 'f', 3));
    line("counter", "askr_request_seconds_total", QByteArray::number(metrics.value(QLatin1String("avg_total_ms")).toDouble() * double(requests) / 1000.0, 'f', 3));
    const QJsonObject st = metrics.value(QLatin1String("status")).toObject();
    out += "# TYPE askr_responses_total counter\n";
    for (const char *c : {"1xx", "2xx", "3xx", "4xx", "5xx"})
        line(nullptr, "askr_responses_total", n(st.value(QLatin1String(c))), QByteArray("{class=\"") + c + "\"}");
    const QJsonObject cache = metrics.value(QLatin1String("cache")).toObject();
    line("counter", "askr_cache_hits_total", n(cache.value(QLatin1String("hits"))));
    line("counter", "askr_cache_misses_total", n(cache.value(QLatin1String("misses"))));
    line("counter", "askr_cache_coalesced_total", n(cache.value(QLatin1String("coalesced"))));
    for (const char *zero : {"askr_cache_evictions_total", "askr_cache_oversize_total", "askr_cache_tag_overflow_total", "askr_ratelimit_blocked_total",
                             "askr_shadow_total", "askr_shadow_match_total", "askr_shadow_mismatch_total", "askr_shadow_error_total"})
        line("counter", zero, "0");
    line("gauge", "askr_inflight", "0");
    line("gauge", "askr_workers_alive", n(status.value(QLatin1String("workers_alive"))));
    line("gauge", "askr_queue_workers", n(status.value(QLatin1String("queue_workers"))));
    line("gauge", "askr_queue_ready", n(status.value(QLatin1String("queue_ready"))));
    line("gauge", "askr_queue_total", n(status.value(QLatin1String("queue_total"))));
    line("gauge", "askr_queue_oldest_seconds", n(status.value(QLatin1String("queue_oldest_secs"))));
    const QJsonObject h = metrics.value(QLatin1String("histogram")).toObject();
    const QJsonArray bounds = h.value(QLatin1String("bounds_ms")).toArray(), counts = h.value(QLatin1String("counts")).toArray();
    out += "# TYPE askr_request_duration_seconds histogram\n";
    qint64 cumulative = 0;
    for (int i = 0; i < bounds.size(); ++i) {
        cumulative += qint64(counts.at(i).toDouble());
        line(nullptr, "askr_request_duration_seconds_bucket", QByteArray::number(cumulative),
             "{le=\"" + QByteArray::number(bounds.at(i).toDouble() / 1000.0, 'f', 3) + "\"}");
    }
    if (!counts.isEmpty())
        cumulative += qint64(counts.last().toDouble());
    line(nullptr, "askr_request_duration_seconds_bucket", QByteArray::number(cumulative), "{le=\"+Inf\"}");
    line(nullptr, "askr_request_duration_seconds_count", QByteArray::number(cumulative));
    line(nullptr, "askr_request_duration_seconds_sum", QByteArray::number(metrics.value(QLatin1String("avg_total_ms")).toDouble() * double(requests) / 1000.0, 'f', 3));
    return out;
}

void RuntimeStandIn::answer(QTcpSocket *socket, int code, const QByteArray &contentType, const QByteArray &body, const QByteArray &extraHeaders)
{
    static const QHash<int, QByteArray> reasons = {{200, "OK"}, {401, "Unauthorized"}, {404, "Not Found"}, {503, "Service Unavailable"}};
    QByteArray head = "HTTP/1.1 " + QByteArray::number(code) + ' ' + reasons.value(code, "Status") + "\r\n";
    head += "Content-Type: " + contentType + "\r\nContent-Length: " + QByteArray::number(body.size())
        + (keepAlive ? "\r\nConnection: keep-alive\r\n" : "\r\nConnection: close\r\n") + extraHeaders + "\r\n";
    socket->write(head + body);
    if (!keepAlive)
        socket->disconnectFromHost();
}

void RuntimeStandIn::rollOut()
{
    const qint64 configured = qint64(status.value(QLatin1String("workers_configured")).toDouble());
    if (status.contains(QLatin1String("rollout")))
        status[QStringLiteral("rollout")] = reloadOutcome;
    status[QStringLiteral("respawns")] = status.value(QLatin1String("respawns")).toDouble() + double(configured);
    // Every worker replaced: new pids, the same memory.
    QJsonArray pids, workers;
    const QJsonArray old = status.value(QLatin1String("workers")).toArray();
    for (int i = 0; i < old.size(); ++i) {
        const qint64 pid = qint64(old.at(i).toObject().value(QLatin1String("pid")).toDouble()) + 1000;
        QJsonObject w = old.at(i).toObject();
        w[QStringLiteral("pid")] = pid;
        workers.append(w);
        pids.append(pid);
    }
    status[QStringLiteral("workers")] = workers;
    if (status.contains(QLatin1String("pids")))
        status[QStringLiteral("pids")] = pids;
    if (reloadKillsWorkers)
        status[QStringLiteral("workers_alive")] = 0;
}

void RuntimeStandIn::serve(QTcpSocket *socket)
{
    QByteArray &buffer = m_buffers[socket];
    buffer += socket->readAll();
    const qsizetype end = buffer.indexOf("\r\n\r\n");
    if (end < 0)
        return;
    const QList<QByteArray> lines = buffer.left(end).split('\n');
    const QList<QByteArray> request = lines.value(0).trimmed().split(' ');
    QByteArray authorization;
    qint64 length = 0;
    for (const QByteArray &l : lines.mid(1)) {
        const qsizetype colon = l.indexOf(':');
        const QByteArray name = l.left(colon).trimmed().toLower(), value = l.mid(colon + 1).trimmed();
        if (name == "authorization")
            authorization = value;
        else if (name == "content-length")
            length = value.toLongLong();
    }
    if (buffer.size() < end + 4 + length)
        return; // the body is still coming
    const QByteArray whole = m_buffers.take(socket);
    const QByteArray method = request.value(0), path = request.value(1).split('?').value(0);
    if (!m_replaying) {
        m_requests << QString::fromLatin1(method + ' ' + path);
        m_authorizations << authorization;
    }
    const QByteArray text = "text/plain; charset=utf-8", json = "application/json";
    auto compact = [](const QJsonObject &o) { return QJsonDocument(o).toJson(QJsonDocument::Compact); };
    if (delayMs > 0 && !m_replaying) {
        // Answered later, as a slow server would; the test's event loop runs meanwhile.
        QPointer<QTcpSocket> later(socket);
        const QByteArray again = whole;
        QTimer::singleShot(delayMs, this, [this, later, again] {
            if (!later)
                return;
            m_buffers[later] = again;
            m_replaying = true;
            serve(later);
            m_replaying = false;
        });
        return;
    }
    if (method == "GET" && rawBodies.contains(path)) {
        answer(socket, 200, "application/json", rawBodies.value(path));
        return;
    }
    if (method == "GET" && path == "/healthz") {
        const qint64 configured = qint64(status.value(QLatin1String("workers_configured")).toDouble());
        const qint64 alive = qint64(status.value(QLatin1String("workers_alive")).toDouble());
        if (configured == 0 || alive > 0)
            answer(socket, 200, text, "ok");
        else
            answer(socket, 503, text, "no workers");
        return;
    }
    const bool open = path == "/" || path == "/favicon.ico";
    if (!open && !m_token.isEmpty() && authorization != "Bearer " + m_token) {
        answer(socket, 401, text, "unauthorized", "WWW-Authenticate: Bearer\r\n");
        return;
    }
    if (method == "GET" && path == "/api/status")
        answer(socket, 200, json, compact(status));
    else if (method == "GET" && path == "/api/metrics")
        answer(socket, 200, json, compact(metrics));
    else if (method == "GET" && path == "/metrics")
        answer(socket, 200, "text/plain; version=0.0.4", prometheus());
    else if (method == "GET" && path == "/api/errors")
        answer(socket, 200, json, compact(errors));
    else if (method == "POST" && path == "/api/reload") {
        ++m_reloads;
        answer(socket, 200, json, R"({"ok":true,"action":"reload"})");
        QTimer::singleShot(rolloutStartsAfterMs, this, [this] {
            if (status.contains(QLatin1String("rollout")))
                status[QStringLiteral("rollout")] = QStringLiteral("rolling");
            QTimer::singleShot(rolloutMs, this, &RuntimeStandIn::rollOut);
        });
        Q_EMIT reloaded();
    } else if (method == "GET" && path == "/")
        answer(socket, 200, "text/html; charset=utf-8", "<!doctype html><title>Askr</title>");
    else
        answer(socket, 404, text, "not found");
}

} // namespace askr::testsupport
