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

// Three durable subscribers: the websocket gateway keeps up, the audit log
// reads in batches, the search indexer falls further behind all the time.
class Subscribers : public Actor
{
public:
    using Actor::Actor;

protected:
    void prepare() override
    {
        for (Subscriber &s : m_subscribers)
            s.cursor = pubsub::subscribe(*m_db, s.name).cursor.toInt();
    }

    void step() override
    {
        ++m_steps;
        for (Subscriber &s : m_subscribers) {
            if (m_steps % s.every != 0)
                continue;
            const auto rows = pubsub::tail(*m_db, s.cursor, s.batch);
            if (rows.empty())
                continue;
            s.cursor = rows.back().seq.toInt();
            if (pubsub::ack(*m_db, s.cursor, s.name) == 1)
                m_sim.add(Counter::SubscriberAcks);
        }
    }

private:
    struct Subscriber
    {
        QByteArray name;
        int every;
        qint64 batch;
        qint64 cursor = 0;
    };
    std::vector<Subscriber> m_subscribers = { { "websocket-gateway", 1, 256 }, { "audit-log", 4, 32 }, { "search-indexer", 25, 3 } };
    qint64 m_steps = 0;
};

} // namespace askr::simulator::actors
