#pragma once

#include "remote/adminclient.h"
#include "remote/servererrors.h"
#include "remote/servermetrics.h"
#include "remote/serverstatus.h"
#include "remote/traffic.h"

#include <QHash>
#include <QObject>
#include <QTimer>

#include <deque>
#include <functional>
#include <optional>
#include <utility>
#include <vector>

namespace askr::models {

// Watches one Askr server's admin plane: every interval it reads /healthz,
// /api/status, /api/metrics and /api/errors at once (never a second round
// while one is out), and keeps the last good figures with the time they were
// read, so that a server that stops answering leaves them on screen with
// their age. Rates come from the last two readings of the metrics; the
// figures charted (requests/s, resident memory, each worker's RSS) are kept
// for the last hour.
class ServerWatch : public QObject
{
    Q_OBJECT
public:
    // One worker's memory as read over time: growing means it rose at every
    // one of the last readings, by growingKb in all since it was first seen
    // (the leak signal: workers are recycled, a leak climbs between them).
    struct Worker
    {
        qint64 pid = 0;
        std::optional<qint64> rssKb;
        qint64 firstRssKb = 0;
        qint64 firstSeenMs = 0;
        bool growing = false;
    };
    using Series = std::vector<std::pair<qint64, double>>; // (unix seconds, value)

    // tokenSource says where the token came from ("the keyring", "the token
    // file F"), for messages; the token itself is in none.
    ServerWatch(const QUrl &base, const QByteArray &token, const QString &tokenSource, QObject *parent = nullptr);

    QUrl base() const { return m_client->base(); }
    QString displayName() const { return m_client->displayName(); }
    remote::AdminClient *client() const { return m_client; }

    void setInterval(int ms);
    int interval() const { return m_timer.interval(); }
    // Wall-clock milliseconds (tests move it).
    void setClock(std::function<qint64()> clock) { m_clock = std::move(clock); }
    qint64 now() const { return m_clock(); }
    // Reads now (F5), unless a round is out: it then reads again after it.
    void refresh();

    // The last good figures, and when they were read (0: never).
    const std::optional<remote::ServerStatus> &status() const { return m_status; }
    const std::optional<remote::ServerMetrics> &metrics() const { return m_metrics; }
    // Between the last two readings of the metrics (nullopt until two).
    const std::optional<remote::Traffic> &traffic() const { return m_traffic; }
    const std::optional<remote::ServerErrors> &errors() const { return m_errors; }
    const remote::AdminReply &health() const { return m_health; }
    qint64 lastReadMs() const { return m_lastReadMs; }
    // The last round failed to read the status: what happened, else empty.
    QString lastError() const { return m_error; }
    // What a part of the last round said went wrong (metrics, errors).
    QStringList notes() const { return m_notes; }
    bool isReachable() const { return m_error.isEmpty(); }
    // The figures are older than twice the interval (or were never read).
    bool isStale() const;
    // Seconds since the figures were read.
    qint64 ageSeconds() const;

    QList<Worker> workers() const { return m_workers; }
    // Respawns in the last minute of readings (nullopt before a minute's worth).
    std::optional<qint64> respawnsLastMinute() const;
    // Problems to list: those of the server (serverProblems) and of this
    // watch (not reachable, growing workers).
    QStringList problems() const;

    Series requestRate() const { return {m_requestRate.begin(), m_requestRate.end()}; }
    Series memory() const { return {m_memory.begin(), m_memory.end()}; }
    // Each worker's resident memory (bytes) over the last hour, by pid: a
    // recycled worker's line ends and a new one starts.
    QList<std::pair<qint64, Series>> workerMemory() const;

    // A worker rising this much across growingReadings readings is flagged.
    static constexpr qint64 growingKb = 16 * 1024;
    static constexpr int growingReadings = 5;
    // Respawns in a minute that make a burst (outside a rollout), and the
    // 5xx share that is a problem once a span has this many requests.
    static constexpr qint64 respawnBurst = 5;
    static constexpr double serverErrorShareLimit = 0.05;
    static constexpr qint64 minRequestsForShare = 20;
    // The recorded errors change rarely: read every this many rounds (and on refresh()).
    static constexpr int errorsEveryRounds = 5;

Q_SIGNALS:
    // A round ended (figures read, or not: see lastError()).
    void updated();

private:
    void poll();
    void roundDone();
    QString problemOf(const QString &path, const remote::AdminReply &reply) const;
    void takeWorkers(const remote::ServerStatus &status, qint64 atMs);
    static void keepHour(std::deque<std::pair<qint64, double>> &series, qint64 atSec, double value);

    remote::AdminClient *m_client;
    QTimer m_timer;
    std::function<qint64()> m_clock;
    bool m_hasToken;
    int m_pending = 0;
    int m_round = 0;
    bool m_errorsNow = true; // this round reads /api/errors
    bool m_again = false;

    // What this round read, put in place when it ends.
    remote::AdminReply m_roundHealth, m_roundStatus, m_roundMetrics, m_roundErrors;

    std::optional<remote::ServerStatus> m_status;
    std::optional<remote::ServerMetrics> m_metrics;
    qint64 m_metricsMs = 0;
    std::optional<remote::Traffic> m_traffic;
    std::optional<remote::ServerErrors> m_errors;
    remote::AdminReply m_health;
    qint64 m_lastReadMs = 0;
    QString m_error;
    QStringList m_notes;
    QList<Worker> m_workers;
    QHash<qint64, std::deque<qint64>> m_rssReadings; // pid -> the last readings
    std::deque<std::pair<qint64, qint64>> m_respawns; // (ms, respawns counter)
    std::deque<std::pair<qint64, double>> m_requestRate;
    std::deque<std::pair<qint64, double>> m_memory;
    QHash<qint64, std::deque<std::pair<qint64, double>>> m_workerMemory;
};

} // namespace askr::models
