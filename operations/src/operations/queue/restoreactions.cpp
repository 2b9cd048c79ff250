#include "operations/queue/restoreactions.h"

#include "askr_contracts_api.h"
#include "operations/activity/activitylog.h"
#include "operations/ids.h"
#include "operations/queue/failedactions.h"
#include "storage/activitystore.h"
#include "transaction.h"

#include <QDateTime>
#include <QUuid>

#include <optional>

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

q::RestoreFailedParams restoreParams(const a::KeptFailedRow &row)
{
    q::RestoreFailedParams p;
    p.uuid = row.uuid.isNull() ? std::nullopt : std::optional<QByteArray>(row.uuid.toBytes());
    p.queue = row.queue.toBytes();
    p.payload = row.payload.toBytes();
    p.payload_text = row.payload.kind() == contracts::Value::Text;
    p.exception = row.exception.isNull() ? std::nullopt : std::optional<QByteArray>(row.exception.toBytes());
    p.attempts = row.attempts.toInt();
    p.failed_at = row.failed_at.toInt();
    return p;
}

} // namespace

QJsonObject RestoreCount::toJson() const
{
    QJsonObject o { { QStringLiteral("kept"), pending }, { QStringLiteral("restored"), restored }, { QStringLiteral("skipped"), skipped },
                    { QStringLiteral("as_new"), asNew } };
    if (skipped > 0)
        o.insert(QStringLiteral("skipped_because"), QStringLiteral("uuid_present"));
    return o;
}

QString RestoreActions::title()
{
    return tr("Restore Forgotten Failed Jobs");
}

QString RestoreActions::asNewTitle()
{
    return tr("Restore Skipped Failed Jobs as New");
}

QByteArray RestoreActions::newUuid()
{
    // QUuid::createUuid() is a random (version 4) uuid; WithoutBraces writes
    // it in lowercase, as Str::uuid() does.
    return QUuid::createUuid().toByteArray(QUuid::WithoutBraces);
}

QString RestoreActions::outcome(const RestoreCount &c)
{
    if (c.skipped == 0 && c.asNew == 0)
        return tr("Restored %1 as dead letters.").arg(FailedActions::failedJobs(c.restored));
    if (c.asNew > 0)
        return tr("Put back %n failed job(s); %1 of them as new dead letters with new uuids.", nullptr, int(c.restored + c.asNew)).arg(c.asNew);
    return tr("Put back %1 of %n; %2 skipped: a dead letter with the same uuid is still there.", nullptr, int(c.pending))
        .arg(c.restored)
        .arg(c.skipped);
}

Action RestoreActions::restore(const QString &activityPath, qint64 activityId, Uuids uuids, std::shared_ptr<RestoreCount> count)
{
    if (!count)
        count = std::make_shared<RestoreCount>();
    const bool asNew = uuids == Uuids::AsNew;
    Action act;
    act.title = asNew ? asNewTitle() : title();
    act.acceptLabel = tr("Restore");
    act.preview = [activityPath, activityId, asNew, count](contracts::Connection &db) -> qint64 {
        const auto file = storage::ActivityStore::connect(activityPath);
        QByteArrayList items;
        forEachPending(*file, activityId, [&](const a::KeptFailedRow &row) { items << uuidItem(row.uuid); });
        const qint64 free = q::previewRestoreFailed(db, '[' + items.join(',') + ']').rows.toInt();
        *count = RestoreCount { items.size(), free, asNew ? 0 : items.size() - free, asNew ? items.size() - free : 0 };
        return count->restored + count->asNew;
    };
    // Marked once the dead letters are back: a crash in between leaves rows
    // to restore again, which their uuids then skip. Inside a transaction of
    // the caller's (recordActivity()), that is after its commit.
    auto handled = std::make_shared<std::vector<qint64>>();
    auto mark = [activityPath, activityId, handled] {
        if (handled->empty())
            return;
        const auto file = storage::ActivityStore::connect(activityPath);
        a::MarkRestoredParams m;
        m.activity_id = activityId;
        m.ids = idsJson(*handled);
        m.at = QDateTime::currentSecsSinceEpoch();
        a::markRestored(*file, m);
        handled->clear();
    };
    act.committed = mark;
    act.apply = [activityPath, activityId, asNew, count, handled, mark](contracts::Connection &db) -> qint64 {
        const auto file = storage::ActivityStore::connect(activityPath);
        handled->clear();
        RestoreCount c;
        std::optional<contracts::Transaction> watched;
        if (!db.inTransaction())
            watched.emplace(db);
        forEachPending(*file, activityId, [&](const a::KeptFailedRow &row) {
            ++c.pending;
            q::RestoreFailedParams p = restoreParams(row);
            if (q::restoreFailed(db, p) > 0) {
                ++c.restored;
            } else if (asNew) {
                p.uuid = newUuid();
                c.asNew += q::restoreFailed(db, p);
            } else {
                // Left pending: restoring again names it, AsNew puts it back.
                ++c.skipped;
                return;
            }
            handled->push_back(row.original_id.toInt());
        });
        *count = c;
        if (watched) {
            watched->commit();
            mark();
        }
        return c.restored + c.asNew;
    };
    act.question = [activityId, asNew, count](qint64 n) -> QString {
        if (asNew)
            return tr("Restore %1 kept by activity %2?").arg(FailedActions::failedJobs(n)).arg(activityId) + QLatin1Char('\n')
                + tr("%n of them share(s) their uuid with a dead letter still there and come(s) back as new dead letters, each with a new uuid.",
                     nullptr, int(count->asNew));
        QString question = tr("Restore %1 kept by activity %2?").arg(FailedActions::failedJobs(n)).arg(activityId) + QLatin1Char('\n')
            + tr("They become dead letters again, with their uuid, payload and exception; any whose uuid is a dead letter already is skipped.");
        if (count->skipped > 0)
            question += QLatin1Char('\n') + tr("%n will be skipped: a dead letter with the same uuid is still there.", nullptr, int(count->skipped));
        return question;
    };
    act.report = [count](qint64, qint64) -> QString { return outcome(*count); };
    act.changedText = [activityId, count](qint64 n) -> QString {
        if (count->skipped == 0 && count->asNew == 0)
            return n == 1 ? tr("Restored %1 failed job.").arg(n) : tr("Restored %1 failed jobs.").arg(n);
        QString text = outcome(*count);
        if (count->skipped > 0)
            text += QLatin1Char('\n')
                + tr("To put them back as new dead letters with new uuids: askr-deskctl restore DB %1 --as-new").arg(activityId);
        return text;
    };
    act.previewText = [asNew, count](qint64 n) -> QString {
        QString text = n == 1 ? tr("Would restore %1 failed job.").arg(n) : tr("Would restore %1 failed jobs.").arg(n);
        if (asNew && count->asNew > 0)
            text += QLatin1Char(' ') + tr("%n of them as new dead letters with new uuids.", nullptr, int(count->asNew));
        if (count->skipped > 0)
            text += QLatin1Char(' ') + tr("%n would be skipped: a dead letter with the same uuid is still there.", nullptr, int(count->skipped));
        return text;
    };
    return act;
}

} // namespace askr::operations
