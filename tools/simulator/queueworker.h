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

// A queue:work process: serves its queues in order, runs up to three jobs at
// a time and settles each when it is done.
class QueueWorker : public Actor
{
public:
    QueueWorker(Simulator &sim, quint32 seed, double rate, int index) : Actor(sim, seed, rate)
    {
        const auto &names = queueNames();
        for (int i = 0; i < names.size(); ++i)
            m_queues << names.at((i + index) % names.size());
    }

protected:
    void step() override
    {
        const auto now = std::chrono::steady_clock::now();
        for (auto it = m_running.begin(); it != m_running.end(); ++it) {
            if (it->due <= now) {
                const Running job = *it;
                m_running.erase(it);
                settle(job);
                return;
            }
        }
        if (m_running.size() < 3)
            claim();
    }

    void finish() override
    {
        // A worker told to stop hands its unfinished jobs back at once.
        for (const Running &job : m_running) {
            queue::release(*m_db, 0, job.id);
            m_sim.add(Counter::Released);
        }
        m_running.clear();
    }

private:
    struct Running
    {
        qint64 id = 0;
        qint64 attempts = 0;
        QByteArray uuid;
        QByteArray name;
        int maxTries = 1;
        std::chrono::steady_clock::time_point due;
    };

    void claim()
    {
        for (const QByteArray &q : std::as_const(m_queues)) {
            const auto row = queue::claim(*m_db, 30, q);
            if (!row)
                continue;
            m_sim.add(Counter::Claimed);
            Running job;
            job.id = row->id.toInt();
            job.attempts = row->attempts.toInt();
            const QJsonObject payload = QJsonDocument::fromJson(row->payload.toBytes()).object();
            job.uuid = payload.value(QLatin1String("uuid")).toString().toUtf8();
            job.name = payload.value(QLatin1String("data")).toObject().value(QLatin1String("commandName")).toString().toUtf8();
            job.maxTries = payload.value(QLatin1String("maxTries")).toInt(1);
            const JobKind &kind = jobKind(job.name);
            if (job.attempts > job.maxTries) {
                // Claimed once more than allowed (released by middleware, or
                // its worker died): Laravel fails it without running it.
                deadLetter(job, maxAttemptsText(kind));
                return;
            }
            job.due = std::chrono::steady_clock::now() + std::chrono::milliseconds(m_rng.between(kind.minRunMs, kind.maxRunMs));
            m_running.push_back(job);
            return;
        }
    }

    void settle(const Running &job)
    {
        const JobKind &kind = jobKind(job.name);
        if (m_rng.chance(0.01)) {
            // The process was killed mid-job: nobody acks, the reservation
            // lapses and another worker runs the job again.
            m_sim.add(Counter::Abandoned);
        } else if (m_rng.chance(kind.releaseRate)) {
            // WithoutOverlapping / RateLimited middleware: try again shortly.
            queue::release(*m_db, m_rng.between(3, 10), job.id);
            m_sim.add(Counter::Released);
        } else if (m_rng.chance(kind.failRate)) {
            if (job.attempts >= job.maxTries) {
                deadLetter(job, exceptionText(m_rng, kind));
            } else {
                queue::release(*m_db, qint64(2) << qMin<qint64>(job.attempts - 1, 4), job.id);
                m_sim.add(Counter::Released);
            }
        } else if (queue::ack(*m_db, job.id) == 1) {
            m_sim.add(Counter::Acked);
            m_sim.recordAcked(job.id);
        }
    }

    void deadLetter(const Running &job, const QByteArray &exception)
    {
        if (queue::deadLetter(*m_db, job.uuid, exception, job.id) == 1) {
            m_sim.add(Counter::DeadLettered);
            m_sim.recordDeadLettered(job.id, job.uuid);
        }
    }

    QList<QByteArray> m_queues;
    std::deque<Running> m_running;
};

} // namespace askr::simulator::actors
