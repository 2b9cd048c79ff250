// The one escaping of keys and names (operations/format/escaping.h): what is
// printed reads back as the same bytes, and reads as the text it is.

#include "operations/format/escaping.h"
#include "value.h"

#include <QRandomGenerator>
#include <QTest>

using namespace askr::operations;

class TestEscaping : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void escapeName_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("shown");
        QTest::newRow("plain") << QByteArray("laravel_cache:user:1") << QStringLiteral("laravel_cache:user:1");
        QTest::newRow("not UTF-8, NUL") << QByteArray("k\xff\xfe\0z", 5) << QStringLiteral("k\\xff\\xfe\\x00z");
        QTest::newRow("class names keep one backslash") << QByteArray("App\\Jobs\\Sync") << QStringLiteral("App\\Jobs\\Sync");
        QTest::newRow("a backslash before an escape") << QByteArray("a\\\n") << QStringLiteral("a\\\\\\x0a");
        QTest::newRow("text that looks like an escape") << QByteArray("\\x41") << QStringLiteral("\\\\x41");
        QTest::newRow("two backslashes") << QByteArray("\\\\") << QStringLiteral("\\\\\\");
        QTest::newRow("quotes stay") << QByteArray("say \"hi\" 'x'") << QStringLiteral("say \"hi\" 'x'");
        QTest::newRow("tab, DEL and C1") << QByteArray("a\tb\x7f\xc2\x85") << QStringLiteral("a\\x09b\\x7f\\xc2\\x85");
        QTest::newRow("UTF-8 kept") << QByteArray("caf\xc3\xa9 \xe2\x9c\x93") << QString::fromUtf8("café ✓");
        QTest::newRow("surrogate bytes") << QByteArray("\xed\xa0\x80") << QStringLiteral("\\xed\\xa0\\x80");
        QTest::newRow("overlong") << QByteArray("\xc0\xaf") << QStringLiteral("\\xc0\\xaf");
        QTest::newRow("cut at the end") << QByteArray("a\xe2\x9c") << QStringLiteral("a\\xe2\\x9c");
    }

    void escapeName()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, shown);
        QCOMPARE(askr::operations::escapeName(bytes), shown);
        QCOMPARE(unescapeName(shown), bytes);
    }

    // Every string of up to five bytes over the bytes that make escaping
    // hard reads back as itself.
    void everyShortStringRoundTrips()
    {
        // Backslash, what follows one in an escape, NUL, invalid UTF-8, a
        // newline and a tab, a two-byte character, and a C1 control (c2 85).
        const QByteArray alphabet("\\x4f\0\xff\n\t\xc3\xa9\xc2\x85", 12);
        const int n = int(alphabet.size());
        for (int len = 0; len <= 5; ++len) {
            int count = 1;
            for (int i = 0; i < len; ++i)
                count *= n;
            for (int code = 0; code < count; ++code) {
                QByteArray b;
                for (int i = 0, c = code; i < len; ++i, c /= n)
                    b += alphabet[c % n];
                const QString shown = askr::operations::escapeName(b);
                if (unescapeName(shown) != b)
                    QFAIL(qPrintable(QStringLiteral("%1 printed as %2 reads back as %3")
                                         .arg(QString::fromLatin1(b.toHex()), shown, QString::fromLatin1(unescapeName(shown).toHex()))));
                // Printed names are one line without control characters.
                for (const QChar c : shown)
                    QVERIFY(c.unicode() >= 0x20 && c.unicode() != 0x7f);
                // What the window shows (its cells, its readable keys) is
                // given back to askr-deskctl as well.
                for (const QString &window : { askr::contracts::escapeBytes(b), askr::contracts::readableBytes(b) })
                    if (unescapeName(window) != b)
                        QFAIL(qPrintable(QStringLiteral("%1 shown as %2 reads back as %3")
                                             .arg(QString::fromLatin1(b.toHex()), window, QString::fromLatin1(unescapeName(window).toHex()))));
            }
        }
    }

    void typedBackslashesAreLiteral()
    {
        QCOMPARE(unescapeName(QStringLiteral("App\\Jobs\\X")), QByteArray("App\\Jobs\\X"));
        QCOMPARE(unescapeName(QStringLiteral("\\xZZ\\x4")), QByteArray("\\xZZ\\x4"));
        QCOMPARE(unescapeName(QStringLiteral("\\x-1")), QByteArray("\\x-1"));
    }

    void bytesFromHex()
    {
        QCOMPARE(askr::operations::bytesFromHex(QStringLiteral("6bFFfe007a")), std::optional<QByteArray>(QByteArray("k\xff\xfe\0z", 5)));
        QCOMPARE(askr::operations::bytesFromHex(QStringLiteral("6b:ff fe")), std::optional<QByteArray>(QByteArray("k\xff\xfe")));
        QCOMPARE(askr::operations::bytesFromHex(QString()), std::optional<QByteArray>(QByteArray()));
        QVERIFY(!askr::operations::bytesFromHex(QStringLiteral("6b7")));
        QVERIFY(!askr::operations::bytesFromHex(QStringLiteral("zz")));
    }

    // Values stream through appendEscapedText: a character cut at a chunk's
    // end is written whole with the next chunk.
    void escapedTextAcrossChunks()
    {
        const QByteArray value = QByteArray("line 1\n\xe2\x9c\x93\tok\r\0\xff", 16);
        QByteArray whole;
        QCOMPARE(appendEscapedText(whole, value, true), qsizetype(value.size()));
        QCOMPARE(whole, QByteArray("line 1\n\xe2\x9c\x93\tok\\x0d\\x00\\xff"));
        for (qsizetype cut = 0; cut <= value.size(); ++cut) {
            QByteArray out;
            QByteArray pending = value.left(cut);
            pending.remove(0, appendEscapedText(out, pending, false));
            pending += value.mid(cut);
            appendEscapedText(out, pending, true);
            QCOMPARE(out, whole);
        }
    }

    // appendEscapedText writes from a table (issue 47: 200 MB/s and more of
    // random bytes); it must write what escapeName does wherever a name and
    // a value are escaped alike (no backslash, newline or tab), on every
    // pair of bytes, on sequences around each lead byte's limits, and on
    // random bytes cut into random chunks.
    void tableAgreesWithTheRules()
    {
        auto same = [](const QByteArray &data) {
            QByteArray text;
            appendEscapedText(text, data, true);
            return text == askr::operations::escapeName(data).toUtf8();
        };
        for (int a = 0; a < 256; ++a)
            for (int b = 0; b < 256; ++b) {
                if (a == '\\' || a == '\n' || a == '\t' || b == '\\' || b == '\n' || b == '\t')
                    continue;
                const char pair[2] = { char(a), char(b) };
                QVERIFY2(same(QByteArray(pair, 2)), qPrintable(QStringLiteral("%1 %2").arg(a, 2, 16).arg(b, 2, 16)));
            }
        const uchar edges[] = { 0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC2, 0xE0, 0xF4, 0xFF };
        for (int lead = 0xE0; lead <= 0xF4; ++lead)
            for (uchar b : edges)
                for (uchar c : edges)
                    for (uchar d : edges) {
                        const char seq[4] = { char(lead), char(b), char(c), char(d) };
                        for (int len = 1; len <= 4; ++len)
                            QVERIFY2(same(QByteArray(seq, len)), QByteArray(seq, len).toHex(' ').constData());
                    }
        QRandomGenerator random(47);
        QByteArray data(1 << 20, Qt::Uninitialized);
        for (char &c : data) {
            const uchar u = uchar(random.bounded(256));
            c = char(u == '\\' || u == '\n' || u == '\t' ? 'a' : u);
        }
        QVERIFY(same(data));
        QByteArray whole;
        appendEscapedText(whole, data, true);
        QByteArray chunked, pending;
        for (qsizetype at = 0; at < data.size();) {
            const qsizetype take = std::min<qsizetype>(data.size() - at, 1 + random.bounded(9000));
            pending += data.mid(at, take);
            at += take;
            pending.remove(0, appendEscapedText(chunked, pending, false));
        }
        appendEscapedText(chunked, pending, true);
        QCOMPARE(chunked, whole);
    }
};

QTEST_GUILESS_MAIN(TestEscaping)
#include "tst_escaping.moc"
