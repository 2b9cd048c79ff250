#pragma once

#include "views/pubsub/eventlisttab.h"

class QCheckBox;
class QLabel;
class QPushButton;
class QTimer;

namespace askr::models {
class ChangeThrottle;
class EventsModel;
}

namespace askr::views {

// The whole log, a page at a time, newest first, with a payload pane.
class EventsTab : public EventListTab
{
    Q_OBJECT
public:
    EventsTab(storage::Session *session, models::EventsModel *model, models::ChannelsModel *channels, QWidget *parent = nullptr);
    void applyFilter() override;
    void refreshNow();
    // Reload when next shown (F5 while another tab is current).
    void markStale();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void showCurrent();
    void updateCount();
    // The database changed: reloads in place, or, when the user is reading
    // further down or has an event open, offers to.
    void followChange();
    models::EventsModel *m_model;
    QCheckBox *m_newestFirst;
    QLabel *m_count;
    QPushButton *m_newEvents;
    QTimer *m_textDelay;
    models::ChangeThrottle *m_follow;
    bool m_overList = false; // the pointer is over the rows: they hold still
};

} // namespace askr::views
