#pragma once

#include <QObject>
#include <QPointer>

class QTimer;

namespace askr::models {
class AlertMonitor;
class QueueOverviewModel;
class OrphanedLocks;
class SubscribersModel;
} // namespace askr::models
namespace askr::storage {
class Session;
}

namespace askr::views {

// Feeds one database's conditions to an AlertMonitor and sends what it
// raises as desktop notifications: queues and dead letters on every queue
// overview refresh, subscribers on every subscribers refresh, and locks read
// on a clock of their own, only while alerts are on. Alerts name the
// database, and clicking one shows its page.
class AlertWatch : public QObject
{
    Q_OBJECT
public:
    static constexpr int LockCheckMs = 15'000;

    AlertWatch(storage::Session *session, models::QueueOverviewModel *queues, QObject *parent = nullptr);
    models::AlertMonitor *monitor() const { return m_monitor; }
    // The Pub/sub page's model, once the page has made it.
    void setSubscribers(models::SubscribersModel *subscribers);
    bool hasSubscribers() const;
    // The Locks page's check for orphaned unique-job locks.
    void setOrphanedLocks(models::OrphanedLocks *orphans);
    // The settings dialog changed the alert settings.
    void applySettings();
    // Reads the locks now (tests; otherwise on the clock).
    void checkLocks();

Q_SIGNALS:
    // An alert went out (also shown in the status bar).
    void raised(const QString &title, const QString &body, int page);
    // The user clicked an alert's notification: show that page.
    void clicked(int page);

private:
    QPointer<storage::Session> m_session;
    QPointer<models::SubscribersModel> m_subscribers;
    models::AlertMonitor *m_monitor;
    QTimer *m_lockTimer;
};

} // namespace askr::views
