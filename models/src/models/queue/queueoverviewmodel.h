#pragma once

#include "operations/queue/queueactivity.h"
#include "models/queue/verdicthold.h"
#include "models/rereadmodel.h"

#include <QPointer>
#include <QTimer>

#include <deque>
#include <memory>

namespace askr::models {

class ChangeThrottle;
class Freshness;
class QueueHistory;

// One row per queue: depths from QueueDepths (one statement, so they add
// up), rates derived across refreshes (docs/queues.md), and whether the
// queue is stuck, with the likely reason. Refreshes when the database
// changes (at most every MinGapMs, more rarely when the reads are slow), on a
// clock of RefreshMs, stretched for slow reads (delayed jobs come due and
// rates move on with time alone), and when the next queue would cross its
// threshold.
class QueueOverviewModel : public RereadModel
{
    Q_OBJECT
public:
    enum Columns {
        QueueColumn,
        ReadyColumn,
        DelayedColumn,
        ReservedColumn,
        FailedColumn,
        OldestReadyColumn,
        EnqueuedRateColumn,
        ProcessedRateColumn,
        FailedRateColumn,
        StatusColumn,
        NUM_COLUMNS
    };
    enum Roles {
        SortRole = Qt::UserRole,
        QueueRole,     // the raw name (contracts::Value)
        HealthRole,    // QueueHealth as int
        ThresholdRole, // seconds
        RateRole,      // the per-minute rate as a double (rate columns)
    };

    static constexpr int MinGapMs = 1000;
    static constexpr int RefreshMs = 10'000;
    static constexpr qint64 RateWindowSeconds = 60;
    static constexpr qint64 MinRateSpan = 60; // alerts use the same

    explicit QueueOverviewModel(storage::Session *session, QObject *parent = nullptr);
    ~QueueOverviewModel() override;

    // The one model of a session that its pages share, a child of the
    // session, recording history into the app's data file (except for
    // snapshots, which never change). Made by whoever opens the session (the
    // app's Workspace) and handed to the pages: nothing looks it up.
    static QueueOverviewModel *createShared(storage::Session *session);

    int rowCount(const QModelIndex &parent = {}) const final;
    int columnCount(const QModelIndex &parent = {}) const final;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const final;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const final;

    void setHistory(QueueHistory *history);
    QueueHistory *history() const;

    bool hasSnapshot() const { return m_haveSnapshot; }
    const operations::QueueSnapshot &snapshot() const { return m_snapshot; }
    const operations::RateWindow &rates() const { return m_rates; }
    // Rates are shown once they cover this many seconds: over the first
    // seconds after opening, two jobs make "120 per minute" (issue 32).
    // Before that the rate cells say they are measuring.
    bool ratesSettled() const { return m_rates.span() > 0 && m_rates.span() >= m_minRateSpan; }
    qint64 minRateSpan() const { return m_minRateSpan; }
    // Tests of the rate arithmetic lower it.
    void setMinRateSpan(qint64 seconds) { m_minRateSpan = seconds; }
    const operations::QueueDepth &depthAt(int row) const { return m_rows[size_t(row)].depth; }
    const operations::QueueVerdict &verdictAt(int row) const { return m_rows[size_t(row)].verdict; }
    int rowOf(const QByteArray &queue) const;
    QList<contracts::Value> queueNames() const;
    // Sums over the queues; oldestReadyAge is the largest.
    operations::QueueDepth totals() const;
    int stuckCount() const;
    int refreshes() const { return m_refreshes; }
    // How old the snapshot is; stale when not read again within the
    // clock's interval, or when its last read failed.
    const Freshness *freshness() const { return m_fresh; }
    bool isStale() const;

    // Stuck thresholds in seconds, per queue, from QueueSettings.
    static qint64 threshold(const QByteArray &queue);
    // Reads at least this often, even when nothing commits (tests stretch it).
    // The clock's base; a slow read stretches it (readbudget.h).
    void setRefreshInterval(int ms)
    {
        m_refreshMs = ms;
        adaptPeriodic();
    }
    void setThreshold(const QByteArray &queue, qint64 seconds);
    // The Askr server linked to this database (its host:port) and its
    // queue-worker count, which confirm or answer a "No worker?"
    // (confirmWithServer); an empty server, or no count, unlinks.
    void setServerFigures(const QString &server, std::optional<qint64> queueWorkers);
    QString linkedServer() const { return m_server; }
    std::optional<qint64> serverQueueWorkers() const { return m_serverQueueWorkers; }

public Q_SLOTS:
    // Reads now, or right after the read in flight.
    void refresh();

Q_SIGNALS:
    void refreshed();
    void stuckCountChanged(int stuck);

private:
    QString measuringText() const;
    struct Row {
        operations::QueueDepth depth;
        operations::QueueVerdict verdict;
        operations::Throughput rates; // over the window
    };
    void rereadFolded(bool full) override;
    void apply(operations::QueueSnapshot snapshot);
    void judge();
    void adaptPeriodic();
    QString rateText(qint64 count, bool lowerBound) const;

    QPointer<QueueHistory> m_history;
    std::vector<Row> m_rows;
    operations::QueueSnapshot m_snapshot;                        // the latest, shown
    std::shared_ptr<const operations::QueueSnapshot> m_baseline; // what rates are measured from
    bool m_haveSnapshot = false;
    operations::RateWindow m_rates{RateWindowSeconds};
    qint64 m_minRateSpan = MinRateSpan;
    // Ready counts of recent snapshots, to tell growth from draining.
    std::deque<std::pair<qint64, QHash<QByteArray, qint64>>> m_readyHistory;
    QHash<QByteArray, qint64> m_lastClaim;
    VerdictHold m_verdicts; // shown verdicts change only once they held
    QHash<QString, qint64> m_lastClaimFromHistory; // by history key
    qint64 m_watchedSince = 0;
    QString m_server;
    std::optional<qint64> m_serverQueueWorkers;
    qint64 m_lastReadMs = 0;
    int m_refreshMs = RefreshMs;
    ChangeThrottle *m_follow = nullptr;
    Freshness *m_fresh = nullptr;
    QTimer m_periodic;
    int m_stuck = 0;
    int m_refreshes = 0;
};

} // namespace askr::models
