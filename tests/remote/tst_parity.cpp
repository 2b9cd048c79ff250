// The same database in a file and in a real sqld: every verb of
// askr-deskctl prints the same JSON for both, byte for byte (the database's
// name aside), and the faults of a server give messages that say what to do.
#include "fixture.h"
#include "sqldserver.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <sqlite3.h>

using askr::testsupport::JwtKeys;
using askr::testsupport::SqldServer;

namespace {

struct Run {
    int code = -1;
    QByteArray out;
    QByteArray err;
};

Run deskctl(const QStringList &args, const QByteArray &token = {})
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("ASKR_NOW"));
    env.remove(QStringLiteral("ASKR_TOKEN"));
    if (!token.isEmpty())
        env.insert(QStringLiteral("ASKR_TOKEN"), QString::fromLatin1(token));
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    env.remove(QStringLiteral("LANGUAGE"));
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(ASKR_DESKCTL), args);
    if (!p.waitForFinished(60000))
        return {};
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(), p.readAllStandardError()};
}

QStringList withDatabase(QStringList args, const QString &database)
{
    args.insert(1, database);
    args << QStringLiteral("--json") << QStringLiteral("--now") << QString::number(askr::test::fixtureNow);
    return args;
}

} // namespace

class TestParity : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void readVerbs_data();
    void readVerbs();
    void writeVerbs_data();
    void writeVerbs();
    void serverDown();
    void tokens();
    void namespaces();
    void simulateOnAServer();
    void cleanupTestCase();

private:
    QTemporaryDir m_dir;
    QString m_file;
    sqlite3 *m_writer = nullptr; // keeps the file live in WAL mode, as its runtime would
    SqldServer m_server;
};

void TestParity::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_file = m_dir.filePath(QStringLiteral("fixture.sqlite"));
    askr::test::writeFixture(m_file);
    QVERIFY2(m_server.start(), qPrintable(m_server.error()));
    // A key that is not UTF-8 cannot live on a server (no Hrana client can
    // write it, and sqld's JSON cannot send it): both copies go without it.
    QVERIFY2(m_server.copyFrom(m_file, true), qPrintable(m_server.error()));
    // sqld runs in WAL mode; so does the file, held open as a runtime's
    // worker would hold it (a read-only live open needs its -shm).
    QCOMPARE(sqlite3_open_v2(QFile::encodeName(m_file).constData(), &m_writer, SQLITE_OPEN_READWRITE, nullptr), SQLITE_OK);
    QCOMPARE(sqlite3_exec(m_writer, "PRAGMA journal_mode = WAL; PRAGMA wal_checkpoint(TRUNCATE);", nullptr, nullptr, nullptr), SQLITE_OK);
}

void TestParity::cleanupTestCase()
{
    sqlite3_close(m_writer);
}

void TestParity::readVerbs_data()
{
    QTest::addColumn<QStringList>("args");
    auto add = [](const char *name, const QStringList &args) { QTest::newRow(name) << args; };
    add("status", {QStringLiteral("status")});
    add("queues", {QStringLiteral("queues")});
    add("jobs", {QStringLiteral("jobs")});
    add("jobs reserved", {QStringLiteral("jobs"), QStringLiteral("--state"), QStringLiteral("reserved")});
    add("failed", {QStringLiteral("failed")});
    add("failed --id", {QStringLiteral("failed"), QStringLiteral("--id"), QStringLiteral("1")});
    // The signature's SQL (json_each splits, GLOB) must give the same groups on the server.
    add("failed --group-by exception", {QStringLiteral("failed"), QStringLiteral("--group-by"), QStringLiteral("exception")});
    add("keys", {QStringLiteral("keys")});
    add("keys --match", {QStringLiteral("keys"), QStringLiteral("--match"), QStringLiteral("laravel_cache_*")});
    add("get", {QStringLiteral("get"), QStringLiteral("laravel_cache_config")});
    add("locks", {QStringLiteral("locks")});
    add("tags", {QStringLiteral("tags")});
    add("tags --tag", {QStringLiteral("tags"), QStringLiteral("--tag"), QStringLiteral("users")});
    add("channels", {QStringLiteral("channels")});
    add("events", {QStringLiteral("events")});
    add("subscribers", {QStringLiteral("subscribers")});
    add("retry dry run", {QStringLiteral("retry"), QStringLiteral("--all"), QStringLiteral("--dry-run")});
    add("forget dry run", {QStringLiteral("forget"), QStringLiteral("1"), QStringLiteral("--dry-run")});
    add("forget --signature dry run",
        {QStringLiteral("forget"), QStringLiteral("--signature"),
         QStringLiteral("Symfony\\Component\\Mailer\\Exception\\TransportException: Connection could not be established with host \"?\" (SMTP timeout)"),
         QStringLiteral("--dry-run")});
    add("release dry run", {QStringLiteral("release"), QStringLiteral("--all"), QStringLiteral("--dry-run")});
    add("flush-tag dry run", {QStringLiteral("flush-tag"), QStringLiteral("users"), QStringLiteral("--dry-run")});
    add("sweep dry run", {QStringLiteral("sweep"), QStringLiteral("--dry-run")});
    add("trim dry run", {QStringLiteral("trim"), QStringLiteral("--keep-last"), QStringLiteral("1"), QStringLiteral("--dry-run")});
}

