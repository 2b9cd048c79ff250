// The jobs and dead-letter lists: filters and order applied in SQL, exact
// counts, the cells as shown, and the JSON Lines export of dead letters
// (filter or selection, chunked, byte-exact, cancellable).

#include "models/queue/failedexport.h"
#include "models/queue/failedjobsmodel.h"
#include "models/queue/jobfilters.h"
#include "models/queue/jobsmodel.h"
#include "queuetestutil.h"
#include "storage/sqlitefile.h"

#include <QAbstractItemModelTester>
#include <QDateTime>
#include <QJsonDocument>
#include <QJsonObject>

using namespace askr;
using namespace askr::models;
using askr::operations::FailedFilter;
using askr::operations::JobFilter;
using askr::test::laravel;
using askr::test::QueueDb;
namespace q = askr::contracts::queue;

namespace {

bool loaded(PagedTableModel &m, int row)
{
    m.data(m.index(row, 0));
    return QTest::qWaitFor([&] { return m.data(m.index(row, 0), PagedTableModel::LoadedRole).toBool(); }, 5000);
}

QString text(PagedTableModel &m, int row, int column, int role = Qt::DisplayRole)
{
    return loaded(m, row) ? m.data(m.index(row, column), role).toString() : QStringLiteral("(not loaded)");
}

template<typename M, typename F>
qint64 countWith(M &model, const F &filter)
{
    model.setFilter(filter);
    return QTest::qWaitFor([&] { return !model.isLoading(); }, 5000) ? model.total() : -1;
}

JobFilter jobs(const char *queue, const char *state = nullptr, const char *name = nullptr, const char *text = nullptr)
{
    JobFilter f;
    if (queue)
        f.queue = QByteArray(queue);
    if (state)
        f.state = QByteArray(state);
    if (name)
        f.name = QByteArray(name);
    if (text)
        f.text = QByteArray(text);
    return f;
}

} // namespace

