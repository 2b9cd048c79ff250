#pragma once

#include "storage/settings/setting.h"

#include <QStringList>

namespace askr::storage::settings {

// The cache pages: which keys count as locks, and the last choices of the
// filter, TTL and counter dialogs.
class CacheSettings
{
public:
    // Unset: the contract's suggested patterns, which the caller knows.
    static inline const Setting<QStringList> LockPatterns{"Cache/lockPatterns", {}};
    // Indexes: CacheKeyFilterBar's modes, TtlDialog::Unit.
    static constexpr Ranged<int> FilterMode{"CachePage/filterMode", 0, 0, 2};
    static constexpr Ranged<int> TtlAmount{"CachePage/ttlAmount", 10, 1, 1000000};
    static constexpr Ranged<int> TtlUnit{"CachePage/ttlUnit", 1, 0, 3};
    static constexpr Ranged<int> CounterDelta{"CachePage/counterDelta", 1, 1, 1000000000};

    static QStringList lockPatterns(const QStringList &fallback);
    static void setLockPatterns(const QStringList &patterns);
    static int filterMode();
    static void setFilterMode(int mode);
    static int ttlAmount();
    static int ttlUnit();
    static void setTtl(int amount, int unit);
    static int counterDelta();
    static void setCounterDelta(int delta);
};

} // namespace askr::storage::settings
