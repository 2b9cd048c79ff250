#include "models/server/serverwatch.h"
#include "models_debug.h"

#include "remote/serverproblems.h"

#include <QDateTime>

#include <algorithm>

namespace askr::models {

namespace {
const QString HealthPath = QStringLiteral("/healthz");
const QString StatusPath = QStringLiteral("/api/status");
const QString MetricsPath = QStringLiteral("/api/metrics");
const QString ErrorsPath = QStringLiteral("/api/errors");
constexpr qint64 HourSecs = 3600;
} // namespace

ServerWatch::ServerWatch(const QUrl &base, const QByteArray &token, const QString &tokenSource, QObject *parent)
    : QObject(parent)
    , m_client(new remote::AdminClient(base, token, tokenSource, this))
    , m_clock([] { return QDateTime::currentMSecsSinceEpoch(); })
    , m_hasToken(!token.isEmpty())
{
    m_timer.setInterval(2000);
    connect(&m_timer, &QTimer::timeout, this, &ServerWatch::poll);
    m_timer.start();
    QTimer::singleShot(0, this, &ServerWatch::poll);
}

void ServerWatch::setInterval(int ms)
{
    m_timer.setInterval(ms);
    // A slow server answers within one interval or is reported as not answering.
    m_client->setTimeoutMs(std::clamp(ms * 5, 5000, 30000));
}

void ServerWatch::refresh()
{
    m_round = 0; // a refresh asked for reads everything
    if (m_pending > 0) {
        m_again = true;
        return;
    }
    poll();
}

void ServerWatch::poll()
{
    if (m_pending > 0)
        return; // a slow server gets no pile of rounds
    m_errorsNow = m_round++ % errorsEveryRounds == 0;
    m_pending = m_errorsNow ? 4 : 3;
    auto take = [this](remote::AdminReply *slot) {
        return [this, slot](const remote::AdminReply &r) {
            *slot = r;
            if (--m_pending == 0)
                roundDone();
        };
    };
    m_client->get(HealthPath, this, take(&m_roundHealth));
    m_client->get(StatusPath, this, take(&m_roundStatus));
    m_client->get(MetricsPath, this, take(&m_roundMetrics));
    if (m_errorsNow)
        m_client->get(ErrorsPath, this, take(&m_roundErrors));
}

void ServerWatch::roundDone()
{
    const qint64 at = now();
    m_notes.clear();
    // /healthz answers without a token: a server that refuses ours is still healthy or not.
    m_health = m_roundHealth;
    QString error;
    std::optional<remote::ServerStatus> status;
    if (!m_roundStatus.ok())
        error = problemOf(StatusPath, m_roundStatus);
    else if (!(status = remote::ServerStatus::parse(m_roundStatus.body, &error)))
        error = tr("%1 answered %2, but %3.").arg(displayName(), StatusPath, error);
    if (status) {
        m_error.clear();
        m_status = status;
        m_lastReadMs = at;
        takeWorkers(*status, at);
        if (status->rssKbTotal)
            keepHour(m_memory, at / 1000, double(*status->rssKbTotal) * 1024.0);
        if (status->respawns) {
            m_respawns.emplace_back(at, *status->respawns);
            while (m_respawns.size() > 2 && m_respawns[1].first <= at - 60000)
                m_respawns.pop_front();
        }
    } else {
        if (m_error != error)
            qCWarning(ASKR_MODELS).noquote() << "reading" << displayName() << "failed:" << error;
        m_error = error;
    }

    if (m_roundMetrics.ok()) {
        QString why;
        if (auto metrics = remote::ServerMetrics::parse(m_roundMetrics.body, &why)) {
            if (m_metrics && metrics->setUp && m_metrics->setUp) {
                m_traffic = remote::Traffic::between(*m_metrics, m_metricsMs, *metrics, m_roundMetrics.receivedMs);
                if (m_traffic->requestsPerSec)
                    keepHour(m_requestRate, at / 1000, *m_traffic->requestsPerSec);
            }
            m_metrics = metrics;
            m_metricsMs = m_roundMetrics.receivedMs;
        } else {
            m_notes << tr("%1 answered %2, but %3.").arg(displayName(), MetricsPath, why);
        }
    } else if (status) {
        m_notes << problemOf(MetricsPath, m_roundMetrics);
    }

    if (!m_errorsNow) {
        // Not read this round: the last list stands.
    } else if (m_roundErrors.ok()) {
        QString why;
        if (auto errors = remote::ServerErrors::parse(m_roundErrors.body, &why))
            m_errors = errors;
        else
            m_notes << tr("%1 answered %2, but %3.").arg(displayName(), ErrorsPath, why);
    } else if (status) {
        m_notes << problemOf(ErrorsPath, m_roundErrors);
    }
    // The bodies are not kept: a 10 MB answer is read once.
    m_roundHealth.body = m_health.body.left(200);
    m_health.body = m_roundHealth.body;
    m_roundStatus = m_roundMetrics = m_roundErrors = {};
    Q_EMIT updated();
    if (std::exchange(m_again, false))
        poll();
}

QString ServerWatch::problemOf(const QString &path, const remote::AdminReply &reply) const
{
    // The window takes tokens in its Open Server dialog, not from --token-file.
    if (reply.answered() && reply.status == 401 && !m_hasToken)
        return tr("%1 wants an admin token (401 unauthorized): open it again with File ▸ Open Askr Server… and give the token, or set "
                  "ASKR_ADMIN_TOKEN before starting Askr Desk.")
            .arg(displayName());
    return m_client->problem(path, reply);
}

void ServerWatch::takeWorkers(const remote::ServerStatus &status, qint64 atMs)
{
    QList<Worker> fresh;
    QHash<qint64, std::deque<qint64>> readings;
    for (const auto &w : status.workers.value_or(QList<remote::ServerStatus::Worker>{})) {
        Worker worker;
        worker.pid = w.pid;
        worker.rssKb = w.rssKb;
        worker.firstSeenMs = atMs;
        worker.firstRssKb = w.rssKb.value_or(0);
        for (const Worker &old : std::as_const(m_workers))
            if (old.pid == w.pid) {
                worker.firstSeenMs = old.firstSeenMs;
                worker.firstRssKb = old.firstRssKb;
            }
        // A recycled worker has a new pid: its readings start afresh.
        std::deque<qint64> kept = m_rssReadings.value(w.pid);
        if (w.rssKb) {
            kept.push_back(*w.rssKb);
            while (kept.size() > size_t(growingReadings))
                kept.pop_front();
        }
        bool rising = kept.size() == size_t(growingReadings);
        for (size_t i = 1; rising && i < kept.size(); ++i)
            rising = kept[i] > kept[i - 1];
        worker.growing = rising && w.rssKb && *w.rssKb - worker.firstRssKb >= growingKb;
        readings.insert(w.pid, std::move(kept));
        if (w.rssKb)
            keepHour(m_workerMemory[w.pid], atMs / 1000, double(*w.rssKb) * 1024.0);
        fresh.append(worker);
    }
    // Workers gone for an hour leave the chart.
    for (auto it = m_workerMemory.begin(); it != m_workerMemory.end();)
        if (it->empty() || it->back().first < atMs / 1000 - HourSecs)
            it = m_workerMemory.erase(it);
        else
            ++it;
    m_rssReadings = std::move(readings);
    m_workers = std::move(fresh);
}

void ServerWatch::keepHour(std::deque<std::pair<qint64, double>> &series, qint64 atSec, double value)
{
    series.emplace_back(atSec, value);
    while (!series.empty() && series.front().first < atSec - HourSecs)
        series.pop_front();
}

QList<std::pair<qint64, ServerWatch::Series>> ServerWatch::workerMemory() const
{
    QList<std::pair<qint64, Series>> out;
    for (auto it = m_workerMemory.cbegin(); it != m_workerMemory.cend(); ++it)
        out.append({it.key(), Series(it->begin(), it->end())});
    std::sort(out.begin(), out.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
    return out;
}

bool ServerWatch::isStale() const
{
    return m_lastReadMs == 0 || now() - m_lastReadMs > 2 * qint64(interval());
}

qint64 ServerWatch::ageSeconds() const
{
    return m_lastReadMs == 0 ? 0 : std::max<qint64>(0, (now() - m_lastReadMs) / 1000);
}

std::optional<qint64> ServerWatch::respawnsLastMinute() const
{
    if (m_respawns.size() < 2 || m_respawns.back().first - m_respawns.front().first < 55000)
        return std::nullopt;
    // A restarted master counts from 0 again: never a negative count.
    return std::max<qint64>(0, m_respawns.back().second - m_respawns.front().second);
}

QStringList ServerWatch::problems() const
{
    QStringList out;
    if (!m_error.isEmpty())
        out << m_error;
    out << remote::serverProblems(m_status ? &*m_status : nullptr, m_health);
    const bool rolling = m_status && m_status->rollout && *m_status->rollout == QLatin1String("rolling");
    if (const auto burst = respawnsLastMinute(); burst && *burst >= respawnBurst && !rolling)
        out << tr("%1 worker respawns in the last minute").arg(*burst);
    if (m_traffic && m_traffic->serverErrorShare && m_traffic->requests >= minRequestsForShare && *m_traffic->serverErrorShare > serverErrorShareLimit)
        out << tr("%1 of responses are 5xx").arg(remote::shareText(m_traffic->serverErrorShare));
    for (const Worker &w : m_workers)
        if (w.growing)
            out << tr("worker %1's memory keeps growing: %2 MiB more than when first seen").arg(w.pid).arg((*w.rssKb - w.firstRssKb) / 1024);
    return out;
}

} // namespace askr::models
