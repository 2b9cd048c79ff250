#pragma once

#include "views/page.h"

#include <QPointer>

#include <optional>

class QAction;
class QComboBox;
class QLabel;
class QLineEdit;
class QSortFilterProxyModel;
class QSplitter;
class QStackedWidget;
class QTableView;
class QTimer;
class QTreeView;

namespace askr::models {
class JobsModel;
class QueueOverviewModel;
}

namespace askr::views {

class EmptyState;
class LiveHold;
class PagedTableView;
class PayloadView;
class QueueCharts;
class ReflowSplitter;
class SelectionKeeper;

// The queues of a database: one row per queue with depths, rates and
// whether it keeps up; charts of the recent past; and the jobs themselves,
// filtered in SQL, with the payload of the one selected.
class QueuesPage : public Page
{
    Q_OBJECT
public:
    // queues: the session's shared queue overview.
    QueuesPage(storage::Session *session, models::QueueOverviewModel *queues, QWidget *parent = nullptr);
    ~QueuesPage() override;

    QString title() const override;
    QIcon icon() const override;
    QList<QAction *> pageActions() const override;
    void focusFilter() override;
    void refresh() override;
    int issueCount() const override;
    QStringList issues() const override;

    models::QueueOverviewModel *overview() const { return m_overview; }
    QSortFilterProxyModel *overviewProxy() const { return m_overviewProxy; }
    models::JobsModel *jobs() const { return m_jobs; }
    QueueCharts *charts() const { return m_charts; }
    QAction *releaseAction() const { return m_releaseAction; }
    QAction *deleteAction() const { return m_deleteAction; }
    QAction *thresholdAction() const { return m_thresholdAction; }
    QAction *pauseAction() const { return m_pauseAction; }
    LiveHold *jobsHold() const { return m_jobsHold; }

protected:
    void showEvent(QShowEvent *event) override;

private:
    void applyFilter();
    void overviewSelectionChanged();
    void updateTotals();
    void updateActions();
    // Until the user moves the splitter under the queues (or a saved layout
    // sets it), the table grows to show every queue, up to FittedQueues,
    // taking the room from the charts.
    void fitQueues();
    void showCurrentJob();
    void releaseJob();
    void deleteJob();
    void editThreshold();
    std::optional<qint64> currentJobId() const;
    QString describeJob(int row) const;
    std::optional<QByteArray> selectedQueue() const;

    models::QueueOverviewModel *m_overview;
    QSortFilterProxyModel *m_overviewProxy;
    models::JobsModel *m_jobs;
    QStackedWidget *m_stack;
    EmptyState *m_empty;
    QLabel *m_totals;
    QTreeView *m_overviewView;
    QueueCharts *m_charts;
    QAction *m_pauseAction;
    LiveHold *m_jobsHold;
    QComboBox *m_queueFilter;
    QComboBox *m_stateFilter;
    QLineEdit *m_nameFilter;
    QLineEdit *m_textFilter;
    QLabel *m_jobCount;
    PagedTableView *m_jobsView;
    SelectionKeeper *m_jobsKeeper;
    SelectionKeeper *m_overviewKeeper;
    QLabel *m_jobHeader;
    PayloadView *m_payload;
    QSplitter *m_mainSplitter;
    QSplitter *m_topSplitter;
    ReflowSplitter *m_jobsSplitter;
    QAction *m_releaseAction;
    QAction *m_deleteAction;
    QAction *m_thresholdAction;
    QTimer *m_tick;
    QByteArray m_shownPayload;
    qint64 m_shownJob = -1;
    bool m_fitQueues = false;
};

} // namespace askr::views
