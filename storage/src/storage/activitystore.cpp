#include "storage/activitystore.h"

#include "askr_contracts_api.h"
#include "storage/appdata.h"
#include "storage/opener.h"
#include "storage/session.h"
#include "storage_debug.h"

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
    // An intent or a kept row must be on the disk before the watched
    // database's change that relies on it commits.
    contracts::activity::syncFull(*opened.db);
    return std::move(opened.db);
}

std::unique_ptr<Session> ActivityStore::openSession(const QString &path, QString *error)
{
    QString why;
    if (!createIfMissing(path, &why)) {
        *error = QCoreApplication::translate("askr::storage::ActivityStore", "The activity log %1 cannot be created (%2).").arg(path, why);
        return nullptr;
    }
    const OpenPlan plan = planOpen(path, OpenMode::ReadWrite);
    if (!plan.error.isEmpty()) {
        *error = plan.error;
        return nullptr;
    }
    auto session = std::make_unique<Session>(plan);
    // Queued first: every read the window asks for runs after it.
    session->write(
        session.get(),
        [](contracts::Connection &db) {
            contracts::activity::install(db);
            return contracts::activity::useWal(db).journal_mode.toDisplayString();
        },
        [](const QString &) {},
        [](const Failure &f) {
            if (!f.cancelled)
                qCWarning(ASKR_STORAGE).noquote() << "installing the activity log's tables failed:" << f.message;
        });
    return session;
}

} // namespace askr::storage
