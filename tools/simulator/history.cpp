// An hour of past activity, written through the contract operations with the
// connection's clock turned back, so that ages, failure times and subscriber
// lag look like those of a database that has been in use.

#include "laravel.h"
#include "simulator.h"

#include "askr_contracts_api.h"

#include <QDateTime>
#include <QJsonDocument>
#include <QJsonObject>

namespace askr::simulator {

using namespace askr::contracts;

namespace {

// Puts the clock back to the system time however seeding ends. (Not
// setClock(nullptr): once the 0-argument unixepoch() has been replaced,
// deleting it leaves SQLite without one.)
struct ClockOverride
{
    Connection &db;
    ~ClockOverride()
    {
        db.setClock([] { return QDateTime::currentSecsSinceEpoch(); });
    }
};

// Runs one claimed job to its end, as a worker would, with the job kinds'
// failure rates.
void settle(Connection &db, Rng &rng, const queue::ClaimRow &row)
{
    const QJsonObject payload = QJsonDocument::fromJson(row.payload.toBytes()).object();
    const QByteArray uuid = payload.value(QLatin1String("uuid")).toString().toUtf8();
    const JobKind &kind = jobKind(payload.value(QLatin1String("data")).toObject().value(QLatin1String("commandName")).toString().toUtf8());
    const qint64 id = row.id.toInt();
    const qint64 attempts = row.attempts.toInt();
    if (!rng.chance(kind.failRate)) {
        queue::ack(db, id);
    } else if (attempts >= kind.maxTries) {
        queue::deadLetter(db, uuid, exceptionText(rng, kind), id);
    } else {
        queue::release(db, 0, id);
    }
}

} // namespace

void seedHistory(Connection &db, quint32 seed)
{
    Rng rng(seed);
    const qint64 end = db.now();
    qint64 t = end - 3600;
    db.setClock([&t] { return t; });
    ClockOverride restore { db };
    db.exec("BEGIN IMMEDIATE", QStringLiteral("seedHistory"));
    try {
        struct Follower
        {
            QByteArray name;
            qint64 every; // steps between reads
            qint64 stopAfter; // the indexer stalled partway through the hour
        };
        const QList<Follower> followers = { { "websocket-gateway", 1, 1 << 30 }, { "audit-log", 8, 1 << 30 }, { "search-indexer", 3, 80 } };
        for (const Follower &f : followers)
            pubsub::subscribe(db, f.name);

        const auto &kinds = jobKinds();
        for (qint64 step = 0; t < end - 60; ++step, t += 15) {
            for (int i = 0, n = rng.between(1, 3); i < n; ++i) {
                const JobKind &kind = rng.pick(kinds);
                QByteArray uuid;
                queue::enqueue(db, kind.queue, jobPayload(rng, kind, &uuid), kind.priority, 0, kind.maxTries);
            }
            for (const QByteArray &q : queueNames())
                if (const auto row = queue::claim(db, 30, q))
                    settle(db, rng, *row);

            for (int i = 0, n = rng.between(0, 3); i < n; ++i) {
                const Broadcast b = broadcast(rng);
                pubsub::publish(db, b.channel, b.payload);
            }
            const qint64 head = pubsub::currentSeq(db).seq.toInt();
            for (const Follower &f : followers)
                if (step % f.every == 0 && step < f.stopAfter)
                    pubsub::ack(db, head, f.name);

            const QByteArray user = cachePrefix() + "user:" + QByteArray::number(rng.between(1, 300)) + ":profile";
            cache::set(db, user, cacheValue(rng, user), t + rng.between(60, 5400));
            cache::tag(db, "users", user);
            if (step % 3 == 0) {
                const QByteArray product = cachePrefix() + "product:" + QByteArray::number(rng.between(1, 200));
                cache::set(db, product, cacheValue(rng, product), t + rng.between(300, 7200));
                cache::tag(db, "products", product);
                cache::tag(db, "catalog", product);
            }
            cache::increment(
                db, cachePrefix() + "stats:orders:day-" + QByteArray::number(end / 86400), rng.between(1, 3), (end / 86400 + 1) * 86400);
        }

        // The last minute: work waiting, delayed, and held by workers.
        for (t = end - 60; t < end; t += 5) {
            const JobKind &kind = rng.pick(kinds);
            QByteArray uuid;
            queue::enqueue(
                db, kind.queue, jobPayload(rng, kind, &uuid), kind.priority, rng.chance(0.25) ? rng.between(120, 900) : 0, kind.maxTries);
        }
        t = end - 5;
        queue::claim(db, 600, "default");
        queue::claim(db, 600, "mail");

        // Locks: one taken long ago whose holder died (stale now), one held.
        t = end - 900;
        cache::lock(db, cachePrefix() + "laravel_unique_job:App\\Jobs\\GenerateMonthlyReport12", rng.token(16), 300);
        t = end - 20;
        cache::lock(db, cachePrefix() + "framework/schedule-2a1e5f2d0c6b9b3b8e2f8f0c2f1d5a0e9c6b7d11", rng.token(16), 3600);
        cache::lock(db, cachePrefix() + "laravel-queue-overlap:App\\Jobs\\SyncInventory:store-4", rng.token(16), 120);
        cache::set(db, cachePrefix() + "illuminate:queue:restart", QByteArray::number(end - 86400), std::nullopt);
        cache::set(db, cachePrefix() + "config", cacheValue(rng, "config"), std::nullopt);
        // A key an application built from raw bytes: not UTF-8. A server's
        // JSON protocol cannot carry one (docs/remote.md), so none there.
        if (!db.isServer())
            cache::set(db, cachePrefix() + "avatar:\xff\xfe" + "42", "\x89PNG\r\n\x1a\n", end + 3600);
        for (int i = 0; i < 6; ++i)
            cache::increment(db, cachePrefix() + "throttle:api|10.0.0." + QByteArray::number(i + 1), rng.between(1, 50), end + 60);
        t = end;
        db.exec("COMMIT", QStringLiteral("seedHistory"));
    } catch (...) {
        if (db.inTransaction())
            db.exec("ROLLBACK", QStringLiteral("seedHistory"));
        throw;
    }
}

} // namespace askr::simulator
