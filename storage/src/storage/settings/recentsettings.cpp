#include "storage/settings/recentsettings.h"
#include "storage/settings/store.h"

#include <QFileInfo>

namespace askr::storage::settings {

QStringList RecentSettings::list(const Setting<QStringList> &which)
{
    return Store().value(which);
}

void RecentSettings::setList(const Setting<QStringList> &which, const QStringList &entries)
{
    Store().setValue(which, entries.mid(0, Kept));
}

void RecentSettings::prepend(const Setting<QStringList> &which, const QString &entry)
{
    QStringList recent = list(which);
    recent.removeAll(entry);
    recent.prepend(entry);
    setList(which, recent);
}

void RecentSettings::clear(const Setting<QStringList> &which)
{
    Store().remove(QString::fromLatin1(which.key));
}

QString RecentSettings::folder(const Setting<QString> &which, const QString &fallback)
{
    const QString dir = Store().value(which);
    return dir.isEmpty() ? fallback : dir;
}

void RecentSettings::setFolderOf(const Setting<QString> &which, const QString &filePath)
{
    Store().setValue(which, QFileInfo(filePath).absolutePath());
}

} // namespace askr::storage::settings
