#include "storage/settings/alertsettings.h"
#include "storage/settings/store.h"

#include <QCryptographicHash>

namespace askr::storage::settings {

namespace {
const Setting<QStringList> Told{"Alerts/notified", {}};

QString toldKey(const QString &location)
{
    return QString::fromLatin1(Told.key) + QLatin1Char('/')
        + QString::fromLatin1(QCryptographicHash::hash(location.toUtf8(), QCryptographicHash::Sha1).toHex().left(16));
}
} // namespace

bool AlertSettings::enabled()
{
    return Store().value(Enabled);
}

double AlertSettings::deadLettersPerMinute()
{
    return Store().value(DeadLettersPerMinute);
}

qint64 AlertSettings::lockSeconds()
{
    return Store().value(LockSeconds);
}

void AlertSettings::set(bool enabled, double deadLettersPerMinute, qint64 lockSeconds)
{
    Store store;
    store.setValue(Enabled, enabled);
    store.setValue(DeadLettersPerMinute, deadLettersPerMinute);
    store.setValue(LockSeconds, lockSeconds);
}

QStringList AlertSettings::told(const QString &location)
{
    return Store().value(Told, toldKey(location));
}

void AlertSettings::setTold(const QString &location, const QStringList &entries)
{
    Store store;
    if (entries.isEmpty())
        store.remove(toldKey(location));
    else
        store.setValue(Told, toldKey(location), entries);
}

} // namespace askr::storage::settings
