// The real main window, offscreen, on the stand-in for the Askr runtime
// (tests/support/runtimestandin.h): File ▸ Open Askr Server… with its
// dialog, the server page's figures, the graceful reload confirmed (or not)
// and logged in the activity log, the recorded errors and their replay
// command, a server killed and started again mid-poll (the last figures
// stay, marked with their age), metrics of {}, the token from the
// environment and the recent list, which never holds a token.
#include "ondialog.h"
#include "runtimestandin.h"

#include "fixture.h"
#include "mainwindow.h"
#include "models/alerts/alertmonitor.h"
#include "models/queue/queueoverviewmodel.h"
#include "models/server/serverfleetmodel.h"
#include "models/server/serverqueuesmodel.h"
#include "views/overview/fleetpage.h"
#include "storage/session.h"
#include "views/databaseview.h"
#include "models/server/servererrorsmodel.h"
#include "models/server/serverwatch.h"
#include "models/server/serverworkersmodel.h"
#include "operations/activity/activitylog.h"
#include "serverroster.h"
#include "views/overview/dashboardtile.h"
#include "views/server/openserverdialog.h"
#include "views/server/rollingreloaddialog.h"
#include "views/server/serverpage.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QChart>
#include <QInputDialog>
#include <QTemporaryDir>
#include <QClipboard>
#include <QFile>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>
#include <QToolBar>
#include <QTreeWidget>

#include <memory>
#include <vector>

using namespace askr;
using askr::testsupport::onDialog;
using askr::testsupport::RuntimeStandIn;
using views::ServerPage;

class TestServerPage : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void openFromTheMenu();
    void reload_data();
    void reload();
    void recordedErrorsAndReplay();
    void serverKilledAndStartedAgain();
    void metricsNotSetUp();
    void tokenFromTheEnvironment();
    void closeServer();
    void rollingReloadStopsAtTheFirstBadServer();
    void linkToItsDatabase();
    void fleetShowsServersBesideDatabases();
    void alertsReachTheDesktop();

private:
    // Opens the stand-in through File ▸ Open Askr Server…, as a user would.
    ServerPage *openThroughDialog(app::MainWindow &w, const RuntimeStandIn &server, const QByteArray &token);
    std::unique_ptr<RuntimeStandIn> m_server;
    QTemporaryDir m_data;
};

void TestServerPage::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    // The activity log and history of this test alone: the suite runs in parallel.
    QVERIFY(m_data.isValid());
    qputenv("ASKR_DESK_DATA_DIR", QFile::encodeName(m_data.path()));
    QCoreApplication::setOrganizationName(QStringLiteral("askr-test-serverpage"));
    // No keyring here: the dialog's no-keyring path (app_keyring runs the other).
    qputenv("DBUS_SESSION_BUS_ADDRESS", "unix:path=/nonexistent/askr-test-bus");
    qunsetenv("ASKR_ADMIN_TOKEN");
}

void TestServerPage::init()
{
    QSettings().clear();
    m_server = std::make_unique<RuntimeStandIn>();
    m_server->setToken("s3cret-admin");
    QVERIFY(m_server->listen());
}

ServerPage *TestServerPage::openThroughDialog(app::MainWindow &w, const RuntimeStandIn &server, const QByteArray &token)
{
    bool asked = false;
    onDialog<views::OpenServerDialog>([&](views::OpenServerDialog *dialog) {
        asked = true;
        dialog->findChild<QLineEdit *>(QStringLiteral("address"))->setText(server.address());
        QLineEdit *field = dialog->findChild<QLineEdit *>(QStringLiteral("token"));
        field->setText(QString::fromUtf8(token));
        Q_EMIT field->textEdited(field->text());
        dialog->accept();
    });
    w.openServerAction()->trigger();
    if (!asked)
        return nullptr;
    return w.currentServer();
}

