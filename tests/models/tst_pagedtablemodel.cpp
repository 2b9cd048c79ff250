// The paged model: exact row count, pages loaded on demand at any position
// (first, middle, last, both orders), bounded memory, and live refresh that
// keeps the view in place. A fake source stands in for the SQL so that the
// test controls every row.

#include "fakepagedsource.h"
#include "models/idpagedsource.h"
#include "models/pagedtablemodel.h"
#include "storage/session.h"

#include "askr_contracts_api.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QFont>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <sqlite3.h>

#include <atomic>
#include <mutex>
#include <optional>

using namespace askr;
using contracts::Value;

namespace {

using askrtest::FakeSource;
using askrtest::keys;

// The shape of a contract's paging operations, over a list of integer keys,
// for IdPagedSource: it counts the walks (keyAt) and the range reads.
struct IntParams {
    qint64 after_id = 0;
    qint64 before_id = 0;
    int page_size = 0;
    qint64 position = 0;
};
struct IntFilter {
    bool set = false; // a filter that lets every row through, but is set
    bool isEmpty() const { return !set; }
    template<typename P> P params() const { return P{}; }
};
struct IntOps {
    using Count = IntParams;
    using After = IntParams;
    using Before = IntParams;
    using At = IntParams;
    static constexpr auto afterKey = &IntParams::after_id;
    static constexpr auto beforeKey = &IntParams::before_id;
    // Set by the test while no request is in flight.
    static inline std::shared_ptr<std::vector<qint64>> keys;
    static inline std::atomic<int> walks{0};
    static inline std::atomic<int> ranges{0};
    static qint64 count(contracts::Connection &, const Count &) { return qint64(keys->size()); }
    static std::vector<qint64> after(contracts::Connection &, const After &p)
    {
        auto it = std::upper_bound(keys->begin(), keys->end(), p.after_id);
        return {it, it + std::min<std::ptrdiff_t>(p.page_size, keys->end() - it)};
    }
    static std::vector<qint64> before(contracts::Connection &, const Before &p)
    {
        auto it = std::lower_bound(keys->begin(), keys->end(), p.before_id);
        std::vector<qint64> out;
        while (it != keys->begin() && int(out.size()) < p.page_size)
            out.push_back(*--it);
        return out;
    }
    static Value keyAt(contracts::Connection &, const At &p)
    {
        ++walks;
        return p.position >= 0 && p.position < qint64(keys->size()) ? Value::integer((*keys)[size_t(p.position)]) : Value();
    }
    static std::pair<Value, Value> range(contracts::Connection &)
    {
        ++ranges;
        if (keys->empty())
            return {};
        return {Value::integer(keys->front()), Value::integer(keys->back())};
    }
    static models::Row row(qint64 key) { return {Value::integer(key), Value::text(QByteArray(QByteArray("row ") + QByteArray::number(key)))}; }
};
// The same list, whose count returns the key range too (as CountEvents does).
struct IntOpsCountingRange : IntOps {
    static inline std::atomic<int> countedRanges{0};
    using IntOps::count;
    static qint64 count(contracts::Connection &, const Count &, std::pair<Value, Value> *range)
    {
        ++countedRanges;
        *range = keys->empty() ? std::pair<Value, Value>() : std::pair{Value::integer(keys->front()), Value::integer(keys->back())};
        return qint64(keys->size());
    }
};

class FakeModel : public models::PagedTableModel
{
public:
    FakeModel(storage::Session *s, std::shared_ptr<std::vector<qint64>> keys)
        : PagedTableModel(s)
        , m_keys(std::move(keys))
    {
    }
    // Over IdPagedSource<IntFilter, IntOps> instead of FakeSource (with
    // IntOpsCountingRange where the count brings the range).
    FakeModel(storage::Session *s, IntFilter filter, bool countBringsRange = false)
        : PagedTableModel(s)
        , m_intFilter(filter)
        , m_countBringsRange(countBringsRange)
    {
    }
    std::shared_ptr<std::atomic<int>> keyAtCalls = std::make_shared<std::atomic<int>>(0);

protected:
    int columns() const override { return 2; }
    QVariant cell(const models::Row &row, int column, int role) const override
    {
        if (role != Qt::DisplayRole)
            return {};
        return row[size_t(column)].toVariant();
    }
    QVariant header(int column, int role) const override
    {
        return role == Qt::DisplayRole ? QVariant(column == 0 ? QStringLiteral("Key") : QStringLiteral("Text")) : QVariant();
    }
    std::shared_ptr<const models::PagedSource> makeSource() const override
    {
        // Shared, like a live database; the test changes it only while
        // no request is in flight.
        if (m_intFilter && m_countBringsRange)
            return std::make_shared<models::IdPagedSource<IntFilter, IntOpsCountingRange>>(*m_intFilter);
        if (m_intFilter)
            return std::make_shared<models::IdPagedSource<IntFilter, IntOps>>(*m_intFilter);
        return std::make_shared<FakeSource>(m_keys, keyAtCalls);
    }

private:
    std::shared_ptr<std::vector<qint64>> m_keys;
    std::optional<IntFilter> m_intFilter;
    bool m_countBringsRange = false;
};

} // namespace