void TestParity::readVerbs()
{
    QFETCH(QStringList, args);
    const Run local = deskctl(withDatabase(args, m_file));
    const Run remote = deskctl(withDatabase(args, m_server.url().toString()));
    QVERIFY2(local.code == 0, local.err.constData());
    QCOMPARE(remote.err, local.err);
    QCOMPARE(remote.code, local.code);
    // The database is named as it was given.
    QByteArray out = remote.out;
    out.replace(m_server.url().toString().toUtf8(), m_file.toUtf8());
    QCOMPARE(out, local.out);
}

void TestParity::writeVerbs_data()
{
    QTest::addColumn<QStringList>("action");
    QTest::addColumn<QStringList>("check");
    QTest::newRow("retry") << QStringList{QStringLiteral("retry"), QStringLiteral("--all")} << QStringList{QStringLiteral("failed")};
    QTest::newRow("release") << QStringList{QStringLiteral("release"), QStringLiteral("--all")} << QStringList{QStringLiteral("jobs")};
    QTest::newRow("flush-tag") << QStringList{QStringLiteral("flush-tag"), QStringLiteral("users")} << QStringList{QStringLiteral("keys")};
    QTest::newRow("trim") << QStringList{QStringLiteral("trim"), QStringLiteral("--keep-last"), QStringLiteral("2")} << QStringList{QStringLiteral("events")};
}

void TestParity::writeVerbs()
{
    QFETCH(QStringList, action);
    QFETCH(QStringList, check);
    // Each row acts on fresh copies: a file and a server of its own.
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("w.sqlite"));
    askr::test::writeFixture(file);
    SqldServer server;
    QVERIFY2(server.start(), qPrintable(server.error()));
    QVERIFY2(server.copyFrom(file, true), qPrintable(server.error()));
    const QString url = server.url().toString();
    const Run local = deskctl(withDatabase(action, file));
    const Run remote = deskctl(withDatabase(action, url));
    QVERIFY2(local.code == 0, local.err.constData());
    QVERIFY2(remote.code == 0, remote.err.constData());
    QCOMPARE(QByteArray(remote.out).replace(url.toUtf8(), file.toUtf8()), local.out);
    const Run localAfter = deskctl(withDatabase(check, file));
    const Run remoteAfter = deskctl(withDatabase(check, url));
    QCOMPARE(QByteArray(remoteAfter.out).replace(url.toUtf8(), file.toUtf8()), localAfter.out);
}

void TestParity::serverDown()
{
    SqldServer server;
    QVERIFY2(server.start(), qPrintable(server.error()));
    const QString url = server.url().toString();
    server.stop();
    const Run r = deskctl({QStringLiteral("queues"), url});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains((QStringLiteral("Cannot reach ") + url).toUtf8()) && r.err.contains("Check that the server runs"), r.err.constData());
}

void TestParity::tokens()
{
    JwtKeys keys;
    QVERIFY2(keys.create(), qPrintable(keys.error()));
    SqldServer server;
    QVERIFY2(server.start(SqldServer::Options{QString(), keys.publicKey(), false, QString()}), qPrintable(server.error()));
    const QString url = server.url().toString();
    const QByteArray token = keys.token();

    Run r = deskctl({QStringLiteral("status"), url});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains("requires a token and none was given") && r.err.contains("--token-file"), r.err.constData());

    r = deskctl({QStringLiteral("status"), url}, token + "x");
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains("refused the token"), r.err.constData());
    QVERIFY(!r.err.contains(token.left(30)));

    // From the environment, and from a file.
    r = deskctl({QStringLiteral("status"), url, QStringLiteral("--json")}, token);
    QVERIFY2(r.code == 0, r.err.constData());
    QVERIFY(!r.out.contains(token.left(30)));
    QTemporaryDir dir;
    QFile file(dir.filePath(QStringLiteral("token")));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(token + '\n');
    file.close();
    r = deskctl({QStringLiteral("status"), url, QStringLiteral("--token-file"), file.fileName()});
    QVERIFY2(r.code == 0, r.err.constData());
    r = deskctl({QStringLiteral("status"), url, QStringLiteral("--token-file"), dir.filePath(QStringLiteral("missing"))});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains("Cannot read the token file"), r.err.constData());

    // A read-only token: reads work, an action is refused (403) and nothing
    // of it is applied.
    r = deskctl({QStringLiteral("init"), url}, token);
    QVERIFY2(r.code == 0, r.err.constData());
    const QByteArray readOnly = keys.token(3600, "ro");
    const Run before = deskctl(withDatabase({QStringLiteral("queues")}, url), readOnly);
    QVERIFY2(before.code == 0, before.err.constData());
    r = deskctl({QStringLiteral("sweep"), url}, readOnly);
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains("does not allow this token"), r.err.constData());
    QCOMPARE(deskctl(withDatabase({QStringLiteral("queues")}, url), readOnly).out, before.out);
}

