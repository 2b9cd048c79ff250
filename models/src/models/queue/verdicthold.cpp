#include "models/queue/verdicthold.h"

namespace askr::models {

operations::QueueVerdict VerdictHold::settle(const QByteArray &queue, const operations::QueueVerdict &fresh, qint64 now)
{
    auto it = m_queues.find(queue);
    if (it == m_queues.end()) {
        // The first reading has nothing to hold against.
        m_queues.insert(queue, State { fresh, fresh.health, now });
        return fresh;
    }
    State &s = it.value();
    // Leaving "watching to tell why" is no flip: the first verdict with a reason.
    const bool settled = s.shown.health == operations::QueueHealth::Ok || s.shown.health == operations::QueueHealth::Unknown;
    if (fresh.health == s.shown.health || fresh.health == operations::QueueHealth::Ok || settled) {
        s.shown = fresh;
        s.pending = fresh.health;
        s.pendingSince = now;
        return fresh;
    }
    if (s.pending != fresh.health) {
        s.pending = fresh.health;
        s.pendingSince = now;
    }
    if (now - s.pendingSince >= HoldSeconds)
        s.shown = fresh;
    return s.shown;
}

} // namespace askr::models
