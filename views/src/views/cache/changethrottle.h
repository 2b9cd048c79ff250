#pragma once

#include <QObject>
#include <QTimer>

#include <functional>

class QWidget;

namespace askr::storage {
class Session;
}

namespace askr::views {

// Follows a session's changes for one page: a busy database commits many
// times a second, and the page's queries read whole indexes at a million
// keys. Calls refresh at most once per interval while the page is visible;
// a hidden page refreshes once when it is shown again.
class ChangeThrottle : public QObject
{
    Q_OBJECT
public:
    ChangeThrottle(QWidget *page, storage::Session *session, int intervalMs, std::function<void()> refresh);
    // Refresh now (F5, or after an action), restarting the interval.
    void refreshNow();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void changed();

    QWidget *m_page;
    std::function<void()> m_refresh;
    QTimer m_delay;
    int m_interval;
    qint64 m_last = 0;
    bool m_dirty = false;
};

} // namespace askr::views
