// The figures read off an Askr server's admin plane: the status as older
// and newer runtimes write it, and the traffic between two readings of the
// metrics (rates, the 5xx share, latency percentiles, restarts).

#include "remote/serverstatus.h"
#include "remote/traffic.h"
#include "runtimestandin.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace askr::remote;
using askr::testsupport::RuntimeStandIn;

namespace {

QByteArray body(const QJsonObject &o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

// The reference's example metrics, advanced by what happened since.
QJsonObject advanced(qint64 requests, qint64 fivexx, qint64 hits, qint64 misses, const QList<qint64> &bucketsAdded, double avgTotalMs = 72.01,
                     double avgPhpMs = 71.98)
{
    QJsonObject m = RuntimeStandIn::exampleMetrics();
    m[QStringLiteral("requests")] = 201 + requests;
    QJsonObject status = m.value(QStringLiteral("status")).toObject();
    status[QStringLiteral("2xx")] = 200 + requests - fivexx;
    status[QStringLiteral("5xx")] = fivexx;
    m[QStringLiteral("status")] = status;
    QJsonObject cache = m.value(QStringLiteral("cache")).toObject();
    cache[QStringLiteral("hits")] = 10 + hits;
    cache[QStringLiteral("misses")] = 3 + misses;
    m[QStringLiteral("cache")] = cache;
    QJsonObject h = m.value(QStringLiteral("histogram")).toObject();
    QJsonArray counts = h.value(QStringLiteral("counts")).toArray();
    for (int i = 0; i < bucketsAdded.size(); ++i)
        counts[i] = counts.at(i).toInt() + bucketsAdded.at(i);
    h[QStringLiteral("counts")] = counts;
    m[QStringLiteral("histogram")] = h;
    m[QStringLiteral("avg_total_ms")] = avgTotalMs;
    m[QStringLiteral("avg_php_ms")] = avgPhpMs;
    return m;
}

} // namespace

class TestServerFigures : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void statusOfEveryVersion_data()
    {
        QTest::addColumn<QStringList>("dropped");
        QTest::newRow("1.4.14, every field") << QStringList();
        QTest::newRow("before per-queue figures and rollouts") << QStringList{QStringLiteral("queues"), QStringLiteral("rollout")};
        QTest::newRow("before the queue figures") << QStringList{QStringLiteral("queues"), QStringLiteral("rollout"), QStringLiteral("queue_workers"),
                                                                 QStringLiteral("queue_ready"), QStringLiteral("queue_total"), QStringLiteral("queue_oldest_secs")};
    }

    void statusOfEveryVersion()
    {
        QFETCH(QStringList, dropped);
        QJsonObject o = RuntimeStandIn::exampleStatus();
        for (const QString &f : dropped)
            o.remove(f);
        const auto s = ServerStatus::parse(body(o));
        QVERIFY(s);
        QCOMPARE(*s->version, QStringLiteral("1.4.14"));
        QCOMPARE(*s->workersAlive, 4);
        // What a runtime did not say is unknown (null), never zero.
        const QJsonObject out = s->toJson();
        for (const QString &f : dropped)
            QVERIFY2(out.value(f).isNull(), qPrintable(f));
        for (const QString &f : o.keys())
            QVERIFY2(!out.value(f).isNull(), qPrintable(f));
        QCOMPARE(s->queues.has_value(), !dropped.contains(QStringLiteral("queues")));
        if (s->queues)
            QCOMPARE(s->queues->at(1).name, QStringLiteral("say \"hi\"")); // JSON-escaped on the wire
    }

    void statusVerdicts_data()
    {
        QTest::addColumn<int>("configured");
        QTest::addColumn<int>("alive");
        QTest::addColumn<QString>("rollout");
        QTest::addColumn<bool>("missing");
        QTest::addColumn<bool>("aborted");
        QTest::newRow("all alive") << 4 << 4 << "ok" << false << false;
        QTest::newRow("one down") << 4 << 3 << "ok" << true << false;
        QTest::newRow("single process") << 0 << 0 << "idle" << false << false;
        QTest::newRow("rollout aborted") << 4 << 4 << "aborted" << false << true;
        QTest::newRow("inconclusive is not aborted") << 4 << 4 << "inconclusive" << false << false;
    }

    void statusVerdicts()
    {
        QFETCH(int, configured);
        QFETCH(int, alive);
        QFETCH(QString, rollout);
        QJsonObject o = RuntimeStandIn::exampleStatus();
        o[QStringLiteral("workers_configured")] = configured;
        o[QStringLiteral("workers_alive")] = alive;
        o[QStringLiteral("rollout")] = rollout;
        const auto s = ServerStatus::parse(body(o));
        QVERIFY(s);
        QTEST(s->workersMissing(), "missing");
        QTEST(s->rolloutAborted(), "aborted");
        QCOMPARE(s->singleProcess(), configured == 0);
    }

