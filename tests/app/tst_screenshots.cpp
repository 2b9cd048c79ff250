// Screenshots of every view of the real main window on a seeded database,
// saved at a fixed path (build/screenshots/<page>.png) and copied into
// docs/screenshots by scripts/screenshots for the README. The test checks
// each picture shows something (not one flat colour).

#include "databaseview.h"
#include "mainwindow.h"
#include "page.h"
#include "session.h"
#include "simulator.h"

#include "connection.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

#include <sqlite3.h>

#include <set>

using namespace askr;

class TestScreenshots : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void everyPage()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        QTemporaryDir tmp;
        const QString path = tmp.filePath(QStringLiteral("askr-demo.sqlite"));
        contracts::Connection::open(QFile::encodeName(path), SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE).reset();
        try {
            auto db = simulator::openWorkerConnection(path);
            simulator::installSchemas(*db);
            simulator::seedHistory(*db, 7);
        } catch (const contracts::Error &e) {
            QFAIL(e.what());
        }
        app::MainWindow w;
        w.resize(1280, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        auto *view = w.openDatabase(path);
        QVERIFY(QTest::qWaitFor([view] { return view->session()->schema().inspected; }, 5000));
        const QString outDir = QStringLiteral(ASKR_SCREENSHOT_DIR);
        QVERIFY(QDir().mkpath(outDir));
        static const char *const names[] = {"overview", "queues", "dead-letters", "cache", "locks", "pubsub"};
        auto *sidebar = w.findChild<QTreeWidget *>(QStringLiteral("sidebar"));
        for (int p = 0; p < views::DatabaseView::NUM_PAGES; ++p) {
            sidebar->setCurrentItem(sidebar->topLevelItem(0)->child(p));
            QCOMPARE(int(view->currentPageId()), p);
            // Let the page query, load and paint (no fixed sleep: wait until
            // nothing is in flight, then a little for charts to lay out).
            QTest::qWaitFor([view] { return !view->session()->isBusy(); }, 5000);
            QTest::qWait(400);
            const QImage shot = w.grab().toImage();
            const QString file = outDir + QLatin1Char('/') + QLatin1String(names[p]) + QStringLiteral(".png");
            QVERIFY(shot.save(file));
            std::set<QRgb> colours;
            for (int y = 0; y < shot.height(); y += 7)
                for (int x = 0; x < shot.width(); x += 7)
                    colours.insert(shot.pixel(x, y));
            QVERIFY2(colours.size() > 20, qPrintable(QStringLiteral("%1 looks empty").arg(file)));
        }
    }
};

QTEST_MAIN(TestScreenshots)
#include "tst_screenshots.moc"
