// The generator refuses bad documents with file:line and a message that says
// what to fix; a good document generates the API and contracts.json.

#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonArray>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

class TestContractc : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;

    static QByteArray params()
    {
        return "# Parameters\n\n| Parameter | Type | Meaning |\n| --- | --- | --- |\n"
               "| `key` | TEXT | Cache key. |\n| `value` | BLOB | Cached value. |\n| `expires_at` | INTEGER NULL | Expiry. |\n";
    }
    static QByteArray doc(const QByteArray &operations)
    {
        return "# Test contract (v1)\n\n## Schema\n\n```sql\nCREATE TABLE IF NOT EXISTS t (key TEXT PRIMARY KEY, value BLOB, expires_at INTEGER);\n```\n\n"
               "## Operations\n\n```sql\n"
            + operations + "```\n";
    }
    static QByteArray listParams()
    {
        return params() + "| `after_key` | TEXT | Page after this key. |\n| `before_key` | TEXT | Page before this key. |\n"
                          "| `page_size` | INTEGER | Rows a page. |\n| `position` | INTEGER | Rows to skip. |\n";
    }
    // A keyset list over t, its "-- list:" line given.
    static QByteArray listDoc(const QByteArray &listLine, const QByteArray &at = "SELECT key FROM t ORDER BY key LIMIT 1 OFFSET :position;\n",
                              const QByteArray &count = "SELECT count(*) AS count FROM t;\n")
    {
        return doc("-- name: KeysPage :many\n" + listLine + "SELECT key FROM t WHERE key > :after_key ORDER BY key LIMIT :page_size;\n"
                   "-- name: KeysPageBefore :many\nSELECT key FROM t WHERE key < :before_key ORDER BY key DESC LIMIT :page_size;\n"
                   "-- name: KeyAt :opt\n" + at + "-- name: CountKeys :one\n" + count
                   + "-- name: KeyRange :one\nSELECT min(key) AS first_key, max(key) AS last_key FROM t;\n");
    }
    static constexpr const char *rangedList = "-- list: Keys count=CountKeys before=KeysPageBefore at=KeyAt range=KeyRange\n";
    // Returns exit code; fills stderr.
    int run(const QByteArray &paramsText, const QByteArray &docText, QByteArray &err, bool generate = false)
    {
        auto write = [&](const QString &name, const QByteArray &text) {
            QFile f(m_dir.filePath(name));
            f.open(QIODevice::WriteOnly | QIODevice::Truncate);
            f.write(text);
        };
        write(QStringLiteral("parameters.md"), paramsText);
        write(QStringLiteral("test.md"), docText);
        QProcess p;
        QStringList args{QStringLiteral("--params"), m_dir.filePath(QStringLiteral("parameters.md"))};
        if (generate)
            args << QStringLiteral("--out") << m_dir.path();
        args << m_dir.filePath(QStringLiteral("test.md"));
        p.start(QStringLiteral(ASKR_CONTRACTC), args);
        p.waitForFinished();
        err = p.readAllStandardError();
        return p.exitCode();
    }

