#pragma once

#include "operations/activity/keptfailedjob.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QList>
#include <QString>

#include <limits>
#include <optional>
#include <vector>

namespace askr::contracts {
class Connection;
}

namespace askr::operations {

// One entry of the activity log (contracts/activity.md, desk_activity).
struct ActivityEntry
{
    qint64 id = 0;
    qint64 at = 0; // unix seconds
    QString source; // the database: canonical path or server address
    QString origin; // "app" or "cli"
    QString title; // "Forget Failed Jobs"
    QString touched; // what it touched, in words: the question asked
    std::optional<qint64> previewed; // empty: no preview
    std::optional<qint64> changed; // empty: failed, or stopped before it ended
    QString error; // why it failed; empty when it did not
    qint64 kept = 0; // dead letters kept for restoring
    QString phase; // while it runs: "applying" or "committing"; empty once told
    QString outcome; // for an entry settled after its process stopped: "done", "not done", "unknown"
    QString how; // how that outcome was told

    // One word for where it stands: "running", "done", "failed", or the
    // settled outcome ("not done", "unknown").
    QString state() const;
};

// The activity log as the Activity Log window and askr-deskctl read it: the
// entries newest first, the dead letters an entry kept, CSV and JSON export,
// and the retention. Each call opens the file through SQLite (creating it
// when missing) and throws contracts::Error when it cannot. Reads are quick
// and may run on the GUI thread; the log holds one row per action.
class ActivityLog
{
    Q_DECLARE_TR_FUNCTIONS(askr::operations::ActivityLog)

public:
    explicit ActivityLog(const QString &path = defaultPath());
    // The app's activity file (storage::ActivityStore::defaultPath()).
    static QString defaultPath();
    QString path() const { return m_path; }

    // Days entries and kept dead letters are kept: the settings key
    // activity/retentionDays of askr-desk (askr-deskctl reads the app's),
    // 30 unless set; at least 1.
    static int retentionDays();
    static void setRetentionDays(int days);

    // Entries with an id below beforeId, newest first, at most limit.
    QList<ActivityEntry> entries(qint64 beforeId = std::numeric_limits<qint64>::max(), int limit = 100) const;
    // The same on a connection already open to the file (a worker's).
    static QList<ActivityEntry> entriesOn(contracts::Connection &act, qint64 beforeId = std::numeric_limits<qint64>::max(), int limit = 100);
    std::optional<ActivityEntry> entry(qint64 id) const;
    // The dead letters an entry kept, by original id above afterId, at most limit.
    std::vector<KeptFailedJob> kept(qint64 activityId, qint64 afterId = 0, int limit = 500) const;
    // Deletes entries older than days before now, with what they kept;
    // returns the entries deleted.
    qint64 prune(int days, qint64 now) const;
    // The same on a connection already open to the file.
    static qint64 pruneOn(contracts::Connection &act, int days, qint64 now);

    // Export: one line (object) per entry, columns as in ActivityEntry, at
    // as ISO 8601 UTC; an empty previewed or changed is an empty cell (null).
    static QByteArray toCsv(const QList<ActivityEntry> &entries);
    static QJsonArray toJson(const QList<ActivityEntry> &entries);

private:
    QString m_path;
};

} // namespace askr::operations
