// A Session on a real sqld: reads on the worker, writes refused while
// read-only, changes seen by the head poll, and a server that dies and
// comes back (the poll backs off, then the session says it changed).
#include "sqldserver.h"

#include "askr_contracts_api.h"
#include "connection.h"
#include "storage/opener.h"
#include "storage/session.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>

using namespace askr;
using namespace askr::contracts;
using askr::testsupport::SqldServer;

namespace {

// The queue's tables on the server, and one job in them.
void seed(const SqldServer &server)
{
    storage::OpenedDatabase opened = storage::openPlanned(storage::planRemote(server.url().toString(), {}, storage::OpenMode::ReadWrite));
    install(*opened.db, *builtinContracts().find("queue"));
    queue::enqueue(*opened.db, "default", "{}", 0, 0, 3);
}

void enqueueOne(const SqldServer &server)
{
    storage::OpenedDatabase opened = storage::openPlanned(storage::planRemote(server.url().toString(), {}, storage::OpenMode::ReadWrite));
    queue::enqueue(*opened.db, "default", "{}", 0, 0, 3);
}

} // namespace

class TestRemoteSession : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void readsAndRefusesWrites();
    void followsChanges();
    void serverDownAtOpen();
    void serverDiesAndReturns();
};

void TestRemoteSession::readsAndRefusesWrites()
{
    SqldServer server;
    QVERIFY2(server.start(), qPrintable(server.error()));
    seed(server);
    storage::Session session(storage::planOpen(server.url().toString(), storage::OpenMode::Auto));
    QVERIFY(session.isReadOnly());
    QVERIFY(session.plan().remote);
    QSignalSpy opened(&session, &storage::Session::opened);
    QVERIFY(opened.wait(10000));
    qint64 ready = -1;
    session.query(QStringLiteral("size"), &session, [](Connection &db) { return queue::size(db, "default").size.toInt(); },
                  [&](qint64 n) { ready = n; });
    QTRY_COMPARE_WITH_TIMEOUT(ready, 1, 10000);

    QString failure;
    session.write(&session, [](Connection &db) { return queue::enqueue(db, "default", "{}", 0, 0, 3).id.toInt(); }, [](qint64) {},
                  [&](const storage::Failure &f) { failure = f.message; });
    QTRY_VERIFY_WITH_TIMEOUT(!failure.isEmpty(), 5000);
    QVERIFY2(failure.contains(QLatin1String("Nothing was changed")), qPrintable(failure));
    // The executor also refuses a write that got past the session.
    session.query(QStringLiteral("sneak"), &session, [](Connection &db) { return queue::enqueue(db, "default", "{}", 0, 0, 3).id.toInt(); },
                  [](qint64) {}, [&](const storage::Failure &f) { failure = f.message; });
    QTRY_VERIFY_WITH_TIMEOUT(failure.contains(QLatin1String("open read-only, so nothing was sent")), 5000);
    ready = -1;
    session.query(QStringLiteral("size"), &session, [](Connection &db) { return queue::size(db, "default").size.toInt(); },
                  [&](qint64 n) { ready = n; });
    QTRY_COMPARE_WITH_TIMEOUT(ready, 1, 10000);
}

void TestRemoteSession::followsChanges()
{
    SqldServer server;
    QVERIFY2(server.start(), qPrintable(server.error()));
    seed(server);
    storage::Session session(storage::planOpen(server.url().toString(), storage::OpenMode::Auto));
    QCOMPARE(session.pollInterval(), 1000); // a server is not asked more than once a second
    QSignalSpy changed(&session, &storage::Session::changed);
    QSignalSpy refreshed(&session, &storage::Session::refreshed);
    QTRY_VERIFY_WITH_TIMEOUT(refreshed.count() >= 1, 10000);
    // The server's change feed opens for the tables there; the head poll
    // then only checks every 10 s that the server is there.
    QTRY_VERIFY_WITH_TIMEOUT(session.isFollowingFeed(), 10000);
    QCOMPARE(session.pollInterval(), 10000);
    QCOMPARE(changed.count(), 0);
    // A commit arrives through the feed, long before the next look.
    QElapsedTimer took;
    took.start();
    enqueueOne(server);
    QTRY_VERIFY_WITH_TIMEOUT(changed.count() >= 1, 5000);
    QVERIFY2(took.elapsed() < 5000, qPrintable(QString::number(took.elapsed())));
    // The server goes away: the feed closes and the poll takes over again.
    server.stop();
    QTRY_VERIFY_WITH_TIMEOUT(!session.isFollowingFeed(), 10000);
    QVERIFY(session.pollInterval() < 10000);
    // It comes back: the feed opens again, and follows changes.
    QVERIFY2(server.restart(), qPrintable(server.error()));
    QTRY_VERIFY_WITH_TIMEOUT(session.isFollowingFeed(), 30000);
    changed.clear();
    enqueueOne(server);
    QTRY_VERIFY_WITH_TIMEOUT(changed.count() >= 1, 5000);
}

