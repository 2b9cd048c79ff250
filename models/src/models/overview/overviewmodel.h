#pragma once

#include "models/freshness.h"
#include "models/readbudget.h"
#include "models/rereadmodel.h"

#include <QTimer>
#include <QVector>

#include <array>
#include <functional>

namespace askr::models {

class ChangeThrottle;

// One screen of figures across the three primitives, each with its recent
// trend (sampled while the app runs). One refresh is one worker request
// running QueueDepths, CacheStats, ChannelHeads and Subscribers: every
// statement counts on an index or reads one table once. The total size of the
// cache's values needs a pass over the whole cache table and moves slowly: it
// is its own request, made at most every ValueBytesMaxAgeMs (longer when it is
// slow), and its tooltip says how old it is.
//
// At a million rows a refresh costs most of a second of the worker, so it is
// not run on a clock: it follows changes while shown (a ChangeThrottle, at
// most every MinGapMs, more rarely when reads are slow), sample() on the
// trend's clock.
// A sample between reads repeats the figures, the oldest ready job older by
// the time that passed; figures that move with time alone (delayed jobs
// coming due, keys expiring) are read again on the clock only as often as
// keeps them cheap (readbudget.h).
class OverviewModel : public RereadModel
{
    Q_OBJECT
public:
    enum Metric {
        Ready,
        Delayed,
        Reserved,
        Failed,
        OldestReadyAge,
        LiveKeys,
        ExpiredKeys,
        ValueBytes,
        Channels,
        NewestSeq,
        Subscribers,
        MaxLag,
        Sessions, // the runtime's askr:sess:* entries, not in LiveKeys
        NUM_METRICS
    };
    enum Columns { PrimitiveColumn, MetricColumn, ValueColumn, TrendColumn, NUM_COLUMNS };
    // StaleRole: the figures are older than the refresh interval, or their
    // last read failed (they are then shown greyed and in italics).
    enum Roles { RawValueRole = Qt::UserRole, HistoryRole, MetricRole, AvailableRole, StaleRole };

    static constexpr int HistoryLength = 240;
    static constexpr int MinGapMs = 1000;
    static constexpr qint64 ValueBytesMaxAgeMs = 60000;
    // The Overview page's sample clock unless told otherwise (Overview/sampleSeconds).
    static constexpr int DefaultSampleMs = 5000;

    explicit OverviewModel(storage::Session *session, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const final;
    int columnCount(const QModelIndex &parent = {}) const final;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const final;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const final;

    // Reads now (F5, the first show); folded into the read in flight.
    void refresh();
    // The database changed: reads soon, throttled by the cost of a read
    // (what a change does while the model is shown).
    void scheduleRefresh();
    // One trend sample: a read when time alone may have moved the figures
    // far enough (see readbudget.h), otherwise the last figures aged.
    void sample(qint64 sampleMs);
    // Reads when the figures are a refresh interval old (or never read):
    // what keeps them fresh where they are shown without the Overview page
    // (the fleet).
    void keepFresh();
    // Milliseconds clock for the read budget (tests); defaults to a
    // monotonic clock.
    void setMonotonicClock(std::function<qint64()> msecs) { m_msecs = std::move(msecs); }
    // Milliseconds the last read took on the worker.
    qint64 lastReadMs() const { return m_readMs; }
    qint64 value(Metric metric) const { return m_values[metric]; }
    QVector<qint64> history(Metric metric) const { return m_history[metric]; }
    bool available(Metric metric) const;
    int samples() const { return m_samples; }

    // How old the figures are (session time), and whether they are stale:
    // not read again within refreshIntervalMs(), or their last read failed.
    const Freshness *freshness() const { return m_fresh; }
    bool isStale() const { return m_fresh->isStale(); }
    // How often the figures are read while followed: a read is due after
    // the sample clock, the change throttle or the read budget, whichever
    // is longest, and is made at the next tick of the sample clock (or of
    // the fleet's second), up to a sample interval later.
    qint64 refreshIntervalMs() const { return dueAfterMs() + m_sampleMs; }

    struct Snapshot {
        bool queue = false, cache = false, pubsub = false;
        std::array<qint64, NUM_METRICS> values{};
        qint64 readMs = 0;
    };

Q_SIGNALS:
    void refreshed();

private:
    qint64 dueAfterMs() const;
    void rereadFolded(bool full) override;
    void apply(const Snapshot &snapshot);
    void readValueBytesIfDue();
    void appendSample();
    qint64 nowMs() const;
    std::array<qint64, NUM_METRICS> m_values{};
    std::array<QVector<qint64>, NUM_METRICS> m_history;
    bool m_queue = false, m_cache = false, m_pubsub = false;
    int m_samples = 0;
    std::array<qint64, NUM_METRICS> m_read{}; // as last read
    qint64 m_readAt = 0; // session time of that read
    qint64 m_readMs = 0;
    qint64 m_readAtMs = -1; // nowMs() of the last answer, -1 before the first
    std::function<qint64()> m_msecs;
    qint64 m_bytes = 0; // CacheValueBytes as last read
    qint64 m_bytesAt = -1; // session time of that read, -1 before the first
    qint64 m_bytesAtMs = -1; // nowMs() of that read
    qint64 m_bytesMs = 0; // how long it took on the worker
    bool m_bytesInFlight = false;
    ChangeThrottle *m_follow = nullptr;
    Freshness *m_fresh = nullptr;
    bool m_readFailed = false; // the figures' read failed; its message comes next
    int m_sampleMs = DefaultSampleMs;
};

} // namespace askr::models
