// The Hrana executor against a real sqld: values both ways, atomic
// operations of several statements, read-only refusals, and the errors a
// person meets (server down, no token, a bad token), each with advice.
#include "sqldserver.h"

#include "askr_contracts_api.h"
#include "connection.h"
#include "remote/hranaexecutor.h"
#include "storage/remoteaddress.h"
#include "transaction.h"

#include <QElapsedTimer>
#include <QHash>
#include <QHostAddress>
#include <QJsonArray>
#include <QProcess>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <sqlite3.h>

#include <csignal>

using namespace askr::contracts;
using namespace askr::remote;
using askr::testsupport::JwtKeys;
using askr::testsupport::SqldServer;

namespace {

// An operation made here rather than in a document: these statements test
// the executor, not a contract.
OperationDef operation(std::vector<std::string> statements, std::vector<ParamDef> params = {}, Returns returns = Returns::Many)
{
    OperationDef op;
    op.contract = "test";
    op.name = "Op";
    op.returns = returns;
    for (auto &sql : statements)
        op.statements.push_back({std::move(sql), 1});
    op.params = std::move(params);
    return op;
}

std::unique_ptr<Connection> remote(const SqldServer &server, bool readOnly, const QByteArray &token = {})
{
    RemoteTarget target;
    target.url = server.url();
    target.readOnly = readOnly;
    target.token = token;
    target.timeoutMs = 5000;
    return Connection::openRemote(std::make_unique<HranaExecutor>(target));
}

// A read-write connection, and its executor for the request counters.
std::unique_ptr<Connection> remoteWithExecutor(const SqldServer &server, HranaExecutor **executor)
{
    RemoteTarget target;
    target.url = server.url();
    target.readOnly = false;
    auto hrana = std::make_unique<HranaExecutor>(target);
    *executor = hrana.get();
    return Connection::openRemote(std::move(hrana));
}

// A primary holding t(x) with one row, and a replica of it when asked.
bool startServers(SqldServer &primary, SqldServer &replica, bool withReplica, QString *error)
{
    if (!primary.start()) {
        *error = primary.error();
        return false;
    }
    auto db = remote(primary, false);
    execute(*db, operation({"CREATE TABLE t(x)", "INSERT INTO t VALUES (1)"}, {}, Returns::Exec), {});
    if (withReplica) {
        SqldServer::Options options;
        options.primaryGrpcUrl = primary.grpcUrl();
        if (!replica.start(options)) {
            *error = replica.error();
            return false;
        }
    }
    return true;
}

// An HTTP relay in front of sqld: it passes each request on and the answer
// back, except that after passing on a request whose body holds dropAfter it
// closes the connection unanswered (the server got it; its answer is lost).
class DroppingRelay
{
public:
    DroppingRelay(quint16 target, QByteArray dropAfter)
        : m_target(target)
        , m_dropAfter(std::move(dropAfter))
    {
        QObject::connect(&m_server, &QTcpServer::newConnection, [this] {
            while (QTcpSocket *client = m_server.nextPendingConnection())
                QObject::connect(client, &QTcpSocket::readyRead, client, [this, client] { relay(client); });
        });
    }
    bool listen() { return m_server.listen(QHostAddress::LocalHost); }
    QUrl url() const { return QUrl(QStringLiteral("http://127.0.0.1:%1").arg(m_server.serverPort())); }

private:
    // The length of the whole message at the start of buffer, 0 while incomplete.
    static qsizetype complete(const QByteArray &buffer)
    {
        const qsizetype end = buffer.indexOf("\r\n\r\n");
        if (end < 0)
            return 0;
        qsizetype length = 0;
        for (const QByteArray &line : buffer.left(end).split('\n'))
            if (line.toLower().startsWith("content-length:"))
                length = line.mid(15).trimmed().toLongLong();
        return buffer.size() >= end + 4 + length ? end + 4 + length : 0;
    }