    void notJson_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::newRow("html") << QByteArray("<html>");
        QTest::newRow("array") << QByteArray("[1,2]");
        QTest::newRow("empty") << QByteArray();
    }

    void notJson()
    {
        QFETCH(QByteArray, text);
        QString error;
        QVERIFY(!ServerStatus::parse(text, &error));
        QVERIFY(!error.isEmpty());
        QVERIFY(!ServerMetrics::parse(text, &error));
    }

    void percentiles_data()
    {
        QTest::addColumn<QList<qint64>>("counts");
        QTest::addColumn<double>("q");
        QTest::addColumn<double>("ms");
        QTest::addColumn<bool>("beyond");
        // The reference's example: 201 requests, 0,0,0,3,25,53,79,41,0...
        const QList<qint64> example{0, 0, 0, 3, 25, 53, 79, 41, 0, 0, 0, 0, 0};
        QTest::newRow("example p50") << example << 0.50 << 100.0 << false;
        QTest::newRow("example p95") << example << 0.95 << 250.0 << false;
        QTest::newRow("example p99") << example << 0.99 << 250.0 << false;
        QTest::newRow("all in the first bucket") << QList<qint64>{7, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0} << 0.99 << 1.0 << false;
        QTest::newRow("slowest in the overflow") << QList<qint64>{0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 95, 5} << 0.99 << 5000.0 << true;
    }

    void percentiles()
    {
        QFETCH(QList<qint64>, counts);
        QFETCH(double, q);
        const QList<double> bounds{1, 2, 5, 10, 25, 50, 100, 250, 500, 1000, 2500, 5000};
        const auto p = percentile(bounds, counts, q);
        QVERIFY(p);
        QTEST(p->ms, "ms");
        QTEST(p->beyond, "beyond");
    }

    void trafficBetweenReadings_data()
    {
        QTest::addColumn<QJsonObject>("later");
        QTest::addColumn<qint64>("ms");
        QTest::addColumn<bool>("restarted");
        QTest::addColumn<double>("perSec");
        QTest::addColumn<double>("fivexxShare");
        QTest::addColumn<double>("p95");
        QTest::addColumn<double>("hitShare");
        // 100 requests in 10 s: 4 of them 5xx; 90 hits of 100 lookups.
        QTest::newRow("steady") << advanced(100, 4, 90, 10, {0, 0, 0, 0, 0, 50, 45, 5}) << qint64(10000) << false << 10.0 << 0.04 << 100.0 << 0.9;
        QTest::newRow("slow tail") << advanced(100, 0, 0, 0, {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 90, 10}) << qint64(5000) << false << 20.0 << 0.0 << 5000.0
                                   << -1.0;
        // The counters went down: a restart; never a negative rate.
        QTest::newRow("restarted") << QJsonObject{{QStringLiteral("requests"), 5}, {QStringLiteral("errors"), 0}} << qint64(10000) << true << -1.0 << -1.0
                                   << -1.0 << -1.0;
        QTest::newRow("metrics gone ({})") << QJsonObject() << qint64(10000) << true << -1.0 << -1.0 << -1.0 << -1.0;
        QTest::newRow("no requests") << RuntimeStandIn::exampleMetrics() << qint64(10000) << false << 0.0 << -1.0 << -1.0 << -1.0;
    }

    void trafficBetweenReadings()
    {
        QFETCH(QJsonObject, later);
        QFETCH(qint64, ms);
        const auto a = ServerMetrics::parse(body(RuntimeStandIn::exampleMetrics()));
        const auto b = ServerMetrics::parse(body(later));
        QVERIFY(a && b);
        const Traffic t = Traffic::between(*a, 1000, *b, 1000 + ms);
        QTEST(t.restarted, "restarted");
        auto check = [](const std::optional<double> &v, double want, const char *what) {
            if (want < 0)
                QVERIFY2(!v, what);
            else
                QVERIFY2(v && qAbs(*v - want) < 1e-9, qPrintable(QStringLiteral("%1: %2, want %3").arg(QLatin1String(what)).arg(v ? *v : -1).arg(want)));
        };
        QFETCH(double, perSec);
        QFETCH(double, fivexxShare);
        QFETCH(double, p95);
        QFETCH(double, hitShare);
        check(t.requestsPerSec, perSec, "requests/s");
        if (t.requestsPerSec)
            QVERIFY(*t.requestsPerSec >= 0);
        check(t.serverErrorShare, fivexxShare, "5xx share");
        check(t.p95 ? std::optional<double>(t.p95->ms) : std::nullopt, p95, "p95");
        check(t.cacheHitShare, hitShare, "cache hits");
    }

    void phpAndIoFromTheMeans()
    {
        // 100 more requests at a mean of 50 ms, 40 of them PHP: the span's
        // split comes from the sums, not from the lifetime percentages.
        const double total = (72.01 * 201 + 50.0 * 100) / 301, php = (71.98 * 201 + 40.0 * 100) / 301;
        const auto a = ServerMetrics::parse(body(RuntimeStandIn::exampleMetrics()));
        const auto b = ServerMetrics::parse(body(advanced(100, 0, 0, 0, {}, total, php)));
        const Traffic t = Traffic::between(*a, 0, *b, 1000);
        QVERIFY(t.avgMs && t.phpShare && t.ioShare);
        QVERIFY2(qAbs(*t.avgMs - 50.0) < 1e-6, qPrintable(QString::number(*t.avgMs)));
        QVERIFY(qAbs(*t.phpShare - 0.8) < 1e-6);
        QVERIFY(qAbs(*t.ioShare - 0.2) < 1e-6);
        // Over the uptime, the runtime's own split.
        const Traffic life = Traffic::lifetime(*a);
        QCOMPARE(*life.phpShare, 0.99);
        QCOMPARE(life.requests, 201);
    }
};

QTEST_GUILESS_MAIN(TestServerFigures)
#include "tst_serverfigures.moc"
