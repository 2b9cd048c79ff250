#include "operations/activity/restoreactions.h"

#include "askr_contracts_api.h"
#include "operations/activity/activitylog.h"
#include "operations/ids.h"
#include "operations/queue/failedactions.h"
#include "storage/activitystore.h"
#include "transaction.h"

#include <QDateTime>

namespace askr::operations {

namespace q = contracts::queue;
namespace a = contracts::activity;

namespace {

// Every row the entry kept and nobody restored yet, page by page.
void forEachPending(contracts::Connection &act, qint64 activityId, const std::function<void(const a::KeptFailedRow &)> &each)
{
    a::KeptFailedParams p;
    p.activity_id = activityId;
    p.page_size = 500;
    for (;;) {
        const auto page = a::keptFailed(act, p);
        for (const auto &row : page)
            if (row.restored_at.isNull())
                each(row);
        if (page.size() < size_t(p.page_size))
            return;
        p.after_id = page.back().original_id.toInt();
    }
}

// The JSON for :uuids: each uuid's bytes as a string, null for none.
QByteArray uuidItem(const contracts::Value &uuid)
{
    if (uuid.isNull())
        return "null";
    const QByteArray one = contracts::jsonStringArray({ uuid.toBytes() });
    return one.mid(1, one.size() - 2);
}

} // namespace

QString RestoreActions::title()
{
    return tr("Restore Forgotten Failed Jobs");
}

Action RestoreActions::restore(const QString &activityPath, qint64 activityId)
{
    Action act;
    act.title = title();
    act.acceptLabel = tr("Restore");
    act.preview = [activityPath, activityId](contracts::Connection &db) -> qint64 {
        const auto file = storage::ActivityStore::connect(activityPath);
        QByteArrayList uuids;
        forEachPending(*file, activityId, [&](const a::KeptFailedRow &row) { uuids << uuidItem(row.uuid); });
        return q::previewRestoreFailed(db, '[' + uuids.join(',') + ']').rows.toInt();
    };
    act.apply = [activityPath, activityId](contracts::Connection &db) -> qint64 {
        const auto file = storage::ActivityStore::connect(activityPath);
        std::vector<qint64> handled;
        qint64 restored = 0;
        contracts::Transaction watched(db);
        forEachPending(*file, activityId, [&](const a::KeptFailedRow &row) {
            q::RestoreFailedParams p;
            p.uuid = row.uuid.isNull() ? std::nullopt : std::optional<QByteArray>(row.uuid.toBytes());
            p.queue = row.queue.toBytes();
            p.payload = row.payload.toBytes();
            p.payload_text = row.payload.kind() == contracts::Value::Text;
            p.exception = row.exception.isNull() ? std::nullopt : std::optional<QByteArray>(row.exception.toBytes());
            p.attempts = row.attempts.toInt();
            p.failed_at = row.failed_at.toInt();
            restored += q::restoreFailed(db, p);
            handled.push_back(row.original_id.toInt());
        });
        watched.commit();
        // Marked after the dead letters are back: a crash in between leaves
        // rows to restore again, which their uuids then skip.
        a::MarkRestoredParams m;
        m.activity_id = activityId;
        m.ids = idsJson(handled);
        m.at = QDateTime::currentSecsSinceEpoch();
        a::markRestored(*file, m);
        return restored;
    };
    act.question = [activityId](qint64 n) -> QString {
        return tr("Restore %1 kept by activity %2?").arg(FailedActions::failedJobs(n)).arg(activityId) + QLatin1Char('\n')
            + tr("They become dead letters again, with their uuid, payload and exception; any whose uuid is a dead letter already is skipped.");
    };
    act.report = [](qint64, qint64 changed) -> QString {
        return tr("Restored %1 as dead letters.").arg(FailedActions::failedJobs(changed));
    };
    act.changedText = [](qint64 n) -> QString {
        return n == 1 ? tr("Restored %1 failed job.").arg(n) : tr("Restored %1 failed jobs.").arg(n);
    };
    act.previewText = [](qint64 n) -> QString {
        return n == 1 ? tr("Would restore %1 failed job.").arg(n) : tr("Would restore %1 failed jobs.").arg(n);
    };
    return act;
}

} // namespace askr::operations