    void relay(QTcpSocket *client)
    {
        QByteArray &buffer = m_buffers[client];
        buffer += client->readAll();
        while (const qsizetype n = complete(buffer)) {
            const QByteArray request = buffer.left(n);
            buffer.remove(0, n);
            QTcpSocket server;
            server.connectToHost(QHostAddress::LocalHost, m_target);
            if (!server.waitForConnected(5000))
                return client->abort();
            server.write(request);
            QByteArray answer;
            while (!complete(answer) && server.waitForReadyRead(5000))
                answer += server.readAll();
            if (request.contains(m_dropAfter))
                return client->abort();
            client->write(answer);
        }
    }

    QTcpServer m_server;
    quint16 m_target;
    QByteArray m_dropAfter;
    QHash<QTcpSocket *, QByteArray> m_buffers;
};

qint64 count(Connection &db)
{
    return execute(db, operation({"SELECT count(*) AS n FROM t"}, {}, Returns::One), {}).rows.at(0).at(0).toInt();
}

} // namespace

class TestHranaExecutor : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void values_data();
    void values();
    void severalStatementsAreAtomic();
    void readOnlyRefusesWrites();
    void changeMarkGrows();
    void contractSchemaAndOperations();
    void everyStatementPreparesOnTheServer();
    void addresses_data();
    void addresses();
    void serverDown();
    void readsShareAStream();
    void staleBaton();
    void answerTooLarge();
    void tlsHandshakeFails_data();
    void tlsHandshakeFails();
    void tokens();
    void transactionAcrossOperations_data();
    void transactionAcrossOperations();
    void transactionLost_data();
    void transactionLost();
    void commitUnanswered();

private:
    SqldServer m_server;
};

void TestHranaExecutor::initTestCase()
{
    QVERIFY2(m_server.start(), qPrintable(m_server.error()));
    auto db = remote(m_server, false);
    execute(*db, operation({"CREATE TABLE t(x)"}, {}, Returns::Exec), {});
}

void TestHranaExecutor::values_data()
{
    QTest::addColumn<Value>("value");
    QTest::newRow("null") << Value();
    QTest::newRow("integer above 2^53") << Value::integer(9007199254740993LL);
    QTest::newRow("negative integer") << Value::integer(-42);
    QTest::newRow("real") << Value::real(0.1);
    QTest::newRow("text") << Value::text(QByteArray("grüße ☃"));
    QTest::newRow("empty text") << Value::text(QByteArray(""));
    QTest::newRow("blob of 1 byte (padding 2)") << Value::blob(QByteArray("\xff", 1));
    QTest::newRow("blob of 2 bytes (padding 1)") << Value::blob(QByteArray("\x00\xfe", 2));
    QTest::newRow("blob of 3 bytes") << Value::blob(QByteArray("\x00\x01\x02", 3));
    QTest::newRow("empty blob") << Value::blob(QByteArray(""));
}

void TestHranaExecutor::values()
{
    QFETCH(Value, value);
    auto db = remote(m_server, true);
    ParamDef p;
    p.name = "v";
    p.nullable = true;
    p.type = value.kind() == Value::Blob ? ParamType::Blob : value.kind() == Value::Text ? ParamType::Text : ParamType::Integer;
    const Result r = execute(*db, operation({"SELECT :v AS v, typeof(:v) AS t"}, {p}, Returns::One), {{"v", value}});
    QCOMPARE(r.columns, (std::vector<std::string>{"v", "t"}));
    QCOMPARE(r.rows.at(0).at(0), value);
    QCOMPARE(r.rows.at(0).at(1).toBytes(), QByteArray(value.typeName()).toLower());
}

void TestHranaExecutor::severalStatementsAreAtomic()
{
    auto db = remote(m_server, false);
    const qint64 before = count(*db);
    // The second statement fails: the first one must not stay applied.
    try {
        execute(*db, operation({"INSERT INTO t VALUES (1)", "INSERT INTO no_such_table VALUES (1)"}, {}, Returns::Exec), {});
        QFAIL("a failing statement did not fail the operation");
    } catch (const Error &e) {
        QVERIFY2(e.message().contains(QLatin1String("no_such_table")), qPrintable(e.message()));
    }
    QCOMPARE(count(*db), before);
    // Both succeed: both applied, and the last statement's rows come back.
    const Result r = execute(*db, operation({"INSERT INTO t VALUES (2)", "SELECT count(*) AS n FROM t"}, {}, Returns::One), {});
    QCOMPARE(r.rows.at(0).at(0).toInt(), before + 1);
    auto immediate = operation({"DELETE FROM t WHERE x = 2"}, {}, Returns::Exec);
    immediate.immediate = true;
    QCOMPARE(execute(*db, immediate, {}).changes, 1);
    QCOMPARE(count(*db), before);
}

