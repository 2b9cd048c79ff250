// askr-deskctl server status|metrics|errors|reload against the runtime's
// stand-in, as an operator runs it: the figures in text and JSON, fields an
// older runtime lacks shown as unknown, rates from two readings, a restart
// between them, the reload confirmed and logged, the token never printed.

#include "fixture.h"
#include "runtimestandin.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using askr::testsupport::RuntimeStandIn;

namespace {

const QByteArray Token = "s3cret-admin-token";

struct Run
{
    int code = -1;
    QString out, err;
    QJsonObject json() const { return QJsonDocument::fromJson(out.toUtf8()).object(); }
};

} // namespace

class TestServerCli : public QObject
{
    Q_OBJECT
    QTemporaryDir m_data;
    RuntimeStandIn *m_server = nullptr;

    // Runs askr-deskctl while this process keeps serving the stand-in.
    Run deskctl(const QStringList &args, const QByteArray &token = Token)
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("ASKR_DESK_DATA_DIR"), m_data.path());
        env.remove(QStringLiteral("ASKR_ADMIN_TOKEN"));
        if (!token.isEmpty())
            env.insert(QStringLiteral("ASKR_ADMIN_TOKEN"), QString::fromLatin1(token));
        p.setProcessEnvironment(env);
        p.setStandardInputFile(QProcess::nullDevice());
        p.start(QStringLiteral(ASKR_DESKCTL), args);
        Run r;
        if (!p.waitForStarted() || !QTest::qWaitFor([&] { return p.state() == QProcess::NotRunning; }, 60000))
            return r;
        r.code = p.exitCode();
        r.out = QString::fromUtf8(p.readAllStandardOutput());
        r.err = QString::fromUtf8(p.readAllStandardError());
        // Never the token, whatever happened.
        if (r.out.contains(QString::fromLatin1(Token)) || r.err.contains(QString::fromLatin1(Token)))
            r.code = 99;
        return r;
    }

