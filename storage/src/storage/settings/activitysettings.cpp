#include "storage/settings/activitysettings.h"
#include "storage/settings/store.h"

namespace askr::storage::settings {

int ActivitySettings::retentionDays()
{
    return Store(Store::File::Desk).value(RetentionDays);
}

void ActivitySettings::setRetentionDays(int days)
{
    Store(Store::File::Desk).setValue(RetentionDays, days);
}

} // namespace askr::storage::settings