void TestHranaExecutor::readOnlyRefusesWrites()
{
    auto db = remote(m_server, true);
    const qint64 before = count(*db);
    for (const char *sql : {"INSERT INTO t VALUES (9)", "WITH x AS (SELECT 1) DELETE FROM t", "PRAGMA journal_mode = DELETE"}) {
        try {
            execute(*db, operation({sql}, {}, Returns::Exec), {});
            QFAIL(sql);
        } catch (const Error &e) {
            QCOMPARE(e.code(), SQLITE_READONLY);
            QVERIFY2(e.message().contains(QLatin1String("read-write")), qPrintable(e.message()));
        }
    }
    QCOMPARE(count(*db), before);
}

void TestHranaExecutor::changeMarkGrows()
{
    auto reader = remote(m_server, true);
    database::dataVersion(*reader);
    const qint64 before = reader->remote()->changeMark();
    database::dataVersion(*reader);
    QCOMPARE(reader->remote()->changeMark(), before);
    auto writer = remote(m_server, false);
    execute(*writer, operation({"INSERT INTO t VALUES (3)"}, {}, Returns::Exec), {});
    database::dataVersion(*reader);
    QVERIFY(reader->remote()->changeMark() > before);
}

void TestHranaExecutor::contractSchemaAndOperations()
{
    auto db = remote(m_server, false);
    install(*db, *builtinContracts().find("queue"));
    const auto objects = database::schemaObjects(*db);
    bool jobs = false;
    for (const auto &o : objects)
        jobs = jobs || o.name.toBytes() == "askr_jobs";
    QVERIFY(jobs);
}

void TestHranaExecutor::everyStatementPreparesOnTheServer()
{
    // sqld refuses what SQLite lets pass (a "string" is a column name there):
    // every statement of every document must prepare on a real server.
    SqldServer server;
    QVERIFY2(server.start(), qPrintable(server.error()));
    auto db = remote(server, false);
    for (const ContractDoc &doc : builtinContracts().contracts)
        install(*db, doc);
    int statements = 0;
    for (const ContractDoc &doc : builtinContracts().contracts)
        for (const OperationDef &op : doc.operations)
            for (const StatementDef &st : op.statements) {
                const QJsonObject describe{{QStringLiteral("type"), QStringLiteral("describe")}, {QStringLiteral("sql"), QString::fromStdString(st.sql)}};
                const QJsonObject close{{QStringLiteral("type"), QStringLiteral("close")}};
                const QByteArray body = QJsonDocument(QJsonObject{{QStringLiteral("requests"), QJsonArray{describe, close}}}).toJson(QJsonDocument::Compact);
                const QJsonObject answer = QJsonDocument::fromJson(server.pipeline(body)).object();
                const QJsonObject first = answer.value(QStringLiteral("results")).toArray().at(0).toObject();
                QVERIFY2(first.value(QStringLiteral("type")).toString() == QLatin1String("ok"),
                         qPrintable(QStringLiteral("%1.%2 (%3:%4): %5")
                                        .arg(QString::fromStdString(op.contract), QString::fromStdString(op.name), QString::fromStdString(op.file))
                                        .arg(st.line)
                                        .arg(QString::fromUtf8(QJsonDocument(first).toJson(QJsonDocument::Compact)))));
                ++statements;
            }
    QVERIFY(statements > 50);
}

