#include "storage/settings/cachesettings.h"
#include "storage/settings/store.h"

namespace askr::storage::settings {

QStringList CacheSettings::lockPatterns(const QStringList &fallback)
{
    const Store store;
    return store.holds(LockPatterns) ? store.value(LockPatterns) : fallback;
}

void CacheSettings::setLockPatterns(const QStringList &patterns)
{
    Store().setValue(LockPatterns, patterns);
}

int CacheSettings::filterMode()
{
    return Store().value(FilterMode);
}

void CacheSettings::setFilterMode(int mode)
{
    Store().setValue(FilterMode, mode);
}

int CacheSettings::ttlAmount()
{
    return Store().value(TtlAmount);
}

int CacheSettings::ttlUnit()
{
    return Store().value(TtlUnit);
}

void CacheSettings::setTtl(int amount, int unit)
{
    Store store;
    store.setValue(TtlAmount, amount);
    store.setValue(TtlUnit, unit);
}

int CacheSettings::counterDelta()
{
    return Store().value(CounterDelta);
}

void CacheSettings::setCounterDelta(int delta)
{
    Store().setValue(CounterDelta, delta);
}

} // namespace askr::storage::settings