class TestQueueLists : public QObject
{
    Q_OBJECT
    QTemporaryDir m_tmp;
    std::unique_ptr<QueueDb> m_db;
    std::unique_ptr<storage::Session> m_session;
    qint64 m_t0 = 0;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_tmp.isValid());
        askr::test::isolate(m_tmp);
        m_db = std::make_unique<QueueDb>(m_tmp.filePath(QStringLiteral("lists.sqlite")));
        QueueDb &t = *m_db;
        m_t0 = t.now;
        // Jobs 1..5 of interest, then 450 plain ones to page through.
        t.enqueue("mail", laravel("App\\\\Jobs\\\\Mail", "alpha"));
        t.enqueue("mail", laravel("App\\\\Jobs\\\\Mail", "beta"), 100);
        t.enqueue("bulk", laravel("App\\\\Jobs\\\\Resize", "alpha"));
        t.enqueue("bulk", QByteArray("\x00\xff", 2));
        t.enqueue("mail", laravel("App\\\\Jobs\\\\Report", "gamma"), 0, 3, 5);
        QCOMPARE(t.claim("bulk"), 3);
        for (int i = 0; i < 450; ++i)
            t.enqueue("bulk");
        // Dead letters 1..4 at different times.
        auto fail = [&](const QByteArray &queue, const QByteArray &payload, const std::optional<QByteArray> &exception, const std::optional<QByteArray> &uuid,
                        qint64 at) {
            const qint64 saved = t.now;
            t.now = at;
            // Top priority, so that the claim takes this job.
            const qint64 id = t.enqueue(queue, payload, 0, 25, 100);
            QCOMPARE(t.claim(queue), id);
            QCOMPARE(q::deadLetter(*t.db, uuid, exception, id), 1);
            t.now = saved;
        };
        fail("mail", laravel("App\\\\Jobs\\\\Mail", "f1"), QByteArray("Illuminate\\Queue\\TimeoutException: timed out\nStack trace:\n#0 {main}"), QByteArray("u1"),
             m_t0 - 3600);
        fail("mail", laravel("App\\\\Jobs\\\\Mail", "f2"), QByteArray("GuzzleHttp\\Exception\\ConnectException: refused\r\n#0 {main}"), QByteArray("u2"), m_t0 - 60);
        fail("bulk", laravel("App\\\\Jobs\\\\Resize", "f3"), QByteArray("TimeoutException again"), QByteArray("u3"), m_t0);
        fail("bulk", QByteArray("\x00\xff", 2), std::nullopt, std::nullopt, m_t0);
        m_session = t.session();
    }

    void jobFiltersCountInSql_data()
    {
        QTest::addColumn<JobFilter>("filter");
        QTest::addColumn<qint64>("count");
        QTest::newRow("everything") << JobFilter{} << qint64(455);
        QTest::newRow("queue") << jobs("mail") << qint64(3);
        QTest::newRow("ready") << jobs(nullptr, "ready") << qint64(453);
        QTest::newRow("delayed") << jobs(nullptr, "delayed") << qint64(1);
        QTest::newRow("reserved") << jobs(nullptr, "reserved") << qint64(1);
        QTest::newRow("name") << jobs(nullptr, nullptr, "App\\Jobs\\Mail") << qint64(2);
        QTest::newRow("text") << jobs(nullptr, nullptr, nullptr, "alpha") << qint64(2);
        QTest::newRow("queue and text") << jobs("mail", nullptr, nullptr, "alpha") << qint64(1);
        QTest::newRow("queue and state") << jobs("bulk", "reserved") << qint64(1);
        QTest::newRow("nothing") << jobs("none") << qint64(0);
    }
    void jobFiltersCountInSql()
    {
        QFETCH(JobFilter, filter);
        QFETCH(qint64, count);
        JobsModel model(m_session.get());
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(countWith(model, filter), count);
        QCOMPARE(model.rowCount(), int(count));
        QCOMPARE(model.filter(), filter);
    }

    void jobCellsAndOrder()
    {
        JobsModel model(m_session.get());
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(countWith(model, JobFilter{}), 455);
        QCOMPARE(text(model, 0, JobsModel::IdColumn), QStringLiteral("1"));
        QStringList row;
        for (int c = 0; c < JobsModel::NUM_COLUMNS; ++c)
            row << text(model, 1, c);
        QCOMPARE(row, QStringList({QStringLiteral("2"), QStringLiteral("mail"), QStringLiteral("App\\Jobs\\Mail"), QStringLiteral("delayed"), QStringLiteral("0"),
                                   QStringLiteral("0 / 25"), QStringLiteral("in 1 min 40 s"), QString(), QStringLiteral("now")}));
        QCOMPARE(text(model, 2, JobsModel::StateColumn), QStringLiteral("reserved"));
        QCOMPARE(text(model, 2, JobsModel::ReservedColumn), QStringLiteral("for 5 min 0 s"));
        QCOMPARE(text(model, 2, JobsModel::AttemptsColumn), QStringLiteral("1 / 25"));
        QCOMPARE(text(model, 2, 0, JobsModel::StateRole), QStringLiteral("reserved"));
        QCOMPARE(text(model, 3, JobsModel::NameColumn), QStringLiteral("(unnamed)"));
        QCOMPARE(text(model, 3, JobsModel::NameColumn, Qt::ToolTipRole), QStringLiteral("The payload is not JSON with a displayName (2 bytes)."));
        QCOMPARE(text(model, 4, JobsModel::PriorityColumn), QStringLiteral("5"));
        QCOMPARE(text(model, 4, JobsModel::AttemptsColumn), QStringLiteral("0 / 3"));
        QCOMPARE(model.data(model.index(4, JobsModel::QueueColumn), JobsModel::ValueRole).value<contracts::Value>(), contracts::Value::text("mail"));
        // Every loaded row changes next when job 2 becomes ready.
        QCOMPARE(model.nextTransition(m_t0), m_t0 + 100);
        QCOMPARE(model.nextTransition(m_t0 + 100), m_t0 + 300);
        QCOMPARE(model.nextTransition(m_t0 + 300), std::nullopt);
        // Far rows, and the other order.
        QCOMPARE(text(model, 454, JobsModel::IdColumn), QStringLiteral("455"));
        QCOMPARE(text(model, 230, JobsModel::IdColumn), QStringLiteral("231"));
        model.setDescending(true);
        QVERIFY(QTest::qWaitFor([&] { return !model.isLoading(); }, 5000));
        QCOMPARE(model.total(), 455);
        QCOMPARE(text(model, 0, JobsModel::IdColumn), QStringLiteral("455"));
        QCOMPARE(text(model, 454, JobsModel::IdColumn), QStringLiteral("1"));
        QCOMPARE(text(model, 300, JobsModel::IdColumn), QStringLiteral("155"));
    }

    void failedFiltersAndCells()
    {
        FailedJobsModel model(m_session.get());
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        auto filter = [](const char *queue, const char *name, const char *text, std::optional<qint64> from, std::optional<qint64> to) {
            FailedFilter f;
            if (queue)
                f.queue = QByteArray(queue);
            if (name)
                f.name = QByteArray(name);
            if (text)
                f.text = QByteArray(text);
            f.from = from;
            f.to = to;
            return f;
        };
        QCOMPARE(countWith(model, FailedFilter{}), 4);
        QCOMPARE(countWith(model, filter(nullptr, nullptr, "TimeoutException", {}, {})), 2);
        QCOMPARE(countWith(model, filter("mail", nullptr, nullptr, {}, {})), 2);
        QCOMPARE(countWith(model, filter(nullptr, "App\\Jobs\\Resize", nullptr, {}, {})), 1);
        QCOMPARE(countWith(model, filter(nullptr, nullptr, nullptr, m_t0 - 100, {})), 3);
        QCOMPARE(countWith(model, filter(nullptr, nullptr, nullptr, {}, m_t0 - 60)), 2);
        QCOMPARE(countWith(model, filter(nullptr, nullptr, nullptr, m_t0 - 60, m_t0 - 60)), 1);
        QCOMPARE(countWith(model, filter("mail", nullptr, "TimeoutException", {}, {})), 1);

        QCOMPARE(countWith(model, FailedFilter{}), 4);
        QStringList row;
        for (int c = 0; c < FailedJobsModel::NUM_COLUMNS; ++c)
            row << text(model, 0, c);
        const QString at = QDateTime::fromSecsSinceEpoch(m_t0 - 3600).toString(QStringLiteral("yyyy-MM-dd HH:mm:ss"));
        QCOMPARE(row, QStringList({QStringLiteral("1"), QStringLiteral("u1"), QStringLiteral("mail"), QStringLiteral("App\\Jobs\\Mail"),
                                   QStringLiteral("TimeoutException: timed out"), QStringLiteral("1"), at}));
        QCOMPARE(text(model, 0, FailedJobsModel::FailedAtColumn, Qt::ToolTipRole), QStringLiteral("1 h 0 min ago"));
        // The carriage return before the line break is not shown.
        QCOMPARE(text(model, 1, FailedJobsModel::ExceptionColumn), QStringLiteral("ConnectException: refused"));
        // The list drops the namespace; the tooltip has the whole line.
        QVERIFY(text(model, 1, FailedJobsModel::ExceptionColumn, Qt::ToolTipRole).startsWith(QStringLiteral("GuzzleHttp\\Exception\\ConnectException: refused\n")));
        QCOMPARE(text(model, 3, FailedJobsModel::UuidColumn), QString());
        QCOMPARE(text(model, 3, FailedJobsModel::ExceptionColumn), QString());
        QCOMPARE(text(model, 3, FailedJobsModel::NameColumn), QStringLiteral("(unnamed)"));
        model.setDescending(true);
        QVERIFY(QTest::qWaitFor([&] { return !model.isLoading(); }, 5000));
        QCOMPARE(text(model, 0, FailedJobsModel::IdColumn), QStringLiteral("4"));
    }

    void describesFilters()
    {
        FailedFilter f;
        QVERIFY(f.isEmpty());
        QCOMPARE(f.describe(), QString());
        f.text = QByteArray("TimeoutException");
        f.queue = QByteArray("mail");
        QCOMPARE(f.describe(), QStringLiteral(" matching 'TimeoutException' in queue mail"));
        f.name = QByteArray("App\\Jobs\\Mail");
        // Class names as Laravel writes them: single backslashes.
        QCOMPARE(f.describe(), QStringLiteral(" matching 'TimeoutException' of job App\\Jobs\\Mail in queue mail"));
        QVERIFY(!f.isEmpty());
        FailedFilter g;
        g.signature = QByteArray("PDOException: Deadlock found, id #");
        QVERIFY(!g.isEmpty());
        QVERIFY(g != FailedFilter());
        QCOMPARE(g.describe(), QStringLiteral(" failing with PDOException: Deadlock found, id #"));
        QCOMPARE(readableText(QByteArray("App\\Jobs\\Mail\nnext")), QStringLiteral("App\\Jobs\\Mail\nnext"));
        QCOMPARE(readableText(QByteArray("bad\xff\x01", 5)), QStringLiteral("bad\\xff\\x01"));
    }

    // Text with odd bytes is escaped, but a backslash of the text stays single
    // unless an escape, or text that reads like one, follows it.
    void readableTextKeepsSingleBackslashes_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("expected");
        QTest::newRow("class name beside a control byte") << QByteArray("App\\Jobs\\X\x01") << QStringLiteral("App\\Jobs\\X\\x01");
        QTest::newRow("backslash before an odd byte") << QByteArray("a\\\xff") << QStringLiteral("a\\\\\\xff");
        QTest::newRow("backslash before text like an escape") << QByteArray("a\\x41\x01") << QStringLiteral("a\\\\x41\\x01");
        QTest::newRow("backslash before x that is no escape") << QByteArray("a\\xyz\x01") << QStringLiteral("a\\xyz\\x01");
        QTest::newRow("two backslashes") << QByteArray("a\\\\b\x01") << QStringLiteral("a\\\\\\b\\x01");
        QTest::newRow("backslash at the end") << QByteArray("\x01" "a\\") << QStringLiteral("\\x01a\\");
    }
    void readableTextKeepsSingleBackslashes()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, expected);
        QCOMPARE(readableText(bytes), expected);
    }

    void exportsMatchingDeadLetters()
    {
        const QString path = m_tmp.filePath(QStringLiteral("all.jsonl"));
        FailedExport exp(m_session.get(), path);
        QSignalSpy finished(&exp, &FailedExport::finished);
        exp.startFilter(FailedFilter{}, 4);
        QVERIFY(finished.wait(5000));
        QCOMPARE(finished.first().first().toLongLong(), 4);
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = f.readAll().split('\n');
        QCOMPARE(lines.size(), 5); // four lines and the final newline
        QCOMPARE(lines[4], QByteArray());
        const QByteArray payload1 = laravel("App\\\\Jobs\\\\Mail", "f1");
        QCOMPARE(lines[0], QByteArray("{\"id\":1,\"uuid\":\"u1\",\"queue\":\"mail\",\"payload\":")
                               + QJsonDocument(QJsonObject{{QStringLiteral("p"), QString::fromUtf8(payload1)}}).toJson(QJsonDocument::Compact).mid(5).chopped(1)
                               + ",\"exception\":\"Illuminate\\\\Queue\\\\TimeoutException: timed out\\nStack trace:\\n#0 {main}\",\"attempts\":1,\"failed_at\":"
                               + QByteArray::number(m_t0 - 3600) + "}");
        // Round trip: the payload comes back byte for byte.
        const QJsonObject o1 = QJsonDocument::fromJson(lines[0]).object();
        QCOMPARE(o1.value(QStringLiteral("payload")).toString().toUtf8(), payload1);
        QCOMPARE(lines[3], QByteArray("{\"id\":4,\"uuid\":null,\"queue\":\"bulk\",\"payload\":\"AP8=\",\"payload_base64\":true,\"exception\":null,\"attempts\":1,\"failed_at\":")
                               + QByteArray::number(m_t0) + "}");
        QCOMPARE(QByteArray::fromBase64(QJsonDocument::fromJson(lines[3]).object().value(QStringLiteral("payload")).toString().toLatin1()), QByteArray("\x00\xff", 2));
    }

    void exportsSelectedAndFiltered()
    {
        const QString path = m_tmp.filePath(QStringLiteral("some.jsonl"));
        FailedExport exp(m_session.get(), path);
        QSignalSpy finished(&exp, &FailedExport::finished);
        exp.startIds({3, 1, 99, 3});
        QCOMPARE(exp.expected(), 3);
        QVERIFY(finished.wait(5000));
        QCOMPARE(finished.first().first().toLongLong(), 2); // 99 does not exist
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = f.readAll().split('\n');
        QCOMPARE(lines.size(), 3);
        QVERIFY(lines[0].startsWith("{\"id\":1,"));
        QVERIFY(lines[1].startsWith("{\"id\":3,"));
        f.close();

        FailedFilter timeouts;
        timeouts.text = QByteArray("TimeoutException");
        FailedExport again(m_session.get(), path);
        QSignalSpy done(&again, &FailedExport::finished);
        again.startFilter(timeouts, 2);
        QVERIFY(done.wait(5000));
        QCOMPARE(done.first().first().toLongLong(), 2);
    }

    void exportsInChunks()
    {
        // 1,200 more dead letters: three chunks.
        for (int i = 0; i < 1200; ++i) {
            const qint64 id = m_db->enqueue("chunky", "x");
            QCOMPARE(m_db->claim("chunky"), id);
            m_db->deadLetter(id, "e");
        }
        const QString path = m_tmp.filePath(QStringLiteral("chunks.jsonl"));
        FailedExport exp(m_session.get(), path);
        QSignalSpy progress(&exp, &FailedExport::progress);
        QSignalSpy finished(&exp, &FailedExport::finished);
        FailedFilter f;
        f.queue = QByteArray("chunky");
        exp.startFilter(f, 1200);
        QVERIFY(finished.wait(10000));
        QCOMPARE(finished.first().first().toLongLong(), 1200);
        QCOMPARE(progress.size(), 3);
        QCOMPARE(progress.at(0).at(0).toLongLong(), 500);
        QCOMPARE(progress.at(2).at(0).toLongLong(), 1200);
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll().count('\n'), 1200);
    }

    void cancelledOrFailedExportWritesNothing()
    {
        const QString path = m_tmp.filePath(QStringLiteral("cancelled.jsonl"));
        {
            FailedExport exp(m_session.get(), path);
            exp.startFilter(FailedFilter{}, 4);
            exp.cancel();
            QVERIFY(!exp.isRunning());
            QTest::qWait(300);
        }
        QVERIFY(!QFile::exists(path));

        FailedExport bad(m_session.get(), m_tmp.filePath(QStringLiteral("no/such/dir/x.jsonl")));
        QSignalSpy failed(&bad, &FailedExport::errorOccurred);
        bad.startFilter(FailedFilter{}, 4);
        QVERIFY(failed.wait(5000));
        QVERIFY2(failed.first().first().toString().contains(QStringLiteral("cannot be written")), qPrintable(failed.first().first().toString()));
    }

    // An export aimed at the watched database (or its -wal) is refused at
    // once: the file keeps its identity and nothing is written.
    void exportRefusesTheOpenDatabase_data()
    {
        QTest::addColumn<QString>("suffix");
        QTest::newRow("database") << QString();
        QTest::newRow("wal") << QStringLiteral("-wal");
    }

    void exportRefusesTheOpenDatabase()
    {
        QFETCH(QString, suffix);
        const QString target = m_session->path() + suffix;
        const storage::FileId before = storage::fileId(target);
        FailedExport exp(m_session.get(), target);
        QSignalSpy failed(&exp, &FailedExport::errorOccurred);
        QSignalSpy finished(&exp, &FailedExport::finished);
        exp.startFilter(FailedFilter{}, 4);
        QCOMPARE(failed.count(), 1);
        QVERIFY(!exp.isRunning());
        QTest::qWait(300);
        QCOMPARE(finished.count(), 0);
        QVERIFY(storage::fileId(target) == before);
    }
};

QTEST_MAIN(TestQueueLists)

#include "tst_queuelists.moc"
