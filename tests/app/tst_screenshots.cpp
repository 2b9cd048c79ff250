// Screenshots of every view of the real main window on a seeded database,
// saved at a fixed path (build/screenshots/<page>.png) and copied into
// docs/screenshots by scripts/screenshots for the README. The test checks
// each picture shows something (not one flat colour), and that under a dark
// palette every page, charts included, is dark (<page>-dark.png).

#include "models/activity/activitylogmodel.h"
#include "models/queue/failedjobsmodel.h"
#include "views/actionrunner.h"
#include "views/activitylogwindow.h"
#include "views/cache/cachepage.h"
#include "views/queue/deadletterspage.h"
#include "views/databaseview.h"
#include "views/headertips.h"
#include "mainwindow.h"
#include "views/page.h"
#include "storage/session.h"
#include "simulator.h"
#include "operations/database/schemas.h"

#include "connection.h"

#include <QApplication>
#include <QDir>
#include <QScopeGuard>
#include <QFile>
#include <QImage>
#include <QLabel>
#include <QHeaderView>
#include <QScrollBar>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>
#include <QToolBar>
#include <QTest>
#include <QChartView>
#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QTableView>
#include <QTreeWidget>

#include <sqlite3.h>

#include <set>

using namespace askr;

class TestScreenshots : public QObject
{
    Q_OBJECT
private:
    // What a dark desktop theme hands the application (Breeze Dark's colours).
    static QPalette darkPalette()
    {
        QPalette p;
        p.setColor(QPalette::Window, QColor(0x20, 0x23, 0x26));
        p.setColor(QPalette::WindowText, QColor(0xfc, 0xfc, 0xfc));
        p.setColor(QPalette::Base, QColor(0x14, 0x16, 0x18));
        p.setColor(QPalette::AlternateBase, QColor(0x1d, 0x1f, 0x22));
        p.setColor(QPalette::Text, QColor(0xfc, 0xfc, 0xfc));
        p.setColor(QPalette::Button, QColor(0x29, 0x2c, 0x30));
        p.setColor(QPalette::ButtonText, QColor(0xfc, 0xfc, 0xfc));
        p.setColor(QPalette::Highlight, QColor(0x3d, 0xae, 0xe9));
        p.setColor(QPalette::HighlightedText, QColor(0xfc, 0xfc, 0xfc));
        p.setColor(QPalette::ToolTipBase, QColor(0x29, 0x2c, 0x30));
        p.setColor(QPalette::ToolTipText, QColor(0xfc, 0xfc, 0xfc));
        p.setColor(QPalette::PlaceholderText, QColor(0xa1, 0xa9, 0xb1));
        p.setColor(QPalette::Link, QColor(0x1d, 0x99, 0xf3));
        p.setColor(QPalette::Mid, QColor(0x3a, 0x3e, 0x43));
        p.setColor(QPalette::Disabled, QPalette::Text, QColor(0x6e, 0x71, 0x75));
        p.setColor(QPalette::Disabled, QPalette::WindowText, QColor(0x6e, 0x71, 0x75));
        p.setColor(QPalette::Disabled, QPalette::ButtonText, QColor(0x6e, 0x71, 0x75));
        return p;
    }

    static double meanLightness(const QImage &image)
    {
        double sum = 0;
        int n = 0;
        for (int y = 0; y < image.height(); y += 5)
            for (int x = 0; x < image.width(); x += 5, ++n)
                sum += QColor(image.pixel(x, y)).lightnessF();
        return n ? sum / n : 0;
    }

