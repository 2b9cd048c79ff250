// The window on a real sqld: File ▸ Open Remote Database… opens it
// read-only, remembers the address but not the token (unless asked), and
// Reopen As ▸ Read-Write first names the server that will be written.
#include "ondialog.h"
#include "sqldserver.h"
#include "timingscale.h"

#include "askr_contracts_api.h"
#include "views/databaseview.h"
#include "mainwindow.h"
#include "storage/opener.h"
#include "views/openremotedialog.h"
#include "views/overview/fleetpage.h"
#include "models/overview/fleetmodel.h"
#include "storage/session.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QElapsedTimer>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QTest>
#include <QTimer>

using namespace askr;
using askr::testsupport::SqldServer;

using askr::testsupport::onDialog;

class TestRemoteWindow : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void openRemoteFromMenu_data();
    void openRemoteFromMenu();
    void reopenReadWriteNamesServer();
    void staleWhileTheServerIsAway();
    void fleetAsksWhichIsPrimary();
    void dialogNamespace_data();
    void dialogNamespace();
    void openRecentServer();
    void lateKeyringAnswerKeepsTheTick();

private:
    SqldServer m_server;
};

void TestRemoteWindow::initTestCase()
{
    QCoreApplication::setOrganizationName(QStringLiteral("askr-test-remote"));
    QSettings().clear();
    qunsetenv("ASKR_TOKEN");
    // No keyring here, on any machine: the no-keyring path (app_keyring
    // runs the other one against a real Secret Service).
    qputenv("DBUS_SESSION_BUS_ADDRESS", "unix:path=/nonexistent/askr-test-bus");
    QVERIFY2(m_server.start(), qPrintable(m_server.error()));
    storage::OpenedDatabase opened = storage::openPlanned(storage::planRemote(m_server.url().toString(), {}, storage::OpenMode::ReadWrite));
    contracts::install(*opened.db, *contracts::builtinContracts().find("queue"));
}

void TestRemoteWindow::openRemoteFromMenu_data()
{
    QTest::addColumn<bool>("remember");
    QTest::newRow("token not remembered") << false;
    QTest::newRow("token remembered") << true;
}

void TestRemoteWindow::openRemoteFromMenu()
{
    QFETCH(bool, remember);
    const QString url = m_server.url().toString();
    // The server asks for no token; what is typed is still kept or not.
    const QByteArray token = "secret-token-" + QByteArray::number(int(remember));
    app::MainWindow w;
    w.show();
    onDialog<views::OpenRemoteDialog>([&](views::OpenRemoteDialog *d) {
        auto *remembered = d->findChild<QCheckBox *>(QStringLiteral("remember"));
        QVERIFY(!remembered->isChecked()); // off unless the user asks
        d->findChild<QLineEdit *>(QStringLiteral("address"))->setText(url);
        d->findChild<QLineEdit *>(QStringLiteral("token"))->setText(QString::fromLatin1(token));
        QCOMPARE(d->findChild<QLineEdit *>(QStringLiteral("token"))->echoMode(), QLineEdit::Password);
        remembered->setChecked(remember);
        d->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Open)->click();
    });
    w.openRemoteAction()->trigger();
    QCOMPARE(w.views().size(), 1);
    const storage::Session *session = w.views().first()->session();
    QVERIFY(session->plan().remote);
    QVERIFY(session->isReadOnly());
    QTRY_VERIFY_WITH_TIMEOUT(session->isOpen(), 10000);
    QVERIFY2(w.modeText().contains(url), qPrintable(w.modeText()));
    QSettings settings;
    settings.sync();
    QVERIFY(settings.value(QStringLiteral("MainWindow/recent")).toStringList().contains(url));
    // Never in the settings file; with no keyring, the user is told why.
    QFile file(settings.fileName());
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(!file.readAll().contains(token));
    if (remember) {
        QMessageBox *box = nullptr;
        QTRY_VERIFY_WITH_TIMEOUT((box = w.findChild<QMessageBox *>(QStringLiteral("tokenNotRemembered"))), 10000);
        QVERIFY2(box->text().contains(url) && box->text().contains(QLatin1String("keyring")), qPrintable(box->text()));
        QVERIFY(!box->text().contains(QString::fromLatin1(token)));
        box->accept();
        // And the dialog no longer offers what it cannot do.
        onDialog<views::OpenRemoteDialog>([&](views::OpenRemoteDialog *d) {
            QVERIFY(!d->findChild<QCheckBox *>(QStringLiteral("remember"))->isEnabled());
            QVERIFY(d->findChild<QLabel *>(QStringLiteral("rememberText"))->text().contains(QLatin1String("cannot be remembered")));
            d->reject();
        });
        w.openRemoteAction()->trigger();
    } else {
        QTest::qWait(200);
        QVERIFY(!w.findChild<QMessageBox *>(QStringLiteral("tokenNotRemembered")));
    }
}

