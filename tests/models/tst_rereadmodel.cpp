// The base of the re-read-and-compare models: asks made while a read runs
// are folded into one more read, a failure is kept until a read succeeds,
// and a new snapshot is merged by identity, so that views are told exactly
// which rows went, came, moved and changed, and keep their selection.

#include "connection.h"
#include "models/rereadmodel.h"
#include "storage/session.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QPersistentModelIndex>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <sqlite3.h>

#include <stdexcept>

using namespace askr;

namespace {

struct Row {
    QByteArray id;
    int value = 0;
    bool operator==(const Row &other) const { return id == other.id && value == other.value; }
};

// "a b=2 c": rows a, b and c, b with the value 2 (the others 1).
std::vector<Row> parseRows(const QString &text)
{
    std::vector<Row> rows;
    for (const QString &item : text.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        const QStringList parts = item.split(QLatin1Char('='));
        rows.push_back({parts[0].toUtf8(), parts.size() > 1 ? parts[1].toInt() : 1});
    }
    return rows;
}

// A table of (id, value) rows, read from source() on the session's worker or
// given directly with set().
class TinyModel : public models::RereadModel
{
public:
    explicit TinyModel(storage::Session *session)
        : RereadModel(session, QStringLiteral("tiny"), nullptr)
    {
    }
    int rowCount(const QModelIndex &parent = {}) const override { return parent.isValid() ? 0 : int(m_rows.size()); }
    int columnCount(const QModelIndex &parent = {}) const override { return parent.isValid() ? 0 : 2; }
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override
    {
        if (!checkIndex(index, CheckIndexOption::IndexIsValid) || role != Qt::DisplayRole)
            return {};
        const Row &r = m_rows[size_t(index.row())];
        return index.column() == 0 ? QVariant(r.id) : QVariant(r.value);
    }

    void refresh(bool full = false)
    {
        if (foldIntoRead(full))
            return;
        reads << full;
        read(
            [rows = source, fail = failNext](contracts::Connection &) {
                if (fail)
                    throw std::runtime_error("boom");
                return rows;
            },
            [this](std::vector<Row> rows) {
                set(std::move(rows));
                ++answers;
            },
            [this] { ++failures; });
    }
    void set(std::vector<Row> rows) { mergeRows(m_rows, std::move(rows), [](const Row &r) { return r.id; }); }
    QByteArray idAt(int row) const { return m_rows[size_t(row)].id; }
    void append(std::vector<Row> rows) { appendRows(m_rows, std::move(rows)); }
    int eraseIds(const QSet<QByteArray> &ids)
    {
        return eraseRowsIf(m_rows, [&](const Row &r) { return ids.contains(r.id); });
    }

    std::vector<Row> source;
    bool failNext = false;
    QList<bool> reads; // whether each read started was full
    int answers = 0;
    int failures = 0;

protected:
    void rereadFolded(bool full) override { refresh(full); }

private:
    std::vector<Row> m_rows;
};

} // namespace

class TestRereadModel : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_tmp;
    std::unique_ptr<storage::Session> m_session;

