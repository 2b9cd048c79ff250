// Broken files in the real main window: a file that is not SQLite, an empty
// file, truncated databases and a damaged index page. The app keeps running,
// says what is wrong, offers the integrity check (and runs it when asked),
// and changes nothing on disk.

#include "views/actionrunner.h"
#include "apptour.h"

#include <QAction>
#include <QLabel>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>

using namespace askr;
using namespace askr::robust;

namespace {

struct Said {
    QString title, message;
    bool error = false;
};

void flipBytes(const QString &path, qint64 offset, int count)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadWrite));
    QVERIFY(f.seek(offset));
    QByteArray bytes = f.read(count);
    for (char &c : bytes)
        c = char(~uchar(c));
    QVERIFY(f.seek(offset));
    QCOMPARE(f.write(bytes), qint64(count));
}

} // namespace

class TestBrokenFiles : public QObject
{
    Q_OBJECT
    QList<Said> m_said;
    QStringList m_asked;

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("askr-robust-test"));
        QSettings().clear();
        views::setConfirmHandler([this](const QString &title, const QString &question, const QString &) {
            m_asked << title + QLatin1String(": ") + question;
            return true;
        });
        views::setNotifyHandler([this](const QString &title, const QString &message, bool error) { m_said << Said{title, message, error}; });
    }

    void init()
    {
        m_said.clear();
        m_asked.clear();
    }

    void keepsRunningAndChangesNothing_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("expectedState"); // what the view says
        QTest::addColumn<bool>("offersCheck");      // a read found damage: the check is offered
        QTest::addColumn<QString>("checkSays");     // part of the integrity check's result

        QTest::newRow("not SQLite") << "text" << "is not a SQLite database" << false << "could not run";
        QTest::newRow("empty file") << "empty" << "holds no askr_jobs" << false << "passed the integrity check";
        QTest::newRow("truncated to half") << "half" << "cannot be read" << true << "";
        QTest::newRow("truncated inside the header") << "header" << "cannot be read" << true << "";
        QTest::newRow("damaged claim index page") << "index" << "" << true << "is damaged";
    }
    void keepsRunningAndChangesNothing()
    {
        QFETCH(QString, kind);
        QFETCH(QString, expectedState);
        QFETCH(bool, offersCheck);
        QFETCH(QString, checkSays);

        QTemporaryDir tmp;
        const QString path = tmp.filePath(QStringLiteral("broken.sqlite"));
        qint64 damagedPage = 0;
        if (kind == QLatin1String("text")) {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            for (int i = 0; i < 400; ++i)
                f.write("This is a log file, not a database. ");
        } else if (kind == QLatin1String("empty")) {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
        } else {
            {
                auto db = openRw(path);
                populate(*db, 3000, 20, 50, 50);
                damagedPage = scalar(*db, "SELECT rootpage FROM sqlite_schema WHERE name = 'askr_jobs_claim'");
            }
            QVERIFY(damagedPage > 1);
            const qint64 pageSize = 4096;
            if (kind == QLatin1String("half"))
                QVERIFY(QFile::resize(path, QFileInfo(path).size() / 2));
            else if (kind == QLatin1String("header"))
                QVERIFY(QFile::resize(path, 50));
            else
                flipBytes(path, (damagedPage - 1) * pageSize + 8, 32); // the index page's cell pointers
        }

        const auto before = fingerprint(tmp.path());
        {
            app::MainWindow w;
            w.show();
            auto *view = w.openDatabase(path);
            FailureLog failures(view->session());
            QTRY_VERIFY_WITH_TIMEOUT(view->session()->schema().inspected || !view->problem().isEmpty(), 10000);
            const auto visits = visitEveryPage(w, view);
            QCOMPARE(visits.size(), int(views::DatabaseView::NUM_PAGES));
            waitIdle(view->session());

            // What the view says, and that it says something at all.
            if (!expectedState.isEmpty()) {
                bool found = view->problem().contains(expectedState);
                for (QLabel *l : view->findChildren<QLabel *>())
                    found = found || (l->isVisibleTo(view) && l->text().contains(expectedState));
                QVERIFY2(found, qPrintable(QStringLiteral("expected '%1' in the view; problem: %2").arg(expectedState, view->problem())));
            }
            if (kind == QLatin1String("index")) {
                // The schema reads fine; the pages that read the index fail
                // with a message that says the file is damaged.
                QVERIFY(view->session()->schema().hasQueue());
                QVERIFY2(!failures.failures.isEmpty(), "reading the damaged index must fail");
                QVERIFY2(failures.text().contains(QLatin1String("damaged")), qPrintable(failures.text()));
            }

            // Damage found by a read: the check is offered once, and its
            // result shown.
            if (offersCheck) {
                QTRY_COMPARE_WITH_TIMEOUT(m_asked.size(), 1, 5000);
                QVERIFY2(m_asked.first().contains(QLatin1String("Run an integrity check")), qPrintable(m_asked.first()));
                QTRY_VERIFY_WITH_TIMEOUT(!m_said.isEmpty(), 10000);
                QCOMPARE(m_said.last().title, QStringLiteral("Check Integrity"));
                QVERIFY(m_said.last().error);
                if (!checkSays.isEmpty())
                    QVERIFY2(m_said.last().message.contains(checkSays), qPrintable(m_said.last().message));
                if (kind == QLatin1String("index"))
                    QVERIFY2(m_said.last().message.contains(QStringLiteral("page %1").arg(damagedPage)), qPrintable(m_said.last().message));
            } else {
                QVERIFY2(m_asked.isEmpty(), qPrintable(m_asked.join(QLatin1Char('\n'))));
            }

            // The action from the menu, whatever the file.
            m_said.clear();
            QVERIFY(w.checkIntegrityAction()->isEnabled());
            w.checkIntegrityAction()->trigger();
            QTRY_VERIFY_WITH_TIMEOUT(!m_said.isEmpty(), 10000);
            QCOMPARE(m_said.last().title, QStringLiteral("Check Integrity"));
            if (!checkSays.isEmpty())
                QVERIFY2(m_said.last().message.contains(checkSays), qPrintable(m_said.last().message));
            QCOMPARE(m_said.last().error, kind != QLatin1String("empty"));
            qInfo().noquote() << "view:" << view->problem() << "| check:" << m_said.last().message;

            // Still running: a sound database opens next to the broken one.
            const QString good = tmp.filePath(QStringLiteral("good.sqlite"));
            {
                auto db = openRw(good);
                populate(*db);
            }
            auto *other = w.openDatabase(good, storage::OpenMode::ReadOnlyLive);
            FailureLog otherFailures(other->session());
            QTRY_VERIFY_WITH_TIMEOUT(other->session()->schema().hasQueue(), 10000);
            const auto otherVisits = visitEveryPage(w, other);
            for (const auto &v : otherVisits)
                QVERIFY2(v.shown, qPrintable(describe(otherVisits)));
            QVERIFY2(otherFailures.failures.isEmpty(), qPrintable(otherFailures.text()));
        }
        QFile::remove(tmp.filePath(QStringLiteral("good.sqlite")));
        const auto after = fingerprint(tmp.path());
        QVERIFY2(before == after, qPrintable(describeDifference(before, after)));
    }
};

QTEST_MAIN(TestBrokenFiles)
#include "tst_brokenfiles.moc"
