#include "models/overview/ratemath.h"

#include <map>

namespace askr::models {

std::vector<MinuteRate> minuteRates(const std::vector<HistoryPoint> &points, qint64 from, qint64 to, qint64 maxSpan)
{
    struct Sum
    {
        qint64 span = 0, processed = 0, failed = 0;
    };
    std::map<qint64, Sum> minutes;
    for (const HistoryPoint &p : points) {
        if (p.at < from || p.at > to || p.span <= 0 || p.span > maxSpan)
            continue;
        Sum &s = minutes[p.at - p.at % 60];
        s.span += p.span;
        s.processed += p.processed;
        s.failed += p.deadLettered;
    }
    std::vector<MinuteRate> out;
    out.reserve(minutes.size());
    for (const auto &[minute, s] : minutes)
        out.push_back({ minute, double(s.processed) * 60.0 / double(s.span), double(s.failed) * 60.0 / double(s.span) });
    return out;
}

namespace {
std::optional<double> rateBetween(const TimedValue &a, const TimedValue &b, qint64 maxGap)
{
    const qint64 dt = b.at - a.at;
    if (dt <= 0 || dt > maxGap || b.value < a.value)
        return std::nullopt;
    return double(b.value - a.value) / double(dt);
}
} // namespace

std::optional<double> counterRate(const std::vector<TimedValue> &readings, qint64 maxGap)
{
    // The newest pair a whole second apart (readings within one second add nothing).
    for (size_t i = readings.size(); i >= 2; --i) {
        const TimedValue &b = readings[i - 1];
        for (size_t j = i - 1; j >= 1; --j) {
            const TimedValue &a = readings[j - 1];
            if (a.at < b.at)
                return rateBetween(a, b, maxGap);
        }
        break;
    }
    return std::nullopt;
}

std::vector<std::pair<qint64, double>> counterRates(const std::vector<TimedValue> &readings, qint64 maxGap)
{
    std::vector<std::pair<qint64, double>> out;
    for (size_t i = 1; i < readings.size(); ++i)
        if (const auto r = rateBetween(readings[i - 1], readings[i], maxGap))
            out.emplace_back(readings[i].at, *r);
    return out;
}

} // namespace askr::models
