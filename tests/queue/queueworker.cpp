// A stand-in for the Askr runtime's workers, for the queue tests and for
// looking at the app under load: a separate process with its own
// connection that enqueues, claims, acknowledges, releases and dead-letters
// jobs through the queue contract's runtime operations.
//
//   queueworker DB produce PREFIX COUNT QUEUES [SECONDS]
//       enqueues COUNT jobs (payload token PREFIX-n) round-robin over the
//       comma-separated QUEUES, spread over SECONDS; prints "E token" each.
//   queueworker DB work QUEUES SECONDS FAILPERCENT SEED
//       claims from QUEUES for SECONDS; each claimed job fails with
//       FAILPERCENT % (released, or dead-lettered once out of attempts),
//       else is acknowledged; prints "A token" for each acknowledged job.
//   queueworker DB demo SECONDS
//       a lively mixed workload for screenshots (never exits early).
//   queueworker DB bulk COUNT
//       enqueues COUNT jobs over five queues in one transaction, then
//       dead-letters a thousandth of them, and times the reads the views make.

#include "askr_contracts_api.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QThread>
#include <QUuid>

#include <sqlite3.h>

#include <cstdio>
#include <limits>

using namespace askr::contracts;

namespace {

const char *const kJobs[] = {"App\\Jobs\\SendWelcomeMail", "App\\Jobs\\ResizeImage", "App\\Jobs\\SyncInvoice", "App\\Jobs\\NotifySlack"};
const char *const kErrors[] = {
    "Illuminate\\Queue\\TimeoutExceededException: App\\Jobs\\SyncInvoice has timed out. in /srv/app/vendor/laravel/framework/src/Illuminate/Queue/TimeoutExceededException.php:15\nStack trace:\n#0 /srv/app/vendor/laravel/framework/src/Illuminate/Queue/Worker.php(796): Illuminate\\Queue\\TimeoutExceededException::forJob()\n#1 {main}",
    "GuzzleHttp\\Exception\\ConnectException: cURL error 28: Connection timed out after 10001 milliseconds in /srv/app/vendor/guzzlehttp/guzzle/src/Handler/CurlFactory.php:210\nStack trace:\n#0 {main}",
    "ErrorException: Undefined array key \"email\" in /srv/app/app/Jobs/SendWelcomeMail.php:42\nStack trace:\n#0 {main}",
};

QByteArray payload(const QByteArray &token, int job)
{
    const QByteArray name = kJobs[job % 4];
    const QByteArray command = "O:" + QByteArray::number(name.size()) + ":\"" + name + "\":2:{s:5:\"token\";s:" + QByteArray::number(token.size()) + ":\"" + token
        + "\";s:5:\"tries\";i:3;}";
    QJsonObject data{{QStringLiteral("commandName"), QString::fromUtf8(name)}, {QStringLiteral("command"), QString::fromUtf8(command)}};
    QJsonObject o{{QStringLiteral("uuid"), QUuid::createUuid().toString(QUuid::WithoutBraces)},
                  {QStringLiteral("displayName"), QString::fromUtf8(name)},
                  {QStringLiteral("job"), QStringLiteral("Illuminate\\Queue\\CallQueuedHandler@call")},
                  {QStringLiteral("maxTries"), 3},
                  {QStringLiteral("timeout"), 60},
                  {QStringLiteral("token"), QString::fromUtf8(token)},
                  {QStringLiteral("data"), data}};
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

QByteArray tokenOf(const QByteArray &payload)
{
    return QJsonDocument::fromJson(payload).object().value(QStringLiteral("token")).toString().toUtf8();
}

std::unique_ptr<Connection> open(const char *path)
{
    auto db = Connection::open(QFile::encodeName(QString::fromLocal8Bit(path)), SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
    // As the runtime's workers do (askr-tables.md): WAL on every connection.
    sqlite3_exec(db->handle(), "PRAGMA journal_mode=WAL", nullptr, nullptr, nullptr);
    // Not the runtime's choice, but the tests need throughput, not durability.
    sqlite3_exec(db->handle(), "PRAGMA synchronous=NORMAL", nullptr, nullptr, nullptr);
    queue::install(*db);
    return db;
}

// Busy errors are the price of several writers; the runtime retries too.
template<typename Fn>
auto retrying(Fn fn) -> decltype(fn())
{
    for (int attempt = 0;; ++attempt) {
        try {
            return fn();
        } catch (const Error &e) {
            if (!(e.code() == SQLITE_BUSY || e.code() == SQLITE_LOCKED) || attempt > 50)
                throw;
            QThread::msleep(5);
        }
    }
}

int produce(Connection &db, const QByteArray &prefix, int count, const QList<QByteArray> &queues, double seconds)
{
    QElapsedTimer t;
    t.start();
    for (int i = 0; i < count; ++i) {
        if (seconds > 0) {
            const qint64 due = qint64(seconds * 1000.0 * i / count);
            while (t.elapsed() < due)
                QThread::msleep(1);
        }
        const QByteArray token = prefix + '-' + QByteArray::number(i);
        retrying([&] { return queue::enqueue(db, queues[i % queues.size()], payload(token, i), 0, 0, 2); });
        std::printf("E %s\n", token.constData());
    }
    std::fflush(stdout);
    return 0;
}

int work(Connection &db, const QList<QByteArray> &queues, double seconds, int failPercent, quint32 seed)
{
    QRandomGenerator rng(seed);
    QElapsedTimer t;
    t.start();
    while (t.elapsed() < qint64(seconds * 1000)) {
        const QByteArray &q = queues[int(rng.bounded(quint32(queues.size())))];
        const auto claimed = retrying([&] { return queue::claim(db, 60, q); });
        if (!claimed) {
            // Like a real worker, wait a little when there is nothing to do:
            // a claim is a write, and spinning on it would starve the others.
            QThread::msleep(10);
            continue;
        }
        QThread::usleep(500); // the job's work
        const qint64 id = claimed->id.toInt();
        const QByteArray token = tokenOf(claimed->payload.toBytes());
        if (int(rng.bounded(100u)) < failPercent) {
            // max_attempts is 2 for the jobs this tool enqueues. Half the
            // failures are final at once (a job that calls fail()): dead
            // letters come from the first second, however slow the build,
            // not only once released jobs come round again.
            if (claimed->attempts.toInt() >= 2 || rng.bounded(2u) == 0)
                retrying([&] { return queue::deadLetter(db, QUuid::createUuid().toByteArray(QUuid::WithoutBraces), QByteArray(kErrors[id % 3]), id); });
            else
                retrying([&] { return queue::release(db, 0, id); });
        } else if (retrying([&] { return queue::ack(db, id); }) == 1) {
            std::printf("A %s\n", token.constData());
        }
    }
    std::fflush(stdout);
    return 0;
}

int demo(Connection &db, double seconds)
{
    const QList<QByteArray> fast{"default", "mail"};
    QRandomGenerator rng(7);
    QElapsedTimer t;
    t.start();
    int n = 0;
    // "reports" gets jobs and no worker: it goes stuck. "images" gets more than it can do.
    while (t.elapsed() < qint64(seconds * 1000)) {
        for (int i = 0; i < 3; ++i)
            queue::enqueue(db, fast[n % 2], payload("demo-" + QByteArray::number(n), n), int(rng.bounded(3u)), rng.bounded(10u) == 0 ? 30 : 0, 3), ++n;
        queue::enqueue(db, "images", payload("demo-" + QByteArray::number(n), 1), 0, 0, 3), ++n;
        if (n % 20 == 0)
            queue::enqueue(db, "reports", payload("demo-" + QByteArray::number(n), 2), 0, 0, 3), ++n;
        for (const QByteArray &q : {QByteArray("default"), QByteArray("mail"), QByteArray("default"), QByteArray("mail"), QByteArray("images")}) {
            if (q == "images" && rng.bounded(3u) != 0)
                continue;
            if (auto c = queue::claim(db, 30, q)) {
                const qint64 id = c->id.toInt();
                if (rng.bounded(10u) == 0) {
                    if (c->attempts.toInt() >= 3)
                        queue::deadLetter(db, QUuid::createUuid().toByteArray(QUuid::WithoutBraces), QByteArray(kErrors[id % 3]), id);
                    else
                        queue::release(db, 5, id);
                } else if (rng.bounded(20u) != 0) {
                    queue::ack(db, id);
                } // else: keep it reserved, a worker still busy with it
            }
        }
        QThread::msleep(100);
    }
    return 0;
}

template<typename Fn>
void timed(const char *what, Fn fn)
{
    QElapsedTimer t;
    t.start();
    const auto n = fn();
    std::printf("%-44s %8lld ms  (%lld)\n", what, qint64(t.elapsed()), qint64(n));
}

int bulk(Connection &db, int count)
{
    const QList<QByteArray> queues{"default", "mail", "images", "reports", "webhooks"};
    sqlite3_exec(db.handle(), "BEGIN", nullptr, nullptr, nullptr);
    for (int i = 0; i < count; ++i)
        queue::enqueue(db, queues[i % 5], payload("bulk-" + QByteArray::number(i), i), i % 3, i % 7 == 0 ? 3600 : 0, 3);
    for (int i = 0; i < count / 1000; ++i) {
        const QByteArray &q = queues[i % 5];
        if (auto c = queue::claim(db, 60, q))
            queue::deadLetter(db, QByteArray("u"), QByteArray(kErrors[i % 3]), c->id.toInt());
    }
    sqlite3_exec(db.handle(), "COMMIT", nullptr, nullptr, nullptr);
    const auto seq = queue::jobSequence(db);
    const qint64 last = seq.enqueued_total.toInt();
    timed("JobSequence", [&] { return queue::jobSequence(db).enqueued_total.toInt(); });
    timed("QueueDepths", [&] { return qint64(queue::queueDepths(db).size()); });
    timed("QueueArrivals (last 1,000 ids)", [&] { return qint64(queue::queueArrivals(db, queue::QueueArrivalsParams{last - 1000, last, 0, 0}).size()); });
    timed("CountJobs (no filter)", [&] { return queue::countJobs(db, queue::CountJobsParams{}).count.toInt(); });
    timed("CountJobs (queue mail, ready)", [&] {
        queue::CountJobsParams p;
        p.filter_queue = QByteArray("mail");
        p.filter_state = QByteArray("ready");
        return queue::countJobs(db, p).count.toInt();
    });
    timed("CountJobs (payload text)", [&] {
        queue::CountJobsParams p;
        p.filter_text = QByteArray("bulk-99999");
        return queue::countJobs(db, p).count.toInt();
    });
    timed("JobsPage 200, first", [&] {
        queue::JobsPageParams p;
        p.page_size = 200;
        return qint64(queue::jobsPage(db, p).size());
    });
    timed("JobsPageBefore 200, last", [&] {
        queue::JobsPageBeforeParams p;
        p.before_id = std::numeric_limits<qint64>::max();
        p.page_size = 200;
        return qint64(queue::jobsPageBefore(db, p).size());
    });
    timed("JobIdAt middle", [&] {
        queue::JobIdAtParams p;
        p.position = count / 2;
        return queue::jobIdAt(db, p)->id.toInt();
    });
    timed("CountFailed (exception text)", [&] {
        queue::CountFailedParams p;
        p.filter_text = QByteArray("TimeoutExceeded");
        return queue::countFailed(db, p).count.toInt();
    });
    timed("PreviewRetryFailed (exception text)", [&] {
        queue::PreviewRetryFailedParams p;
        p.filter_text = QByteArray("TimeoutExceeded");
        return queue::previewRetryFailed(db, p).rows.toInt();
    });
    return 0;
}

QList<QByteArray> split(const char *s)
{
    return QByteArray(s).split(',');
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    if (argc < 3) {
        std::fprintf(stderr, "usage: queueworker DB produce|work|demo ...\n");
        return 2;
    }
    try {
        auto db = open(argv[1]);
        const QByteArray mode = argv[2];
        if (mode == "produce" && argc >= 6)
            return produce(*db, argv[3], std::atoi(argv[4]), split(argv[5]), argc > 6 ? std::atof(argv[6]) : 0);
        if (mode == "work" && argc >= 7)
            return work(*db, split(argv[3]), std::atof(argv[4]), std::atoi(argv[5]), quint32(std::atoi(argv[6])));
        if (mode == "bulk" && argc >= 4)
            return bulk(*db, std::atoi(argv[3]));
        if (mode == "demo" && argc >= 4)
            return demo(*db, std::atof(argv[3]));
    } catch (const Error &e) {
        std::fprintf(stderr, "queueworker: %s (%s, code %d/%d)\n", qPrintable(e.message()), qPrintable(e.operation()), e.code(), e.extendedCode());
        return 1;
    }
    std::fprintf(stderr, "queueworker: bad arguments\n");
    return 2;
}
