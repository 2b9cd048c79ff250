// Odd data: names that are not UTF-8, NUL bytes, 10,000-character names,
// timestamps at the ends of the 64-bit range, and 200 MB values. Everything
// is shown (escaped where needed), round-trips byte for byte through the
// actions, and memory stays bounded.

#include "views/actionrunner.h"
#include "apptour.h"
#include "operations/format/format.h"
#include "readall.h"

#include "models/cache/cachekeysmodel.h"
#include "models/cache/cachevalueloader.h"
#include "views/cache/cachevalueviewer.h"
#include "storage/blobreader.h"

#include <QProcess>
#include <QTableView>
#include <QTreeWidget>

#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <unistd.h>

#include <limits>

using namespace askr;
using namespace askr::robust;

namespace {

constexpr qint64 Min = std::numeric_limits<qint64>::min();
constexpr qint64 Max = std::numeric_limits<qint64>::max();

QString tourFailures(const QString &path)
{
    app::MainWindow w;
    w.show();
    auto *view = w.openDatabase(path, storage::OpenMode::ReadOnlyLive);
    FailureLog failures(view->session());
    if (!QTest::qWaitFor([view] { return view->session()->schema().inspected; }, 10000))
        return QStringLiteral("schema not inspected");
    const auto visits = visitEveryPage(w, view);
    for (const auto &v : visits)
        if (!v.shown)
            return describe(visits);
    return failures.text();
}


} // namespace

class TestOddData : public QObject
{
    Q_OBJECT
    QTemporaryDir m_tmp;
    int m_n = 0;
    QString m_big;
    QString freshPath() { return m_tmp.filePath(QStringLiteral("db%1.sqlite").arg(++m_n)); }
    static constexpr qint64 Big = 200 * 1024 * 1024;