void TestRemoteWindow::reopenReadWriteNamesServer()
{
    const QString url = m_server.url().toString();
    app::MainWindow w;
    w.show();
    w.openRemote(url, {});
    QCOMPARE(w.views().size(), 1);
    QVERIFY(w.views().first()->session()->isReadOnly());
    QString question;
    onDialog<QMessageBox>([&](QMessageBox *box) {
        question = box->text();
        box->button(QMessageBox::Yes)->click();
    });
    w.reopenAction(storage::OpenMode::ReadWrite)->trigger();
    QVERIFY2(question.contains(url) && question.contains(QLatin1String("replica")) && question.contains(QLatin1String("primary")), qPrintable(question));
    QCOMPARE(w.views().size(), 1);
    auto *view = w.views().first();
    QVERIFY(!view->session()->isReadOnly());
    auto *banner = view->findChild<QLabel *>(QStringLiteral("modeBanner"));
    QVERIFY(banner && banner->isVisibleTo(view));
    QVERIFY2(banner->text().contains(url), qPrintable(banner->text()));
}

// A server that stops answering: the pages keep their figures and a banner
// above them says they are stale, since when and why; it goes once the
// server answers again.
void TestRemoteWindow::staleWhileTheServerIsAway()
{
    SqldServer server;
    QVERIFY2(server.start(), qPrintable(server.error()));
    {
        storage::OpenedDatabase opened = storage::openPlanned(storage::planRemote(server.url().toString(), {}, storage::OpenMode::ReadWrite));
        QVERIFY(opened.db);
        contracts::queue::install(*opened.db);
        contracts::queue::enqueue(*opened.db, "mail", "{}", 0, 0, 3);
    }
    const QString url = server.url().toString();
    app::MainWindow w;
    w.show();
    // The window's event loop, sampled every 10 ms from the open to the
    // server's return: the longest gap is the longest the window froze.
    QElapsedTimer clock;
    clock.start();
    qint64 last = 0, worst = 0, worstAt = 0;
    QTimer beat;
    QObject::connect(&beat, &QTimer::timeout, [&] {
        const qint64 now = clock.elapsed();
        if (now - last > worst) {
            worst = now - last;
            worstAt = now;
        }
        last = now;
    });
    beat.start(10);
    w.openRemote(url, {});
    QCOMPARE(w.views().size(), 1);
    auto *view = w.views().first();
    QTRY_VERIFY_WITH_TIMEOUT(view->session()->lastAnswerAt() > 0, 10000);
    auto *stale = view->findChild<QLabel *>(QStringLiteral("staleBanner"));
    QVERIFY(stale);
    QVERIFY(!stale->isVisibleTo(view));
    // Opening builds every page (widgets, models, first paint): told apart
    // from what the server's faults cost.
    const qint64 worstOpening = worst;
    worst = 0;

    // The test's own waits for the server to stop and to be healthy again
    // block (or nest) the event loop: they are not the window's.
    beat.stop();
    server.stop();
    last = clock.elapsed();
    beat.start(10);
    QTRY_VERIFY_WITH_TIMEOUT(stale->isVisibleTo(view), 20000);
    QVERIFY2(stale->text().contains(url) && stale->text().contains(QLatin1String("not answering")) && stale->text().contains(QLatin1String("stale"))
                 // The banner floats at the page's foot: nothing is "below" it.
                 && stale->text().contains(QLatin1String("the figures on this page are as of")),
        qPrintable(stale->text()));

    const qint64 stoppedAt = clock.elapsed();
    beat.stop();
    QVERIFY2(server.restart(), qPrintable(server.error()));
    const qint64 restartedAt = clock.elapsed();
    last = restartedAt;
    beat.start(10);
    QTRY_VERIFY_WITH_TIMEOUT(!stale->isVisibleTo(view), 40000);
    beat.stop();
    qInfo("worst gap at %lld ms; banner shown by %lld ms, server back at %lld ms, banner gone at %lld ms", worstAt, stoppedAt, restartedAt, clock.elapsed());
    // The target is 50 ms; the bound leaves room for a loaded CI machine and
    // the sanitized build (the figure is printed for docs/remote.md).
    qInfo("longest event-loop gap: %lld ms while opening, %lld ms through the server's death and return", worstOpening, worst);
    QVERIFY2(worstOpening < 250 * testsupport::TimingScale, qPrintable(QStringLiteral("the window froze for %1 ms while opening").arg(worstOpening)));
    QVERIFY2(worst < 250 * testsupport::TimingScale, qPrintable(QStringLiteral("the window froze for %1 ms").arg(worst)));
}

