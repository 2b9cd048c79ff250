// Development aid, not a test: opens a database in the real main window,
// shows one page and saves a picture of the window after a wait.
//   queueshot DB PAGE OUT.png [SECONDS] [ROW]
// DB "demo" starts the demo workload in a temporary folder. PAGE is the
// sidebar position (1 Queues, 2 Dead letters); ROW selects a row of the
// page's main table before the picture. Environment: ASKR_SHOT_SIZE (WxH,
// default 1280x800), ASKR_SHOT_QM (a catalogue to load, e.g. the German
// one), ASKR_SHOT_GROUPBY (index of the dead letters' grouping).

#include "views/databaseview.h"
#include "demo.h"
#include "mainwindow.h"
#include "views/page.h"

#include <QApplication>
#include <QComboBox>
#include <QTableView>
#include <QTest>
#include <QTimer>
#include <QTranslator>
#include <QTreeWidget>

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    if (argc < 4)
        return 2;
    QTranslator translator;
    const QString qm = qEnvironmentVariable("ASKR_SHOT_QM");
    if (!qm.isEmpty()) {
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
        if (translator.load(qm))
            app.installTranslator(&translator);
    }
    std::unique_ptr<askr::simulator::Demo> demo;
    QString path = QString::fromLocal8Bit(argv[1]);
    if (path == QLatin1String("demo")) {
        demo = askr::simulator::Demo::start();
        path = demo->path();
    }
    const QStringList size = qEnvironmentVariable("ASKR_SHOT_SIZE", QStringLiteral("1280x800")).split(QLatin1Char('x'));
    askr::app::MainWindow w;
    w.resize(size.value(0).toInt(), size.value(1).toInt());
    w.openDatabase(path);
    w.show();
    auto *sidebar = w.findChild<QTreeWidget *>(QStringLiteral("sidebar"));
    sidebar->setCurrentItem(sidebar->topLevelItem(0)->child(std::atoi(argv[2])));
    const int seconds = argc > 4 ? std::atoi(argv[4]) : 3;
    QTest::qWait(seconds * 500);
    if (auto *groupBy = w.findChild<QComboBox *>(QStringLiteral("deadGroupBy")); groupBy && qEnvironmentVariableIsSet("ASKR_SHOT_GROUPBY")) {
        groupBy->setCurrentIndex(qEnvironmentVariableIntValue("ASKR_SHOT_GROUPBY"));
        QTest::qWait(seconds * 500);
    }
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
