#pragma once

#include <QWidget>

class QLabel;
class QPushButton;
class QToolButton;
class QStackedWidget;

namespace askr::storage {
class Session;
}

namespace askr::models {
class Freshness;
class OverviewModel;
class QueueOverviewModel;
}

namespace askr::views {

class AlertWatch;
class Page;
class EmptyState;

// Everything shown for one open database: its pages, or an explanation when
// it cannot be shown (not SQLite, no askr tables, open failed).
class DatabaseView : public QWidget
{
    Q_OBJECT
public:
    enum PageId { Overview, Queues, DeadLetters, Cache, Locks, PubSub, NUM_PAGES };

    // The session's shared models, made by whoever opened it: queues, the
    // queue overview, which the pages, the alerts and the stale banner read
    // (QueueOverviewModel::createShared); overview, the health figures, which
    // the Overview page and the fleet show.
    DatabaseView(storage::Session *session, models::QueueOverviewModel *queues, models::OverviewModel *overview, QWidget *parent = nullptr);
    storage::Session *session() const { return m_session; }
    models::QueueOverviewModel *queueOverview() const { return m_queues; }
    models::OverviewModel *overview() const { return m_overview; }
    Page *page(PageId id) const { return m_pages[id]; }
    Page *currentPage() const;
    void showPage(PageId id);
    PageId currentPageId() const { return m_current; }
    int issueCount() const;
    QString problem() const { return m_problem; }
    // Every problem behind issueCount(), with the page that shows it
    // (Overview for the file's own).
    struct Problem {
        PageId page;
        QString text;
    };
    QList<Problem> problems() const;
    // The problems of one page, one line each (empty when none).
    QStringList problems(PageId page) const;
    QToolButton *problemsButton() const { return m_problemsButton; }
    // Opened as part of a Laravel application: which parts this file holds
    // and where the others are, said above every page (first line bold).
    void setApplication(const QStringList &lines);
    QStringList application() const { return m_application; }
    AlertWatch *alertWatch() const { return m_alertWatch; }

Q_SIGNALS:
    void issueCountChanged();
    void pageChanged();
    // A page asked to show another (a dashboard tile, a problem): the
    // window selects it in the sidebar.
    void pageRequested(int page);
    // A desktop notification of this database's was clicked: the window
    // comes to the front and shows the page (after pageRequested).
    void alertClicked(int page);
    void problemChanged();
    void statusMessage(const QString &message);

private:
    void updateState();
    void updateProblemsButton();
    void updateStaleBanner();
    void updateOverlay();
    // The figures' freshness when they are stale (reads failing or late).
    const models::Freshness *staleFigures() const;
    storage::Session *m_session;
    QStringList m_application;
    models::QueueOverviewModel *m_queues;
    models::OverviewModel *m_overview;
    QStackedWidget *m_stack;
    QLabel *m_banner;
    QWidget *m_overlay; // the two below, floating over the top of the page
    QLabel *m_staleBanner; // a server not answering: the pages' figures are stale
    QLabel *m_movedBanner; // the file deleted or replaced underneath us
    QPushButton *m_addTables = nullptr;
    QToolButton *m_problemsButton;
    AlertWatch *m_alertWatch = nullptr;
    EmptyState *m_empty;
    Page *m_pages[NUM_PAGES] = {};
    PageId m_current = Overview;
    QString m_problem;
};

} // namespace askr::views
