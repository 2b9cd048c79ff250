#pragma once

#include <QWidget>

#include <optional>

class QAbstractItemModel;
class QHBoxLayout;
class QLineEdit;
class QSplitter;
class QTableView;

namespace askr::storage {
class Session;
}
namespace askr::models {
class ChannelsModel;
}

namespace askr::views {

class ChannelFilterBox;
class EventDetail;
class SelectionKeeper;

// What the events tab and the live tail share: a list of events, one
// selected at a time, filtered by channel and payload text from a row above
// it, with the selected event's payload beside it. Its header and splitter
// are remembered under the tab's key ("events", "tail").
class EventListTab : public QWidget
{
    Q_OBJECT
public:
    QTableView *view() const { return m_view; }
    SelectionKeeper *keeper() const { return m_keeper; }
    ChannelFilterBox *channelBox() const { return m_channel; }
    QLineEdit *textEdit() const { return m_text; }
    EventDetail *detail() const { return m_detail; }
    // Shows one channel's events (nothing: every channel's).
    void setChannel(const std::optional<QByteArray> &channel);
    void saveState() const;

protected:
    // view shows model; name: what the children's object names say
    // ("pubsubEventsView"), key: the settings' ("eventsHeader").
    EventListTab(storage::Session *session, QTableView *view, QAbstractItemModel *model, models::ChannelsModel *channels, const QString &name,
                 const QString &key, QWidget *parent);
    // The filter row above the list and the payload beside it.
    void layOut(QHBoxLayout *top, const QList<int> &sizes);
    // Reads again with the channel and the text as they are now.
    virtual void applyFilter() = 0;

private:
    const QString m_key;
    QTableView *m_view;
    SelectionKeeper *m_keeper;
    ChannelFilterBox *m_channel;
    QLineEdit *m_text;
    EventDetail *m_detail;
    QSplitter *m_splitter;
};

} // namespace askr::views
