#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace askr::remote {

// One reading of GET /api/status. Every field is optional: older runtimes
// lack some (queues, rollout, the queue_* figures), and a field the client
// expects but does not find is unknown, never zero.
struct ServerStatus
{
    struct Queue
    {
        QString name;
        std::optional<qint64> pending, delayed, reserved, oldestPendingSecs;
    };
    struct Worker
    {
        qint64 pid = 0;
        std::optional<qint64> rssKb;
    };

    std::optional<QString> version, listen, mode, rollout;
    std::optional<qint64> uptimeSecs, workersConfigured, workersAlive, respawns, rssKbTotal;
    std::optional<qint64> queueWorkers, queueReady, queueTotal, queueOldestSecs;
    std::optional<QList<Queue>> queues;
    std::optional<QList<Worker>> workers;
    std::optional<QList<qint64>> pids;

    // Parsed from the answer's body; nullopt with *error when it is not a
    // JSON object. Fields of the wrong type count as missing.
    static std::optional<ServerStatus> parse(const QByteArray &body, QString *error = nullptr);

    // Single-process mode: no supervisor, no workers to count.
    bool singleProcess() const { return workersConfigured && *workersConfigured == 0; }
    // Fewer workers alive than configured (known only when both are).
    bool workersMissing() const { return workersConfigured && workersAlive && *workersConfigured > 0 && *workersAlive < *workersConfigured; }
    // The last rollout was stopped: the fleet still runs the previous code.
    bool rolloutAborted() const { return rollout && *rollout == QLatin1String("aborted"); }

    // As askr-deskctl --json prints it: the reference's field names, null
    // for what this server did not say.
    QJsonObject toJson() const;
};

} // namespace askr::remote