void TestServerPage::openFromTheMenu()
{
    app::MainWindow w;
    w.show();
    QVERIFY(w.openServerAction()->shortcut() == QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_S));
    ServerPage *page = openThroughDialog(w, *m_server, "s3cret-admin");
    QVERIFY(page);
    QAbstractItemModelTester tester(page->workersModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QTRY_COMPARE_WITH_TIMEOUT(page->tile(ServerPage::Workers)->figure(), QStringLiteral("4 of 4 alive"), 10000);
    QCOMPARE(page->tile(ServerPage::Health)->figure(), QStringLiteral("200 ok"));
    QCOMPARE(page->tile(ServerPage::Memory)->figure(), QStringLiteral("512.0 MiB"));
    QVERIFY2(page->summary().startsWith(QStringLiteral("Askr 1.4.14 · worker mode")), qPrintable(page->summary()));
    QCOMPARE(page->workersModel()->rowCount(), 4);
    // One memory line per worker, named by its pid.
    QCOMPARE(page->memoryChart()->series().size(), 4);
    QCOMPARE(page->memoryChart()->series().constFirst()->name(), QStringLiteral("1201"));
    // Rates need two readings; then the latency is read off the histogram.
    QTRY_VERIFY_WITH_TIMEOUT(page->tile(ServerPage::Latency)->figure().startsWith(QStringLiteral("p50 ≤ ")), 10000);
    // The sidebar names it, the title says what it is, the page's actions are offered.
    auto *sidebar = w.findChild<QTreeWidget *>(QStringLiteral("sidebar"));
    QCOMPARE(sidebar->currentItem()->text(0), m_server->address().mid(7));
    QVERIFY(w.windowTitle().contains(QStringLiteral("(Askr server)")));
    QVERIFY(w.shortcutEntries().size() > 0);
    QVERIFY(w.findChild<QToolBar *>(QStringLiteral("mainToolBar"))->actions().contains(page->reloadAction()));
    QVERIFY(w.closeAction()->isEnabled());
    QCOMPARE(w.closeAction()->text(), QStringLiteral("&Close Server"));
    // Remembered by address, never with its token.
    QCOMPARE(app::ServerRoster::recent(), QStringList{m_server->address()});
    QSettings().sync();
    QFile settings(QSettings().fileName());
    QVERIFY(settings.open(QIODevice::ReadOnly));
    QVERIFY(!settings.readAll().contains("s3cret-admin"));
    // And it is in File ▸ Open Recent.
    w.recentMenu()->aboutToShow();
    bool listed = false;
    for (QAction *a : w.recentMenu()->actions())
        listed = listed || a->text() == QStringLiteral("%1 (Askr server)").arg(m_server->address());
    QVERIFY(listed);
}

void TestServerPage::reload_data()
{
    QTest::addColumn<bool>("confirm");
    QTest::newRow("confirmed") << true;
    QTest::newRow("cancelled") << false;
}

void TestServerPage::reload()
{
    QFETCH(bool, confirm);
    app::MainWindow w;
    w.show();
    ServerPage *page = openThroughDialog(w, *m_server, "s3cret-admin");
    QVERIFY(page);
    QTRY_VERIFY_WITH_TIMEOUT(page->reloadAction()->isEnabled(), 10000);
    QSignalSpy logged(w.servers(), &app::ServerRoster::reloadLogged);
    const int entriesBefore = int(operations::ActivityLog().entries().size());
    page->reloadAction()->trigger();
    QMessageBox *box = nullptr;
    QTRY_VERIFY((box = page->findChild<QMessageBox *>(QStringLiteral("confirmReload"))));
    QCOMPARE(box->text(), QStringLiteral("Reload the workers of %1 gracefully?").arg(page->title()));
    QVERIFY(box->informativeText().contains(QStringLiteral("Its 4 workers are restarted one at a time")));
    // Cancel is the default: Enter alone reloads nothing.
    QCOMPARE(box->defaultButton(), box->button(QMessageBox::Cancel));
    QAbstractButton *go = nullptr;
    for (QAbstractButton *b : box->buttons())
        if (b->text() == QStringLiteral("Reload"))
            go = b;
    QVERIFY(go);
    (confirm ? go : box->button(QMessageBox::Cancel))->click();
    if (!confirm) {
        QTest::qWait(500);
        QCOMPARE(m_server->reloads(), 0);
        QCOMPARE(logged.size(), 0);
        return;
    }
    QTRY_COMPARE_WITH_TIMEOUT(m_server->reloads(), 1, 10000);
    QTRY_COMPARE_WITH_TIMEOUT(logged.size(), 1, 10000);
    QVERIFY(logged.first().first().toLongLong() > 0);
    const auto entries = operations::ActivityLog().entries();
    QCOMPARE(int(entries.size()), entriesBefore + 1);
    QCOMPARE(entries.first().title, QStringLiteral("Graceful Reload"));
    QCOMPARE(entries.first().source, m_server->address());
    QVERIFY(entries.first().error.isEmpty());
}

