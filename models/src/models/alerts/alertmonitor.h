#pragma once

#include "models/cache/orphanedlocks.h"
#include "storage/settings/alertsettings.h"

#include <QHash>
#include <QList>
#include <QSet>
#include <QObject>
#include <QString>

#include <optional>

namespace askr::storage {
class Session;
}

namespace askr::models {

class QueueOverviewModel;
class ServerWatch;
class SubscribersModel;

// Something worth a desktop notification, named by a key that stays the
// same while the condition lasts ("queue-stuck:mail").
struct AlertCondition
{
    QString key;
    QString title;
    QString body;
    int page = 0; // the database view's page that shows it
};

// Decides when to alert: once a condition has held for HoldSeconds (a
// reading that flickers for a refresh or two is not news), not again while
// it lasts; again only after it has stayed cleared for RearmSeconds and come
// back (a queue that flaps between healthy and behind alerts once). What was
// notified is remembered per database (setDatabase), so reopening the
// window or the database does not send the same problems again; what is no
// longer there is forgotten after RearmSeconds, like any cleared condition.
// Conditions come from several sources (queues, subscribers, locks), each
// replacing its own set when it is read. Nothing fires until alerts are
// enabled (off by default: AlertSettings); conditions already
// present when they are turned on do not fire. Time is the watched
// database's clock.
class AlertMonitor : public QObject
{
    Q_OBJECT
public:
    struct Settings
    {
        bool enabled = storage::settings::AlertSettings::Enabled.fallback;
        double deadLettersPerMinute = storage::settings::AlertSettings::DeadLettersPerMinute.fallback; // faster than this alerts
        qint64 lockSeconds = storage::settings::AlertSettings::LockSeconds.fallback; // a lock held longer alerts
    };
    static constexpr qint64 RearmSeconds = 300;
    static constexpr qint64 HoldSeconds = 30;
    // A rate is judged over at least this much time: two dead letters in
    // the first second after opening are not "120 a minute".
    static constexpr qint64 MinRateSeconds = 60;
    static Settings storedSettings();
    static void storeSettings(const Settings &settings);

    explicit AlertMonitor(QObject *parent = nullptr);

    void setSettings(const Settings &settings);
    // Which database this monitor watches (its path or address): what was
    // notified for it is read from and kept in AlertSettings under that name.
    void setDatabase(const QString &location);
    const Settings &settings() const { return m_settings; }

    // Replaces the active conditions of one source, read at `now`.
    void update(const QString &source, const QList<AlertCondition> &active, qint64 now);
    // Conditions active now, by key.
    QStringList activeKeys() const;

    // Queues with no worker or not keeping up, and dead letters arriving
    // faster than the threshold (over the model's rate window).
    QList<AlertCondition> queueConditions(const QueueOverviewModel &queues) const;
    static QList<AlertCondition> subscriberConditions(const SubscribersModel &subscribers);
    // An Askr server's (issue 34): workers alive below configured, a burst
    // of respawns outside a rollout, a worker whose memory keeps growing,
    // the 5xx share above its threshold, a rollout aborted, /healthz 503 or
    // not answering. Held for HoldSeconds like the others ("below
    // configured for 30 s").
    static QList<AlertCondition> serverConditions(const ServerWatch &server);
    // Locks by identity (key and owner) with the key to show: a lock seen
    // without a break for longer than the threshold is a condition. Tracks
    // when each was first seen.
    QList<AlertCondition> lockConditions(const QList<std::pair<QByteArray, QString>> &locks, qint64 now);
    // One condition per job class whose unique-job lock is orphaned: its
    // dispatches are dropped until the lock is released.
    static QList<AlertCondition> orphanedLockConditions(const QList<OrphanedLocks::Lock> &orphans);
    // Reads the live locks the patterns name on the session's worker (the
    // first pages: an alert names a few locks, not thousands) and replaces
    // the "locks" source with their conditions; one read at a time.
    void checkLocks(storage::Session *session, const QStringList &patterns);
    bool lockReadInFlight() const { return m_lockInFlight; }

Q_SIGNALS:
    void alert(const askr::models::AlertCondition &condition, qint64 at);

private:
    struct Held
    {
        qint64 since = 0;
        bool notified = false;
    };
    void setTold(const QString &entry, bool told);

    Settings m_settings;
    QHash<QString, QHash<QString, Held>> m_active; // source -> key -> since when, whether notified
    // "source key" pairs notified and not cleared since, kept across
    // sessions; an empty settings key keeps them in memory only.
    QSet<QString> m_told;
    QString m_location; // whose notified conditions m_told holds
    QHash<QString, qint64> m_absentSince; // told entries not on now, since when
    QHash<QByteArray, qint64> m_lockSeen;
    bool m_lockInFlight = false;
};

} // namespace askr::models

Q_DECLARE_METATYPE(askr::models::AlertCondition)
