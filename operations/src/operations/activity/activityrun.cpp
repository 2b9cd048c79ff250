#include "operations/activity/activityrun.h"

#include "operations_debug.h"

#include "askr_contracts_api.h"
#include "operations/activity/activitylog.h"
#include "operations/activity/processidentity.h"
#include "storage/activitystore.h"
#include "storage/host/hostexecutor.h"
#include "transaction.h"

#include <sqlite3.h>

#include <QDateTime>
#include <QFileInfo>
#include <QLocale>
#include <QMutex>
#include <QSet>
#include <QStorageInfo>
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
    const QString asked = m_question ? m_question(m_previewed.value_or(changed.value_or(0))).section(QLatin1Char('\n'), 0, 0) : m_title;
    if (m_keeping && !m_keptError.isEmpty())
        return asked + QLatin1Char(' ') + tr("Deleted without a copy, as chosen: not kept.");
    return asked;
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

QString ActivityRun::probe(qint64 rows)
{
    m_probeProblem.clear();
    const QString path = m_activityPath.isEmpty() ? ActivityLog::defaultPath() : m_activityPath;
    contracts::Connection *act = connection();
    if (!act) {
        m_probeProblem = tr("The activity log %1 cannot be opened: %2").arg(path, m_error);
        return m_probeProblem;
    }
    try {
        contracts::Transaction probing(*act); // its write lock, let go unused
    } catch (const contracts::Error &e) {
        m_probeProblem = tr("The activity log %1 cannot be written: %2").arg(path, e.message());
        return m_probeProblem;
    }
    // Room for the entry and, for what is kept, a generous guess at a dead
    // letter's size: the apply itself finds out for sure, and refuses then.
    const QStorageInfo volume(QFileInfo(path).absolutePath());
    const qint64 needed = (qint64(1) << 20) + rows * 4096;
    if (volume.isValid() && volume.bytesAvailable() >= 0 && volume.bytesAvailable() < needed)
        m_probeProblem = tr("Only %1 are free where the activity log is kept (%2), and %3 may be needed.")
                             .arg(QLocale().formattedDataSize(volume.bytesAvailable()), QFileInfo(path).absolutePath(),
                                  QLocale().formattedDataSize(needed));
    return m_probeProblem;
}

namespace {
// The entries whose action runs in this process now: an intent this process
// wrote that is not among them was left behind (its database process
// stopped), and may be settled while this process runs on.
QMutex liveMutex;
QSet<qint64> liveEntries;
void setLive(qint64 id, bool live)
{
    const QMutexLocker lock(&liveMutex);
    if (live)
        liveEntries.insert(id);
    else
        liveEntries.remove(id);
}
} // namespace

bool ActivityRun::isRunningHere(qint64 entryId)
{
    const QMutexLocker lock(&liveMutex);
    return liveEntries.contains(entryId);
}

void ActivityRun::refuseUnlessWithoutCopy(const QString &why)
{
    if (m_withoutCopy)
        return;
    throw contracts::Error(SQLITE_ABORT, tr("Nothing was changed: the activity log could not be written first (%1). Every change is logged "
                                            "before it is made. Free space where the log is kept, or choose to go on without the log.")
                                             .arg(why));
}

void ActivityRun::begin()
{
    m_begun = true;
    m_entryId = 0;
    m_intent = false;
    contracts::Connection *act = connection();
    if (!act) {
        refuseUnlessWithoutCopy(m_error);
        return;
    }
    try {
        contracts::Transaction intent(*act);
        const qint64 id = recordEntry(*act, std::nullopt, {});
        a::BeginIntentParams p;
        p.activity_id = id;
        p.process = ProcessIdentity::current().toUtf8();
        a::beginIntent(*act, p);
        setLive(id, true);
        intent.commit();
        m_entryId = id;
        m_intent = true;
    } catch (const contracts::Error &e) {
        if (e.extendedCode() == storage::host::ProcessLostCode)
            throw; // nothing of the action ran; the entry, if written, is left behind
        m_error = e.message();
        qCWarning(ASKR_OPERATIONS).noquote() << "the activity log cannot be written:" << m_error;
        refuseUnlessWithoutCopy(m_error);
    }
}

void ActivityRun::committing(const QByteArray &witness)
{
    if (!m_intent)
        return;
    try {
        a::MarkCommittingParams p;
        p.activity_id = m_entryId;
        p.witness = witness.isEmpty() ? std::nullopt : std::optional<QByteArray>(witness);
        a::markCommitting(*connection(), p);
    } catch (const contracts::Error &e) {
        if (e.extendedCode() == storage::host::ProcessLostCode)
            throw;
        // The intent is written and would say "applying" of a change that
        // committed: refused even without a copy, so that the log never lies.
        m_error = e.message();
        qCWarning(ASKR_OPERATIONS).noquote() << "the activity log cannot be written:" << m_error;
        throw contracts::Error(SQLITE_ABORT, tr("Nothing was changed: the activity log could not be written before the commit (%1). Free "
                                                "space where the log is kept and try again.")
                                                 .arg(m_error));
    }
}

