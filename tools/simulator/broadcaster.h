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

// Broadcasting: Laravel events on private, presence and public channels, with
// a size trim now and then, as the runtime's retention does.
class Broadcaster : public Actor
{
public:
    using Actor::Actor;

protected:
    void step() override
    {
        const Broadcast b = broadcast(m_rng);
        pubsub::publish(*m_db, b.channel, b.payload);
        m_sim.add(Counter::Published);
        if (++m_published % 500 == 0) {
            pubsub::trimSize(*m_db, 20000);
            m_sim.add(Counter::Trims);
        }
    }

private:
    qint64 m_published = 0;
};

} // namespace askr::simulator::actors
