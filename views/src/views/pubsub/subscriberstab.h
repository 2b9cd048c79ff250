#pragma once

#include "value.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QSortFilterProxyModel;
class QSpinBox;
class QSplitter;
class QStackedWidget;
class QTableView;

namespace askr::models {
class SubscribersModel;
}

namespace askr::views {

class EmptyState;
class LagChart;
class SelectionKeeper;

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
