// Concurrency: worker processes run the runtime's statements (enqueue,
// claim, ack, release, dead-letter, publish) on their own WAL connections
// while the app retries dead letters, releases reservations and trims the
// event log through its session. Afterwards nothing is lost or duplicated:
// every enqueued job is in exactly one of askr_jobs, askr_failed_jobs or the
// set of jobs a worker acknowledged, and trimming removed only the oldest
// events.

#include "robustsupport.h"

#include <algorithm>

#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>

using namespace askr;
using namespace askr::robust;

namespace {
constexpr int Workers = 4;
constexpr int Seconds = 4;
} // namespace

class TestConcurrency : public QObject
{
    Q_OBJECT
    QTemporaryDir m_tmp;

private Q_SLOTS:
    void workersAndTheAppTogether()
    {
        const QString path = m_tmp.filePath(QStringLiteral("busy.sqlite"));
        {
            auto db = openRw(path);
            sql(*db, "PRAGMA journal_mode=WAL");
            contracts::queue::install(*db);
            contracts::pubsub::install(*db);
        }
        storage::Session session(storage::planOpen(path, storage::OpenMode::ReadWrite));
        QTRY_VERIFY_WITH_TIMEOUT(session.schema().hasQueue(), 10000);

        QList<QProcess *> workers;
        for (int i = 0; i < Workers; ++i) {
            auto *p = new QProcess(this);
            p->start(QStringLiteral(ROBUST_HELPER), {QStringLiteral("worker"), path, QString::number(i), QString::number(Seconds)});
            workers << p;
        }

        // The app side, as fast as its worker answers: retry, release,
        // trim; each a write on the session like the pages' actions.
        qint64 retried = 0, released = 0, trimmed = 0;
        int actions = 0, busy = 0, otherFailures = 0;
        QStringList failureText;
        bool pending = false;
        auto fail = [&](const storage::Failure &f) {
            pending = false;
            if (f.busy())
                ++busy;
            else {
                ++otherFailures;
                failureText << f.message;
            }
        };
        // The app acts for as long as the workers run, and then for one more
        // round of each action: slow starts (ASan, a loaded CI machine) can
        // leave the workers' time mostly after a fixed clock, and a release
        // then finds no reservation. After the workers stop, their hung
        // reservations and dead letters are still there to act on.
        auto workersRunning = [&] {
            return std::any_of(workers.cbegin(), workers.cend(), [](const QProcess *p) { return p->state() != QProcess::NotRunning; });
        };
        QElapsedTimer clock;
        clock.start();
        int round = 0, roundsAfterWorkers = 0;
        while (clock.elapsed() < Seconds * 1000 + 500 || workersRunning() || roundsAfterWorkers < 3 || pending) {
            QVERIFY2(clock.elapsed() < 120000, "the workers or the app's actions did not finish in 120 s");
            if (!pending) {
                if (!workersRunning())
                    ++roundsAfterWorkers;
                pending = true;
                ++actions;
                switch (round++ % 3) {
                case 0:
                    session.write(
                        this, [](contracts::Connection &db) { return contracts::queue::retryFailed(db, std::nullopt, std::nullopt, std::nullopt, std::nullopt, std::nullopt, std::nullopt, std::nullopt); },
                        [&](qint64 n) { retried += n, pending = false; }, fail);
                    break;
                case 1:
                    session.write(
                        this,
                        [](contracts::Connection &db) {
                            qint64 n = 0;
                            for (const auto &j : contracts::queue::jobsPage(db, 0, QByteArray("q"), QByteArray("reserved"), std::nullopt, std::nullopt, 20))
                                n += contracts::queue::releaseReservation(db, j.id.toInt());
                            return n;
                        },
                        [&](qint64 n) { released += n, pending = false; }, fail);
                    break;
                default:
                    session.write(
                        this, [](contracts::Connection &db) { return contracts::pubsub::trimSize(db, 40); }, [&](qint64 n) { trimmed += n, pending = false; }, fail);
                    break;
                }
            }
            QTest::qWait(5);
        }

        // What the workers say happened.
        QMultiHash<QByteArray, int> acked;
        QSet<QByteArray> enqueued;
        QList<qint64> published;
        for (int i = 0; i < Workers; ++i) {
            QProcess *p = workers[i];
            QTRY_VERIFY_WITH_TIMEOUT(p->state() == QProcess::NotRunning, 30000);
            QCOMPARE(p->exitStatus(), QProcess::NormalExit);
            QCOMPARE(p->exitCode(), 0);
            const QList<QByteArray> lines = p->readAllStandardOutput().split('\n');
            for (const QByteArray &line : lines) {
                if (line.startsWith("acked "))
                    acked.insert(line.mid(6), i);
                else if (line.startsWith("published "))
                    published << line.mid(10).toLongLong();
                else if (line.startsWith("enqueued ")) {
                    const int n = line.mid(9).toInt();
                    for (int k = 0; k < n; ++k)
                        enqueued.insert("w" + QByteArray::number(i) + "-" + QByteArray::number(k));
                } else if (!line.isEmpty())
                    QFAIL(line.constData());
            }
        }

        // What the database says.
        auto db = contracts::Connection::open(QFile::encodeName(path), SQLITE_OPEN_READONLY);
        QMultiHash<QByteArray, QByteArray> stored; // token -> table
        auto collect = [&](const char *query, const QByteArray &table) {
            sqlite3_stmt *st = nullptr;
            sqlite3_prepare_v2(db->handle(), query, -1, &st, nullptr);
            while (sqlite3_step(st) == SQLITE_ROW)
                stored.insert(QByteArray(reinterpret_cast<const char *>(sqlite3_column_text(st, 0))), table);
            sqlite3_finalize(st);
        };
        collect("SELECT json_extract(CAST(payload AS TEXT), '$.token') FROM askr_jobs", "jobs");
        collect("SELECT json_extract(CAST(payload AS TEXT), '$.token') FROM askr_failed_jobs", "failed");

        // Every job in exactly one place; none appears from nowhere.
        int inJobs = 0, inFailed = 0, done = 0;
        for (const QByteArray &token : std::as_const(enqueued)) {
            const int places = int(stored.count(token)) + int(acked.count(token));
            QVERIFY2(places == 1, qPrintable(QStringLiteral("%1 is in %2 places (stored %3, acked %4)")
                                                 .arg(QString::fromLatin1(token)).arg(places).arg(stored.count(token)).arg(acked.count(token))));
            if (acked.contains(token))
                ++done;
            else if (stored.value(token) == "jobs")
                ++inJobs;
            else
                ++inFailed;
        }
        QCOMPARE(qint64(stored.size() + acked.size()), qint64(enqueued.size()));
        QCOMPARE(qint64(inJobs), scalar(*db, "SELECT count(*) FROM askr_jobs"));
        QCOMPARE(qint64(inFailed), scalar(*db, "SELECT count(*) FROM askr_failed_jobs"));

        // Events: unique, and a trim only ever removed the oldest.
        std::sort(published.begin(), published.end());
        QVERIFY(std::adjacent_find(published.begin(), published.end()) == published.end());
        QList<qint64> kept;
        sqlite3_stmt *st = nullptr;
        sqlite3_prepare_v2(db->handle(), "SELECT seq FROM askr_events ORDER BY seq", -1, &st, nullptr);
        while (sqlite3_step(st) == SQLITE_ROW)
            kept << sqlite3_column_int64(st, 0);
        sqlite3_finalize(st);
        QVERIFY(!kept.isEmpty());
        const QList<qint64> tail = published.mid(published.indexOf(kept.first()));
        QCOMPARE(kept, tail);
        QCOMPARE(qint64(published.size() - kept.size()), trimmed);
        QCOMPARE(scalar(*db, "SELECT count(*) FROM pragma_integrity_check WHERE integrity_check = 'ok'"), 1);

        qInfo("%d workers, %d s: %lld jobs enqueued, %d acked, %d waiting, %d dead; %lld events, %lld trimmed; "
              "app: %d actions (%lld retried, %lld released), %d busy",
              Workers, Seconds, qint64(enqueued.size()), done, inJobs, inFailed, qint64(published.size()), trimmed, actions, retried, released, busy);
        QVERIFY2(otherFailures == 0, qPrintable(failureText.join(QLatin1Char('\n'))));
        QVERIFY(retried > 0);
        QVERIFY(released > 0);
        QVERIFY(trimmed > 0);
        QVERIFY(done > 0 && inFailed + retried > 0);
    }
};

QTEST_GUILESS_MAIN(TestConcurrency)
#include "tst_concurrency.moc"
