#pragma once

#include "views/shownreporter.h"

#include <QList>
#include <QWidget>

class QAction;

namespace askr::storage {
class Session;
}

namespace askr::views {

// One screen inside a database (Overview, Queues, Dead letters, Cache,
// Locks, Pub/sub). Pages own their actions; the main window puts them in its
// menus and toolbar while the page is shown.
class Page : public QWidget
{
    Q_OBJECT
public:
    Page(storage::Session *session, QWidget *parent = nullptr)
        : QWidget(parent)
        , m_session(session)
    {
        ShownReporter::watch(this, session);
    }
    storage::Session *session() const { return m_session; }
    virtual QString title() const = 0;
    virtual QIcon icon() const = 0;
    virtual QList<QAction *> pageActions() const { return {}; }
    // Focus the page's filter field (Ctrl+F or '/').
    virtual void focusFilter() { }
    // Reload now (F5).
    virtual void refresh() { }
    // The settings dialog changed preferences: re-read what this page uses.
    virtual void applySettings() { }
    // Problems this page knows about, for the sidebar's health count.
    virtual int issueCount() const { return 0; }
    // One line per problem counted by issueCount(), for tooltips and the
    // Problems list.
    virtual QStringList issues() const { return {}; }

Q_SIGNALS:
    void issueCountChanged();
    void statusMessage(const QString &message);
    // Asks the window to show another page of the same database (a
    // DatabaseView::PageId), as the sidebar would.
    void pageRequested(int page);

private:
    storage::Session *m_session;
};

} // namespace askr::views
