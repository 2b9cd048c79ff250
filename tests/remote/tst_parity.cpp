// The same database in a file and in a real sqld: every verb of
// askr-deskctl prints the same JSON for both, byte for byte (the database's
// name aside), and the faults of a server give messages that say what to do.
#include "fixture.h"
#include "sqldserver.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
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

// Where askr-deskctl keeps its activity log (Forget keeps what it deletes
// there, Restore reads it back): never the developer's own.
QString g_dataDir;

Run deskctl(const QStringList &args, const QByteArray &token = {}, const QString &dataDir = g_dataDir)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("ASKR_NOW"));
    env.remove(QStringLiteral("ASKR_TOKEN"));
    env.insert(QStringLiteral("ASKR_DESK_DATA_DIR"), dataDir);
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

// A value as text with its type, the same for a file's column and a
// server's Hrana value.
QString cell(sqlite3_stmt *stmt, int i)
{
    switch (sqlite3_column_type(stmt, i)) {
    case SQLITE_INTEGER:
        return QStringLiteral("i:") + QString::number(sqlite3_column_int64(stmt, i));
    case SQLITE_FLOAT:
        return QStringLiteral("f:") + QString::number(sqlite3_column_double(stmt, i), 'g', 17);
    case SQLITE_TEXT:
        return QStringLiteral("t:") + QString::fromUtf8(reinterpret_cast<const char *>(sqlite3_column_text(stmt, i)), sqlite3_column_bytes(stmt, i));
    case SQLITE_BLOB:
        return QStringLiteral("b:")
            + QString::fromLatin1(QByteArray(static_cast<const char *>(sqlite3_column_blob(stmt, i)), sqlite3_column_bytes(stmt, i))
                                      .toBase64(QByteArray::OmitTrailingEquals));
    default:
        return QStringLiteral("n");
    }
}

QString cell(const QJsonObject &v)
{
    const QString type = v.value(QStringLiteral("type")).toString();
    if (type == QLatin1String("integer"))
        return QStringLiteral("i:") + v.value(QStringLiteral("value")).toString();
    if (type == QLatin1String("float"))
        return QStringLiteral("f:") + QString::number(v.value(QStringLiteral("value")).toDouble(), 'g', 17);
    if (type == QLatin1String("text"))
        return QStringLiteral("t:") + v.value(QStringLiteral("value")).toString();
    if (type == QLatin1String("blob"))
        return QStringLiteral("b:") + v.value(QStringLiteral("base64")).toString();
    return QStringLiteral("n");
}

// Every table of ours (askr_*) with its definition and its rows, sorted, one
// line a row: what two databases must hold alike after the same verb.
const char TablesSql[] = "SELECT name, sql FROM sqlite_schema WHERE type = 'table' AND name LIKE 'askr!_%' ESCAPE '!' ORDER BY name";

QStringList rowsOf(const QString &table, QStringList rows)
{
    rows.sort();
    for (QString &r : rows)
        r.prepend(table + QLatin1Char('|'));
    return rows;
}

QStringList dumpFile(const QString &file)
{
    sqlite3 *db = nullptr;
    QStringList out;
    if (sqlite3_open_v2(QFile::encodeName(file).constData(), &db, SQLITE_OPEN_READONLY, nullptr) != SQLITE_OK) {
        sqlite3_close(db);
        return {QStringLiteral("cannot open ") + file};
    }
    auto query = [&](const QByteArray &sql) {
        QList<QStringList> rows;
        sqlite3_stmt *stmt = nullptr;
        if (sqlite3_prepare_v2(db, sql.constData(), -1, &stmt, nullptr) != SQLITE_OK)
            return QList<QStringList>{{QString::fromUtf8(sqlite3_errmsg(db))}};
        while (sqlite3_step(stmt) == SQLITE_ROW) {
            QStringList row;
            for (int i = 0; i < sqlite3_column_count(stmt); ++i)
                row << cell(stmt, i);
            rows << row;
        }
        sqlite3_finalize(stmt);
        return rows;
    };
    for (const QStringList &table : query(TablesSql)) {
        const QString name = table.at(0).mid(2);
        out << name + QLatin1Char('|') + table.value(1);
        QStringList rows;
        for (const QStringList &row : query("SELECT * FROM \"" + name.toUtf8() + "\""))
            rows << row.join(QLatin1Char(','));
        out << rowsOf(name, rows);
    }
    sqlite3_close(db);
    return out;
}

