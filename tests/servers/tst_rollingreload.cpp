// The rolling reload over three stand-ins for the Askr runtime (tests/
// support/runtimestandin.h): one server at a time, each back healthy with
// its rollout ok before the next; it stops at the first aborted,
// inconclusive, unhealthy or refusing server and leaves the rest alone; the
// outcome of a server's previous rollout is not taken for this one's.
#include "runtimestandin.h"

#include "remote/adminclient.h"
#include "remote/rollingreload.h"

#include <QSignalSpy>
#include <QTest>

#include <memory>
#include <vector>

using namespace askr;
using askr::remote::RollingReload;
using askr::testsupport::RuntimeStandIn;

class TestRollingReload : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void fleet_data();
    void fleet();
    void oneAtATime();
    void cancelStopsBeforeTheNext();
};

void TestRollingReload::fleet_data()
{
    QTest::addColumn<QStringList>("outcomes"); // per server: ok, aborted, inconclusive, unhealthy, refuses, was-aborted
    QTest::addColumn<int>("stoppedAt"); // -1: all done
    QTest::addColumn<QString>("said");

    QTest::newRow("all ok") << QStringList{QStringLiteral("ok"), QStringLiteral("ok"), QStringLiteral("ok")} << -1 << QStringLiteral("Reloaded 3 servers, one at a time");
    QTest::newRow("second aborted") << QStringList{QStringLiteral("ok"), QStringLiteral("aborted"), QStringLiteral("ok")} << 1
                                    << QStringLiteral("its rollout was aborted: the previous code still runs there.");
    QTest::newRow("second inconclusive") << QStringList{QStringLiteral("ok"), QStringLiteral("inconclusive"), QStringLiteral("ok")} << 1 << QStringLiteral("its rollout was inconclusive.");
    QTest::newRow("first unhealthy") << QStringList{QStringLiteral("unhealthy"), QStringLiteral("ok"), QStringLiteral("ok")} << 0
                                     << QStringLiteral("not back healthy with its rollout ended within 1 s (/healthz 503 no workers, rollout ok)");
    QTest::newRow("third refuses the token") << QStringList{QStringLiteral("ok"), QStringLiteral("ok"), QStringLiteral("refuses")} << 2 << QStringLiteral("before reloading it");
    // Its last deploy was aborted; this reload goes out fine: not a stop.
    QTest::newRow("previous rollout aborted") << QStringList{QStringLiteral("was-aborted"), QStringLiteral("ok"), QStringLiteral("ok")} << -1 << QStringLiteral("Reloaded 3 servers");
}

void TestRollingReload::fleet()
{
    QFETCH(QStringList, outcomes);
    QFETCH(int, stoppedAt);
    QFETCH(QString, said);
    std::vector<std::unique_ptr<RuntimeStandIn>> servers;
    std::vector<std::unique_ptr<remote::AdminClient>> clients;
    QList<remote::AdminClient *> fleet;
    for (const QString &outcome : outcomes) {
        auto s = std::make_unique<RuntimeStandIn>();
        QVERIFY(s->listen());
        s->rolloutMs = 150;
        if (outcome == QLatin1String("aborted") || outcome == QLatin1String("inconclusive"))
            s->reloadOutcome = outcome;
        if (outcome == QLatin1String("unhealthy"))
            s->reloadKillsWorkers = true;
        if (outcome == QLatin1String("refuses"))
            s->setToken("another-token");
        if (outcome == QLatin1String("was-aborted")) {
            // Still says so for a while after the POST, before this rollout shows.
            s->status[QStringLiteral("rollout")] = QStringLiteral("aborted");
            s->rolloutStartsAfterMs = 300;
        }
        clients.push_back(std::make_unique<remote::AdminClient>(QUrl(s->address()), QByteArray(), QStringLiteral("none")));
        fleet << clients.back().get();
        servers.push_back(std::move(s));
    }
    RollingReload run(fleet);
    run.setPollMs(50);
    run.setServerTimeoutMs(1000);
    QSignalSpy finished(&run, &RollingReload::finished);
    QSignalSpy sent(&run, &RollingReload::reloadSent);
    run.start();
    QVERIFY(finished.wait(20000));
    QCOMPARE(finished.first().at(0).toBool(), stoppedAt < 0);
    QVERIFY2(run.summary().contains(said), qPrintable(run.summary()));
    for (int i = 0; i < int(servers.size()); ++i) {
        const RollingReload::Step step = run.servers().at(i).step;
        if (stoppedAt < 0 || i < stoppedAt) {
            QCOMPARE(step, RollingReload::Step::Done);
            QCOMPARE(servers[size_t(i)]->reloads(), 1);
        } else if (i == stoppedAt) {
            QCOMPARE(step, RollingReload::Step::Failed);
        } else {
            // Untouched, and named as such.
            QCOMPARE(step, RollingReload::Step::NotStarted);
            QCOMPARE(servers[size_t(i)]->reloads(), 0);
            QVERIFY2(run.summary().contains(QStringLiteral("Not reloaded: ") + fleet.at(i)->displayName()) || i > stoppedAt + 1,
                     qPrintable(run.summary()));
        }
    }
    if (stoppedAt >= 0)
        QVERIFY2(run.summary().startsWith(QStringLiteral("Stopped at %1").arg(fleet.at(stoppedAt)->displayName())), qPrintable(run.summary()));
    // Every reload sent is reported once, for the activity log.
    int posted = 0;
    for (const auto &s : servers)
        posted += s->reloads();
    QCOMPARE(int(sent.size()), posted);
}

