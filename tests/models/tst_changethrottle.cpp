// models::ChangeThrottle: the one way pages and models follow a database's
// changes. Changes come from a real session on a real file; whether the
// asker is shown is what a page reports (Session::setShown).
#include "askr_contracts_api.h"
#include "models/changethrottle.h"
#include "storage/session.h"

#include <QElapsedTimer>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <sqlite3.h>

using namespace askr;

class TestChangeThrottle : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_tmp;
    QString m_path;
    std::unique_ptr<storage::Session> m_session;

private Q_SLOTS:
    void initTestCase()
    {
        m_path = m_tmp.filePath(QStringLiteral("t.sqlite"));
        auto db = contracts::Connection::open(QFile::encodeName(m_path), SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
        contracts::queue::install(*db);
    }

    void init()
    {
        m_session = std::make_unique<storage::Session>(storage::planOpen(m_path, storage::OpenMode::ReadWrite));
        QSignalSpy schema(m_session.get(), &storage::Session::schemaChanged);
        QVERIFY(schema.wait(5000));
    }

    void cleanup() { m_session.reset(); }

    void follows_data()
    {
        QTest::addColumn<bool>("shown");
        QTest::addColumn<bool>("followHidden");
        QTest::addColumn<int>("interval");
        QTest::addColumn<int>("changes");
        QTest::addColumn<int>("refreshes"); // right after the changes
        QTest::addColumn<int>("settled"); // once the interval is over
        // Shown and no interval: every change is read.
        QTest::newRow("shown, every change") << true << false << 0 << 5 << 5 << 5;
        // A burst: the first at once, the rest folded into one at the end.
        QTest::newRow("shown, burst") << true << false << 300 << 5 << 1 << 2;
        // A single change is read at once, and nothing follows.
        QTest::newRow("shown, one change") << true << false << 300 << 1 << 1 << 1;
        // Hidden: nothing is read until shown.
        QTest::newRow("hidden") << false << false << 0 << 5 << 0 << 0;
        // What the sidebar and the alerts show follows while hidden.
        QTest::newRow("hidden, followed") << false << true << 300 << 5 << 1 << 2;
    }

    void follows()
    {
        QFETCH(bool, shown);
        QFETCH(bool, followHidden);
        QFETCH(int, interval);
        QFETCH(int, changes);
        QFETCH(int, refreshes);
        QFETCH(int, settled);
        QObject page;
        m_session->setShown(&page, shown);
        int count = 0;
        auto *throttle = new models::ChangeThrottle(m_session.get(), &page, interval, [&count] { ++count; });
        throttle->setFollowHidden(followHidden);
        for (int i = 0; i < changes; ++i)
            Q_EMIT m_session->changed();
        QCOMPARE(count, refreshes);
        QTest::qWait(interval + 200);
        QCOMPARE(count, settled);
    }

    void catchesUpOnceWhenShown()
    {
        // A page hidden while the database changed reads once when shown
        // again, and one that was not stale does not read at all.
        QObject page;
        QObject tab(&page);
        m_session->setShown(&page, false);
        int count = 0;
        new models::ChangeThrottle(m_session.get(), &tab, 2000, [&count] { ++count; });
        m_session->setShown(&page, true);
        QTest::qWait(50);
        QCOMPARE(count, 0);
        m_session->setShown(&page, false);
        for (int i = 0; i < 3; ++i)
            Q_EMIT m_session->changed();
        QCOMPARE(count, 0);
        m_session->setShown(&page, true);
        m_session->setShown(&tab, true); // the page and its tab both report: still one read
        QTRY_COMPARE(count, 1);
        QTest::qWait(100);
        QCOMPARE(count, 1);
    }

    void hiddenDuringTheDelay()
    {
        // The page was left before its delayed read: it waits until shown.
        QObject page;
        m_session->setShown(&page, true);
        int count = 0;
        new models::ChangeThrottle(m_session.get(), &page, 200, [&count] { ++count; });
        Q_EMIT m_session->changed();
        Q_EMIT m_session->changed();
        QCOMPARE(count, 1);
        m_session->setShown(&page, false);
        QTest::qWait(350);
        QCOMPARE(count, 1);
        m_session->setShown(&page, true);
        QTRY_COMPARE(count, 2);
    }

    void markStaleReadsWhenShown()
    {
        // F5 on a page whose tab is not current: that tab reads once shown.
        QObject tab;
        m_session->setShown(&tab, false);
        int count = 0;
        auto *throttle = new models::ChangeThrottle(m_session.get(), &tab, 0, [&count] { ++count; });
        throttle->markStale();
        QVERIFY(throttle->isStale());
        QCOMPARE(count, 0);
        m_session->setShown(&tab, true);
        QTRY_COMPARE(count, 1);
        throttle->markStale(); // shown: at once
        QCOMPARE(count, 2);
    }

    void anotherProcessCommits()
    {
        // End to end: a commit by another connection reaches the throttle
        // through the session's poll.
        QObject page;
        m_session->setShown(&page, true);
        int count = 0;
        new models::ChangeThrottle(m_session.get(), &page, 0, [&count] { ++count; });
        // The session's first look sets the baseline it compares with.
        QSignalSpy polled(m_session.get(), &storage::Session::refreshed);
        QVERIFY(polled.wait(5000));
        QCOMPARE(count, 0);
        auto db = contracts::Connection::open(QFile::encodeName(m_path), SQLITE_OPEN_READWRITE);
        contracts::queue::enqueue(*db, "mail", "{}", 0, 0, 3);
        QTRY_VERIFY_WITH_TIMEOUT(count >= 1, 5000);
    }
};

QTEST_GUILESS_MAIN(TestChangeThrottle)
#include "tst_changethrottle.moc"
