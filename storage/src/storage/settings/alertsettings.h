#pragma once

#include "storage/settings/setting.h"

#include <QStringList>

namespace askr::storage::settings {

// Desktop notifications: whether they are on, their thresholds, and the
// conditions already told of per database.
class AlertSettings
{
public:
    static inline const Setting<bool> Enabled{"Alerts/enabled", false};
    static constexpr Ranged<double> DeadLettersPerMinute{"Alerts/deadLettersPerMinute", 10, 0.1, 100000};
    static constexpr Ranged<qint64> LockSeconds{"Alerts/lockSeconds", 600, 1, 7 * 86400};

    static bool enabled();
    static double deadLettersPerMinute();
    static qint64 lockSeconds();
    static void set(bool enabled, double deadLettersPerMinute, qint64 lockSeconds);

    // Hashed into the key: a key cannot hold every character of a path.
    static QStringList told(const QString &location);
    static void setTold(const QString &location, const QStringList &entries);
};

} // namespace askr::storage::settings
