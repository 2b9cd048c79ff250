// Header titles stay whole: a section narrower than its title is widened
// when the header is shown, and one kept narrow (stretched or fixed by its
// mode) is known as elided, for the tooltip.

#include "views/headertips.h"

#include <QHeaderView>
#include <QStandardItemModel>
#include <QTableView>
#include <QTest>

using askr::views::HeaderTips;

class TestHeaderTips : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void widensNarrowTitles_data()
    {
        QTest::addColumn<QString>("title");
        QTest::addColumn<bool>("sortIndicator");
        QTest::newRow("German queue") << QStringLiteral("Warteschlange") << false;
        QTest::newRow("with a sort arrow") << QStringLiteral("Fehlgeschlagen") << true;
        QTest::newRow("short title left as it is") << QStringLiteral("ID") << false;
    }
    void widensNarrowTitles()
    {
        QFETCH(QString, title);
        QFETCH(bool, sortIndicator);
        QStandardItemModel model(3, 2);
        model.setHorizontalHeaderLabels({title, QStringLiteral("x")});
        QTableView view;
        view.setModel(&model);
        view.horizontalHeader()->setSortIndicatorShown(sortIndicator);
        view.horizontalHeader()->setMinimumSectionSize(10);
        view.horizontalHeader()->resizeSection(0, 30);
        HeaderTips::install(view.horizontalHeader());
        const int before = view.horizontalHeader()->sectionSize(0);
        const bool wasElided = HeaderTips::isElided(view.horizontalHeader(), 0);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QVERIFY(!HeaderTips::isElided(view.horizontalHeader(), 0));
        QCOMPARE(view.horizontalHeader()->sectionSize(0) > before, wasElided);
    }

    void stretchedSectionStaysAndIsElided()
    {
        QStandardItemModel model(1, 1);
        model.setHorizontalHeaderLabels({QStringLiteral("Fehlgeschlagen am")});
        QTableView view;
        view.setModel(&model);
        view.horizontalHeader()->setSectionResizeMode(0, QHeaderView::Fixed);
        view.horizontalHeader()->setMinimumSectionSize(10);
        view.horizontalHeader()->resizeSection(0, 20);
        HeaderTips::install(view.horizontalHeader());
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QCOMPARE(view.horizontalHeader()->sectionSize(0), 20);
        QVERIFY(HeaderTips::isElided(view.horizontalHeader(), 0));
    }
};

QTEST_MAIN(TestHeaderTips)
#include "tst_headertips.moc"
