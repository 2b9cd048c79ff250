// ServerWatch against the stand-in for the Askr runtime (tests/support/
// runtimestandin.h: the runtime itself cannot be built here): the figures of
// one round, rates from two, a restart never read as a negative rate, the
// leak signal, the last good figures kept with their age when the server
// goes away, and every fault the issue lists (401 with no token and a wrong
// one, a server down, silent, slow, a 10 MB answer, malformed or truncated
// JSON, fields of the wrong type, metrics of {}). The three tables' models
// run under QAbstractItemModelTester.
#include "runtimestandin.h"

#include "models/alerts/alertmonitor.h"
#include "models/server/servererrorsmodel.h"
#include "models/server/serverqueuesmodel.h"
#include "models/server/serverwatch.h"
#include "models/server/serverworkersmodel.h"

#include <QAbstractItemModelTester>
#include <QJsonArray>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

#include <memory>

using namespace askr;
using askr::models::ServerWatch;
using askr::testsupport::RuntimeStandIn;

class TestServerWatch : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void readsOneRound();
    void ratesFromTwoReadings();
    void errorsReadEveryFifthRound();
    void restartIsNeverANegativeRate();
    void keepsFiguresWhenTheServerGoes();
    void faults_data();
    void faults();
    void slowServerGetsNoPileOfRounds();
    void growingWorkerIsFlagged();
    void modelsKeepTheirRows();
    void alertConditions_data();
    void alertConditions();
    void alertHeldThirtySeconds();

private:
    // A watch that reads every 100 ms, and one round of it done.
    std::unique_ptr<ServerWatch> watch(const RuntimeStandIn &server, const QByteArray &token = {});
    static bool waitRound(ServerWatch &w, int rounds = 1);
};

void TestServerWatch::initTestCase()
{
    // Alert settings of this test alone.
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("askr-test-serverwatch"));
    QSettings().clear();
}

std::unique_ptr<ServerWatch> TestServerWatch::watch(const RuntimeStandIn &server, const QByteArray &token)
{
    auto w = std::make_unique<ServerWatch>(QUrl(server.address()), token, QStringLiteral("the test's token"));
    w->setInterval(100);
    return w;
}

bool TestServerWatch::waitRound(ServerWatch &w, int rounds)
{
    QSignalSpy spy(&w, &ServerWatch::updated);
    while (spy.size() < rounds)
        if (!spy.wait(15000))
            return false;
    return true;
}

void TestServerWatch::readsOneRound()
{
    RuntimeStandIn server;
    server.setToken("s3cret");
    QVERIFY(server.listen());
    auto w = watch(server, "s3cret");
    QVERIFY(waitRound(*w));
    QVERIFY2(w->isReachable(), qPrintable(w->lastError()));
    QVERIFY(w->status());
    QCOMPARE(w->status()->version.value_or(QString()), QStringLiteral("1.4.14"));
    QCOMPARE(w->status()->workersAlive.value_or(-1), 4);
    QCOMPARE(w->workers().size(), 4);
    QCOMPARE(w->health().status, 200);
    QVERIFY(w->metrics() && w->metrics()->setUp);
    QVERIFY(w->errors());
    QVERIFY(w->problems().isEmpty());
    QVERIFY(!w->isStale());
    QVERIFY(w->lastReadMs() > 0);
    // All four paths in one round, /healthz without the token.
    const QStringList asked = server.requests().mid(0, 4);
    for (const char *path : {"GET /healthz", "GET /api/status", "GET /api/metrics", "GET /api/errors"})
        QVERIFY2(asked.contains(QLatin1String(path)), path);
    for (int i = 0; i < server.requests().size(); ++i)
        QCOMPARE(server.authorizations().at(i).isEmpty(), server.requests().at(i) == QLatin1String("GET /healthz"));
}

void TestServerWatch::errorsReadEveryFifthRound()
{
    RuntimeStandIn server;
    QVERIFY(server.listen());
    auto w = watch(server);
    QVERIFY(waitRound(*w, ServerWatch::errorsEveryRounds));
    auto count = [&server](const char *what) { return int(server.requests().count(QLatin1String(what))); };
    // The status every round, the recorded errors once in five (they change rarely).
    QCOMPARE(count("GET /api/status"), ServerWatch::errorsEveryRounds);
    QCOMPARE(count("GET /api/errors"), 1);
    // Refresh (F5) reads them at once.
    w->refresh();
    QVERIFY(waitRound(*w));
    QCOMPARE(count("GET /api/errors"), 2);
}