QStringList dumpServer(SqldServer &server)
{
    // Two requests (each costs sqld tens of ms): the tables, then all their rows.
    auto query = [&](const QStringList &sqls) {
        QJsonArray requests;
        for (const QString &sql : sqls)
            requests.append(QJsonObject{{QStringLiteral("type"), QStringLiteral("execute")}, {QStringLiteral("stmt"), QJsonObject{{QStringLiteral("sql"), sql}}}});
        requests.append(QJsonObject{{QStringLiteral("type"), QStringLiteral("close")}});
        const QJsonObject answer = QJsonDocument::fromJson(server.pipeline(QJsonDocument(QJsonObject{{QStringLiteral("requests"), requests}}).toJson(QJsonDocument::Compact))).object();
        QList<QList<QStringList>> results;
        for (int i = 0; i < sqls.size(); ++i) {
            const QJsonObject result = answer.value(QStringLiteral("results")).toArray().at(i).toObject();
            QList<QStringList> rows;
            if (result.value(QStringLiteral("type")).toString() != QLatin1String("ok"))
                rows << QStringList{server.error() + QString::fromUtf8(QJsonDocument(result).toJson(QJsonDocument::Compact))};
            const QJsonArray values = result.value(QStringLiteral("response")).toObject().value(QStringLiteral("result")).toObject().value(QStringLiteral("rows")).toArray();
            for (const QJsonValue &row : values) {
                QStringList cells;
                for (const QJsonValue &v : row.toArray())
                    cells << cell(v.toObject());
                rows << cells;
            }
            results << rows;
        }
        return results;
    };
    const QList<QStringList> tables = query({QString::fromLatin1(TablesSql)}).value(0);
    QStringList selects;
    for (const QStringList &table : tables)
        selects << QStringLiteral("SELECT * FROM \"%1\"").arg(table.at(0).mid(2));
    const QList<QList<QStringList>> contents = query(selects);
    QStringList out;
    for (int i = 0; i < tables.size(); ++i) {
        const QString name = tables.at(i).at(0).mid(2);
        out << name + QLatin1Char('|') + tables.at(i).value(1);
        QStringList rows;
        for (const QStringList &row : contents.value(i))
            rows << row.join(QLatin1Char(','));
        out << rowsOf(name, rows);
    }
    return out;
}

// The lines one dump has and the other lacks, for a failure's message.
QString difference(const QStringList &actual, const QStringList &expected)
{
    // Long values (payloads) shortened: QtTest cuts a long message.
    auto shown = [](QString line) {
        static const QRegularExpression longValue(QStringLiteral("([a-z]:[^,]{24})[^,]+"));
        return line.replace(longValue, QStringLiteral("\\1…"));
    };
    QString text;
    for (const QString &line : actual)
        if (!expected.contains(line))
            text += QStringLiteral("\n+ ") + shown(line);
    for (const QString &line : expected)
        if (!actual.contains(line))
            text += QStringLiteral("\n- ") + shown(line);
    return text;
}