private Q_SLOTS:
    void initTestCase()
    {
        const QString path = m_tmp.filePath(QStringLiteral("r.sqlite"));
        contracts::Connection::open(QFile::encodeName(path), SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE)->exec("CREATE TABLE t(x)");
        m_session = std::make_unique<storage::Session>(storage::planOpen(path, storage::OpenMode::ReadWrite));
        QSignalSpy schema(m_session.get(), &storage::Session::schemaChanged);
        QVERIFY(schema.wait(5000));
    }

    void folding_data()
    {
        QTest::addColumn<QList<bool>>("asks"); // each ask's fullness, all made while the first read runs
        QTest::addColumn<QList<bool>>("reads");

        QTest::newRow("one ask") << QList<bool>{false} << QList<bool>{false};
        QTest::newRow("three while one runs") << QList<bool>{false, false, false, false} << QList<bool>{false, false};
        QTest::newRow("a full one among them") << QList<bool>{false, false, true, false} << QList<bool>{false, true};
        QTest::newRow("a full one running") << QList<bool>{true, false} << QList<bool>{true, false};
    }
    void folding()
    {
        QFETCH(QList<bool>, asks);
        QFETCH(QList<bool>, reads);
        TinyModel model(m_session.get());
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
        model.source = parseRows(QStringLiteral("a b c"));
        for (bool full : asks) {
            model.refresh(full);
            QVERIFY(model.isRefreshing());
        }
        QTRY_COMPARE(model.answers, int(reads.size()));
        QTRY_VERIFY(!model.isRefreshing());
        QTest::qWait(50); // and nothing more follows
        QCOMPARE(model.reads, reads);
        QCOMPARE(model.answers, int(reads.size()));
        QCOMPARE(model.rowCount(), 3);
    }

    void merge_data()
    {
        QTest::addColumn<QString>("before");
        QTest::addColumn<QString>("after");
        QTest::addColumn<QStringList>("expected");

        QTest::newRow("the same") << "a b c" << "a b c" << QStringList();
        QTest::newRow("from nothing") << "" << "a b" << QStringList{QStringLiteral("inserted 0-1")};
        QTest::newRow("to nothing") << "a b" << "" << QStringList{QStringLiteral("removed 0-1")};
        QTest::newRow("insert in the middle") << "a b c" << "a x b c" << QStringList{QStringLiteral("inserted 1-1")};
        QTest::newRow("insert a run") << "a c" << "a x y c" << QStringList{QStringLiteral("inserted 1-2")};
        QTest::newRow("remove") << "a b c" << "a c" << QStringList{QStringLiteral("removed 1-1")};
        QTest::newRow("remove two runs") << "a b c d e" << "a c" << QStringList{QStringLiteral("removed 3-4"), QStringLiteral("removed 1-1")};
        QTest::newRow("change") << "a b c" << "a b=2 c" << QStringList{QStringLiteral("changed 1-1")};
        QTest::newRow("change a run") << "a b c d" << "a b=2 c=3 d" << QStringList{QStringLiteral("changed 1-2")};
        QTest::newRow("reorder") << "a b c" << "c a b" << QStringList{QStringLiteral("moved 2-2 to 0")};
        QTest::newRow("swap") << "a b c" << "a c b" << QStringList{QStringLiteral("moved 2-2 to 1")};
        QTest::newRow("all at once") << "a b c d" << "d=2 a x c"
                                     << QStringList{QStringLiteral("removed 1-1"), QStringLiteral("moved 2-2 to 0"), QStringLiteral("changed 0-0"),
                                                    QStringLiteral("inserted 2-2")};
    }
    void merge()
    {
        QFETCH(QString, before);
        QFETCH(QString, after);
        QFETCH(QStringList, expected);
        TinyModel model(nullptr);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
        model.set(parseRows(before));
        QList<QPersistentModelIndex> persistent;
        QList<QByteArray> ids;
        for (int row = 0; row < model.rowCount(); ++row) {
            persistent << QPersistentModelIndex(model.index(row, 1));
            ids << model.idAt(row);
        }

        QStringList seen;
        auto range = [](int first, int last) { return QStringLiteral("%1-%2").arg(first).arg(last); };
        connect(&model, &QAbstractItemModel::rowsInserted, this, [&](const QModelIndex &, int first, int last) { seen << QStringLiteral("inserted ") + range(first, last); });
        connect(&model, &QAbstractItemModel::rowsRemoved, this, [&](const QModelIndex &, int first, int last) { seen << QStringLiteral("removed ") + range(first, last); });
        connect(&model, &QAbstractItemModel::rowsMoved, this, [&](const QModelIndex &, int first, int last, const QModelIndex &, int to) {
            seen << QStringLiteral("moved %1 to %2").arg(range(first, last)).arg(to);
        });
        connect(&model, &QAbstractItemModel::dataChanged, this, [&](const QModelIndex &from, const QModelIndex &to) {
            QCOMPARE(from.column(), 0);
            QCOMPARE(to.column(), model.columnCount() - 1);
            seen << QStringLiteral("changed ") + range(from.row(), to.row());
        });
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        QSignalSpy layout(&model, &QAbstractItemModel::layoutChanged);

        const std::vector<Row> want = parseRows(after);
        model.set(want);
        QCOMPARE(seen, expected);
        QCOMPARE(reset.count(), 0);
        QCOMPARE(layout.count(), 0);
        QCOMPARE(model.rowCount(), int(want.size()));
        for (int row = 0; row < model.rowCount(); ++row) {
            QCOMPARE(model.idAt(row), want[size_t(row)].id);
            QCOMPARE(model.index(row, 1).data().toInt(), want[size_t(row)].value);
        }
        // An index stays on its row's item, wherever that went; a removed
        // item's index is gone.
        const QSet<QByteArray> kept = [&] {
            QSet<QByteArray> s;
            for (const Row &r : want)
                s.insert(r.id);
            return s;
        }();
        for (int i = 0; i < persistent.size(); ++i) {
            QCOMPARE(persistent[i].isValid(), kept.contains(ids[i]));
            if (persistent[i].isValid()) {
                QCOMPARE(model.idAt(persistent[i].row()), ids[i]);
                QCOMPARE(persistent[i].column(), 1);
            }
        }
    }

    // The edits that are not a merge (an opened database, a tailed event, a
    // closed one): told as inserts and removals, a run at a time, bottom up.
    void edits_data()
    {
        QTest::addColumn<QString>("before");
        QTest::addColumn<QString>("appended");
        QTest::addColumn<QStringList>("erased");
        QTest::addColumn<QStringList>("expected");
        QTest::addColumn<QString>("after");

        QTest::newRow("append to nothing") << "" << "a b" << QStringList() << QStringList{QStringLiteral("inserted 0-1")} << "a b";
        QTest::newRow("append nothing") << "a" << "" << QStringList() << QStringList() << "a";
        QTest::newRow("append") << "a b" << "c" << QStringList() << QStringList{QStringLiteral("inserted 2-2")} << "a b c";
        QTest::newRow("erase one") << "a b c" << "" << QStringList{QStringLiteral("b")} << QStringList{QStringLiteral("removed 1-1")} << "a c";
        QTest::newRow("erase runs") << "a b c d e" << "" << QStringList{QStringLiteral("a"), QStringLiteral("d"), QStringLiteral("e")}
                                    << QStringList{QStringLiteral("removed 3-4"), QStringLiteral("removed 0-0")} << "b c";
        QTest::newRow("erase all") << "a b" << "" << QStringList{QStringLiteral("a"), QStringLiteral("b")} << QStringList{QStringLiteral("removed 0-1")} << "";
        QTest::newRow("erase none") << "a b" << "" << QStringList{QStringLiteral("x")} << QStringList() << "a b";
    }
    void edits()
    {
        QFETCH(QString, before);
        QFETCH(QString, appended);
        QFETCH(QStringList, erased);
        QFETCH(QStringList, expected);
        QFETCH(QString, after);
        TinyModel model(nullptr);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
        model.set(parseRows(before));
        QStringList seen;
        auto range = [](int first, int last) { return QStringLiteral("%1-%2").arg(first).arg(last); };
        connect(&model, &QAbstractItemModel::rowsInserted, this, [&](const QModelIndex &, int first, int last) { seen << QStringLiteral("inserted ") + range(first, last); });
        connect(&model, &QAbstractItemModel::rowsRemoved, this, [&](const QModelIndex &, int first, int last) { seen << QStringLiteral("removed ") + range(first, last); });
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        model.append(parseRows(appended));
        QSet<QByteArray> ids;
        for (const QString &id : erased)
            ids.insert(id.toUtf8());
        const int gone = model.eraseIds(ids);
        QCOMPARE(seen, expected);
        QCOMPARE(reset.count(), 0);
        const std::vector<Row> want = parseRows(after);
        QCOMPARE(gone, int(parseRows(before).size() + parseRows(appended).size() - want.size()));
        QCOMPARE(model.rowCount(), int(want.size()));
        for (int row = 0; row < model.rowCount(); ++row)
            QCOMPARE(model.idAt(row), want[size_t(row)].id);
    }

    void error()
    {
        TinyModel model(m_session.get());
        QSignalSpy errors(&model, &models::RereadModel::errorOccurred);
        QString errorThen;
        int rowsThen = -1;
        connect(&model, &models::RereadModel::errorOccurred, this, [&] {
            errorThen = model.lastError();
            rowsThen = model.rowCount();
        });
        model.source = parseRows(QStringLiteral("a b"));
        model.failNext = true;
        model.refresh();
        model.failNext = false;
        model.refresh(); // folded: runs after the failure all the same
        QTRY_COMPARE(model.answers, 1);
        QCOMPARE(model.failures, 1);
        QCOMPARE(errors.count(), 1);
        QCOMPARE(errors.at(0).at(0).toString(), QStringLiteral("boom"));
        QCOMPARE(errorThen, QStringLiteral("boom"));
        QCOMPARE(rowsThen, 0);
        QVERIFY(model.lastError().isEmpty()); // a success clears it
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.reads.size(), 2);
    }
};

QTEST_GUILESS_MAIN(TestRereadModel)
#include "tst_rereadmodel.moc"
