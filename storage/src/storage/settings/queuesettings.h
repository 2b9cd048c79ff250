#pragma once

#include "storage/settings/setting.h"

#include <QByteArray>
#include <QList>
#include <QPair>
#include <QString>

namespace askr::storage::settings {

// The queue pages: when a job counts as stuck, how long history is kept,
// and what the pages showed last.
class QueueSettings
{
public:
    static constexpr qint64 Day = 86400;
    // Seconds; per queue under Queues/StuckAfter/<percent-encoded name>.
    static constexpr Ranged<qint64> StuckAfterDefault{"Queues/StuckAfterDefault", 60, 1, 365 * Day};
    static constexpr Ranged<qint64> HistoryRetentionDays{"History/retentionDays", 35, 2, 365};
    // Indexes into the pages' choices (queuecharts.cpp's ranges, the
    // dead letters' grouping).
    static constexpr Ranged<int> ChartRange{"QueueCharts/range", 1, 0, 5};
    static constexpr Ranged<int> DeadLettersGroupBy{"DeadLettersPage/groupBy", 0, 0, 2};

    static qint64 stuckAfterDefault();
    static void setStuckAfterDefault(qint64 seconds);
    // The queue's own threshold, else the default.
    static qint64 stuckAfter(const QByteArray &queue);
    static void setStuckAfter(const QByteArray &queue, qint64 seconds);
    // Every queue's own threshold, and replacing them all.
    static QList<QPair<QByteArray, qint64>> stuckAfterPerQueue();
    static void setStuckAfterPerQueue(const QList<QPair<QByteArray, qint64>> &thresholds);

    static qint64 historyRetentionDays();
    static void setHistoryRetentionDays(qint64 days);

    static int chartRange();
    static void setChartRange(int index);
    static int deadLettersGroupBy();
    static void setDeadLettersGroupBy(int index);

    // A job table's order, under its table key ("QueuesPage/jobs").
    static bool descending(const QString &tableKey);
    static void setDescending(const QString &tableKey, bool descending);
};

} // namespace askr::storage::settings