void TestRollingReload::oneAtATime()
{
    std::vector<std::unique_ptr<RuntimeStandIn>> servers;
    std::vector<std::unique_ptr<remote::AdminClient>> clients;
    QList<remote::AdminClient *> fleet;
    for (int i = 0; i < 3; ++i) {
        auto s = std::make_unique<RuntimeStandIn>();
        QVERIFY(s->listen());
        s->rolloutMs = 300;
        clients.push_back(std::make_unique<remote::AdminClient>(QUrl(s->address()), QByteArray(), QStringLiteral("none")));
        fleet << clients.back().get();
        servers.push_back(std::move(s));
    }
    // When a server is told to reload, the one before it has ended its rollout.
    QStringList seen;
    for (size_t i = 1; i < servers.size(); ++i)
        connect(servers[i].get(), &RuntimeStandIn::reloaded, this, [&servers, &seen, i] {
            seen << servers[i - 1]->status.value(QLatin1String("rollout")).toString();
        });
    RollingReload run(fleet);
    run.setPollMs(50);
    QSignalSpy finished(&run, &RollingReload::finished);
    run.start();
    QVERIFY(finished.wait(20000));
    QVERIFY(run.succeeded());
    QCOMPARE(seen, (QStringList{QStringLiteral("ok"), QStringLiteral("ok")}));
}

void TestRollingReload::cancelStopsBeforeTheNext()
{
    std::vector<std::unique_ptr<RuntimeStandIn>> servers;
    std::vector<std::unique_ptr<remote::AdminClient>> clients;
    QList<remote::AdminClient *> fleet;
    for (int i = 0; i < 2; ++i) {
        auto s = std::make_unique<RuntimeStandIn>();
        QVERIFY(s->listen());
        clients.push_back(std::make_unique<remote::AdminClient>(QUrl(s->address()), QByteArray(), QStringLiteral("none")));
        fleet << clients.back().get();
        servers.push_back(std::move(s));
    }
    RollingReload run(fleet);
    run.setPollMs(50);
    QSignalSpy finished(&run, &RollingReload::finished);
    connect(servers[0].get(), &RuntimeStandIn::reloaded, &run, &RollingReload::cancel);
    run.start();
    QVERIFY(finished.wait(20000));
    QVERIFY(!run.succeeded());
    QCOMPARE(servers[0]->reloads(), 1);
    QCOMPARE(servers[1]->reloads(), 0);
    QCOMPARE(run.servers().at(0).step, RollingReload::Step::Done);
    QCOMPARE(run.servers().at(1).step, RollingReload::Step::NotStarted);
    QVERIFY2(run.summary().startsWith(QStringLiteral("Stopped before %1, as asked.").arg(fleet.at(1)->displayName())), qPrintable(run.summary()));
}

QTEST_GUILESS_MAIN(TestRollingReload)
#include "tst_rollingreload.moc"
