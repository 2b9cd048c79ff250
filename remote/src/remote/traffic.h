#pragma once

#include "remote/servermetrics.h"

#include <QJsonObject>

#include <optional>

namespace askr::remote {

// What the server did between two readings of its metrics (or over its
// whole uptime, from one): the rates an operator reads. A counter that went
// down means the server restarted between the readings: then there are no
// rates (never a negative one), only restarted.
struct Traffic
{
    double seconds = 0; // between the readings; 0 for the whole uptime
    bool restarted = false;
    qint64 requests = 0; // in the span
    std::optional<double> requestsPerSec;
    std::optional<double> serverErrorShare; // 5xx of all responses, 0..1
    std::optional<qint64> serverErrors; // 5xx responses in the span
    std::optional<Percentile> p50, p95, p99;
    std::optional<double> avgMs; // mean request time
    std::optional<double> phpShare, ioShare; // of request time, 0..1
    std::optional<double> cacheHitShare; // hits of hits and misses, 0..1

    // From two readings taken aMs and bMs apart (b later).
    static Traffic between(const ServerMetrics &a, qint64 aMs, const ServerMetrics &b, qint64 bMs);
    // Since the master started, from one reading.
    static Traffic lifetime(const ServerMetrics &m);

    QJsonObject toJson() const;
};

// "0.42 %", "12.5 %", "100 %"; "-" when unknown. Small shares keep their
// digits: 0.4 % of 5xx is news, 0 % is not.
QString shareText(std::optional<double> share);
// "≤ 25 ms", or "over 5000 ms" in the overflow bucket; "-" when unknown.
QString latencyText(const std::optional<Percentile> &p);

} // namespace askr::remote
