#pragma once

#include "actor.h"

#include "askr_contracts_api.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <chrono>
#include <deque>
#include <vector>

namespace askr::simulator::actors {

using namespace askr::contracts;

// The application's cache store: reads and writes with TTLs, rate-limit
// counters, atomic locks (some left to expire), tags and the odd sweep.
class CacheClient : public Actor
{
public:
    using Actor::Actor;

protected:
    void step() override
    {
        const qint64 t = now();
        if (!m_held.empty() && m_held.front().until <= t) {
            const Held lock = m_held.front();
            m_held.pop_front();
            if (cache::unlock(*m_db, lock.key, lock.owner) == 1)
                m_sim.add(Counter::Unlocks);
            return;
        }
        const int r = m_rng.between(1, 100);
        if (r <= 30) {
            set(t);
        } else if (r <= 52) {
            increment(t);
        } else if (r <= 68) {
            lock(t);
        } else if (r <= 92) {
            cache::get(*m_db, userKey());
            m_sim.add(Counter::CacheReads);
        } else if (r <= 95) {
            cache::sweep(*m_db);
            m_sim.add(Counter::Sweeps);
        } else if (r <= 97) {
            cache::flushTag(*m_db, "products");
            m_sim.add(Counter::TagFlushes);
        } else {
            cache::forget(*m_db, userKey());
        }
    }

private:
    struct Held
    {
        QByteArray key;
        QByteArray owner;
        qint64 until = 0;
    };

    QByteArray userKey() { return cachePrefix() + "user:" + QByteArray::number(m_rng.between(1, 300)) + ":profile"; }

    void set(qint64 t)
    {
        QByteArray key, tag;
        std::optional<qint64> expires;
        const int kind = m_rng.between(0, 9);
        if (kind < 4) {
            key = userKey();
            tag = "users";
            expires = t + m_rng.between(60, 600);
        } else if (kind < 7) {
            key = cachePrefix() + "product:" + QByteArray::number(m_rng.between(1, 200));
            tag = "products";
            expires = t + m_rng.between(300, 3600);
        } else if (kind < 9) {
            key = cachePrefix() + "otp:" + m_rng.token(12);
            expires = t + m_rng.between(5, 40);
        } else {
            key = cachePrefix() + "config";
        }
        cache::set(*m_db, key, cacheValue(m_rng, key), expires);
        m_sim.add(Counter::CacheWrites);
        if (!tag.isEmpty()) {
            cache::tag(*m_db, tag, key);
            m_sim.add(Counter::Tagged);
        }
    }

    void increment(qint64 t)
    {
        if (m_rng.chance(0.7)) {
            const QByteArray ip = "10.0." + QByteArray::number(m_rng.between(0, 3)) + '.' + QByteArray::number(m_rng.between(1, 40));
            cache::increment(*m_db, cachePrefix() + "throttle:api|" + ip, 1, t + 60);
        } else {
            const QByteArray day = QByteArray::number(t / 86400);
            cache::increment(*m_db, cachePrefix() + "stats:orders:day-" + day, m_rng.between(1, 3), (t / 86400 + 1) * 86400);
        }
        m_sim.add(Counter::Increments);
    }

    void lock(qint64 t)
    {
        const QByteArray key = lockKey(m_rng);
        const QByteArray owner = m_rng.token(16);
        const int ttl = m_rng.between(10, 120);
        if (!cache::lock(*m_db, key, owner, ttl)) {
            m_sim.add(Counter::LocksBusy);
            return;
        }
        m_sim.add(Counter::LocksTaken);
        // Most holders release when done; some die holding it, and the lock
        // goes stale when its TTL runs out.
        if (m_rng.chance(0.8))
            m_held.push_back({ key, owner, t + m_rng.between(1, qMin(ttl - 1, 20)) });
    }

    std::deque<Held> m_held;
};

} // namespace askr::simulator::actors
