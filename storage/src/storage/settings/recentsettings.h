#pragma once

#include "storage/settings/setting.h"

#include <QStringList>

namespace askr::storage::settings {

// What was opened lately: databases, servers, and the folders file dialogs
// last showed.
class RecentSettings
{
public:
    static inline const Setting<QStringList> Databases{"MainWindow/recent", {}};
    static inline const Setting<QStringList> Servers{"MainWindow/recentServers", {}};
    static constexpr int Kept = 10;

    static inline const Setting<QString> LastDir{"MainWindow/lastDir", {}};
    static inline const Setting<QString> ActivityExportDir{"ActivityLog/exportDir", {}};
    static inline const Setting<QString> CacheSaveDir{"CachePage/saveDir", {}};
    static inline const Setting<QString> DeadLettersExportDir{"DeadLettersPage/exportDir", {}};

    static QStringList list(const Setting<QStringList> &which);
    static void setList(const Setting<QStringList> &which, const QStringList &entries);
    // Puts entry first, once, keeping the newest Kept.
    static void prepend(const Setting<QStringList> &which, const QString &entry);
    static void clear(const Setting<QStringList> &which);

    // The folder kept under which; fallback when none is.
    static QString folder(const Setting<QString> &which, const QString &fallback = {});
    // Keeps the folder of filePath for the next dialog.
    static void setFolderOf(const Setting<QString> &which, const QString &filePath);
};

} // namespace askr::storage::settings