void TestServerPage::recordedErrorsAndReplay()
{
    m_server->errors = QJsonObject{{QStringLiteral("enabled"), true},
                                   {QStringLiteral("errors"), QJsonArray{QJsonObject{{QStringLiteral("id"), QStringLiteral("1733300000-7")}, {QStringLiteral("status"), 502}},
                                                                         QJsonObject{{QStringLiteral("id"), QStringLiteral("1733300000-3")}, {QStringLiteral("status"), 500}}}}};
    app::MainWindow w;
    w.show();
    ServerPage *page = openThroughDialog(w, *m_server, "s3cret-admin");
    QVERIFY(page);
    QAbstractItemModelTester tester(page->errorsModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QTRY_COMPARE_WITH_TIMEOUT(page->errorsModel()->rowCount(), 2, 10000);
    QVERIFY(!page->copyReplayAction()->isEnabled());
    page->errorsView()->setCurrentIndex(page->errorsModel()->index(1, 0));
    QVERIFY(page->copyReplayAction()->isEnabled());
    page->copyReplayAction()->trigger();
    QCOMPARE(QApplication::clipboard()->text(), QStringLiteral("askr replay 1733300000-3.json"));
    // The selection stays on its recording when the list is read again.
    m_server->errors = QJsonObject{{QStringLiteral("enabled"), true},
                                   {QStringLiteral("errors"), QJsonArray{QJsonObject{{QStringLiteral("id"), QStringLiteral("1733300009-1")}, {QStringLiteral("status"), 500}},
                                                                         QJsonObject{{QStringLiteral("id"), QStringLiteral("1733300000-7")}, {QStringLiteral("status"), 502}},
                                                                         QJsonObject{{QStringLiteral("id"), QStringLiteral("1733300000-3")}, {QStringLiteral("status"), 500}}}}};
    // The list is read every fifth round, and at once on Refresh (F5).
    w.refreshAction()->trigger();
    QTRY_COMPARE_WITH_TIMEOUT(page->errorsModel()->rowCount(), 3, 10000);
    QCOMPARE(page->errorsView()->currentIndex().data().toString(), QStringLiteral("1733300000-3"));
}

void TestServerPage::serverKilledAndStartedAgain()
{
    app::MainWindow w;
    w.show();
    ServerPage *page = openThroughDialog(w, *m_server, "s3cret-admin");
    QVERIFY(page);
    QTRY_COMPARE_WITH_TIMEOUT(page->tile(ServerPage::Workers)->figure(), QStringLiteral("4 of 4 alive"), 10000);
    const quint16 port = m_server->port();
    qint64 skew = 0;
    page->watch()->setClock([&skew] { return QDateTime::currentMSecsSinceEpoch() + skew; });
    m_server.reset(); // killed mid-poll
    auto *state = page->findChild<QLabel *>(QStringLiteral("serverState"));
    QTRY_VERIFY_WITH_TIMEOUT(state->text().contains(QStringLiteral("Cannot reach the Askr server at 127.0.0.1:%1").arg(port)), 10000);
    skew = 30'000; // half a minute without an answer
    QTRY_VERIFY_WITH_TIMEOUT(page->tile(ServerPage::Workers)->isStale(), 5000);
    // The last figures stay, marked with their age, and nothing is offered that needs the server.
    QCOMPARE(page->tile(ServerPage::Workers)->figure(), QStringLiteral("4 of 4 alive"));
    QVERIFY2(page->tile(ServerPage::Workers)->asOf().startsWith(QStringLiteral("as of 3")), qPrintable(page->tile(ServerPage::Workers)->asOf()));
    QVERIFY(state->text().contains(QStringLiteral("The figures below are as of 3")));
    QVERIFY(!page->reloadAction()->isEnabled());
    auto *sidebar = w.findChild<QTreeWidget *>(QStringLiteral("sidebar"));
    QVERIFY(sidebar->currentItem()->text(0).contains(QStringLiteral("⚠")));
    // The status bar's age counts from the last read that succeeded.
    QTRY_VERIFY(w.findChild<QLabel *>(QStringLiteral("refreshLabel"))->text().startsWith(QStringLiteral("Read 3")));
    // Started again on the same port: fresh figures, nothing stale.
    m_server = std::make_unique<RuntimeStandIn>();
    m_server->setToken("s3cret-admin");
    QVERIFY(m_server->listen(port));
    QTRY_VERIFY_WITH_TIMEOUT(!page->tile(ServerPage::Workers)->isStale(), 10000);
    QTRY_VERIFY(!state->isVisible());
    QVERIFY(page->reloadAction()->isEnabled());
}

void TestServerPage::metricsNotSetUp()
{
    m_server->metrics = QJsonObject();
    app::MainWindow w;
    w.show();
    ServerPage *page = openThroughDialog(w, *m_server, "s3cret-admin");
    QVERIFY(page);
    QTRY_COMPARE_WITH_TIMEOUT(page->tile(ServerPage::Requests)->figure(), QStringLiteral("no metrics yet"), 10000);
    QCOMPARE(page->tile(ServerPage::Workers)->figure(), QStringLiteral("4 of 4 alive"));
}

void TestServerPage::tokenFromTheEnvironment()
{
    app::MainWindow w;
    w.show();
    // A wrong token from the environment: the message says where it came from, never what it is.
    qputenv("ASKR_ADMIN_TOKEN", "not-the-token");
    w.servers()->openWithStoredToken(m_server->address());
    ServerPage *page = nullptr;
    QTRY_VERIFY_WITH_TIMEOUT((page = w.currentServer()), 10000);
    auto *state = page->findChild<QLabel *>(QStringLiteral("serverState"));
    QTRY_VERIFY_WITH_TIMEOUT(state->text().contains(QStringLiteral("refused the admin token the ASKR_ADMIN_TOKEN environment variable")), 10000);
    QVERIFY(!state->text().contains(QStringLiteral("not-the-token")));
    w.closeAction()->trigger();
    QVERIFY(!w.currentServer());
    qputenv("ASKR_ADMIN_TOKEN", "s3cret-admin");
    w.servers()->openWithStoredToken(m_server->address());
    QTRY_VERIFY_WITH_TIMEOUT((page = w.currentServer()), 10000);
    QTRY_COMPARE_WITH_TIMEOUT(page->tile(ServerPage::Workers)->figure(), QStringLiteral("4 of 4 alive"), 10000);
    qunsetenv("ASKR_ADMIN_TOKEN");
}

void TestServerPage::closeServer()
{
    app::MainWindow w;
    w.show();
    ServerPage *page = openThroughDialog(w, *m_server, "s3cret-admin");
    QVERIFY(page);
    QTRY_COMPARE_WITH_TIMEOUT(page->tile(ServerPage::Workers)->figure(), QStringLiteral("4 of 4 alive"), 10000);
    // Opening the same address again shows the one open.
    QCOMPARE(w.servers()->open(m_server->address(), "s3cret-admin", QStringLiteral("test")), page);
    QCOMPARE(w.servers()->pages().size(), 1);
    QPointer<ServerPage> gone(page);
    w.closeAction()->trigger();
    QVERIFY(!w.currentServer());
    QTRY_VERIFY(!gone);
    QCOMPARE(w.findChild<QTreeWidget *>(QStringLiteral("sidebar"))->topLevelItemCount(), 0);
    QVERIFY(!w.closeAction()->isEnabled());
    // Polling stopped with it (a round sent just before may still arrive).
    QTest::qWait(300);
    const int asked = int(m_server->requests().size());
    QTest::qWait(2500);
    QCOMPARE(int(m_server->requests().size()), asked);
}

void TestServerPage::rollingReloadStopsAtTheFirstBadServer()
{
    app::MainWindow w;
    w.show();
    QAction *rolling = w.servers()->rollingReloadAction();
    QVERIFY(!rolling->isEnabled()); // nothing to roll over yet
    // Three servers, the second's rollout ends aborted.
    std::vector<std::unique_ptr<RuntimeStandIn>> fleet;
    for (int i = 0; i < 3; ++i) {
        auto s = std::make_unique<RuntimeStandIn>();
        QVERIFY(s->listen());
        s->rolloutMs = 300;
        if (i == 1)
            s->reloadOutcome = QStringLiteral("aborted");
        QVERIFY(w.servers()->open(s->address(), QByteArray(), QStringLiteral("none")));
        fleet.push_back(std::move(s));
    }
    QVERIFY(rolling->isEnabled());
    const int entriesBefore = int(operations::ActivityLog().entries().size());
    QString question;
    onDialog<QMessageBox>([&question](QMessageBox *box) {
        question = box->text() + QLatin1Char('\n') + box->informativeText();
        for (QAbstractButton *b : box->buttons())
            if (b->text() == QStringLiteral("Reload One at a Time"))
                b->click();
    });
    rolling->trigger();
    QVERIFY2(question.startsWith(QStringLiteral("Reload these 3 servers one at a time, in this order?\n1. %1\n2. %2\n3. %3")
                                     .arg(fleet[0]->address().mid(7), fleet[1]->address().mid(7), fleet[2]->address().mid(7))),
             qPrintable(question));
    views::RollingReloadDialog *follow = nullptr;
    QTRY_VERIFY((follow = w.findChild<views::RollingReloadDialog *>()));
    QTRY_VERIFY_WITH_TIMEOUT(follow->summary().startsWith(QStringLiteral("Stopped at %1").arg(fleet[1]->address().mid(7))), 20000);
    QVERIFY2(follow->summary().contains(QStringLiteral("Not reloaded: %1").arg(fleet[2]->address().mid(7))), qPrintable(follow->summary()));
    QCOMPARE(fleet[0]->reloads(), 1);
    QCOMPARE(fleet[1]->reloads(), 1);
    QCOMPARE(fleet[2]->reloads(), 0);
    QVERIFY(follow->stateOf(0).startsWith(QStringLiteral("done")));
    QVERIFY(follow->stateOf(1).startsWith(QStringLiteral("stopped here")));
    QCOMPARE(follow->stateOf(2), QStringLiteral("not reloaded"));
    // Both reloads sent are in the activity log, each with its server.
    QTRY_COMPARE_WITH_TIMEOUT(int(operations::ActivityLog().entries().size()), entriesBefore + 2, 10000);
    const auto entries = operations::ActivityLog().entries();
    QCOMPARE(entries.at(0).source, fleet[1]->address());
    QCOMPARE(entries.at(1).source, fleet[0]->address());
    QVERIFY2(entries.at(0).touched.contains(QStringLiteral("rolling reload, server 2 of 3")), qPrintable(entries.at(0).touched));
}

void TestServerPage::linkToItsDatabase()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("app.sqlite"));
    askr::test::writeFixture(path); // its queues: default, mail, notifications
    app::MainWindow w;
    w.show();
    views::DatabaseView *view = w.openDatabase(path);
    QVERIFY(view);
    models::QueueOverviewModel *queues = view->queueOverview();
    QTRY_VERIFY_WITH_TIMEOUT(queues->hasSnapshot(), 10000);
    ServerPage *page = openThroughDialog(w, *m_server, "s3cret-admin");
    QVERIFY(page);
    QTRY_COMPARE_WITH_TIMEOUT(page->tile(ServerPage::Workers)->figure(), QStringLiteral("4 of 4 alive"), 10000);
    QVERIFY(page->linkedDatabase().startsWith(QStringLiteral("Not linked")));
    // The server reports a queue named "default", as the database has: suggested first.
    QCOMPARE(w.servers()->suggestions(page), QList<storage::Session *>{view->session()});
    QVERIFY(w.findChild<QToolBar *>(QStringLiteral("mainToolBar"))->actions().contains(page->linkAction()));
    QString offered;
    onDialog<QInputDialog>([&offered](QInputDialog *d) {
        offered = d->comboBoxItems().join(QLatin1Char('|'));
        d->setTextValue(d->comboBoxItems().constFirst());
        d->accept();
    });
    page->linkAction()->trigger();
    QVERIFY2(offered.startsWith(QStringLiteral("%1 (its queues match the server's)|No database (unlink)").arg(path)), qPrintable(offered));
    // Each side shows the other: the page the database's backlog, the
    // database's queues the server's queue workers (2 in the stand-in).
    QTRY_VERIFY_WITH_TIMEOUT(page->linkedDatabase().startsWith(QStringLiteral("Database: app.sqlite: ")), 10000);
    QVERIFY2(page->linkedDatabase().contains(QStringLiteral(" ready, oldest ")), qPrintable(page->linkedDatabase()));
    QCOMPARE(queues->linkedServer(), page->title());
    QCOMPARE(queues->serverQueueWorkers(), std::optional<qint64>(2));
    // Queue by queue, the database's own ready count beside the server's.
    auto *serverQueues = page->queuesModel();
    QCOMPARE(serverQueues->headerData(models::ServerQueuesModel::InDatabase, Qt::Horizontal).toString(), QStringLiteral("Ready in app.sqlite"));
    QCOMPARE(serverQueues->index(0, models::ServerQueuesModel::Name).data().toString(), QStringLiteral("default"));
    const int row = queues->rowOf("default");
    QVERIFY(row >= 0);
    QCOMPARE(serverQueues->index(0, models::ServerQueuesModel::InDatabase).data().toString(), QString::number(queues->depthAt(row).ready));
    QCOMPARE(serverQueues->index(1, models::ServerQueuesModel::InDatabase).data().toString(), QStringLiteral("no such queue"));
    // The link is kept: the same database opened again is linked again.
    QVERIFY(QSettings().childGroups().contains(QStringLiteral("ServerLinks")));
    // A server that stops answering confirms nothing.
    const quint16 port = m_server->port();
    m_server.reset();
    QTRY_VERIFY_WITH_TIMEOUT(!page->watch()->isReachable(), 10000);
    QCOMPARE(queues->serverQueueWorkers(), std::nullopt);
    m_server = std::make_unique<RuntimeStandIn>();
    m_server->setToken("s3cret-admin");
    m_server->status[QStringLiteral("queue_workers")] = 0;
    QVERIFY(m_server->listen(port));
    QTRY_COMPARE_WITH_TIMEOUT(queues->serverQueueWorkers(), std::optional<qint64>(0), 10000);
    // Closing the server unlinks nothing, but the database hears from it no more.
    w.servers()->close(page);
    QCOMPARE(queues->linkedServer(), QString());
}

