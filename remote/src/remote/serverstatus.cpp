#include "remote/serverstatus.h"
#include "remote/jsonfields.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

namespace askr::remote {

using namespace jsonfields;

std::optional<ServerStatus> ServerStatus::parse(const QByteArray &body, QString *error)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(body, &parseError);
    if (!doc.isObject()) {
        if (error)
            *error = QCoreApplication::translate("askr::remote", "the status is not a JSON object (%1)")
                         .arg(parseError.error != QJsonParseError::NoError ? parseError.errorString() : QStringLiteral("a JSON %1").arg(doc.isArray() ? QStringLiteral("array") : QStringLiteral("value")));
        return std::nullopt;
    }
    const QJsonObject o = doc.object();
    ServerStatus s;
    s.version = text(o, "version");
    s.listen = text(o, "listen");
    s.mode = text(o, "mode");
    s.rollout = text(o, "rollout");
    s.uptimeSecs = integer(o, "uptime_secs");
    s.workersConfigured = integer(o, "workers_configured");
    s.workersAlive = integer(o, "workers_alive");
    s.respawns = integer(o, "respawns");
    s.rssKbTotal = integer(o, "rss_kb_total");
    s.queueWorkers = integer(o, "queue_workers");
    s.queueReady = integer(o, "queue_ready");
    s.queueTotal = integer(o, "queue_total");
    s.queueOldestSecs = integer(o, "queue_oldest_secs");
    if (o.value(QLatin1String("queues")).isArray()) {
        QList<Queue> queues;
        for (const QJsonValue &v : o.value(QLatin1String("queues")).toArray()) {
            const QJsonObject q = v.toObject();
            if (!q.value(QLatin1String("queue")).isString())
                continue;
            queues.append({q.value(QLatin1String("queue")).toString(), integer(q, "pending"), integer(q, "delayed"), integer(q, "reserved"),
                           integer(q, "oldest_pending_secs")});
        }
        s.queues = queues;
    }
    if (o.value(QLatin1String("workers")).isArray()) {
        QList<Worker> workers;
        for (const QJsonValue &v : o.value(QLatin1String("workers")).toArray()) {
            const QJsonObject w = v.toObject();
            if (const auto pid = integer(w, "pid"))
                workers.append({*pid, integer(w, "rss_kb")});
        }
        s.workers = workers;
    }
    if (o.value(QLatin1String("pids")).isArray()) {
        QList<qint64> pids;
        for (const QJsonValue &v : o.value(QLatin1String("pids")).toArray())
            if (v.isDouble())
                pids.append(qint64(v.toDouble()));
        s.pids = pids;
    }
    return s;
}

QJsonObject ServerStatus::toJson() const
{
    QJsonObject o;
    o.insert(QStringLiteral("version"), nullable(version));
    o.insert(QStringLiteral("listen"), nullable(listen));
    o.insert(QStringLiteral("mode"), nullable(mode));
    o.insert(QStringLiteral("uptime_secs"), nullable(uptimeSecs));
    o.insert(QStringLiteral("workers_configured"), nullable(workersConfigured));
    o.insert(QStringLiteral("workers_alive"), nullable(workersAlive));
    o.insert(QStringLiteral("respawns"), nullable(respawns));
    o.insert(QStringLiteral("rss_kb_total"), nullable(rssKbTotal));
    o.insert(QStringLiteral("queue_workers"), nullable(queueWorkers));
    o.insert(QStringLiteral("queue_ready"), nullable(queueReady));
    o.insert(QStringLiteral("queue_total"), nullable(queueTotal));
    o.insert(QStringLiteral("queue_oldest_secs"), nullable(queueOldestSecs));
    o.insert(QStringLiteral("rollout"), nullable(rollout));
    if (queues) {
        QJsonArray a;
        for (const Queue &q : *queues)
            a.append(QJsonObject{{QStringLiteral("queue"), q.name},
                                 {QStringLiteral("pending"), nullable(q.pending)},
                                 {QStringLiteral("delayed"), nullable(q.delayed)},
                                 {QStringLiteral("reserved"), nullable(q.reserved)},
                                 {QStringLiteral("oldest_pending_secs"), nullable(q.oldestPendingSecs)}});
        o.insert(QStringLiteral("queues"), a);
    } else {
        o.insert(QStringLiteral("queues"), QJsonValue::Null);
    }
    if (workers) {
        QJsonArray a;
        for (const Worker &w : *workers)
            a.append(QJsonObject{{QStringLiteral("pid"), double(w.pid)}, {QStringLiteral("rss_kb"), nullable(w.rssKb)}});
        o.insert(QStringLiteral("workers"), a);
    } else {
        o.insert(QStringLiteral("workers"), QJsonValue::Null);
    }
    if (pids) {
        QJsonArray a;
        for (qint64 p : *pids)
            a.append(double(p));
        o.insert(QStringLiteral("pids"), a);
    } else {
        o.insert(QStringLiteral("pids"), QJsonValue::Null);
    }
    return o;
}

} // namespace askr::remote
