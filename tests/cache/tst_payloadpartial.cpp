// Rendering the first bytes of a large value, which no parser accepts:
// JSON re-indented token by token, the PHP tree as far as it goes, a UTF-8
// character cut by the chunk end left out; and the shared PayloadView shows
// a prefix that way, offering more until its load limit.

#include "operations/payload/payloaddecoder.h"
#include "views/payloadview.h"

#include <QPushButton>
#include <QTest>

using namespace askr;
using namespace askr::operations::payload;

class TestPayloadPartial : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void prettyJsonOfAPrefix_data()
    {
        QTest::addColumn<QByteArray>("prefix");
        QTest::addColumn<QString>("expected");
        QTest::newRow("cut in a member") << QByteArray("{\"a\":1,\"b\":[1,2") << QStringLiteral("{\n  \"a\": 1,\n  \"b\": [\n    1,\n    2");
        QTest::newRow("strings keep braces and escapes") << QByteArray("{\"s\":\"{[,:\\\"]}\",\"t\":")
                                                           << QStringLiteral("{\n  \"s\": \"{[,:\\\"]}\",\n  \"t\": ");
        QTest::newRow("empty containers stay short") << QByteArray("{\"a\":{},\"b\":[ ],") << QStringLiteral("{\n  \"a\": {},\n  \"b\": [],\n  ");
        QTest::newRow("whitespace is replaced") << QByteArray("[\n  1 ,\t2]") << QStringLiteral("[\n  1,\n  2\n]");
        QTest::newRow("cut inside a string") << QByteArray("[\"abc") << QStringLiteral("[\n  \"abc");
    }
    void prettyJsonOfAPrefix()
    {
        QFETCH(QByteArray, prefix);
        QFETCH(QString, expected);
        QCOMPARE(prettyJsonPartial(prefix), expected);
    }

    void phpTreeAsFarAsItGoes()
    {
        const QByteArray whole = "a:3:{s:4:\"name\";s:5:\"Alice\";s:5:\"roles\";a:2:{i:0;s:5:\"admin\";i:1;s:6:\"editor\";}s:3:\"age\";i:42;}";
        bool complete = false;
        QCOMPARE(phpReadablePartial(whole, &complete), phpReadable(whole));
        QVERIFY(complete);
        // Cut inside "editor": the tree up to there, the string's start.
        const QByteArray prefix = whole.left(whole.indexOf("editor") + 3);
        const QString partial = phpReadablePartial(prefix, &complete);
        QVERIFY(!complete);
        QCOMPARE(partial, QStringLiteral("array(3) {\n  \"name\" => \"Alice\"\n  \"roles\" => array(2) {\n    0 => \"admin\"\n    1 => \"edi"));
    }

    void cutCharacterIsLeftOut_data()
    {
        QTest::addColumn<QByteArray>("prefix");
        QTest::addColumn<QByteArray>("expected");
        const QByteArray euro = "\xe2\x82\xac"; // three bytes
        QTest::newRow("whole") << QByteArray("a") + euro << QByteArray("a") + euro;
        QTest::newRow("two of three") << QByteArray("a") + euro.left(2) << QByteArray("a");
        QTest::newRow("one of three") << QByteArray("a") + euro.left(1) << QByteArray("a");
        QTest::newRow("ascii") << QByteArray("abc") << QByteArray("abc");
        QTest::newRow("stray continuation kept") << QByteArray("a\x80") << QByteArray("a\x80");
        QTest::newRow("four-byte, three in") << QByteArray("\xf0\x9f\x98") << QByteArray();
    }
    void cutCharacterIsLeftOut()
    {
        QFETCH(QByteArray, prefix);
        QFETCH(QByteArray, expected);
        QCOMPARE(withoutCutCharacter(prefix), expected);
    }

    void viewShowsAPrefixAndStopsAtItsLimit()
    {
        views::PayloadView view;
        view.setMode(views::PayloadView::Auto);
        QByteArray json = "[";
        for (int i = 0; i < 1000; ++i)
            json += "{\"row\":" + QByteArray::number(i) + "},";
        json += "{}]";
        const QByteArray first = json.left(100);
        view.setPayload(first, json.size());
        QCOMPARE(view.shownFormat(), Format::Json);
        QVERIFY2(view.shownText().startsWith(QStringLiteral("[\n  {\n    \"row\": 0\n  },")), qPrintable(view.shownText()));
        QVERIFY(view.shownText().contains(QLatin1String("more not loaded")));
        auto *more = view.findChild<QPushButton *>(QStringLiteral("payloadMore"));
        QVERIFY(more->isVisibleTo(&view));
        view.setLoadLimit(100);
        QVERIFY(!more->isVisibleTo(&view)); // at the limit: save to a file instead
        view.setLoadLimit(-1);
        QVERIFY(more->isVisibleTo(&view));
        view.appendChunk(json.mid(100));
        QVERIFY(!more->isVisibleTo(&view));
        QVERIFY(!view.shownText().contains(QLatin1String("more not loaded")));
    }
};

QTEST_MAIN(TestPayloadPartial)
#include "tst_payloadpartial.moc"
