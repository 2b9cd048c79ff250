#pragma once

#include <QWidget>

#include <optional>

class QCheckBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSplitter;
class QTableView;
class QTimer;

namespace askr::storage {
class Session;
}
namespace askr::models {
class ChangeThrottle;
class ChannelsModel;
class EventsModel;
}

namespace askr::views {

class ChannelFilterBox;

class EventDetail;
class SelectionKeeper;

// The whole log, a page at a time, newest first, with a payload pane.
class EventsTab : public QWidget
{
    Q_OBJECT
public:
    EventsTab(storage::Session *session, models::EventsModel *model, models::ChannelsModel *channels, QWidget *parent = nullptr);
    QTableView *view() const { return m_view; }
    SelectionKeeper *keeper() const { return m_keeper; }
    ChannelFilterBox *channelBox() const { return m_channel; }
    QLineEdit *textEdit() const { return m_text; }
    EventDetail *detail() const { return m_detail; }
    void setChannel(const std::optional<QByteArray> &channel);
    void applyFilter();
    void refreshNow();
    // Reload when next shown (F5 while another tab is current).
    void markStale();
    void saveState() const;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void showCurrent();
    void updateCount();
    // The database changed: reloads in place, or, when the user is reading
    // further down or has an event open, offers to.
    void followChange();
    models::EventsModel *m_model;
    QTableView *m_view;
    SelectionKeeper *m_keeper;
    ChannelFilterBox *m_channel;
    QLineEdit *m_text;
    QCheckBox *m_newestFirst;
    QLabel *m_count;
    QPushButton *m_newEvents;
    EventDetail *m_detail;
    QSplitter *m_splitter;
    QTimer *m_textDelay;
    models::ChangeThrottle *m_follow;
    bool m_overList = false; // the pointer is over the rows: they hold still
};

} // namespace askr::views
