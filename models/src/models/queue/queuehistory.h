#pragma once

#include "storage/settings/queuesettings.h"

#include "operations/queue/queueactivity.h"

#include <QHash>
#include <QObject>
#include <QPointer>
#include <QString>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace askr::storage {
class HistoryStore;
class Session;
}

namespace askr::models {

// One row of history: a raw sample or a bucket (see contracts/history.md).
struct HistoryPoint {
    qint64 at = 0;
    qint64 span = 0; // seconds the throughput counts cover
    qint64 ready = 0;
    qint64 delayed = 0;
    qint64 reserved = 0;
    qint64 failed = 0;
    qint64 oldestReadyAge = 0;
    qint64 enqueued = 0;
    qint64 processed = 0;
    qint64 deadLettered = 0;

    double perMinute(qint64 count) const { return span > 0 ? double(count) * 60.0 / double(span) : 0.0; }
};

// A sample as written: all queues together and each queue by history key.
struct HistorySample {
    HistoryPoint total;
    QHash<QString, HistoryPoint> queues;
};

// The depth and throughput history of one watched database, kept in the
// app's own data file (never in the watched database). Snapshots are fed in
// as the overview takes them; one raw sample is written per SampleInterval,
// then folded into minute and quarter-hour buckets and pruned, all on the
// history file's own worker thread.
class QueueHistory : public QObject
{
    Q_OBJECT
public:
    static constexpr qint64 SampleInterval = 10;
    static constexpr qint64 KeepRaw = 2 * 3600;
    static constexpr qint64 KeepMinutes = 48 * 3600;
    static constexpr qint64 KeepQuarters = storage::settings::QueueSettings::HistoryRetentionDays.fallback * 86400; // the default retention
    // Seconds of quarter-hour history kept: QueueSettings
    // (the settings dialog), never less than two days.
    static qint64 retention();

    // storage::HistoryStore::defaultPath().
    static QString filePath();
    // How a queue is named in the history file (escaped when not UTF-8).
    static QString historyKey(const QByteArray &queue);
    // The resolution that covers `range` seconds back from now.
    static qint64 resolutionFor(qint64 range);

    // source: the watched database's path.
    explicit QueueHistory(const QString &sourcePath, QObject *parent = nullptr);
    ~QueueHistory() override;

    QString source() const { return m_source; }
    bool isAvailable() const;
    QString errorString() const;

    // Takes the snapshot the overview just read and the interval since the
    // previous one; writes a sample every SampleInterval seconds.
    void add(const operations::QueueSnapshot &snapshot, const std::optional<operations::QueueInterval> &interval);

    // Rows from `since` on for one queue (by history key), or for all queues
    // when queueKey is null, at the resolution that fits; the newest part
    // comes from finer rows not yet folded. fn runs on context's thread.
    void requestSeries(const std::optional<QString> &queueKey, qint64 since, qint64 now, QObject *context,
                       std::function<void(std::vector<HistoryPoint>)> fn);
    // Per queue (history key), the latest time workers were seen claiming.
    void requestLastClaims(qint64 since, QObject *context, std::function<void(QHash<QString, qint64>)> fn);

    // Writes queued so far have finished (tests).
    bool isIdle() const;
    qint64 samplesWritten() const { return m_written; }

Q_SIGNALS:
    void sampleRecorded(const askr::models::HistorySample &sample, qint64 at);
    void errorOccurred(const QString &message);

private:
    void write(const HistorySample &sample, qint64 at);

    std::shared_ptr<storage::HistoryStore> m_store;
    QString m_source;
    qint64 m_lastWritten = 0;
    qint64 m_lastPruned = 0;
    qint64 m_written = 0;
    int m_pending = 0;
    // Throughput since the last sample written.
    operations::Throughput m_total;
    QHash<QByteArray, operations::Throughput> m_queues;
    qint64 m_span = 0;
};

} // namespace askr::models
