#include "storage/settings/pubsubsettings.h"
#include "storage/settings/store.h"

namespace askr::storage::settings {

qint64 PubSubSettings::stallSeconds()
{
    return Store().value(StallSeconds);
}

void PubSubSettings::setStallSeconds(qint64 seconds)
{
    Store().setValue(StallSeconds, seconds);
}

qint64 PubSubSettings::behindSeconds()
{
    return Store().value(BehindSeconds);
}

void PubSubSettings::setBehindSeconds(qint64 seconds)
{
    Store().setValue(BehindSeconds, seconds);
}

int PubSubSettings::tailCapacity()
{
    return Store().value(TailCapacity);
}

int PubSubSettings::tab()
{
    return Store().value(Tab);
}

void PubSubSettings::setTab(int index)
{
    Store().setValue(Tab, index);
}

int PubSubSettings::lagMeasure()
{
    return Store().value(LagMeasure);
}

void PubSubSettings::setLagMeasure(int index)
{
    Store().setValue(LagMeasure, index);
}

int PubSubSettings::keepLast()
{
    return Store().value(KeepLast);
}

void PubSubSettings::setKeepLast(int events)
{
    Store().setValue(KeepLast, events);
}

int PubSubSettings::trimAgeValue()
{
    return Store().value(TrimAgeValue);
}

int PubSubSettings::trimAgeUnit()
{
    return Store().value(TrimAgeUnit);
}

void PubSubSettings::setTrimAge(int value, int unit)
{
    Store store;
    store.setValue(TrimAgeValue, value);
    store.setValue(TrimAgeUnit, unit);
}

QString PubSubSettings::publishChannel()
{
    return Store().value(PublishChannel);
}

void PubSubSettings::setPublishChannel(const QString &channel)
{
    Store().setValue(PublishChannel, channel);
}

} // namespace askr::storage::settings
