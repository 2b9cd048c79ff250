#include "operations/format/format.h"

#include <QCoreApplication>
#include <QLocale>

#include <cmath>
#include <limits>

namespace askr::operations {

QString formatDuration(qint64 seconds)
{
    // Unsigned magnitude: qAbs of the most negative time a foreign row may
    // hold would overflow.
    const quint64 s = seconds < 0 ? quint64(0) - quint64(seconds) : quint64(seconds);
    if (s < 60)
        return QCoreApplication::translate("Format", "%1 s").arg(s);
    if (s < 3600)
        return QCoreApplication::translate("Format", "%1 min %2 s").arg(s / 60).arg(s % 60);
    if (s < 86400)
        return QCoreApplication::translate("Format", "%1 h %2 min").arg(s / 3600).arg((s % 3600) / 60);
    return QCoreApplication::translate("Format", "%1 d %2 h").arg(s / 86400).arg((s % 86400) / 3600);
}

qint64 secondsBetween(qint64 later, qint64 earlier)
{
    qint64 diff = 0;
    if (__builtin_sub_overflow(later, earlier, &diff))
        return later > earlier ? std::numeric_limits<qint64>::max() : std::numeric_limits<qint64>::min();
    return diff;
}

qint64 saturatedInteger(double v)
{
    // 2^63 itself is out of range: the bound is compared as a double.
    constexpr double Bound = 9223372036854775808.0;
    if (std::isnan(v))
        return 0;
    if (v >= Bound)
        return std::numeric_limits<qint64>::max();
    if (v < -Bound)
        return std::numeric_limits<qint64>::min();
    return qint64(v);
}

QString formatRelative(qint64 when, qint64 now)
{
    if (when == now)
        return QCoreApplication::translate("Format", "now");
    const qint64 diff = secondsBetween(when, now);
    return when > now ? QCoreApplication::translate("Format", "in %1").arg(formatDuration(diff))
                      : QCoreApplication::translate("Format", "%1 ago").arg(formatDuration(diff));
}

QString formatBytes(qint64 bytes)
{
    return QLocale().formattedDataSize(bytes, 1, QLocale::DataSizeIecFormat);
}

QString formatCount(qint64 count)
{
    return QLocale().toString(count);
}

QString formatRateNumber(double rate)
{
    if (rate > 0 && rate < 9.95)
        return QLocale().toString(rate, 'f', 1);
    return QLocale().toString(qRound64(rate));
}

} // namespace askr::operations
