// The view over a windowed paged model: its own scroll bar spans the whole
// table; the wheel, the keys, dragging the bar and Ctrl+Home/End reach every
// row, moving the window under the view while the same rows stay on screen;
// the selection follows its items; and the view's own state (its vertical
// header) stays the size of the window, however long the table.

#include "fakepagedsource.h"
#include "storage/session.h"
#include "views/pagedtableview.h"
#include "views/selectionkeeper.h"

#include "askr_contracts_api.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <sqlite3.h>

using namespace askr;
using askr::views::PagedTableView;

class TestPagedTableView : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_tmp;
    std::unique_ptr<storage::Session> m_session;

    // A shown view over 10,000 keys (10, 20, ...) in a window of 1,000.
    struct Fixture {
        askrtest::KeysModel model;
        QAbstractItemModelTester tester;
        PagedTableView view;
        Fixture(storage::Session *session, int keys)
            : model(session, askrtest::keys(keys))
            , tester(&model)
        {
            model.setWindowRows(1000);
            view.setModel(&model);
            view.verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
            view.verticalHeader()->setDefaultSectionSize(20);
            view.resize(400, 20 * 20 + 40);
        }
    };

    static bool counted(askrtest::KeysModel &model)
    {
        QSignalSpy total(&model, &models::PagedTableModel::totalChanged);
        model.reload();
        return total.wait(5000);
    }
    // The key shown at the top of the view, once its page is read.
    static qint64 topKey(PagedTableView &view)
    {
        const QModelIndex top = view.indexAt(QPoint(1, 1));
        if (!QTest::qWaitFor([&] { return top.data(models::PagedTableModel::LoadedRole).toBool(); }, 5000))
            return -1;
        return top.data().toLongLong();
    }
    static qint64 currentPosition(PagedTableView &view, askrtest::KeysModel &model)
    {
        return model.positionOfRow(view.currentIndex().row());
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_session = askrtest::openEmptySession(m_tmp.filePath(QStringLiteral("empty.sqlite")));
        QVERIFY(m_session);
    }

    // The bar shows only when the table is longer than the window, and then
    // spans the table; the view's own bar (over the window) hides.
    void barSpansTheTable_data()
    {
        QTest::addColumn<int>("keys");
        QTest::addColumn<bool>("windowed");
        QTest::newRow("fits the window") << 900 << false;
        QTest::newRow("exactly the window") << 1000 << false;
        QTest::newRow("longer") << 10'000 << true;
    }
    void barSpansTheTable()
    {
        QFETCH(int, keys);
        QFETCH(bool, windowed);
        Fixture f(m_session.get(), keys);
        f.view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&f.view));
        QVERIFY(counted(f.model));
        QCOMPARE(f.view.isWindowed(), windowed);
        QTRY_COMPARE(f.view.tableScrollBar()->isVisible(), windowed);
        QTRY_COMPARE(f.view.verticalScrollBar()->isVisible(), !windowed);
        QVERIFY(f.view.verticalHeader()->count() <= 1000);
        if (windowed) {
            const int visible = f.view.tableScrollBar()->pageStep();
            QVERIFY(visible >= 10 && visible <= 25);
            QCOMPARE(f.view.tableScrollBar()->maximum(), keys - visible);
        }
    }

    // Dragging the bar anywhere shows that position at the top, whatever
    // the window was; the window holds it with room on both sides.
    void barReachesEveryPosition_data()
    {
        QTest::addColumn<int>("position");
        for (int p : {0, 250, 5'000, 5'001, 9'000})
            QTest::addRow("%d", p) << p;
        QTest::newRow("the end") << -1;
    }
    void barReachesEveryPosition()
    {
        QFETCH(int, position);
        Fixture f(m_session.get(), 10'000);
        f.view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&f.view));
        QVERIFY(counted(f.model));
        QScrollBar *bar = f.view.tableScrollBar();
        bar->setValue(position < 0 ? 0 : bar->maximum()); // from the far end
        if (position < 0)
            position = bar->maximum();
        bar->setValue(position);
        QCOMPARE(bar->value(), position);
        QCOMPARE(f.view.firstVisiblePosition(), qint64(position));
        QCOMPARE(topKey(f.view), qint64(position + 1) * 10);
        QVERIFY(f.model.rowOfPosition(position) >= 0);
    }

    // Scrolling the view itself (the wheel drives its own bar, over the
    // window) past the window's margin moves the window, not the rows shown.
    void wheelScrollsAcrossWindows()
    {
        Fixture f(m_session.get(), 10'000);
        f.view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&f.view));
        QVERIFY(counted(f.model));
        QScrollBar *bar = f.view.tableScrollBar();
        qint64 previous = 0;
        for (int step = 0; step < 400; ++step) {
            QWheelEvent wheel(QPointF(50, 50), f.view.viewport()->mapToGlobal(QPointF(50, 50)), QPoint(), QPoint(0, -120),
                              Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
            QCoreApplication::sendEvent(f.view.viewport(), &wheel);
            const qint64 now = f.view.firstVisiblePosition();
            QVERIFY2(now > previous, qPrintable(QStringLiteral("step %1: %2 after %3").arg(step).arg(now).arg(previous)));
            QVERIFY2(now - previous <= 10, qPrintable(QStringLiteral("step %1 jumped from %2 to %3").arg(step).arg(previous).arg(now)));
            QCOMPARE(qint64(bar->value()), now);
            previous = now;
        }
        QVERIFY2(previous > 1000, "scrolled out of the first window");
        QVERIFY(f.model.windowStart() > 0);
        QCOMPARE(topKey(f.view), (previous + 1) * 10);
    }

    // Keys: Down walks row by row across window boundaries; Ctrl+End and
    // Ctrl+Home go to the ends of the table, not of the window.
    void keysReachTheEnds()
    {
        Fixture f(m_session.get(), 10'000);
        f.view.setSelectionBehavior(QAbstractItemView::SelectRows);
        f.view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&f.view));
        QVERIFY(counted(f.model));
        f.view.setFocus();
        f.view.setCurrentIndex(f.model.index(3, 0));
        QTest::keyClick(&f.view, Qt::Key_End, Qt::ControlModifier);
        QCOMPARE(currentPosition(f.view, f.model), 9'999);
        QCOMPARE(f.view.tableScrollBar()->value(), f.view.tableScrollBar()->maximum());
        QTRY_COMPARE(f.view.currentIndex().data().toLongLong(), 100'000);
        QTest::keyClick(&f.view, Qt::Key_Home, Qt::ControlModifier);
        QCOMPARE(currentPosition(f.view, f.model), 0);
        QCOMPARE(f.model.windowStart(), 0);
        // Down from just before the margin of the window to well past it.
        f.view.tableScrollBar()->setValue(700);
        f.view.setCurrentIndex(f.model.index(f.model.rowOfPosition(720), 0));
        for (qint64 expected = 721; expected <= 1'300; ++expected) {
            QTest::keyClick(&f.view, Qt::Key_Down);
            QCOMPARE(currentPosition(f.view, f.model), expected);
        }
        QVERIFY(f.model.windowStart() > 0);
        QVERIFY(QTest::qWaitFor([&] { return f.view.currentIndex().data(models::PagedTableModel::LoadedRole).toBool(); }, 5000));
        QCOMPARE(f.view.currentIndex().data().toLongLong(), 13'010);
    }

    // A selection kept by identity survives the window moving away and
    // back; it is never reported gone for being outside the window.
    void selectionFollowsTheWindow()
    {
        Fixture f(m_session.get(), 10'000);
        f.view.setSelectionBehavior(QAbstractItemView::SelectRows);
        auto *keeper = new views::SelectionKeeper(&f.view);
        QSignalSpy gone(keeper, &views::SelectionKeeper::itemsGone);
        f.view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&f.view));
        QVERIFY(counted(f.model));
        f.view.tableScrollBar()->setValue(600);
        QVERIFY(topKey(f.view) > 0);
        const int row = f.model.rowOfPosition(605);
        f.view.selectionModel()->setCurrentIndex(f.model.index(row, 0), QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        QCOMPARE(keeper->items().size(), 1);
        const qint64 start = f.model.windowStart();
        f.view.tableScrollBar()->setValue(1'100); // moves the window by a little
        QVERIFY(f.model.windowStart() != start);
        QVERIFY(f.view.selectionModel()->isRowSelected(f.model.rowOfPosition(605), {}));
        f.view.tableScrollBar()->setValue(8'000); // and far away
        QTest::qWait(50);
        f.view.tableScrollBar()->setValue(590); // and back
        QVERIFY(QTest::qWaitFor([&] { return f.view.selectionModel()->isRowSelected(f.model.rowOfPosition(605), {}); }, 5000));
        QCOMPARE(f.view.selectionModel()->selectedRows().size(), 1);
        QCOMPARE(keeper->items().size(), 1);
        QCOMPARE(gone.count(), 0);
    }
};

QTEST_MAIN(TestPagedTableView)
#include "tst_pagedtableview.moc"