void TestHranaExecutor::addresses_data()
{
    QTest::addColumn<QString>("address");
    QTest::addColumn<QString>("base");
    QTest::newRow("http") << QStringLiteral("http://127.0.0.1:8080") << QStringLiteral("http://127.0.0.1:8080");
    QTest::newRow("https trailing slash") << QStringLiteral("https://db.example/") << QStringLiteral("https://db.example");
    QTest::newRow("libsql means https") << QStringLiteral("libsql://db.example") << QStringLiteral("https://db.example");
    QTest::newRow("sqlanywhere means https") << QStringLiteral("sqlanywhere://db.example:9000") << QStringLiteral("https://db.example:9000");
    QTest::newRow("user info refused") << QStringLiteral("http://u:secret@db.example") << QString();
    QTest::newRow("no host") << QStringLiteral("http://") << QString();
    QTest::newRow("a file") << QStringLiteral("/tmp/x.sqlite") << QString();
    QTest::newRow("namespace kept, the rest dropped") << QStringLiteral("http://127.0.0.1:8080/?x=1&namespace=alpha-2_b#f") << QStringLiteral("http://127.0.0.1:8080?namespace=alpha-2_b");
    QTest::newRow("other query dropped") << QStringLiteral("https://db.example/?foo=bar") << QStringLiteral("https://db.example");
    QTest::newRow("namespace not a name") << QStringLiteral("http://127.0.0.1:8080?namespace=a/b") << QString();
    QTest::newRow("namespace empty") << QStringLiteral("http://127.0.0.1:8080?namespace=") << QString();
}

void TestHranaExecutor::addresses()
{
    QFETCH(QString, address);
    QFETCH(QString, base);
    QString error;
    const QUrl url = askr::storage::remoteBaseUrl(address, &error);
    QCOMPARE(url.toString(), base);
    QCOMPARE(error.isEmpty(), !base.isEmpty());
    QVERIFY(!error.contains(QLatin1String("secret")));
}

void TestHranaExecutor::readsShareAStream()
{
    SqldServer server;
    QVERIFY2(server.start(), qPrintable(server.error()));
    HranaExecutor *hrana = nullptr;
    auto db = remoteWithExecutor(server, &hrana);
    execute(*db, operation({"CREATE TABLE t(x)"}, {}, Returns::Exec), {});
    const quint64 afterCreate = hrana->streamsBegun();
    for (int i = 0; i < 5; ++i)
        QCOMPARE(count(*db), 0);
    // One stream for the five reads, accepted by the server each time.
    QCOMPARE(hrana->streamsBegun(), afterCreate + 1);
    QCOMPARE(hrana->staleBatons(), quint64(0));
    // A write goes on a stream of its own, closed at once; the reads go on.
    execute(*db, operation({"INSERT INTO t VALUES (1)"}, {}, Returns::Exec), {});
    QCOMPARE(hrana->streamsBegun(), afterCreate + 2);
    QCOMPARE(count(*db), 1); // the kept stream is in autocommit: it sees the write
    QCOMPARE(hrana->streamsBegun(), afterCreate + 2);
    // After 5 s without a read the stream is left, not reused.
    QTest::qWait(5200);
    QCOMPARE(count(*db), 1);
    QCOMPARE(hrana->streamsBegun(), afterCreate + 3);
    QCOMPARE(hrana->staleBatons(), quint64(0));
}

void TestHranaExecutor::staleBaton()
{
    // A restarted server no longer knows the stream: the read is sent again
    // on a new one, and the caller sees only its rows.
    SqldServer server;
    QVERIFY2(server.start(), qPrintable(server.error()));
    HranaExecutor *hrana = nullptr;
    auto db = remoteWithExecutor(server, &hrana);
    execute(*db, operation({"CREATE TABLE t(x)", "INSERT INTO t VALUES (1), (2)"}, {}, Returns::Exec), {});
    QCOMPARE(count(*db), 2);
    QVERIFY2(server.restart(), qPrintable(server.error()));
    QCOMPARE(count(*db), 2);
    QCOMPARE(hrana->staleBatons(), quint64(1));
    QCOMPARE(count(*db), 2);
    QCOMPARE(hrana->staleBatons(), quint64(1));
}