// The id of the last forget in an activity log, the last action that kept
// rows ("{activity}" in a command).
QString lastForget(const QString &dataDir)
{
    const Run r = deskctl({QStringLiteral("activity"), QStringLiteral("--json")}, {}, dataDir);
    for (const QJsonValue &entry : QJsonDocument::fromJson(r.out).array())
        if (entry.toObject().value(QStringLiteral("kept")).toInt() > 0)
            return QString::number(entry.toObject().value(QStringLiteral("id")).toInteger());
    return QStringLiteral("none");
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
    void simulateOnAServer_data();
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
    g_dataDir = m_dir.filePath(QStringLiteral("desk-data"));
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
    // Commands run one after the other on each database; "{activity}" is the
    // id of the last forget in that database's activity log.
    QTest::addColumn<QList<QStringList>>("commands");
    QTest::addColumn<bool>("empty"); // on an empty database, not the fixture
    auto add = [](const char *name, const QList<QStringList> &commands, bool empty = false) { QTest::newRow(name) << commands << empty; };
    const QString signature = QStringLiteral("Symfony\\Component\\Mailer\\Exception\\TransportException: Connection could not be established with host "
                                             "\"?\" (SMTP timeout)");
    add("init", {{QStringLiteral("init")}}, true);
    add("retry --all", {{QStringLiteral("retry"), QStringLiteral("--all")}});
    add("retry by ids", {{QStringLiteral("retry"), QStringLiteral("1"), QStringLiteral("3")}});
    add("retry --queue", {{QStringLiteral("retry"), QStringLiteral("--queue"), QStringLiteral("mail")}});
    add("forget by id", {{QStringLiteral("forget"), QStringLiteral("2")}});
    add("forget --all", {{QStringLiteral("forget"), QStringLiteral("--all")}});
    add("forget --signature", {{QStringLiteral("forget"), QStringLiteral("--signature"), signature}});
    add("forget --grep", {{QStringLiteral("forget"), QStringLiteral("--grep"), QStringLiteral("Stripe")}});
    add("forget --name", {{QStringLiteral("forget"), QStringLiteral("--name"), QStringLiteral("App\\Jobs\\GenerateMonthlyReport")}});
    add("restore", {{QStringLiteral("forget"), QStringLiteral("--all")}, {QStringLiteral("restore"), QStringLiteral("{activity}")}});
    add("restore after a retry",
        {{QStringLiteral("forget"), QStringLiteral("1"), QStringLiteral("2")},
         {QStringLiteral("retry"), QStringLiteral("--all")},
         {QStringLiteral("restore"), QStringLiteral("{activity}")}});
    add("release --all", {{QStringLiteral("release"), QStringLiteral("--all")}});
    add("release --queue", {{QStringLiteral("release"), QStringLiteral("--queue"), QStringLiteral("notifications")}});
    add("unlock", {{QStringLiteral("unlock"), QStringLiteral("laravel_cache_framework/schedule-0f1e2d")}});
    add("unlock --owner", {{QStringLiteral("unlock"), QStringLiteral("laravel_cache_framework/schedule-0f1e2d"), QStringLiteral("--owner"), QStringLiteral("HeldOwnerToken22")}});
    add("flush-tag", {{QStringLiteral("flush-tag"), QStringLiteral("users")}});
    add("sweep", {{QStringLiteral("sweep")}});
    add("trim --keep-last", {{QStringLiteral("trim"), QStringLiteral("--keep-last"), QStringLiteral("2")}});
    add("trim --age", {{QStringLiteral("trim"), QStringLiteral("--age"), QStringLiteral("2m")}});
}

