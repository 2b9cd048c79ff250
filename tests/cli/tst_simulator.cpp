// The simulated workload keeps the queue's books: every job it enqueued is
// afterwards in exactly one place (still in askr_jobs, acked, or a dead
// letter), whatever the workers' threads did meanwhile.

#include "askr_contracts_api.h"
#include "demo.h"
#include "laravel.h"
#include "simulator.h"
#include "operations/database/schemas.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <sqlite3.h>

using namespace askr;
using namespace askr::contracts;

namespace {

std::unique_ptr<Connection> newDatabase(const QString &path)
{
    QFile(path).open(QIODevice::WriteOnly);
    auto db = simulator::openWorkerConnection(path);
    operations::database::installSchemas(*db);
    return db;
}

QSet<qint64> jobIds(Connection &db)
{
    QSet<qint64> ids;
    // Fields by name: a positional list shifts silently when a filter is
    // added (a dead letter once went unseen through a page size of 0).
    queue::JobsPageParams p;
    p.page_size = 500;
    for (;;) {
        const auto page = queue::jobsPage(db, p);
        for (const auto &r : page)
            ids.insert(r.id.toInt());
        if (page.size() < 500)
            return ids;
        p.after_id = page.back().id.toInt();
    }
}

QSet<QByteArray> failedUuids(Connection &db)
{
    QSet<QByteArray> uuids;
    queue::FailedPageParams p;
    p.page_size = 500;
    for (;;) {
        const auto page = queue::failedPage(db, p);
        for (const auto &r : page)
            uuids.insert(r.uuid.toBytes());
        if (page.size() < 500)
            return uuids;
        p.after_id = page.back().id.toInt();
    }
}

} // namespace

class TestSimulator : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;

