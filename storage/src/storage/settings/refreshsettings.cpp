#include "storage/settings/refreshsettings.h"
#include "storage/settings/store.h"

namespace askr::storage::settings {

int RefreshSettings::pollIntervalMs()
{
    return Store().value(PollIntervalMs);
}

void RefreshSettings::setPollIntervalMs(int ms)
{
    Store().setValue(PollIntervalMs, ms);
}

int RefreshSettings::overviewSampleSeconds()
{
    return Store().value(OverviewSampleSeconds);
}

} // namespace askr::storage::settings