void TestRemoteSession::serverDownAtOpen()
{
    SqldServer server;
    QVERIFY2(server.start(), qPrintable(server.error()));
    const QString url = server.url().toString();
    server.stop();
    storage::Session session(storage::planOpen(url, storage::OpenMode::Auto));
    QSignalSpy failed(&session, &storage::Session::openFailed);
    QVERIFY(failed.wait(15000));
    const QString message = failed.at(0).at(0).toString();
    QVERIFY2(message.contains(QLatin1String("Cannot reach ")) && message.contains(QLatin1String("Check that the server runs")), qPrintable(message));
    QVERIFY(!session.isOpen());
    // The server comes up: the session opens by itself and reads the schema.
    QSignalSpy opened(&session, &storage::Session::opened);
    QSignalSpy schema(&session, &storage::Session::schemaChanged);
    QVERIFY2(server.restart(), qPrintable(server.error()));
    QVERIFY(opened.wait(20000));
    QVERIFY(session.isOpen());
    QTRY_VERIFY_WITH_TIMEOUT(schema.count() >= 1 && session.schema().error.isEmpty(), 10000);
    QCOMPARE(failed.count(), 1); // told once, not at every attempt
}

void TestRemoteSession::serverDiesAndReturns()
{
    SqldServer server;
    QVERIFY2(server.start(), qPrintable(server.error()));
    seed(server);
    storage::Session session(storage::planOpen(server.url().toString(), storage::OpenMode::Auto));
    QSignalSpy refreshed(&session, &storage::Session::refreshed);
    QTRY_VERIFY_WITH_TIMEOUT(refreshed.count() >= 1, 10000);
    QVERIFY(session.isReachable());
    const qint64 answered = session.lastAnswerAt();
    QVERIFY(answered > 0);
    QTRY_VERIFY_WITH_TIMEOUT(session.isFollowingFeed(), 10000);
    QSignalSpy failures(&session, &storage::Session::requestFailed);
    QSignalSpy reach(&session, &storage::Session::reachabilityChanged);
    server.stop();
    // The change feed closes first; then each failed look doubles the wait
    // before the next one; the first already says the server is away (once,
    // however many looks fail).
    QTRY_VERIFY_WITH_TIMEOUT(!session.isFollowingFeed(), 10000);
    QTRY_VERIFY_WITH_TIMEOUT(session.pollInterval() >= 4000 && failures.count() >= 2, 20000);
    QCOMPARE(reach.count(), 1);
    QCOMPARE(reach.at(0).at(0).toBool(), false);
    QVERIFY(!session.isReachable());
    QVERIFY(session.unreachableSince() >= answered);
    QVERIFY2(session.unreachableReason().contains(QLatin1String("Cannot reach")), qPrintable(session.unreachableReason()));
    QCOMPARE(session.lastAnswerAt(), answered); // the figures' age stays what it was
    const auto f = failures.last().at(0).value<storage::Failure>();
    QVERIFY2(f.message.contains(QLatin1String("Cannot reach")), qPrintable(f.message));
    QSignalSpy changed(&session, &storage::Session::changed);
    QVERIFY2(server.restart(), qPrintable(server.error()));
    // Back: the usual pace (once a second, or every 10 s with the feed open
    // again), and the pages are told to read again.
    QTRY_VERIFY_WITH_TIMEOUT(session.isReachable() && (session.pollInterval() == 1000 || (session.isFollowingFeed() && session.pollInterval() == 10000)),
                             40000);
    QVERIFY(changed.count() >= 1);
    QVERIFY(session.isReachable());
    QCOMPARE(reach.count(), 2);
    QCOMPARE(reach.at(1).at(0).toBool(), true);
    QVERIFY(session.unreachableReason().isEmpty());
}

QTEST_GUILESS_MAIN(TestRemoteSession)
#include "tst_remotesession.moc"