    static void shoot(QWidget &w, views::DatabaseView *view, const QString &base, bool dark)
    {
        // Let the page query, load and paint (no fixed sleep: wait until
        // nothing is in flight, then a little for charts to lay out).
        QVERIFY2(QTest::qWaitFor([view] { return !view->session()->isBusy(); }, 5000), qPrintable(base));
        QTest::qWait(400);
        const QImage shot = w.grab().toImage();
        const QString file = base + (dark ? QStringLiteral("-dark.png") : QStringLiteral(".png"));
        QVERIFY(shot.save(file));
        std::set<QRgb> colours;
        for (int y = 0; y < shot.height(); y += 7)
            for (int x = 0; x < shot.width(); x += 7)
                colours.insert(shot.pixel(x, y));
        QVERIFY2(colours.size() > 20, qPrintable(QStringLiteral("%1 looks empty").arg(file)));
        // Everything follows the palette, charts included: a dark theme
        // gives a dark window, not light panels inside a dark frame.
        const double lightness = meanLightness(shot);
        QVERIFY2(dark ? lightness < 0.3 : lightness > 0.7, qPrintable(QStringLiteral("%1: mean lightness %2").arg(file).arg(lightness)));
    }

private Q_SLOTS:
    // Nothing visible is cut: no header title elided, no label narrower
    // than its text (what a translation that runs longer would cause).
    static void checkNothingCut(QWidget &w, const QString &where)
    {
        // The window keeps the size it was given: no page's minimum (a long
        // German status line on a hidden tab) widens it past the screen.
        QVERIFY2(w.width() <= 1280, qPrintable(QStringLiteral("%1: the window is %2 px wide").arg(where).arg(w.width())));
        for (const QHeaderView *header : w.findChildren<QHeaderView *>()) {
            if (!header->isVisible() || header->orientation() != Qt::Horizontal)
                continue;
            for (int s = 0; s < header->count(); ++s) {
                if (header->isSectionHidden(s) || header->sectionSize(s) == 0)
                    continue;
                // Only what is on screen: a section scrolled out of view is not cut.
                const int x = header->sectionViewportPosition(s);
                if (x < 0 || x + header->sectionSize(s) > header->viewport()->width())
                    continue;
                QVERIFY2(!views::HeaderTips::isElided(header, s),
                    qPrintable(QStringLiteral("%1: the header \"%2\" is cut (%3 of %4 px)")
                                   .arg(where, header->model()->headerData(s, Qt::Horizontal).toString())
                                   .arg(header->sectionSize(s))
                                   .arg(views::HeaderTips::titleWidth(header, s))));
            }
        }
        // No list runs off to the side: a column reached only by scrolling
        // sideways is as cut as an elided one.
        for (const QAbstractItemView *list : w.findChildren<QAbstractItemView *>()) {
            if (!list->isVisible() || qobject_cast<const QHeaderView *>(list))
                continue;
            QVERIFY2(!list->horizontalScrollBar()->isVisible(),
                qPrintable(QStringLiteral("%1: the list \"%2\" scrolls sideways (%3 steps out of view)")
                               .arg(where, list->objectName())
                               .arg(list->horizontalScrollBar()->maximum())));
        }
        // Charts draw their titles and axis labels as text items of their
        // scene, and cut those that do not fit with "..." (our own eliding
        // uses "…", which a name wider than the room may show).
        for (const QChartView *chart : w.findChildren<QChartView *>()) {
            if (!chart->isVisible())
                continue;
            for (const QGraphicsItem *item : chart->scene()->items()) {
                const auto *text = dynamic_cast<const QGraphicsTextItem *>(item);
                if (!text || !text->isVisible())
                    continue;
                const QString shown = text->toPlainText();
                QVERIFY2(!shown.contains(QLatin1String("...")),
                    qPrintable(QStringLiteral("%1: the chart label \"%2\" is cut").arg(where, shown)));
            }
        }
        for (const QLabel *label : w.findChildren<QLabel *>()) {
            if (!label->isVisible() || label->wordWrap() || label->text().isEmpty() || !label->pixmap().isNull())
                continue;
            QVERIFY2(label->width() + 1 >= label->minimumSizeHint().width(),
                qPrintable(QStringLiteral("%1: the label \"%2\" is cut (%3 of %4 px)")
                               .arg(where, label->text())
                               .arg(label->width())
                               .arg(label->minimumSizeHint().width())));
        }
    }

    void everyPage_data()
    {
        QTest::addColumn<bool>("dark");
        QTest::addColumn<bool>("german");
        // Shown first at 1600×1000, then shrunk to 1280×800: what was laid
        // out for the wider window must fit the narrower one (issue 32).
        QTest::addColumn<bool>("resized");
        QTest::newRow("light") << false << false << false;
        QTest::newRow("dark") << true << false << false;
        QTest::newRow("German") << false << true << false;
        QTest::newRow("resized from 1600") << false << false << true;
        QTest::newRow("German, resized from 1600") << false << true << true;
    }

