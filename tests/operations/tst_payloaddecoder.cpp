// Payload decoders: detection, pretty JSON, PHP serialization, hex, Laravel
// fields, and hostile input that must neither crash nor hang.

#include "operations/payload/payloaddecoder.h"

#include <QTest>

using namespace askr::operations::payload;

class TestPayloadDecoder : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void detects_data()
    {
        QTest::addColumn<QByteArray>("data");
        QTest::addColumn<int>("format");
        QTest::newRow("json object") << QByteArray(R"({"a":1})") << int(Format::Json);
        QTest::newRow("json array") << QByteArray("[1,2]") << int(Format::Json);
        QTest::newRow("broken json is text") << QByteArray("{\"a\":") << int(Format::Text);
        QTest::newRow("php string") << QByteArray(R"(s:5:"hello";)") << int(Format::PhpSerialized);
        QTest::newRow("php array") << QByteArray(R"(a:1:{s:1:"k";i:5;})") << int(Format::PhpSerialized);
        QTest::newRow("counter") << QByteArray("42") << int(Format::Integer);
        QTest::newRow("negative counter") << QByteArray("-7") << int(Format::Integer);
        QTest::newRow("text") << QByteArray("hello world") << int(Format::Text);
        QTest::newRow("nul bytes are binary") << QByteArray("ab\0cd", 5) << int(Format::Binary);
        QTest::newRow("empty") << QByteArray() << int(Format::Text);
    }
    void detects()
    {
        QFETCH(QByteArray, data);
        QFETCH(int, format);
        QCOMPARE(int(detect(data)), format);
    }

    void readsPhp_data()
    {
        QTest::addColumn<QByteArray>("data");
        QTest::addColumn<QString>("contains");
        QTest::newRow("object with private and protected")
            << (QByteArray("O:8:\"App\\Mail\":2:{s:7:\"") + '\0' + "*" + '\0' + "user\";i:3;s:12:\"" + '\0' + "App\\Mail" + '\0'
                + "to\";s:3:\"bob\";}")
            << QStringLiteral("App\\\\Mail {\n  user (protected) => 3\n  to (private) => \"bob\"\n}");
        QTest::newRow("nested array") << QByteArray(R"(a:2:{i:0;b:1;i:1;a:1:{s:1:"x";d:1.5;}})")
                                      << QStringLiteral("array(2) {\n  0 => true\n  1 => array(1) {\n    \"x\" => 1.5\n  }\n}");
        QTest::newRow("null and enum") << QByteArray(R"(a:2:{i:0;N;i:1;E:11:"Suit:Hearts";})") << QStringLiteral("enum Suit:Hearts");
        QTest::newRow("serialized inside a string") << QByteArray(R"(s:22:"O:3:"Foo":1:{i:0;i:1;}";)") << QStringLiteral("(serialized) Foo {");
    }
    void readsPhp()
    {
        QFETCH(QByteArray, data);
        QFETCH(QString, contains);
        bool ok = false;
        const QString out = phpReadable(data, &ok);
        QVERIFY2(ok, qPrintable(out));
        QVERIFY2(out.contains(contains), qPrintable(out));
    }

    void refusesBrokenPhp_data()
    {
        QTest::addColumn<QByteArray>("data");
        QTest::newRow("truncated") << QByteArray(R"(a:2:{i:0;i:1;)");
        QTest::newRow("length past the end") << QByteArray(R"(s:99:"short";)");
        QTest::newRow("negative count") << QByteArray(R"(a:-1:{})");
        QTest::newRow("trailing garbage") << QByteArray(R"(i:1;xyz)");
        QByteArray deep;
        for (int i = 0; i < 5000; ++i)
            deep += "a:1:{i:0;";
        QTest::newRow("hostile depth") << deep;
        QTest::newRow("huge count") << QByteArray("a:999999999999:{");
    }
    void refusesBrokenPhp()
    {
        QFETCH(QByteArray, data);
        bool ok = true;
        phpReadable(data, &ok);
        QVERIFY(!ok);
    }

    void hexDumps()
    {
        const QString dump = hexDump(QByteArray("ABC\0\xff", 5), 16);
        QCOMPARE(dump, QStringLiteral("00000010  41 42 43 00 ff                                    ABC..\n"));
    }

    void escapesInvalidUtf8()
    {
        QCOMPARE(escapedText(QByteArray("ok\xff\n\xc3\xa9")), QStringLiteral("ok\\xff\n\u00e9"));
    }

    void picksOutLaravelFields()
    {
        const QByteArray job = R"({"uuid":"9f1c","displayName":"App\\Jobs\\SendWelcomeEmail","job":"Illuminate\\Queue\\CallQueuedHandler@call",)"
                               R"("maxTries":3,"timeout":60,"data":{"commandName":"App\\Jobs\\SendWelcomeEmail","command":"O:25:\"App\\Jobs\\SendWelcomeEmail\":1:{s:6:\"userId\";i:42;}"}})";
        const auto summary = laravelSummary(job);
        QCOMPARE(summary.value(0), qMakePair(QStringLiteral("Job"), QStringLiteral("App\\Jobs\\SendWelcomeEmail")));
        QCOMPARE(summary.value(1), qMakePair(QStringLiteral("UUID"), QStringLiteral("9f1c")));
        QCOMPARE(jobName(job), QStringLiteral("App\\Jobs\\SendWelcomeEmail"));
        // The rendered JSON carries the unserialized command too.
        const QString text = render(job, Format::Json);
        QVERIFY2(text.contains(QStringLiteral("userId => 42")), qPrintable(text));
        const auto event = laravelSummary(R"({"event":"OrderShipped","data":{"id":1},"socket":null})");
        QCOMPARE(event.value(0), qMakePair(QStringLiteral("Event"), QStringLiteral("OrderShipped")));
        QCOMPARE(event.value(1), qMakePair(QStringLiteral("Socket"), QStringLiteral("null")));
        QVERIFY(laravelSummary("not json").isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestPayloadDecoder)
#include "tst_payloaddecoder.moc"