void TestParity::writeVerbs()
{
    QFETCH(QList<QStringList>, commands);
    QFETCH(bool, empty);
    // Each row acts on fresh copies: a file, a primary, and a primary written
    // through its replica (which forwards writes), each with its own
    // activity log.
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("w.sqlite"));
    if (!empty)
        askr::test::writeFixture(file);
    SqldServer primary;
    SqldServer behindReplica;
    SqldServer replica;
    for (SqldServer *server : {&primary, &behindReplica}) {
        QVERIFY2(server->start(), qPrintable(server->error()));
        if (!empty)
            QVERIFY2(server->copyFrom(file, true), qPrintable(server->error()));
    }
    SqldServer::Options options;
    options.primaryGrpcUrl = behindReplica.grpcUrl();
    QVERIFY2(replica.start(options), qPrintable(replica.error()));
    QTRY_COMPARE_WITH_TIMEOUT(dumpServer(replica), dumpServer(behindReplica), 10000);
    if (!empty)
        QCOMPARE(dumpServer(primary), dumpFile(file));

    struct Target {
        QString name;
        QString database;
        QString dataDir;
        SqldServer *server; // null: the file
    };
    const QList<Target> targets{{QStringLiteral("file"), file, dir.filePath(QStringLiteral("data-file")), nullptr},
                                {QStringLiteral("primary"), primary.url().toString(), dir.filePath(QStringLiteral("data-primary")), &primary},
                                {QStringLiteral("replica"), replica.url().toString(), dir.filePath(QStringLiteral("data-replica")), &replica}};
    for (const QStringList &command : commands) {
        QList<Run> runs;
        for (const Target &t : targets) {
            QStringList args = command;
            if (args.contains(QStringLiteral("{activity}")))
                args.replaceInStrings(QStringLiteral("{activity}"), lastForget(t.dataDir));
            Run r = deskctl(withDatabase(args, t.database), {}, t.dataDir);
            r.out.replace(t.database.toUtf8(), file.toUtf8());
            r.err.replace(t.database.toUtf8(), file.toUtf8());
            runs << r;
            // The next command reads what this one wrote, on the replica too.
            if (t.server == &replica)
                QTRY_COMPARE_WITH_TIMEOUT(dumpServer(replica), dumpServer(behindReplica), 10000);
        }
        const QByteArray what = command.join(QLatin1Char(' ')).toUtf8();
        QVERIFY2(runs[0].code == 0, QByteArray(what + ": " + runs[0].err).constData());
        for (int i = 1; i < targets.size(); ++i) {
            QVERIFY2(runs[i].code == 0, QByteArray(targets[i].name.toUtf8() + ", " + what + ": " + runs[i].err).constData());
            QCOMPARE(runs[i].out, runs[0].out);
        }
    }
    // Every table alike, rows and definitions.
    const QStringList expected = dumpFile(file);
    QVERIFY(!expected.isEmpty());
    for (SqldServer *server : {&primary, &behindReplica}) {
        const QString diff = difference(dumpServer(*server), expected);
        QVERIFY2(diff.isEmpty(), qPrintable(diff));
    }
    // The same actions logged, with the same counts (a forget's kept rows).
    auto logged = [](const QString &dataDir) {
        QStringList entries;
        const Run r = deskctl({QStringLiteral("activity"), QStringLiteral("--json")}, {}, dataDir);
        for (const QJsonValue &v : QJsonDocument::fromJson(r.out).array()) {
            QStringList fields;
            for (const char *key : {"title", "touched", "previewed", "changed", "kept", "error"})
                fields << v.toObject().value(QLatin1String(key)).toVariant().toString();
            entries << fields.join(QLatin1Char('|'));
        }
        return entries;
    };
    const QStringList log = logged(targets[0].dataDir);
    for (int i = 1; i < targets.size(); ++i)
        QCOMPARE(logged(targets[i].dataDir), log);
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

    // A server without namespaces ignores the name and would show its one
    // database under any: opening says so instead (it showed that database).
    const QString plain = m_server.url().toString() + QStringLiteral("?namespace=nope");
    for (const QStringList &args : {QStringList{QStringLiteral("queues"), plain}, QStringList{QStringLiteral("status"), plain}}) {
        r = deskctl(args);
        QCOMPARE(r.code, 1);
        QVERIFY2(r.out.isEmpty(), r.out.constData());
        QVERIFY2(r.err.contains("names the namespace 'nope', but the server does not serve namespaces") && r.err.contains("without ?namespace="),
                 r.err.constData());
    }
}

void TestParity::simulateOnAServer_data()
{
    QTest::addColumn<QStringList>("options");
    QTest::newRow("live") << QStringList();
    // An hour of past activity first, in one transaction held by a stream
    // (it failed with "cannot start a transaction within a transaction").
    QTest::newRow("--history") << QStringList{QStringLiteral("--history")};
}

void TestParity::simulateOnAServer()
{
    QFETCH(QStringList, options);
    // The load generator writes to a server as to a file: it installs the
    // schemas into an empty database, and each actor talks to the server
    // from its own thread.
    SqldServer server;
    QVERIFY2(server.start(), qPrintable(server.error()));
    const QString url = server.url().toString();
    const Run r = deskctl(QStringList{QStringLiteral("simulate"), url, QStringLiteral("--duration"), QStringLiteral("2"), QStringLiteral("--rate"),
                                      QStringLiteral("60"), QStringLiteral("--json")}
                          + options);
    QVERIFY2(r.code == 0, r.err.constData());
    const QJsonObject stats = QJsonDocument::fromJson(r.out).object();
    QVERIFY2(stats.value(QStringLiteral("operations")).toInt() > 20, r.out.constData());
    QCOMPARE(stats.value(QStringLiteral("errors")).toInt(), 0);
    const Run queues = deskctl({QStringLiteral("queues"), url, QStringLiteral("--json")});
    QVERIFY2(queues.code == 0 && queues.out.contains("\"queue\""), QByteArray(queues.out + queues.err).constData());
    if (options.contains(QStringLiteral("--history"))) {
        // The past's locks are there (the live workload takes none).
        const Run locks = deskctl({QStringLiteral("locks"), url, QStringLiteral("--json")});
        QVERIFY2(locks.code == 0 && locks.out.contains("framework/schedule-"), QByteArray(locks.out + locks.err).constData());
    }
}

QTEST_GUILESS_MAIN(TestParity)
#include "tst_parity.moc"
