#include "storage/historystore.h"

#include "askr_contracts_api.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QStandardPaths>

namespace askr::storage {

QString HistoryStore::defaultPath()
{
    const QByteArray env = qgetenv("ASKR_DESK_DATA_DIR");
    const QString dir = !env.isEmpty() ? QFile::decodeName(env)
                                       : QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) + QStringLiteral("/askr/askr-desk");
    return QDir(dir).filePath(QStringLiteral("history.sqlite"));
}

namespace {
// The texts belong to the history the user sees (the queue overview's).
QString historyTr(const char *text)
{
    return QCoreApplication::translate("askr::models::QueueHistory", text);
}
} // namespace

std::shared_ptr<HistoryStore> HistoryStore::open(const QString &path)
{
    static QHash<QString, std::weak_ptr<HistoryStore>> stores;
    if (auto existing = stores.value(path).lock())
        return existing;
    auto store = std::make_shared<HistoryStore>();
    stores.insert(path, store);
    QDir().mkpath(QFileInfo(path).absolutePath());
    // An empty file is an empty SQLite database; the worker installs the
    // schema. Created only if missing (O_EXCL): an existing file is never
    // opened here, since closing that descriptor would drop the locks of
    // any connection this process has on it (say, the user watches it).
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::NewOnly) && !QFileInfo::exists(path)) {
        store->m_error = historyTr("History is not kept: %1 cannot be created (%2).").arg(path, file.errorString());
        return store;
    }
    file.close();
    const OpenPlan plan = planOpen(path, OpenMode::ReadWrite);
    if (!plan.error.isEmpty()) {
        store->m_error = historyTr("History is not kept: %1").arg(plan.error);
        return store;
    }
    store->m_session = std::make_unique<Session>(plan);
    store->m_session->setPollInterval(3600 * 1000); // nobody watches this file for changes
    HistoryStore *raw = store.get();
    store->m_session->write(
        raw,
        [](contracts::Connection &db) {
            contracts::history::install(db);
            return contracts::history::useWal(db).journal_mode.toDisplayString();
        },
        [](const QString &) {},
        [raw](const Failure &f) { raw->m_error = historyTr("History is not kept: %1").arg(f.message); });
    return store;
}

} // namespace askr::storage
