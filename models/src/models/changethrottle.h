#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QTimer>

#include <functional>

namespace askr::storage {
class Session;
}

namespace askr::models {

// How what one asker shows follows the database: a busy database commits
// many times a second, and a page's reads can take a good part of a second
// at a million rows. After a change, calls refresh at once if the last
// refresh is an interval old, otherwise once when the interval is over;
// while the asker is hidden (Session::isShown) it only remembers, and
// refreshes once when shown again. Every page and model that follows changes
// uses this one.
class ChangeThrottle : public QObject
{
    Q_OBJECT
public:
    // asker: whose being shown counts (a page, a tab, a model); the throttle
    // is its child.
    ChangeThrottle(storage::Session *session, QObject *asker, int intervalMs, std::function<void()> refresh);

    // Follow changes while hidden too (what the sidebar and the alerts show).
    void setFollowHidden(bool follow);
    // A slower database is read less often.
    void setInterval(int ms);
    int interval() const { return m_interval; }
    // Refresh now (F5, or after an action), restarting the interval.
    void refreshNow();
    // Something changed: refresh as the interval allows, or once shown.
    void changed();
    // Refresh when next shown (or at once, when shown now).
    void markStale();
    bool isStale() const { return m_dirty; }
    // A refresh was made another way (a timer, a read that just ended): the
    // interval counts from now, and what it answered is no longer due.
    void noteRefreshed();
    // A delayed refresh is coming.
    bool isPending() const { return m_delay.isActive(); }

private:
    bool following() const;
    void shownChanged();

    QPointer<storage::Session> m_session;
    QObject *m_asker;
    std::function<void()> m_refresh;
    QTimer m_delay;
    QElapsedTimer m_sinceRefresh;
    int m_interval;
    bool m_dirty = false;
    bool m_followHidden = false;
};

} // namespace askr::models
