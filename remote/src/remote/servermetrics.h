#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <array>
#include <optional>

namespace askr::remote {

// One reading of GET /api/metrics: counters since the master started,
// summed over its workers. {} means the metrics are not set up yet.
struct ServerMetrics
{
    bool setUp = false; // false for {}
    std::optional<qint64> requests, errors, bytesOut;
    std::optional<double> avgTotalMs, avgPhpMs, slowestMs;
    std::optional<qint64> phpPct, ioPct;
    std::optional<qint64> cacheHits, cacheMisses, cacheCoalesced, cacheHitPct;
    std::array<std::optional<qint64>, 5> statusClasses; // 1xx .. 5xx
    QList<double> boundsMs; // the histogram's upper bounds
    QList<qint64> counts; // one more than boundsMs: the last is the overflow

    static std::optional<ServerMetrics> parse(const QByteArray &body, QString *error = nullptr);
    bool hasHistogram() const { return !boundsMs.isEmpty() && counts.size() == boundsMs.size() + 1; }
    // Every status class summed, when all five are known.
    std::optional<qint64> responses() const;
};

// A latency percentile read off the histogram: the upper bound of the
// bucket it falls in. beyond: in the overflow bucket, slower than ms (the
// last bound), where the histogram cannot say how much.
struct Percentile
{
    double ms = 0;
    bool beyond = false;
};
std::optional<Percentile> percentile(const QList<double> &boundsMs, const QList<qint64> &counts, double q);

} // namespace askr::remote
