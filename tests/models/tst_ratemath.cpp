// Rates on the dashboard are never computed across a gap in sampling: a
// history row after a restart (span 0), or one that covers a long pause,
// adds nothing to a minute's rate, and a counter read before and after a
// pause gives no rate at all. Without that, a restart shows as a spike.

#include "models/overview/ratemath.h"

#include <QTest>

using namespace askr::models;

Q_DECLARE_METATYPE(std::vector<HistoryPoint>)
Q_DECLARE_METATYPE(std::vector<TimedValue>)

namespace {
HistoryPoint row(qint64 at, qint64 span, qint64 processed, qint64 failed)
{
    HistoryPoint p;
    p.at = at;
    p.span = span;
    p.processed = processed;
    p.deadLettered = failed;
    return p;
}
constexpr qint64 T = 1'700'000'040; // a minute starts at T - 40 (T % 60 == 40)
} // namespace

class TestRateMath : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void minuteRates_data()
    {
        QTest::addColumn<std::vector<HistoryPoint>>("points");
        QTest::addColumn<int>("minutes");
        QTest::addColumn<double>("maxProcessed");
        QTest::addColumn<double>("maxFailed");
        // Steady sampling: 10 s rows, 2 processed each = 12 per minute.
        std::vector<HistoryPoint> steady;
        for (int i = 0; i < 12; ++i)
            steady.push_back(row(T - 200 + 10 * i, 10, 2, 0));
        QTest::newRow("steady") << steady << 3 << 12.0 << 0.0;
        // The app was closed for an hour; the first row after it carries the
        // jobs of the whole hour but no span (as QueueHistory writes it).
        auto restart = steady;
        restart.push_back(row(T + 3600, 0, 26, 26));
        restart.push_back(row(T + 3610, 10, 2, 0));
        QTest::newRow("restart, span 0") << restart << 4 << 12.0 << 0.0;
        // A row that covers the pause (a clock step, a suspended machine).
        auto pause = steady;
        pause.push_back(row(T + 3600, 3600, 26, 26));
        QTest::newRow("row over a pause") << pause << 3 << 12.0 << 0.0;
        // Two rows in one minute, one of them after a pause: only the other counts.
        std::vector<HistoryPoint> mixed { row(T - 30, 10, 3, 1), row(T - 20, 900, 600, 300) };
        QTest::newRow("pause inside a minute") << mixed << 1 << 18.0 << 6.0;
        QTest::newRow("nothing") << std::vector<HistoryPoint> {} << 0 << 0.0 << 0.0;
    }
    void minuteRates()
    {
        QFETCH(std::vector<HistoryPoint>, points);
        QFETCH(int, minutes);
        QFETCH(double, maxProcessed);
        QFETCH(double, maxFailed);
        const auto rates = askr::models::minuteRates(points, T - 3600, T + 7200);
        QCOMPARE(int(rates.size()), minutes);
        double p = 0, f = 0;
        for (const auto &m : rates) {
            QCOMPARE(m.minute % 60, qint64(0));
            p = std::max(p, m.processed);
            f = std::max(f, m.failed);
        }
        QCOMPARE(p, maxProcessed);
        QCOMPARE(f, maxFailed);
    }

    void counterRate_data()
    {
        QTest::addColumn<std::vector<TimedValue>>("readings");
        QTest::addColumn<bool>("known");
        QTest::addColumn<double>("rate");
        QTest::newRow("steady") << std::vector<TimedValue> { { T, 100 }, { T + 5, 150 } } << true << 10.0;
        QTest::newRow("gap") << std::vector<TimedValue> { { T, 100 }, { T + 3600, 90100 } } << false << 0.0;
        QTest::newRow("went back") << std::vector<TimedValue> { { T, 100 }, { T + 5, 3 } } << false << 0.0;
        QTest::newRow("one reading") << std::vector<TimedValue> { { T, 100 } } << false << 0.0;
        // Two readings in one second: measured from the one before them.
        QTest::newRow("same second") << std::vector<TimedValue> { { T, 100 }, { T + 5, 120 }, { T + 5, 130 } } << true << 6.0;
    }
    void counterRate()
    {
        QFETCH(std::vector<TimedValue>, readings);
        QFETCH(bool, known);
        QFETCH(double, rate);
        const auto r = askr::models::counterRate(readings);
        QCOMPARE(r.has_value(), known);
        if (known)
            QCOMPARE(*r, rate);
    }

    // The trend of a rate skips the pair across the pause instead of
    // drawing its spike.
    void counterRatesSkipGaps()
    {
        const std::vector<TimedValue> readings { { T, 0 }, { T + 5, 50 }, { T + 10, 100 }, { T + 3610, 200000 }, { T + 3615, 200050 } };
        const auto rates = counterRates(readings);
        QCOMPARE(int(rates.size()), 3);
        for (const auto &[at, r] : rates)
            QCOMPARE(r, 10.0);
    }
};

QTEST_GUILESS_MAIN(TestRateMath)
#include "tst_ratemath.moc"
