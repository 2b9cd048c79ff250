#pragma once

#include <QString>

namespace askr::storage::settings {

// The fleet: which database the user chose as each replica's primary, by
// address, so that the choice survives a restart.
class FleetSettings
{
public:
    // Empty when none was chosen.
    static QString primaryOf(const QString &replica);
    // An empty primary forgets the choice.
    static void setPrimary(const QString &replica, const QString &primary);
};

} // namespace askr::storage::settings
