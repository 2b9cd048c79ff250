#pragma once

#include "storage/settings/setting.h"

namespace askr::storage::settings {

// The activity log: how long entries and kept dead letters stay. In
// askr-desk's file, which askr-deskctl reads too.
class ActivitySettings
{
public:
    static constexpr Ranged<int> RetentionDays{"activity/retentionDays", 30, 1, 3650};

    static int retentionDays();
    static void setRetentionDays(int days);
};

} // namespace askr::storage::settings
