// The key browser's filter: a plain prefix becomes a GLOB whose
// metacharacters are escaped, a pattern with them is a GLOB, and \xNN typed
// by the user selects bytes that are not UTF-8. Checked against the
// contract's CountKeys, so the escaping is proven in SQLite itself.

#include "models/cache/cachekeyfilter.h"
#include "cachetestsupport.h"

#include <QRandomGenerator>
#include <QTemporaryDir>

using namespace askr;
using models::CacheKeyFilter;

Q_DECLARE_METATYPE(CacheKeyFilter::Mode)

class TestCacheKeyFilter : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_tmp;

private Q_SLOTS:
    void fromInput_data()
    {
        QTest::addColumn<QString>("pattern");
        QTest::addColumn<CacheKeyFilter::Mode>("mode");
        QTest::addColumn<QString>("contains");
        QTest::addColumn<QVariant>("glob");
        QTest::addColumn<QVariant>("text");
        using M = CacheKeyFilter::Mode;
        const QVariant none;
        QTest::newRow("empty") << QString() << M::Auto << QString() << none << none;
        QTest::newRow("auto prefix") << QStringLiteral("user:") << M::Auto << QString() << QVariant(QByteArray("user:*")) << none;
        QTest::newRow("auto glob") << QStringLiteral("user:*:name") << M::Auto << QString() << QVariant(QByteArray("user:*:name")) << none;
        QTest::newRow("auto set is a glob") << QStringLiteral("a[12]") << M::Auto << QString() << QVariant(QByteArray("a[12]")) << none;
        QTest::newRow("prefix escapes [") << QStringLiteral("a[1]") << M::Prefix << QString() << QVariant(QByteArray("a[[]1]*")) << none;
        QTest::newRow("prefix escapes * and ?") << QStringLiteral("*?") << M::Prefix << QString() << QVariant(QByteArray("[*][?]*")) << none;
        QTest::newRow("glob as typed") << QStringLiteral("user") << M::Glob << QString() << QVariant(QByteArray("user")) << none;
        QTest::newRow("contains") << QString() << M::Auto << QStringLiteral("42") << none << QVariant(QByteArray("42"));
        QTest::newRow("both") << QStringLiteral("a:") << M::Auto << QStringLiteral("x") << QVariant(QByteArray("a:*")) << QVariant(QByteArray("x"));
        QTest::newRow("non-UTF-8 typed as \\xNN") << QStringLiteral("bin:\\xff") << M::Auto << QString() << QVariant(QByteArray("bin:\xff*"))
                                                 << none;
        QTest::newRow("backslash typed as \\\\") << QStringLiteral("App\\\\Jobs") << M::Prefix << QString()
                                                << QVariant(QByteArray("App\\Jobs*")) << none;
        QTest::newRow("lone backslash stays") << QStringLiteral("a\\b") << M::Prefix << QString() << QVariant(QByteArray("a\\b*")) << none;
    }
    void fromInput()
    {
        QFETCH(QString, pattern);
        QFETCH(CacheKeyFilter::Mode, mode);
        QFETCH(QString, contains);
        QFETCH(QVariant, glob);
        QFETCH(QVariant, text);
        const auto f = CacheKeyFilter::fromInput(pattern, mode, contains);
        QCOMPARE(f.glob.has_value(), glob.isValid());
        if (f.glob)
            QCOMPARE(*f.glob, glob.toByteArray());
        QCOMPARE(f.text.has_value(), text.isValid());
        if (f.text)
            QCOMPARE(*f.text, text.toByteArray());
        QCOMPARE(f.isEmpty(), !glob.isValid() && !text.isValid());
    }

    void escapedPrefixMatchesLiterallyInSqlite_data()
    {
        QTest::addColumn<QString>("pattern");
        QTest::addColumn<CacheKeyFilter::Mode>("mode");
        QTest::addColumn<qint64>("count");
        QTest::addColumn<QString>("contains");
        using M = CacheKeyFilter::Mode;
        // Keys: a[1], a[1]x, a1, a1x, ab, a*b, a?c, bin:\xff\xfe, bin:\xfe
        QTest::newRow("prefix a[1]: the brackets are literal") << QStringLiteral("a[1]") << M::Prefix << qint64(2) << QString();
        QTest::newRow("glob a[1]: a set matching a1") << QStringLiteral("a[1]") << M::Glob << qint64(1) << QString();
        QTest::newRow("auto a[1] is the glob") << QStringLiteral("a[1]") << M::Auto << qint64(1) << QString();
        QTest::newRow("prefix a*: only the star") << QStringLiteral("a*") << M::Prefix << qint64(1) << QString();
        QTest::newRow("glob a*: every a key") << QStringLiteral("a*") << M::Glob << qint64(7) << QString();
        QTest::newRow("prefix a?") << QStringLiteral("a?") << M::Prefix << qint64(1) << QString();
        // SQLite's GLOB reads UTF-8: every invalid byte is the same
        // replacement character to it, so \xff and \xfe both match...
        QTest::newRow("non-UTF-8 prefix (GLOB is not byte-exact)") << QStringLiteral("bin:\\xff") << M::Auto << qint64(2) << QString();
        // ...while the substring search compares bytes: exact.
        QTest::newRow("non-UTF-8 contains is byte-exact") << QString() << M::Auto << qint64(1) << QStringLiteral("\\xff");
        QTest::newRow("prefix bin:") << QStringLiteral("bin:") << M::Auto << qint64(2) << QString();
    }
    void escapedPrefixMatchesLiterallyInSqlite()
    {
        QFETCH(QString, pattern);
        QFETCH(CacheKeyFilter::Mode, mode);
        QFETCH(qint64, count);
        QFETCH(QString, contains);
        auto db = cachetest::makeDb(m_tmp.filePath(QStringLiteral("filter.sqlite")));
        for (const QByteArray &k : {QByteArray("a[1]"), QByteArray("a[1]x"), QByteArray("a1"), QByteArray("a1x"), QByteArray("ab"),
                                    QByteArray("a*b"), QByteArray("a?c"), QByteArray("bin:\xff\xfe"), QByteArray("bin:\xfe")})
            contracts::cache::set(*db, k, "v", std::nullopt);
        const auto f = CacheKeyFilter::fromInput(pattern, mode, contains);
        QCOMPARE(contracts::cache::countKeys(*db, f.glob, f.text).count.toInt(), count);
    }

    void unescapeInvertsEscape()
    {
        // Whatever the bytes, the displayed form typed back selects them.
        auto *rng = QRandomGenerator::global();
        for (int i = 0; i < 500; ++i) {
            QByteArray bytes(int(rng->bounded(1, 40)), Qt::Uninitialized);
            for (char &c : bytes)
                c = char(rng->bounded(256));
            QCOMPARE(models::unescapeBytes(contracts::escapeBytes(bytes)), bytes);
        }
    }
};

QTEST_GUILESS_MAIN(TestCacheKeyFilter)
#include "tst_cachekeyfilter.moc"
