// The dashboard's tiles: dead letters counted per local day over a week,
// figures from the overview's reads, expiring keys from the expiry index,
// each tile naming the page it opens; time is the connection's unixepoch().
// Tiles whose figures aged past their refresh interval say so and how old
// they are, and take no trend reading from them (issue 30).

#include "askr_contracts_api.h"
#include "models/overview/dashboardmodel.h"
#include "models/overview/overviewmodel.h"
#include "models/queue/queueoverviewmodel.h"
#include "storage/session.h"

#include <QAbstractItemModelTester>
#include <QDateTime>
#include <QFile>
#include <QSemaphore>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <sqlite3.h>

#include <algorithm>

using namespace askr;
using D = models::DashboardModel;

class TestDashboardModel : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_tmp;

    // A session on the file whose clock is the test's, once it has read the schema.
    static std::unique_ptr<storage::Session> open(const QString &path, const qint64 &now)
    {
        auto s = std::make_unique<storage::Session>(storage::planOpen(path, storage::OpenMode::ReadWrite));
        s->setClock([&now] { return now; });
        QSignalSpy schema(s.get(), &storage::Session::schemaChanged);
        return schema.wait(5000) ? std::move(s) : nullptr;
    }

private Q_SLOTS:
    void initTestCase() { qputenv("ASKR_DESK_DATA_DIR", QFile::encodeName(m_tmp.filePath(QStringLiteral("data")))); }

    void tiles()
    {
        const QString path = m_tmp.filePath(QStringLiteral("d.sqlite"));
        // Noon, so that a day back is yesterday in any time zone without DST.
        qint64 now = QDateTime(QDate(2026, 11, 20), QTime(12, 0)).toSecsSinceEpoch();
        {
            auto db = contracts::Connection::open(QFile::encodeName(path), SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
            db->setClock([&] { return now; });
            contracts::queue::install(*db);
            contracts::cache::install(*db);
            contracts::pubsub::install(*db);
            const auto fail = [&](qint64 at) {
                const qint64 saved = std::exchange(now, at);
                const qint64 id = contracts::queue::enqueue(*db, "mail", "{}", 0, 0, 1).id.toInt();
                contracts::queue::deadLetter(*db, QByteArray("u"), QByteArray("boom"), id);
                now = saved;
            };
            fail(now - 8 * 86400); // older than the week shown
            fail(now - 86400); // yesterday
            fail(now - 60); // today, twice
            fail(now - 30);
            for (int i = 0; i < 3; ++i)
                contracts::queue::enqueue(*db, "mail", "{}", 0, 0, 3);
            contracts::cache::set(*db, "soon", "1", now + 600); // expires within the hour
            contracts::cache::set(*db, "later", "1", now + 7200);
            contracts::cache::set(*db, "never", "1", std::nullopt);
            for (int i = 0; i < 5; ++i)
                contracts::pubsub::publish(*db, "chat", "{}");
            contracts::pubsub::subscribe(*db, "sse");
            contracts::pubsub::resetSubscriber(*db, 0, "sse"); // all five unread
        }
        auto session = open(path, now);
        QVERIFY(session);
        models::OverviewModel overview(session.get());
        auto *queues = models::QueueOverviewModel::createShared(session.get());
        D model(session.get(), &overview, queues);
        QAbstractItemModelTester tester(&model);
        QCOMPARE(model.rowCount(), int(D::NUM_TILES));

        QSignalSpy changed(&model, &D::tileChanged);
        overview.refresh();
        QTRY_VERIFY_WITH_TIMEOUT(model.deadLettersPerDay().size() == size_t(D::Days), 5000);
        const auto &days = model.deadLettersPerDay();
        QCOMPARE(days.back().first, QDateTime::fromSecsSinceEpoch(now).date());
        QCOMPARE(days.back().second, qint64(2));
        QCOMPARE(days[D::Days - 2].second, qint64(1));
        qint64 week = 0;
        for (const auto &d : days)
            week += d.second;
        QCOMPARE(week, qint64(3));
        QCOMPARE(model.expiringWithinHour(), qint64(1));
        QVERIFY(!changed.isEmpty());

        const auto text = [&](int tile, int role) { return model.tileIndex(D::Tile(tile)).data(role).toString(); };
        QCOMPARE(text(D::DeadLettersPerDay, D::FigureRole), QStringLiteral("2 today"));
        QCOMPARE(text(D::Keys, D::FigureRole), QStringLiteral("3"));
        QCOMPARE(text(D::SubscriberLag, D::FigureRole), QStringLiteral("5 events"));
        QCOMPARE(model.tileIndex(D::DeadLettersPerDay).data(D::TargetRole).toInt(), int(D::DeadLettersTarget));
        QCOMPARE(model.tileIndex(D::Keys).data(D::TargetRole).toInt(), int(D::CacheTarget));
        QCOMPARE(model.tileIndex(D::SubscriberLag).data(D::TargetRole).toInt(), int(D::PubSubTarget));
        QCOMPARE(model.tileIndex(D::Throughput).data(D::TargetRole).toInt(), int(D::QueuesTarget));
        for (int t = 0; t < D::NUM_TILES; ++t)
            QVERIFY2(!text(t, Qt::DisplayRole).isEmpty() && !text(t, Qt::ToolTipRole).isEmpty(), qPrintable(QString::number(t)));

        // Events per second: 50 published in the 5 s between two readings.
        QVERIFY(!model.eventsPerSecond());
        {
            auto db = contracts::Connection::open(QFile::encodeName(path), SQLITE_OPEN_READWRITE);
            for (int i = 0; i < 50; ++i)
                contracts::pubsub::publish(*db, "chat", "{}");
        }
        now += 5;
        QSignalSpy refreshed(&overview, &models::OverviewModel::refreshed);
        overview.refresh();
        QVERIFY(refreshed.wait(5000));
        QVERIFY(model.eventsPerSecond());
        QCOMPARE(*model.eventsPerSecond(), 10.0);
        // A reading after a long pause gives no rate rather than an average spike.
        now += 3600;
        overview.refresh();
        QVERIFY(refreshed.wait(5000));
        QVERIFY(!model.eventsPerSecond());
        QTRY_VERIFY_WITH_TIMEOUT(!model.isLoading(), 5000);

        // The ready figure is the total of the bars beside it, even while the
        // two models' readings differ (the demo showed "9" over bars of 7
        // and 3): two more jobs, read by the overview first.
        auto barsTotal = [&] {
            qint64 n = 0;
            for (int r = 0; r < queues->rowCount(); ++r)
                n += queues->depthAt(r).ready;
            return n;
        };
        QSignalSpy queuesRead(queues, &models::QueueOverviewModel::refreshed);
        queues->refresh();
        QTRY_COMPARE_WITH_TIMEOUT(barsTotal(), qint64(3), 5000);
        {
            auto db = contracts::Connection::open(QFile::encodeName(path), SQLITE_OPEN_READWRITE);
            db->setClock([&] { return now; });
            contracts::queue::enqueue(*db, "mail", "{}", 0, 0, 3);
            contracts::queue::enqueue(*db, "mail", "{}", 0, 0, 3);
        }
        queuesRead.clear();
        overview.refresh();
        QTRY_COMPARE_WITH_TIMEOUT(overview.value(models::OverviewModel::Ready), qint64(5), 5000);
        QCOMPARE(text(D::ReadyPerQueue, D::FigureRole), QString::number(barsTotal()));
        if (queuesRead.isEmpty())
            QCOMPARE(text(D::ReadyPerQueue, D::FigureRole), QStringLiteral("3")); // the bars' reading, not the overview's 5
        queues->refresh();
        QTRY_COMPARE_WITH_TIMEOUT(text(D::ReadyPerQueue, D::FigureRole), QStringLiteral("5"), 5000);
    }

    // What the tiles read themselves is asked again after every overview
    // refresh: an ask made while that read runs is folded into one read
    // after it (it used to be dropped, and the figures waited for the next
    // refresh), and asks never pile up.
    void askWhileReadingFoldsIntoOneMore()
    {
        const QString path = m_tmp.filePath(QStringLiteral("fold.sqlite"));
        qint64 now = 1'700'000'000;
        {
            auto db = contracts::Connection::open(QFile::encodeName(path), SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
            db->setClock([&] { return now; });
            contracts::queue::install(*db);
            contracts::cache::install(*db);
            contracts::cache::set(*db, "soon", "1", now + 600);
        }
        auto session = open(path, now);
        QVERIFY(session);
        models::OverviewModel overview(session.get());
        auto *queues = models::QueueOverviewModel::createShared(session.get());
        queues->setRefreshInterval(3600 * 1000);
        D model(session.get(), &overview, queues);
        QAbstractItemModelTester tester(&model);
        // The worker waits at a gate, so that the first read is still to run
        // when the next asks come.
        QSemaphore gate;
        session->query(QStringLiteral("gate"), &model, [&gate](contracts::Connection &) { gate.acquire(); return 0; }, [](int) {});
        QSignalSpy changed(&model, &D::tileChanged);
        model.reload();
        QVERIFY(model.isLoading());
        model.reload();
        model.reload();
        gate.release();
        QTRY_VERIFY(!model.isLoading());
        QTest::qWait(100); // a third read would have been asked by now
        QVERIFY(!model.isLoading());
        // The first read and one folded.
        QCOMPARE(std::count_if(changed.cbegin(), changed.cend(), [](const QList<QVariant> &a) { return a.at(0).toInt() == D::Keys; }), 2);
        QCOMPARE(model.expiringWithinHour(), qint64(1));
        QCOMPARE(model.lastError(), QString());
    }

    void staleTilesSayTheirAgeAndTakeNoReading()
    {
        const QString path = m_tmp.filePath(QStringLiteral("stale.sqlite"));
        qint64 now = 1'700'000'000;
        {
            auto db = contracts::Connection::open(QFile::encodeName(path), SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
            db->setClock([&] { return now; });
            contracts::queue::install(*db);
            contracts::cache::install(*db);
            contracts::queue::enqueue(*db, "mail", "{}", 0, 0, 3);
        }
        auto session = open(path, now);
        QVERIFY(session);
        models::OverviewModel overview(session.get());
        auto *queues = models::QueueOverviewModel::createShared(session.get());
        D model(session.get(), &overview, queues);
        QAbstractItemModelTester tester(&model);
        QSignalSpy read(&overview, &models::OverviewModel::refreshed);
        overview.refresh();
        QVERIFY(read.wait(5000));
        QTRY_VERIFY(queues->hasSnapshot());
        for (int t = 0; t < D::NUM_TILES; ++t) {
            QCOMPARE(model.tileIndex(D::Tile(t)).data(D::StaleRole).toBool(), false);
            QCOMPARE(model.tileIndex(D::Tile(t)).data(D::AsOfRole).toString(), QString());
        }
        const size_t readings = model.trend(D::Keys).size();

        // Half a minute without a read: every tile is past its interval.
        QSignalSpy changed(&model, &D::tileAged);
        now += 30;
        QTRY_VERIFY(model.tileIndex(D::Keys).data(D::StaleRole).toBool());
        QTRY_VERIFY(model.tileIndex(D::QueueHealth).data(D::StaleRole).toBool());
        QTRY_VERIFY(changed.count() > 0); // told within a second
        QCOMPARE(model.tileIndex(D::Keys).data(D::AsOfRole).toString(), QStringLiteral("as of 30 s ago"));
        QVERIFY(model.tileIndex(D::Keys).data(Qt::ToolTipRole).toString().startsWith(QStringLiteral("Stale: these figures were read 30 s ago")));
        QVERIFY(model.tileIndex(D::Keys).data(Qt::ToolTipRole).toString().endsWith(QStringLiteral("Click to open the Cache page.")));
        // Told every second (the age grows), yet no reading of now is taken from them.
        const int told = changed.count();
        QTRY_VERIFY(changed.count() > told);
        QCOMPARE(model.trend(D::Keys).size(), readings);

        overview.refresh();
        QVERIFY(read.wait(5000));
        QCOMPARE(model.tileIndex(D::Keys).data(D::StaleRole).toBool(), false);
        QCOMPARE(model.trend(D::Keys).size(), readings + 1);
    }
};

QTEST_GUILESS_MAIN(TestDashboardModel)
#include "tst_dashboardmodel.moc"
