#pragma once

#include <QWidget>

#include <optional>

class QLabel;
class QLineEdit;
class QSplitter;
class QTableView;

namespace askr::storage {
class Session;
}
namespace askr::models {
class ChannelsModel;
class LiveTailModel;
}

namespace askr::views {

class ChannelFilterBox;

class EventDetail;
class SelectionKeeper;

// New events as they are published, by cursor.
class LiveTailTab : public QWidget
{
    Q_OBJECT
public:
    LiveTailTab(storage::Session *session, models::LiveTailModel *model, models::ChannelsModel *channels, QAction *pauseAction,
                QWidget *parent = nullptr);
    QTableView *view() const { return m_view; }
    SelectionKeeper *keeper() const { return m_keeper; }
    ChannelFilterBox *channelBox() const { return m_channel; }
    QLineEdit *textEdit() const { return m_text; }
    EventDetail *detail() const { return m_detail; }
    void setChannel(const std::optional<QByteArray> &channel);
    void updateStatus();
    void saveState() const;

private:
    void applyFilter();
    void showCurrent();
    models::LiveTailModel *m_model;
    QTableView *m_view;
    SelectionKeeper *m_keeper;
    ChannelFilterBox *m_channel;
    QLineEdit *m_text;
    QLabel *m_status;
    EventDetail *m_detail;
    QSplitter *m_splitter;
    bool m_atBottom = true;
};

} // namespace askr::views
