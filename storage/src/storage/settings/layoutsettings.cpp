#include "storage/settings/layoutsettings.h"
#include "storage/settings/store.h"

namespace askr::storage::settings {

namespace {
const Setting<QByteArray> State{"", {}};
} // namespace

QByteArray LayoutSettings::state(const QString &key)
{
    return Store().value(State, key);
}

void LayoutSettings::setState(const QString &key, const QByteArray &state)
{
    Store().setValue(State, key, state);
}

} // namespace askr::storage::settings
