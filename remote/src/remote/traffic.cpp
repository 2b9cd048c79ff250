#include "remote/traffic.h"

#include <QCoreApplication>

namespace askr::remote {

namespace {

std::optional<double> share(std::optional<double> part, std::optional<double> whole)
{
    if (!part || !whole || *whole <= 0)
        return std::nullopt;
    return qBound(0.0, *part / *whole, 1.0);
}

// Milliseconds summed over the requests: the runtime reports a mean.
std::optional<double> summed(std::optional<double> avgMs, std::optional<qint64> requests)
{
    if (!avgMs || !requests)
        return std::nullopt;
    return *avgMs * double(*requests);
}

std::optional<double> minus(std::optional<double> b, std::optional<double> a)
{
    if (!a || !b)
        return std::nullopt;
    return *b - *a;
}

// Fills what both a span and the uptime share, from counter differences
// (or the counters themselves, with a empty).
void fill(Traffic &t, const ServerMetrics &b, const ServerMetrics *a)
{
    auto delta = [a](std::optional<qint64> later, std::optional<qint64> earlier) -> std::optional<qint64> {
        if (!later)
            return std::nullopt;
        if (!a)
            return later;
        if (!earlier)
            return std::nullopt;
        return *later - *earlier;
    };
    t.requests = delta(b.requests, a ? a->requests : std::nullopt).value_or(0);
    const auto responses = delta(b.responses(), a ? a->responses() : std::nullopt);
    t.serverErrors = delta(b.statusClasses[4], a ? a->statusClasses[4] : std::nullopt);
    if (t.serverErrors && responses)
        t.serverErrorShare = share(double(*t.serverErrors), double(*responses));
    if (b.hasHistogram() && (!a || (a->hasHistogram() && a->boundsMs == b.boundsMs))) {
        QList<qint64> counts = b.counts;
        if (a)
            for (int i = 0; i < counts.size(); ++i)
                counts[i] -= a->counts.at(i);
        t.p50 = percentile(b.boundsMs, counts, 0.50);
        t.p95 = percentile(b.boundsMs, counts, 0.95);
        t.p99 = percentile(b.boundsMs, counts, 0.99);
    }
    const auto total = a ? minus(summed(b.avgTotalMs, b.requests), summed(a->avgTotalMs, a->requests)) : summed(b.avgTotalMs, b.requests);
    const auto php = a ? minus(summed(b.avgPhpMs, b.requests), summed(a->avgPhpMs, a->requests)) : summed(b.avgPhpMs, b.requests);
    if (total && t.requests > 0)
        t.avgMs = *total / double(t.requests);
    if (!a && b.phpPct && b.ioPct && t.requests > 0) {
        // The runtime's own split, over its uptime.
        t.phpShare = double(*b.phpPct) / 100.0;
        t.ioShare = double(*b.ioPct) / 100.0;
    } else if (t.requests > 0) {
        t.phpShare = share(php, total);
        if (t.phpShare)
            t.ioShare = 1.0 - *t.phpShare;
    }
    const auto hits = delta(b.cacheHits, a ? a->cacheHits : std::nullopt);
    const auto misses = delta(b.cacheMisses, a ? a->cacheMisses : std::nullopt);
    if (hits && misses)
        t.cacheHitShare = share(double(*hits), double(*hits + *misses));
}

bool wentDown(std::optional<qint64> a, std::optional<qint64> b)
{
    return a && b && *b < *a;
}

} // namespace

Traffic Traffic::between(const ServerMetrics &a, qint64 aMs, const ServerMetrics &b, qint64 bMs)
{
    Traffic t;
    t.seconds = double(bMs - aMs) / 1000.0;
    bool down = wentDown(a.requests, b.requests) || wentDown(a.errors, b.errors) || wentDown(a.cacheHits, b.cacheHits)
        || wentDown(a.cacheMisses, b.cacheMisses) || (a.setUp && !b.setUp);
    for (int i = 0; i < 5; ++i)
        down = down || wentDown(a.statusClasses[i], b.statusClasses[i]);
    if (a.counts.size() == b.counts.size())
        for (int i = 0; i < a.counts.size(); ++i)
            down = down || b.counts.at(i) < a.counts.at(i);
    if (down || t.seconds <= 0) {
        t.restarted = down;
        return t;
    }
    fill(t, b, &a);
    t.requestsPerSec = double(t.requests) / t.seconds;
    return t;
}

Traffic Traffic::lifetime(const ServerMetrics &m)
{
    Traffic t;
    fill(t, m, nullptr);
    return t;
}

QJsonObject Traffic::toJson() const
{
    auto num = [](std::optional<double> v) { return v ? QJsonValue(*v) : QJsonValue(QJsonValue::Null); };
    QJsonObject o;
    o.insert(QStringLiteral("seconds"), seconds);
    o.insert(QStringLiteral("restarted"), restarted);
    o.insert(QStringLiteral("requests"), double(requests));
    o.insert(QStringLiteral("requests_per_sec"), num(requestsPerSec));
    o.insert(QStringLiteral("server_errors"), serverErrors ? QJsonValue(double(*serverErrors)) : QJsonValue(QJsonValue::Null));
    o.insert(QStringLiteral("server_error_share"), num(serverErrorShare));
    for (const auto &[name, p] : {std::pair{"p50", p50}, std::pair{"p95", p95}, std::pair{"p99", p99}}) {
        o.insert(QLatin1String(name) + QLatin1String("_ms"), p ? QJsonValue(p->ms) : QJsonValue(QJsonValue::Null));
        o.insert(QLatin1String(name) + QLatin1String("_beyond_histogram"), p ? QJsonValue(p->beyond) : QJsonValue(QJsonValue::Null));
    }
    o.insert(QStringLiteral("avg_ms"), num(avgMs));
    o.insert(QStringLiteral("php_share"), num(phpShare));
    o.insert(QStringLiteral("io_share"), num(ioShare));
    o.insert(QStringLiteral("cache_hit_share"), num(cacheHitShare));
    return o;
}

QString shareText(std::optional<double> share)
{
    if (!share)
        return QStringLiteral("-");
    if (*share == 0.0 || *share == 1.0)
        return QStringLiteral("%1 %").arg(int(*share * 100.0));
    return QStringLiteral("%1 %").arg(*share * 100.0, 0, 'f', *share < 0.1 ? 2 : 1);
}

QString latencyText(const std::optional<Percentile> &p)
{
    if (!p)
        return QStringLiteral("-");
    const QString ms = QString::number(p->ms, 'g', 6) + QStringLiteral(" ms");
    return p->beyond ? QCoreApplication::translate("askr::remote", "over %1").arg(ms) : QCoreApplication::translate("askr::remote", "≤ %1").arg(ms);
}

} // namespace askr::remote
