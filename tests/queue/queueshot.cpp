// Development aid, not a test: opens a database in the real main window,
// shows one page and saves a picture of the window after a wait.
//   queueshot DB PAGE OUT.png [SECONDS] [ROW]
// PAGE is the sidebar position (1 Queues, 2 Dead letters); ROW selects a
// row of the page's main table before the picture.

#include "databaseview.h"
#include "mainwindow.h"
#include "page.h"

#include <QApplication>
#include <QTableView>
#include <QTest>
#include <QTimer>
#include <QTreeWidget>

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    if (argc < 4)
        return 2;
    askr::app::MainWindow w;
    w.resize(1400, 900);
    w.openDatabase(QString::fromLocal8Bit(argv[1]));
    w.show();
    auto *sidebar = w.findChild<QTreeWidget *>(QStringLiteral("sidebar"));
    sidebar->setCurrentItem(sidebar->topLevelItem(0)->child(std::atoi(argv[2])));
    const int seconds = argc > 4 ? std::atoi(argv[4]) : 3;
    QTest::qWait(seconds * 500);
    if (argc > 5) {
        const auto tables = w.currentView()->currentPage()->findChildren<QTableView *>();
        for (QTableView *t : tables)
            if (t->isVisible()) {
                t->selectRow(std::atoi(argv[5]));
                t->setFocus();
                break;
            }
    }
    QTest::qWait(seconds * 500);
    return w.grab().save(QString::fromLocal8Bit(argv[3])) ? 0 : 1;
}