void TestHranaExecutor::answerTooLarge()
{
    // An answer past the limit is cut off while it arrives: nothing of it is
    // shown, the message says what to do, and the next read works.
    SqldServer server;
    QVERIFY2(server.start(), qPrintable(server.error()));
    RemoteTarget target;
    target.url = server.url();
    target.readOnly = false;
    target.maxAnswerBytes = 1024 * 1024;
    auto db = Connection::openRemote(std::make_unique<HranaExecutor>(target));
    execute(*db, operation({"CREATE TABLE t(x)", "INSERT INTO t VALUES (randomblob(3000000))"}, {}, Returns::Exec), {});
    try {
        execute(*db, operation({"SELECT x FROM t"}), {});
        QFAIL("an answer of 4 MB passed a 1 MiB limit");
    } catch (const Error &e) {
        QCOMPARE(e.code(), SQLITE_TOOBIG);
        QVERIFY2(QString::fromUtf8(e.what()).contains(QLatin1String("sent more than 1 MiB for one request; nothing was shown")), e.what());
    }
    QCOMPARE(count(*db), 1);
}

void TestHranaExecutor::serverDown()
{
    SqldServer server;
    QVERIFY2(server.start(), qPrintable(server.error()));
    auto db = remote(server, true);
    database::dataVersion(*db);
    server.stop();
    try {
        database::dataVersion(*db);
        QFAIL("a stopped server answered");
    } catch (const Error &e) {
        QCOMPARE(e.code(), SQLITE_CANTOPEN);
        QVERIFY2(e.message().contains(QLatin1String("Cannot reach")) && e.message().contains(QLatin1String("server runs")), qPrintable(e.message()));
    }
    // Back on the same port: the same connection works again.
    QVERIFY2(server.restart(), qPrintable(server.error()));
    database::dataVersion(*db);
}

void TestHranaExecutor::tlsHandshakeFails_data()
{
    QTest::addColumn<bool>("selfSigned");
    // A TLS server whose certificate nobody vouches for (openssl s_server
    // with a fresh self-signed one), and https:// sent to a server that
    // speaks plain HTTP (sqld without TLS in front).
    QTest::newRow("self-signed certificate") << true;
    QTest::newRow("no TLS on that port") << false;
}

void TestHranaExecutor::tlsHandshakeFails()
{
    QFETCH(bool, selfSigned);
    SqldServer sqld;
    QTemporaryDir dir;
    QProcess tls;
    QUrl url;
    if (selfSigned) {
        const QString key = dir.filePath(QStringLiteral("key.pem")), cert = dir.filePath(QStringLiteral("cert.pem"));
        QCOMPARE(QProcess::execute(QStringLiteral("openssl"), {QStringLiteral("req"), QStringLiteral("-x509"), QStringLiteral("-newkey"), QStringLiteral("rsa:2048"),
                                                           QStringLiteral("-nodes"), QStringLiteral("-keyout"), key, QStringLiteral("-out"), cert,
                                                           QStringLiteral("-days"), QStringLiteral("1"), QStringLiteral("-subj"), QStringLiteral("/CN=127.0.0.1")}),
                 0);
        QTcpServer probe;
        QVERIFY(probe.listen(QHostAddress::LocalHost));
        const quint16 port = probe.serverPort();
        probe.close();
        tls.start(QStringLiteral("openssl"), {QStringLiteral("s_server"), QStringLiteral("-accept"), QString::number(port), QStringLiteral("-cert"), cert,
                                              QStringLiteral("-key"), key, QStringLiteral("-www"), QStringLiteral("-quiet")});
        QVERIFY(tls.waitForStarted());
        // Listening once a connection is accepted.
        QTRY_VERIFY_WITH_TIMEOUT(([port] {
                                     QTcpSocket s;
                                     s.connectToHost(QHostAddress::LocalHost, port);
                                     return s.waitForConnected(200);
                                 }()),
                                 10000);
        url = QUrl(QStringLiteral("https://127.0.0.1:%1").arg(port));
    } else {
        QVERIFY2(sqld.start(), qPrintable(sqld.error()));
        url = sqld.url();
        url.setScheme(QStringLiteral("https"));
    }
    RemoteTarget target;
    target.url = url;
    target.readOnly = true;
    target.timeoutMs = 5000;
    auto db = Connection::openRemote(std::make_unique<HranaExecutor>(target));
    try {
        database::dataVersion(*db);
        QFAIL("a failed TLS handshake gave an answer");
    } catch (const Error &e) {
        QCOMPARE(e.code(), SQLITE_CANTOPEN);
        // Says what failed, where, and what to check.
        QVERIFY2(e.message().contains(QLatin1String("TLS handshake with")) && e.message().contains(url.authority())
                     && e.message().contains(QLatin1String("certificate")),
                 qPrintable(e.message()));
    }
    if (tls.state() != QProcess::NotRunning) {
        tls.kill();
        tls.waitForFinished();
    }
}

