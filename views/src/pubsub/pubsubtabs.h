#pragma once

#include "value.h"

#include <QWidget>

#include <optional>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSortFilterProxyModel;
class QSpinBox;
class QSplitter;
class QStackedWidget;
class QTableView;
class QTimer;
class QToolButton;

namespace askr::storage {
class Session;
}
namespace askr::models {
class ChannelsModel;
class EventsModel;
class LiveTailModel;
class SubscribersModel;
}

namespace askr::views {

class EmptyState;
class EventDetail;
class LagChart;
class SelectionKeeper;

// A channel chooser for filters: "All channels" or one of the known
// channels (kept byte-exact), or a name typed in.
class ChannelFilterBox : public QWidget
{
    Q_OBJECT
public:
    ChannelFilterBox(models::ChannelsModel *channels, QWidget *parent = nullptr);
    std::optional<QByteArray> channel() const;
    void setChannel(const std::optional<QByteArray> &channel);
    QComboBox *comboBox() const { return m_box; }

Q_SIGNALS:
    void channelChanged();

private:
    void reloadItems();
    QComboBox *m_box;
    models::ChannelsModel *m_channels;
    std::optional<QByteArray> m_current;
};

// Channels: counts, rates, seqs and last publish, sortable and filterable.
class ChannelsTab : public QWidget
{
    Q_OBJECT
public:
    ChannelsTab(models::ChannelsModel *model, QWidget *parent = nullptr);
    QTableView *view() const { return m_view; }
    SelectionKeeper *keeper() const { return m_keeper; }
    QSortFilterProxyModel *proxy() const { return m_proxy; }
    QLineEdit *filterEdit() const { return m_filter; }
    EmptyState *emptyState() const { return m_empty; }
    // The channel of the current row, null when none.
    contracts::Value currentChannel() const;
    void saveState() const;

Q_SIGNALS:
    void channelActivated(const contracts::Value &channel);

private:
    void updateStatus();
    models::ChannelsModel *m_model;
    QSortFilterProxyModel *m_proxy;
    QTableView *m_view;
    SelectionKeeper *m_keeper;
    QLineEdit *m_filter;
    QLabel *m_status;
    QPushButton *m_recount;
    QStackedWidget *m_stack;
    EmptyState *m_empty;
};

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
    // Called when the database changed: reloads in place, or, when the user
    // is reading further down or has an event open, offers to.
    void databaseChanged();
    void refreshNow();
    void saveState() const;

private:
    void showCurrent();
    void updateCount();
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
    QTimer *m_throttle;
    qint64 m_lastRefreshMs = 0;
};

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

// Subscribers and their lag, with a chart of lag over time.
class SubscribersTab : public QWidget
{
    Q_OBJECT
public:
    SubscribersTab(models::SubscribersModel *model, QWidget *parent = nullptr);
    QTableView *view() const { return m_view; }
    SelectionKeeper *keeper() const { return m_keeper; }
    LagChart *chart() const { return m_chart; }
    QSpinBox *stallBox() const { return m_stall; }
    QComboBox *measureBox() const { return m_measure; }
    // Names of the selected subscribers (byte-exact).
    QList<contracts::Value> selectedNames() const;
    // Model row of the current subscriber, -1 when none.
    int currentRow() const;
    void saveState() const;

Q_SIGNALS:
    void selectionChanged();

private:
    models::SubscribersModel *m_model;
    QSortFilterProxyModel *m_proxy;
    QTableView *m_view;
    SelectionKeeper *m_keeper;
    LagChart *m_chart;
    QSpinBox *m_stall;
    QComboBox *m_measure;
    QLabel *m_status;
    QSplitter *m_splitter;
    QStackedWidget *m_stack;
    EmptyState *m_empty;
};

} // namespace askr::views