private Q_SLOTS:
    void nothingLost()
    {
        const QString path = m_dir.filePath(QStringLiteral("books.sqlite"));
        auto db = newDatabase(path);
        // One dead letter from before the run, in a queue no simulated worker
        // takes: the books below must see it whatever the run did.
        const qint64 before = queue::enqueue(*db, "not-simulated", "{}", 0, 0, 1).id.toInt();
        QCOMPARE(queue::deadLetter(*db, "before-the-run", "RuntimeException", before), qint64(1));
        simulator::Options options;
        options.path = path;
        options.rate = 160;
        options.seed = 3;
        options.workers = 3;
        options.track = true;
        simulator::Simulator sim(options);
        sim.start();
        QTest::qWait(2500);
        sim.stop();
        const simulator::Stats stats = sim.stats();
        const simulator::Ledger ledger = sim.ledger();
        QVERIFY2(stats[simulator::Counter::Errors] == 0, qPrintable(stats.lastError));
        QCOMPARE(qint64(ledger.enqueued.size()), stats[simulator::Counter::Enqueued]);
        QVERIFY(stats[simulator::Counter::Enqueued] > 20);
        QVERIFY(stats[simulator::Counter::Claimed] > 5);
        QVERIFY(stats[simulator::Counter::Acked] > 0);
        QVERIFY(stats[simulator::Counter::CacheWrites] > 0);
        QVERIFY(stats[simulator::Counter::Published] > 0);
        QVERIFY(stats[simulator::Counter::SubscriberAcks] > 0);

        const QSet<qint64> live = jobIds(*db);
        const QSet<QByteArray> failed = failedUuids(*db);
        QVERIFY(failed.contains("before-the-run"));
        QCOMPARE(qint64(failed.size()), qint64(ledger.deadLettered.size()) + 1);
        for (const auto &[id, uuid] : ledger.enqueued) {
            const bool inJobs = live.contains(id);
            const bool acked = ledger.acked.count(id) > 0;
            const bool dead = ledger.deadLettered.count(id) > 0;
            QVERIFY2(int(inJobs) + int(acked) + int(dead) == 1,
                qPrintable(QStringLiteral("job %1: in jobs %2, acked %3, dead %4").arg(id).arg(inJobs).arg(acked).arg(dead)));
            if (dead)
                QVERIFY(failed.contains(uuid));
        }
        for (qint64 id : live)
            QVERIFY2(ledger.enqueued.count(id), "a job nobody enqueued");
        // Nothing is left reserved by a worker that was stopped; only an
        // "abandoned" job (a simulated crash) keeps its reservation.
        qint64 reserved = 0;
        for (const auto &r : queue::queueDepths(*db))
            reserved += r.reserved.toInt();
        QVERIFY(reserved <= stats[simulator::Counter::Abandoned]);

        // The search indexer falls behind; the gateway keeps up.
        qint64 gateway = -1, indexer = -1;
        for (const auto &s : pubsub::subscribers(*db)) {
            if (s.name.toBytes() == "websocket-gateway")
                gateway = s.lag.toInt();
            if (s.name.toBytes() == "search-indexer")
                indexer = s.lag.toInt();
        }
        QVERIFY(gateway >= 0 && indexer > gateway);
    }

    // Each actor's choices depend on the seed only: the producer dispatches the
    // same jobs in the same order.
    void deterministic()
    {
        QList<QByteArray> runs[2];
        for (auto &uuids : runs) {
            const QString path = m_dir.filePath(QStringLiteral("seeded.sqlite"));
            QFile::remove(path);
            auto db = newDatabase(path);
            simulator::Options options;
            options.path = path;
            options.rate = 60;
            options.seed = 42;
            options.track = true;
            simulator::Simulator sim(options);
            sim.start();
            QTest::qWait(500);
            sim.stop();
            std::map<qint64, QByteArray> ordered(sim.ledger().enqueued.begin(), sim.ledger().enqueued.end());
            for (const auto &[id, uuid] : ordered)
                uuids << uuid;
        }
        const qsizetype n = qMin(runs[0].size(), runs[1].size());
        QVERIFY(n > 0);
        QCOMPARE(runs[0].mid(0, n), runs[1].mid(0, n));
    }

    void payloadsAreLaravelShaped()
    {
        simulator::Rng rng(1);
        for (const simulator::JobKind &kind : simulator::jobKinds()) {
            QByteArray uuid;
            const QJsonObject o = QJsonDocument::fromJson(simulator::jobPayload(rng, kind, &uuid)).object();
            QCOMPARE(o.value(QLatin1String("uuid")).toString().toUtf8(), uuid);
            QVERIFY(!o.value(QLatin1String("displayName")).toString().isEmpty());
            QCOMPARE(o.value(QLatin1String("maxTries")).toInt(), kind.maxTries);
            QCOMPARE(o.value(QLatin1String("job")).toString(), QStringLiteral("Illuminate\\Queue\\CallQueuedHandler@call"));
            const QJsonObject data = o.value(QLatin1String("data")).toObject();
            QCOMPARE(data.value(QLatin1String("commandName")).toString().toUtf8(), kind.displayName);
            // O:<length of the class name>:"<class>":...
            const QByteArray command = data.value(QLatin1String("command")).toString().toUtf8();
            QVERIFY(command.startsWith(QByteArray("O:" + QByteArray::number(kind.displayName.size()) + ":\"" + kind.displayName + "\":")));
            const QByteArray exception = simulator::exceptionText(rng, kind);
            QVERIFY(exception.contains("\nStack trace:\n#0 "));
            QVERIFY(exception.endsWith("{main}"));
        }
        QCOMPARE(simulator::php::str("é"), QByteArray("s:2:\"é\";"));
        const simulator::Broadcast b = simulator::broadcast(rng);
        const QJsonObject event = QJsonDocument::fromJson(b.payload).object();
        QVERIFY(event.contains(QLatin1String("event")) && event.contains(QLatin1String("data")) && event.contains(QLatin1String("socket")));
    }

    void history()
    {
        const QString path = m_dir.filePath(QStringLiteral("history.sqlite"));
        auto db = newDatabase(path);
        const qint64 now = db->now();
        simulator::seedHistory(*db, 1);
        QVERIFY(!db->inTransaction());
        QVERIFY(queue::countFailed(*db, queue::CountFailedParams {}).count.toInt() > 0);
        qint64 total = 0, oldest = 0;
        for (const auto &r : queue::queueDepths(*db)) {
            total += r.total.toInt();
            oldest = qMax(oldest, r.oldest_ready_age.toInt());
        }
        QVERIFY(total > 0);
        const auto subscribers = pubsub::subscribers(*db);
        QCOMPARE(subscribers.size(), size_t(3));
        for (const auto &s : subscribers)
            if (s.name.toBytes() == "search-indexer")
                QVERIFY(s.lag.toInt() > 100);
        bool stale = false;
        for (const auto &l : cache::locks(*db, R"(["*laravel_unique_job:*"])", QByteArray(), 100))
            stale = stale || l.stale.toInt();
        QVERIFY(stale);
        QVERIFY(cache::valueInfo(*db,
            QByteArray("laravel_cache_avatar:\xff\xfe"
                       "42"))
                    .has_value());
        // Ages run up to an hour back, and the clock is SQLite's own again.
        const auto oldestEvent = pubsub::eventsPage(*db, std::nullopt, 0, std::nullopt, 1);
        QVERIFY(!oldestEvent.empty() && oldestEvent.front().created_at.toInt() < now - 3000);
        QVERIFY(qAbs(db->now() - now) < 60);
    }

    void demo()
    {
        QString folder;
        {
            auto demo = simulator::Demo::start(40, 5);
            QVERIFY(QFile::exists(demo->path()));
            folder = QFileInfo(demo->path()).absolutePath();
            QTest::qWait(600);
            QVERIFY(demo->simulator().stats()[simulator::Counter::Operations] > 5);
        }
        QVERIFY(!QDir(folder).exists());
    }

    // Given a folder, the demo keeps its database there and the next demo
    // goes on with it (issue 20: the demo's charts always started empty).
    void demoKeptInItsFolder()
    {
        QTemporaryDir tmp;
        const QString folder = tmp.filePath(QStringLiteral("demo"));
        QString path;
        {
            auto demo = simulator::Demo::start(40, 5, folder);
            path = demo->path();
            QCOMPARE(QFileInfo(path).absolutePath(), QFileInfo(folder).absoluteFilePath());
            auto db = contracts::Connection::open(QFile::encodeName(path), SQLITE_OPEN_READWRITE);
            cache::set(*db, "marker", "from the first run", std::nullopt);
        }
        QVERIFY(QFile::exists(path));
        auto again = simulator::Demo::start(40, 5, folder);
        QCOMPARE(again->path(), path);
        auto db = contracts::Connection::open(QFile::encodeName(path), SQLITE_OPEN_READONLY);
        const auto marker = cache::get(*db, "marker");
        QVERIFY(marker);
        QCOMPARE(marker->value.toBytes(), QByteArray("from the first run"));
    }
};

QTEST_GUILESS_MAIN(TestSimulator)
#include "tst_simulator.moc"
