#include "models/changethrottle.h"

#include "storage/session.h"

namespace askr::models {

ChangeThrottle::ChangeThrottle(storage::Session *session, QObject *asker, int intervalMs, std::function<void()> refresh)
    : QObject(asker)
    , m_session(session)
    , m_asker(asker)
    , m_refresh(std::move(refresh))
    , m_interval(intervalMs)
{
    m_delay.setSingleShot(true);
    // Hidden meanwhile: wait until shown again.
    connect(&m_delay, &QTimer::timeout, this, [this] {
        if (following())
            refreshNow();
        else
            m_dirty = true;
    });
    connect(session, &storage::Session::changed, this, &ChangeThrottle::changed);
    connect(session, &storage::Session::shownChanged, this, &ChangeThrottle::shownChanged);
}

void ChangeThrottle::setFollowHidden(bool follow)
{
    m_followHidden = follow;
}

void ChangeThrottle::setInterval(int ms)
{
    m_interval = ms;
}

bool ChangeThrottle::following() const
{
    return m_followHidden || (m_session && m_session->isShown(m_asker));
}

void ChangeThrottle::refreshNow()
{
    m_delay.stop();
    m_dirty = false;
    m_sinceRefresh.start();
    m_refresh();
}

void ChangeThrottle::changed()
{
    if (!following()) {
        m_dirty = true;
        return;
    }
    const qint64 wait = m_sinceRefresh.isValid() ? m_interval - m_sinceRefresh.elapsed() : 0;
    if (wait <= 0) {
        refreshNow();
        return;
    }
    m_dirty = false; // the delay will refresh
    if (!m_delay.isActive())
        m_delay.start(int(wait));
}

void ChangeThrottle::noteRefreshed()
{
    m_delay.stop();
    m_dirty = false;
    m_sinceRefresh.start();
}

void ChangeThrottle::markStale()
{
    m_dirty = true;
    if (following())
        changed();
}

void ChangeThrottle::shownChanged()
{
    // Queued: the page finishes showing (and its own show handling) first;
    // a page and its tab both saying so refresh once.
    if (m_dirty && following())
        QMetaObject::invokeMethod(this, [this] {
            if (m_dirty && following())
                changed();
        }, Qt::QueuedConnection);
}

} // namespace askr::models
