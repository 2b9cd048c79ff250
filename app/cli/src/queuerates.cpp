#include "queuerates.h"

#include "cli.h"
#include "output.h"

#include "askr_contracts_api.h"
#include "connection.h"
#include "storage/historystore.h"
#include "operations/format/escaping.h"
#include "operations/queue/queuereads.h"
#include "remote/adminclient.h"
#include "remote/serverstatus.h"

#include <QCommandLineParser>
#include <QFileInfo>
#include <QThread>
#include <QUrl>

#include <sqlite3.h>

namespace askr::cli {

using namespace askr::contracts;
using operations::QueueHealth;
using operations::QueueSnapshot;

namespace {

// The window's default "stuck after" threshold (Settings ▸ Queues).
constexpr qint64 defaultStuckAfter = 60;
// Rates cover at most the last five minutes of history...
constexpr qint64 historyWindow = 300;
// ...and history older than this is not "now".
constexpr qint64 historyFreshness = 600;

// Askr Desk's history file: where the window keeps it (QueueHistory).

double perMinute(qint64 count, qint64 span)
{
    return span > 0 ? double(count) * 60.0 / double(span) : 0.0;
}

// The newest run of raw samples in which each one follows the previous
// without a gap, at most historyWindow long; returns its first index.
template<typename Rows> size_t contiguousStart(const Rows &rows)
{
    size_t first = rows.size() - 1;
    const qint64 end = rows.back().at.toInt();
    while (first > 0) {
        const auto &r = rows[first];
        if (r.at.toInt() - r.span.toInt() != rows[first - 1].at.toInt() || end - rows[first - 1].at.toInt() >= historyWindow)
            break;
        --first;
    }
    return first;
}

bool fromHistory(QueueRates &rates, Context &ctx, qint64 now, QHash<QByteArray, qint64> &lastClaims, qint64 &watchedSince,
    QHash<QByteArray, qint64> &readyBefore)
{
    const QString path = storage::HistoryStore::defaultPath();
    if (!QFileInfo::exists(path)) {
        rates.note = tr("no history: Askr Desk has not watched this database on this machine");
        return false;
    }
    const QFileInfo info(ctx.path);
    const QByteArray source = (info.exists() ? info.canonicalFilePath() : info.absoluteFilePath()).toUtf8();
    try {
        auto db = Connection::open("file:" + QUrl::toPercentEncoding(path, "/") + "?mode=ro", SQLITE_OPEN_READONLY);
        const auto totals = operations::queue::historyTotals(*db, source, now - historyFreshness - historyWindow);
        if (totals.empty() || now - totals.back().at.toInt() > historyFreshness) {
            rates.note = tr("no recent history: Askr Desk has not watched this database in the last %1").arg(compactDuration(historyFreshness));
            return false;
        }
        const size_t first = contiguousStart(totals);
        qint64 span = 0, processed = 0, failed = 0;
        for (size_t i = first; i < totals.size(); ++i) {
            span += totals[i].span.toInt();
            processed += totals[i].processed.toInt();
            failed += totals[i].dead_lettered.toInt();
        }
        if (span <= 0) {
            rates.note = tr("too little history yet");
            return false;
        }
        const qint64 since = totals[first].at.toInt();
        rates.from = QueueRates::From::History;
        rates.window = span;
        rates.age = qMax<qint64>(0, now - totals.back().at.toInt());
        rates.total = { perMinute(processed, span), perMinute(failed, span) };
        watchedSince = since - totals[first].span.toInt();
        for (const auto &q : rates.snapshot.queues) {
            const QByteArray name = q.queue.toBytes();
            const auto rows = operations::queue::historyOfQueue(*db, source, escapeBytes(name).toUtf8(), since);
            qint64 p = 0, f = 0;
            for (const auto &r : rows) {
                if (r.at.toInt() > totals.back().at.toInt())
                    break;
                p += r.processed.toInt();
                f += r.dead_lettered.toInt();
            }
            rates.perQueue.insert(name, { perMinute(p, span), perMinute(f, span) });
            readyBefore.insert(name, rows.empty() || rows.front().at.toInt() != since ? 0 : rows.front().ready.toInt());
        }
        for (const auto &r : operations::queue::lastClaims(*db, source, now - 35 * 86400))
            lastClaims.insert(operations::unescapeName(QString::fromUtf8(r.queue.toBytes())), r.at.toInt());
        return true;
    } catch (const Error &e) {
        rates.note = tr("the history file could not be read (%1)").arg(QString::fromUtf8(e.what()));
        return false;
    }
}

} // namespace

void QueueRates::declareOptions(QCommandLineParser &p)
{
    p.addOption({ QStringLiteral("sample"),
        tr("Measure rates by reading the queues twice, this long apart: 10s, 1m. Without it, rates come from Askr Desk's history when "
           "it watched this database in the last 10 minutes."),
        QStringLiteral("duration") });
    p.addOption({ QStringLiteral("server"),
        tr("The admin address of the Askr server that works these queues (askr --admin ADDR): its count of queue workers answers a "
           "\"No worker?\" (the admin token from ASKR_ADMIN_TOKEN)."),
        QStringLiteral("address") });
    p.addOption({ QStringLiteral("stuck-after"),
        tr("A queue whose oldest ready job has waited longer than this gets a diagnosis (default 60s, as in Askr Desk)."),
        QStringLiteral("duration") });
}

QueueRates QueueRates::measure(Context &ctx, Connection &db)
{
    QueueRates rates;
    const qint64 threshold = qMax<qint64>(1, ctx.duration(QStringLiteral("stuck-after")).value_or(defaultStuckAfter));
    const auto sample = ctx.duration(QStringLiteral("sample"));
    if (sample && *sample < 1)
        throw UsageError { tr("--sample needs at least one second.") };
    if (sample && ctx.now)
        throw UsageError { tr("--sample measures over real time and cannot be used with --now.") };

    QHash<QByteArray, qint64> lastClaims;
    QHash<QByteArray, qint64> readyBefore;
    qint64 watchedSince = 0;
    bool haveReadyBefore = false;
    if (sample) {
        const QueueSnapshot first = QueueSnapshot::read(db, nullptr);
        for (qint64 waited = 0; waited < *sample * 10 && !interrupted(); ++waited)
            QThread::msleep(100);
        rates.snapshot = QueueSnapshot::read(db, &first);
        watchedSince = first.at;
        if (const auto in = operations::QueueInterval::derive(first, rates.snapshot)) {
            rates.from = From::Sample;
            rates.window = in->span();
            rates.total = { perMinute(in->total.processed, in->span()), perMinute(in->total.deadLettered, in->span()) };
            for (const auto &q : rates.snapshot.queues) {
                const QByteArray name = q.queue.toBytes();
                const operations::Throughput t = in->perQueue.value(name);
                rates.perQueue.insert(name, { perMinute(t.processed, in->span()), perMinute(t.deadLettered, in->span()) });
                if (in->claimed.value(name))
                    lastClaims.insert(name, in->to);
                const operations::QueueDepth *before = first.find(name);
                readyBefore.insert(name, before ? before->ready : 0);
            }
            haveReadyBefore = true;
        } else {
            rates.note = tr("the queue tables keep no id sequence (made without AUTOINCREMENT), so nothing can be counted");
        }
    } else {
        rates.snapshot = QueueSnapshot::read(db, nullptr);
        haveReadyBefore = fromHistory(rates, ctx, rates.snapshot.at, lastClaims, watchedSince, readyBefore);
        if (!haveReadyBefore)
            watchedSince = rates.snapshot.at;
    }

    const qint64 now = rates.snapshot.at;
    for (const auto &q : rates.snapshot.queues) {
        const QByteArray name = q.queue.toBytes();
        std::optional<qint64> claimed;
        if (lastClaims.contains(name))
            claimed = lastClaims.value(name);
        if (q.reserved > 0)
            claimed = now; // a job held right now was claimed by a worker
        const std::optional<qint64> before = haveReadyBefore ? std::optional<qint64>(readyBefore.value(name)) : std::nullopt;
        operations::QueueVerdict v = operations::judgeQueue(q, now, threshold, claimed, watchedSince, before, rates.window);
        if (v.health == QueueHealth::Unknown && !rates.known())
            v.reason = tr("Its oldest ready job has waited %1; run with --sample 30s to see whether workers take jobs from it.")
                           .arg(compactDuration(q.oldestReadyAge));
        rates.verdicts.insert(name, v);
    }
    if (ctx.isSet(QStringLiteral("server")))
        confirmWithServer(rates, QString::fromUtf8(ctx.text(QStringLiteral("server")).value_or(QByteArray())));
    return rates;
}

void QueueRates::confirmWithServer(QueueRates &rates, const QString &address)
{
    QString error;
    const QUrl base = remote::adminBaseUrl(address, &error);
    if (base.isEmpty())
        throw UsageError { error };
    remote::AdminClient client(base, qgetenv("ASKR_ADMIN_TOKEN").trimmed(), tr("from the ASKR_ADMIN_TOKEN environment variable"));
    rates.server = client.displayName();
    const QString path = QStringLiteral("/api/status");
    const remote::AdminReply reply = client.getAndWait(path);
    std::optional<remote::ServerStatus> status;
    if (!reply.ok())
        rates.serverProblem = client.problem(path, reply);
    else if (!(status = remote::ServerStatus::parse(reply.body, &error)))
        rates.serverProblem = tr("%1 answered %2, but %3.").arg(client.displayName(), path, error);
    else if (!status->queueWorkers)
        rates.serverProblem = tr("%1 does not report its queue workers (an older runtime).").arg(client.displayName());
    if (!status)
        return;
    rates.serverQueueWorkers = status->queueWorkers;
    for (auto it = rates.verdicts.begin(); it != rates.verdicts.end(); ++it)
        it.value() = operations::confirmWithServer(it.value(), rates.server, rates.serverQueueWorkers);
}

QString QueueRates::describe() const
{
    switch (from) {
    case From::History:
        return age > 0 ? tr("from Askr Desk's history, the last %1 up to %2 ago").arg(compactDuration(window), compactDuration(age))
                       : tr("from Askr Desk's history, the last %1").arg(compactDuration(window));
    case From::Sample:
        return tr("measured over %1").arg(compactDuration(window));
    case From::None:
        break;
    }
    return note;
}

QJsonObject QueueRates::json() const
{
    // Every field always, null where it does not apply: one shape to parse.
    static const char *const names[] = { "none", "history", "sample" };
    QJsonObject o { { QStringLiteral("rates_from"), QLatin1String(names[int(from)]) },
        { QStringLiteral("rates_window"), known() ? QJsonValue(window) : QJsonValue() },
        { QStringLiteral("rates_age"), from == From::History ? QJsonValue(age) : QJsonValue() },
        { QStringLiteral("rates_note"), known() ? QJsonValue() : QJsonValue(note) } };
    // With --server: who was asked, and what it said or why not.
    if (!server.isEmpty()) {
        o.insert(QStringLiteral("server"), server);
        o.insert(QStringLiteral("server_queue_workers"), serverQueueWorkers ? QJsonValue(double(*serverQueueWorkers)) : QJsonValue());
        o.insert(QStringLiteral("server_problem"), serverProblem.isEmpty() ? QJsonValue() : QJsonValue(serverProblem));
    }
    return o;
}

QString healthText(QueueHealth health)
{
    switch (health) {
    case QueueHealth::Ok:
        return tr("ok");
    case QueueHealth::NoWorker:
        return tr("stuck");
    case QueueHealth::Saturated:
        return tr("not keeping up");
    case QueueHealth::Draining:
        return tr("behind");
    case QueueHealth::Unknown:
        return tr("overdue");
    }
    return QString();
}

QString healthKey(QueueHealth health)
{
    switch (health) {
    case QueueHealth::Ok:
        return QStringLiteral("ok");
    case QueueHealth::NoWorker:
        return QStringLiteral("stuck");
    case QueueHealth::Saturated:
        return QStringLiteral("saturated");
    case QueueHealth::Draining:
        return QStringLiteral("draining");
    case QueueHealth::Unknown:
        return QStringLiteral("unknown");
    }
    return QString();
}

} // namespace askr::cli
