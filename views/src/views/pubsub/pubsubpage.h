#pragma once

#include "views/page.h"
#include "value.h"

#include <optional>

class QLabel;
class QStackedWidget;
class QTabWidget;
class QTimer;

namespace askr::models {
class ChannelsModel;
class EventsModel;
class LiveTailModel;
class SubscribersModel;
}

namespace askr::views {

struct ActionSpec;
class ChannelsTab;
class EmptyState;
class EventsTab;
class LiveTailTab;
class SubscribersTab;

// The pub/sub log: channels with counts and rates, the event browser, a live
// tail, and the durable subscribers with their lag; trims, cursor resets,
// subscriber deletion and test publishing as actions.
class PubSubPage : public Page
{
    Q_OBJECT
public:
    enum Tab { ChannelsTabIndex, EventsTabIndex, TailTabIndex, SubscribersTabIndex };

    explicit PubSubPage(storage::Session *session, QWidget *parent = nullptr);
    ~PubSubPage() override;
    QString title() const override;
    QIcon icon() const override;
    QList<QAction *> pageActions() const override;
    void focusFilter() override;
    void refresh() override;
    void applySettings() override;
    int issueCount() const override;
    QStringList issues() const override;

    bool isActive() const { return m_channels != nullptr; }
    void showTab(Tab tab);
    // Events (or the live tail) of one channel.
    void showChannelEvents(const contracts::Value &channel);
    void tailChannel(const contracts::Value &channel);

    QTabWidget *tabs() const { return m_tabs; }
    ChannelsTab *channelsTab() const { return m_channelsTab; }
    EventsTab *eventsTab() const { return m_eventsTab; }
    LiveTailTab *tailTab() const { return m_tailTab; }
    SubscribersTab *subscribersTab() const { return m_subscribersTab; }
    models::ChannelsModel *channelsModel() const { return m_channels; }
    models::EventsModel *eventsModel() const { return m_events; }
    models::LiveTailModel *tailModel() const { return m_tail; }
    models::SubscribersModel *subscribersModel() const { return m_subscribers; }

    QAction *publishAction() const { return m_publishAction; }
    QAction *trimAgeAction() const { return m_trimAgeAction; }
    QAction *trimSizeAction() const { return m_trimSizeAction; }
    QAction *resetToHeadAction() const { return m_resetToHeadAction; }
    QAction *setCursorAction() const { return m_setCursorAction; }
    QAction *deleteSubscriberAction() const { return m_deleteSubscriberAction; }
    QAction *pauseTailAction() const { return m_pauseTailAction; }

protected:
    void showEvent(QShowEvent *event) override;
    void hideEvent(QHideEvent *event) override;

private:
    void createActions();
    void activate();
    void schemaChanged();
    void tabChanged(int index);
    void tick();
    void updateActions();
    void updateSummary();
    void publishTestEvent();
    void trimByAge();
    void trimBySize();
    void runTrim(ActionSpec spec);
    void resetToHead();
    void setCursor();
    void deleteSubscribers();

    QStackedWidget *m_stack;
    EmptyState *m_empty;
    QWidget *m_content = nullptr;
    QLabel *m_summary = nullptr;
    QTabWidget *m_tabs = nullptr;
    QTimer *m_tick;
    ChannelsTab *m_channelsTab = nullptr;
    EventsTab *m_eventsTab = nullptr;
    LiveTailTab *m_tailTab = nullptr;
    SubscribersTab *m_subscribersTab = nullptr;
    models::ChannelsModel *m_channels = nullptr;
    models::EventsModel *m_events = nullptr;
    models::LiveTailModel *m_tail = nullptr;
    models::SubscribersModel *m_subscribers = nullptr;

    QAction *m_publishAction = nullptr;
    QAction *m_trimAgeAction = nullptr;
    QAction *m_trimSizeAction = nullptr;
    QAction *m_resetToHeadAction = nullptr;
    QAction *m_setCursorAction = nullptr;
    QAction *m_deleteSubscriberAction = nullptr;
    QAction *m_pauseTailAction = nullptr;
    QAction *m_showEventsAction = nullptr;
    QAction *m_tailChannelAction = nullptr;
    QAction *m_separator1 = nullptr;
    QAction *m_separator2 = nullptr;
};

} // namespace askr::views