void TestHranaExecutor::tokens()
{
    JwtKeys keys;
    QVERIFY2(keys.create(), qPrintable(keys.error()));
    SqldServer server;
    QVERIFY2(server.start(SqldServer::Options{QString(), keys.publicKey(), false, QString()}), qPrintable(server.error()));
    const QByteArray good = keys.token();
    database::dataVersion(*remote(server, true, good));
    // Expired well beyond the server's leeway for clock skew (a minute).
    for (const QByteArray &token : {QByteArray(), QByteArray(good + "x"), keys.token(-600)}) {
        try {
            database::dataVersion(*remote(server, true, token));
            QFAIL("the server accepted a missing or bad token");
        } catch (const Error &e) {
            QCOMPARE(e.code(), SQLITE_AUTH);
            QVERIFY2(e.message().contains(token.isEmpty() ? QLatin1String("none was given") : QLatin1String("refused the token")), qPrintable(e.message()));
            QVERIFY2(e.message().contains(QLatin1String("ASKR_TOKEN")), qPrintable(e.message()));
            // The token is a secret: never in a message.
            QVERIFY(token.isEmpty() || !e.message().toUtf8().contains(token.left(20)));
        }
    }
}

void TestHranaExecutor::transactionAcrossOperations_data()
{
    QTest::addColumn<bool>("throughReplica");
    QTest::newRow("primary") << false;
    // A replica forwards the transaction's statements to its primary.
    QTest::newRow("replica") << true;
}

void TestHranaExecutor::transactionAcrossOperations()
{
    QFETCH(bool, throughReplica);
    SqldServer primary;
    SqldServer replica;
    QString error;
    QVERIFY2(startServers(primary, replica, throughReplica, &error), qPrintable(error));
    auto db = remote(throughReplica ? replica : primary, false);
    auto other = remote(primary, true);
    {
        Transaction tx(*db);
        QVERIFY(db->inTransaction());
        execute(*db, operation({"INSERT INTO t VALUES (2)"}, {}, Returns::Exec), {});
        // Its own writes are seen inside it, and by nobody else before COMMIT.
        QCOMPARE(count(*db), 2);
        QCOMPARE(count(*other), 1);
        // As on a file: an operation that fails is undone alone, and the
        // transaction goes on.
        try {
            execute(*db, operation({"INSERT INTO t VALUES (3)", "INSERT INTO no_such_table VALUES (1)"}, {}, Returns::Exec), {});
            QFAIL("a failing statement did not fail the operation");
        } catch (const Error &e) {
            QVERIFY2(e.message().contains(QLatin1String("no_such_table")), qPrintable(e.message()));
        }
        QVERIFY(db->inTransaction());
        QCOMPARE(count(*db), 2);
        execute(*db, operation({"INSERT INTO t VALUES (4)", "INSERT INTO t VALUES (5)"}, {}, Returns::Exec), {});
        tx.commit();
    }
    QVERIFY(!db->inTransaction());
    QCOMPARE(count(*other), 4);
    {
        // Not committed: rolled back when it goes out of scope.
        Transaction tx(*db);
        execute(*db, operation({"INSERT INTO t VALUES (6)"}, {}, Returns::Exec), {});
    }
    QVERIFY(!db->inTransaction());
    QCOMPARE(count(*other), 4);
    // Its stream was closed with it: another writer does not wait for the
    // server to take the write lock back (~4 s).
    QElapsedTimer writing;
    writing.start();
    execute(*remote(primary, false), operation({"INSERT INTO t VALUES (7)"}, {}, Returns::Exec), {});
    QVERIFY2(writing.elapsed() < 2000, qPrintable(QString::number(writing.elapsed())));
    QCOMPARE(count(*other), 5);
}

