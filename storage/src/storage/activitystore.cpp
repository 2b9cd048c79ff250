#include "storage/activitystore.h"

#include "askr_contracts_api.h"
#include "storage/appdata.h"
#include "storage/opener.h"

#include <QCoreApplication>

#include <sqlite3.h>

namespace askr::storage {

QString ActivityStore::defaultPath()
{
    return appDataFile(QStringLiteral("activity.sqlite"));
}

std::unique_ptr<contracts::Connection> ActivityStore::connect(const QString &path)
{
    QString why;
    if (!createIfMissing(path, &why))
        throw contracts::Error(SQLITE_CANTOPEN,
                               QCoreApplication::translate("askr::storage::ActivityStore", "The activity log %1 cannot be created (%2).").arg(path, why));
    const OpenPlan plan = planOpen(path, OpenMode::ReadWrite);
    if (!plan.error.isEmpty())
        throw contracts::Error(SQLITE_CANTOPEN, plan.error);
    OpenedDatabase opened = openPlanned(plan);
    contracts::activity::install(*opened.db);
    contracts::activity::useWal(*opened.db);
    return std::move(opened.db);
}

} // namespace askr::storage
