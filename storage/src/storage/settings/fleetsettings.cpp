#include "storage/settings/fleetsettings.h"
#include "storage/settings/store.h"

namespace askr::storage::settings {

namespace {
const Setting<QVariantMap> Primaries{"Fleet/primaries", {}};
} // namespace

QString FleetSettings::primaryOf(const QString &replica)
{
    return Store().value(Primaries).value(replica).toString();
}

void FleetSettings::setPrimary(const QString &replica, const QString &primary)
{
    Store store;
    QVariantMap remembered = store.value(Primaries);
    if (primary.isEmpty())
        remembered.remove(replica);
    else
        remembered.insert(replica, primary);
    store.setValue(Primaries, remembered);
}

} // namespace askr::storage::settings
