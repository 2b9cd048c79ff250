// The dead letters in groups: by job class and by exception signature (ids
// folded), with counts, first and last seen and a trend of seven days, read
// on the session's worker; and the filter that selects exactly one group.

#include "models/queue/failedgroupsmodel.h"
#include "queuetestutil.h"

#include <QAbstractItemModelTester>
#include <QItemSelectionModel>

using namespace askr;
using askr::test::laravel;
using askr::test::QueueDb;
using models::FailedGroupsModel;
namespace q = askr::contracts::queue;

class TestFailedGroupsModel : public QObject
{
    Q_OBJECT
    QTemporaryDir m_tmp;
    int m_n = 0;

    // Deadlocks of rows 42, 43 and 1234 (one group), two timeouts and a
    // payload without a display name, spread over three days.
    std::unique_ptr<QueueDb> fixture()
    {
        auto t = std::make_unique<QueueDb>(m_tmp.filePath(QStringLiteral("groups%1.sqlite").arg(++m_n)));
        const qint64 now = t->now;
        const struct {
            const char *name, *exception;
            qint64 ago;
        } rows[] = {
            {"App\\\\Jobs\\\\Pay", "Doctrine\\DBAL\\PDOException: Deadlock found, id 42\n#0 {main}", 2 * 86400 + 5},
            {"App\\\\Jobs\\\\Pay", "Doctrine\\DBAL\\PDOException: Deadlock found, id 43\n#0 {main}", 86400 + 5},
            {"App\\\\Jobs\\\\Ship", "Doctrine\\DBAL\\PDOException: Deadlock found, id 1234\n#0 {main}", 60},
            {"App\\\\Jobs\\\\Ship", "TimeoutException: Ship timed out", 30},
            {"App\\\\Jobs\\\\Ship", "TimeoutException: Ship timed out", 20},
            {nullptr, "TimeoutException: Ship timed out", 10},
        };
        for (const auto &r : rows) {
            t->now = now - r.ago;
            const qint64 id = t->enqueue("work", r.name ? laravel(r.name) : QByteArray("not json"));
            t->claim("work");
            t->deadLetter(id, r.exception);
        }
        t->now = now;
        return t;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_tmp.isValid());
        askr::test::isolate(m_tmp);
    }

    void groups_data()
    {
        QTest::addColumn<int>("by");
        QTest::addColumn<QStringList>("expected"); // key|count|trend
        QTest::newRow("by exception: ids folded into one group")
            << int(FailedGroupsModel::GroupBy::Exception)
            << QStringList{ // shown without its namespace (Doctrine, DBAL)
              QStringLiteral("PDOException: Deadlock found, id #|3|····███"), QStringLiteral("TimeoutException: Ship timed out|3|······█")};
        QTest::newRow("by job, largest first")
            << int(FailedGroupsModel::GroupBy::Job)
            << QStringList{QStringLiteral("App\\Jobs\\Ship|3|······█"), QStringLiteral("App\\Jobs\\Pay|2|····██·"), QStringLiteral("(unnamed job)|1|······█")};
    }
    void groups()
    {
        QFETCH(int, by);
        QFETCH(QStringList, expected);
        auto t = fixture();
        auto session = t->session();
        FailedGroupsModel model(session.get());
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy loaded(&model, &FailedGroupsModel::loaded);
        model.setGroupBy(FailedGroupsModel::GroupBy(by));
        model.refresh();
        QVERIFY(loaded.wait(5000));
        QStringList got;
        for (int row = 0; row < model.rowCount(); ++row)
            got << QStringLiteral("%1|%2|%3").arg(model.index(row, FailedGroupsModel::GroupColumn).data().toString(),
                                                  model.index(row, FailedGroupsModel::CountColumn).data().toString(),
                                                  model.index(row, FailedGroupsModel::TrendColumn).data().toString());
        QCOMPARE(got, expected);
    }

    void firstAndLastSeen()
    {
        auto t = fixture();
        auto session = t->session();
        FailedGroupsModel model(session.get());
        QSignalSpy loaded(&model, &FailedGroupsModel::loaded);
        model.refresh();
        QVERIFY(loaded.wait(5000));
        const FailedGroupsModel::Group *g = model.groupAt(0);
        QVERIFY(g);
        QCOMPARE(g->key.toBytes(), QByteArray("Doctrine\\DBAL\\PDOException: Deadlock found, id #"));
        QCOMPARE(g->first, t->now - 2 * 86400 - 5);
        QCOMPARE(g->last, t->now - 60);
    }

    // The filter of a group narrows the model's own filter by the group's key.
    void filterForAGroup()
    {
        auto t = fixture();
        auto session = t->session();
        FailedGroupsModel model(session.get());
        operations::FailedFilter base;
        base.queue = QByteArray("work");
        model.setFilter(base);
        QSignalSpy loaded(&model, &FailedGroupsModel::loaded);
        QVERIFY(loaded.wait(5000));
        const auto f = model.filterFor(0);
        QVERIFY(f);
        QCOMPARE(f->queue, std::optional<QByteArray>("work"));
        QCOMPARE(f->signature, std::optional<QByteArray>("Doctrine\\DBAL\\PDOException: Deadlock found, id #"));
        QVERIFY(!f->name);
        QCOMPARE(q::countFailed(*t->db, f->params<q::CountFailedParams>()).count.toInt(), qint64(3));

        model.setGroupBy(FailedGroupsModel::GroupBy::Job);
        QVERIFY(loaded.wait(5000));
        const int unnamed = model.rowOf(contracts::Value());
        QVERIFY(unnamed >= 0);
        QVERIFY(!model.filterFor(unnamed)); // no filter names "no display name"
        const auto ship = model.filterFor(model.rowOf(contracts::Value::text("App\\Jobs\\Ship")));
        QVERIFY(ship);
        QCOMPARE(ship->name, std::optional<QByteArray>("App\\Jobs\\Ship"));
        QCOMPARE(q::countFailed(*t->db, ship->params<q::CountFailedParams>()).count.toInt(), qint64(3));
    }

    // A refresh that brings a new group puts the groups in place by key
    // (issue 33): the view keeps the group it had selected (a reset dropped
    // it whenever the set of groups changed).
    void aNewGroupKeepsTheSelection()
    {
        auto t = fixture();
        auto session = t->session();
        FailedGroupsModel model(session.get());
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy loaded(&model, &FailedGroupsModel::loaded);
        model.setGroupBy(FailedGroupsModel::GroupBy::Job);
        model.refresh();
        QVERIFY(loaded.wait(5000));
        QItemSelectionModel selection(&model);
        const int pay = model.rowOf(contracts::Value::text("App\\Jobs\\Pay"));
        QVERIFY(pay >= 0);
        selection.select(model.index(pay, 0), QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        for (int i = 0; i < 4; ++i) {
            const qint64 id = t->enqueue("work", laravel("App\\\\Jobs\\\\Mail"));
            t->claim("work");
            t->deadLetter(id, "MailException: bounced");
        }
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        model.refresh();
        // A refresh asked while a read runs is made once that read ends.
        QTRY_COMPARE_WITH_TIMEOUT(model.index(0, FailedGroupsModel::GroupColumn).data().toString(), QStringLiteral("App\\Jobs\\Mail"), 5000);
        QCOMPARE(reset.count(), 0);
        QCOMPARE(selection.selectedRows().size(), 1);
        QCOMPARE(selection.selectedRows().value(0).data().toString(), QStringLiteral("App\\Jobs\\Pay"));
    }

    void sparkline_data()
    {
        QTest::addColumn<QList<qint64>>("counts");
        QTest::addColumn<QString>("expected");
        QTest::newRow("none") << QList<qint64>{0, 0, 0} << QStringLiteral("···");
        QTest::newRow("one high") << QList<qint64>{0, 5, 0} << QStringLiteral("·█·");
        QTest::newRow("scaled to the largest, a single one still shows") << QList<qint64>{1, 7, 100} << QStringLiteral("▁▁█");
        QTest::newRow("halves") << QList<qint64>{4, 8} << QStringLiteral("▄█");
    }
    void sparkline()
    {
        QFETCH(QList<qint64>, counts);
        QFETCH(QString, expected);
        QCOMPARE(FailedGroupsModel::sparkline(counts), expected);
    }
};

QTEST_GUILESS_MAIN(TestFailedGroupsModel)
#include "tst_failedgroupsmodel.moc"