void TestHranaExecutor::transactionLost_data()
{
    QTest::addColumn<bool>("throughReplica");
    QTest::addColumn<QString>("event");
    QTest::addColumn<bool>("atCommit");
    QTest::newRow("primary killed") << false << "kill primary" << false;
    QTest::newRow("primary killed before COMMIT") << false << "kill primary" << true;
    QTest::newRow("replica killed") << true << "kill replica" << false;
    QTest::newRow("primary killed behind the replica") << true << "kill primary" << false;
    // sqld gives the write lock of a transaction that holds it idle to a
    // writer that waits (after ~4 s), and rolls the transaction back.
    QTest::newRow("write lock taken by another writer") << false << "writer" << false;
}

void TestHranaExecutor::transactionLost()
{
    QFETCH(bool, throughReplica);
    QFETCH(QString, event);
    QFETCH(bool, atCommit);
    SqldServer primary;
    SqldServer replica;
    QString error;
    QVERIFY2(startServers(primary, replica, throughReplica, &error), qPrintable(error));
    auto db = remote(throughReplica ? replica : primary, false);
    qint64 expected = 1;
    {
        Transaction tx(*db);
        execute(*db, operation({"INSERT INTO t VALUES (2)", "INSERT INTO t VALUES (3)"}, {}, Returns::Exec), {});
        SqldServer &victim = event == QLatin1String("kill replica") ? replica : primary;
        if (event.startsWith(QLatin1String("kill"))) {
            QCOMPARE(::kill(pid_t(victim.pid()), SIGKILL), 0);
            QTRY_VERIFY(!victim.isRunning());
        } else {
            // It waits for sqld to take the lock back (~4 s, more on a busy
            // machine): beyond the 5 s the other connections allow.
            RemoteTarget target;
            target.url = primary.url();
            target.readOnly = false;
            target.timeoutMs = 30000;
            auto writer = Connection::openRemote(std::make_unique<HranaExecutor>(target));
            execute(*writer, operation({"INSERT INTO t VALUES (9)"}, {}, Returns::Exec), {});
            ++expected;
        }
        try {
            if (atCommit)
                tx.commit();
            else
                execute(*db, operation({"INSERT INTO t VALUES (4)"}, {}, Returns::Exec), {});
            QFAIL("the transaction went on without its stream");
        } catch (const Error &e) {
            QVERIFY2(e.message().contains(QLatin1String("closed the transaction before COMMIT: nothing was changed.")), qPrintable(e.message()));
        }
        QVERIFY(!db->inTransaction());
    }
    if (!primary.isRunning())
        QVERIFY2(primary.restart(), qPrintable(primary.error()));
    // Nothing of it is left.
    QCOMPARE(count(*remote(primary, true)), expected);
}

void TestHranaExecutor::commitUnanswered()
{
    // The COMMIT reached the server, its answer never came: the outcome is
    // unknown to us, and the message says so rather than "nothing was changed".
    SqldServer primary;
    SqldServer unused;
    QString error;
    QVERIFY2(startServers(primary, unused, false, &error), qPrintable(error));
    DroppingRelay relay(quint16(primary.url().port()), "\"COMMIT\"");
    QVERIFY(relay.listen());
    RemoteTarget target;
    target.url = relay.url();
    target.readOnly = false;
    target.timeoutMs = 5000;
    auto db = Connection::openRemote(std::make_unique<HranaExecutor>(target));
    {
        Transaction tx(*db);
        execute(*db, operation({"INSERT INTO t VALUES (2)"}, {}, Returns::Exec), {});
        QCOMPARE(count(*db), 2);
        try {
            tx.commit();
            QFAIL("a COMMIT without an answer succeeded");
        } catch (const Error &e) {
            QVERIFY2(e.message().contains(QLatin1String("was lost while the transaction committed: it was committed whole or not at all.")),
                     qPrintable(e.message()));
            QVERIFY2(!e.message().contains(QLatin1String("nothing was changed")), qPrintable(e.message()));
        }
        QVERIFY(!db->inTransaction());
    }
    // Here it was committed, whole.
    QCOMPARE(count(*remote(primary, true)), 2);
}

QTEST_GUILESS_MAIN(TestHranaExecutor)
#include "tst_hranaexecutor.moc"
