// Issue 32: the dead-letter alert on a real database file, time moved
// through the connection's own clock. A steady failure rate below the
// threshold never alerts, not even in the first seconds after opening
// (once "120.0 jobs per minute over the last 1 s"); a real spike alerts
// once, after it has held; reopening the database during the spike sends
// nothing new.
#include "models/alerts/alertmonitor.h"
#include "models/queue/queueoverviewmodel.h"
#include "queuetestutil.h"

using namespace askr;
using namespace askr::models;
using askr::test::QueueDb;

class TestQueueAlerts : public QObject
{
    Q_OBJECT
    QTemporaryDir m_tmp;
    int m_failed = 0;

    // One reading of the model, fed to the monitor as AlertWatch does.
    static bool read(QueueOverviewModel &model, AlertMonitor &monitor)
    {
        QSignalSpy spy(&model, &QueueOverviewModel::refreshed);
        model.refresh();
        if (!spy.wait(5000))
            return false;
        monitor.update(QStringLiteral("queues"), monitor.queueConditions(model), model.snapshot().at);
        return true;
    }
    void failOne(QueueDb &t)
    {
        t.enqueue("mail");
        const qint64 id = t.claim("mail");
        t.deadLetter(id, "RuntimeException", "uuid-" + QByteArray::number(++m_failed));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_tmp.isValid());
        askr::test::isolate(m_tmp);
    }

    void steadyRateQuietSpikeOnce()
    {
        QueueDb t(m_tmp.filePath(QStringLiteral("alerts.sqlite")));
        const qint64 t0 = t.now;
        const AlertMonitor::Settings settings { true, 10, 600 }; // above 10 a minute
        auto session = t.session();
        auto model = std::make_unique<QueueOverviewModel>(session.get());
        model->setRefreshInterval(3600 * 1000);
        auto monitor = std::make_unique<AlertMonitor>();
        monitor->setDatabase(t.path);
        monitor->setSettings(settings);
        auto spy = std::make_unique<QSignalSpy>(monitor.get(), &AlertMonitor::alert);

        // Three minutes of one dead letter every 10 s (6 a minute), read
        // every 2 s: the first intervals hold one dead letter in 2 s.
        for (qint64 s = 1; s <= 180; ++s) {
            t.now = t0 + s;
            if (s % 10 == 1)
                failOne(t);
            if (s % 2 == 0) {
                QVERIFY(read(*model, *monitor));
                QVERIFY2(monitor->activeKeys().isEmpty(), qPrintable(QString::number(s)));
            }
        }
        QCOMPARE(spy->count(), 0);
        QVERIFY(model->rates().span() >= AlertMonitor::MinRateSeconds);

        // A spike: 40 more in 20 s, then the steady rate again.
        for (qint64 s = 181; s <= 300; ++s) {
            t.now = t0 + s;
            if (s <= 200 || s % 10 == 1)
                failOne(t);
            if (s <= 200)
                failOne(t);
            if (s % 2 == 0)
                QVERIFY(read(*model, *monitor));
            if (s == 180 + AlertMonitor::HoldSeconds)
                QCOMPARE(spy->count(), 0); // on, but not for long enough yet
        }
        QCOMPARE(spy->count(), 1);
        QCOMPARE(spy->at(0).at(0).value<AlertCondition>().key, QStringLiteral("dead-letters"));
        const QString body = spy->at(0).at(0).value<AlertCondition>().body;
        QVERIFY2(body.contains(QStringLiteral("over the last 1 min")), qPrintable(body));

        // Closed and opened again while failures still pour in: the rate is
        // judged again from a minute of readings, and nothing is sent.
        spy.reset();
        monitor.reset();
        model.reset();
        session = t.session();
        model = std::make_unique<QueueOverviewModel>(session.get());
        model->setRefreshInterval(3600 * 1000);
        monitor = std::make_unique<AlertMonitor>();
        monitor->setDatabase(t.path);
        monitor->setSettings(settings);
        spy = std::make_unique<QSignalSpy>(monitor.get(), &AlertMonitor::alert);
        for (qint64 s = 301; s <= 420; ++s) {
            t.now = t0 + s;
            failOne(t);
            if (s % 2 == 0)
                QVERIFY(read(*model, *monitor));
        }
        QVERIFY(monitor->activeKeys().contains(QStringLiteral("dead-letters")));
        QCOMPARE(spy->count(), 0);
    }
};

QTEST_GUILESS_MAIN(TestQueueAlerts)
#include "tst_queuealerts.moc"
