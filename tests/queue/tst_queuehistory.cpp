// The history file: one sample per interval with the throughput summed
// since the previous one, folded into minute and quarter-hour buckets and
// pruned by age, read back across resolutions when a database is opened
// again, and shown by the charts. Samples come only from reads that
// succeeded: a failed read writes none (issue 30).

#include "../support/exclusivelock.h"
#include "models/freshness.h"
#include "models/queue/queuehistory.h"
#include "models/queue/queueoverviewmodel.h"
#include "views/queue/queuecharts.h"
#include "queuetestutil.h"

#include <QDir>

using namespace askr;
using namespace askr::models;
using namespace askr::operations;
using contracts::Value;
namespace h = askr::contracts::history;

namespace {

// Aligned to both 60 and 900 seconds, so bucket edges fall on samples.
constexpr qint64 T = 1'700'001'000;

QueueSnapshot snap(qint64 at, std::initializer_list<std::pair<const char *, qint64>> ready, qint64 reserved = 0)
{
    QueueSnapshot s;
    s.at = at;
    s.haveSequence = true;
    for (const auto &[name, n] : ready) {
        QueueDepth d;
        d.queue = Value::text(name);
        d.ready = n;
        d.reserved = reserved;
        d.total = n + reserved;
        d.oldestReadyAge = n ? 5 : 0;
        s.queues.push_back(d);
    }
    return s;
}

QueueInterval span(qint64 from, qint64 to, qint64 enqueued, qint64 processed = 0, qint64 dead = 0)
{
    QueueInterval i;
    i.from = from;
    i.to = to;
    i.total = {enqueued, processed, dead};
    i.perQueue.insert("mail", {enqueued, processed, dead});
    return i;
}

QStringList rows(const std::vector<h::TotalSeriesRow> &r)
{
    QStringList out;
    for (const auto &x : r)
        out << QStringLiteral("%1 %2 %3 %4 %5").arg(x.at.toInt() - T).arg(x.span.toInt()).arg(x.ready.toInt()).arg(x.enqueued.toInt()).arg(x.processed.toInt());
    return out;
}

} // namespace

class TestQueueHistory : public QObject
{
    Q_OBJECT
    QTemporaryDir m_tmp;
    std::unique_ptr<contracts::Connection> m_file;

