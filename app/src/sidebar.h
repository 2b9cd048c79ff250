#pragma once

#include <QHash>
#include <QList>
#include <QTreeWidget>

class QAction;

namespace askr::views {
class DatabaseView;
}

namespace askr::app {

// The window's sidebar: an entry for each open database with its pages below
// it (marked with their problems), the servers' entries (ServerRoster's), and
// "All databases" on top while two or more are open.
class Sidebar : public QTreeWidget
{
    Q_OBJECT
public:
    // goToPage: the actions whose shortcuts the pages' tooltips name.
    Sidebar(const QList<QAction *> &goToPage, QWidget *parent = nullptr);

    // Adds the view's entry, follows its problems, and selects its first page.
    void addView(views::DatabaseView *view);
    void removeView(views::DatabaseView *view);
    QTreeWidgetItem *itemOf(views::DatabaseView *view) const { return m_items.value(view); }
    // The database an entry stands for (one of its pages, or itself), and
    // which page (-1: the database's own entry).
    static views::DatabaseView *viewOf(const QTreeWidgetItem *item);
    static int pageOf(const QTreeWidgetItem *item);
    // Selects the view's page, when the view has an entry here.
    void showPage(views::DatabaseView *view, int page);
    // Selects another open database's overview when nothing is selected.
    void selectAnother();
    // The view's place among the databases (the fleet entry not counted),
    // and putting it back there.
    int placeOf(views::DatabaseView *view) const;
    void moveTo(views::DatabaseView *view, int place);

    // "All databases" (null while fewer than two databases and servers are open).
    QTreeWidgetItem *fleetItem() const { return m_fleetItem; }
    void updateFleetItem(qsizetype servers);

private:
    void updateItem(views::DatabaseView *view);
    int fleetRows() const { return m_fleetItem ? 1 : 0; }

    QList<QAction *> m_goToPage;
    QHash<views::DatabaseView *, QTreeWidgetItem *> m_items;
    QTreeWidgetItem *m_fleetItem = nullptr;
};

} // namespace askr::app
