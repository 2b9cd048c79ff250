#pragma once

#include <QObject>
#include <QPointer>

class QAction;
class QTimer;
class QToolButton;

namespace askr::models {
class PagedTableModel;
}

namespace askr::views {

class PagedTableView;

// Keeps a live list still while the user is at it: the pointer over it, a
// row selected, the list scrolled down from its top, or Pause on. Rows
// arriving meanwhile are counted on a "37 new ▴" button floating over the
// top of the list (it moves no row); clicking it shows them (and, newest
// first, scrolls to the top). Rows deleted meanwhile stay, marked gone
// (PagedTableModel::setHeld). Operators aimed at job 805 and got 839 as rows
// arrived above it (issue 32). Only the rows hold: the page's figures keep
// refreshing, and the rows held still update their cells.
class LiveHold : public QObject
{
    Q_OBJECT
public:
    // pause may be null; see makePauseAction.
    LiveHold(PagedTableView *view, models::PagedTableModel *model, QAction *pause);

    // A checkable "Pause List" action for a page's toolbar.
    static QAction *makePauseAction(const QString &objectName, QObject *parent);

    QToolButton *button() const { return m_button; }
    bool isHeld() const;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void update();
    void updateButton();
    void place();
    void buttonClicked();

    QPointer<PagedTableView> m_view;
    // For telling watched objects apart: while a widget is being destroyed
    // it is no longer a PagedTableView, and m_view must not be read then.
    const QObject *m_viewObject;
    const QObject *m_viewportObject;
    QPointer<models::PagedTableModel> m_model;
    QPointer<QAction> m_pause;
    QToolButton *m_button;
    QTimer *m_settle; // the pointer crosses from the list onto the button
    bool m_overList = false;
    bool m_overButton = false;
};

} // namespace askr::views