    contracts::Connection &file()
    {
        if (!m_file)
            m_file = contracts::Connection::open(QFile::encodeName(QueueHistory::filePath()), SQLITE_OPEN_READONLY);
        return *m_file;
    }
    std::vector<h::TotalSeriesRow> totals(const QString &source, qint64 resolution)
    {
        h::TotalSeriesParams p;
        p.source = source.toUtf8();
        p.resolution = resolution;
        p.since = 0;
        return h::totalSeries(file(), p);
    }
    std::vector<h::QueueSeriesRow> queue(const QString &source, qint64 resolution, const QByteArray &name)
    {
        h::QueueSeriesParams p;
        p.source = source.toUtf8();
        p.resolution = resolution;
        p.queue = name;
        p.since = 0;
        return h::queueSeries(file(), p);
    }
    static std::vector<HistoryPoint> series(QueueHistory &history, const std::optional<QString> &key, qint64 since, qint64 now)
    {
        std::vector<HistoryPoint> out;
        bool done = false;
        QObject context;
        history.requestSeries(key, since, now, &context, [&](std::vector<HistoryPoint> p) {
            out = std::move(p);
            done = true;
        });
        if (!QTest::qWaitFor([&] { return done; }, 5000))
            qWarning("no series");
        return out;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_tmp.isValid());
        askr::test::isolate(m_tmp);
    }

    void writesOneSamplePerInterval()
    {
        const QString source = m_tmp.filePath(QStringLiteral("interval.sqlite")); // need not exist
        QueueHistory history(source);
        QVERIFY2(history.isAvailable(), qPrintable(history.errorString()));
        QCOMPARE(history.source(), source);
        QVERIFY(QFileInfo::exists(m_tmp.filePath(QStringLiteral("data/history.sqlite"))));
        QSignalSpy recorded(&history, &QueueHistory::sampleRecorded);
        history.add(snap(T, {{"mail", 3}}), std::nullopt);
        history.add(snap(T + 4, {{"mail", 4}, {"bulk", 1}}), span(T, T + 4, 2, 1));
        history.add(snap(T + 10, {{"mail", 6}}), span(T + 4, T + 10, 3, 0, 1));
        QTRY_COMPARE(history.samplesWritten(), 2);
        QVERIFY(history.isIdle());
        QCOMPARE(recorded.size(), 2);
        const auto sample = recorded.at(1).at(0).value<HistorySample>();
        QCOMPARE(recorded.at(1).at(1).toLongLong(), T + 10);
        QCOMPARE(sample.total.enqueued, 5);
        QCOMPARE(sample.total.span, 10);
        QCOMPARE(sample.queues.value(QStringLiteral("mail")).ready, 6);
        // at-T span ready enqueued processed: the first sample covers no time;
        // the second carries what happened since it, the T+4 reading included.
        QCOMPARE(rows(totals(source, 0)), QStringList({QStringLiteral("0 0 3 0 0"), QStringLiteral("10 10 6 5 1")}));
        const auto mail = queue(source, 0, "mail");
        QCOMPARE(mail.size(), size_t(2));
        QCOMPARE(mail[1].enqueued.toInt(), 5);
        QCOMPARE(mail[1].processed.toInt(), 1);
        QCOMPARE(mail[1].dead_lettered.toInt(), 1);
        QCOMPARE(mail[1].oldest_ready_age.toInt(), 5);
        // bulk was seen only between two samples: no row of its own.
        QCOMPARE(queue(source, 0, "bulk").size(), size_t(0));
    }

    void foldsAndPrunesThenReopens()
    {
        const QString source = m_tmp.filePath(QStringLiteral("fold.sqlite"));
        {
            QueueHistory history(source);
            // A sample every 10 minutes for 3 hours: k = 0..18.
            for (int k = 0; k <= 18; ++k)
                history.add(snap(T + 600 * k, {{"mail", k}}), k ? std::optional<QueueInterval>(span(T + 600 * (k - 1), T + 600 * k, 60, 30)) : std::nullopt);
            QTRY_COMPARE(history.samplesWritten(), 19);
        }
        // Raw samples: the last 2 hours (k = 6..18).
        const auto raw = totals(source, 0);
        QCOMPARE(raw.size(), size_t(13));
        QCOMPARE(raw.front().at.toInt(), T + 3600);
        // Minutes: every sample whose minute has ended (k = 0..17), nothing pruned.
        const auto minutes = totals(source, 60);
        QCOMPARE(minutes.size(), size_t(18));
        QCOMPARE(rows({minutes[1]}), QStringList({QStringLiteral("600 600 1 60 30")}));
        // Quarter hours: twelve buckets up to T + 3 h, holding one or two samples.
        const auto quarters = totals(source, 900);
        QCOMPARE(quarters.size(), size_t(12));
        // [0, 900): k = 0 and 1, ready 0 and 1, averaged half up to 1; span 0 + 600.
        QCOMPARE(rows({quarters[0]}), QStringList({QStringLiteral("0 600 1 60 30")}));
        // [1800, 2700): k = 3 and 4.
        QCOMPARE(rows({quarters[2]}), QStringList({QStringLiteral("1800 1200 4 120 60")}));
        QCOMPARE(quarters[2].samples.toInt(), 2);
        QCOMPARE(quarters.back().at.toInt(), T + 9900);
        QCOMPARE(queue(source, 900, "mail").size(), size_t(12));

        // Opened again, the history reads back across resolutions.
        QueueHistory again(source);
        const qint64 last = T + 10800;
        auto hour = series(again, std::nullopt, last - 3600, last);
        QCOMPARE(hour.size(), size_t(7)); // raw, k = 12..18
        QCOMPARE(hour.front().at, T + 7200);
        QCOMPARE(hour.back().ready, 18);
        auto day = series(again, std::nullopt, last - 86400, last);
        QCOMPARE(day.size(), size_t(19)); // 18 minutes, then the raw sample not folded yet
        QCOMPARE(day[17].at, T + 10200);
        QCOMPARE(day[18].at, last);
        QCOMPARE(day[18].perMinute(day[18].enqueued), 6.0);
        auto month = series(again, QueueHistory::historyKey("mail"), last - 30 * 86400, last);
        QCOMPARE(month.size(), size_t(13)); // 12 quarters, then the raw sample
        QCOMPARE(month[2].enqueued, 120);
        QCOMPARE(month[2].perMinute(month[2].enqueued), 6.0);
        QCOMPARE(month.back().at, last);
        QCOMPARE(series(again, QueueHistory::historyKey("other"), last - 3600, last).size(), size_t(0));
    }

    // Issue 30: a read that fails leaves the figures as they were; they must
    // not go into the history as a reading of now.
    void failedReadsWriteNoSample()
    {
        test::QueueDb fixture(m_tmp.filePath(QStringLiteral("failing.sqlite")));
        // Rollback journal, so that another connection's lock stops readers.
        sqlite3_exec(fixture.db->handle(), "PRAGMA journal_mode=DELETE", nullptr, nullptr, nullptr);
        fixture.enqueue("mail");
        auto session = fixture.session();
        QueueOverviewModel model(session.get());
        auto *history = new QueueHistory(fixture.path, &model);
        model.setHistory(history);
        QSignalSpy refreshed(&model, &QueueOverviewModel::refreshed);
        QSignalSpy failed(&model, &QueueOverviewModel::errorOccurred);
        QSignalSpy recorded(history, &QueueHistory::sampleRecorded);
        model.refresh();
        QTRY_COMPARE(history->samplesWritten(), 1);
        QVERIFY(!model.isStale());
        // No read of the model still on its way: one that started before
        // the lock would succeed and count as a refresh below.
        QTest::qWait(50);
        QTRY_VERIFY(!session->isBusy());

        testsupport::ExclusiveLock locker(fixture.path);
        QCOMPARE(locker.result(), SQLITE_OK);
        for (int i = 0; i < 2; ++i) {
            fixture.now += QueueHistory::SampleInterval; // a sample is due
            const int refreshes = refreshed.count();
            model.refresh();
            QVERIFY(failed.wait(15000));
            QCOMPARE(refreshed.count(), refreshes);
        }
        QTest::qWait(200);
        QCOMPARE(history->samplesWritten(), 1);
        QCOMPARE(recorded.count(), 1);
        QVERIFY(model.isStale());
        QVERIFY(model.freshness()->failed());

        // The clock moves before the lock goes: a read still waiting on the
        // lock may succeed the moment it is released, and its sample is one
        // of now, not of the time the lock was held.
        fixture.now += QueueHistory::SampleInterval;
        locker.release();
        model.refresh();
        QTRY_COMPARE_WITH_TIMEOUT(history->samplesWritten(), 2, 10000);
        QVERIFY(!model.isStale());
        QCOMPARE(recorded.last().at(1).toLongLong(), fixture.now);
    }

    void remembersClaims()
    {
        const QString source = m_tmp.filePath(QStringLiteral("claims.sqlite"));
        {
            QueueHistory history(source);
            history.add(snap(T, {{"mail", 1}}, 1), std::nullopt); // a job reserved
            history.add(snap(T + 10, {{"mail", 1}, {"idle", 4}}), span(T, T + 10, 0, 2));
            history.add(snap(T + 20, {{"mail", 1}, {"idle", 4}}), span(T + 10, T + 20, 0, 0));
            QTRY_COMPARE(history.samplesWritten(), 3);
        }
        QueueHistory again(source);
        QHash<QString, qint64> claims;
        bool done = false;
        QObject context;
        again.requestLastClaims(T - 3600, &context, [&](QHash<QString, qint64> c) {
            claims = c;
            done = true;
        });
        QTRY_VERIFY(done);
        QCOMPARE(claims.size(), 1);
        QCOMPARE(claims.value(QStringLiteral("mail")), T + 10);
    }

    void oddQueueNamesAreKeyedEscaped()
    {
        QCOMPARE(QueueHistory::historyKey("mail"), QStringLiteral("mail"));
        QCOMPARE(QueueHistory::historyKey(QByteArray("m\xff", 2)), QStringLiteral("m\\xff"));
        QCOMPARE(QueueHistory::resolutionFor(3600), 0);
        QCOMPARE(QueueHistory::resolutionFor(2 * 3600), 0);
        QCOMPARE(QueueHistory::resolutionFor(24 * 3600), 60);
        QCOMPARE(QueueHistory::resolutionFor(7 * 86400), 900);
    }

    void chartsShowTheRecentPast()
    {
        // The fold test's file has three hours of samples ending at T + 3 h.
        askr::test::QueueDb t(m_tmp.filePath(QStringLiteral("fold.sqlite")));
        t.now = T + 10800;
        auto session = t.session();
        QueueHistory history(m_tmp.filePath(QStringLiteral("fold.sqlite")));
        views::QueueCharts charts(session.get(), &history);
        charts.setRange(3600);
        QTRY_VERIFY(!charts.isLoading());
        QCOMPARE(charts.depthPoints(), 7);
        QCOMPARE(charts.throughputPoints(), 7);
        QCOMPARE(charts.lastDepth(0), QPointF(double(T + 10800) * 1000.0, 18.0));
        charts.setRange(24 * 3600);
        QTRY_VERIFY(!charts.isLoading());
        QCOMPARE(charts.depthPoints(), 19);
        // A sample taken now is appended live.
        history.add(snap(T + 10810, {{"mail", 21}}), span(T + 10800, T + 10810, 5));
        QTRY_COMPARE(charts.depthPoints(), 20);
        QCOMPARE(charts.lastDepth(0).y(), 21.0);
        charts.setQueue(QByteArray("mail"));
        QTRY_VERIFY(!charts.isLoading());
        QCOMPARE(charts.depthPoints(), 20);
        charts.setQueue(QByteArray("none"));
        QTRY_VERIFY(!charts.isLoading());
        QCOMPARE(charts.depthPoints(), 0);
    }

    void chartsBreakWhereNothingWasSampled()
    {
        const QString source = m_tmp.filePath(QStringLiteral("holes.sqlite"));
        askr::test::QueueDb t(source);
        QueueHistory history(source);
        // Six samples 10 s apart, ten minutes without the app, four more.
        qint64 at = T;
        for (int i = 0; i < 10; ++i) {
            at += i == 6 ? 600 : 10;
            history.add(snap(at, {{"mail", i}}), span(at - 10, at, 1));
        }
        QTRY_COMPARE(history.samplesWritten(), 10);
        t.now = at;
        auto session = t.session();
        views::QueueCharts charts(session.get(), &history);
        charts.setRange(3600);
        QTRY_VERIFY(!charts.isLoading());
        QCOMPARE(charts.depthPoints(), 10);
        QCOMPARE(charts.depthSegments(), 2);
        // A live sample after another hole starts a third run.
        history.add(snap(at + 300, {{"mail", 42}}), span(at + 290, at + 300, 1));
        QTRY_COMPARE(charts.depthPoints(), 11);
        QCOMPARE(charts.depthSegments(), 3);
        QCOMPARE(charts.lastDepth(0).y(), 42.0);
    }

    void unavailableFolderLosesNothingElse()
    {
        // A data folder that is a file: history is off, with the reason.
        const QString blocker = m_tmp.filePath(QStringLiteral("blocker"));
        QFile f(blocker);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.close();
        qputenv("ASKR_DESK_DATA_DIR", QFile::encodeName(blocker + QStringLiteral("/sub")));
        QueueHistory history(m_tmp.filePath(QStringLiteral("x.sqlite")));
        QVERIFY(!history.isAvailable());
        QVERIFY2(history.errorString().startsWith(QStringLiteral("History is not kept:")), qPrintable(history.errorString()));
        history.add(snap(T, {{"mail", 1}}), std::nullopt);
        QCOMPARE(history.samplesWritten(), 0);
        QCOMPARE(series(history, std::nullopt, 0, T).size(), size_t(0));
        qputenv("ASKR_DESK_DATA_DIR", QFile::encodeName(m_tmp.filePath(QStringLiteral("data"))));
    }
};

QTEST_MAIN(TestQueueHistory)

#include "tst_queuehistory.moc"
