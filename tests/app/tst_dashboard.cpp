// The Overview as a dashboard, offscreen in the real main window at
// 1280×800: every tile fits without scrolling and a click on one opens its
// page; the Problems list opens the page of each problem and the sidebar
// explains its count; an alert fires once per condition, at the time of the
// connection's unixepoch(). Tiles and problems whose reads fail say how old
// their figures are (issue 30).

#include "../support/exclusivelock.h"
#include "models/alerts/alertmonitor.h"
#include "views/alertwatch.h"
#include "askr_contracts_api.h"
#include "views/databaseview.h"
#include "views/desktopnotifier.h"
#include "mainwindow.h"
#include "models/overview/dashboardmodel.h"
#include "views/overview/dashboardtile.h"
#include "views/overview/overviewpage.h"
#include "models/queue/queueoverviewmodel.h"
#include "storage/session.h"

#include <QChartView>
#include <QDateTime>
#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QGraphicsRectItem>
#include <QAbstractBarSeries>
#include <QBarSet>
#include <QFile>
#include <QLabel>
#include <QMenu>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QScopeGuard>
#include <QTest>
#include <QTimer>
#include <QToolButton>
#include <QTreeWidget>

#include <sqlite3.h>

using namespace askr;
using D = models::DashboardModel;
using views::DatabaseView;

