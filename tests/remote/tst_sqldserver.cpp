// The test support's real libSQL server: a primary, a replica that follows
// it, and a primary that requires EdDSA tokens. Later remote tests stand on
// these facts, so they are checked against the server itself here.
#include "sqldserver.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>
#include <QThread>

using askr::testsupport::JwtKeys;
using askr::testsupport::SqldServer;

namespace {

QByteArray execute(const QByteArray &sql)
{
    QJsonObject stmt{{QStringLiteral("sql"), QString::fromUtf8(sql)}};
    QJsonArray requests{QJsonObject{{QStringLiteral("type"), QStringLiteral("execute")}, {QStringLiteral("stmt"), stmt}},
                        QJsonObject{{QStringLiteral("type"), QStringLiteral("close")}}};
    return QJsonDocument(QJsonObject{{QStringLiteral("requests"), requests}}).toJson(QJsonDocument::Compact);
}

// The first row's first value of an answer, or the error's message.
QString firstValue(const QByteArray &answer)
{
    const QJsonObject first = QJsonDocument::fromJson(answer).object().value(QStringLiteral("results")).toArray().at(0).toObject();
    if (first.value(QStringLiteral("type")).toString() != QLatin1String("ok"))
        return QStringLiteral("error: ") + first.value(QStringLiteral("error")).toObject().value(QStringLiteral("message")).toString();
    const QJsonArray rows = first.value(QStringLiteral("response")).toObject().value(QStringLiteral("result")).toObject().value(QStringLiteral("rows")).toArray();
    return rows.at(0).toArray().at(0).toObject().value(QStringLiteral("value")).toString();
}

} // namespace

class TestSqldServer : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void primaryAndReplica();
    void restartKeepsData();
    void tokens_data();
    void tokens();
};

void TestSqldServer::primaryAndReplica()
{
    SqldServer primary;
    QVERIFY2(primary.start(), qPrintable(primary.error()));
    SqldServer replica;
    QVERIFY2(replica.start(SqldServer::Options{primary.grpcUrl(), QByteArray(), false, QString()}), qPrintable(replica.error()));
    QVERIFY(primary.url() != replica.url());

    int status = 0;
    primary.pipeline(execute("CREATE TABLE t(x INTEGER)"), {}, &status);
    QCOMPARE(status, 200);
    QCOMPARE(firstValue(primary.pipeline(execute("INSERT INTO t VALUES (41), (1) RETURNING 7"))), QStringLiteral("7"));
    // The replica follows within about half a second.
    QTRY_COMPARE_WITH_TIMEOUT(firstValue(replica.pipeline(execute("SELECT sum(x) FROM t"))), QStringLiteral("42"), 10000);
    // A write sent to the replica is forwarded to its primary.
    replica.pipeline(execute("INSERT INTO t VALUES (8)"), {}, &status);
    QCOMPARE(status, 200);
    QCOMPARE(firstValue(primary.pipeline(execute("SELECT sum(x) FROM t"))), QStringLiteral("50"));
    // Double-quoted strings are names to sqld, never text.
    QVERIFY(firstValue(primary.pipeline(execute("SELECT \"x\" FROM (SELECT 1 AS y)"))).startsWith(QLatin1String("error: ")));

    const qint64 pid = replica.pid();
    QVERIFY(pid > 0);
    replica.stop();
    QVERIFY(!replica.isRunning());
}

void TestSqldServer::restartKeepsData()
{
    SqldServer server;
    QVERIFY2(server.start(), qPrintable(server.error()));
    server.pipeline(execute("CREATE TABLE t(x INTEGER)"));
    server.pipeline(execute("INSERT INTO t VALUES (3)"));
    const QUrl url = server.url();
    QVERIFY2(server.restart(), qPrintable(server.error()));
    QCOMPARE(server.url(), url);
    QCOMPARE(firstValue(server.pipeline(execute("SELECT x FROM t"))), QStringLiteral("3"));
}

void TestSqldServer::tokens_data()
{
    QTest::addColumn<QString>("which");
    QTest::addColumn<int>("status");
    QTest::newRow("valid") << QStringLiteral("valid") << 200;
    QTest::newRow("none") << QStringLiteral("none") << 401;
    QTest::newRow("expired") << QStringLiteral("expired") << 401;
    QTest::newRow("other key") << QStringLiteral("other") << 401;
}

void TestSqldServer::tokens()
{
    QFETCH(QString, which);
    QFETCH(int, status);
    JwtKeys keys;
    QVERIFY2(keys.create(), qPrintable(keys.error()));
    JwtKeys other;
    QVERIFY2(other.create(), qPrintable(other.error()));
    SqldServer server;
    QVERIFY2(server.start(SqldServer::Options{QString(), keys.publicKey(), false, QString()}), qPrintable(server.error()));
    QByteArray token;
    if (which == QLatin1String("valid"))
        token = keys.token();
    else if (which == QLatin1String("expired"))
        token = keys.token(-120);
    else if (which == QLatin1String("other"))
        token = other.token();
    QVERIFY(which == QLatin1String("none") || !token.isEmpty());
    int got = 0;
    server.pipeline(execute("SELECT 1"), token, &got);
    QCOMPARE(got, status);
}

QTEST_GUILESS_MAIN(TestSqldServer)
#include "tst_sqldserver.moc"
