#include "views/alertwatch.h"

#include "models/alerts/alertmonitor.h"
#include "models/cache/orphanedlocks.h"
#include "views/cache/lockpatternsdialog.h"
#include "views/desktopnotifier.h"
#include "models/pubsub/subscribersmodel.h"
#include "models/queue/queueoverviewmodel.h"
#include "storage/session.h"

#include <QTimer>

namespace askr::views {

AlertWatch::AlertWatch(storage::Session *session, models::QueueOverviewModel *queues, QObject *parent)
    : QObject(parent), m_session(session), m_monitor(new models::AlertMonitor(this)), m_lockTimer(new QTimer(this))
{
    connect(queues, &models::QueueOverviewModel::refreshed, this, [this, queues] {
        if (m_session)
            m_monitor->update(QStringLiteral("queues"), m_monitor->queueConditions(*queues), queues->snapshot().at);
    });
    m_monitor->setDatabase(session->path());
    connect(m_monitor, &models::AlertMonitor::alert, this, [this](const models::AlertCondition &c, qint64) {
        // With several databases open, "Queue default is stuck" must say where.
        const QString title = tr("%1 — %2").arg(c.title, m_session ? storage::shortName(m_session->path()) : QString());
        QPointer<AlertWatch> self(this);
        DesktopNotifier::instance()->notify(title, c.body, [self, page = c.page] {
            if (self)
                Q_EMIT self->clicked(page);
        });
        Q_EMIT raised(title, c.body, c.page);
    });
    connect(m_lockTimer, &QTimer::timeout, this, &AlertWatch::checkLocks);
    applySettings();
}

void AlertWatch::setSubscribers(models::SubscribersModel *subscribers)
{
    if (!subscribers || m_subscribers)
        return;
    m_subscribers = subscribers;
    const auto check = [this] {
        if (m_session && m_subscribers)
            m_monitor->update(QStringLiteral("subscribers"), models::AlertMonitor::subscriberConditions(*m_subscribers), m_session->now());
    };
    connect(subscribers, &models::SubscribersModel::refreshed, this, check);
    connect(subscribers, &models::SubscribersModel::stalledCountChanged, this, check);
}

void AlertWatch::setOrphanedLocks(models::OrphanedLocks *orphans)
{
    connect(orphans, &models::OrphanedLocks::changed, this, [this, orphans] {
        if (m_session)
            m_monitor->update(QStringLiteral("orphaned-locks"), models::AlertMonitor::orphanedLockConditions(orphans->locks()), m_session->now());
    });
}

bool AlertWatch::hasSubscribers() const
{
    return !m_subscribers.isNull();
}

void AlertWatch::applySettings()
{
    m_monitor->setSettings(models::AlertMonitor::storedSettings());
    // Locks are read only for alerts: no reads while they are off.
    if (m_monitor->settings().enabled)
        m_lockTimer->start(LockCheckMs);
    else
        m_lockTimer->stop();
}

void AlertWatch::checkLocks()
{
    m_monitor->checkLocks(m_session, LockPatternsDialog::load());
}

} // namespace askr::views
