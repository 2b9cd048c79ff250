// The overview: exact figures across the three primitives from one refresh,
// a trend that grows by one sample per refresh or clock tick (a tick reads
// only when due), changes folded while a read runs, and primitives that are
// absent shown as unavailable rather than zero. Figures that age past the
// refresh interval, or whose read failed, are marked stale with their age,
// and add no trend sample (issue 30).

#include "../support/exclusivelock.h"
#include "askr_contracts_api.h"
#include "models/overview/overviewmodel.h"
#include "storage/session.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QFont>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <sqlite3.h>

using namespace askr;
using M = models::OverviewModel;

class TestOverviewModel : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_tmp;

    // clock: the session's time (the test's), when given.
    std::unique_ptr<storage::Session> open(const QString &path, const qint64 *clock = nullptr)
    {
        auto s = std::make_unique<storage::Session>(storage::planOpen(path, storage::OpenMode::ReadWrite));
        if (clock)
            s->setClock([clock] { return *clock; });
        QSignalSpy schema(s.get(), &storage::Session::schemaChanged);
        if (!schema.wait(5000))
            return nullptr;
        return s;
    }

private Q_SLOTS:
    void figures()
    {
        const QString path = m_tmp.filePath(QStringLiteral("o.sqlite"));
        qint64 now = 1'700'000'000;
        {
            auto db = contracts::Connection::open(QFile::encodeName(path), SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
            db->setClock([&] { return now; });
            contracts::queue::install(*db);
            contracts::cache::install(*db);
            contracts::pubsub::install(*db);
            for (int i = 0; i < 3; ++i)
                contracts::queue::enqueue(*db, "mail", "{}", 0, 0, 3); // ready
            contracts::queue::enqueue(*db, "mail", "{}", 0, 60, 3); // delayed
            contracts::queue::enqueue(*db, "reports", "{}", 0, 0, 1);
            const qint64 claimed = contracts::queue::claim(*db, 30, "reports")->id.toInt(); // reserved
            contracts::queue::deadLetter(*db, QByteArray("u"), QByteArray("boom"), claimed); // then failed
            contracts::queue::enqueue(*db, "reports", "{}", 0, 0, 1);
            contracts::queue::claim(*db, 30, "reports");
            contracts::cache::set(*db, "a", "12345", std::nullopt);
            contracts::cache::set(*db, "b", "xy", now - 1); // expired, not swept
            for (int i = 0; i < 4; ++i)
                contracts::pubsub::publish(*db, i % 2 ? "orders" : "chat", "{}");
            contracts::pubsub::subscribe(*db, "sse");
            contracts::pubsub::resetSubscriber(*db, 1, "sse");
        }
        now += 10; // the ready jobs have waited 10 s
        auto session = open(path, &now);
        QVERIFY(session);
        M model(session.get());
        qint64 ms = 0; // the read budget's clock
        model.setMonotonicClock([&ms] { return ms; });
        QAbstractItemModelTester tester(&model);
        QSignalSpy refreshed(&model, &M::refreshed);
        model.refresh();
        QVERIFY(refreshed.wait(5000));
        QCOMPARE(model.value(M::Ready), qint64(3));
        QCOMPARE(model.value(M::Delayed), qint64(1));
        QCOMPARE(model.value(M::Reserved), qint64(1));
        QCOMPARE(model.value(M::Failed), qint64(1));
        QCOMPARE(model.value(M::OldestReadyAge), qint64(10));
        QCOMPARE(model.value(M::LiveKeys), qint64(1));
        QCOMPARE(model.value(M::ExpiredKeys), qint64(1));
        QTRY_COMPARE(model.value(M::ValueBytes), qint64(7)); // its own request, right after the figures
        QCOMPARE(model.value(M::Channels), qint64(2));
        QCOMPARE(model.value(M::NewestSeq), qint64(4));
        QCOMPARE(model.value(M::Subscribers), qint64(1));
        QCOMPARE(model.value(M::MaxLag), qint64(3));
        QCOMPARE(model.data(model.index(M::OldestReadyAge, M::ValueColumn)).toString(), QStringLiteral("10 s"));
        // A second refresh adds one sample to every trend.
        now += 5;
        model.refresh();
        QVERIFY(refreshed.wait(5000));
        QCOMPARE(model.history(M::OldestReadyAge), (QVector<qint64>{10, 15}));
        QCOMPARE(model.samples(), 2);

        // A trend sample soon after a read reads nothing: it repeats the
        // figures at once, the oldest ready job 5 s older.
        now += 5;
        model.sample(60'000);
        QCOMPARE(model.samples(), 3);
        QCOMPARE(model.history(M::OldestReadyAge), (QVector<qint64>{10, 15, 20}));
        QCOMPARE(model.history(M::Ready), (QVector<qint64>{3, 3, 3}));
        QCOMPARE(model.value(M::OldestReadyAge), qint64(20));
        QCOMPARE(refreshed.count(), 2);
        // Once the interval has passed (however long the reads took), a
        // sample is a read (time alone may have made delayed jobs ready):
        // the sample comes with its answer.
        ms += 3'600'000;
        {
            auto db = contracts::Connection::open(QFile::encodeName(path), SQLITE_OPEN_READWRITE);
            db->setClock([&] { return now; });
            contracts::queue::enqueue(*db, "mail", "{}", 0, 0, 3);
        }
        model.sample(60'000);
        QCOMPARE(model.samples(), 3);
        QVERIFY(refreshed.wait(5000));
        QCOMPARE(model.samples(), 4);
        QCOMPARE(model.value(M::Ready), qint64(4));
        QCOMPARE(model.history(M::OldestReadyAge), (QVector<qint64>{10, 15, 20, 20}));
    }

    // The total of the values reads the whole cache table: it is read on its
    // own clock (at most once a minute), not with every refresh, and its
    // tooltip says how old it is.
    void valueBytesOnTheirOwnClock()
    {
        const QString path = m_tmp.filePath(QStringLiteral("bytes.sqlite"));
        qint64 now = 1'700'000'000;
        auto write = [&](const char *key, const char *value) {
            auto db = contracts::Connection::open(QFile::encodeName(path), SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
            db->setClock([&] { return now; });
            contracts::cache::install(*db);
            contracts::cache::set(*db, key, value, std::nullopt);
        };
        write("a", "12345");
        auto session = open(path, &now);
        QVERIFY(session);
        M model(session.get());
        qint64 ms = 0;
        model.setMonotonicClock([&ms] { return ms; });
        QAbstractItemModelTester tester(&model);
        QSignalSpy refreshed(&model, &M::refreshed);
        model.refresh();
        QVERIFY(refreshed.wait(5000));
        QTRY_COMPARE(model.value(M::ValueBytes), qint64(5));
        QCOMPARE(model.history(M::ValueBytes), (QVector<qint64>{5})); // no 0 before the first reading
        const QModelIndex bytes = model.index(M::ValueBytes, M::ValueColumn);
        QVERIFY(model.data(bytes, Qt::ToolTipRole).toString().startsWith(QStringLiteral("Read 0 s ago")));

        write("b", "abc");
        now += 30;
        ms += 30'000;
        model.refresh();
        QVERIFY(refreshed.wait(5000));
        QTRY_VERIFY(!session->isBusy());
        QCOMPARE(model.value(M::LiveKeys), qint64(2)); // the counts are read every time
        QCOMPARE(model.value(M::ValueBytes), qint64(5)); // the total is half a minute old
        QVERIFY(model.data(bytes, Qt::ToolTipRole).toString().startsWith(QStringLiteral("Read 30 s ago")));

        now += 30;
        ms += 30'000;
        model.refresh();
        QVERIFY(refreshed.wait(5000));
        QTRY_COMPARE(model.value(M::ValueBytes), qint64(8));
        QVERIFY(model.data(bytes, Qt::ToolTipRole).toString().startsWith(QStringLiteral("Read 0 s ago")));
    }

    void changesAreFoldedWhileReading()
    {
        const QString path = m_tmp.filePath(QStringLiteral("fold.sqlite"));
        {
            auto db = contracts::Connection::open(QFile::encodeName(path), SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
            contracts::queue::install(*db);
        }
        auto session = open(path);
        QVERIFY(session);
        M model(session.get());
        session->setShown(&model, true); // as its page says when shown
        QSignalSpy refreshed(&model, &M::refreshed);
        // Five changes while the first read runs make one more read, not five.
        model.refresh();
        for (int i = 0; i < 5; ++i)
            model.scheduleRefresh();
        QVERIFY(refreshed.wait(5000));
        QTRY_COMPARE_WITH_TIMEOUT(refreshed.count(), 2, 5000);
        QTest::qWait(M::MinGapMs + 200);
        QCOMPARE(refreshed.count(), 2);
        QCOMPARE(model.samples(), 2);
    }

    void absentPrimitivesAreUnavailable()
    {
        const QString path = m_tmp.filePath(QStringLiteral("cacheonly.sqlite"));
        {
            auto db = contracts::Connection::open(QFile::encodeName(path), SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
            contracts::cache::install(*db);
        }
        auto session = open(path);
        QVERIFY(session);
        M model(session.get());
        QAbstractItemModelTester tester(&model);
        QSignalSpy refreshed(&model, &M::refreshed);
        model.refresh();
        QVERIFY(refreshed.wait(5000));
        QVERIFY(model.available(M::LiveKeys));
        QVERIFY(!model.available(M::Ready));
        QCOMPARE(model.data(model.index(M::Ready, M::ValueColumn)).toString(), QStringLiteral("—"));
    }

    // Issue 30: figures never lie about their age.
    void staleFiguresSayTheirAgeAndAddNoSample()
    {
        const QString path = m_tmp.filePath(QStringLiteral("stale.sqlite"));
        qint64 now = 1'700'000'000;
        {
            auto db = contracts::Connection::open(QFile::encodeName(path), SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
            db->setClock([&] { return now; });
            contracts::queue::install(*db);
            contracts::queue::enqueue(*db, "mail", "{}", 0, 0, 3);
        }
        auto session = open(path, &now);
        QVERIFY(session);
        M model(session.get());
        qint64 ms = 0;
        model.setMonotonicClock([&ms] { return ms; });
        QAbstractItemModelTester tester(&model);
        QSignalSpy refreshed(&model, &M::refreshed);
        model.refresh();
        QVERIFY(refreshed.wait(5000));
        const QModelIndex ready = model.index(M::Ready, M::ValueColumn);
        QVERIFY(!model.isStale());
        QCOMPARE(ready.data(M::StaleRole).toBool(), false);
        QCOMPARE(ready.data().toString(), QStringLiteral("1"));
        QCOMPARE(model.samples(), 1);

        // An idle database on the sample clock: a read falls due just after
        // a tick and is made at the next one, so figures are up to two ticks
        // old, and not stale for it.
        for (int tick = 0; tick < 4; ++tick) {
            now += M::DefaultSampleMs / 1000;
            ms += M::DefaultSampleMs - (tick % 2 ? 0 : 10);
            const int reads = refreshed.count();
            model.sample(M::DefaultSampleMs);
            QVERIFY2(!model.isStale(), qPrintable(QString::number(tick)));
            if (model.isRefreshing())
                QVERIFY(refreshed.wait(5000));
            QCOMPARE(refreshed.count(), reads + (tick % 2));
            QVERIFY(!model.isStale());
        }
        QCOMPARE(model.samples(), 5);

        // Time passes without a read: past the interval (and its second of
        // grace) the figures are stale, greyed and in italics, with their age.
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        now += 30;
        QTRY_VERIFY(model.isStale());
        QTRY_VERIFY(changed.count() > 0);
        QCOMPARE(ready.data(M::StaleRole).toBool(), true);
        QVERIFY(ready.data(Qt::FontRole).value<QFont>().italic());
        QCOMPARE(ready.data().toString(), QStringLiteral("1 (as of 30 s ago)"));
        QVERIFY(ready.data(Qt::ToolTipRole).toString().startsWith(QStringLiteral("Stale: these figures were read 30 s ago")));
        // The metric's name is no figure: not marked.
        QVERIFY(!model.index(M::Ready, M::MetricColumn).data(Qt::FontRole).isValid());
        // A sample of stale figures is none: the trend gets a gap, not a frozen reading.
        model.sample(M::DefaultSampleMs);
        QCOMPARE(model.samples(), 5);
        // Read again (as the fleet asks when they are due): fresh.
        ms += M::DefaultSampleMs;
        model.keepFresh();
        QVERIFY(refreshed.wait(5000));
        QVERIFY(!model.isStale());
        QCOMPARE(ready.data().toString(), QStringLiteral("1"));
        QCOMPARE(model.samples(), 6);
        model.keepFresh(); // not due: nothing read
        QVERIFY(!model.isRefreshing());

        // Another connection holds the file (rollback journal): the next
        // read fails. The figures stay, stale at once, and the failure says why.
        testsupport::ExclusiveLock locker(path);
        QCOMPARE(locker.result(), SQLITE_OK);
        QSignalSpy failed(&model, &M::errorOccurred);
        now += 1;
        ms += M::DefaultSampleMs;
        model.sample(M::DefaultSampleMs); // due: a read, which fails
        QVERIFY(failed.wait(15000));
        QVERIFY(model.isStale());
        QVERIFY(model.freshness()->failed());
        QVERIFY(ready.data(Qt::ToolTipRole).toString().contains(QStringLiteral("the last read failed")));
        QCOMPARE(model.samples(), 6);
        // Samples until the next read is due add nothing either.
        now += 1;
        ms += 1000;
        model.sample(M::DefaultSampleMs);
        QCOMPARE(model.samples(), 6);
        QCOMPARE(refreshed.count(), 4);

        locker.release();
        ms += M::DefaultSampleMs;
        model.sample(M::DefaultSampleMs);
        QVERIFY(refreshed.wait(15000)); // behind a look that waited for the lock
        QVERIFY(!model.isStale());
        QCOMPARE(model.samples(), 7);
    }
};

QTEST_GUILESS_MAIN(TestOverviewModel)
#include "tst_overviewmodel.moc"