void TestServerPage::fleetShowsServersBesideDatabases()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("app.sqlite"));
    askr::test::writeFixture(path);
    app::MainWindow w;
    w.show();
    QAbstractItemModelTester tester(w.servers()->fleetModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    views::DatabaseView *view = w.openDatabase(path);
    QVERIFY(view);
    QVERIFY(!w.fleetItem()); // one database alone is no fleet
    ServerPage *page = openThroughDialog(w, *m_server, "s3cret-admin");
    QVERIFY(page);
    // A server beside a database is.
    QVERIFY(w.fleetItem());
    QCOMPARE(w.fleetItem()->text(0), QStringLiteral("All databases and servers"));
    w.servers()->link(page, view->session());
    auto *sidebar = w.findChild<QTreeWidget *>(QStringLiteral("sidebar"));
    sidebar->setCurrentItem(w.fleetItem());
    QTableView *servers = w.fleetPage()->serversTable();
    QVERIFY(servers->isVisible());
    auto *model = w.servers()->fleetModel();
    QCOMPARE(model->rowCount(), 1);
    auto cell = [model](int column) { return model->index(0, column).data().toString(); };
    QTRY_COMPARE_WITH_TIMEOUT(cell(models::ServerFleetModel::Workers), QStringLiteral("4 of 4"), 10000);
    QCOMPARE(cell(models::ServerFleetModel::Server), page->title());
    QCOMPARE(cell(models::ServerFleetModel::Health), QStringLiteral("ok"));
    QTRY_VERIFY_WITH_TIMEOUT(cell(models::ServerFleetModel::Backlog).startsWith(QStringLiteral("app.sqlite: ")), 10000);
    QTRY_VERIFY_WITH_TIMEOUT(cell(models::ServerFleetModel::Requests).endsWith(QStringLiteral("/s")), 10000);
    QCOMPARE(cell(models::ServerFleetModel::Age), QStringLiteral("fresh"));
    // A problem shows in its row.
    m_server->status[QStringLiteral("workers_alive")] = 3;
    QTRY_COMPARE_WITH_TIMEOUT(cell(models::ServerFleetModel::Health), QStringLiteral("3 of 4 workers alive"), 10000);
    QVERIFY(model->index(0, 0).data(models::ServerFleetModel::AlarmRole).toBool());
    // Activating the row shows the server.
    Q_EMIT servers->activated(servers->model()->index(0, 0));
    QCOMPARE(w.currentServer(), page);
    QVERIFY(!w.fleetPage()->table()->isHidden());
    // Closed, it leaves the fleet (and one database is no fleet again).
    w.closeAction()->trigger();
    QCOMPARE(model->rowCount(), 0);
    QVERIFY(!w.fleetItem());
    // Two servers and no database: no empty databases table above them.
    w.closeAction()->trigger(); // the database
    QVERIFY(w.views().isEmpty());
    RuntimeStandIn second;
    QVERIFY(second.listen());
    QVERIFY(w.servers()->open(m_server->address(), "s3cret-admin", QStringLiteral("test")));
    QVERIFY(w.servers()->open(second.address(), QByteArray(), QStringLiteral("none")));
    QVERIFY(w.fleetItem());
    sidebar->setCurrentItem(w.fleetItem());
    QTRY_VERIFY_WITH_TIMEOUT(servers->isVisible(), 10000); // once their first readings are in
    QVERIFY(w.fleetPage()->table()->isHidden());
}

