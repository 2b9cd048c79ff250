// .env as phpdotenv reads it (operations::laravel::DotEnv).

#include "operations/laravel/dotenv.h"

#include <QTest>

using askr::operations::laravel::DotEnv;

class TestDotEnv : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void values_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("expected");
        QTest::newRow("plain") << QByteArray("A=b\n") << "A" << "b";
        QTest::newRow("spaces around") << QByteArray("  A = b  \n") << "A" << "b";
        QTest::newRow("export") << QByteArray("export A=b\n") << "A" << "b";
        QTest::newRow("empty") << QByteArray("A=\n") << "A" << "";
        QTest::newRow("comment after a space") << QByteArray("A=b # note\n") << "A" << "b";
        QTest::newRow("hash in a word") << QByteArray("A=b#c\n") << "A" << "b#c";
        QTest::newRow("single quotes literal") << QByteArray("B=x\nA='${B} \\n'\n") << "A" << "${B} \\n";
        QTest::newRow("double quotes escapes") << QByteArray("A=\"a\\\"b\\\\c\\nd\"\n") << "A" << "a\"b\\c\nd";
        QTest::newRow("double quotes interpolate") << QByteArray("B=x\nA=\"${B}/y\"\n") << "A" << "x/y";
        QTest::newRow("unquoted interpolates") << QByteArray("DIR=/srv\nA=${DIR}/q.sqlite\n") << "A" << "/srv/q.sqlite";
        QTest::newRow("unknown reference is empty") << QByteArray("A=${NOPE}x\n") << "A" << "x";
        QTest::newRow("comment after quotes") << QByteArray("A=\"b c\" # note\n") << "A" << "b c";
        QTest::newRow("multiline double quotes") << QByteArray("A=\"one\ntwo\"\nB=c\n") << "A" << "one\ntwo";
        QTest::newRow("after multiline") << QByteArray("A=\"one\ntwo\"\nB=c\n") << "B" << "c";
        QTest::newRow("later line wins") << QByteArray("A=1\nA=2\n") << "A" << "2";
        QTest::newRow("CRLF") << QByteArray("A=b\r\nC=d\r\n") << "A" << "b";
        QTest::newRow("dotted key") << QByteArray("a.b=c\n") << "a.b" << "c";
        QTest::newRow("UTF-8") << QByteArray("A=\"Grüße\"\n") << "A" << QStringLiteral("Grüße");
    }
    void values()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, key);
        QFETCH(QString, expected);
        const DotEnv env = DotEnv::parse(text);
        QVERIFY2(env.has(key), qPrintable(env.values.keys().join(QLatin1Char(','))));
        QCOMPARE(env.value(key), expected);
    }

    void problems_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("problem");
        QTest::newRow("no equals") << QByteArray("A=1\nJUSTAWORD\n") << "line 2: not KEY=value";
        QTest::newRow("unclosed quote") << QByteArray("A=\"open\n") << "line 1: the quote is never closed";
        QTest::newRow("unquoted spaces") << QByteArray("\n\nA=two words\n") << "line 3: a value with spaces must be quoted (Laravel refuses the file)";
    }
    void problems()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, problem);
        const DotEnv env = DotEnv::parse(text);
        QCOMPARE(env.problems, QStringList { problem });
    }

    void commentsAndBlankLinesAreNoKeys()
    {
        const DotEnv env = DotEnv::parse("# APP_NAME=x\n\n   \n#\nA=1\n");
        QCOMPARE(env.values.size(), 1);
        QVERIFY(env.problems.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestDotEnv)
#include "tst_dotenv.moc"