class TestDashboard : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_tmp;

    QString makeDb(const QString &name, qint64 jobAge)
    {
        const QString path = m_tmp.filePath(name);
        auto db = contracts::Connection::open(QFile::encodeName(path), SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
        const qint64 now = QDateTime::currentSecsSinceEpoch();
        contracts::queue::install(*db);
        contracts::cache::install(*db);
        contracts::pubsub::install(*db);
        if (jobAge > 0) {
            db->setClock([now, jobAge] { return now - jobAge; });
            contracts::queue::enqueue(*db, "mail", "{}", 0, 0, 3);
        }
        return path;
    }

    // A database with jobs ready in each queue, as many as said.
    QString makeReady(const QString &name, const QList<QPair<QByteArray, int>> &queues)
    {
        const QString path = m_tmp.filePath(name);
        auto db = contracts::Connection::open(QFile::encodeName(path), SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
        contracts::queue::install(*db);
        contracts::cache::install(*db);
        contracts::pubsub::install(*db);
        sqlite3_exec(db->handle(), "BEGIN", nullptr, nullptr, nullptr);
        for (const auto &[queue, count] : queues)
            for (int j = 0; j < count; ++j)
                contracts::queue::enqueue(*db, queue, "{}", 0, 0, 3);
        sqlite3_exec(db->handle(), "COMMIT", nullptr, nullptr, nullptr);
        return path;
    }

    // The Overview's ready chart of path, opened in w at 1280x800; null
    // when the page did not show.
    static QChartView *readyChart(app::MainWindow &w, const QString &path)
    {
        w.resize(1280, 800);
        w.show();
        if (!QTest::qWaitForWindowExposed(&w))
            return nullptr;
        DatabaseView *view = w.openDatabase(path);
        auto *overview = static_cast<views::OverviewPage *>(view->page(DatabaseView::Overview));
        if (!QTest::qWaitFor([overview] { return overview->isVisible(); }))
            return nullptr;
        return overview->tile(D::ReadyPerQueue)->findChild<QChartView *>();
    }

    // A chart's labels as drawn, those not hidden for want of room.
    static QStringList shownTexts(QChartView *chart)
    {
        QStringList texts;
        for (QGraphicsItem *item : chart->scene()->items())
            if (auto *text = dynamic_cast<QGraphicsTextItem *>(item); text && text->isVisible())
                texts << text->toPlainText();
        return texts;
    }

    static QTreeWidgetItem *item(app::MainWindow &w, int page)
    {
        auto *sidebar = w.findChild<QTreeWidget *>(QStringLiteral("sidebar"));
        return sidebar->topLevelItem(0)->child(page);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("askr-test-dashboard"));
        QSettings().clear();
        qputenv("ASKR_DESK_DATA_DIR", QFile::encodeName(m_tmp.filePath(QStringLiteral("data"))));
    }

    void tileOpensItsPage_data()
    {
        QTest::addColumn<int>("tile");
        QTest::addColumn<int>("page");
        QTest::newRow("throughput") << int(D::Throughput) << int(DatabaseView::Queues);
        QTest::newRow("dead letters") << int(D::DeadLettersPerDay) << int(DatabaseView::DeadLetters);
        QTest::newRow("longest wait") << int(D::LongestWait) << int(DatabaseView::Queues);
        QTest::newRow("ready") << int(D::ReadyPerQueue) << int(DatabaseView::Queues);
        QTest::newRow("health") << int(D::QueueHealth) << int(DatabaseView::Queues);
        QTest::newRow("keys") << int(D::Keys) << int(DatabaseView::Cache);
        QTest::newRow("events") << int(D::EventsPerSecond) << int(DatabaseView::PubSub);
        QTest::newRow("lag") << int(D::SubscriberLag) << int(DatabaseView::PubSub);
    }
    void tileOpensItsPage()
    {
        QFETCH(int, tile);
        QFETCH(int, page);
        app::MainWindow w;
        w.resize(1280, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        DatabaseView *view = w.openDatabase(makeDb(QStringLiteral("tiles%1.sqlite").arg(tile), 0));
        QVERIFY(QTest::qWaitFor([view] { return view->session()->schema().inspected; }, 5000));
        auto *overview = static_cast<views::OverviewPage *>(view->page(DatabaseView::Overview));
        QTRY_VERIFY(overview->isVisible());
        views::DashboardTile *t = overview->tile(tile);
        QVERIFY(t);
        QTRY_VERIFY(t->isEnabled());
        // One screen: every tile whole inside the page, none squashed.
        for (int i = 0; i < D::NUM_TILES; ++i) {
            const QRect r(overview->tile(i)->mapTo(overview, QPoint()), overview->tile(i)->size());
            QVERIFY2(overview->rect().contains(r), qPrintable(QString::number(i)));
            QVERIFY2(r.height() >= 90, qPrintable(QString::number(i)));
        }
        QTest::mouseClick(t, Qt::LeftButton, {}, t->rect().center());
        QTRY_COMPARE(int(view->currentPageId()), page);
        QCOMPARE(w.findChild<QTreeWidget *>(QStringLiteral("sidebar"))->currentItem(), item(w, page));
    }

    // The ready chart names each of its bars: with eight queues in a tile of
    // 1280×800 (seven in a slightly smaller window), Qt Charts cut every name
    // to "..." (it keeps a category's label within the category's height
    // less padding above and below).
    void readyChartNamesEveryQueue_data()
    {
        QTest::addColumn<QStringList>("queues");
        QTest::newRow("one") << QStringList{QStringLiteral("mail")};
        QTest::newRow("seven") << QStringList{QStringLiteral("default"), QStringLiteral("emails"),        QStringLiteral("high"),
                                              QStringLiteral("low"),     QStringLiteral("notifications"), QStringLiteral("reports"),
                                              QStringLiteral("webhooks")};
        QTest::newRow("eight, as many as it shows")
            << QStringList{QStringLiteral("q1"), QStringLiteral("q2"), QStringLiteral("q3"), QStringLiteral("q4"),
                           QStringLiteral("q5"), QStringLiteral("q6"), QStringLiteral("q7"), QStringLiteral("q8")};
    }
    void readyChartNamesEveryQueue()
    {
        QFETCH(QStringList, queues);
        QList<QPair<QByteArray, int>> counts;
        for (int q = 0; q < queues.size(); ++q)
            counts.append({queues.at(q).toUtf8(), q + 1});
        app::MainWindow w;
        QChartView *chart = readyChart(w, makeReady(QStringLiteral("ready%1.sqlite").arg(queues.size()), counts));
        QVERIFY(chart);
        auto shown = [chart] { return shownTexts(chart); };
        QTRY_VERIFY2(shown().contains(queues.first()), qPrintable(shown().join(QLatin1Char('|'))));
        for (const QString &queue : queues)
            QVERIFY2(shown().contains(queue), qPrintable(queue + QStringLiteral(" not in ") + shown().join(QLatin1Char('|'))));
    }

    // Each queue's count stands beside its bar, on the chart's background:
    // centred on a short bar it ran off the bar's end, and on a long one it
    // was dark text on the bar's colour.
    void readyChartCountsBesideTheirBars()
    {
        app::MainWindow w;
        QChartView *chartView = readyChart(w, makeReady(QStringLiteral("readycounts.sqlite"), {{"rare", 1}, {"busy", 437}}));
        QVERIFY(chartView);
        auto label = [chartView](const QString &text) -> QGraphicsTextItem * {
            for (QGraphicsItem *item : chartView->scene()->items())
                if (auto *t = dynamic_cast<QGraphicsTextItem *>(item); t && t->isVisible() && t->toPlainText() == text)
                    return t;
            return nullptr;
        };
        QTRY_VERIFY(label(QStringLiteral("437")) && label(QStringLiteral("1")));
        QTest::qWait(100); // laid out
        QList<QRectF> bars;
        const auto series = chartView->chart()->series();
        QCOMPARE(series.size(), 1);
        const QColor barColor = static_cast<QAbstractBarSeries *>(series.first())->barSets().first()->color();
        for (QGraphicsItem *item : chartView->scene()->items())
            if (auto *r = dynamic_cast<QGraphicsRectItem *>(item); r && r->isVisible() && r->brush().color() == barColor && !r->rect().isEmpty())
                bars << r->sceneBoundingRect();
        QCOMPARE(bars.size(), 2);
        const QRectF plot = chartView->chart()->mapToScene(chartView->chart()->plotArea()).boundingRect();
        for (const QString &count : {QStringLiteral("437"), QStringLiteral("1")}) {
            const QRectF text = label(count)->sceneBoundingRect();
            for (const QRectF &bar : std::as_const(bars))
                QVERIFY2(!text.intersects(bar), qPrintable(count + QStringLiteral(" drawn over a bar")));
            QVERIFY2(plot.adjusted(-1, -1, 1, 1).contains(text), qPrintable(count + QStringLiteral(" outside the plot")));
        }
    }

    // The counts read as in the tables, in the locale: grouped, and never in
    // exponent form (a million ready jobs read "1e+06"; views_chartcounts).
    void readyChartCountsReadAsTheTables()
    {
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        const auto restore = qScopeGuard([] { QLocale::setDefault(QLocale::c()); });
        app::MainWindow w;
        QChartView *chartView = readyChart(w, makeReady(QStringLiteral("readygrouped.sqlite"), {{"busy", 1234}}));
        QVERIFY(chartView);
        auto shown = [chartView] { return shownTexts(chartView); };
        QTRY_VERIFY2(shown().contains(QStringLiteral("1,234")), qPrintable(shown().join(QLatin1Char('|'))));
    }

    void problemsListOpensThePage()
    {
        QSettings().setValue(QStringLiteral("Queues/StuckAfterDefault"), 60);
        app::MainWindow w;
        w.resize(1280, 800);
        w.show();
        DatabaseView *view = w.openDatabase(makeDb(QStringLiteral("problems.sqlite"), 600)); // waited 10 min
        QVERIFY(QTest::qWaitFor([view] { return view->session()->schema().inspected; }, 5000));
        QTRY_VERIFY_WITH_TIMEOUT(view->issueCount() > 0, 10000);
        QToolButton *button = view->problemsButton();
        QTRY_VERIFY(button->isVisible());
        QVERIFY(button->text().contains(QString::number(view->issueCount())));
        // The sidebar: the file's tooltip lists the problem, the Queues page marks its own.
        QTRY_VERIFY(item(w, DatabaseView::Queues)->text(0).contains(QStringLiteral("⚠ 1")));
        QVERIFY(item(w, DatabaseView::Queues)->toolTip(0).contains(QStringLiteral("Queue mail")));
        QVERIFY(item(w, DatabaseView::Overview)->parent()->toolTip(0).contains(QStringLiteral("Queue mail")));
        QVERIFY(!item(w, DatabaseView::Cache)->text(0).contains(QStringLiteral("⚠")));
        // Click the button, then the problem in its menu.
        bool chosen = false;
        QTimer::singleShot(100, this, [&] {
            QMenu *menu = button->menu();
            QVERIFY(menu->isVisible());
            QCOMPARE(menu->actions().size(), view->issueCount());
            QAction *a = menu->actions().first();
            QVERIFY(a->text().contains(QStringLiteral("mail")));
            QTest::mouseClick(menu, Qt::LeftButton, {}, menu->actionGeometry(a).center());
            chosen = true;
        });
        QTest::mouseClick(button, Qt::LeftButton);
        QTRY_VERIFY(chosen);
        QTRY_COMPARE(view->currentPageId(), DatabaseView::Queues);
        QCOMPARE(w.findChild<QTreeWidget *>(QStringLiteral("sidebar"))->currentItem(), item(w, DatabaseView::Queues));
    }

    void staleFiguresSayTheirAge()
    {
        QSettings().setValue(QStringLiteral("Queues/StuckAfterDefault"), 60);
        app::MainWindow w;
        w.resize(1280, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const QString path = makeDb(QStringLiteral("stale.sqlite"), 600);
        DatabaseView *view = w.openDatabase(path);
        QVERIFY(QTest::qWaitFor([view] { return view->session()->schema().inspected; }, 5000));
        auto *overview = static_cast<views::OverviewPage *>(view->page(DatabaseView::Overview));
        QTRY_VERIFY(overview->isVisible());
        views::DashboardTile *wait = overview->tile(D::LongestWait);
        views::DashboardTile *health = overview->tile(D::QueueHealth);
        QTRY_VERIFY(wait->isEnabled());
        QTRY_VERIFY_WITH_TIMEOUT(view->issueCount() > 0, 10000);
        const int problems = view->issueCount();
        QVERIFY(!wait->isStale());
        QVERIFY(!health->isStale());
        QVERIFY(!wait->findChild<QLabel *>(QStringLiteral("tileAsOf"))->isVisible());

        // Another connection holds the file (rollback journal): every read fails.
        testsupport::ExclusiveLock locker(path);
        QCOMPARE(locker.result(), SQLITE_OK);
        w.refreshAction()->trigger();
        view->queueOverview()->refresh();
        QTRY_VERIFY_WITH_TIMEOUT(wait->isStale() && health->isStale(), 20000);
        QVERIFY2(wait->asOf().startsWith(QStringLiteral("as of ")), qPrintable(wait->asOf()));
        QVERIFY(wait->findChild<QLabel *>(QStringLiteral("tileAsOf"))->isVisible());
        QVERIFY(wait->findChild<QLabel *>(QStringLiteral("tileFigure"))->font().italic());
        QVERIFY2(wait->toolTip().startsWith(QStringLiteral("Stale: ")), qPrintable(wait->toolTip()));
        QVERIFY(!wait->figure().isEmpty()); // the last figure stays, marked
        // The problem list: each problem read from those figures says how
        // old it is, and the stale figures are a problem of their own.
        QTRY_COMPARE_WITH_TIMEOUT(view->issueCount(), problems + 1, 10000);
        QVERIFY(view->problems(DatabaseView::Queues).value(0).contains(QStringLiteral("(stale: as of ")));
        QTRY_VERIFY_WITH_TIMEOUT(view->problems(DatabaseView::Overview).join(QLatin1Char('\n')).contains(QStringLiteral("the last read failed")), 20000);
        QTRY_VERIFY(view->problemsButton()->toolTip().contains(QStringLiteral("(stale: as of ")));

        locker.release();
        QTRY_VERIFY_WITH_TIMEOUT(!wait->isStale() && !health->isStale(), 30000);
        QTRY_COMPARE(view->issueCount(), problems);
        QVERIFY(!view->problems(DatabaseView::Queues).value(0).contains(QStringLiteral("stale")));
    }

    // Issue 32: an alert goes out once the condition has held, names the
    // database, opens its page when clicked, and is not sent again when
    // the database is closed and opened again while the problem lasts.
    void alertOncePerCondition()
    {
        QSettings().setValue(QStringLiteral("Alerts/enabled"), true);
        QSettings().setValue(QStringLiteral("Queues/StuckAfterDefault"), 60);
        app::MainWindow w;
        w.show();
        const QString path = makeDb(QStringLiteral("alerts.sqlite"), 600);
        qint64 now = QDateTime::currentSecsSinceEpoch();
        const auto open = [&] {
            DatabaseView *view = w.openDatabase(path);
            view->session()->setClock([&now] { return now; });
            return view;
        };
        DatabaseView *view = open();
        QVERIFY(QTest::qWaitFor([view] { return view->session()->schema().inspected; }, 5000));
        QVERIFY(view->alertWatch()->monitor()->settings().enabled);
        QSignalSpy alerts(view->alertWatch()->monitor(), &models::AlertMonitor::alert);
        auto *queues = view->queueOverview();
        QSignalSpy refreshed(queues, &models::QueueOverviewModel::refreshed);
        const auto refresh = [&] {
            const int before = refreshed.count();
            queues->refresh();
            return QTest::qWaitFor([&] { return refreshed.count() > before; }, 5000);
        };
        QVERIFY(refresh());
        // Watched for longer than the threshold and nobody claimed: no
        // worker, which alerts once it has held.
        now += 120;
        QVERIFY(refresh());
        QCOMPARE(queues->verdictAt(0).health, operations::QueueHealth::NoWorker);
        now += models::AlertMonitor::HoldSeconds - 1;
        QVERIFY(refresh());
        QCOMPARE(alerts.count(), 0);
        now += 1;
        QVERIFY(refresh());
        QTRY_COMPARE(alerts.count(), 1);
        const auto c = alerts.at(0).at(0).value<models::AlertCondition>();
        QCOMPARE(c.key, QStringLiteral("queue-stuck:mail"));
        QCOMPARE(alerts.at(0).at(1).toLongLong(), now); // the connection's unixepoch()
        QCOMPARE(queues->snapshot().at, now);
        auto *notifier = views::DesktopNotifier::instance();
        QVERIFY(notifier->sent().last().startsWith(QStringLiteral("Queue mail is stuck — alerts.sqlite: ")));
        // Clicking it shows the Queues page of that database.
        w.goToPageActions().at(DatabaseView::Overview)->trigger();
        QCOMPARE(view->currentPageId(), DatabaseView::Overview);
        notifier->click(int(notifier->sent().size()) - 1);
        QCOMPARE(view->currentPageId(), DatabaseView::Queues);
        QCOMPARE(w.currentView(), view);
        // Still stuck: no repeat.
        for (int i = 0; i < 3; ++i) {
            now += 30;
            QVERIFY(refresh());
        }
        QCOMPARE(alerts.count(), 1);

        // Closed and opened again, still stuck: nothing new to say.
        const int sent = int(notifier->sent().size());
        w.findChild<QAction *>(QStringLiteral("closeDatabaseAction"))->trigger();
        QTRY_VERIFY(!w.currentView());
        view = open();
        queues = view->queueOverview();
        QSignalSpy again(view->alertWatch()->monitor(), &models::AlertMonitor::alert);
        QSignalSpy refreshedAgain(queues, &models::QueueOverviewModel::refreshed);
        for (int i = 0; i < 4; ++i) {
            const int before = refreshedAgain.count();
            queues->refresh();
            QVERIFY(QTest::qWaitFor([&] { return refreshedAgain.count() > before; }, 5000));
            now += 60;
        }
        QCOMPARE(queues->verdictAt(0).health, operations::QueueHealth::NoWorker);
        QCOMPARE(again.count(), 0);
        QCOMPARE(notifier->sent().size(), sent);
    }
};

QTEST_MAIN(TestDashboard)
#include "tst_dashboard.moc"