    void everyPage()
    {
        QFETCH(bool, dark);
        QFETCH(bool, german);
        QFETCH(bool, resized);
        // As main() installs them: English plurals, then the language.
        // Qt's own catalogue first (dialog buttons, "434 Byte"; scripts/setup
        // installs it), and the locale, so that numbers read as in German.
        QTranslator qtbase, plurals, translator;
        const QLocale locale = german ? QLocale(QLocale::German, QLocale::Germany) : QLocale(QLocale::English, QLocale::UnitedStates);
        const QLocale previousLocale;
        QLocale::setDefault(locale);
        auto unlocale = qScopeGuard([previousLocale] { QLocale::setDefault(previousLocale); });
        if (german) {
            QVERIFY(qtbase.load(locale, QStringLiteral("qtbase"), QStringLiteral("_"), QLibraryInfo::path(QLibraryInfo::TranslationsPath)));
            QCoreApplication::installTranslator(&qtbase);
        }
        auto unqt = qScopeGuard([&qtbase] { QCoreApplication::removeTranslator(&qtbase); });
        QVERIFY2(plurals.load(QStringLiteral(ASKR_EN_QM)), ASKR_EN_QM);
        QCoreApplication::installTranslator(&plurals);
        auto unplural = qScopeGuard([&plurals] { QCoreApplication::removeTranslator(&plurals); });
        if (german) {
            QVERIFY2(translator.load(QStringLiteral(ASKR_DE_QM)), ASKR_DE_QM);
            QCoreApplication::installTranslator(&translator);
        }
        auto untranslate = qScopeGuard([&translator] { QCoreApplication::removeTranslator(&translator); });
        const QPalette original = QApplication::palette();
        if (dark)
            QApplication::setPalette(darkPalette());
        auto restore = qScopeGuard([original] { QApplication::setPalette(original); });
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        QTemporaryDir tmp;
        // The activity log shown is this run's alone.
        qputenv("ASKR_DESK_DATA_DIR", QFile::encodeName(tmp.filePath(QStringLiteral("data"))));
        const QString path = tmp.filePath(QStringLiteral("askr-demo.sqlite"));
        contracts::Connection::open(QFile::encodeName(path), SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE).reset();
        try {
            auto db = simulator::openWorkerConnection(path);
            operations::database::installSchemas(*db);
            simulator::seedHistory(*db, 7);
        } catch (const contracts::Error &e) {
            QFAIL(e.what());
        }
        app::MainWindow w;
        w.resize(resized ? QSize(1600, 1000) : QSize(1280, 800));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        auto *view = w.openDatabase(path);
        QVERIFY(QTest::qWaitFor([view] { return view->session()->schema().inspected; }, 5000));
        const QString outDir = QStringLiteral(ASKR_SCREENSHOT_DIR);
        QVERIFY(QDir().mkpath(outDir));
        static const char *const names[] = {"overview", "queues", "dead-letters", "cache", "locks", "pubsub"};
        auto *sidebar = w.findChild<QTreeWidget *>(QStringLiteral("sidebar"));
        const QString suffix = QString(resized ? QStringLiteral("-resized") : QString()) + (german ? QStringLiteral("-de") : QString());
        if (resized) {
            // Every page laid out and filled at 1600 px first.
            for (int p = 0; p < views::DatabaseView::NUM_PAGES; ++p) {
                sidebar->setCurrentItem(sidebar->topLevelItem(0)->child(p));
                QVERIFY(QTest::qWaitFor([view] { return !view->session()->isBusy(); }, 5000));
                QTest::qWait(200);
            }
            w.resize(1280, 800);
            QTest::qWait(200);
        }
        for (int p = 0; p < views::DatabaseView::NUM_PAGES; ++p) {
            sidebar->setCurrentItem(sidebar->topLevelItem(0)->child(p));
            QCOMPARE(int(view->currentPageId()), p);
            const QString base = outDir + QLatin1Char('/') + QLatin1String(names[p]) + suffix;
            if (p == views::DatabaseView::Queues) {
                // A job shown: its decoded payload must not squeeze the list
                // (under the table at 1280 px, it did to two rows).
                auto *jobs = view->page(views::DatabaseView::Queues)->findChild<QTableView *>(QStringLiteral("jobsTable"));
                QVERIFY(jobs);
                QVERIFY(QTest::qWaitFor([jobs] { return jobs->model()->rowCount() > 0; }, 5000));
                jobs->selectRow(0);
                QVERIFY(QTest::qWaitFor([view] { return !view->session()->isBusy(); }, 5000));
                QTest::qWait(200);
                const int rows = jobs->viewport()->height() / jobs->verticalHeader()->defaultSectionSize();
                QVERIFY2(rows >= 6, qPrintable(QStringLiteral("%1: the jobs list shows %2 rows beside a job's payload").arg(base).arg(rows)));
            }
            shoot(w, view, base, dark);
            checkNothingCut(w, base);
            // Every action of the page has its button on the toolbar at
            // 1280 px, none behind the overflow arrow.
            auto *bar = w.findChild<QToolBar *>(QStringLiteral("mainToolBar"));
            QVERIFY(bar);
            for (QAction *a : bar->actions()) {
                if (a->isSeparator() || !a->isVisible())
                    continue;
                const QWidget *button = bar->widgetForAction(a);
                QVERIFY2(button && button->isVisible(), qPrintable(QStringLiteral("%1: \"%2\" is behind the toolbar's overflow").arg(QLatin1String(names[p]), a->text())));
            }
            // The cache statistics tab holds a chart, the sizes tab a tree: look at them too.
            if (auto *tabs = view->findChild<QTabWidget *>(QStringLiteral("cacheTabs")); tabs && qstrcmp(names[p], "cache") == 0) {
                for (const auto &[tab, name] : {std::pair{int(views::CachePage::StatsTab), "/cache-statistics"}, std::pair{int(views::CachePage::SizesTab), "/cache-sizes"}}) {
                    tabs->setCurrentIndex(tab);
                    const QString tabBase = outDir + QLatin1String(name) + suffix;
                    shoot(w, view, tabBase, dark);
                    checkNothingCut(w, tabBase);
                }
                tabs->setCurrentIndex(0);
            }
            if (QTest::currentTestFailed())
                return;
        }

        // The Activity Log window, after a Forget of one dead letter.
        sidebar->setCurrentItem(sidebar->topLevelItem(0)->child(views::DatabaseView::DeadLetters));
        auto *dead = qobject_cast<views::DeadLettersPage *>(view->page(views::DatabaseView::DeadLetters));
        auto *deadTable = dead->findChild<QTableView *>(QStringLiteral("deadTable"));
        QVERIFY(QTest::qWaitFor([dead] { return dead->failed()->total() > 0; }, 5000));
        deadTable->selectRow(0);
        views::setConfirmHandler([](const QString &, const QString &, const QString &) { return true; });
        views::setNotifyHandler([](const QString &, const QString &, bool) {});
        auto unhandle = qScopeGuard([] {
            views::setConfirmHandler({});
            views::setNotifyHandler({});
        });
        dead->forgetSelectedAction()->trigger();
        w.activityLogAction()->trigger();
        views::ActivityLogWindow *log = w.activityLogWindow();
        QVERIFY(log);
        log->resize(1280, 600);
        QVERIFY(QTest::qWaitForWindowExposed(log));
        QVERIFY(QTest::qWaitFor([log] { return log->model()->rowCount() == 1; }, 5000));
        log->table()->selectRow(0);
        QTest::qWait(200);
        const QString logBase = outDir + QStringLiteral("/activity-log") + suffix;
        QVERIFY(log->grab().save(logBase + (dark ? QStringLiteral("-dark.png") : QStringLiteral(".png"))));
        checkNothingCut(*log, logBase);
        log->close();
    }
};

QTEST_MAIN(TestScreenshots)
#include "tst_screenshots.moc"
