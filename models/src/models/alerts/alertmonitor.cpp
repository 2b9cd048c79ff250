#include "models/alerts/alertmonitor.h"

#include "models/server/serverwatch.h"
#include "remote/traffic.h"
#include "models/requestkey.h"
#include "models/ignoredfailure.h"

#include "askr_contracts_api.h"
#include "models/identity.h"
#include "operations/cache/cachereads.h"
#include "models/pubsub/subscribersmodel.h"
#include "models/queue/queueoverviewmodel.h"
#include "operations/format/format.h"
#include "storage/session.h"
#include "storage/settings/alertsettings.h"

#include <QLocale>
#include <QPointer>
#include <QSet>

namespace askr::models {

namespace {
// Pages of the database view (DatabaseView::PageId).
constexpr int QueuesPage = 1;
constexpr int DeadLettersPage = 2;
constexpr int LocksPage = 4;
constexpr int PubSubPage = 5;
} // namespace

AlertMonitor::Settings AlertMonitor::storedSettings()
{
    using storage::settings::AlertSettings;
    return {AlertSettings::enabled(), AlertSettings::deadLettersPerMinute(), AlertSettings::lockSeconds()};
}

void AlertMonitor::storeSettings(const Settings &settings)
{
    storage::settings::AlertSettings::set(settings.enabled, settings.deadLettersPerMinute, settings.lockSeconds);
}

AlertMonitor::AlertMonitor(QObject *parent) : QObject(parent), m_settings(storedSettings())
{
}

void AlertMonitor::setSettings(const Settings &settings)
{
    m_settings = settings;
}

void AlertMonitor::setDatabase(const QString &location)
{
    m_location = location;
    const QStringList told = storage::settings::AlertSettings::told(location);
    m_told = QSet<QString>(told.cbegin(), told.cend());
}

void AlertMonitor::setTold(const QString &entry, bool told)
{
    if (told == m_told.contains(entry))
        return;
    if (told)
        m_told.insert(entry);
    else
        m_told.remove(entry);
    if (m_location.isEmpty())
        return;
    QStringList list(m_told.cbegin(), m_told.cend());
    list.sort();
    storage::settings::AlertSettings::setTold(m_location, list);
}

void AlertMonitor::update(const QString &source, const QList<AlertCondition> &active, qint64 now)
{
    const QString prefix = source + QLatin1Char(' ');
    QHash<QString, Held> &known = m_active[source];
    QHash<QString, Held> next;
    for (const AlertCondition &c : active) {
        const QString entry = prefix + c.key;
        m_absentSince.remove(entry);
        Held held = known.value(c.key, Held { now, false });
        if (!held.notified && now - held.since >= HoldSeconds) {
            held.notified = true;
            // Told already: it flapped, or it was on when the window or the
            // database was reopened.
            if (m_settings.enabled && !m_told.contains(entry))
                Q_EMIT alert(c, now);
            setTold(entry, true);
        }
        next.insert(c.key, held);
    }
    // What was told rearms once it has stayed away for RearmSeconds; after a
    // reopen that includes a condition still being worked out again.
    const QSet<QString> told = m_told;
    for (const QString &entry : told) {
        if (!entry.startsWith(prefix) || next.contains(entry.mid(prefix.size())))
            continue;
        const qint64 since = m_absentSince.value(entry, now);
        m_absentSince.insert(entry, since);
        if (now - since >= RearmSeconds) {
            m_absentSince.remove(entry);
            setTold(entry, false);
        }
    }
    known = std::move(next);
}

QStringList AlertMonitor::activeKeys() const
{
    QStringList out;
    for (const auto &source : m_active)
        out << source.keys();
    out.sort();
    return out;
}

QList<AlertCondition> AlertMonitor::serverConditions(const ServerWatch &server)
{
    QList<AlertCondition> out;
    const remote::AdminReply &health = server.health();
    if (server.lastReadMs() == 0 && server.isReachable())
        return out; // not read yet
    if (!health.answered())
        out.append({QStringLiteral("server-healthz"), tr("Server not answering"), tr("/healthz does not answer (%1).").arg(health.error), 0});
    else if (health.status != 200)
        out.append({QStringLiteral("server-healthz"), tr("Server unhealthy"),
                    tr("/healthz answers %1 %2.").arg(health.status).arg(QString::fromUtf8(health.body).trimmed()), 0});
    const auto &status = server.status();
    if (status && status->workersMissing())
        out.append({QStringLiteral("server-workers"), tr("Workers missing"),
                    tr("%1 of %2 workers alive.").arg(*status->workersAlive).arg(*status->workersConfigured), 0});
    if (status && status->rolloutAborted())
        out.append({QStringLiteral("server-rollout"), tr("Rollout aborted"), tr("The last rollout was aborted: the previous code still runs."), 0});
    const bool rolling = status && status->rollout && *status->rollout == QLatin1String("rolling");
    if (const auto burst = server.respawnsLastMinute(); burst && *burst >= ServerWatch::respawnBurst && !rolling)
        out.append({QStringLiteral("server-respawns"), tr("Workers respawning"),
                    tr("%1 worker respawns in the last minute, outside a rollout: workers are crashing or being recycled fast.").arg(*burst), 0});
    for (const ServerWatch::Worker &w : server.workers())
        if (w.growing)
            out.append({QStringLiteral("server-rss:%1").arg(w.pid), tr("Worker memory growing"),
                        tr("Worker %1's memory rose at each of its last %2 readings, to %3 (%4 more than when first seen).")
                            .arg(w.pid)
                            .arg(ServerWatch::growingReadings)
                            .arg(operations::formatBytes(w.rssKb.value_or(0) * 1024), operations::formatBytes((w.rssKb.value_or(0) - w.firstRssKb) * 1024)),
                        0});
    if (const auto &t = server.traffic(); t && t->serverErrorShare && t->requests >= ServerWatch::minRequestsForShare
        && *t->serverErrorShare > ServerWatch::serverErrorShareLimit)
        out.append({QStringLiteral("server-5xx"), tr("Server errors"),
                    tr("%1 of the responses in the last %2 s were 5xx (alert above %3).")
                        .arg(remote::shareText(t->serverErrorShare))
                        .arg(qRound(t->seconds))
                        .arg(remote::shareText(ServerWatch::serverErrorShareLimit)),
                    0});
    return out;
}

QList<AlertCondition> AlertMonitor::queueConditions(const QueueOverviewModel &queues) const
{
    QList<AlertCondition> out;
    for (int row = 0; row < queues.rowCount(); ++row) {
        const operations::QueueVerdict &v = queues.verdictAt(row);
        const QString name = queues.depthAt(row).queue.toDisplayString();
        switch (v.health) {
        case operations::QueueHealth::NoWorker:
            out.append({ QStringLiteral("queue-stuck:") + name, tr("Queue %1 is stuck").arg(name), v.reason, QueuesPage });
            break;
        case operations::QueueHealth::Saturated:
        case operations::QueueHealth::Draining:
            out.append({ QStringLiteral("queue-behind:") + name, tr("Queue %1 is not keeping up").arg(name), v.reason, QueuesPage });
            break;
        case operations::QueueHealth::Ok:
        case operations::QueueHealth::Unknown:
            break;
        }
    }
    const operations::RateWindow &rates = queues.rates();
    if (rates.span() >= MinRateSeconds) {
        const double perMinute = rates.perMinute(rates.total().deadLettered);
        if (perMinute > m_settings.deadLettersPerMinute)
            out.append({ QStringLiteral("dead-letters"), tr("Dead letters are arriving fast"),
                tr("%1 jobs per minute were dead-lettered over the last %2 (alert above %3 per minute).")
                    .arg(QLocale().toString(perMinute, 'f', 1), operations::formatDuration(rates.span()),
                        QLocale().toString(m_settings.deadLettersPerMinute)),
                DeadLettersPage });
    }
    return out;
}

QList<AlertCondition> AlertMonitor::subscriberConditions(const SubscribersModel &subscribers)
{
    QList<AlertCondition> out;
    for (int row = 0; row < subscribers.rowCount(); ++row) {
        if (!subscribers.isStalled(row))
            continue;
        const QString name = subscribers.name(row).toDisplayString();
        out.append({ QStringLiteral("subscriber-stalled:") + name, tr("Subscriber %1 has stalled").arg(name),
            tr("%1 unread events wait and its cursor does not move.").arg(operations::formatCount(subscribers.lag(row))), PubSubPage });
    }
    return out;
}

QList<AlertCondition> AlertMonitor::lockConditions(const QList<std::pair<QByteArray, QString>> &locks, qint64 now)
{
    QList<AlertCondition> out;
    QHash<QByteArray, qint64> seen;
    for (const auto &[id, key] : locks) {
        const qint64 since = m_lockSeen.value(id, now);
        seen.insert(id, since);
        if (now - since >= m_settings.lockSeconds)
            out.append({ QStringLiteral("lock-held:") + QString::fromLatin1(id.toHex()), tr("Lock %1 is held long").arg(key),
                tr("It has been held for at least %1 (alert after %2).")
                    .arg(operations::formatDuration(now - since), operations::formatDuration(m_settings.lockSeconds)),
                LocksPage });
    }
    m_lockSeen = std::move(seen);
    return out;
}

QList<AlertCondition> AlertMonitor::orphanedLockConditions(const QList<OrphanedLocks::Lock> &orphans)
{
    QList<AlertCondition> out;
    QHash<QString, QStringList> keysByClass;
    for (const auto &l : orphans)
        keysByClass[contracts::readableBytes(l.jobClass)] << contracts::readableBytes(l.key);
    for (auto it = keysByClass.cbegin(); it != keysByClass.cend(); ++it)
        out.append({ QStringLiteral("orphaned-lock:") + it.key(), tr("Dispatches of %1 are being dropped").arg(it.key()),
            tr("Its unique-job lock %1 is held with no job of its class waiting, delayed or reserved, so nothing will release it. "
               "Release it on the Locks page (Release Orphaned Locks).")
                .arg(it.value().join(QLatin1String(", "))),
            LocksPage });
    return out;
}

void AlertMonitor::checkLocks(storage::Session *session, const QStringList &patterns)
{
    if (!session || m_lockInFlight || !session->schema().hasCache())
        return;
    const QByteArray json = operations::cache::lockPatternsJson(patterns);
    m_lockInFlight = true;
    using Locks = QList<std::pair<QByteArray, QString>>;
    QPointer<storage::Session> guarded(session);
    session->query(
        requestKey(this, "alert-locks"), this,
        [json](contracts::Connection &db) {
            Locks out;
            for (const auto &r : contracts::cache::locks(db, json, QByteArray(), 500))
                if (!r.stale.toInt())
                    out.append({ identityOf(r.key, r.owner), r.key.toDisplayString() });
            return out;
        },
        [this, guarded](Locks locks) {
            m_lockInFlight = false;
            if (guarded)
                update(QStringLiteral("locks"), lockConditions(locks, guarded->now()), guarded->now());
        },
        [this](const storage::Failure &f) {
            logIgnoredFailure("reading locks for alerts", f);
            m_lockInFlight = false;
        });
}

} // namespace askr::models