void TestServerWatch::ratesFromTwoReadings()
{
    RuntimeStandIn server;
    QVERIFY(server.listen());
    auto w = watch(server);
    QVERIFY(waitRound(*w));
    QVERIFY(!w->traffic()); // one reading: no rates yet
    // 100 more requests, 5 of them 5xx, before the next reading.
    QJsonObject m = server.metrics;
    m[QStringLiteral("requests")] = m.value(QLatin1String("requests")).toInt() + 100;
    QJsonObject status = m.value(QLatin1String("status")).toObject();
    status[QStringLiteral("2xx")] = status.value(QLatin1String("2xx")).toInt() + 95;
    status[QStringLiteral("5xx")] = status.value(QLatin1String("5xx")).toInt() + 5;
    m[QStringLiteral("status")] = status;
    QJsonObject h = m.value(QLatin1String("histogram")).toObject();
    QJsonArray counts = h.value(QLatin1String("counts")).toArray();
    counts[4] = counts.at(4).toInt() + 100; // all of them within 25 ms
    h[QStringLiteral("counts")] = counts;
    m[QStringLiteral("histogram")] = h;
    server.metrics = m;
    QVERIFY(waitRound(*w));
    QVERIFY(w->traffic());
    const auto &t = *w->traffic();
    QVERIFY(!t.restarted);
    QCOMPARE(t.requests, 100);
    QVERIFY2(t.seconds > 0.05 && t.seconds < 10, qPrintable(QString::number(t.seconds)));
    QVERIFY(t.requestsPerSec && *t.requestsPerSec > 0);
    QCOMPARE(t.serverErrorShare.value_or(-1), 0.05);
    QVERIFY(t.p99);
    QCOMPARE(t.p99->ms, 25.0);
    QCOMPARE(w->requestRate().size(), size_t(1));
}

void TestServerWatch::restartIsNeverANegativeRate()
{
    RuntimeStandIn server;
    QVERIFY(server.listen());
    auto w = watch(server);
    QVERIFY(waitRound(*w));
    QJsonObject m = server.metrics;
    m[QStringLiteral("requests")] = 3; // the master started again
    server.metrics = m;
    QVERIFY(waitRound(*w));
    QVERIFY(w->traffic());
    QVERIFY(w->traffic()->restarted);
    QVERIFY(!w->traffic()->requestsPerSec);
    for (const auto &[at, rate] : w->requestRate())
        QVERIFY2(rate >= 0, qPrintable(QString::number(rate)));
}

void TestServerWatch::keepsFiguresWhenTheServerGoes()
{
    auto server = std::make_unique<RuntimeStandIn>();
    QVERIFY(server->listen());
    const quint16 port = server->port();
    auto w = watch(*server);
    qint64 clock = 1'000'000;
    w->setClock([&clock] { return clock; });
    QVERIFY(waitRound(*w));
    const qint64 readAt = w->lastReadMs();
    QCOMPARE(readAt, clock);
    server.reset(); // killed mid-poll
    clock += 30'000;
    QVERIFY(waitRound(*w, 2));
    QVERIFY(!w->isReachable());
    QVERIFY2(w->lastError().contains(QStringLiteral("Cannot reach the Askr server at 127.0.0.1:%1").arg(port)), qPrintable(w->lastError()));
    // The last good figures stay, with their age; a failed round is not a read.
    QVERIFY(w->status());
    QCOMPARE(w->status()->workersAlive.value_or(-1), 4);
    QCOMPARE(w->lastReadMs(), readAt);
    QVERIFY(w->isStale());
    QCOMPARE(w->ageSeconds(), 30);
    QVERIFY(w->problems().contains(w->lastError()));
    // Started again on the same port: the next round reads.
    RuntimeStandIn again;
    QVERIFY(again.listen(port));
    QTRY_VERIFY_WITH_TIMEOUT(w->isReachable(), 15000);
    QCOMPARE(w->lastReadMs(), clock);
    QVERIFY(!w->isStale());
}

