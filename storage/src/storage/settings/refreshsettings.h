#pragma once

#include "storage/settings/setting.h"

namespace askr::storage::settings {

// How often open databases are read again.
class RefreshSettings
{
public:
    static constexpr Ranged<int> PollIntervalMs{"Session/pollIntervalMs", 300, 100, 60000};
    static constexpr Ranged<int> OverviewSampleSeconds{"Overview/sampleSeconds", 5, 1, 3600};

    static int pollIntervalMs();
    static void setPollIntervalMs(int ms);
    static int overviewSampleSeconds();
};

} // namespace askr::storage::settings
