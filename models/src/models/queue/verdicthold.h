#pragma once

#include "operations/queue/queueactivity.h"

#include <QByteArray>
#include <QHash>

namespace askr::models {

// Keeps a queue's shown verdict from flipping with every reading: a problem
// changes kind (stuck, saturated, behind) only once the new kind has held
// for HoldSeconds. A problem shows at once (its threshold already made it
// wait) and so does catching up: both are facts of the reading, while the
// kind is a guess from rates over a short window. The reason text follows
// every reading while the kind stays.
class VerdictHold
{
public:
    static constexpr qint64 HoldSeconds = 30;

    // What to show for this queue now, given the verdict of this reading.
    operations::QueueVerdict settle(const QByteArray &queue, const operations::QueueVerdict &fresh, qint64 now);
    void clear() { m_queues.clear(); }

private:
    struct State
    {
        operations::QueueVerdict shown;
        operations::QueueHealth pending = operations::QueueHealth::Ok;
        qint64 pendingSince = 0;
    };
    QHash<QByteArray, State> m_queues;
};

} // namespace askr::models