class TestPagedTableModel : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_tmp;
    std::unique_ptr<storage::Session> m_session;

    qint64 keyOfRow(FakeModel &model, int row)
    {
        model.data(model.index(row, 0));
        if (!QTest::qWaitFor([&] { return model.data(model.index(row, 0), models::PagedTableModel::LoadedRole).toBool(); }, 5000))
            return -1;
        return model.data(model.index(row, 0)).toLongLong();
    }

    // Sets the order (reloading) and waits for the count.
    bool counted(FakeModel &model, bool descending)
    {
        QSignalSpy total(&model, &models::PagedTableModel::totalChanged);
        if (descending)
            model.setDescending(true);
        else
            model.reload();
        return total.wait(5000);
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_session = askrtest::openEmptySession(m_tmp.filePath(QStringLiteral("empty.sqlite")));
        QVERIFY(m_session);
    }

    void loadsAnyPosition_data()
    {
        QTest::addColumn<bool>("descending");
        QTest::addColumn<int>("row");
        for (bool d : {false, true}) {
            const char *order = d ? "descending" : "ascending";
            QTest::addRow("%s first", order) << d << 0;
            QTest::addRow("%s middle", order) << d << 50'123;
            QTest::addRow("%s page edge", order) << d << 400;
            QTest::addRow("%s last", order) << d << 99'999;
            QTest::addRow("%s last page start", order) << d << 99'800;
        }
    }
    void loadsAnyPosition()
    {
        QFETCH(bool, descending);
        QFETCH(int, row);
        FakeModel model(m_session.get(), keys(100'000));
        QAbstractItemModelTester tester(&model);
        QVERIFY(counted(model, descending));
        QCOMPARE(model.rowCount(), 100'000);
        const qint64 expected = descending ? qint64(100'000 - row) * 10 : qint64(row + 1) * 10;
        QCOMPARE(keyOfRow(model, row), expected);
        // The neighbouring rows of that page are right too.
        if (row + 1 < 100'000)
            QCOMPARE(keyOfRow(model, row + 1), descending ? expected - 10 : expected + 10);
    }

    // A far jump into integer keys: without a filter and without holes the
    // key before the page is first + position (no walk); with holes or a
    // filter the walk finds it. Either way the same rows land there.
    void farJumpByArithmetic_data()
    {
        QTest::addColumn<bool>("descending");
        QTest::addColumn<QString>("keys");
        QTest::addColumn<bool>("filtered");
        QTest::addColumn<int>("row");
        QTest::addColumn<bool>("walks");
        QTest::addColumn<bool>("countBringsRange");
        for (bool c : {false, true}) {
            const char *count = c ? ", the count brings the range" : "";
            for (bool d : {false, true}) {
                const char *order = d ? "descending" : "ascending";
                for (int row : {400, 50'123, 99'799}) {
                    QTest::addRow("%s, dense, row %d%s", order, row, count) << d << QStringLiteral("dense") << false << row << false << c;
                    QTest::addRow("%s, holes inside, row %d%s", order, row, count) << d << QStringLiteral("holes") << false << row << true << c;
                    QTest::addRow("%s, one hole, row %d%s", order, row, count) << d << QStringLiteral("one hole") << false << row << true << c;
                    QTest::addRow("%s, dense, filter set, row %d%s", order, row, count) << d << QStringLiteral("dense") << true << row << true << c;
                }
            }
        }
    }
    void farJumpByArithmetic()
    {
        QFETCH(bool, descending);
        QFETCH(QString, keys);
        QFETCH(bool, filtered);
        QFETCH(int, row);
        QFETCH(bool, walks);
        QFETCH(bool, countBringsRange);
        // 100,000 keys from 5,001 (not from 0 or 1, so that the first key
        // matters); "holes": every 7th key missing, "one hole": 55,000
        // missing (the list runs on to keep the count).
        auto k = std::make_shared<std::vector<qint64>>();
        for (qint64 key = 5'001; k->size() < 100'000; ++key) {
            if (keys == QLatin1String("holes") && key % 7 == 0)
                continue;
            if (keys == QLatin1String("one hole") && key == 55'000)
                continue;
            k->push_back(key);
        }
        IntOps::keys = k;
        IntOps::walks = 0;
        IntOps::ranges = 0;
        IntOpsCountingRange::countedRanges = 0;
        FakeModel model(m_session.get(), IntFilter{filtered}, countBringsRange);
        QAbstractItemModelTester tester(&model);
        QVERIFY(counted(model, descending));
        QCOMPARE(model.rowCount(), 100'000);
        auto expected = [&](int r) { return (*k)[size_t(descending ? 100'000 - 1 - r : r)]; };
        QCOMPARE(keyOfRow(model, row), expected(row));
        QCOMPARE(keyOfRow(model, row + 1), expected(row + 1));
        // The page's first row, and the row before it (another far jump).
        const int first = row - row % models::PagedTableModel::PageSize;
        QCOMPARE(keyOfRow(model, first), expected(first));
        QCOMPARE(keyOfRow(model, first - 1), expected(first - 1));
        QCOMPARE(IntOps::walks.load() > 0, walks);
        // A filter never reads the range. Without one it is read once for
        // both far jumps (the list did not change between them), or not at
        // all where the count brought it.
        QCOMPARE(IntOps::ranges.load(), filtered || countBringsRange ? 0 : 1);
        QCOMPARE(IntOpsCountingRange::countedRanges.load() > 0, countBringsRange);

        // The list grows at its end and is counted again: the next far jump
        // lands by the new list, not by a range read before.
        QVERIFY(!model.isLoading());
        for (qint64 key = k->back() + 1; k->size() < 100'500; ++key)
            k->push_back(key);
        QSignalSpy total(&model, &models::PagedTableModel::totalChanged);
        model.refresh();
        QVERIFY(total.wait(5000));
        QCOMPARE(model.total(), 100'500);
        auto grown = [&](int r) { return (*k)[size_t(descending ? 100'500 - 1 - r : r)]; };
        const int far = 70'123;
        QCOMPARE(keyOfRow(model, far), grown(far));
        if (filtered || countBringsRange)
            QCOMPARE(IntOps::ranges.load(), 0);
    }

    // A long table gives the view a window of it: row r of the window is
    // position windowStart() + r of the table, in either order.
    void windowShowsAPartOfALongTable_data()
    {
        QTest::addColumn<bool>("descending");
        QTest::newRow("ascending") << false;
        QTest::newRow("descending") << true;
    }
    void windowShowsAPartOfALongTable()
    {
        QFETCH(bool, descending);
        askrtest::KeysModel model(m_session.get(), keys(10'000));
        model.setWindowRows(1000);
        QAbstractItemModelTester tester(&model);
        QSignalSpy total(&model, &models::PagedTableModel::totalChanged);
        if (descending)
            model.setDescending(true);
        else
            model.reload();
        QVERIFY(total.wait(5000));
        QCOMPARE(model.total(), 10'000);
        QCOMPARE(model.rowCount(), 1000);
        auto keyAt = [&](qint64 position) { return descending ? (10'000 - position) * 10 : (position + 1) * 10; };
        auto shown = [&](int row) {
            model.data(model.index(row, 0));
            if (!QTest::qWaitFor([&] { return model.data(model.index(row, 0), models::PagedTableModel::LoadedRole).toBool(); }, 5000))
                return qint64(-1);
            return model.data(model.index(row, 0)).toLongLong();
        };
        QCOMPARE(shown(999), keyAt(999));
        model.setWindowStart(5'050); // not on a page boundary
        QCOMPARE(model.windowStart(), 5'050);
        QCOMPARE(model.rowCount(), 1000);
        for (int row : {0, 149, 150, 999})
            QCOMPARE(shown(row), keyAt(5'050 + row));
        QCOMPARE(model.positionOfRow(10), 5'060);
        QCOMPARE(model.rowOfPosition(5'060), 10);
        QCOMPARE(model.rowOfPosition(5'049), -1);
        QCOMPARE(model.rowOfPosition(6'050), -1);
        // Revealing a position outside the window centres the window on it.
        const int row = model.reveal(9'999);
        QCOMPARE(model.windowStart(), 9'000); // clamped to the end
        QCOMPARE(row, 999);
        QCOMPARE(shown(row), keyAt(9'999));
        QCOMPARE(model.reveal(2'000), 500);
        QCOMPARE(model.windowStart(), 1'500);
        QCOMPARE(model.reveal(1'600), 100); // held already: nothing moves
        QCOMPARE(model.windowStart(), 1'500);
        model.setWindowStart(-5);
        QCOMPARE(model.windowStart(), 0);
        model.setWindowStart(1'000'000);
        QCOMPARE(model.windowStart(), 9'000);
    }

    // Moving the window moves persistent indexes (selection, current) with
    // their rows of the table, and drops those it no longer holds.
    void windowMoveKeepsPersistentIndexes()
    {
        askrtest::KeysModel model(m_session.get(), keys(10'000));
        model.setWindowRows(1000);
        QAbstractItemModelTester tester(&model);
        QSignalSpy total(&model, &models::PagedTableModel::totalChanged);
        model.reload();
        QVERIFY(total.wait(5000));
        const QPersistentModelIndex near(model.index(600, 1));
        const QPersistentModelIndex far(model.index(100, 0));
        QSignalSpy moved(&model, &models::PagedTableModel::windowMoved);
        QSignalSpy layout(&model, &QAbstractItemModel::layoutChanged);
        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
        model.setWindowStart(400);
        QCOMPARE(moved.count(), 1);
        QCOMPARE(moved.first().first().toLongLong(), 400);
        QCOMPARE(layout.count(), 1);
        QCOMPARE(inserted.count(), 0);
        QCOMPARE(near.row(), 200);
        QCOMPARE(near.column(), 1);
        QVERIFY(!far.isValid());
        model.setWindowStart(100);
        QCOMPARE(moved.last().first().toLongLong(), -300);
        QCOMPARE(near.row(), 500);
    }

    // A table that shrinks below the window's end moves the window back;
    // one that shrinks below the window's size leaves the view fewer rows.
    void windowFollowsAShrinkingTable()
    {
        auto k = keys(10'000);
        askrtest::KeysModel model(m_session.get(), k);
        model.setWindowRows(1000);
        QAbstractItemModelTester tester(&model);
        QSignalSpy total(&model, &models::PagedTableModel::totalChanged);
        model.reload();
        QVERIFY(total.wait(5000));
        model.setWindowStart(9'000);
        k->resize(5'000);
        model.refresh();
        QVERIFY(total.wait(5000));
        QCOMPARE(model.windowStart(), 4'000);
        QCOMPARE(model.rowCount(), 1000);
        k->resize(600);
        QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
        model.refresh();
        QVERIFY(total.wait(5000));
        QCOMPARE(model.windowStart(), 0);
        QCOMPARE(model.rowCount(), 600);
        QCOMPARE(removed.count(), 1);
        // Growing again fills the window, then only the total grows.
        for (int i = 601; i <= 3'000; ++i)
            k->push_back(i * 10);
        model.refresh();
        QVERIFY(total.wait(5000));
        QCOMPARE(model.rowCount(), 1000);
        QCOMPARE(model.total(), 3'000);
    }

    // The default window keeps what a view is given independent of the
    // table's length: a million rows give the view a hundred thousand.
    void defaultWindowBoundsTheView()
    {
        askrtest::KeysModel model(m_session.get(), keys(1'000'000));
        QSignalSpy total(&model, &models::PagedTableModel::totalChanged);
        model.reload();
        QVERIFY(total.wait(5000));
        QCOMPARE(model.total(), 1'000'000);
        QCOMPARE(model.rowCount(), models::PagedTableModel::DefaultWindowRows);
    }

    void scrollsWithoutJumpsAndBoundedMemory()
    {
        FakeModel model(m_session.get(), keys(30'000));
        QAbstractItemModelTester tester(&model);
        QSignalSpy total(&model, &models::PagedTableModel::totalChanged);
        model.reload();
        QVERIFY(total.wait(5000));
        // Scrolling page by page continues from the previous page's last key:
        // no anchor lookups after the first page.
        for (int row = 0; row < 30'000; row += models::PagedTableModel::PageSize)
            QCOMPARE(keyOfRow(model, row), qint64(row + 1) * 10);
        QCOMPARE(model.keyAtCalls->load(), 0);
        QVERIFY2(model.pagesHeld() <= models::PagedTableModel::MaxPages, qPrintable(QString::number(model.pagesHeld())));
    }

    // A writer inserts above the rows shown: while the list is held, the row
    // at a position stays the same item and the rows above the ceiling are
    // counted instead (issue 32). Releasing or showing them moves the rows.
    // Workers delete the jobs they finish, and a cache gains keys between
    // others: while the list is held, a row deleted stays in place, marked
    // gone, and a row inserted between the rows held is counted, not shown,
    // so the item at a position stays the same (issue 32: the row under the
    // pointer went from job 781 to 776 in 6 s). Released, the list closes up.
    void holdKeepsGoneRowsInPlace_data()
    {
        QTest::addColumn<bool>("descending");
        QTest::addColumn<QList<qint64>>("deleted");
        QTest::addColumn<QList<qint64>>("inserted");
        QTest::addColumn<int>("row");
        QTest::addColumn<qint64>("keyAfter");
        QTest::addColumn<int>("gone");     // rows marked gone
        QTest::addColumn<int>("newRows");
        // Keys 10 … 10,000; row 5 is 9,950 newest first and 60 oldest first.
        QTest::addRow("newest first, five above deleted") << true << QList<qint64>{9960, 9970, 9980, 9990, 10000} << QList<qint64>{} << 5
                                                           << qint64(9950) << 5 << 0;
        QTest::addRow("newest first, the row itself deleted") << true << QList<qint64>{9950} << QList<qint64>{} << 5 << qint64(9950) << 1 << 0;
        QTest::addRow("newest first, deleted and new") << true << QList<qint64>{9990, 10000} << QList<qint64>{10010, 10020, 10030} << 5
                                                       << qint64(9950) << 2 << 3;
        QTest::addRow("oldest first, two above deleted") << false << QList<qint64>{10, 20} << QList<qint64>{} << 5 << qint64(60) << 2 << 0;
        QTest::addRow("oldest first, keys between") << false << QList<qint64>{} << QList<qint64>{15, 25, 55} << 5 << qint64(60) << 0 << 3;
        QTest::addRow("oldest first, both") << false << QList<qint64>{30} << QList<qint64>{15, 25} << 5 << qint64(60) << 1 << 2;
        QTest::addRow("oldest first, far row") << false << QList<qint64>{6010, 6030} << QList<qint64>{6025} << 601 << qint64(6020) << 2 << 1;
    }
    void holdKeepsGoneRowsInPlace()
    {
        QFETCH(bool, descending);
        QFETCH(QList<qint64>, deleted);
        QFETCH(QList<qint64>, inserted);
        QFETCH(int, row);
        QFETCH(qint64, keyAfter);
        QFETCH(int, gone);
        QFETCH(int, newRows);
        auto k = keys(1000);
        FakeModel model(m_session.get(), k);
        QAbstractItemModelTester tester(&model);
        QVERIFY(counted(model, descending));
        QCOMPARE(keyOfRow(model, row), keyAfter);
        model.setHeld(true);
        QTRY_VERIFY_WITH_TIMEOUT(model.identitiesSettled(), 5000);

        for (qint64 key : deleted)
            k->erase(std::find(k->begin(), k->end(), key));
        for (qint64 key : inserted)
            k->insert(std::lower_bound(k->begin(), k->end(), key), key);
        model.refresh();
        QTRY_VERIFY_WITH_TIMEOUT(model.identitiesSettled(), 5000);
        // The same item at the same row; the rows shown are the rows before.
        QCOMPARE(keyOfRow(model, row), keyAfter);
        QCOMPARE(model.rowCount(), 1000);
        QCOMPARE(model.goneRows(), gone);
        QCOMPARE(model.newRows(), newRows);
        int marked = 0;
        for (int r = 0; r < model.rowCount(); ++r) {
            const QModelIndex i = model.index(r, 0);
            if (!i.data(models::PagedTableModel::LoadedRole).toBool())
                continue;
            const bool isGone = i.data(models::PagedTableModel::GoneRole).toBool();
            QCOMPARE(isGone, deleted.contains(i.data().toLongLong()));
            QVERIFY(!inserted.contains(i.data().toLongLong()));
            if (isGone) {
                ++marked;
                QVERIFY(i.data(Qt::FontRole).value<QFont>().strikeOut());
                QVERIFY(i.data(Qt::ToolTipRole).toString().startsWith(QStringLiteral("Gone:")));
                QVERIFY(!(model.flags(i) & Qt::ItemIsSelectable));
            } else {
                QVERIFY(model.flags(i) & Qt::ItemIsSelectable);
            }
        }
        QCOMPARE(marked, gone);
        // Still held, a further refresh changes nothing.
        model.refresh();
        QTRY_VERIFY_WITH_TIMEOUT(model.identitiesSettled(), 5000);
        QCOMPARE(keyOfRow(model, row), keyAfter);
        QCOMPARE(model.goneRows(), gone);

        // Released: the list is the table again.
        model.setHeld(false);
        QTRY_VERIFY_WITH_TIMEOUT(model.identitiesSettled(), 5000);
        QCOMPARE(model.goneRows(), 0);
        QCOMPARE(model.newRows(), 0);
        QCOMPARE(model.rowCount(), int(k->size()));
        QCOMPARE(keyOfRow(model, 0), descending ? k->back() : k->front());
        for (int r = 0; r < 8; ++r)
            QVERIFY(!model.index(r, 0).data(models::PagedTableModel::GoneRole).toBool());
    }

    void holdKeepsRowsInPlace_data()
    {
        QTest::addColumn<bool>("descending");
        QTest::addColumn<bool>("held");
        QTest::addColumn<int>("row");
        QTest::addColumn<int>("inserted");
        QTest::addColumn<int>("deleted"); // oldest rows
        QTest::addColumn<qint64>("keyAfter");
        QTest::addColumn<int>("newRows");
        QTest::addColumn<int>("rowsAfter");
        const int cap = models::PagedTableModel::MaxNewRows;
        // Keys 10 … 10,000, new ones 10,010 onwards.
        QTest::addRow("newest first, held") << true << true << 5 << 37 << 0 << qint64(9950) << 37 << 1000;
        QTest::addRow("newest first, not held") << true << false << 5 << 37 << 0 << qint64(9950 + 370) << 0 << 1037;
        QTest::addRow("newest first, held, far row") << true << true << 700 << 37 << 0 << qint64(3000) << 37 << 1000;
        QTest::addRow("newest first, held, oldest deleted") << true << true << 5 << 37 << 100 << qint64(9950) << 37 << 900;
        QTest::addRow("newest first, held, one new") << true << true << 0 << 1 << 0 << qint64(10000) << 1 << 1000;
        QTest::addRow("newest first, held, at the cap") << true << true << 5 << cap << 0 << qint64(9950) << cap << 1000;
        // Too many to count: the hold starts again from the newest row.
        QTest::addRow("newest first, held, beyond the cap") << true << true << 5 << cap + 1 << 0 << qint64(9950 + 10 * (cap + 1)) << 0
                                                            << 1000 + cap + 1;
        QTest::addRow("oldest first, held") << false << true << 5 << 37 << 0 << qint64(60) << 0 << 1037;
    }
    void holdKeepsRowsInPlace()
    {
        QFETCH(bool, descending);
        QFETCH(bool, held);
        QFETCH(int, row);
        QFETCH(int, inserted);
        QFETCH(int, deleted);
        QFETCH(qint64, keyAfter);
        QFETCH(int, newRows);
        QFETCH(int, rowsAfter);
        auto k = keys(1000);
        FakeModel model(m_session.get(), k);
        QAbstractItemModelTester tester(&model);
        QVERIFY(counted(model, descending));
        const qint64 keyBefore = descending ? qint64(1000 - row) * 10 : qint64(row + 1) * 10;
        QCOMPARE(keyOfRow(model, 0), descending ? qint64(10000) : qint64(10));
        QCOMPARE(keyOfRow(model, row), keyBefore);
        QSignalSpy newRowsSpy(&model, &models::PagedTableModel::newRowsChanged);
        model.setHeld(held);
        QTRY_VERIFY_WITH_TIMEOUT(model.identitiesSettled(), 5000);

        for (int i = 1; i <= inserted; ++i)
            k->push_back(10000 + 10 * i);
        k->erase(k->begin(), k->begin() + deleted);
        model.refresh();
        QTRY_VERIFY_WITH_TIMEOUT(model.identitiesSettled(), 5000);
        QCOMPARE(model.rowCount(), rowsAfter);
        QCOMPARE(keyOfRow(model, row), keyAfter);
        QCOMPARE(model.newRows(), newRows);
        if (newRows > 0)
            QCOMPARE(newRowsSpy.last().first().toInt(), newRows);

        // Shown on demand: the newest row on top, still held.
        const qint64 newest = k->back();
        model.showNewRows();
        QTRY_VERIFY_WITH_TIMEOUT(model.identitiesSettled(), 5000);
        QCOMPARE(model.newRows(), 0);
        QCOMPARE(model.isHeld(), held);
        QCOMPARE(model.rowCount(), 1000 + inserted - deleted);
        QCOMPARE(keyOfRow(model, 0), descending ? newest : k->front());
        // Held from there: a further row is counted again.
        k->push_back(newest + 10);
        model.refresh();
        QTRY_VERIFY_WITH_TIMEOUT(model.identitiesSettled(), 5000);
        QCOMPARE(model.newRows(), held && descending ? 1 : 0);
        QCOMPARE(keyOfRow(model, 0), descending && !held ? newest + 10 : descending ? newest : k->front());
        // Released: every row shown.
        model.setHeld(false);
        model.refresh();
        QTRY_VERIFY_WITH_TIMEOUT(model.identitiesSettled(), 5000);
        QCOMPARE(model.newRows(), 0);
        QCOMPARE(model.rowCount(), 1001 + inserted - deleted);
        QCOMPARE(keyOfRow(model, 0), descending ? newest + 10 : k->front());
    }

    void refreshKeepsRowsAndFollowsCount()
    {
        auto k = keys(1000);
        FakeModel model(m_session.get(), k);
        QAbstractItemModelTester tester(&model);
        QSignalSpy total(&model, &models::PagedTableModel::totalChanged);
        model.reload();
        QVERIFY(total.wait(5000));
        QCOMPARE(keyOfRow(model, 10), qint64(110));
        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        // Rows arrive at the end: the count grows without a reset.
        for (int i = 1001; i <= 1050; ++i)
            k->push_back(i * 10);
        model.refresh();
        QVERIFY(total.wait(5000));
        QCOMPARE(model.rowCount(), 1050);
        QCOMPARE(inserted.count(), 1);
        QCOMPARE(reset.count(), 0);
        QCOMPARE(keyOfRow(model, 1049), qint64(10500));
        // Rows deleted: the count shrinks.
        k->resize(500);
        model.refresh();
        QVERIFY(total.wait(5000));
        QCOMPARE(model.rowCount(), 500);
        QCOMPARE(keyOfRow(model, 499), qint64(5000));
        // Superseded requests never report back; loading still settles.
        model.refresh();
        model.refresh();
        model.refresh();
        QTRY_VERIFY_WITH_TIMEOUT(!model.isLoading(), 5000);
    }
};

QTEST_GUILESS_MAIN(TestPagedTableModel)
#include "tst_pagedtablemodel.moc"
