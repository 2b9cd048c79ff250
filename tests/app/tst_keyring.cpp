// Remembered tokens in a real keyring (issue 35): keyring_test.sh starts a
// private D-Bus session with gnome-keyring-daemon unlocked in it, as a
// desktop session has, and runs this against it; secret-tool reads back what
// the app stored. Run again with no D-Bus at all (ASKR_TEST_KEYRING=none),
// tokens an older version left in the settings file stay there and the user
// is told why, once. The script names the functions of each run; one run in
// the wrong setting fails rather than skips.

#include "ondialog.h"

#include "mainwindow.h"
#include "storage/session.h"
#include "tokenstore.h"
#include "views/databaseview.h"
#include "views/openremotedialog.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QLineEdit>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QSettings>
#include <QTest>

using namespace askr;
using askr::testsupport::onDialog;

namespace {

// Nothing listens there: the window opens the address and reports it down,
// which is beside the point here.
const QString Address = QStringLiteral("http://127.0.0.1:9/keyring-test");
const QString OldAddress = QStringLiteral("http://127.0.0.1:9/from-an-older-version");

// What the Secret Service holds for address, as secret-tool reads it.
QByteArray inKeyring(const QString &address)
{
    QProcess p;
    p.start(QStringLiteral("secret-tool"), {QStringLiteral("lookup"), QStringLiteral("server"), app::TokenStore::service(), QStringLiteral("user"), address});
    if (!p.waitForFinished(20000))
        return "secret-tool did not answer";
    return p.readAllStandardOutput();
}

bool settingsFileHolds(const QByteArray &secret)
{
    QSettings settings;
    settings.sync();
    QFile file(settings.fileName());
    return file.open(QIODevice::ReadOnly) && file.readAll().contains(secret);
}

// Tokens as an older version kept them: one settings key per address.
void writeOldToken(const QString &address, const QByteArray &token)
{
    QSettings().setValue(QStringLiteral("RemoteTokens/") + QString::fromLatin1(address.toUtf8().toBase64(QByteArray::Base64UrlEncoding)), token);
}

void openFromDialog(app::MainWindow &w, const QString &address, const QByteArray &token, bool remember)
{
    onDialog<views::OpenRemoteDialog>([&](views::OpenRemoteDialog *d) {
        d->findChild<QLineEdit *>(QStringLiteral("address"))->setText(address);
        d->findChild<QLineEdit *>(QStringLiteral("token"))->setText(QString::fromLatin1(token));
        d->findChild<QCheckBox *>(QStringLiteral("remember"))->setChecked(remember);
        d->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Open)->click();
    });
    w.openRemoteAction()->trigger();
}

} // namespace

class TestKeyring : public QObject
{
    Q_OBJECT
    bool m_keyring = false;

private Q_SLOTS:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("askr-test-keyring"));
        QSettings().clear();
        qunsetenv("ASKR_TOKEN");
        const QByteArray mode = qgetenv("ASKR_TEST_KEYRING");
        QVERIFY2(mode == "secret-service" || mode == "none", "run by keyring_test.sh, which starts the keyring");
        m_keyring = mode == "secret-service";
    }

    void rememberedTokenGoesToTheKeyring()
    {
        QVERIFY2(m_keyring, "keyring_test.sh runs this with the Secret Service");
        const QByteArray token = "keyring-secret-1";
        {
            app::MainWindow w;
            w.show();
            openFromDialog(w, Address, token, true);
            QTRY_COMPARE_WITH_TIMEOUT(inKeyring(Address), token, 20000);
            QVERIFY(!w.findChild<QMessageBox *>(QStringLiteral("tokenNotRemembered")));
        }
        QVERIFY(!settingsFileHolds(token));
        // A later run reads it back when it opens the server.
        app::MainWindow again;
        QVERIFY(!again.openDatabase(Address)); // opens once the keyring answered
        QTRY_COMPARE_WITH_TIMEOUT(again.views().size(), 1, 20000);
        QCOMPARE(again.views().first()->session()->plan().token, token);
    }

    void openingWithoutRememberForgets()
    {
        QVERIFY2(m_keyring, "keyring_test.sh runs this with the Secret Service");
        QCOMPARE(inKeyring(Address), QByteArray("keyring-secret-1"));
        app::MainWindow w;
        w.show();
        openFromDialog(w, Address, "typed-this-time", false);
        QTRY_COMPARE_WITH_TIMEOUT(inKeyring(Address), QByteArray(), 20000);
        QVERIFY(!settingsFileHolds("typed-this-time"));
    }

    void oldTokensMoveToTheKeyring()
    {
        QVERIFY2(m_keyring, "keyring_test.sh runs this with the Secret Service");
        writeOldToken(OldAddress, "old-secret");
        QVERIFY(settingsFileHolds("old-secret"));
        {
            app::MainWindow w;
            QMessageBox *box = nullptr;
            QTRY_VERIFY_WITH_TIMEOUT((box = w.findChild<QMessageBox *>(QStringLiteral("oldTokensMoved"))), 20000);
            QVERIFY2(box->text().contains(QLatin1String("1 server token")) && box->text().contains(QLatin1String("keyring")), qPrintable(box->text()));
            QVERIFY(!box->text().contains(QLatin1String("old-secret")));
        }
        QCOMPARE(inKeyring(OldAddress), QByteArray("old-secret"));
        QVERIFY(!settingsFileHolds("old-secret"));
        // Told once: the next start has nothing to move and says nothing.
        app::MainWindow next;
        QTest::qWait(500);
        QVERIFY(!next.findChild<QMessageBox *>(QStringLiteral("oldTokensMoved")));
    }

    void oldTokensStayWithoutKeyring()
    {
        QVERIFY2(!m_keyring, "keyring_test.sh runs this without D-Bus");
        writeOldToken(OldAddress, "old-secret");
        {
            app::MainWindow w;
            QMessageBox *box = nullptr;
            QTRY_VERIFY_WITH_TIMEOUT((box = w.findChild<QMessageBox *>(QStringLiteral("oldTokensMoved"))), 20000);
            QVERIFY2(box->text().contains(QLatin1String("stay in Askr Desk's settings file")), qPrintable(box->text()));
            // Still the user's: it opens the server until it can be moved.
            QVERIFY(!w.openDatabase(OldAddress));
            QTRY_COMPARE_WITH_TIMEOUT(w.views().size(), 1, 20000);
            QCOMPARE(w.views().first()->session()->plan().token, QByteArray("old-secret"));
        }
        QVERIFY(settingsFileHolds("old-secret"));
        // Told once, not at every start.
        app::MainWindow next;
        QTest::qWait(1000);
        QVERIFY(!next.findChild<QMessageBox *>(QStringLiteral("oldTokensMoved")));
    }

    void noKeyringRemembersNothing()
    {
        QVERIFY2(!m_keyring, "keyring_test.sh runs this without D-Bus");
        app::MainWindow w;
        w.show();
        openFromDialog(w, Address, "never-on-disk", true);
        QMessageBox *box = nullptr;
        QTRY_VERIFY_WITH_TIMEOUT((box = w.findChild<QMessageBox *>(QStringLiteral("tokenNotRemembered"))), 20000);
        QVERIFY2(box->text().contains(QLatin1String("asked for again")), qPrintable(box->text()));
        QVERIFY(!settingsFileHolds("never-on-disk"));
    }

    void cleanupTestCase()
    {
        QSettings().clear();
    }
};

QTEST_MAIN(TestKeyring)
#include "tst_keyring.moc"
