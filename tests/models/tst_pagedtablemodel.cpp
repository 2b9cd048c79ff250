// The paged model: exact row count, pages loaded on demand at any position
// (first, middle, last, both orders), bounded memory, and live refresh that
// keeps the view in place. A fake source stands in for the SQL so that the
// test controls every row.

#include "models/pagedtablemodel.h"
#include "storage/session.h"

#include "askr_contracts_api.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <sqlite3.h>

#include <atomic>
#include <mutex>

using namespace askr;
using contracts::Value;

namespace {

// Keys 10, 20, 30, ... : not dense, so positions cannot be guessed from keys.
class FakeSource : public models::PagedSource
{
public:
    FakeSource(std::shared_ptr<std::vector<qint64>> keys, std::shared_ptr<std::atomic<int>> keyAtCalls)
        : m_keys(std::move(keys))
        , m_keyAtCalls(std::move(keyAtCalls))
    {
    }
    qint64 count(contracts::Connection &) const override { return qint64(m_keys->size()); }
    std::vector<models::Row> after(contracts::Connection &, const Value &after, int n) const override
    {
        std::vector<models::Row> out;
        auto it = after.isNull() ? m_keys->begin() : std::upper_bound(m_keys->begin(), m_keys->end(), after.toInt());
        for (; it != m_keys->end() && int(out.size()) < n; ++it)
            out.push_back({Value::integer(*it), Value::text(QByteArray(QByteArray("row ") + QByteArray::number(*it)))});
        return out;
    }
    std::vector<models::Row> before(contracts::Connection &, const Value &before, int n) const override
    {
        std::vector<models::Row> out;
        auto it = before.isNull() ? m_keys->end() : std::lower_bound(m_keys->begin(), m_keys->end(), before.toInt());
        while (it != m_keys->begin() && int(out.size()) < n) {
            --it;
            out.push_back({Value::integer(*it), Value::text(QByteArray(QByteArray("row ") + QByteArray::number(*it)))});
        }
        return out;
    }
    Value keyAt(contracts::Connection &, qint64 offset) const override
    {
        ++*m_keyAtCalls;
        return offset >= 0 && offset < qint64(m_keys->size()) ? Value::integer((*m_keys)[size_t(offset)]) : Value();
    }

private:
    std::shared_ptr<std::vector<qint64>> m_keys;
    std::shared_ptr<std::atomic<int>> m_keyAtCalls;
};

class FakeModel : public models::PagedTableModel
{
public:
    FakeModel(storage::Session *s, std::shared_ptr<std::vector<qint64>> keys)
        : PagedTableModel(s)
        , m_keys(std::move(keys))
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
        return std::make_shared<FakeSource>(m_keys, keyAtCalls);
    }

private:
    std::shared_ptr<std::vector<qint64>> m_keys;
};

std::shared_ptr<std::vector<qint64>> keys(int n)
{
    auto k = std::make_shared<std::vector<qint64>>();
    for (int i = 1; i <= n; ++i)
        k->push_back(i * 10);
    return k;
}

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

private Q_SLOTS:
    void initTestCase()
    {
        const QString path = m_tmp.filePath(QStringLiteral("empty.sqlite"));
        contracts::Connection::open(QFile::encodeName(path), SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
        m_session = std::make_unique<storage::Session>(storage::planOpen(path, storage::OpenMode::ReadWrite));
        QSignalSpy opened(m_session.get(), &storage::Session::schemaChanged);
        QVERIFY(opened.wait(5000));
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
        QSignalSpy total(&model, &models::PagedTableModel::totalChanged);
        if (descending)
            model.setDescending(true);
        else
            model.reload();
        QVERIFY(total.wait(5000));
        QCOMPARE(model.rowCount(), 100'000);
        const qint64 expected = descending ? qint64(100'000 - row) * 10 : qint64(row + 1) * 10;
        QCOMPARE(keyOfRow(model, row), expected);
        // The neighbouring rows of that page are right too.
        if (row + 1 < 100'000)
            QCOMPARE(keyOfRow(model, row + 1), descending ? expected - 10 : expected + 10);
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
