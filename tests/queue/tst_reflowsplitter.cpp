// ReflowSplitter: the detail beside the list while both fit, under it
// otherwise, on a real splitter shown offscreen.

#include "views/reflowsplitter.h"

#include <QLabel>
#include <QTest>

using askr::views::ReflowSplitter;

class TestReflowSplitter : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void orientationFollowsWidth_data()
    {
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("list");
        QTest::addColumn<bool>("beside");
        // 300 px of detail beside a list needs list + handle + 300.
        QTest::newRow("room for both") << 1200 << 700 << true;
        QTest::newRow("exactly enough") << 700 + 6 + 300 << 700 << true;
        QTest::newRow("one pixel short") << 700 + 6 + 299 << 700 << false;
        QTest::newRow("list wider than the window") << 900 << 1000 << false;
    }

    void orientationFollowsWidth()
    {
        QFETCH(int, width);
        QFETCH(int, list);
        QFETCH(bool, beside);
        ReflowSplitter splitter;
        splitter.setHandleWidth(6);
        splitter.addWidget(new QLabel(QStringLiteral("list")));
        splitter.addWidget(new QLabel(QStringLiteral("detail")));
        splitter.setDetailMinimum(300);
        splitter.setListWidth([list] { return list; });
        splitter.resize(width, 500);
        splitter.show();
        QVERIFY(QTest::qWaitForWindowExposed(&splitter));
        splitter.reflow();
        QCOMPARE(splitter.orientation(), beside ? Qt::Horizontal : Qt::Vertical);
        if (beside) {
            // The list gets exactly its width, the detail the rest.
            QCOMPARE(splitter.sizes().value(0), list);
            QCOMPARE(splitter.sizes().value(1), width - list - 6);
        } else {
            // Under the list, the list keeps the larger part.
            QVERIFY2(splitter.sizes().value(0) > splitter.sizes().value(1), qPrintable(QStringLiteral("%1 vs %2").arg(splitter.sizes().value(0)).arg(splitter.sizes().value(1))));
        }
    }

    void reflowsWhenResizedOrTheListGrows()
    {
        int list = 600;
        ReflowSplitter splitter;
        splitter.setHandleWidth(6);
        splitter.addWidget(new QLabel(QStringLiteral("list")));
        splitter.addWidget(new QLabel(QStringLiteral("detail")));
        splitter.setDetailMinimum(300);
        splitter.setListWidth([&list] { return list; });
        splitter.resize(1000, 500);
        splitter.show();
        QVERIFY(QTest::qWaitForWindowExposed(&splitter));
        QTRY_COMPARE(splitter.orientation(), Qt::Horizontal);
        // The window narrows past what both need: the detail moves under.
        splitter.resize(800, 500);
        QTRY_COMPARE(splitter.orientation(), Qt::Vertical);
        splitter.resize(1000, 500);
        QTRY_COMPARE(splitter.orientation(), Qt::Horizontal);
        QCOMPARE(splitter.sizes().value(0), 600);
        // Longer names loaded: the list widens, the detail gives way.
        list = 650;
        splitter.scheduleReflow();
        QTRY_COMPARE(splitter.sizes().value(0), 650);
        // A split the user made wider is kept.
        splitter.setSizes({680, 314});
        splitter.reflow();
        QCOMPARE(splitter.sizes().value(0), 680);
        // Too wide for both now: under.
        list = 800;
        splitter.scheduleReflow();
        QTRY_COMPARE(splitter.orientation(), Qt::Vertical);
    }

    void keepsARestoredSplit()
    {
        QByteArray state;
        {
            QSplitter saved(Qt::Horizontal);
            saved.addWidget(new QLabel);
            saved.addWidget(new QLabel);
            saved.resize(1000, 500);
            saved.setSizes({700, 294});
            state = saved.saveState();
        }
        ReflowSplitter splitter;
        splitter.addWidget(new QLabel(QStringLiteral("list")));
        splitter.addWidget(new QLabel(QStringLiteral("detail")));
        splitter.setDetailMinimum(250);
        splitter.setListWidth([] { return 600; });
        QVERIFY(splitter.restoreLayout(state));
        splitter.resize(1000, 500);
        splitter.show();
        QVERIFY(QTest::qWaitForWindowExposed(&splitter));
        splitter.reflow();
        QCOMPARE(splitter.orientation(), Qt::Horizontal);
        QVERIFY2(splitter.sizes().value(0) > 600, qPrintable(QString::number(splitter.sizes().value(0))));
    }
};

QTEST_MAIN(TestReflowSplitter)
#include "tst_reflowsplitter.moc"