void TestRemoteWindow::fleetAsksWhichIsPrimary()
{
    // m_server is a primary; a replica follows it. Opened side by side, the
    // fleet asks each server what it is, and takes the one primary open as
    // the replica's, until the user chooses otherwise.
    SqldServer replica;
    SqldServer::Options options;
    options.primaryGrpcUrl = m_server.grpcUrl();
    QVERIFY2(replica.start(options), qPrintable(replica.error()));
    QSettings().remove(QStringLiteral("Fleet/primaries"));
    app::MainWindow w;
    w.show();
    w.openRemote(replica.url().toString(), {});
    w.openRemote(m_server.url().toString(), {});
    QVERIFY(w.fleetPage());
    auto *proxy = qobject_cast<QSortFilterProxyModel *>(w.fleetPage()->table()->model());
    QVERIFY(proxy);
    auto *fleet = qobject_cast<models::FleetModel *>(proxy->sourceModel());
    QVERIFY(fleet);
    QAbstractItemModelTester tester(fleet, QAbstractItemModelTester::FailureReportingMode::QtTest);
    // The fleet names a server without its scheme (host:port).
    auto nameOf = [](const SqldServer &server) { return server.url().toString(QUrl::RemoveScheme).mid(2); };
    auto rowOf = [&](const SqldServer &server) {
        for (int r = 0; r < fleet->rowCount(); ++r)
            if (fleet->index(r, models::FleetModel::DatabaseColumn).data().toString() == nameOf(server))
                return r;
        return -1;
    };
    const QModelIndex replicaFollows = fleet->index(rowOf(replica), models::FleetModel::PrimaryColumn);
    const QModelIndex primaryFollows = fleet->index(rowOf(m_server), models::FleetModel::PrimaryColumn);
    QTRY_COMPARE_WITH_TIMEOUT(replicaFollows.data().toString(), nameOf(m_server), 10000);
    QVERIFY2(replicaFollows.data(Qt::ToolTipRole).toString().contains(QLatin1String("only primary open")), qPrintable(replicaFollows.data(Qt::ToolTipRole).toString()));
    QTRY_COMPARE_WITH_TIMEOUT(primaryFollows.data().toString(), QStringLiteral("None: a primary"), 10000);
    QTRY_VERIFY_WITH_TIMEOUT(fleet->behind(fleet->sessionAt(rowOf(replica))).has_value(), 10000);

    // The user's choice wins, and is remembered; an assumption is not.
    storage::Session *replicaSession = fleet->sessionAt(rowOf(replica));
    QVERIFY(QSettings().value(QStringLiteral("Fleet/primaries")).toMap().isEmpty());
    fleet->setPrimary(replicaSession, nullptr);
    QCOMPARE(replicaFollows.data().toString(), QStringLiteral("A replica: choose its primary"));
}