void TestServerWatch::faults_data()
{
    QTest::addColumn<QByteArray>("serverToken");
    QTest::addColumn<QByteArray>("token");
    QTest::addColumn<QByteArray>("statusBody"); // empty: the stand-in's own
    QTest::addColumn<QString>("expected");

    QTest::newRow("401, no token") << QByteArray("s3cret") << QByteArray() << QByteArray()
                                   << QStringLiteral("wants an admin token (401 unauthorized): open it again with File ▸ Open Askr Server…");
    QTest::newRow("401, wrong token") << QByteArray("s3cret") << QByteArray("nope") << QByteArray()
                                      << QStringLiteral("refused the admin token the test's token (401 unauthorized)");
    QTest::newRow("truncated JSON") << QByteArray() << QByteArray() << QByteArray(R"({"version": "1.4.14", "work)")
                                    << QStringLiteral("answered /api/status, but");
    QTest::newRow("not JSON") << QByteArray() << QByteArray() << QByteArray("<html>hello</html>") << QStringLiteral("answered /api/status, but");
    QTest::newRow("10 MB answer") << QByteArray() << QByteArray() << QByteArray(10 * 1024 * 1024, ' ')
                                  << QStringLiteral("answered /api/status with more than 1 MiB");
}

void TestServerWatch::faults()
{
    QFETCH(QByteArray, serverToken);
    QFETCH(QByteArray, token);
    QFETCH(QByteArray, statusBody);
    QFETCH(QString, expected);
    RuntimeStandIn server;
    server.setToken(serverToken);
    if (!statusBody.isEmpty())
        server.rawBodies.insert("/api/status", statusBody);
    QVERIFY(server.listen());
    auto w = watch(server, token);
    QVERIFY(waitRound(*w));
    QVERIFY(!w->isReachable());
    QVERIFY2(w->lastError().contains(expected), qPrintable(w->lastError()));
    QVERIFY(!w->status());
    QCOMPARE(w->lastReadMs(), 0);
    if (!token.isEmpty())
        QVERIFY(!w->lastError().contains(QString::fromUtf8(token)));
    // /healthz needs no token: it still says whether the server is healthy.
    QCOMPARE(w->health().status, 200);
}

void TestServerWatch::slowServerGetsNoPileOfRounds()
{
    RuntimeStandIn server;
    QVERIFY(server.listen());
    server.delayMs = 30'000; // answers after 30 s
    auto w = watch(server);
    QVERIFY(waitRound(*w)); // the client gives up first (5 s at this interval)
    QVERIFY(!w->isReachable());
    QVERIFY2(w->lastError().contains(QStringLiteral("no answer in 5 s")), qPrintable(w->lastError()));
    // 50 intervals went by while the round was out: still one round's requests.
    QCOMPARE(server.requests().size(), 4);
}

void TestServerWatch::growingWorkerIsFlagged()
{
    RuntimeStandIn server;
    QVERIFY(server.listen());
    auto w = watch(server);
    // Worker 1201 grows by 8 MiB a reading; the others stay.
    for (int round = 0; round < ServerWatch::growingReadings + 1; ++round) {
        QJsonObject s = server.status;
        QJsonArray workers = s.value(QLatin1String("workers")).toArray();
        QJsonObject first = workers.at(0).toObject();
        first[QStringLiteral("rss_kb")] = 131072 + round * 8192;
        workers[0] = first;
        s[QStringLiteral("workers")] = workers;
        server.status = s;
        QVERIFY(waitRound(*w));
        // Not before the fifth rising reading and 16 MiB in all.
        const bool flagged = w->workers().at(0).growing;
        QCOMPARE(flagged, round >= ServerWatch::growingReadings - 1);
        QVERIFY(!w->workers().at(1).growing);
    }
    QVERIFY(w->problems().join(QLatin1Char('\n')).contains(QStringLiteral("worker 1201's memory keeps growing")));
    // Recycled: a new pid starts afresh, and the flag goes with the old one.
    QJsonObject s = server.status;
    QJsonArray workers = s.value(QLatin1String("workers")).toArray();
    workers[0] = QJsonObject{{QStringLiteral("pid"), 1301}, {QStringLiteral("rss_kb"), 131072}};
    s[QStringLiteral("workers")] = workers;
    server.status = s;
    QVERIFY(waitRound(*w));
    QCOMPARE(w->workers().at(0).pid, 1301);
    QVERIFY(!w->workers().at(0).growing);
    QVERIFY(w->problems().isEmpty());
}

