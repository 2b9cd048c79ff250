#include "models/queue/queuehistory.h"

#include "models/loghealth.h"
#include "models/requestkey.h"
#include "models_debug.h"

#include "askr_contracts_api.h"
#include "storage/historystore.h"
#include "storage/session.h"
#include "storage/settings/queuesettings.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>

namespace askr::models {

using namespace askr::contracts;

namespace {
QString historyTr(const char *text)
{
    return QCoreApplication::translate("askr::models::QueueHistory", text);
}

template<typename Row>
HistoryPoint toPoint(const Row &r)
{
    HistoryPoint p;
    p.at = r.at.toInt();
    p.span = r.span.toInt();
    p.ready = r.ready.toInt();
    p.delayed = r.delayed.toInt();
    p.reserved = r.reserved.toInt();
    p.failed = r.failed.toInt();
    p.oldestReadyAge = r.oldest_ready_age.toInt();
    p.enqueued = r.enqueued.toInt();
    p.processed = r.processed.toInt();
    p.deadLettered = r.dead_lettered.toInt();
    return p;
}

QJsonObject toJson(const QString &queue, const HistoryPoint &p)
{
    return QJsonObject{{QStringLiteral("queue"), queue},
                       {QStringLiteral("ready"), p.ready},
                       {QStringLiteral("delayed"), p.delayed},
                       {QStringLiteral("reserved"), p.reserved},
                       {QStringLiteral("failed"), p.failed},
                       {QStringLiteral("oldest_ready_age"), p.oldestReadyAge},
                       {QStringLiteral("enqueued"), p.enqueued},
                       {QStringLiteral("processed"), p.processed},
                       {QStringLiteral("dead_lettered"), p.deadLettered}};
}

void setThroughput(HistoryPoint &p, const operations::Throughput &t, qint64 span)
{
    p.span = span;
    p.enqueued = t.enqueued;
    p.processed = t.processed;
    p.deadLettered = t.deadLettered;
}

} // namespace

QString QueueHistory::filePath()
{
    return storage::HistoryStore::defaultPath();
}

QString QueueHistory::historyKey(const QByteArray &queue)
{
    return escapeBytes(queue);
}

qint64 QueueHistory::resolutionFor(qint64 range)
{
    if (range <= KeepRaw)
        return 0;
    if (range <= KeepMinutes)
        return 60;
    return 900;
}

QueueHistory::QueueHistory(const QString &sourcePath, QObject *parent)
    : QObject(parent)
    , m_store(storage::HistoryStore::open(filePath()))
{
    const QFileInfo info(sourcePath);
    m_source = info.exists() ? info.canonicalFilePath() : info.absoluteFilePath();
    if (!m_store->error().isEmpty())
        LogHealth::instance()->reportFailure(LogHealth::History, m_store->error());
}

QueueHistory::~QueueHistory() = default;

bool QueueHistory::isAvailable() const
{
    return m_store->session() && m_store->error().isEmpty();
}

QString QueueHistory::errorString() const
{
    return m_store->error();
}

bool QueueHistory::isIdle() const
{
    return m_pending == 0;
}

void QueueHistory::add(const operations::QueueSnapshot &snapshot, const std::optional<operations::QueueInterval> &interval)
{
    if (!isAvailable())
        return;
    if (interval) {
        m_total += interval->total;
        for (auto it = interval->perQueue.cbegin(); it != interval->perQueue.cend(); ++it)
            m_queues[it.key()] += it.value();
        m_span += interval->span();
    }
    if (m_lastWritten && snapshot.at - m_lastWritten < SampleInterval)
        return;

    HistorySample sample;
    sample.total.at = snapshot.at;
    setThroughput(sample.total, m_total, m_span);
    for (const auto &q : snapshot.queues) {
        HistoryPoint p;
        p.at = snapshot.at;
        p.ready = q.ready;
        p.delayed = q.delayed;
        p.reserved = q.reserved;
        p.failed = q.failed;
        p.oldestReadyAge = q.oldestReadyAge;
        setThroughput(p, m_queues.value(q.queue.toBytes()), m_span);
        sample.queues.insert(historyKey(q.queue.toBytes()), p);
        sample.total.ready += q.ready;
        sample.total.delayed += q.delayed;
        sample.total.reserved += q.reserved;
        sample.total.failed += q.failed;
        sample.total.oldestReadyAge = std::max(sample.total.oldestReadyAge, q.oldestReadyAge);
    }
    // A queue that emptied completely since the last sample still had throughput.
    for (auto it = m_queues.cbegin(); it != m_queues.cend(); ++it) {
        const QString key = historyKey(it.key());
        if (!sample.queues.contains(key)) {
            HistoryPoint p;
            p.at = snapshot.at;
            setThroughput(p, it.value(), m_span);
            sample.queues.insert(key, p);
        }
    }
    m_total = {};
    m_queues.clear();
    m_span = 0;
    m_lastWritten = snapshot.at;
    write(sample, snapshot.at);
}

void QueueHistory::write(const HistorySample &sample, qint64 at)
{
    QJsonArray queues;
    for (auto it = sample.queues.cbegin(); it != sample.queues.cend(); ++it)
        queues.append(toJson(it.key(), it.value()));
    history::RecordSampleParams params;
    params.source = m_source.toUtf8();
    params.at = at;
    params.span = sample.total.span;
    params.enqueued = sample.total.enqueued;
    params.processed = sample.total.processed;
    params.dead_lettered = sample.total.deadLettered;
    params.samples = QJsonDocument(queues).toJson(QJsonDocument::Compact);
    const bool prune = at - m_lastPruned >= 300;
    if (prune)
        m_lastPruned = at;
    ++m_pending;
    const qint64 keep = retention();
    m_store->session()->write(
        this,
        [params, at, prune, keep](Connection &db) {
            const qint64 rows = history::recordSample(db, params);
            // Folding is idempotent and only touches buckets that have ended.
            history::downsample(db, history::DownsampleParams{60, 0, at});
            history::downsample(db, history::DownsampleParams{900, 60, at});
            if (prune) {
                history::prune(db, history::PruneParams{0, at - KeepRaw});
                history::prune(db, history::PruneParams{60, at - KeepMinutes});
                history::prune(db, history::PruneParams{900, at - keep});
            }
            return rows;
        },
        [this, sample, at](qint64) {
            --m_pending;
            ++m_written;
            LogHealth::instance()->reportWritten(LogHealth::History);
            Q_EMIT sampleRecorded(sample, at);
        },
        [this](const storage::Failure &f) {
            --m_pending;
            qCWarning(ASKR_MODELS) << "history write failed:" << f.message;
            const QString message = historyTr("History could not be written: %1").arg(f.message);
            LogHealth::instance()->reportFailure(LogHealth::History, message);
            Q_EMIT errorOccurred(message);
        });
}

void QueueHistory::requestSeries(const std::optional<QString> &queueKey, qint64 since, qint64 now, QObject *context,
                                 std::function<void(std::vector<HistoryPoint>)> fn)
{
    if (!isAvailable()) {
        fn({});
        return;
    }
    const QByteArray source = m_source.toUtf8();
    const std::optional<QByteArray> queue = queueKey ? std::optional<QByteArray>(queueKey->toUtf8()) : std::nullopt;
    const qint64 resolution = resolutionFor(now - since);
    std::vector<qint64> chain;
    for (qint64 r : {qint64(900), qint64(60), qint64(0)})
        if (r <= resolution)
            chain.push_back(r);
    m_store->session()->query(
        requestKey(context, "series"), context,
        [source, queue, since, chain](Connection &db) {
            std::vector<HistoryPoint> out;
            qint64 start = since;
            // Coarse rows first, then the finer rows of the part not folded yet.
            for (qint64 r : chain) {
                const size_t before = out.size();
                if (queue) {
                    history::QueueSeriesParams p;
                    p.source = source;
                    p.resolution = r;
                    p.queue = *queue;
                    p.since = start;
                    for (const auto &row : history::queueSeries(db, p))
                        out.push_back(toPoint(row));
                } else {
                    history::TotalSeriesParams p;
                    p.source = source;
                    p.resolution = r;
                    p.since = start;
                    for (const auto &row : history::totalSeries(db, p))
                        out.push_back(toPoint(row));
                }
                if (out.size() > before)
                    start = out.back().at + std::max<qint64>(r, 1);
            }
            return out;
        },
        std::move(fn));
}

void QueueHistory::requestLastClaims(qint64 since, QObject *context, std::function<void(QHash<QString, qint64>)> fn)
{
    if (!isAvailable()) {
        fn({});
        return;
    }
    const QByteArray source = m_source.toUtf8();
    m_store->session()->query(
        requestKey(context, "claims"), context,
        [source, since](Connection &db) {
            QHash<QString, qint64> out;
            for (const auto &r : history::lastClaims(db, history::LastClaimsParams{source, since}))
                out.insert(QString::fromUtf8(r.queue.toBytes()), r.at.toInt());
            return out;
        },
        std::move(fn));
}

qint64 QueueHistory::retention()
{
    return storage::settings::QueueSettings::historyRetentionDays() * 86400;
}

} // namespace askr::models
