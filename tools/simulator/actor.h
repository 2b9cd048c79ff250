#pragma once

#include "laravel.h"
#include "simulator.h"

#include "connection.h"

#include <QString>

#include <chrono>
#include <memory>

namespace askr::simulator {

// One thread of the workload with its own connection and its own random
// source, stepping at its share of the rate.
class Actor
{
public:
    Actor(Simulator &sim, quint32 seed, double rate) : m_sim(sim), m_rng(seed), m_rate(qMax(0.2, rate)) { }
    virtual ~Actor() = default;

    void open(const QString &path, const QByteArray &token)
    {
        m_db = openWorkerConnection(path, token);
        m_db->onOperation = [this](const contracts::OperationDef &) { m_sim.add(Counter::Operations); };
        prepare();
    }

    void close() { m_db.reset(); }

    void run()
    {
        const auto interval = std::chrono::duration_cast<std::chrono::steady_clock::duration>(std::chrono::duration<double>(1.0 / m_rate));
        auto next = std::chrono::steady_clock::now();
        while (!m_sim.stopping()) {
            guarded([this] { step(); });
            next += interval;
            const auto now = std::chrono::steady_clock::now();
            if (next < now - std::chrono::seconds(1))
                next = now; // after a stall, go on at the rate rather than in a burst
            if (!m_sim.sleepUntil(next))
                break;
        }
        guarded([this] { finish(); });
        m_db.reset();
    }

protected:
    virtual void prepare() { }
    virtual void step() = 0;
    virtual void finish() { }
    qint64 now() const { return m_db->now(); }

    Simulator &m_sim;
    Rng m_rng;
    std::unique_ptr<contracts::Connection> m_db;

private:
    template<typename Fn> void guarded(Fn fn)
    {
        try {
            fn();
        } catch (const contracts::Error &e) {
            m_sim.recordError(e.message());
        } catch (const std::exception &e) {
            m_sim.recordError(QString::fromUtf8(e.what()));
        }
    }
    double m_rate;
};

} // namespace askr::simulator
