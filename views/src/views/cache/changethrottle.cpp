#include "views/cache/changethrottle.h"

#include "storage/session.h"

#include <QDateTime>
#include <QEvent>
#include <QWidget>

namespace askr::views {

ChangeThrottle::ChangeThrottle(QWidget *page, storage::Session *session, int intervalMs, std::function<void()> refresh)
    : QObject(page)
    , m_page(page)
    , m_refresh(std::move(refresh))
    , m_interval(intervalMs)
{
    m_delay.setSingleShot(true);
    connect(&m_delay, &QTimer::timeout, this, &ChangeThrottle::refreshNow);
    connect(session, &storage::Session::changed, this, &ChangeThrottle::changed);
    page->installEventFilter(this);
}

void ChangeThrottle::refreshNow()
{
    m_delay.stop();
    m_dirty = false;
    m_last = QDateTime::currentMSecsSinceEpoch();
    m_refresh();
}

void ChangeThrottle::changed()
{
    if (!m_page->isVisible()) {
        m_dirty = true;
        return;
    }
    const qint64 wait = m_last + m_interval - QDateTime::currentMSecsSinceEpoch();
    if (wait <= 0)
        refreshNow();
    else if (!m_delay.isActive())
        m_delay.start(int(wait));
}

bool ChangeThrottle::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_page && event->type() == QEvent::Show && m_dirty)
        QMetaObject::invokeMethod(this, &ChangeThrottle::changed, Qt::QueuedConnection);
    return QObject::eventFilter(watched, event);
}

} // namespace askr::views
