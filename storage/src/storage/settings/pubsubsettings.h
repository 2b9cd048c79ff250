#pragma once

#include "storage/settings/setting.h"

#include <QString>

#include <limits>

namespace askr::storage::settings {

// The pub/sub page: when a subscriber counts as stalled or behind, the live
// tail's size, and the last choices of its tabs and dialogs.
class PubSubSettings
{
public:
    static constexpr qint64 Week = 7 * 86400;
    static constexpr Ranged<qint64> StallSeconds{"PubSub/stallSeconds", 60, 1, Week};
    static constexpr Ranged<qint64> BehindSeconds{"PubSub/behindSeconds", 300, 1, Week};
    static constexpr Ranged<int> TailCapacity{"PubSub/tailCapacity", 5000, 1, 10000000};
    // Indexes: the page's four tabs, LagChart::Measure, TrimAgeDialog::Unit.
    static constexpr Ranged<int> Tab{"PubSub/tab", 0, 0, 3};
    static constexpr Ranged<int> LagMeasure{"PubSub/lagMeasure", 0, 0, 1};
    static constexpr Ranged<int> KeepLast{"PubSub/keepLast", 100000, 0, std::numeric_limits<int>::max()};
    static constexpr Ranged<int> TrimAgeValue{"PubSub/trimAgeValue", 7, 1, 100000};
    static constexpr Ranged<int> TrimAgeUnit{"PubSub/trimAgeUnit", 2, 0, 2};
    static inline const Setting<QString> PublishChannel{"PubSub/publishChannel", QStringLiteral("askr-desk-test")};

    static qint64 stallSeconds();
    static void setStallSeconds(qint64 seconds);
    static qint64 behindSeconds();
    static void setBehindSeconds(qint64 seconds);
    static int tailCapacity();
    static int tab();
    static void setTab(int index);
    static int lagMeasure();
    static void setLagMeasure(int index);
    static int keepLast();
    static void setKeepLast(int events);
    static int trimAgeValue();
    static int trimAgeUnit();
    static void setTrimAge(int value, int unit);
    static QString publishChannel();
    static void setPublishChannel(const QString &channel);
};

} // namespace askr::storage::settings
