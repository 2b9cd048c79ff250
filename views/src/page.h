#pragma once

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

Q_SIGNALS:
    void issueCountChanged();
    void statusMessage(const QString &message);

private:
    storage::Session *m_session;
};

} // namespace askr::views
