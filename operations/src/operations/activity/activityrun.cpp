#include "operations/activity/activityrun.h"

#include "operations_debug.h"

#include "askr_contracts_api.h"
#include "operations/activity/activitylog.h"
#include "storage/activitystore.h"
#include "transaction.h"

#include <QDateTime>
#include <QFileInfo>
#include <QLocale>
#include <QUrl>

namespace askr::operations {

namespace a = contracts::activity;

ActivityRun::ActivityRun() = default;
ActivityRun::~ActivityRun() = default;

void ActivityRun::setContext(const QString &activityPath, const QString &source, Origin origin, const QString &title,
                             std::function<QString(qint64)> question)
{
    m_activityPath = activityPath;
    m_source = source;
    m_origin = origin;
    m_title = title;
    m_question = std::move(question);
}

QString ActivityRun::sourceOf(const QString &path)
{
    const QUrl url(path);
    if (!url.scheme().isEmpty() && url.scheme().size() > 1) // not a drive letter
        return path;
    const QFileInfo info(path);
    return info.exists() ? info.canonicalFilePath() : info.absoluteFilePath();
}

contracts::Connection *ActivityRun::connection()
{
    if (!m_act && m_error.isEmpty()) {
        try {
            m_act = storage::ActivityStore::connect(m_activityPath.isEmpty() ? ActivityLog::defaultPath() : m_activityPath);
        } catch (const contracts::Error &e) {
            m_error = e.message();
            qCWarning(ASKR_OPERATIONS).noquote() << "the activity log cannot be opened:" << m_error;
        }
    }
    return m_act.get();
}

QString ActivityRun::touched(std::optional<qint64> changed) const
{
    // The question's first line names what the action touches, with the
    // preview's count, or what it changed when it ran without a preview.
    if (!m_question)
        return m_title;
    return m_question(m_previewed.value_or(changed.value_or(0))).section(QLatin1Char('\n'), 0, 0);
}

qint64 ActivityRun::recordEntry(contracts::Connection &act, std::optional<qint64> changed, const QString &error)
{
    a::RecordActivityParams p;
    p.at = QDateTime::currentSecsSinceEpoch();
    p.source = m_source.toUtf8();
    p.origin = m_origin == Origin::Cli ? QByteArray("cli") : QByteArray("app");
    p.title = m_title.toUtf8();
    p.touched = touched(changed).toUtf8();
    p.previewed = m_previewed;
    p.changed = changed;
    p.error = error.isEmpty() ? std::nullopt : std::optional<QByteArray>(error.toUtf8());
    return a::recordActivity(act, p).id.toInt();
}

qint64 ActivityRun::keepThenDelete(contracts::Connection &db, const PageReader &readPage, const std::function<qint64()> &del)
{
    m_keeping = true;
    m_kept = 0;
    m_entryId = 0;
    // The write lock on the watched database first: the rows read are then
    // exactly the rows deleted.
    contracts::Transaction watched(db);
    if (contracts::Connection *act = connection()) {
        try {
            contracts::Transaction keeping(*act);
            const qint64 id = recordEntry(*act, std::nullopt, {});
            qint64 after = 0;
            qint64 count = 0;
            for (;;) {
                const std::vector<KeptFailedJob> page = readPage(after, keepBatch);
                for (const KeptFailedJob &row : page) {
                    a::KeepFailedParams k;
                    k.activity_id = id;
                    k.original_id = row.originalId;
                    k.uuid = row.uuid.isNull() ? std::nullopt : std::optional<QByteArray>(row.uuid.toBytes());
                    k.queue = row.queue.toBytes();
                    k.payload = row.payload.toBytes();
                    k.payload_text = row.payload.kind() == contracts::Value::Text;
                    k.exception = row.exception.isNull() ? std::nullopt : std::optional<QByteArray>(row.exception.toBytes());
                    k.attempts = row.attempts.toInt();
                    k.failed_at = row.failedAt.toInt();
                    a::keepFailed(*act, k);
                }
                count += qint64(page.size());
                if (page.size() < size_t(keepBatch))
                    break;
                after = page.back().originalId;
            }
            // Kept before deleted: a crash after this leaves a kept row that
            // is still a dead letter, never a deleted one that was not kept.
            keeping.commit();
            m_entryId = id;
            m_kept = count;
        } catch (const contracts::Error &e) {
            m_keptError = e.message();
        }
    } else {
        m_keptError = m_error;
    }
    const qint64 changed = del();
    watched.commit();
    return changed;
}

void ActivityRun::finish(std::optional<qint64> changed, const QString &error)
{
    contracts::Connection *act = connection();
    if (!act) {
        qWarning("The activity log is not written: %s", qPrintable(m_error));
        return;
    }
    try {
        if (m_entryId) {
            a::FinishActivityParams p;
            p.activity_id = m_entryId;
            p.changed = changed;
            p.touched = touched(changed).toUtf8();
            p.error = error.isEmpty() ? std::nullopt : std::optional<QByteArray>(error.toUtf8());
            a::finishActivity(*act, p);
        } else {
            m_entryId = recordEntry(*act, changed, error);
        }
        // Pruned when written: the log needs no timer of its own.
        ActivityLog::pruneOn(*act, ActivityLog::retentionDays(), QDateTime::currentSecsSinceEpoch());
    } catch (const contracts::Error &e) {
        m_error = e.message();
        qWarning("The activity log is not written: %s", qPrintable(m_error));
    }
}

QString ActivityRun::keptText() const
{
    // Nothing deleted, nothing to restore: no word about keeping.
    if (!m_keeping || (m_kept == 0 && m_keptError.isEmpty()))
        return {};
    if (!m_keptError.isEmpty())
        return tr("Nothing was kept, so they cannot be restored: %1").arg(m_keptError);
    const int days = ActivityLog::retentionDays();
    return (days == 1 ? tr("Kept for 1 day as activity %2: it can be restored from the activity log.")
                      : tr("Kept for %1 days as activity %2: it can be restored from the activity log.").arg(days))
        .arg(m_entryId);
}

} // namespace askr::operations