void TestServerWatch::modelsKeepTheirRows()
{
    RuntimeStandIn server;
    QJsonObject errors{{QStringLiteral("enabled"), true},
                       {QStringLiteral("errors"), QJsonArray{QJsonObject{{QStringLiteral("id"), QStringLiteral("1700000000-1")}, {QStringLiteral("status"), 500}}}}};
    server.errors = errors;
    QVERIFY(server.listen());
    auto w = watch(server);
    models::ServerWorkersModel workers;
    models::ServerQueuesModel queues;
    models::ServerErrorsModel recorded;
    QAbstractItemModelTester t1(&workers, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester t2(&queues, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester t3(&recorded, QAbstractItemModelTester::FailureReportingMode::QtTest);
    auto take = [&] {
        workers.setWorkers(w->workers());
        queues.setQueues(w->status()->queues.value_or(QList<remote::ServerStatus::Queue>{}));
        recorded.setErrors(w->errors()->errors);
    };
    QVERIFY(waitRound(*w));
    take();
    QCOMPARE(workers.rowCount(), 4);
    QCOMPARE(queues.rowCount(), 2);
    QCOMPARE(queues.index(1, models::ServerQueuesModel::Name).data().toString(), QStringLiteral("say \"hi\""));
    QCOMPARE(recorded.rowCount(), 1);
    QCOMPARE(recorded.index(0, models::ServerErrorsModel::Status).data().toString(), QStringLiteral("500"));
    QCOMPARE(recorded.index(0, 0).data(models::ServerErrorsModel::ReplayCommandRole).toString(), QStringLiteral("askr replay 1700000000-1.json"));
    // A worker recycled and a queue gone: rows removed and inserted, never a
    // reset, and the rows that stayed keep their place.
    QPersistentModelIndex stays = workers.index(2, 0);
    QSignalSpy resets(&workers, &QAbstractItemModel::modelReset);
    QJsonObject s = server.status;
    QJsonArray list = s.value(QLatin1String("workers")).toArray();
    list[0] = QJsonObject{{QStringLiteral("pid"), 1301}, {QStringLiteral("rss_kb"), 4096}};
    s[QStringLiteral("workers")] = list;
    QJsonArray q = s.value(QLatin1String("queues")).toArray();
    q.removeAt(1);
    s[QStringLiteral("queues")] = q;
    // An older runtime's figure of the wrong type is unknown, never 0.
    QJsonObject first = q.at(0).toObject();
    first[QStringLiteral("pending")] = QStringLiteral("many");
    q[0] = first;
    s[QStringLiteral("queues")] = q;
    server.status = s;
    QVERIFY(waitRound(*w));
    take();
    QCOMPARE(resets.size(), 0);
    QVERIFY(stays.isValid());
    QCOMPARE(stays.data().toString(), QStringLiteral("1203"));
    QCOMPARE(workers.index(0, 0).data().toString(), QStringLiteral("1301"));
    QCOMPARE(queues.rowCount(), 1);
    QCOMPARE(queues.index(0, models::ServerQueuesModel::Pending).data().toString(), QStringLiteral("unknown"));
}

void TestServerWatch::alertConditions_data()
{
    QTest::addColumn<QString>("change");
    QTest::addColumn<QStringList>("keys");
    QTest::newRow("healthy") << QString() << QStringList();
    QTest::newRow("workers below configured") << QStringLiteral("two alive") << QStringList{QStringLiteral("server-workers")};
    QTest::newRow("none alive: /healthz 503") << QStringLiteral("none alive")
                                              << QStringList{QStringLiteral("server-healthz"), QStringLiteral("server-workers")};
    QTest::newRow("rollout aborted") << QStringLiteral("aborted") << QStringList{QStringLiteral("server-rollout")};
    QTest::newRow("5xx share") << QStringLiteral("5xx") << QStringList{QStringLiteral("server-5xx")};
    QTest::newRow("5xx, too few requests to tell") << QStringLiteral("few 5xx") << QStringList();
    QTest::newRow("respawn burst") << QStringLiteral("respawns") << QStringList{QStringLiteral("server-respawns")};
    QTest::newRow("respawns of a rollout") << QStringLiteral("rolling respawns") << QStringList();
    QTest::newRow("down") << QStringLiteral("down") << QStringList{QStringLiteral("server-healthz")};
}

void TestServerWatch::alertConditions()
{
    QFETCH(QString, change);
    QFETCH(QStringList, keys);
    auto server = std::make_unique<RuntimeStandIn>();
    QVERIFY(server->listen());
    auto w = watch(*server);
    qint64 clock = 5'000'000;
    w->setClock([&clock] { return clock; });
    QVERIFY(waitRound(*w));
    QJsonObject status = server->status;
    QJsonObject metrics = server->metrics;
    auto addResponses = [&metrics](int ok, int errors) {
        metrics[QStringLiteral("requests")] = metrics.value(QLatin1String("requests")).toInt() + ok + errors;
        QJsonObject classes = metrics.value(QLatin1String("status")).toObject();
        classes[QStringLiteral("2xx")] = classes.value(QLatin1String("2xx")).toInt() + ok;
        classes[QStringLiteral("5xx")] = classes.value(QLatin1String("5xx")).toInt() + errors;
        metrics[QStringLiteral("status")] = classes;
    };
    if (change == QLatin1String("two alive"))
        status[QStringLiteral("workers_alive")] = 2;
    else if (change == QLatin1String("none alive"))
        status[QStringLiteral("workers_alive")] = 0;
    else if (change == QLatin1String("aborted"))
        status[QStringLiteral("rollout")] = QStringLiteral("aborted");
    else if (change == QLatin1String("5xx"))
        addResponses(90, 10); // 10 %
    else if (change == QLatin1String("few 5xx"))
        addResponses(5, 5); // half, of 10: not enough to tell
    else if (change.endsWith(QLatin1String("respawns"))) {
        status[QStringLiteral("respawns")] = status.value(QLatin1String("respawns")).toInt() + 6;
        if (change.startsWith(QLatin1String("rolling")))
            status[QStringLiteral("rollout")] = QStringLiteral("rolling");
        clock += 60'000; // a minute's worth of readings
    } else if (change == QLatin1String("down"))
        server.reset();
    if (server) {
        server->status = status;
        server->metrics = metrics;
    }
    QVERIFY(waitRound(*w));
    QStringList found;
    for (const models::AlertCondition &c : models::AlertMonitor::serverConditions(*w))
        found << c.key;
    QCOMPARE(found, keys);
    // The problems list says the same at once (alerts wait to be sure).
    QCOMPARE(w->problems().isEmpty(), keys.isEmpty());
}

void TestServerWatch::alertHeldThirtySeconds()
{
    RuntimeStandIn server;
    server.status[QStringLiteral("workers_alive")] = 3;
    QVERIFY(server.listen());
    auto w = watch(server);
    qint64 clock = 7'000'000;
    w->setClock([&clock] { return clock; });
    models::AlertMonitor alerts;
    models::AlertMonitor::Settings on;
    on.enabled = true;
    alerts.setSettings(on);
    // No setDatabase(): what was told is remembered in memory only, not across runs.
    QSignalSpy raised(&alerts, &models::AlertMonitor::alert);
    QVERIFY(waitRound(*w));
    alerts.update(QStringLiteral("server"), models::AlertMonitor::serverConditions(*w), w->now() / 1000);
    QCOMPARE(raised.size(), 0);
    clock += (models::AlertMonitor::HoldSeconds - 1) * 1000;
    QVERIFY(waitRound(*w));
    alerts.update(QStringLiteral("server"), models::AlertMonitor::serverConditions(*w), w->now() / 1000);
    QCOMPARE(raised.size(), 0);
    // Below configured for 30 s: now it is news, once.
    clock += 1000;
    QVERIFY(waitRound(*w));
    alerts.update(QStringLiteral("server"), models::AlertMonitor::serverConditions(*w), w->now() / 1000);
    QCOMPARE(raised.size(), 1);
    const auto condition = raised.first().first().value<models::AlertCondition>();
    QCOMPARE(condition.title, QStringLiteral("Workers missing"));
    QCOMPARE(condition.body, QStringLiteral("3 of 4 workers alive."));
    clock += 60'000;
    QVERIFY(waitRound(*w));
    alerts.update(QStringLiteral("server"), models::AlertMonitor::serverConditions(*w), w->now() / 1000);
    QCOMPARE(raised.size(), 1);
}

QTEST_GUILESS_MAIN(TestServerWatch)
#include "tst_serverwatch.moc"
