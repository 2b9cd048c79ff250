#pragma once

#include <QString>
#include <QtGlobal>

namespace askr::models {

// "3 s", "4 min", "2 h 5 min", "3 d": compact, for table cells.
QString formatDuration(qint64 seconds);
// "in 4 min" / "4 min ago" relative to now.
QString formatRelative(qint64 when, qint64 now);
// "512 B", "1.5 KiB", "200.0 MiB".
QString formatBytes(qint64 bytes);
QString formatCount(qint64 count);

} // namespace askr::models
