#pragma once

#include <QWidget>

class QLabel;
class QPushButton;
class QStackedWidget;

namespace askr::storage {
class Session;
}

namespace askr::views {

class Page;
class EmptyState;

// Everything shown for one open database: its pages, or an explanation when
// it cannot be shown (not SQLite, no askr tables, open failed).
class DatabaseView : public QWidget
{
    Q_OBJECT
public:
    enum PageId { Overview, Queues, DeadLetters, Cache, Locks, PubSub, NUM_PAGES };

    explicit DatabaseView(storage::Session *session, QWidget *parent = nullptr);
    storage::Session *session() const { return m_session; }
    Page *page(PageId id) const { return m_pages[id]; }
    Page *currentPage() const;
    void showPage(PageId id);
    PageId currentPageId() const { return m_current; }
    int issueCount() const;
    QString problem() const { return m_problem; }

Q_SIGNALS:
    void issueCountChanged();
    void pageChanged();
    void problemChanged();
    void statusMessage(const QString &message);

private:
    void updateState();
    storage::Session *m_session;
    QStackedWidget *m_stack;
    QLabel *m_banner;
    QPushButton *m_addTables = nullptr;
    EmptyState *m_empty;
    Page *m_pages[NUM_PAGES] = {};
    PageId m_current = Overview;
    QString m_problem;
};

} // namespace askr::views
