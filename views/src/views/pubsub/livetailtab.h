#pragma once

#include "views/pubsub/eventlisttab.h"

class QAction;
class QLabel;

namespace askr::models {
class LiveTailModel;
}

namespace askr::views {

// New events as they are published, by cursor.
class LiveTailTab : public EventListTab
{
    Q_OBJECT
public:
    LiveTailTab(storage::Session *session, models::LiveTailModel *model, models::ChannelsModel *channels, QAction *pauseAction,
                QWidget *parent = nullptr);
    void updateStatus();

protected:
    void applyFilter() override;

private:
    void showCurrent();
    models::LiveTailModel *m_model;
    QLabel *m_status;
    bool m_atBottom = true;
};

} // namespace askr::views
