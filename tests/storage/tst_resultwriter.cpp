// A result's rows as askr-desk-db writes them and the window reads them
// (issue 30): rows stepped for longer than ResultWriter::FlushMicros go
// ahead of the answer, and the window puts them together in order; when a
// later statement's rows become the result, those sent ahead are dropped.

#include "storage/host/hostprotocol.h"
#include "storage/host/resultwriter.h"

#include <QTest>
#include <QThread>

#include <sqlite3.h>

using namespace askr;
using storage::host::ResultWriter;

namespace {

// Steps sql through the writer, pausing pauseMicros before each row (a
// slow statement).
void step(sqlite3 *db, const char *sql, ResultWriter &writer, int pauseMicros)
{
    sqlite3_stmt *stmt = nullptr;
    if (sqlite3_prepare_v2(db, sql, -1, &stmt, nullptr) != SQLITE_OK)
        qFatal("%s", sqlite3_errmsg(db));
    const int columns = sqlite3_column_count(stmt);
    writer.begin(stmt, columns);
    while (sqlite3_step(stmt) == SQLITE_ROW) {
        if (pauseMicros)
            QThread::usleep(pauseMicros);
        writer.row(stmt, columns);
    }
    sqlite3_finalize(stmt);
}

QString describe(const contracts::Result &r)
{
    QStringList rows;
    for (const auto &row : r.rows) {
        QStringList cells;
        for (const auto &v : row)
            cells << QString::fromUtf8(v.toBytes()) + QLatin1Char('/') + QString::number(int(v.kind()));
        rows << cells.join(QLatin1Char(','));
    }
    return QString::number(r.rows.size()) + QLatin1Char(':') + rows.join(QLatin1Char(';'));
}

} // namespace

class TestResultWriter : public QObject
{
    Q_OBJECT
    sqlite3 *m_db = nullptr;

    static QByteArray rowsSql(int count)
    {
        return QByteArrayLiteral("WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ") + QByteArray::number(count)
            + ") SELECT i, 'row ' || i, CASE WHEN i % 3 = 0 THEN NULL ELSE i * 0.5 END, CAST(printf('%x', i) AS BLOB) FROM n";
    }
    static constexpr const char *Other = "SELECT 'only', 7";

private Q_SLOTS:
    void initTestCase()
    {
        QCOMPARE(sqlite3_open(":memory:", &m_db), SQLITE_OK);
    }
    void cleanupTestCase()
    {
        sqlite3_close(m_db);
    }

    void rowsSentAheadComeTogether_data()
    {
        QTest::addColumn<int>("count");
        QTest::addColumn<int>("pauseMicros");
        QTest::addColumn<bool>("laterStatement");
        QTest::addColumn<bool>("expectAhead");
        // The clock is read every 8th row: 7 rows never go ahead, however slow.
        QTest::newRow("7 slow rows: all in the answer") << 7 << 50 << false << false;
        QTest::newRow("300 slow rows: some ahead") << 300 << 20 << false << true;
        QTest::newRow("300 slow rows, then a later statement's") << 300 << 20 << true << true;
        QTest::newRow("one row") << 1 << 0 << false << false;
    }
    void rowsSentAheadComeTogether()
    {
        QFETCH(int, count);
        QFETCH(int, pauseMicros);
        const QByteArray rows = rowsSql(count);
        QFETCH(bool, laterStatement);
        QFETCH(bool, expectAhead);

        // What the window reads without any row sent ahead.
        QByteArray whole(1, '\0'); // the transaction flag
        {
            ResultWriter plain(whole);
            step(m_db, laterStatement ? Other : rows.constData(), plain, 0);
            plain.finish(0);
        }
        const contracts::Result expected = storage::host::parseResult(whole, 1);

        QByteArray answer(1, '\0');
        QList<QByteArray> ahead;
        ResultWriter writer(answer, [&ahead](const QByteArray &rows) {
            ahead << rows;
            return true;
        });
        step(m_db, rows.constData(), writer, pauseMicros);
        const qsizetype sentByFirst = ahead.size();
        if (laterStatement)
            step(m_db, Other, writer, 0);
        writer.finish(0);
        QCOMPARE(sentByFirst > 0, expectAhead);
        if (laterStatement)
            QCOMPARE(ahead.size(), sentByFirst + 1); // the drop

        std::vector<std::vector<contracts::Value>> read;
        for (const QByteArray &body : std::as_const(ahead))
            storage::host::readRows(body, read);
        contracts::Result got = storage::host::parseResult(answer, 1);
        read.insert(read.end(), got.rows.begin(), got.rows.end());
        got.rows = std::move(read);
        QCOMPARE(got.columns, expected.columns);
        QCOMPARE(describe(got), describe(expected));
    }

    // The window went away after some rows went ahead: the rest stay in the
    // answer (which then cannot be sent either), a later statement sends
    // nothing more, and nothing throws.
    void aWindowGoneMidwayStopsSending()
    {
        QByteArray answer(1, '\0');
        int sends = 0;
        ResultWriter writer(answer, [&sends](const QByteArray &) { return ++sends == 1; });
        step(m_db, rowsSql(300).constData(), writer, 20);
        QCOMPARE(sends, 2); // one sent, one refused, then no more tries
        step(m_db, Other, writer, 0);
        writer.finish(0);
        QCOMPARE(sends, 2);
        QCOMPARE(storage::host::parseResult(answer, 1).rows.size(), size_t(1));
    }
};

QTEST_GUILESS_MAIN(TestResultWriter)
#include "tst_resultwriter.moc"
