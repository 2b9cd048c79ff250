#pragma once

#include "operations/queue/queueactivity.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QHash>
#include <QJsonObject>
#include <QString>

#include <optional>

namespace askr::contracts {
class Connection;
}

namespace askr::cli {

class Context;

// Jobs processed and dead-lettered per minute, and a health verdict per
// queue, for `queues` and `status`. Rates come from a live sample when
// --sample is given, else from Askr Desk's history file when the window has
// recorded this database recently; never across a gap in the sampling.
struct QueueRates
{
    Q_DECLARE_TR_FUNCTIONS(askr::cli::QueueRates)

public:
    enum class From { None, History, Sample };
    struct Rate
    {
        double processed = 0; // per minute
        double failed = 0;
    };
    From from = From::None;
    qint64 window = 0; // seconds the rates cover
    qint64 age = 0; // seconds since the newest history sample
    QString note; // why there are no rates
    Rate total;
    QHash<QByteArray, Rate> perQueue; // lower bounds (see queueactivity.h)
    operations::QueueSnapshot snapshot; // the depths the verdicts judge
    QHash<QByteArray, operations::QueueVerdict> verdicts;
    // --server: the Askr server asked, and what it said (queue_workers) or why not.
    QString server;
    std::optional<qint64> serverQueueWorkers;
    QString serverProblem;

    bool known() const { return from != From::None; }
    // "from Askr Desk's history, the last 5m00s (up to 12s ago)".
    QString describe() const;
    QJsonObject json() const; // rates_from, rates_window, ...

    // --sample DURATION and --stuck-after DURATION.
    static void declareOptions(QCommandLineParser &p);
    static QueueRates measure(Context &ctx, contracts::Connection &db);
    // Asks the server at address for its queue workers and confirms the
    // verdicts with them (operations::confirmWithServer); a server that cannot
    // say leaves them as they are, with serverProblem telling why.
    static void confirmWithServer(QueueRates &rates, const QString &address);
};

// "stuck", "not keeping up", "behind", "overdue", "ok".
QString healthText(operations::QueueHealth health);
// "stuck", "saturated", "draining", "unknown", "ok" for --json.
QString healthKey(operations::QueueHealth health);

} // namespace askr::cli
