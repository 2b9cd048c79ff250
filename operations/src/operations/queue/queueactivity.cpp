#include "operations/queue/queueactivity.h"

#include "askr_contracts_api.h"
#include "operations/format/format.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QSet>

#include <sqlite3.h>

namespace askr::operations {

using namespace askr::contracts;

namespace {
// lupdate files a free tr() call under its enclosing namespace: ask for
// that same context, or the catalogue's translations are never found.
QString tr(const char *text, const char *disambiguation = nullptr, int n = -1)
{
    return QCoreApplication::translate("askr::operations", text, disambiguation, n);
}
} // namespace

const QueueDepth *QueueSnapshot::find(const QByteArray &queue) const
{
    for (const auto &q : queues)
        if (q.queue.toBytes() == queue)
            return &q;
    return nullptr;
}

qint64 QueueSnapshot::liveTotal() const
{
    qint64 n = 0;
    for (const auto &q : queues)
        n += q.total;
    return n;
}

QueueSnapshot QueueSnapshot::read(Connection &db, const QueueSnapshot *previous)
{
    QElapsedTimer timer;
    timer.start();
    QueueSnapshot s;
    // The sequences first: a job enqueued between this reading and the
    // depths is counted in the next interval instead, so intervals add up.
    try {
        const auto seq = queue::jobSequence(db);
        s.enqueuedTotal = seq.enqueued_total.toInt();
        s.failedTotal = seq.failed_total.toInt();
        s.haveSequence = true;
    } catch (const Error &e) {
        // No sqlite_sequence: tables made without AUTOINCREMENT. Depths still work.
        if (e.code() != SQLITE_ERROR)
            throw;
    }
    for (const auto &r : queue::queueDepths(db)) {
        QueueDepth d;
        d.queue = r.queue;
        d.ready = r.ready.toInt();
        d.delayed = r.delayed.toInt();
        d.reserved = r.reserved.toInt();
        d.failed = r.failed.toInt();
        d.oldestReadyAge = r.oldest_ready_age.toInt();
        if (!r.oldest_ready_created_at.isNull())
            d.oldestReadyCreatedAt = r.oldest_ready_created_at.toInt();
        d.total = r.total.toInt();
        s.queues.push_back(std::move(d));
    }
    if (previous && previous->haveSequence && s.haveSequence && s.enqueuedTotal >= previous->enqueuedTotal
        && s.failedTotal >= previous->failedTotal) {
        const auto rows = queue::queueArrivals(
            db, queue::QueueArrivalsParams{previous->enqueuedTotal, s.enqueuedTotal, previous->failedTotal, s.failedTotal});
        for (const auto &r : rows)
            s.arrivals.insert(r.queue.toBytes(), {r.jobs.toInt(), r.failed.toInt()});
        s.haveArrivals = true;
    }
    // Stamped once read: a read that waited for another process's lock
    // shows the database as it was when the wait ended.
    s.at = db.now();
    s.readMs = timer.elapsed();
    return s;
}

std::optional<QueueInterval> QueueInterval::derive(const QueueSnapshot &a, const QueueSnapshot &b)
{
    // A sequence that went back means the tables were recreated: no rates.
    if (!a.haveSequence || !b.haveSequence || !b.haveArrivals || b.at <= a.at || b.enqueuedTotal < a.enqueuedTotal
        || b.failedTotal < a.failedTotal)
        return std::nullopt;
    QueueInterval in;
    in.from = a.at;
    in.to = b.at;
    in.total.enqueued = b.enqueuedTotal - a.enqueuedTotal;
    in.total.deadLettered = b.failedTotal - a.failedTotal;
    // Whatever left askr_jobs and was not dead-lettered was processed (acked,
    // or deleted by an operator).
    in.total.processed = std::max<qint64>(0, in.total.enqueued - (b.liveTotal() - a.liveTotal()) - in.total.deadLettered);

    QSet<QByteArray> names;
    for (const auto &q : a.queues)
        names.insert(q.queue.toBytes());
    for (const auto &q : b.queues)
        names.insert(q.queue.toBytes());
    for (auto it = b.arrivals.cbegin(); it != b.arrivals.cend(); ++it)
        names.insert(it.key());

    Throughput attributed;
    for (const QByteArray &name : std::as_const(names)) {
        const QueueDepth *qa = a.find(name);
        const QueueDepth *qb = b.find(name);
        const qint64 liveA = qa ? qa->total : 0;
        const qint64 liveB = qb ? qb->total : 0;
        const QueueArrivalCount arrived = b.arrivals.value(name);
        Throughput t;
        // Enqueued: at least the new rows still here, and at least what the
        // growth plus the dead letters require.
        t.enqueued = std::max<qint64>({0, arrived.jobs, arrived.failed + liveB - liveA});
        t.deadLettered = arrived.failed;
        // Processed: what was here or arrived, minus what is still here and
        // what was dead-lettered.
        t.processed = std::max<qint64>(0, liveA + arrived.jobs - liveB - arrived.failed);
        in.perQueue.insert(name, t);
        // A dead letter was claimed too: attempts run out only by claims.
        in.claimed.insert(name, (qb && qb->reserved > 0) || t.processed > 0 || arrived.failed > 0);
        attributed += t;
    }
    in.unattributed.enqueued = std::max<qint64>(0, in.total.enqueued - attributed.enqueued);
    in.unattributed.processed = std::max<qint64>(0, in.total.processed - attributed.processed);
    in.unattributed.deadLettered = std::max<qint64>(0, in.total.deadLettered - attributed.deadLettered);
    return in;
}

void RateWindow::add(const QueueInterval &interval)
{
    m_intervals.push_back(interval);
    while (!m_intervals.empty() && m_intervals.front().to <= interval.to - m_window)
        m_intervals.pop_front();
}

qint64 RateWindow::span() const
{
    return m_intervals.empty() ? 0 : m_intervals.back().to - m_intervals.front().from;
}

Throughput RateWindow::total() const
{
    Throughput t;
    for (const auto &i : m_intervals)
        t += i.total;
    return t;
}

Throughput RateWindow::queue(const QByteArray &queue) const
{
    Throughput t;
    for (const auto &i : m_intervals)
        t += i.perQueue.value(queue);
    return t;
}

bool RateWindow::partial() const
{
    for (const auto &i : m_intervals)
        if (i.unattributed.enqueued > 0 || i.unattributed.processed > 0)
            return true;
    return false;
}

double RateWindow::perMinute(qint64 count) const
{
    const qint64 s = span();
    return s > 0 ? double(count) * 60.0 / double(s) : 0.0;
}

bool QueueDepth::operator==(const QueueDepth &other) const
{
    return queue == other.queue && ready == other.ready && delayed == other.delayed && reserved == other.reserved && failed == other.failed
        && oldestReadyAge == other.oldestReadyAge && oldestReadyCreatedAt == other.oldestReadyCreatedAt && total == other.total;
}

QueueVerdict judgeQueue(const QueueDepth &depth, qint64 now, qint64 threshold, std::optional<qint64> lastClaimAt, qint64 watchedSince,
                        std::optional<qint64> readyBefore, qint64 windowSpan)
{
    QueueVerdict v;
    if (depth.ready == 0 || depth.oldestReadyAge <= threshold)
        return v;
    const QString waited = formatDuration(depth.oldestReadyAge);
    if (lastClaimAt && now - *lastClaimAt > threshold) {
        v.health = QueueHealth::NoWorker;
        v.reason = tr("No worker? Nothing has claimed from this queue for %1, and its oldest ready job has waited %2.")
                       .arg(formatDuration(now - *lastClaimAt), waited);
        return v;
    }
    if (!lastClaimAt) {
        if (now - watchedSince > threshold) {
            v.health = QueueHealth::NoWorker;
            v.reason = tr("No worker? Nothing has claimed from this queue in the %1 it has been watched, and its oldest ready job has waited %2.")
                           .arg(formatDuration(now - watchedSince), waited);
        } else {
            v.health = QueueHealth::Unknown;
            v.reason = tr("Its oldest ready job has waited %1; watching for claims to tell why.").arg(waited);
        }
        return v;
    }
    const QString window = formatDuration(windowSpan);
    if (readyBefore && depth.ready > *readyBefore) {
        v.health = QueueHealth::Saturated;
        v.reason = tr("Saturated: workers claim from this queue, but its ready backlog grew by %1 in the last %2 and its oldest job has waited %3.")
                       .arg(formatCount(depth.ready - *readyBefore))
                       .arg(window, waited);
        return v;
    }
    v.health = QueueHealth::Draining;
    if (readyBefore && *readyBefore > depth.ready)
        v.reason = tr("Behind: workers are draining this queue (%1 fewer ready in the last %2), but its oldest job has waited %3.")
                       .arg(formatCount(*readyBefore - depth.ready))
                       .arg(window, waited);
    else
        v.reason = tr("Behind: workers claim from this queue, but its backlog is not shrinking and its oldest job has waited %1.").arg(waited);
    return v;
}

QueueVerdict confirmWithServer(const QueueVerdict &verdict, const QString &server, std::optional<qint64> queueWorkers)
{
    if (verdict.health != QueueHealth::NoWorker || !queueWorkers || server.isEmpty())
        return verdict;
    QueueVerdict v = verdict;
    if (*queueWorkers <= 0) {
        v.finding = tr("0 queue workers on %1").arg(server);
        v.reason = tr("%1 runs no queue worker (queue_workers 0): nothing takes jobs from this queue. %2").arg(server, verdict.reason);
        return v;
    }
    v.health = QueueHealth::Saturated;
    v.finding = tr("%n queue worker(s) alive: saturated", nullptr, int(*queueWorkers));
    v.reason = tr("%n queue worker(s) run on %1, yet none has taken a job from this queue: they are all busy, or not listening on it. %2", nullptr,
                  int(*queueWorkers))
                   .arg(server, verdict.reason);
    return v;
}

} // namespace askr::operations
