// Alerts: once a condition has held for a while, never again while it
// lasts, nor when it flaps, nor after a reopen; again after it stayed
// cleared a while and came back; nothing while alerts are off, and turning
// them on does not fire what was already there. Locks alert once held past
// the threshold, counted from when they were first seen, read from a
// database the runtime wrote.

#include "models/alerts/alertmonitor.h"
#include "runtimedb.h"
#include "storage/session.h"

#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <sqlite3.h>

#include <atomic>

using namespace askr::models;

namespace {
AlertCondition cond(const QString &key)
{
    return { key, key, QString(), 1 };
}
} // namespace

class TestAlertMonitor : public QObject
{
    Q_OBJECT
    QTemporaryDir m_tmp;
private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_tmp.isValid());
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_tmp.filePath(QStringLiteral("settings")));
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_tmp.filePath(QStringLiteral("settings")));
    }

    void oncePerCondition_data()
    {
        // Readings as "time key key ...", the keys active then; the keys that fired.
        QTest::addColumn<QStringList>("readings");
        QTest::addColumn<QString>("fired");
        const auto r = [](std::initializer_list<const char *> list) {
            QStringList out;
            for (const char *s : list)
                out << QString::fromLatin1(s);
            return out;
        };
        const qint64 hold = AlertMonitor::HoldSeconds;
        const qint64 rearm = AlertMonitor::RearmSeconds;
        Q_ASSERT(hold == 30 && rearm == 300); // the times below
        QTest::newRow("lasting") << r({ "0 q:a", "30 q:a", "60 q:a" }) << QStringLiteral("q:a");
        QTest::newRow("not held long enough") << r({ "0 q:a", "29 q:a", "30" }) << QString();
        QTest::newRow("flickering") << r({ "0 q:a", "10", "20 q:a", "40", "45 q:a" }) << QString();
        QTest::newRow("held, then flapping") << r({ "0 q:a", "30 q:a", "40", "50 q:a", "80 q:a", "90", "100 q:a", "130 q:a" }) << QStringLiteral("q:a");
        QTest::newRow("cleared long, back") << r({ "0 q:a", "30 q:a", "40", "340", "350 q:a", "380 q:a" }) << QStringLiteral("q:a q:a");
        QTest::newRow("cleared not long enough") << r({ "0 q:a", "30 q:a", "40", "339", "350 q:a", "380 q:a" }) << QStringLiteral("q:a");
        QTest::newRow("second joins") << r({ "0 q:a", "30 q:a q:b", "60 q:b" }) << QStringLiteral("q:a q:b");
        QTest::newRow("none") << r({ "0", "100" }) << QString();
    }
    void oncePerCondition()
    {
        QFETCH(QStringList, readings);
        QFETCH(QString, fired);
        AlertMonitor m;
        m.setSettings({ true, 10, 600 });
        QSignalSpy spy(&m, &AlertMonitor::alert);
        const qint64 t0 = 1'700'000'000;
        for (const QString &reading : readings) {
            QStringList words = reading.split(QLatin1Char(' '), Qt::SkipEmptyParts);
            const qint64 at = t0 + words.takeFirst().toLongLong();
            QList<AlertCondition> active;
            for (const QString &k : words)
                active << cond(k);
            m.update(QStringLiteral("queues"), active, at);
        }
        QStringList got;
        for (const auto &args : spy)
            got << args.at(0).value<AlertCondition>().key;
        QCOMPARE(got.join(QLatin1Char(' ')), fired);
    }

    void offUntilTurnedOn()
    {
        AlertMonitor m;
        m.setSettings({ false, 10, 600 });
        QSignalSpy spy(&m, &AlertMonitor::alert);
        m.update(QStringLiteral("queues"), { cond(QStringLiteral("q:a")) }, 100);
        m.update(QStringLiteral("queues"), { cond(QStringLiteral("q:a")) }, 130);
        QCOMPARE(spy.count(), 0);
        m.setSettings({ true, 10, 600 });
        m.update(QStringLiteral("queues"), { cond(QStringLiteral("q:a")) }, 140); // already there
        m.update(QStringLiteral("queues"), { cond(QStringLiteral("q:a")), cond(QStringLiteral("q:b")) }, 150);
        QCOMPARE(spy.count(), 0);
        m.update(QStringLiteral("queues"), { cond(QStringLiteral("q:a")), cond(QStringLiteral("q:b")) }, 180);
        QCOMPARE(spy.count(), 1);
        QCOMPARE(spy.at(0).at(0).value<AlertCondition>().key, QStringLiteral("q:b"));
        QCOMPARE(spy.at(0).at(1).toLongLong(), qint64(180)); // the time of the reading
    }

    // Sources replace only their own conditions.
    void sourcesApart()
    {
        AlertMonitor m;
        m.setSettings({ true, 10, 600 });
        QSignalSpy spy(&m, &AlertMonitor::alert);
        m.update(QStringLiteral("queues"), { cond(QStringLiteral("q:a")) }, 100);
        m.update(QStringLiteral("subscribers"), { cond(QStringLiteral("s:x")) }, 101);
        m.update(QStringLiteral("subscribers"), {}, 102);
        m.update(QStringLiteral("queues"), { cond(QStringLiteral("q:a")) }, 130);
        m.update(QStringLiteral("subscribers"), { cond(QStringLiteral("s:x")) }, 131);
        QCOMPARE(spy.count(), 1);
        QCOMPARE(m.activeKeys(), (QStringList { QStringLiteral("q:a"), QStringLiteral("s:x") }));
    }

    // Issue 32: what was notified is remembered per database, so a reopened
    // window (a new monitor) does not send it again while it lasts, nor while
    // it is being worked out again after the reopen; gone for RearmSeconds,
    // it is news again. Another database is told its own.
    void rememberedAcrossReopens()
    {
        const QString db = m_tmp.filePath(QStringLiteral("a.sqlite"));
        const AlertCondition stuck = cond(QStringLiteral("queue-stuck:mail"));
        {
            AlertMonitor m;
            m.setDatabase(db);
            m.setSettings({ true, 10, 600 });
            QSignalSpy spy(&m, &AlertMonitor::alert);
            m.update(QStringLiteral("queues"), { stuck }, 100);
            m.update(QStringLiteral("queues"), { stuck }, 130);
            QCOMPARE(spy.count(), 1);
        }
        {
            AlertMonitor m;
            m.setDatabase(db);
            m.setSettings({ true, 10, 600 });
            QSignalSpy spy(&m, &AlertMonitor::alert);
            m.update(QStringLiteral("queues"), {}, 200); // not known yet after the reopen
            m.update(QStringLiteral("queues"), { stuck }, 230);
            m.update(QStringLiteral("queues"), { stuck }, 300);
            QCOMPARE(spy.count(), 0);
            AlertMonitor other;
            other.setDatabase(m_tmp.filePath(QStringLiteral("b.sqlite")));
            other.setSettings({ true, 10, 600 });
            QSignalSpy otherSpy(&other, &AlertMonitor::alert);
            other.update(QStringLiteral("queues"), { stuck }, 230);
            other.update(QStringLiteral("queues"), { stuck }, 300);
            QCOMPARE(otherSpy.count(), 1);
            // Cleared for RearmSeconds, so forgotten.
            m.update(QStringLiteral("queues"), {}, 310);
            m.update(QStringLiteral("queues"), {}, 310 + AlertMonitor::RearmSeconds);
        }
        AlertMonitor m;
        m.setDatabase(db);
        m.setSettings({ true, 10, 600 });
        QSignalSpy spy(&m, &AlertMonitor::alert);
        m.update(QStringLiteral("queues"), { stuck }, 1000);
        m.update(QStringLiteral("queues"), { stuck }, 1030);
        QCOMPARE(spy.count(), 1);
    }

    void locksHeldPastThreshold()
    {
        AlertMonitor m;
        m.setSettings({ true, 10, 300 });
        const QList<std::pair<QByteArray, QString>> one { { QByteArray("k1"), QStringLiteral("lock:report") } };
        QVERIFY(m.lockConditions(one, 1000).isEmpty());
        QVERIFY(m.lockConditions(one, 1299).isEmpty());
        const auto held = m.lockConditions(one, 1300);
        QCOMPARE(held.size(), 1);
        QVERIFY(held.first().title.contains(QStringLiteral("lock:report")));
        // Released and taken again: counted afresh.
        QVERIFY(m.lockConditions({}, 1310).isEmpty());
        QVERIFY(m.lockConditions(one, 1320).isEmpty());
    }

    // Issue 31: an orphaned unique-job lock alerts once per job class,
    // naming the class whose dispatches are dropped, and not again while it
    // lasts.
    void orphanedLocksAlertOncePerClass()
    {
        AlertMonitor m;
        m.setSettings({ true, 10, 300 });
        QSignalSpy spy(&m, &AlertMonitor::alert);
        using Lock = askr::models::OrphanedLocks::Lock;
        const QList<Lock> orphans { { "laravel_cache_laravel_unique_job:App\\Jobs\\ImportFeed:", "s:1:\"a\";", std::nullopt, "App\\Jobs\\ImportFeed" },
            { "laravel_cache_laravel_unique_job:App\\Jobs\\ImportFeed:2", "s:1:\"b\";", std::nullopt, "App\\Jobs\\ImportFeed" },
            { "laravel_cache_laravel_unique_job:App\\Jobs\\Report:", "s:1:\"c\";", std::nullopt, "App\\Jobs\\Report" } };
        const auto conditions = AlertMonitor::orphanedLockConditions(orphans);
        QCOMPARE(conditions.size(), 2);
        m.update(QStringLiteral("orphaned-locks"), conditions, 100);
        QCOMPARE(spy.count(), 0); // not held yet
        m.update(QStringLiteral("orphaned-locks"), conditions, 100 + AlertMonitor::HoldSeconds);
        QCOMPARE(spy.count(), 2);
        QStringList titles;
        for (const auto &args : spy)
            titles << args.at(0).value<askr::models::AlertCondition>().title;
        titles.sort();
        QCOMPARE(titles, (QStringList { QStringLiteral("Dispatches of App\\Jobs\\ImportFeed are being dropped"),
                              QStringLiteral("Dispatches of App\\Jobs\\Report are being dropped") }));
        m.update(QStringLiteral("orphaned-locks"), AlertMonitor::orphanedLockConditions(orphans), 200);
        QCOMPARE(spy.count(), 2);
        QVERIFY(AlertMonitor::orphanedLockConditions({}).isEmpty());
    }

    // The lock list read on the session's worker: the runtime's lock (owner a
    // BLOB) alerts once held past the threshold by the database's clock; a
    // key no pattern names and an expired lock never do.
    void locksReadFromTheDatabase()
    {
        namespace runtime = askr::test::runtime;
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("locks.sqlite"));
        auto clock = std::make_shared<std::atomic<qint64>>(1'700'000'000);
        {
            auto db = askr::contracts::Connection::open(QFile::encodeName(path), SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
            db->setClock([clock] { return clock->load(); });
            runtime::exec(*db, runtime::Ddl);
            QCOMPARE(runtime::run(*db, runtime::Add, { runtime::text("laravel_cache_lock:report"), runtime::blob("owner-1"), runtime::integer(3600) }).size(), size_t(1));
            QCOMPARE(runtime::run(*db, runtime::Add, { runtime::text("laravel_cache_lock:gone"), runtime::blob("owner-2"), runtime::integer(10) }).size(), size_t(1));
            runtime::run(*db, runtime::Set, { runtime::text("user:1"), runtime::blob("a:0:{}"), runtime::integer(3600) });
        }
        askr::storage::Session session(askr::storage::planOpen(path, askr::storage::OpenMode::ReadOnlyLive));
        session.setClock([clock] { return clock->load(); });
        QSignalSpy schema(&session, &askr::storage::Session::schemaChanged);
        QVERIFY(schema.wait(5000));

        AlertMonitor m;
        m.setSettings({ true, 10, 300 });
        QSignalSpy spy(&m, &AlertMonitor::alert);
        const QStringList patterns { QStringLiteral("*lock*") };
        auto read = [&] {
            // One read at a time: the next one starts once this one is in.
            m.checkLocks(&session, patterns);
            return QTest::qWaitFor([&] { return !m.lockReadInFlight(); }, 10000);
        };
        QVERIFY(read()); // first seen now
        clock->store(1'700'000'000 + 299);
        QVERIFY(read());
        QCOMPARE(spy.count(), 0);
        clock->store(1'700'000'000 + 300);
        QVERIFY(read());
        QCOMPARE(spy.count(), 0); // a condition now; it alerts once it has held
        clock->store(1'700'000'000 + 300 + AlertMonitor::HoldSeconds);
        QVERIFY(read());
        QCOMPARE(spy.count(), 1);
        const auto c = spy.at(0).at(0).value<AlertCondition>();
        QVERIFY2(c.title.contains(QStringLiteral("laravel_cache_lock:report")), qPrintable(c.title));
        QCOMPARE(m.activeKeys().size(), 1);
    }
};

QTEST_GUILESS_MAIN(TestAlertMonitor)
#include "tst_alertmonitor.moc"