void TestParity::namespaces()
{
    // One server, several databases: each is named by ?namespace= after the
    // address (sent as sqld's x-namespace-bin header, since 127.0.0.1 has no
    // host label to carry it).
    SqldServer server;
    SqldServer::Options options;
    options.namespaces = true;
    QVERIFY2(server.start(options), qPrintable(server.error()));
    for (const char *name : {"alpha", "beta"})
        QVERIFY2(server.createNamespace(QLatin1String(name)), qPrintable(server.error()));
    server.setNamespace(QStringLiteral("alpha"));
    QVERIFY2(server.copyFrom(m_file), qPrintable(server.error()));
    const QString base = server.url().toString();
    const QString alpha = base + QStringLiteral("/?namespace=alpha");
    const QString beta = base + QStringLiteral("?namespace=beta");

    Run r = deskctl({QStringLiteral("init"), beta});
    QVERIFY2(r.code == 0, r.err.constData());
    const Run local = deskctl(withDatabase({QStringLiteral("queues")}, m_file));
    const Run inAlpha = deskctl(withDatabase({QStringLiteral("queues")}, alpha));
    const Run inBeta = deskctl(withDatabase({QStringLiteral("queues")}, beta));
    QVERIFY2(inAlpha.code == 0 && inBeta.code == 0, QByteArray(inAlpha.err + inBeta.err).constData());
    QCOMPARE(QByteArray(inAlpha.out).replace(alpha.toUtf8(), m_file.toUtf8()), local.out);
    QVERIFY(QByteArray(inBeta.out).replace(beta.toUtf8(), alpha.toUtf8()) != inAlpha.out);
    // An address by IP names no namespace: the server's default database, a
    // third one (sqld would otherwise take the namespace "127" from the Host).
    r = deskctl({QStringLiteral("init"), base});
    QVERIFY2(r.code == 0, r.err.constData());
    QCOMPARE(deskctl(withDatabase({QStringLiteral("queues")}, base)).out.replace(base.toUtf8(), beta.toUtf8()), inBeta.out);

    r = deskctl({QStringLiteral("queues"), base + QStringLiteral("?namespace=gamma")});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains("?namespace=gamma has no database here") && r.err.contains("gamma` doesn't exist") && r.err.contains("?namespace=NAME"),
             r.err.constData());
    r = deskctl({QStringLiteral("queues"), base + QStringLiteral("?namespace=a%20b")});
    QVERIFY(r.code != 0);
    QVERIFY2(r.err.contains("'a b' is not a namespace"), r.err.constData());
}

void TestParity::simulateOnAServer()
{
    // The load generator writes to a server as to a file: it installs the
    // schemas into an empty database, and each actor talks to the server
    // from its own thread.
    SqldServer server;
    QVERIFY2(server.start(), qPrintable(server.error()));
    const QString url = server.url().toString();
    const Run r = deskctl({QStringLiteral("simulate"), url, QStringLiteral("--duration"), QStringLiteral("2"), QStringLiteral("--rate"), QStringLiteral("60"),
                           QStringLiteral("--json")});
    QVERIFY2(r.code == 0, r.err.constData());
    const QJsonObject stats = QJsonDocument::fromJson(r.out).object();
    QVERIFY2(stats.value(QStringLiteral("operations")).toInt() > 20, r.out.constData());
    QCOMPARE(stats.value(QStringLiteral("errors")).toInt(), 0);
    const Run queues = deskctl({QStringLiteral("queues"), url, QStringLiteral("--json")});
    QVERIFY2(queues.code == 0 && queues.out.contains("\"queue\""), QByteArray(queues.out + queues.err).constData());
}

QTEST_GUILESS_MAIN(TestParity)
#include "tst_parity.moc"