qint64 ActivityRun::keepThenDelete(contracts::Connection &db, const PageReader &readPage, const std::function<qint64()> &del)
{
    m_keeping = true;
    m_kept = 0;
    m_keptError.clear();
    // The write lock on the watched database first: the rows read are then
    // exactly the rows deleted. recordActivity() has taken it already.
    std::optional<contracts::Transaction> watched;
    if (!db.inTransaction())
        watched.emplace(db);
    // Run without recordActivity() (no begin()), each run makes its entry here.
    if (!m_begun)
        m_entryId = 0;
    contracts::Connection *act = m_entryId || !m_begun ? connection() : nullptr;
    if (!act)
        m_keptError = m_error;
    try {
        if (act) {
            contracts::Transaction keeping(*act);
            if (!m_entryId)
                m_entryId = recordEntry(*act, std::nullopt, {});
            qint64 after = 0;
            qint64 count = 0;
            for (;;) {
                const std::vector<KeptFailedJob> page = readPage(after, keepBatch);
                for (const KeptFailedJob &row : page) {
                    a::KeepFailedParams k;
                    k.activity_id = m_entryId;
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
            // Kept (and synced) before deleted: a crash after this leaves a
            // kept row that is still a dead letter, never a deleted one that
            // was not kept.
            keeping.commit();
            m_kept = count;
        }
    } catch (const contracts::Error &e) {
        if (e.extendedCode() == storage::host::ProcessLostCode)
            throw;
        if (!m_begun)
            m_entryId = 0; // rolled back with the rows
        m_keptError = e.message();
    }
    if (!m_keptError.isEmpty() && !m_withoutCopy)
        throw contracts::Error(SQLITE_ABORT, tr("Nothing was deleted: the dead letters could not be kept first, so they could not be "
                                                "restored (%1). Free space where the activity log is kept, or forget them without a copy.")
                                                 .arg(m_keptError));
    const qint64 changed = del();
    if (watched)
        watched->commit();
    return changed;
}

void ActivityRun::finish(std::optional<qint64> changed, const QString &error)
{
    // Told here or not at all: an intent left now is settled by looking.
    if (m_entryId)
        setLive(m_entryId, false);
    contracts::Connection *act = connection();
    if (!act) {
        qCWarning(ASKR_OPERATIONS).noquote() << "the activity log is not written:" << m_error;
        return;
    }
    try {
        if (m_entryId) {
            contracts::Transaction outcome(*act);
            a::FinishActivityParams p;
            p.activity_id = m_entryId;
            p.changed = changed;
            p.touched = touched(changed).toUtf8();
            p.error = error.isEmpty() ? std::nullopt : std::optional<QByteArray>(error.toUtf8());
            a::finishActivity(*act, p);
            a::endIntent(*act, m_entryId);
            outcome.commit();
            m_intent = false;
        } else {
            m_entryId = recordEntry(*act, changed, error);
        }
        // Pruned when written: the log needs no timer of its own.
        ActivityLog::pruneOn(*act, ActivityLog::retentionDays(), QDateTime::currentSecsSinceEpoch());
    } catch (const contracts::Error &e) {
        m_error = e.message();
        qCWarning(ASKR_OPERATIONS).noquote() << "the activity log is not written:" << m_error;
    }
}

void ActivityRun::abandon()
{
    if (m_entryId)
        setLive(m_entryId, false);
    if (!m_intent)
        return;
    try {
        // The activity file's connection meets the same stopped process
        // first: the request after that one goes to the new process.
        for (int attempt = 0; attempt < 2; ++attempt) {
            try {
                a::abandonIntent(*connection(), m_entryId);
                break;
            } catch (const contracts::Error &e) {
                if (e.extendedCode() != storage::host::ProcessLostCode || attempt == 1)
                    throw;
            }
        }
    } catch (const contracts::Error &e) {
        // Left with this process named: settled once it has ended.
        m_error = e.message();
        qCWarning(ASKR_OPERATIONS).noquote() << "the activity log's intent is not marked as given up:" << m_error;
    }
}

QString ActivityRun::unloggedText() const
{
    if (m_error.isEmpty())
        return {};
    return tr("It is not in the activity log: %1").arg(m_error);
}

QString ActivityRun::keptText() const
{
    // Nothing deleted, nothing to restore: no word about keeping.
    if (!m_keeping || (m_kept == 0 && m_keptError.isEmpty()))
        return {};
    if (!m_keptError.isEmpty())
        return tr("Deleted without a copy, as chosen: they cannot be restored (%1).").arg(m_keptError);
    const int days = ActivityLog::retentionDays();
    return (days == 1 ? tr("Kept for 1 day as activity %2: it can be restored from the activity log.")
                      : tr("Kept for %1 days as activity %2: it can be restored from the activity log.").arg(days))
        .arg(m_entryId);
}

} // namespace askr::operations
