// The fleet overview: with two databases open, "All databases" heads the
// sidebar and shows each one's health figures side by side, as its own
// Overview reads them; activating a row opens that database's Overview;
// with one left, the entry goes.

#include "askr_contracts_api.h"
#include "views/databaseview.h"
#include "mainwindow.h"
#include "models/overview/fleetmodel.h"
#include "views/overview/fleetpage.h"
#include "storage/session.h"

#include <QAbstractItemModelTester>
#include <QSettings>
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
        w.resize(1280, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
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
};

QTEST_MAIN(TestFleet)
#include "tst_fleet.moc"
