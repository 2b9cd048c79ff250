#include "storage/historystore.h"

#include "askr_contracts_api.h"
#include "storage/appdata.h"

#include <QCoreApplication>
#include <QHash>

namespace askr::storage {

QString HistoryStore::defaultPath()
{
    return appDataFile(QStringLiteral("history.sqlite"));
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
    // An empty file is an empty SQLite database; the worker installs the
    // schema.
    QString why;
    if (!createIfMissing(path, &why)) {
        store->m_error = historyTr("History is not kept: %1 cannot be created (%2).").arg(path, why);
        return store;
    }
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
