// The one JSON form of an id set that the *Ids contract operations take.

#include "operations/ids.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace askr;

class TestIds : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void json_data()
    {
        QTest::addColumn<std::vector<qint64>>("ids");
        QTest::addColumn<QByteArray>("expected");
        QTest::newRow("none") << std::vector<qint64> {} << QByteArray("[]");
        QTest::newRow("one") << std::vector<qint64> { 7 } << QByteArray("[7]");
        QTest::newRow("several, order kept") << std::vector<qint64> { 3, 1, 2 } << QByteArray("[3,1,2]");
        QTest::newRow("largest id") << std::vector<qint64> { std::numeric_limits<qint64>::max() } << QByteArray("[9223372036854775807]");
    }
    void json()
    {
        QFETCH(std::vector<qint64>, ids);
        QFETCH(QByteArray, expected);
        const QByteArray json = operations::idsJson(ids);
        QCOMPARE(json, expected);
        // What JSON readers (SQLite's json_each among them) read back.
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
        QCOMPARE(error.error, QJsonParseError::NoError);
        QCOMPARE(doc.array().size(), qsizetype(ids.size()));
    }
};

QTEST_GUILESS_MAIN(TestIds)
#include "tst_ids.moc"
