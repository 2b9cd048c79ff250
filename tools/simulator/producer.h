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

// Dispatches jobs, now and then a burst of them, some delayed.
class Producer : public Actor
{
public:
    using Actor::Actor;

protected:
    void step() override
    {
        const int jobs = m_rng.chance(0.04) ? m_rng.between(4, 12) : 1;
        for (int i = 0; i < jobs; ++i) {
            const JobKind &kind = pickKind();
            const int delay = kind.maxDelay > 0 && m_rng.chance(0.5) ? m_rng.between(5, kind.maxDelay) : 0;
            QByteArray uuid;
            const QByteArray payload = jobPayload(m_rng, kind, &uuid);
            const qint64 id = queue::enqueue(*m_db, kind.queue, payload, kind.priority, delay, kind.maxTries).id.toInt();
            m_sim.recordEnqueued(id, uuid);
        }
    }

private:
    const JobKind &pickKind()
    {
        int total = 0;
        for (const JobKind &k : jobKinds())
            total += k.weight;
        int n = m_rng.between(1, total);
        for (const JobKind &k : jobKinds()) {
            n -= k.weight;
            if (n <= 0)
                return k;
        }
        return jobKinds().front();
    }
};

} // namespace askr::simulator::actors
