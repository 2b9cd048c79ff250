#pragma once

// A walk over every page of one database in the real main window, as a user
// clicking down the sidebar would do it.

#include "robustsupport.h"

#include "views/databaseview.h"
#include "mainwindow.h"
#include "views/page.h"

#include <QAbstractItemView>
#include <QTreeWidget>

namespace askr::robust {

struct PageVisit {
    QString title;
    bool shown = false; // false: the view showed its empty state instead
    int rows = 0;       // rows the page's item views hold (top level)
    int views = 0;      // item views on the page
};

inline QTreeWidgetItem *sidebarItem(app::MainWindow &w, views::DatabaseView *view)
{
    auto *sidebar = w.findChild<QTreeWidget *>(QStringLiteral("sidebar"));
    for (int i = 0; sidebar && i < sidebar->topLevelItemCount(); ++i)
        if (sidebar->topLevelItem(i)->data(0, Qt::UserRole).value<QObject *>() == view)
            return sidebar->topLevelItem(i);
    return nullptr;
}

inline QList<PageVisit> visitEveryPage(app::MainWindow &w, views::DatabaseView *view, int settleMs = 150)
{
    QList<PageVisit> out;
    auto *sidebar = w.findChild<QTreeWidget *>(QStringLiteral("sidebar"));
    QTreeWidgetItem *top = sidebarItem(w, view);
    if (!sidebar || !top)
        return out;
    for (int p = 0; p < top->childCount(); ++p) {
        sidebar->setCurrentItem(top->child(p));
        QTest::qWait(settleMs);
        waitIdle(view->session());
        PageVisit visit;
        visit.title = top->child(p)->text(0);
        if (views::Page *page = view->currentPage()) {
            visit.shown = true;
            const auto itemViews = page->findChildren<QAbstractItemView *>();
            for (QAbstractItemView *iv : itemViews) {
                if (!iv->model())
                    continue;
                ++visit.views;
                visit.rows += iv->model()->rowCount();
            }
        }
        out << visit;
    }
    return out;
}

inline QString describe(const QList<PageVisit> &visits)
{
    QStringList out;
    for (const auto &v : visits)
        out << QStringLiteral("%1: %2 (%3 rows in %4 views)").arg(v.title, v.shown ? QStringLiteral("shown") : QStringLiteral("empty state")).arg(v.rows).arg(v.views);
    return out.join(QStringLiteral("; "));
}

} // namespace askr::robust
