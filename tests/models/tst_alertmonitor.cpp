// Alerts: once when a condition appears, never again while it lasts, nor
// when it flaps; again after it stayed cleared a while and came back; nothing while alerts are off, and turning
// them on does not fire what was already there. Locks alert once held past
// the threshold, counted from when they were first seen.

#include "alerts/alertmonitor.h"

#include <QSignalSpy>
#include <QTest>

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
private Q_SLOTS:
    void oncePerCondition_data()
    {
        // The active keys at each reading, space-separated; the keys that fired.
        QTest::addColumn<QStringList>("rounds");
        QTest::addColumn<qint64>("step"); // seconds between readings
        QTest::addColumn<QString>("fired");
        const auto rounds = [](std::initializer_list<const char *> r) {
            QStringList out;
            for (const char *s : r)
                out << QString::fromLatin1(s);
            return out;
        };
        QTest::newRow("lasting") << rounds({ "q:a", "q:a", "q:a" }) << qint64(10) << QStringLiteral("q:a");
        QTest::newRow("flapping") << rounds({ "q:a", "", "q:a", "", "q:a" }) << qint64(10) << QStringLiteral("q:a");
        QTest::newRow("cleared long, back") << rounds({ "q:a", "", "q:a" }) << qint64(AlertMonitor::RearmSeconds) << QStringLiteral("q:a q:a");
        QTest::newRow("second joins") << rounds({ "q:a", "q:a q:b", "q:b" }) << qint64(10) << QStringLiteral("q:a q:b");
        QTest::newRow("none") << rounds({ "", "" }) << qint64(10) << QString();
    }
    void oncePerCondition()
    {
        QFETCH(QStringList, rounds);
        QFETCH(qint64, step);
        QFETCH(QString, fired);
        AlertMonitor m;
        m.setSettings({ true, 10, 600 });
        QSignalSpy spy(&m, &AlertMonitor::alert);
        qint64 now = 1'700'000'000;
        for (const QString &keys : rounds) {
            QList<AlertCondition> active;
            for (const QString &k : keys.split(QLatin1Char(' '), Qt::SkipEmptyParts))
                active << cond(k);
            m.update(QStringLiteral("queues"), active, now);
            now += step;
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
        QCOMPARE(spy.count(), 0);
        m.setSettings({ true, 10, 600 });
        m.update(QStringLiteral("queues"), { cond(QStringLiteral("q:a")) }, 110); // already there
        QCOMPARE(spy.count(), 0);
        m.update(QStringLiteral("queues"), { cond(QStringLiteral("q:a")), cond(QStringLiteral("q:b")) }, 120);
        QCOMPARE(spy.count(), 1);
        QCOMPARE(spy.at(0).at(1).toLongLong(), qint64(120)); // the time of the reading
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
        m.update(QStringLiteral("queues"), { cond(QStringLiteral("q:a")) }, 103);
        QCOMPARE(spy.count(), 2);
        QCOMPARE(m.activeKeys(), QStringList { QStringLiteral("q:a") });
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
};

QTEST_GUILESS_MAIN(TestAlertMonitor)
#include "tst_alertmonitor.moc"
