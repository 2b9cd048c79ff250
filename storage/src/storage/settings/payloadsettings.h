#pragma once

#include "storage/settings/setting.h"

namespace askr::storage::settings {

// How payloads are shown: PayloadView::Mode's index.
class PayloadSettings
{
public:
    static constexpr Ranged<int> Mode{"PayloadView/mode", 0, 0, 5};

    static int mode();
    static void setMode(int mode);
};

} // namespace askr::storage::settings
