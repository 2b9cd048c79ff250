// The compact numbers of table cells and dashboard figures.

#include "operations/format/format.h"

#include <QLocale>
#include <QTest>

#include <limits>

using namespace askr::operations;

class TestFormat : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    }

    void rateNumber_data()
    {
        QTest::addColumn<double>("rate");
        QTest::addColumn<QString>("shown");
        QTest::newRow("none") << 0.0 << QStringLiteral("0");
        QTest::newRow("a job every two minutes") << 0.5 << QStringLiteral("0.5");
        QTest::newRow("small, tenths kept") << 6.0 << QStringLiteral("6.0");
        QTest::newRow("just under ten") << 9.94 << QStringLiteral("9.9");
        QTest::newRow("rounds to ten") << 9.96 << QStringLiteral("10");
        QTest::newRow("large, whole") << 273.0 << QStringLiteral("273");
        QTest::newRow("large, rounded") << 273.6 << QStringLiteral("274");
        QTest::newRow("thousands grouped") << 12345.0 << QStringLiteral("12,345");
    }

    void rateNumber()
    {
        QFETCH(double, rate);
        QFETCH(QString, shown);
        QCOMPARE(formatRateNumber(rate), shown);
    }

    void saturatedInteger_data()
    {
        QTest::addColumn<double>("v");
        QTest::addColumn<qint64>("expected");
        constexpr qint64 max = std::numeric_limits<qint64>::max(), min = std::numeric_limits<qint64>::min();
        QTest::newRow("zero") << 0.0 << qint64(0);
        QTest::newRow("truncated") << 59.9 << qint64(59);
        QTest::newRow("negative") << -3.5 << qint64(-3);
        // A longest wait since a far past, as the trend keeps it: 2^63.
        QTest::newRow("the largest wait, as a double") << double(max) << max;
        QTest::newRow("beyond") << 1e300 << max;
        QTest::newRow("infinite") << std::numeric_limits<double>::infinity() << max;
        QTest::newRow("the smallest") << double(min) << min;
        QTest::newRow("below") << -1e300 << min;
        QTest::newRow("not a number") << std::numeric_limits<double>::quiet_NaN() << qint64(0);
    }

    void saturatedInteger()
    {
        QFETCH(double, v);
        QFETCH(qint64, expected);
        QCOMPARE(askr::operations::saturatedInteger(v), expected);
    }

    void rateNumberFollowsTheLocale()
    {
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
        QCOMPARE(formatRateNumber(2.5), QStringLiteral("2,5"));
        QCOMPARE(formatRateNumber(1234.0), QStringLiteral("1.234"));
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    }
};

QTEST_GUILESS_MAIN(TestFormat)
#include "tst_format.moc"