private Q_SLOTS:
    void refuses_data()
    {
        QTest::addColumn<QByteArray>("paramsText");
        QTest::addColumn<QByteArray>("docText");
        QTest::addColumn<QByteArray>("expected");
        // Operations start at line 12 of doc(): line 12 is the first line in the fence.
        QTest::newRow("unknown parameter") << params() << doc("-- name: Get :opt\nSELECT value FROM t WHERE key = :kee;\n")
                                           << QByteArray("test.md:13: error: operation Get uses parameter :kee, which is not in");
        QTest::newRow("unannotated statement") << params() << doc("SELECT 1;\n")
                                               << QByteArray("test.md:12: error: statement without an annotation");
        QTest::newRow("unknown return kind") << params() << doc("-- name: Get :some\nSELECT value FROM t WHERE key = :key;\n")
                                             << QByteArray("test.md:12: error: unknown return kind ':some' for Get: use :exec, :one, :opt or :many");
        QTest::newRow("duplicate name") << params()
                                        << doc("-- name: Get :opt\nSELECT value FROM t WHERE key = :key;\n-- name: Get :many\nSELECT key FROM t;\n")
                                        << QByteArray("test.md:14: error: duplicate operation name Get in test");
        QTest::newRow("sql error") << params() << doc("-- name: Get :opt\nSELECT nope FROM t WHERE key = :key;\n")
                                   << QByteArray("test.md:13: error: operation Get: no such column: nope");
        QTest::newRow("rows promised, none returned") << params() << doc("-- name: Drop :many\nDELETE FROM t WHERE key = :key;\n")
                                                      << QByteArray("test.md:12: error: operation Drop is :many but no statement returns rows");
        QTest::newRow("unterminated") << params() << doc("-- name: Get :opt\nSELECT value FROM t WHERE key = :key\n")
                                      << QByteArray("test.md:13: error: statement is not terminated");
        QTest::newRow("begin without commit") << params() << doc("-- name: Drop :exec\nBEGIN IMMEDIATE;\nDELETE FROM t WHERE key = :key;\n")
                                              << QByteArray("test.md:12: error: operation Drop has BEGIN without COMMIT");
        QTest::newRow("bad parameter type") << QByteArray("| `key` | STRING | Cache key. |\n") << doc("-- name: Get :opt\nSELECT value FROM t;\n")
                                            << QByteArray("parameters.md:1: error: parameter 'key' has unknown type 'STRING'");
        QTest::newRow("no operations section") << params() << QByteArray("# Test contract (v1)\n\n## Schema\n")
                                               << QByteArray("test.md:1: error: no '## Operations' section");
        QTest::newRow("no version") << params() << QByteArray("# Test contract\n\n## Schema\n\n## Operations\n\n```sql\n-- name: A :exec\nDELETE FROM t;\n```\n")
                                    << QByteArray("test.md:1: error: the title must end with the version");
        QTest::newRow("unclosed fence") << params() << QByteArray("# Test contract (v1)\n\n## Schema\n\n## Operations\n\n```sql\n-- name: A :exec\nDELETE FROM t;\n")
                                        << QByteArray("test.md:7: error: code fence is never closed");
        const QByteArray keys = "-- list: Keys count=CountKeys before=KeysPageBefore at=KeyAt\n";
        QTest::newRow("list: no such operation") << listParams() << listDoc("-- list: Keys count=CountKeys before=KeysBefore at=KeyAt\n")
                                                 << QByteArray("test.md:13: error: list Keys: no operation KeysBefore (its page before a key) in test");
        QTest::newRow("list: an operation missing") << listParams() << listDoc("-- list: Keys count=CountKeys at=KeyAt\n")
                                                    << QByteArray("test.md:13: error: list Keys needs count=, before= and at=");
        QTest::newRow("list: not on a page") << listParams() << doc("-- list: Keys count=A before=B at=C\n-- name: A :one\nSELECT 1;\n")
                                             << QByteArray("test.md:12: error: a '-- list:' line follows the '-- name:' line of the list's :many page operation");
        QTest::newRow("list: key at, two columns") << listParams() << listDoc(keys, "SELECT key, value FROM t LIMIT 1 OFFSET :position;\n")
                                                   << QByteArray("test.md:13: error: list Keys: KeyAt must return one named column, the key");
        QTest::newRow("list: key at, wrong kind") << listParams() << listDoc(keys, "SELECT key FROM t LIMIT 1 OFFSET :position;\n").replace("KeyAt :opt", "KeyAt :many")
                                                  << QByteArray("test.md:13: error: list Keys: KeyAt (its key at a position) must be :opt");
        QTest::newRow("list: pages of other columns") << listParams()
                                                      << listDoc(keys).replace("SELECT key FROM t WHERE key < :before_key", "SELECT key, value FROM t WHERE key < :before_key")
                                                      << QByteArray("test.md:13: error: list Keys: KeysPageBefore must return the columns of KeysPage, in its order");
        QTest::newRow("list: count with half the range")
            << listParams() << listDoc(rangedList, "SELECT key FROM t ORDER BY key LIMIT 1 OFFSET :position;\n", "SELECT count(*) AS count, min(key) AS first_key FROM t;\n")
            << QByteArray("test.md:13: error: list Keys: CountKeys returns one of KeyRange's columns: return both (the range with the count) or neither");
    }
    void refuses()
    {
        QFETCH(QByteArray, paramsText);
        QFETCH(QByteArray, docText);
        QFETCH(QByteArray, expected);
        QByteArray err;
        QCOMPARE(run(paramsText, docText, err), 1);
        QVERIFY2(err.contains(expected), err.constData());
        QVERIFY2(err.contains("nothing was generated"), err.constData());
    }

    void generates()
    {
        QByteArray err;
        const QByteArray ops = "-- name: Get :opt\nSELECT value FROM t WHERE key = :key;\n"
                               "-- name: Move :exec\nBEGIN IMMEDIATE;\nDELETE FROM t WHERE key = :key;\nDELETE FROM t WHERE key = 'a;b';\nCOMMIT;\n";
        QCOMPARE(run(params(), doc(ops), err, true), 0);
        QVERIFY2(err.isEmpty(), err.constData());
        QFile header(m_dir.filePath(QStringLiteral("askr_contracts_api.h")));
        QVERIFY(header.open(QIODevice::ReadOnly));
        const QByteArray h = header.readAll();
        QVERIFY(h.contains("std::optional<GetRow> get(Connection &db, const QByteArray &key);"));
        QVERIFY(h.contains("qint64 move(Connection &db, const QByteArray &key);"));
        QFile json(m_dir.filePath(QStringLiteral("contracts.json")));
        QVERIFY(json.open(QIODevice::ReadOnly));
        QJsonParseError perr;
        const QJsonDocument d = QJsonDocument::fromJson(json.readAll(), &perr);
        QCOMPARE(perr.error, QJsonParseError::NoError);
        const QJsonArray operations = d.object().value(QStringLiteral("contracts")).toArray().at(0).toObject().value(QStringLiteral("operations")).toArray();
        QCOMPARE(operations.size(), 2);
        const QJsonObject move = operations.at(1).toObject();
        QCOMPARE(move.value(QStringLiteral("immediate")).toBool(), true);
        // The semicolon inside the string literal does not split the statement.
        QCOMPARE(move.value(QStringLiteral("statements")).toArray().size(), 2);
        QCOMPARE(move.value(QStringLiteral("statements")).toArray().at(1).toString(), QStringLiteral("DELETE FROM t WHERE key = 'a;b'"));
    }

    // A "-- list:" line becomes one struct that keyset paging reads.
    void generatesList()
    {
        QByteArray err;
        QCOMPARE(run(listParams(), listDoc("-- list: Keys count=CountKeys before=KeysPageBefore at=KeyAt\n"), err, true), 0);
        QVERIFY2(err.isEmpty(), err.constData());
        QFile header(m_dir.filePath(QStringLiteral("askr_contracts_api.h")));
        QVERIFY(header.open(QIODevice::ReadOnly));
        const QByteArray h = header.readAll();
        for (const char *line : {"struct KeysList {", "using At = KeyAtParams;", "static constexpr auto afterKey = &After::after_key;",
                                 "static constexpr auto beforeKey = &Before::before_key;", "return test::countKeys(db, p).count.toInt();",
                                 "return r ? r->key : Value();", "struct KeyAtParams {",
                                 "static std::vector<Value> row(const R &r)", "return {r.key};"})
            QVERIFY2(h.contains(line), line);
        QVERIFY(!h.contains("range(Connection &db)"));
        QFile json(m_dir.filePath(QStringLiteral("contracts.json")));
        QVERIFY(json.open(QIODevice::ReadOnly));
        const QJsonArray lists = QJsonDocument::fromJson(json.readAll()).object().value(QStringLiteral("contracts")).toArray().at(0).toObject().value(QStringLiteral("lists")).toArray();
        QCOMPARE(lists.size(), 1);
        QCOMPARE(lists.at(0).toObject().value(QStringLiteral("before")).toString(), QStringLiteral("KeysPageBefore"));
        QVERIFY(lists.at(0).toObject().value(QStringLiteral("range")).isNull());
        QCOMPARE(lists.at(0).toObject().value(QStringLiteral("count_has_range")).toBool(true), false);
    }

    // A count that returns the range's columns brings the range with it: a
    // second count() fills it; a count without them has none.
    void generatesCountWithRange_data()
    {
        QTest::addColumn<QByteArray>("count");
        QTest::addColumn<bool>("withRange");
        QTest::newRow("count alone") << QByteArray("SELECT count(*) AS count FROM t;\n") << false;
        QTest::newRow("count and range") << QByteArray("SELECT count(*) AS count, min(key) AS first_key, max(key) AS last_key FROM t;\n") << true;
    }
    void generatesCountWithRange()
    {
        QFETCH(QByteArray, count);
        QFETCH(bool, withRange);
        QByteArray err;
        QCOMPARE(run(listParams(), listDoc(rangedList, "SELECT key FROM t ORDER BY key LIMIT 1 OFFSET :position;\n", count), err, true), 0);
        QVERIFY2(err.isEmpty(), err.constData());
        QFile header(m_dir.filePath(QStringLiteral("askr_contracts_api.h")));
        QVERIFY(header.open(QIODevice::ReadOnly));
        const QByteArray h = header.readAll();
        QVERIFY(h.contains("static std::pair<Value, Value> range(Connection &db)"));
        QCOMPARE(h.contains("static qint64 count(Connection &db, const Count &p, std::pair<Value, Value> *range)"), withRange);
        QCOMPARE(h.contains("*range = {r.first_key, r.last_key};"), withRange);
        QFile json(m_dir.filePath(QStringLiteral("contracts.json")));
        QVERIFY(json.open(QIODevice::ReadOnly));
        const QJsonObject list = QJsonDocument::fromJson(json.readAll()).object().value(QStringLiteral("contracts")).toArray().at(0).toObject().value(QStringLiteral("lists")).toArray().at(0).toObject();
        QCOMPARE(list.value(QStringLiteral("range")).toString(), QStringLiteral("KeyRange"));
        QCOMPARE(list.value(QStringLiteral("count_has_range")).toBool(!withRange), withRange);
    }

    void realDocumentsCompile()
    {
        // The project's own documents pass the generator's checks.
        QProcess p;
        const QString dir = QStringLiteral(ASKR_CONTRACTS_SOURCE_DIR);
        p.start(QStringLiteral(ASKR_CONTRACTC), {QStringLiteral("--params"), dir + QStringLiteral("/parameters.md"), dir + QStringLiteral("/queue.md"),
                                                 dir + QStringLiteral("/cache.md"), dir + QStringLiteral("/pubsub.md")});
        p.waitForFinished();
        QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
    }
};

QTEST_GUILESS_MAIN(TestContractc)
#include "tst_contractc.moc"