void TestRemoteWindow::dialogNamespace_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("ns");
    QTest::addColumn<QString>("address");
    QTest::addColumn<bool>("valid");
    QTest::newRow("none") << QStringLiteral("http://127.0.0.1:8080") << QString() << QStringLiteral("http://127.0.0.1:8080") << true;
    QTest::newRow("added") << QStringLiteral("http://127.0.0.1:8080") << QStringLiteral("beta") << QStringLiteral("http://127.0.0.1:8080?namespace=beta") << true;
    QTest::newRow("replaces the typed one") << QStringLiteral("http://h:1/?namespace=a") << QStringLiteral("b") << QStringLiteral("http://h:1/?namespace=b") << true;
    QTest::newRow("not a name") << QStringLiteral("http://127.0.0.1:8080") << QStringLiteral("a/b") << QStringLiteral("http://127.0.0.1:8080?namespace=a/b") << false;
}

void TestRemoteWindow::dialogNamespace()
{
    QFETCH(QString, typed);
    QFETCH(QString, ns);
    QFETCH(QString, address);
    QFETCH(bool, valid);
    views::OpenRemoteDialog d;
    d.findChild<QLineEdit *>(QStringLiteral("address"))->setText(typed);
    d.findChild<QLineEdit *>(QStringLiteral("namespace"))->setText(ns);
    QCOMPARE(d.address(), address);
    QCOMPARE(d.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Open)->isEnabled(), valid);
    // Given back (Open Recent), the namespace returns to its own field.
    views::OpenRemoteDialog again;
    again.setAddress(address);
    QCOMPARE(again.address(), address);
    QCOMPARE(again.findChild<QLineEdit *>(QStringLiteral("namespace"))->text(), ns);
}

// A server on the recent list is offered and opens (it was shown as
// "(missing)" and disabled, as no file has its address for a name).
void TestRemoteWindow::openRecentServer()
{
    const QString url = m_server.url().toString();
    const QString gone = QStringLiteral("/nonexistent/gone.sqlite");
    QSettings().setValue(QStringLiteral("MainWindow/recent"), QStringList{url, gone});
    app::MainWindow w;
    w.show();
    QMenu *recent = w.recentMenu();
    Q_EMIT recent->aboutToShow();
    auto actionNamed = [recent](const QString &text) -> QAction * {
        for (QAction *a : recent->actions())
            if (a->text() == text)
                return a;
        return nullptr;
    };
    QAction *server = actionNamed(url);
    QVERIFY(server);
    QVERIFY(server->isEnabled());
    QVERIFY(actionNamed(QStringLiteral("%1 (missing)").arg(gone)));
    // Removing the missing files keeps the server.
    recent->findChild<QAction *>(QStringLiteral("removeMissingRecent"))->trigger();
    QCOMPARE(QSettings().value(QStringLiteral("MainWindow/recent")).toStringList(), QStringList{url});
    Q_EMIT recent->aboutToShow();
    actionNamed(url)->trigger();
    // Once the keyring has answered (here: that there is none).
    QTRY_COMPARE_WITH_TIMEOUT(w.views().size(), 1, 10000);
    const storage::Session *session = w.views().first()->session();
    QVERIFY(session->plan().remote);
    QCOMPARE(session->path(), url);
    QTRY_VERIFY_WITH_TIMEOUT(session->isOpen(), 10000);
}

void TestRemoteWindow::lateKeyringAnswerKeepsTheTick()
{
    // The keyring's answer (none there) may come after the user ticked the
    // box: the tick stays, so that the window tells why it was not kept.
    views::OpenRemoteDialog ticked;
    auto *remember = ticked.findChild<QCheckBox *>(QStringLiteral("remember"));
    remember->setChecked(true);
    ticked.setKeyringMissing(QStringLiteral("no keyring answered"));
    QVERIFY(ticked.rememberToken());
    // Before the user ticks it, the box is no longer offered.
    views::OpenRemoteDialog untouched;
    untouched.setKeyringMissing(QStringLiteral("no keyring answered"));
    QVERIFY(!untouched.findChild<QCheckBox *>(QStringLiteral("remember"))->isEnabled());
    QVERIFY(untouched.findChild<QLabel *>(QStringLiteral("rememberText"))->text().contains(QLatin1String("no keyring answered")));
}

QTEST_MAIN(TestRemoteWindow)
#include "tst_remotewindow.moc"