    // A cache value, an event, a job and a dead letter of 200 MB each,
    // written by a child so that this process never holds the bytes.
    QString bigDatabase()
    {
        if (!m_big.isEmpty())
            return m_big;
        m_big = freshPath();
        // In another process (the 800 MB it writes stay out of this one's
        // memory figures), started rather than forked: see robusthelper.
        if (QProcess::execute(QStringLiteral(ROBUST_HELPER), { QStringLiteral("make"), m_big, QStringLiteral("0"), QStringLiteral("1") }) != 0)
            qWarning("robusthelper could not make %s", qPrintable(m_big));
        return m_big;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("askr-robust-test"));
        QSettings().clear();
        views::setConfirmHandler([](const QString &, const QString &, const QString &) { return true; });
        views::setNotifyHandler([](const QString &, const QString &, bool) {});
    }

    // Names that are not UTF-8 (and names with NUL bytes) are shown escaped
    // and still select exactly their own rows in actions.
    void oddNamesRoundTrip_data()
    {
        QTest::addColumn<QByteArray>("name");
        QTest::addColumn<QString>("shown");
        QTest::newRow("invalid UTF-8") << QByteArray("q\xff\xfe") << QStringLiteral("q\\xff\\xfe");
        QTest::newRow("truncated sequence") << QByteArray("caf\xc3") << QStringLiteral("caf\\xc3");
        QTest::newRow("overlong encoding") << QByteArray("a\xc0\xafz") << QStringLiteral("a\\xc0\\xafz");
        QTest::newRow("NUL inside") << QByteArray("nul\0tail", 8) << QStringLiteral("nul\\x00tail");
        QTest::newRow("10,000 characters") << QByteArray(10000, 'k') << QString(10000, QLatin1Char('k'));
        QTest::newRow("10,000 characters, multibyte") << QString(10000, QChar(0x00e9)).toUtf8() << QString(10000, QChar(0x00e9));
    }
    void oddNamesRoundTrip()
    {
        QFETCH(QByteArray, name);
        QFETCH(QString, shown);
        // A neighbour that differs only after the odd bytes must not match.
        const QByteArray neighbour = name + QByteArray("-other");
        const QString path = freshPath();
        auto db = openRw(path);
        populate(*db, 3, 2, 3, 3);
        sql(*db, "BEGIN");
        for (const QByteArray &n : {name, neighbour}) {
            for (int i = 0; i < 3; ++i) {
                const qint64 id = contracts::queue::enqueue(*db, n, QByteArray("{\"token\":\"") + QByteArray::number(i) + "\"}", 0, 0, 1).id.toInt();
                contracts::queue::deadLetter(*db, "u", "E", id);
            }
            contracts::queue::enqueue(*db, n, "{}", 0, 0, 1);
            contracts::cache::set(*db, n, QByteArray("v\0al", 4), std::nullopt);
            contracts::cache::tag(*db, n, n);
            for (int i = 0; i < 4; ++i)
                contracts::pubsub::publish(*db, n, "{}");
            contracts::pubsub::subscribe(*db, n);
        }
        sql(*db, "COMMIT");

        QObject ctx;
        auto *s = openSession(path, storage::OpenMode::ReadWrite, &ctx);
        storage::Failure f;
        auto all = onWorker(s, [](contracts::Connection &c) { return readEverything(c); }, &f);
        QVERIFY2(all, qPrintable(f.message));
        QVERIFY2(all->shown.contains(shown), "the name must be shown escaped, byte for byte");
        QCOMPARE(all->keys, 3 + 1 + 2);
        QCOMPARE(all->queues, 2 + 2);
        QCOMPARE(all->channels, 2 + 2);

        // Actions select the raw bytes, never the display string.
        auto counts = onWorker(s, [name](contracts::Connection &c) {
            QList<qint64> n;
            n << contracts::queue::countJobs(c, name, std::nullopt, std::nullopt, std::nullopt).count.toInt();
            n << contracts::pubsub::countEvents(c, name, std::nullopt).count.toInt();
            n << contracts::queue::retryFailed(c, name, std::nullopt, std::nullopt, std::nullopt, std::nullopt, std::nullopt, std::nullopt);
            n << contracts::cache::get(c, name)->value.toBytes().size();
            n << contracts::cache::flushTag(c, name);
            n << contracts::pubsub::resetSubscriber(c, 1, name);
            n << contracts::pubsub::deleteSubscriber(c, name);
            return n;
        }, &f, true);
        QVERIFY2(counts, qPrintable(f.message));
        QCOMPARE(*counts, (QList<qint64>{1, 4, 3, 4, 1, 1, 1}));
        // The neighbour is untouched.
        QCOMPARE(contracts::queue::countFailed(*db, neighbour, std::nullopt, std::nullopt, std::nullopt, std::nullopt, std::nullopt, std::nullopt).count.toInt(), 3);
        QVERIFY(contracts::cache::get(*db, neighbour));
        QVERIFY(!contracts::cache::get(*db, name));
        QCOMPARE(contracts::queue::countJobs(*db, name, std::nullopt, std::nullopt, std::nullopt).count.toInt(), 4);
        QString failures = tourFailures(path);
        QVERIFY2(failures.isEmpty(), qPrintable(failures));
    }

    // NUL bytes in values and payloads survive, are detected as binary and
    // shown in hex.
    void nulBytesInValues()
    {
        const QString path = freshPath();
        auto db = openRw(path);
        populate(*db, 1, 1, 1, 1);
        const QByteArray value("\0a\0b\0", 5);
        contracts::cache::set(*db, "nul", value, std::nullopt);
        const qint64 job = contracts::queue::enqueue(*db, "default", QByteArray("{\"a\":\"\0\"}", 9), 0, 0, 1).id.toInt();
        contracts::pubsub::publish(*db, "c", value);
        QObject ctx;
        auto *s = openSession(path, storage::OpenMode::ReadOnlyLive, &ctx);
        auto got = onWorker(s, [job](contracts::Connection &c) {
            return QList<QByteArray>{contracts::cache::get(c, "nul")->value.toBytes(), contracts::queue::jobPayload(c, job)->payload.toBytes(),
                                     contracts::pubsub::tail(c, 1, 256).back().payload.toBytes()};
        });
        QVERIFY(got);
        QCOMPARE(got->value(0), value);
        QCOMPARE(got->value(1), QByteArray("{\"a\":\"\0\"}", 9));
        QCOMPARE(got->value(2), value);
        namespace p = operations::payload;
        QCOMPARE(p::detect(value), p::Format::Binary);
        QVERIFY(p::hexDump(value).contains(QLatin1String("00 61 00 62 00")));
        QVERIFY(!p::escapedText(value).contains(QChar(0)));
        QString failures = tourFailures(path);
        QVERIFY2(failures.isEmpty(), qPrintable(failures));
    }

    // Times anywhere in the 64-bit range (and REAL ones beyond it) are read,
    // formatted and summed without overflow.
    void extremeTimestamps()
    {
        const QString path = freshPath();
        auto db = openRw(path);
        populate(*db, 2, 1, 2, 2);
        sql(*db,
            "INSERT INTO askr_jobs (queue, payload, available_at, reserved_until, created_at) VALUES"
            " ('edge', '{}', -9223372036854775808, NULL, -9223372036854775808),"
            " ('edge', '{}', 9223372036854775807, 9223372036854775807, 9223372036854775807),"
            " ('edge', '{}', -1, -1, 0),"
            " ('edge', '{}', 1e300, -1e300, 1e19);"
            "INSERT INTO askr_failed_jobs (queue, payload, attempts, failed_at) VALUES ('edge', '{}', 1, -9223372036854775808), ('edge', '{}', 1, 9223372036854775807);"
            "INSERT INTO askr_cache (key, value, expires_at) VALUES ('min', 'v', -9223372036854775808), ('max', 'v', 9223372036854775807), ('huge', 'v', 1e300);"
            "INSERT INTO askr_events (channel, payload, created_at) VALUES ('edge', '{}', -9223372036854775808), ('edge', '{}', 9223372036854775807);"
            "INSERT INTO askr_subscribers (name, cursor, updated_at) VALUES ('min', -9223372036854775808, -9223372036854775808), ('max', 9223372036854775807, 9223372036854775807);");
        // The runtime's own arithmetic at the edge: a delay that overflows.
        contracts::queue::enqueue(*db, "edge", "{}", 0, Max, 1);
        QObject ctx;
        auto *s = openSession(path, storage::OpenMode::ReadOnlyLive, &ctx);
        storage::Failure f;
        auto all = onWorker(s, [](contracts::Connection &c) { return readEverything(c); }, &f);
        QVERIFY2(all, qPrintable(f.message));
        QCOMPARE(all->jobs, 2 + 5);
        QCOMPARE(all->failed, 1 + 2);
        QCOMPARE(all->subscribers, 1 + 2);

        // Formatting at the edges: no overflow, no negative durations.
        QCOMPARE(contracts::Value::real(1e300).toInt(), Max);
        QCOMPARE(contracts::Value::real(-1e300).toInt(), Min);
        QCOMPARE(contracts::Value::real(std::nan("")).toInt(), 0);
        const qint64 now = 1'700'000'000;
        for (qint64 t : {Min, Min + 1, qint64(-1), qint64(0), now, Max - 1, Max}) {
            const QString rel = operations::formatRelative(t, now);
            QVERIFY2(!rel.contains(QLatin1Char('-')), qPrintable(rel));
            QVERIFY2(!operations::formatDuration(t).contains(QLatin1Char('-')), qPrintable(operations::formatDuration(t)));
        }
        QCOMPARE(operations::formatDuration(Min), QStringLiteral("106751991167300 d 15 h"));
        QString failures = tourFailures(path);
        QVERIFY2(failures.isEmpty(), qPrintable(failures));
    }

    // 200 MB values and payloads: lists show their size and never load them
    // whole (peak resident memory grows by less than 100 MB).
    void hugeValuesAreNotLoadedByLists_data()
    {
        QTest::addColumn<QString>("list");
        QTest::addColumn<bool>("knownDefect");
        QTest::newRow("cache keys, statistics, value info") << "cache" << false;
        // The page queries read json_valid(CAST(payload AS TEXT)) for the
        // job or event name, which loads (and copies) the whole payload.
        QTest::newRow("jobs page") << "jobs" << true;
        QTest::newRow("dead letters page") << "failed" << true;
        QTest::newRow("events page") << "events" << true;
    }
    void hugeValuesAreNotLoadedByLists()
    {
        QFETCH(QString, list);
        QFETCH(bool, knownDefect);
        const QString path = bigDatabase();
        QCOMPARE(scalarOf(path, "SELECT length(value) FROM askr_cache WHERE key = 'big'"), Big);

        QObject ctx;
        auto *s = openSession(path, storage::OpenMode::ReadOnlyLive, &ctx);
        QVERIFY(resetPeakResident());
        const qint64 before = residentBytes();
        auto largest = onWorker(s, [list](contracts::Connection &c) {
            qint64 largest = 0;
            if (list == QLatin1String("cache")) {
                for (const auto &k : contracts::cache::keysPage(c, QByteArray(), std::nullopt, std::nullopt, 100))
                    largest = std::max(largest, k.value_size.toInt());
                contracts::cache::cacheStats(c);
                contracts::cache::countKeys(c, std::nullopt, std::nullopt);
                largest = std::max(largest, contracts::cache::valueInfo(c, "big")->value_size.toInt());
            } else if (list == QLatin1String("jobs")) {
                for (const auto &j : contracts::queue::jobsPage(c, 0, std::nullopt, std::nullopt, std::nullopt, std::nullopt, 100))
                    largest = std::max(largest, j.payload_size.toInt());
            } else if (list == QLatin1String("failed")) {
                for (const auto &f : contracts::queue::failedPage(c, 0, std::nullopt, std::nullopt, std::nullopt, std::nullopt, std::nullopt, std::nullopt, std::nullopt, 100))
                    largest = std::max(largest, f.payload_size.toInt());
            } else {
                for (const auto &e : contracts::pubsub::eventsPage(c, std::nullopt, 0, std::nullopt, 100))
                    largest = std::max(largest, e.payload_size.toInt());
            }
            return largest;
        });
        const qint64 growth = peakResidentBytes() - before;
        QVERIFY(largest);
        QCOMPARE(*largest, Big);
        qInfo().noquote() << list << "list: peak resident memory grew by" << growth / (1024 * 1024) << "MiB";
        if (knownDefect)
            QEXPECT_FAIL("", "the page query decodes the whole payload for its name (reported; see docs/reliability.md)", Continue);
        QVERIFY2(growth < 100 * 1024 * 1024, qPrintable(QString::number(growth)));
    }

    // The cache page's value viewer on a 200 MB value: the first chunk at
    // once, more on request up to its cap, read by incremental blob I/O, so
    // memory grows by what is shown, not by the value.
    void hugeValueInTheViewer()
    {
        const QString path = bigDatabase();
        app::MainWindow w;
        w.show();
        auto *view = w.openDatabase(path, storage::OpenMode::ReadOnlyLive);
        QTRY_VERIFY_WITH_TIMEOUT(view->session()->schema().hasCache(), 10000);
        QTreeWidgetItem *item = sidebarItem(w, view);
        QVERIFY(item);
        w.findChild<QTreeWidget *>(QStringLiteral("sidebar"))->setCurrentItem(item->child(views::DatabaseView::Cache));
        auto *keys = view->findChild<QTableView *>(QStringLiteral("keysView"));
        auto *viewer = view->findChild<views::CacheValueViewer *>(QStringLiteral("valueViewer"));
        QVERIFY(keys && viewer);
        QTRY_VERIFY_WITH_TIMEOUT(keys->model()->rowCount() > 0, 10000);
        waitIdle(view->session());
        int row = -1;
        for (int r = 0; r < keys->model()->rowCount(); ++r)
            if (keys->model()->index(r, 0).data(models::CacheKeysModel::RawKeyRole).value<contracts::Value>().toBytes() == "big")
                row = r;
        QVERIFY(row >= 0);

        QVERIFY(resetPeakResident());
        const qint64 before = residentBytes();
        const quint64 readBefore = storage::blobBytesRead();
        keys->setCurrentIndex(keys->model()->index(row, 0));
        models::CacheValueLoader *loader = viewer->loader();
        QTRY_VERIFY_WITH_TIMEOUT(!loader->bytes().isEmpty() && !loader->isLoading(), 10000);
        waitIdle(view->session());
        QCOMPARE(loader->totalBytes(), Big);
        QCOMPARE(qint64(loader->bytes().size()), models::CacheValueLoader::FirstChunk);
        const qint64 firstGrowth = peakResidentBytes() - before;
        QVERIFY2(firstGrowth < 100 * 1024 * 1024, qPrintable(QString::number(firstGrowth)));
        // "Load more" until the viewer stops: never the whole value.
        int asked = 0;
        while (loader->canLoadMore() && asked < 100) {
            loader->loadMore();
            ++asked;
            QTRY_VERIFY_WITH_TIMEOUT(!loader->isLoading(), 10000);
        }
        waitIdle(view->session());
        const qint64 growth = peakResidentBytes() - before;
        const qint64 read = qint64(storage::blobBytesRead() - readBefore);
        qInfo().noquote() << "value viewer:" << read / 1024 << "KiB read of" << Big / (1024 * 1024) << "MiB in" << asked + 1
                          << "reads; peak resident memory grew by" << firstGrowth / (1024 * 1024) << "MiB for the first chunk and by"
                          << growth / (1024 * 1024) << "MiB at the viewer's 4 MiB cap";
        QCOMPARE(qint64(loader->bytes().size()), models::CacheValueLoader::MaxLoaded);
        // Bytes read: the value's shown prefix, plus its key once per read,
        // plus the bounded prefix a refresh compares (a slow run, under ASan,
        // sees time-driven refreshes).
        const qint64 reads = asked + 1 + loader->refreshReads();
        QVERIFY2(read <= models::CacheValueLoader::MaxLoaded + loader->refreshReads() * models::CacheValueLoader::RefreshPrefix + 64 * reads,
                 qPrintable(QStringLiteral("%1 bytes in %2 reads, %3 of them refreshes").arg(read).arg(reads).arg(loader->refreshReads())));
        QEXPECT_FAIL("", "the payload view renders everything loaded as one hex text (about 50 bytes of memory per byte shown; reported)", Continue);
        QVERIFY2(growth < 100 * 1024 * 1024, qPrintable(QString::number(growth)));
    }
};

QTEST_MAIN(TestOddData)
#include "tst_odddata.moc"
