#pragma once

#include "models/queue/queuehistory.h"

#include <QtGlobal>

#include <optional>
#include <utility>
#include <vector>

namespace askr::models {

// A value read at a moment (session time, unix seconds).
struct TimedValue
{
    qint64 at = 0;
    qint64 value = 0;
};

// Processed and dead-lettered jobs per minute in one minute of wall time.
struct MinuteRate
{
    qint64 minute = 0; // start of the minute, unix seconds
    double processed = 0;
    double failed = 0;
};

// Samples further apart than this were not taken in one sitting (the app
// was closed, the machine slept): no rate is computed across them.
inline constexpr qint64 MaxSampleGap = 3 * QueueHistory::SampleInterval + 30;

// Per-minute throughput from history rows between `from` and `to`. A row
// counts only when it covers a known, short span: the first row after a
// gap (span 0) or one covering more than maxSpan seconds adds nothing, so
// a restart never shows as a spike. Minutes without such rows are left
// out (the chart breaks there).
std::vector<MinuteRate> minuteRates(const std::vector<HistoryPoint> &points, qint64 from, qint64 to, qint64 maxSpan = MaxSampleGap);

// Per-second rate of a growing counter between the last two readings, or
// nothing when they are further apart than maxGap, the counter went back
// (the table was recreated) or there are fewer than two readings.
std::optional<double> counterRate(const std::vector<TimedValue> &readings, qint64 maxGap = MaxSampleGap);

// The rate of a counter at each reading (from the one before), skipping
// pairs across a gap; for trend lines.
std::vector<std::pair<qint64, double>> counterRates(const std::vector<TimedValue> &readings, qint64 maxGap = MaxSampleGap);

} // namespace askr::models
