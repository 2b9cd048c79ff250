#include "remote/servermetrics.h"
#include "remote/jsonfields.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

namespace askr::remote {

using namespace jsonfields;

std::optional<ServerMetrics> ServerMetrics::parse(const QByteArray &body, QString *error)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(body, &parseError);
    if (!doc.isObject()) {
        if (error)
            *error = QCoreApplication::translate("askr::remote", "the metrics are not a JSON object (%1)")
                         .arg(parseError.error != QJsonParseError::NoError ? parseError.errorString() : QStringLiteral("another JSON value"));
        return std::nullopt;
    }
    const QJsonObject o = doc.object();
    ServerMetrics m;
    m.setUp = !o.isEmpty();
    m.requests = integer(o, "requests");
    m.errors = integer(o, "errors");
    m.bytesOut = integer(o, "bytes_out");
    m.avgTotalMs = real(o, "avg_total_ms");
    m.avgPhpMs = real(o, "avg_php_ms");
    m.slowestMs = real(o, "slowest_ms");
    m.phpPct = integer(o, "php_pct");
    m.ioPct = integer(o, "io_pct");
    const QJsonObject cache = o.value(QLatin1String("cache")).toObject();
    m.cacheHits = integer(cache, "hits");
    m.cacheMisses = integer(cache, "misses");
    m.cacheCoalesced = integer(cache, "coalesced");
    m.cacheHitPct = integer(cache, "hit_pct");
    const QJsonObject status = o.value(QLatin1String("status")).toObject();
    static const char *const classes[] = {"1xx", "2xx", "3xx", "4xx", "5xx"};
    for (int i = 0; i < 5; ++i)
        m.statusClasses[i] = integer(status, classes[i]);
    const QJsonObject histogram = o.value(QLatin1String("histogram")).toObject();
    for (const QJsonValue &v : histogram.value(QLatin1String("bounds_ms")).toArray())
        m.boundsMs.append(v.toDouble());
    for (const QJsonValue &v : histogram.value(QLatin1String("counts")).toArray())
        m.counts.append(qint64(v.toDouble()));
    return m;
}

std::optional<qint64> ServerMetrics::responses() const
{
    qint64 sum = 0;
    for (const auto &c : statusClasses) {
        if (!c)
            return std::nullopt;
        sum += *c;
    }
    return sum;
}

std::optional<Percentile> percentile(const QList<double> &boundsMs, const QList<qint64> &counts, double q)
{
    if (boundsMs.isEmpty() || counts.size() != boundsMs.size() + 1)
        return std::nullopt;
    qint64 total = 0;
    for (qint64 c : counts)
        total += c;
    if (total <= 0)
        return std::nullopt;
    // The smallest bucket whose cumulative count reaches q of the total.
    const double wanted = q * double(total);
    qint64 seen = 0;
    for (int i = 0; i < boundsMs.size(); ++i) {
        seen += counts.at(i);
        if (double(seen) >= wanted)
            return Percentile{boundsMs.at(i), false};
    }
    return Percentile{boundsMs.last(), true};
}

} // namespace askr::remote