private Q_SLOTS:
    void init()
    {
        m_server = new RuntimeStandIn(this);
        m_server->setToken(Token);
        QVERIFY(m_server->listen());
    }

    void cleanup()
    {
        delete m_server;
    }

    void status()
    {
        const Run text = deskctl({QStringLiteral("server"), QStringLiteral("status"), m_server->address()});
        QCOMPARE(text.code, 0);
        for (const char *want : {"1.4.14", "4 of 4 alive, 12 respawns", "/healthz 200 ok", "Last rollout   ok", "say \"hi\"", "Problems       none"})
            QVERIFY2(text.out.contains(QLatin1String(want)), qPrintable(text.out));
        const Run json = deskctl({QStringLiteral("server"), QStringLiteral("status"), m_server->address(), QStringLiteral("--json")});
        QCOMPARE(json.code, 0);
        const QJsonObject o = json.json();
        QCOMPARE(o.value(QStringLiteral("healthz")).toObject().value(QStringLiteral("status")).toInt(), 200);
        QCOMPARE(o.value(QStringLiteral("status")).toObject().value(QStringLiteral("workers_alive")).toInt(), 4);
        QCOMPARE(o.value(QStringLiteral("status")).toObject().value(QStringLiteral("queues")).toArray().size(), 2);
        QVERIFY(o.value(QStringLiteral("problems")).toArray().isEmpty());
    }

    void statusSaysWhatIsWrong()
    {
        m_server->status[QStringLiteral("workers_alive")] = 0;
        m_server->status[QStringLiteral("rollout")] = QStringLiteral("aborted");
        const Run r = deskctl({QStringLiteral("server"), QStringLiteral("status"), m_server->address(), QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        const QStringList problems = r.json().value(QStringLiteral("problems")).toVariant().toStringList();
        QCOMPARE(problems.size(), 3);
        QVERIFY2(problems.join(QLatin1Char('|')).contains(QLatin1String("/healthz answers 503 no workers")), qPrintable(problems.join(QLatin1Char('|'))));
        QVERIFY(problems.join(QLatin1Char('|')).contains(QLatin1String("0 of 4 workers alive")));
        QVERIFY(problems.join(QLatin1Char('|')).contains(QLatin1String("aborted")));
    }

    void olderRuntimeSaysUnknown()
    {
        for (const char *f : {"queues", "rollout", "queue_workers", "queue_ready", "queue_total", "queue_oldest_secs"})
            m_server->status.remove(QLatin1String(f));
        const Run text = deskctl({QStringLiteral("server"), QStringLiteral("status"), m_server->address()});
        QCOMPARE(text.code, 0);
        QVERIFY2(text.out.contains(QLatin1String("Queue workers  unknown")) && text.out.contains(QLatin1String("Last rollout   unknown"))
                     && text.out.contains(QLatin1String("Per-queue figures: unknown")),
                 qPrintable(text.out));
        const Run json = deskctl({QStringLiteral("server"), QStringLiteral("status"), m_server->address(), QStringLiteral("--json")});
        const QJsonObject s = json.json().value(QStringLiteral("status")).toObject();
        QVERIFY(s.value(QStringLiteral("queue_workers")).isNull());
        QVERIFY(s.value(QStringLiteral("rollout")).isNull());
    }

    void refusedAndDown()
    {
        const Run refused = deskctl({QStringLiteral("server"), QStringLiteral("status"), m_server->address()}, "wrong");
        QCOMPARE(refused.code, 1);
        QVERIFY2(refused.err.contains(QLatin1String("refused the admin token from the ASKR_ADMIN_TOKEN environment variable")), qPrintable(refused.err));
        const Run none = deskctl({QStringLiteral("server"), QStringLiteral("status"), m_server->address()}, QByteArray());
        QCOMPARE(none.code, 1);
        QVERIFY2(none.err.contains(QLatin1String("--token-file")), qPrintable(none.err));
        const QString address = m_server->address();
        delete m_server;
        m_server = nullptr;
        const Run down = deskctl({QStringLiteral("server"), QStringLiteral("status"), address});
        QCOMPARE(down.code, 1);
        QVERIFY2(down.err.contains(QLatin1String("Cannot reach the Askr server")), qPrintable(down.err));
        const Run usage = deskctl({QStringLiteral("server"), QStringLiteral("restart"), address});
        QCOMPARE(usage.code, 2);
    }

    void ratesFromTwoReadings_data()
    {
        QTest::addColumn<bool>("restart");
        QTest::newRow("traffic") << false;
        QTest::newRow("a restart between the readings") << true;
    }

    void ratesFromTwoReadings()
    {
        QFETCH(bool, restart);
        // After the first reading the server serves 50 requests, 5 of them
        // 5xx; or restarts, and its counters start again.
        int readings = 0;
        QTimer watch;
        connect(&watch, &QTimer::timeout, this, [&] {
            const int n = int(m_server->requests().count(QStringLiteral("GET /api/metrics")));
            if (n == 1 && readings == 0) {
                readings = 1;
                QJsonObject m = m_server->metrics;
                if (restart) {
                    m = QJsonObject{{QStringLiteral("requests"), 3}, {QStringLiteral("errors"), 0}};
                } else {
                    m[QStringLiteral("requests")] = 251;
                    QJsonObject s = m.value(QStringLiteral("status")).toObject();
                    s[QStringLiteral("2xx")] = 245;
                    s[QStringLiteral("5xx")] = 5;
                    m[QStringLiteral("status")] = s;
                }
                m_server->metrics = m;
            }
        });
        watch.start(10);
        const Run r = deskctl({QStringLiteral("server"), QStringLiteral("metrics"), m_server->address(), QStringLiteral("--over"), QStringLiteral("1"),
                               QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        QCOMPARE(readings, 1);
        const QJsonObject span = r.json().value(QStringLiteral("span")).toObject();
        QCOMPARE(span.value(QStringLiteral("restarted")).toBool(), restart);
        if (restart) {
            QVERIFY(span.value(QStringLiteral("requests_per_sec")).isNull());
        } else {
            QCOMPARE(span.value(QStringLiteral("requests")).toInt(), 50);
            const double perSec = span.value(QStringLiteral("requests_per_sec")).toDouble();
            QVERIFY2(perSec > 10 && perSec <= 50, qPrintable(QString::number(perSec))); // 50 in a bit over 1 s
            QCOMPARE(span.value(QStringLiteral("server_error_share")).toDouble(), 0.1);
        }
        const Run text = deskctl({QStringLiteral("server"), QStringLiteral("metrics"), m_server->address(), QStringLiteral("--over"), QStringLiteral("0")});
        QCOMPARE(text.code, 0);
        QVERIFY2(text.out.contains(QLatin1String("Since the server started")), qPrintable(text.out));
    }

    void errorsAndReplay()
    {
        const Run off = deskctl({QStringLiteral("server"), QStringLiteral("errors"), m_server->address()});
        QCOMPARE(off.code, 0);
        QVERIFY2(off.out.contains(QLatin1String("--record-errors")), qPrintable(off.out));
        m_server->errors = QJsonDocument::fromJson(R"({"enabled": true, "errors": [{"id": "1733310000-42", "status": 502}]})").object();
        const Run on = deskctl({QStringLiteral("server"), QStringLiteral("errors"), m_server->address(), QStringLiteral("--json")});
        QCOMPARE(on.code, 0);
        const QJsonObject first = on.json().value(QStringLiteral("errors")).toArray().at(0).toObject();
        QCOMPARE(first.value(QStringLiteral("status")).toInt(), 502);
        QCOMPARE(first.value(QStringLiteral("replay")).toString(), QStringLiteral("askr replay 1733310000-42.json"));
    }

    // queues --server: the server's queue workers answer "No worker?" (issue 34).
    void queuesConfirmedByTheServer_data()
    {
        QTest::addColumn<int>("queueWorkers"); // -1: the server does not say (older runtime)
        QTest::addColumn<QString>("health");
        QTest::addColumn<QString>("finding");
        QTest::newRow("no queue worker") << 0 << QStringLiteral("stuck") << QStringLiteral("0 queue workers on %1");
        QTest::newRow("workers, all busy") << 3 << QStringLiteral("saturated") << QStringLiteral("3 queue workers alive: saturated");
        QTest::newRow("older runtime") << -1 << QStringLiteral("stuck") << QString();
    }

    void queuesConfirmedByTheServer()
    {
        QFETCH(int, queueWorkers);
        QFETCH(QString, health);
        QFETCH(QString, finding);
        if (queueWorkers < 0)
            m_server->status.remove(QLatin1String("queue_workers"));
        else
            m_server->status[QStringLiteral("queue_workers")] = queueWorkers;
        const QString db = m_data.filePath(QStringLiteral("queues.sqlite"));
        if (!QFile::exists(db))
            askr::test::writeFixture(db);
        // mail's ready jobs have waited since the fixture's clock; nothing claims them in the 2 s sampled.
        const QStringList args{QStringLiteral("queues"), db, QStringLiteral("--sample"), QStringLiteral("2s"), QStringLiteral("--stuck-after"),
                               QStringLiteral("1s"), QStringLiteral("--server"), m_server->address()};
        const Run json = deskctl(args + QStringList{QStringLiteral("--json")});
        QCOMPARE(json.code, 0);
        QJsonObject mail;
        for (const QJsonValue &v : QJsonDocument::fromJson(json.out.toUtf8()).array())
            if (v.toObject().value(QStringLiteral("queue")).toString() == QLatin1String("mail"))
                mail = v.toObject();
        QCOMPARE(mail.value(QStringLiteral("health")).toString(), health);
        const QString name = m_server->address().mid(7);
        QCOMPARE(mail.value(QStringLiteral("server")).toString(), name);
        if (finding.isEmpty()) {
            QVERIFY(mail.value(QStringLiteral("finding")).isNull());
            QVERIFY2(mail.value(QStringLiteral("server_problem")).toString().contains(QStringLiteral("does not report its queue workers")),
                     qPrintable(json.out));
            return;
        }
        QCOMPARE(mail.value(QStringLiteral("finding")).toString(), finding.arg(name));
        QCOMPARE(mail.value(QStringLiteral("server_queue_workers")).toInt(), queueWorkers);
        // The text table says the same in its health column.
        const Run text = deskctl(args);
        QCOMPARE(text.code, 0);
        QVERIFY2(text.out.contains(finding.arg(name)), qPrintable(text.out));
    }

    void queuesWithAServerThatIsDown()
    {
        const QString db = m_data.filePath(QStringLiteral("queues.sqlite"));
        if (!QFile::exists(db))
            askr::test::writeFixture(db);
        const QString address = m_server->address();
        delete m_server;
        m_server = nullptr;
        const Run r = deskctl({QStringLiteral("queues"), db, QStringLiteral("--server"), address});
        // The database's figures still come, with why they are not confirmed.
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains(QStringLiteral("mail")) && r.out.contains(QStringLiteral("Not confirmed with the server: Cannot reach the Askr server")),
                 qPrintable(r.out));
    }

    void reloadConfirmedAndLogged()
    {
        // Not in a terminal: --yes or nothing.
        const Run refused = deskctl({QStringLiteral("server"), QStringLiteral("reload"), m_server->address()});
        QCOMPARE(refused.code, 2);
        QCOMPARE(m_server->reloads(), 0);
        const Run r = deskctl({QStringLiteral("server"), QStringLiteral("reload"), m_server->address(), QStringLiteral("--yes"), QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        QCOMPARE(m_server->reloads(), 1);
        QVERIFY(r.json().value(QStringLiteral("activity")).toInt() > 0);
        const Run log = deskctl({QStringLiteral("activity"), QStringLiteral("--json")});
        QCOMPARE(log.code, 0);
        const QJsonObject entry = QJsonDocument::fromJson(log.out.toUtf8()).array().at(0).toObject();
        QVERIFY2(QJsonDocument(entry).toJson().contains("Graceful Reload") && QJsonDocument(entry).toJson().contains(m_server->address().toUtf8()),
                 QJsonDocument(entry).toJson().constData());
    }
};

QTEST_GUILESS_MAIN(TestServerCli)
#include "tst_servercli.moc"
