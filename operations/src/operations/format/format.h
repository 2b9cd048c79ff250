#pragma once

#include <QString>
#include <QtGlobal>

namespace askr::operations {

// "3 s", "4 min", "2 h 5 min", "3 d": compact, for table cells.
QString formatDuration(qint64 seconds);
// later - earlier, clamped to the 64-bit range: a time a foreign client
// wrote may be anywhere in it, and the plain difference would overflow.
qint64 secondsBetween(qint64 later, qint64 earlier);
// v as an integer, clamped to the 64-bit range (NaN gives 0): a figure kept
// as a double (a trend's sample) may be 2^63 (a wait since the epoch's far
// past), and the plain conversion of that is undefined.
qint64 saturatedInteger(double v);
// "in 4 min" / "4 min ago" relative to now.
QString formatRelative(qint64 when, qint64 now);
// "512 B", "1.5 KiB", "200.0 MiB".
QString formatBytes(qint64 bytes);
QString formatCount(qint64 count);
// The number of a rate: "0", "0.5", "9.9", then whole numbers ("273", not
// "273.0"): tenths matter only while the rate is small.
QString formatRateNumber(double rate);

} // namespace askr::operations
