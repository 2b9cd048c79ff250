// Counts on a chart read as in the tables: a bar's label and the count axis
// are whole numbers in the locale, grouped, never in exponent form (Qt
// Charts' own default wrote a million ready jobs "1e+06").

#include "views/chartcounts.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QGraphicsTextItem>
#include <QHorizontalBarSeries>
#include <QTest>
#include <QValueAxis>

#include <algorithm>

class TestChartCounts : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void cleanup() { QLocale::setDefault(QLocale::c()); }

    void labelsAreWholeGroupedCounts_data()
    {
        QTest::addColumn<QLocale>("locale");
        QTest::addColumn<qreal>("count");
        QTest::addColumn<QString>("label");
        const QLocale en(QLocale::English, QLocale::UnitedStates), de(QLocale::German, QLocale::Germany);
        QTest::newRow("C: a few") << QLocale::c() << qreal(437) << QStringLiteral("437");
        QTest::newRow("C: a million and more") << QLocale::c() << qreal(1'234'567) << QStringLiteral("1234567");
        QTest::newRow("C: exactly a million") << QLocale::c() << qreal(1'000'000) << QStringLiteral("1000000");
        QTest::newRow("en_US: thousands") << en << qreal(40'032) << QStringLiteral("40,032");
        QTest::newRow("en_US: a million and more") << en << qreal(1'234'567) << QStringLiteral("1,234,567");
        QTest::newRow("de_DE: a million and more") << de << qreal(1'234'567) << QStringLiteral("1.234.567");
        QTest::newRow("en_US: ten billion") << en << qreal(10'000'000'001) << QStringLiteral("10,000,000,001");
    }
    void labelsAreWholeGroupedCounts()
    {
        QFETCH(QLocale, locale);
        QFETCH(qreal, count);
        QFETCH(QString, label);
        QLocale::setDefault(locale);
        auto *chart = new QChart;
        QChartView view(chart);
        auto *series = new QHorizontalBarSeries;
        auto *set = new QBarSet(QStringLiteral("ready"));
        *set << count << 1;
        series->append(set);
        series->setLabelsVisible(true);
        series->setLabelsPosition(QAbstractBarSeries::LabelsOutsideEnd);
        chart->addSeries(series);
        auto *names = new QBarCategoryAxis;
        names->append({QStringLiteral("busy"), QStringLiteral("rare")});
        auto *counts = new QValueAxis;
        counts->setLabelFormat(QStringLiteral("%.0f"));
        counts->setRange(0, count * 1.25);
        chart->addAxis(names, Qt::AlignLeft);
        chart->addAxis(counts, Qt::AlignBottom);
        series->attachAxis(names);
        series->attachAxis(counts);
        askr::views::showCountsAsTables(chart, series);
        view.resize(900, 300);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        auto texts = [&view] {
            QStringList out;
            for (QGraphicsItem *item : view.scene()->items())
                if (auto *t = dynamic_cast<QGraphicsTextItem *>(item); t && t->isVisible())
                    out << t->toPlainText();
            return out;
        };
        QTRY_VERIFY2(texts().contains(label), qPrintable(texts().join(QLatin1Char('|'))));
        // Nothing in exponent form, and the count axis grouped as the label.
        for (const QString &t : texts())
            QVERIFY2(!t.contains(QStringLiteral("e+")), qPrintable(t));
        if (count >= 10'000 && locale != QLocale::c()) {
            const QStringList all = texts();
            QVERIFY2(std::any_of(all.cbegin(), all.cend(), [&](const QString &t) { return t != label && t.contains(locale.groupSeparator()); }),
                     qPrintable(all.join(QLatin1Char('|'))));
        }
    }
};

QTEST_MAIN(TestChartCounts)
#include "tst_chartcounts.moc"
