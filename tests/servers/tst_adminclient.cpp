// The admin plane's HTTP client against the runtime's stand-in: the token
// goes where the runtime wants it and into no message; a server that is
// down, one that refuses the token and one that is not an Askr server are
// told apart.

#include "remote/adminclient.h"
#include "runtimestandin.h"

#include <QSignalSpy>
#include <QTcpServer>
#include <QTest>

using namespace askr::remote;
using askr::testsupport::RuntimeStandIn;

namespace {

AdminReply ask(AdminClient &client, const QString &path, bool post = false)
{
    AdminReply out;
    bool done = false;
    auto take = [&](const AdminReply &r) {
        out = r;
        done = true;
    };
    if (post)
        client.post(path, &client, take);
    else
        client.get(path, &client, take);
    if (!QTest::qWaitFor([&] { return done; }, 20000))
        out.error = QStringLiteral("the test waited in vain");
    return out;
}

const QByteArray Token = "s3cret-admin-token";

} // namespace

class TestAdminClient : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void addresses_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("base");
        QTest::newRow("host:port") << "127.0.0.1:9000" << "http://127.0.0.1:9000";
        QTest::newRow("http") << "http://askr.internal:9000" << "http://askr.internal:9000";
        QTest::newRow("https, trailing slash") << "https://askr.example.org/" << "https://askr.example.org";
        QTest::newRow("a path") << "http://127.0.0.1:9000/api/status" << "";
        QTest::newRow("credentials") << "http://admin:pw@127.0.0.1:9000" << "";
        QTest::newRow("another scheme") << "ftp://127.0.0.1" << "";
        QTest::newRow("empty") << "" << "";
    }

    void addresses()
    {
        QFETCH(QString, text);
        QFETCH(QString, base);
        QString error;
        const QUrl url = adminBaseUrl(text, &error);
        QCOMPARE(url.toString(), base);
        QCOMPARE(error.isEmpty(), !base.isEmpty());
        QVERIFY(!error.contains(QLatin1String("pw")));
    }

    void tokenWhereItBelongs()
    {
        RuntimeStandIn server;
        server.setToken(Token);
        QVERIFY(server.listen());
        AdminClient client(QUrl(server.address()), Token, QStringLiteral("from a test"));
        QCOMPARE(ask(client, QStringLiteral("/healthz")).status, 200);
        const AdminReply status = ask(client, QStringLiteral("/api/status"));
        QVERIFY(status.ok());
        QVERIFY(status.body.contains("\"version\":\"1.4.14\""));
        // /healthz is open: a load balancer's probe gets no token.
        QCOMPARE(server.authorizations(), (QList<QByteArray>{QByteArray(), "Bearer " + Token}));
        const AdminReply reload = ask(client, QStringLiteral("/api/reload"), true);
        QCOMPARE(reload.body, QByteArray(R"({"ok":true,"action":"reload"})"));
        QCOMPARE(server.reloads(), 1);
    }

    void refusals_data()
    {
        QTest::addColumn<QByteArray>("given");
        QTest::addColumn<QString>("path");
        QTest::addColumn<int>("status");
        QTest::addColumn<QString>("says");
        QTest::newRow("no token") << QByteArray() << "/api/status" << 401 << "ASKR_ADMIN_TOKEN environment variable";
        QTest::newRow("a wrong token") << QByteArray("not-the-token") << "/api/metrics" << 401 << "refused the admin token from a test";
        QTest::newRow("/metrics is gated too") << QByteArray() << "/metrics" << 401 << "wants an admin token";
        QTest::newRow("not an admin path") << Token << "/api/nothing" << 404 << "is this an Askr server's admin address";
    }

    void refusals()
    {
        QFETCH(QByteArray, given);
        QFETCH(QString, path);
        RuntimeStandIn server;
        server.setToken(Token);
        QVERIFY(server.listen());
        AdminClient client(QUrl(server.address()), given, QStringLiteral("from a test"));
        const AdminReply r = ask(client, path);
        QTEST(r.status, "status");
        const QString message = client.problem(path, r);
        QFETCH(QString, says);
        QVERIFY2(message.contains(says), qPrintable(message));
        QVERIFY2(message.contains(QStringLiteral("127.0.0.1:%1").arg(server.port())), qPrintable(message));
        // Never the token, the given one or the server's.
        QVERIFY(!message.contains(QString::fromLatin1(Token)));
        QVERIFY(given.isEmpty() || !message.contains(QString::fromLatin1(given)));
    }

    void serverDown()
    {
        // A port that was just free: nothing listens there.
        QTcpServer probe;
        QVERIFY(probe.listen(QHostAddress::LocalHost));
        const quint16 port = probe.serverPort();
        probe.close();
        AdminClient client(QUrl(QStringLiteral("http://127.0.0.1:%1").arg(port)), Token, QStringLiteral("from a test"));
        const AdminReply r = ask(client, QStringLiteral("/api/status"));
        QVERIFY(!r.answered());
        QCOMPARE(r.status, 0);
        const QString message = client.problem(QStringLiteral("/api/status"), r);
        QVERIFY2(message.contains(QLatin1String("Cannot reach the Askr server")), qPrintable(message));
        QVERIFY(!message.contains(QString::fromLatin1(Token)));
    }

    void serverSilent()
    {
        RuntimeStandIn server;
        server.silent = true;
        QVERIFY(server.listen());
        AdminClient client(QUrl(server.address()), {}, QString());
        const AdminReply r = ask(client, QStringLiteral("/healthz"));
        QVERIFY(!r.answered());
        QVERIFY(client.problem(QStringLiteral("/healthz"), r).contains(QLatin1String("Cannot reach")));
    }

    void healthzWithoutWorkers()
    {
        RuntimeStandIn server;
        server.status[QStringLiteral("workers_alive")] = 0;
        QVERIFY(server.listen());
        AdminClient client(QUrl(server.address()), {}, QString());
        const AdminReply r = ask(client, QStringLiteral("/healthz"));
        QCOMPARE(r.status, 503);
        QCOMPARE(r.body, QByteArray("no workers"));
    }
};

QTEST_GUILESS_MAIN(TestAdminClient)
#include "tst_adminclient.moc"
