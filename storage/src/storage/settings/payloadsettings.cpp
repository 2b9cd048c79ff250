#include "storage/settings/payloadsettings.h"
#include "storage/settings/store.h"

namespace askr::storage::settings {

int PayloadSettings::mode()
{
    return Store().value(Mode);
}

void PayloadSettings::setMode(int mode)
{
    Store().setValue(Mode, mode);
}

} // namespace askr::storage::settings
