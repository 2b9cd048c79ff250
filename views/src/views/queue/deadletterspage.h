#pragma once

#include "views/page.h"
#include "models/queue/failedexport.h"

#include <QPointer>

#include <optional>
#include <vector>

class QAction;
class QComboBox;
class QLabel;
class QSplitter;
class QStackedWidget;
class QTableView;
class QTimer;

namespace askr::models {
class FailedExport;
class FailedGroupsModel;
class FailedJobsModel;
class QueueOverviewModel;
}

namespace askr::views {

class BusyStrip;
class DeadLetterFilters;
class EmptyState;
class LiveHold;
class PagedTableView;
class PayloadView;
class SelectionKeeper;
struct ActionSpec;

// The dead letters: filtered in SQL by queue, job, exception text and time,
// with the payload and full exception of the one selected. Retry and forget
// act on the selection or on everything the filter matches, each in one
// transaction; export keeps them as JSON Lines first.
class DeadLettersPage : public Page
{
    Q_OBJECT
public:
    // queues: the session's shared queue overview.
    DeadLettersPage(storage::Session *session, models::QueueOverviewModel *queues, QWidget *parent = nullptr);
    ~DeadLettersPage() override;

    QString title() const override;
    QIcon icon() const override;
    QList<QAction *> pageActions() const override;
    void focusFilter() override;
    void refresh() override;

    models::FailedJobsModel *failed() const { return m_failed; }
    models::FailedGroupsModel *groups() const { return m_groups; }
    QTableView *groupsView() const { return m_groupsView; }
    QComboBox *groupByCombo() const { return m_groupBy; }
    QAction *retrySelectedAction() const { return m_retrySelected; }
    QAction *retryMatchingAction() const { return m_retryMatching; }
    QAction *forgetSelectedAction() const { return m_forgetSelected; }
    QAction *pauseAction() const { return m_pauseAction; }
    LiveHold *hold() const { return m_hold; }
    QAction *forgetMatchingAction() const { return m_forgetMatching; }
    QAction *exportSelectedAction() const { return m_exportSelected; }
    QAction *exportMatchingAction() const { return m_exportMatching; }

    // Exports to path without asking for a file (the actions ask first).
    void exportTo(const QString &path, bool selectionOnly);
    models::FailedExport *currentExport() const { return m_export; }

private:
    enum class Scope { Selection, Matching };
    void applyFilter();
    void groupingChanged();
    void groupSelected();
    void groupsLoaded();
    void updateActions();
    void showCurrent();
    void retry(Scope scope);
    void forget(Scope scope);
    void chooseExport(bool selectionOnly);
    void run(ActionSpec spec, const QString &busyText);
    void setBusy(const QString &text);
    std::optional<std::vector<qint64>> selection(const QString &title);
    std::optional<qint64> currentId() const;

    QPointer<models::QueueOverviewModel> m_overview;
    models::FailedJobsModel *m_failed;
    models::FailedGroupsModel *m_groups;
    QComboBox *m_groupBy;
    QTableView *m_groupsView;
    QSplitter *m_listSplitter;
    // The group the list is narrowed to (its stored key), kept across reloads.
    std::optional<QByteArray> m_groupKey;
    qint64 m_groupsSeenFailed = -1; // dead letters counted when the groups were last read
    QStackedWidget *m_stack;
    EmptyState *m_empty;
    DeadLetterFilters *m_filters;
    QLabel *m_count;
    PagedTableView *m_view;
    SelectionKeeper *m_keeper;
    QAction *m_pauseAction;
    LiveHold *m_hold;
    QLabel *m_header;
    PayloadView *m_payload;
    QSplitter *m_splitter;
    BusyStrip *m_busy;
    QAction *m_retrySelected;
    QAction *m_retryMatching;
    QAction *m_forgetSelected;
    QAction *m_forgetMatching;
    QAction *m_exportSelected;
    QAction *m_exportMatching;
    QPointer<models::FailedExport> m_export;
    bool m_started = false;
    QByteArray m_shownPayload;
    qint64 m_shown = -1;
};

} // namespace askr::views
