// The fleet overview: with two databases open, "All databases" heads the
// sidebar and shows each one's health figures side by side, as its own
// Overview reads them; activating a row opens that database's Overview;
// with one left, the entry goes. A database set to follow another shows how
// far behind it is, live, and the choice is remembered. While on screen the
// fleet keeps every row's figures fresh though their Overviews are hidden;
// a row whose reads fail is greyed and says how old its figures are (issue 30).

#include "../support/exclusivelock.h"
#include "askr_contracts_api.h"
#include "views/databaseview.h"
#include "views/headertips.h"
#include "mainwindow.h"
#include "models/overview/fleetmodel.h"
#include "views/overview/fleetpage.h"
#include "storage/session.h"

#include <QAbstractItemModelTester>
#include <QFont>
#include <QHeaderView>
#include <QProcess>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QStackedWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

#include <sqlite3.h>

using namespace askr;

class TestFleet : public QObject
{
    Q_OBJECT
    QTemporaryDir m_tmp;

    QString makeDb(const QString &name, int ready, int failed)
    {
        const QString path = m_tmp.filePath(name);
        auto db = contracts::Connection::open(QFile::encodeName(path), SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
        contracts::queue::install(*db);
        contracts::cache::install(*db);
        contracts::pubsub::install(*db);
        for (int i = 0; i < ready; ++i)
            contracts::queue::enqueue(*db, "mail", "{}", 0, 0, 3);
        for (int i = 0; i < failed; ++i) {
            const qint64 id = contracts::queue::enqueue(*db, "dead", "{}", 0, 0, 1).id.toInt();
            contracts::queue::deadLetter(*db, QByteArray("u") + QByteArray::number(i), QByteArray("boom"), id);
        }
        return path;
    }

    static bool shown(QWidget &w, QSize size)
    {
        w.resize(size);
        w.show();
        return QTest::qWaitForWindowExposed(&w);
    }

private Q_SLOTS:
    void initTestCase()
    {
        qputenv("ASKR_DESK_DATA_DIR", QFile::encodeName(m_tmp.filePath(QStringLiteral("data"))));
        QCoreApplication::setOrganizationName(QStringLiteral("askr-test-fleet"));
        QSettings().clear();
    }

    void sideBySide()
    {
        const QString a = makeDb(QStringLiteral("alpha.sqlite"), 3, 0);
        const QString b = makeDb(QStringLiteral("beta.sqlite"), 1, 2);
        app::MainWindow w;
        QVERIFY(shown(w, {1280, 800}));
        auto *sidebar = w.findChild<QTreeWidget *>(QStringLiteral("sidebar"));
        w.openDatabase(a);
        QVERIFY(!w.fleetItem()); // one database: nothing to compare
        auto *beta = w.openDatabase(b);
        QVERIFY(w.fleetItem());
        QCOMPARE(sidebar->topLevelItem(0), w.fleetItem());

        sidebar->setCurrentItem(w.fleetItem());
        QVERIFY(w.fleetPage()->isVisible());
        QVERIFY(!w.currentView());
        QCOMPARE(w.modeText(), QStringLiteral("2 database(s) open"));
        QTableView *table = w.fleetPage()->table();
        auto *proxy = qobject_cast<QSortFilterProxyModel *>(table->model());
        QVERIFY(proxy);
        auto *fleet = qobject_cast<models::FleetModel *>(proxy->sourceModel());
        QVERIFY(fleet);
        QAbstractItemModelTester tester(fleet, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(fleet->rowCount(), 2);
        auto cell = [&](const QString &database, int column) {
            for (int r = 0; r < fleet->rowCount(); ++r)
                if (fleet->index(r, models::FleetModel::DatabaseColumn).data().toString() == database)
                    return fleet->index(r, column).data().toString();
            return QString();
        };
        QTRY_COMPARE_WITH_TIMEOUT(cell(QStringLiteral("alpha.sqlite"), models::FleetModel::ReadyColumn), QStringLiteral("3"), 10000);
        QTRY_COMPARE_WITH_TIMEOUT(cell(QStringLiteral("beta.sqlite"), models::FleetModel::ReadyColumn), QStringLiteral("1"), 10000);
        QTRY_COMPARE_WITH_TIMEOUT(cell(QStringLiteral("beta.sqlite"), models::FleetModel::FailedColumn), QStringLiteral("2"), 10000);
        QCOMPARE(cell(QStringLiteral("alpha.sqlite"), models::FleetModel::FailedColumn), QStringLiteral("0"));
        QCOMPARE(cell(QStringLiteral("beta.sqlite"), models::FleetModel::StateColumn), QStringLiteral("Open"));
        if (!qEnvironmentVariableIsEmpty("FLEET_SHOT"))
            w.grab().save(qEnvironmentVariable("FLEET_SHOT"));
        // Sorted by name: beta is the second row.
        const QModelIndex betaRow = proxy->index(1, models::FleetModel::DatabaseColumn);
        QCOMPARE(betaRow.data().toString(), QStringLiteral("beta.sqlite"));

        // Enter on a row (or a double-click) opens that database's Overview.
        table->setFocus();
        table->setCurrentIndex(betaRow);
        QTest::keyClick(table, Qt::Key_Return);
        QTRY_COMPARE(w.currentView(), beta);
        QCOMPARE(int(beta->currentPageId()), int(views::DatabaseView::Overview));

        // One database left: the entry goes, and the fleet with it.
        w.closeAction()->trigger();
        QCOMPARE(w.views().size(), 1);
        QVERIFY(!w.fleetItem());
        QCOMPARE(fleet->rowCount(), 1);
        QVERIFY(w.currentView());
    }

    // At 1280×800 every column is on screen, State last, each at least as
    // wide as its title, even with long names: nothing scrolls sideways (issue 32).
    void fitsAt1280()
    {
        const QString a = makeDb(QStringLiteral("orders-production-eu-west-1-primary-2026-archive.sqlite"), 3, 0);
        const QString b = makeDb(QStringLiteral("orders-production-eu-west-1-replica-2026-archive.sqlite"), 1, 2);
        app::MainWindow w;
        QVERIFY(shown(w, {1600, 1000}));
        w.openDatabase(a);
        w.openDatabase(b, storage::OpenMode::ReadOnlyLive);
        auto *sidebar = w.findChild<QTreeWidget *>(QStringLiteral("sidebar"));
        sidebar->setCurrentItem(w.fleetItem());
        QTableView *table = w.fleetPage()->table();
        QTRY_COMPARE_WITH_TIMEOUT(table->model()->index(0, models::FleetModel::ReadyColumn).data().toString(), QStringLiteral("3"), 10000);
        const int sidebarWidth = sidebar->width();
        const int wide = table->viewport()->width();
        w.resize(1280, 800);
        // Once the layout settled: narrower, then the columns fitted (a
        // fixed 300 ms wait saw the scroll bar still shown on a loaded
        // machine).
        QTRY_VERIFY(table->viewport()->width() < wide);
        QTest::qWait(300);
        QHeaderView *header = table->horizontalHeader();
        const int state = models::FleetModel::StateColumn;
        QTRY_VERIFY_WITH_TIMEOUT(!table->horizontalScrollBar()->isVisible(), 5000);
        // The page gives the 320 px, not the sidebar's list of names.
        QCOMPARE(sidebar->width(), sidebarWidth);
        QVERIFY2(header->sectionViewportPosition(state) + header->sectionSize(state) <= table->viewport()->width(),
                 qPrintable(QStringLiteral("State ends at %1 px of %2")
                                .arg(header->sectionViewportPosition(state) + header->sectionSize(state))
                                .arg(table->viewport()->width())));
        for (int s = 0; s < header->count(); ++s)
            QVERIFY2(header->sectionSize(s) >= views::HeaderTips::titleWidth(header, s),
                     qPrintable(header->model()->headerData(s, Qt::Horizontal).toString()));
        // What State says is whole.
        QVERIFY(header->sectionSize(state) >= static_cast<QAbstractItemView *>(table)->sizeHintForColumn(state));
    }

    void rowsKeepFreshOrSayHowOld()
    {
        const QString a = makeDb(QStringLiteral("fresh-a.sqlite"), 3, 0);
        const QString b = makeDb(QStringLiteral("fresh-b.sqlite"), 1, 0);
        app::MainWindow w;
        w.resize(1280, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        auto *alpha = w.openDatabase(a);
        w.openDatabase(b);
        auto *sidebar = w.findChild<QTreeWidget *>(QStringLiteral("sidebar"));
        sidebar->setCurrentItem(w.fleetItem());
        QVERIFY(w.fleetPage()->isVisible());
        auto *proxy = qobject_cast<QSortFilterProxyModel *>(w.fleetPage()->table()->model());
        auto *fleet = qobject_cast<models::FleetModel *>(proxy->sourceModel());
        QAbstractItemModelTester tester(fleet, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const int row = fleet->rowOfSession(alpha->session());
        QVERIFY(row >= 0);
        const QModelIndex ready = fleet->index(row, models::FleetModel::ReadyColumn);
        const QModelIndex state = fleet->index(row, models::FleetModel::StateColumn);
        QTRY_COMPARE_WITH_TIMEOUT(ready.data().toString(), QStringLiteral("3"), 10000);

        // Written elsewhere while only the fleet is on screen: the row follows.
        {
            auto db = contracts::Connection::open(QFile::encodeName(a), SQLITE_OPEN_READWRITE);
            contracts::queue::enqueue(*db, "mail", "{}", 0, 0, 3);
            contracts::queue::enqueue(*db, "mail", "{}", 0, 0, 3);
        }
        QTRY_COMPARE_WITH_TIMEOUT(ready.data().toString(), QStringLiteral("5"), 15000);
        QCOMPARE(ready.data(models::FleetModel::StaleRole).toBool(), false);
        QCOMPARE(state.data().toString(), QStringLiteral("Open"));

        // Another connection holds the file: reads fail, and the row says
        // its figures are old (greyed, in italics, with their age and why).
        testsupport::ExclusiveLock locker(a);
        QCOMPARE(locker.result(), SQLITE_OK);
        QTRY_VERIFY_WITH_TIMEOUT(ready.data(models::FleetModel::StaleRole).toBool(), 20000);
        QCOMPARE(ready.data().toString(), QStringLiteral("5")); // kept, not blanked
        QVERIFY(ready.data(Qt::FontRole).value<QFont>().italic());
        QVERIFY(ready.data(Qt::ForegroundRole).isValid());
        QVERIFY2(state.data().toString().startsWith(QStringLiteral("Open · figures as of ")), qPrintable(state.data().toString()));
        QTRY_VERIFY_WITH_TIMEOUT(ready.data(Qt::ToolTipRole).toString().contains(QStringLiteral("the last read failed")), 20000);
        // The other database is not touched by it.
        const int other = 1 - row;
        QCOMPARE(fleet->index(other, models::FleetModel::ReadyColumn).data(models::FleetModel::StaleRole).toBool(), false);

        locker.release();
        QTRY_VERIFY_WITH_TIMEOUT(!ready.data(models::FleetModel::StaleRole).toBool(), 20000);
        QCOMPARE(state.data().toString(), QStringLiteral("Open"));
    }

    void replicaBehindItsPrimary()
    {
        // Two files with the same history stand for a primary and its
        // replica: what is written to the first only is what the replica lacks.
        const QString p = makeDb(QStringLiteral("primary.sqlite"), 2, 1);
        const QString r = makeDb(QStringLiteral("replica.sqlite"), 2, 1);
        // Written by another process, as the runtime does (started, not
        // forked: see dbwriter): the events, then the jobs, as one writer.
        auto publish = [](const QString &path, int events, int jobs) {
            return QProcess::execute(QStringLiteral(DB_WRITER), {path, QStringLiteral("publish"), QStringLiteral("orders"), QString::number(events),
                                                                  QStringLiteral("enqueue"), QStringLiteral("mail"), QString::number(jobs)})
                == 0;
        };
        QVERIFY(publish(p, 3, 0));
        QVERIFY(publish(r, 3, 0));
        const int behindColumn = models::FleetModel::BehindColumn;
        {
            app::MainWindow w;
            w.resize(1280, 800);
            w.show();
            auto *primary = w.openDatabase(p);
            auto *replica = w.openDatabase(r);
            w.findChild<QTreeWidget *>(QStringLiteral("sidebar"))->setCurrentItem(w.fleetItem());
            views::FleetPage *page = w.fleetPage();
            auto *proxy = qobject_cast<QSortFilterProxyModel *>(page->table()->model());
            auto *fleet = qobject_cast<models::FleetModel *>(proxy->sourceModel());
            QAbstractItemModelTester tester(fleet, QAbstractItemModelTester::FailureReportingMode::QtTest);
            const int replicaRow = fleet->rowOfSession(replica->session());
            QCOMPARE(fleet->index(replicaRow, behindColumn).data().toString(), QStringLiteral("—"));
            QVERIFY(!page->followsAction()->isEnabled()); // nothing selected

            // Select the replica and choose what it follows, as the user does.
            page->table()->selectRow(proxy->mapFromSource(fleet->index(replicaRow, 0)).row());
            QVERIFY(page->followsAction()->isEnabled());
            const QList<QAction *> choices = page->followChoices();
            QCOMPARE(choices.size(), 2); // none, primary.sqlite
            QCOMPARE(choices.at(1)->text(), QStringLiteral("primary.sqlite"));
            choices.at(1)->trigger();
            QCOMPARE(fleet->primaryOf(replica->session()), primary->session());
            QCOMPARE(fleet->index(replicaRow, models::FleetModel::PrimaryColumn).data().toString(), QStringLiteral("primary.sqlite"));
            QTRY_COMPARE_WITH_TIMEOUT(fleet->index(replicaRow, behindColumn).data().toString(), QStringLiteral("In step"), 10000);

            // The primary moves on: the replica lacks 2 events and a job,
            // for longer and longer.
            QVERIFY(publish(p, 2, 1));
            QTRY_COMPARE_WITH_TIMEOUT(fleet->index(replicaRow, behindColumn).data(models::FleetModel::BehindEventsRole).toLongLong(), 2, 10000);
            QCOMPARE(fleet->index(replicaRow, behindColumn).data(models::FleetModel::BehindJobsRole).toLongLong(), 1);
            QTRY_VERIFY_WITH_TIMEOUT(fleet->index(replicaRow, behindColumn).data(models::FleetModel::BehindSecondsRole).toLongLong() >= 2, 10000);
            const QString text = fleet->index(replicaRow, behindColumn).data().toString();
            QVERIFY2(text.startsWith(QStringLiteral("2 event(s), 1 job(s) · ")), qPrintable(text));
            QVERIFY2(fleet->index(replicaRow, behindColumn).data(Qt::ToolTipRole).toString().contains(QLatin1String("primary.sqlite")), qPrintable(text));
            // The primary itself follows nothing.
            QCOMPARE(fleet->index(fleet->rowOfSession(primary->session()), behindColumn).data().toString(), QStringLiteral("—"));

            // The replica catches up.
            QVERIFY(publish(r, 2, 1));
            QTRY_COMPARE_WITH_TIMEOUT(fleet->index(replicaRow, behindColumn).data().toString(), QStringLiteral("In step"), 10000);
        }
        // Opened again, the replica still follows its primary.
        app::MainWindow w;
        w.show();
        auto *replica = w.openDatabase(r);
        auto *primary = w.openDatabase(p);
        w.findChild<QTreeWidget *>(QStringLiteral("sidebar"))->setCurrentItem(w.fleetItem());
        auto *fleet = qobject_cast<models::FleetModel *>(qobject_cast<QSortFilterProxyModel *>(w.fleetPage()->table()->model())->sourceModel());
        const int replicaRow = fleet->rowOfSession(replica->session());
        QCOMPARE(fleet->primaryOf(replica->session()), primary->session());
        QTRY_COMPARE_WITH_TIMEOUT(fleet->index(replicaRow, behindColumn).data().toString(), QStringLiteral("In step"), 10000);
    }
};

QTEST_MAIN(TestFleet)
#include "tst_fleet.moc"
