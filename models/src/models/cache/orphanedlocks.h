#pragma once

#include <QByteArray>
#include <QList>
#include <QObject>
#include <QSet>
#include <QString>

#include <optional>

namespace askr::storage {
class Session;
}

namespace askr::models {

class ChangeThrottle;

// The orphaned unique-job locks of one database (OrphanedLocks in
// contracts/cache.md): Laravel's laravel_unique_job: locks still held with
// no job of their class waiting, delayed or reserved, so that every
// dispatch of that job is dropped. The check reads every job's payload, so
// it runs on its own slower clock (at least MinGapMs apart, and 20 times as
// long as the last one took), after changes and only while it is active:
// while something shows what it finds (the Locks page, the problem list).
class OrphanedLocks : public QObject
{
    Q_OBJECT
public:
    static constexpr int MinGapMs = 30000;
    static constexpr int MaxListed = 1000; // the problem list and the marks need no more

    struct Lock
    {
        QByteArray key;
        QByteArray owner; // the bytes stored
        std::optional<qint64> expiresAt; // none: held forever
        QByteArray jobClass; // as the lock's name tells it
    };

    explicit OrphanedLocks(storage::Session *session, QObject *parent = nullptr);

    void setActive(bool active);
    bool isActive() const { return m_active; }
    // Check now (after an action, or F5), whatever the clock says.
    void check();

    // Whether a check has finished since the tables were there.
    bool known() const { return m_known; }
    const QList<Lock> &locks() const { return m_locks; }
    QSet<QByteArray> keys() const;
    // The classes whose dispatches are dropped, sorted.
    QStringList jobClasses() const;
    qint64 lastCheckMs() const { return m_lastMs; }

Q_SIGNALS:
    void changed();

private:
    void request();
    storage::Session *m_session;
    ChangeThrottle *m_throttle;
    QList<Lock> m_locks;
    bool m_active = false;
    bool m_known = false;
    bool m_inFlight = false;
    // Asked while a read ran (a release that just committed): one more read
    // follows it, as the one running may have begun before the change.
    bool m_again = false;
    qint64 m_lastMs = 0;
};

} // namespace askr::models