void TestServerPage::alertsReachTheDesktop()
{
    models::AlertMonitor::Settings on = models::AlertMonitor::storedSettings();
    on.enabled = true;
    models::AlertMonitor::storeSettings(on);
    m_server->status[QStringLiteral("workers_alive")] = 3;
    app::MainWindow w;
    w.show();
    ServerPage *page = openThroughDialog(w, *m_server, "s3cret-admin");
    QVERIFY(page);
    QSignalSpy raised(w.servers(), &app::ServerRoster::alertRaised);
    qint64 skew = 0;
    page->watch()->setClock([&skew] { return QDateTime::currentMSecsSinceEpoch() + skew; });
    QTRY_COMPARE_WITH_TIMEOUT(page->tile(ServerPage::Workers)->figure(), QStringLiteral("3 of 4 alive"), 10000);
    // At once a problem, but news only once it has held for 30 s.
    QVERIFY(page->issues().contains(QStringLiteral("3 of 4 workers alive")));
    QTest::qWait(2500);
    QCOMPARE(raised.size(), 0);
    skew = (models::AlertMonitor::HoldSeconds + 1) * 1000;
    QTRY_COMPARE_WITH_TIMEOUT(raised.size(), 1, 10000);
    QCOMPARE(raised.first().at(0).toString(), QStringLiteral("Workers missing — %1").arg(page->title()));
    QCOMPARE(raised.first().at(1).toString(), QStringLiteral("3 of 4 workers alive."));
    // Once per condition while it lasts.
    QTest::qWait(2500);
    QCOMPARE(raised.size(), 1);
    on.enabled = false;
    models::AlertMonitor::storeSettings(on);
}

QTEST_MAIN(TestServerPage)
#include "tst_serverpage.moc"
