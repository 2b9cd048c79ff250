#pragma once

#include "value.h"

#include <QWidget>

class QLabel;
class QLineEdit;
class QPushButton;
class QSortFilterProxyModel;
class QStackedWidget;
class QTableView;

namespace askr::models {
class ChannelsModel;
}

namespace askr::views {

class EmptyState;
class SelectionKeeper;

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

} // namespace askr::views
