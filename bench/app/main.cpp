// askr-bench-app: the figures that need the real application, offscreen.
//
// - Memory with every view open: runs askr-desk itself with
//   ASKR_DESK_VISIT_ALL_PAGES=1 (it shows each page in turn and prints its
//   VmRSS), on each database given, so that growth with size shows.
// - Idle CPU: runs askr-desk on the database and reads utime+stime from
//   /proc/<pid>/stat over a quiet interval, once it has settled.
// - Open to first paint and the event-loop stall during a retry of every dead
//   letter: in this process, with the real MainWindow (what askr-desk's main()
//   creates). A 5 ms timer on the GUI thread records the longest gap between
//   its ticks while the retry runs on the session's worker and the pages
//   refresh after it. The dead letters are put back afterwards.

#include "views/actionrunner.h"
#include "benchcommon.h"
#include "views/databaseview.h"
#include "mainwindow.h"
#include "models/overview/overviewmodel.h"
#include "views/page.h"
#include "storage/session.h"

#include "askr_contracts_api.h"

#include <QAbstractItemView>
#include <QAction>
#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QThread>
#include <QTimer>
#include <QTreeWidget>

#include <algorithm>
#include <cstdio>

using namespace askr;
using namespace askr::bench;

namespace {

struct Options {
    QString desk;
    QStringList dbs; // the first is the one the single-database figures use
    int idleSeconds = 30;
    int settleSeconds = 20;
    int dwellMs = 15000; // on the 1M database, pages need seconds to load behind the overview
    int reps = 3;
    int windowMs = 3000; // how long the stall meter watches before and after a retry
    bool retry = true;
    bool rss = true;
    bool idle = true;
    QList<int> idlePages{0}; // sidebar pages to idle on: 0 Overview, 1 Queues, ..., 5 Pub/sub
    bool onlyIdle = false;
};

void pump(int ms)
{
    waitFor([] { return false; }, ms);
}

QProcessEnvironment deskEnvironment(const QTemporaryDir &config)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    // Recent files, window state and the queue history go to a throw-away folder.
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), config.path());
    env.insert(QStringLiteral("XDG_DATA_HOME"), config.path());
    env.insert(QStringLiteral("ASKR_DESK_DATA_DIR"), config.path());
    return env;
}

QString mb(qint64 kb)
{
    return QString::number(double(kb) / 1024.0, 'f', 1) + QStringLiteral(" MB");
}

// Times every event the GUI thread delivers, so that a stall can be put down
// to the object that caused it. Only outermost deliveries count (a slow one
// contains the events it processes itself).
class TimedApplication : public QApplication
{
public:
    using QApplication::QApplication;
    struct Slow {
        double ms;
        QString what;
    };
    bool recording = false;
    std::vector<Slow> slow;

    bool notify(QObject *receiver, QEvent *event) override
    {
        if (!recording || m_depth > 0 || QThread::currentThread() != thread())
            return QApplication::notify(receiver, event);
        ++m_depth;
        QElapsedTimer t;
        t.start();
        const QEvent::Type type = event->type();
        const QString name = QString::fromLatin1(receiver->metaObject()->className()) + QLatin1Char(' ') + receiver->objectName();
        const bool result = QApplication::notify(receiver, event);
        --m_depth;
        const double ms = double(t.nsecsElapsed()) / 1e6;
        if (ms >= 20)
            slow.push_back({ms, QStringLiteral("%1 (event %2)").arg(name.trimmed()).arg(int(type))});
        return result;
    }

private:
    int m_depth = 0;
};

TimedApplication *timedApp()
{
    return static_cast<TimedApplication *>(qApp);
}

// ---- memory with every view open --------------------------------------------

struct Visit {
    QStringList pages;
    QList<qint64> rssKb;
};

Visit visitAll(const Options &opt, const QString &db)
{
    QTemporaryDir config;
    QProcess desk;
    QProcessEnvironment env = deskEnvironment(config);
    env.insert(QStringLiteral("ASKR_DESK_VISIT_ALL_PAGES"), QStringLiteral("1"));
    env.insert(QStringLiteral("ASKR_DESK_VISIT_DWELL_MS"), QString::number(opt.dwellMs));
    desk.setProcessEnvironment(env);
    desk.setProcessChannelMode(QProcess::SeparateChannels);
    desk.start(opt.desk, {db});
    Visit v;
    if (!desk.waitForFinished(opt.dwellMs * 20 + 60000)) {
        desk.kill();
        desk.waitForFinished();
        std::fprintf(stderr, "askr-bench-app: askr-desk did not finish visiting the pages of %s\n", qPrintable(db));
        return v;
    }
    // "askr-desk: visited Overview: VmRSS: 123456 kB"
    for (const QByteArray &line : desk.readAllStandardError().split('\n')) {
        if (!line.startsWith("askr-desk: visited "))
            continue;
        const int colon = line.indexOf(": VmRSS:");
        v.pages << QString::fromUtf8(line.mid(19, colon - 19));
        v.rssKb << line.mid(colon + 8).trimmed().split(' ').value(0).toLongLong();
    }
    return v;
}

void memory(const Options &opt)
{
    std::vector<Figure> rows;
    QList<qint64> finals;
    for (const QString &db : opt.dbs) {
        const Visit v = visitAll(opt, db);
        const QString name = QFileInfo(db).fileName();
        for (int i = 0; i < v.pages.size(); ++i)
            rows.push_back({QStringLiteral("VmRSS after showing %1").arg(v.pages[i]), name, mb(v.rssKb[i]), {}});
        finals << (v.rssKb.isEmpty() ? -1 : v.rssKb.last());
    }
    if (finals.size() >= 2 && finals.first() > 0)
        for (int i = 1; i < finals.size(); ++i)
            rows.push_back({QStringLiteral("growth with every view open, %1 to %2").arg(QFileInfo(opt.dbs.value(i)).fileName(), QFileInfo(opt.dbs.first()).fileName()),
                            {}, QStringLiteral("%1%").arg(QString::number(100.0 * double(finals.first() - finals[i]) / double(finals[i]), 'f', 1)),
                            QStringLiteral("%1 → %2").arg(mb(finals[i]), mb(finals.first()))});
    printFigures(QStringLiteral("Memory of askr-desk with every view open (offscreen)"), rows);
}

// ---- idle CPU -----------------------------------------------------------------

void idle(const Options &opt)
{
    static const char *const names[] = {"Overview", "Queues", "Dead letters", "Cache", "Locks", "Pub/sub"};
    std::vector<Figure> rows;
    for (const int page : opt.idlePages) {
        QTemporaryDir config;
        QProcess desk;
        QProcessEnvironment env = deskEnvironment(config);
        env.insert(QStringLiteral("ASKR_DESK_SHOW_PAGE"), QString::number(page));
        desk.setProcessEnvironment(env);
        desk.start(opt.desk, {opt.dbs.first()});
        if (!desk.waitForStarted()) {
            std::fprintf(stderr, "askr-bench-app: cannot start %s\n", qPrintable(opt.desk));
            return;
        }
        const qint64 pid = desk.processId();
        QThread::sleep(unsigned(opt.settleSeconds));
        const qint64 before = cpuTicks(pid);
        QElapsedTimer t;
        t.start();
        QThread::sleep(unsigned(opt.idleSeconds));
        const qint64 after = cpuTicks(pid);
        const double seconds = double(t.elapsed()) / 1000.0;
        const double share = double(after - before) / double(ticksPerSecond()) / seconds * 100.0;
        const QString name = page >= 0 && page < 6 ? QString::fromLatin1(names[page]) : QString::number(page);
        rows.push_back({QStringLiteral("askr-desk idle on the %1 page (utime+stime over %2 s, after %3 s to settle)")
                            .arg(name)
                            .arg(opt.idleSeconds)
                            .arg(opt.settleSeconds),
                        QFileInfo(opt.dbs.first()).fileName(), QStringLiteral("%1% of a core").arg(QString::number(share, 'f', 2)), {}});
        desk.terminate();
        if (!desk.waitForFinished(10000)) {
            desk.kill();
            desk.waitForFinished();
        }
    }
    printFigures(QStringLiteral("Idle CPU"), rows);
}

// ---- in this process: first paint, idle per page, stall during a retry --------

// Notes the first paint of any widget, and the first paint of one widget after
// a moment that the caller sets.
class PaintWatch : public QObject
{
public:
    QElapsedTimer clock;
    qint64 firstPaint = -1;
    QWidget *target = nullptr;
    qint64 armedAt = -1;
    qint64 targetPaint = -1;

    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Paint) {
            const qint64 now = clock.nsecsElapsed();
            if (firstPaint < 0)
                firstPaint = now;
            if (target && watched == target && armedAt >= 0 && targetPaint < 0)
                targetPaint = now;
        }
        return false;
    }
};

// The longest gap between ticks of a 5 ms timer on the GUI thread.
class StallMeter : public QObject
{
public:
    StallMeter()
    {
        m_timer.setTimerType(Qt::PreciseTimer);
        m_timer.setInterval(5);
        connect(&m_timer, &QTimer::timeout, this, [this] {
            const qint64 now = m_clock.nsecsElapsed();
            if (m_last >= 0 && now - m_last > m_longest) {
                m_longest = now - m_last;
                m_longestEnd = now;
            }
            m_last = now;
        });
    }
    void start()
    {
        m_longest = 0;
        m_last = -1;
        m_clock.start();
        m_timer.start();
    }
    double stop()
    {
        m_timer.stop();
        return double(m_longest) / 1e6;
    }
    // When the longest gap began, in ms after start().
    double longestStartMs() const { return double(m_longestEnd - m_longest) / 1e6; }

private:
    QTimer m_timer;
    QElapsedTimer m_clock;
    qint64 m_last = -1;
    qint64 m_longest = 0;
    qint64 m_longestEnd = 0;
};

// The GUI thread while a database opens and every page loads: the longest
// gap of a 5 ms timer, and the slowest event deliveries behind it.
void openingStalls(const Options &opt)
{
    std::vector<Figure> rows;
    const QString name = QFileInfo(opt.dbs.first()).fileName();
    StallMeter meter;
    timedApp()->slow.clear();
    timedApp()->recording = true;
    {
        app::MainWindow window;
        window.resize(1280, 800);
        meter.start();
        window.openDatabase(opt.dbs.first(), storage::OpenMode::Auto);
        window.show();
        pump(opt.settleSeconds * 1000);
        const double longest = meter.stop();
        rows.push_back({QStringLiteral("longest gap of a 5 ms GUI timer in the first %1 s after opening").arg(opt.settleSeconds), name, formatMs(longest),
                        QStringLiteral("from %1 after opening").arg(formatMs(meter.longestStartMs()))});
    }
    timedApp()->recording = false;
    auto slow = timedApp()->slow;
    std::sort(slow.begin(), slow.end(), [](const auto &a, const auto &b) { return a.ms > b.ms; });
    for (size_t i = 0; i < slow.size() && i < 5; ++i)
        rows.push_back({QStringLiteral("slow GUI event: %1").arg(slow[i].what), name, formatMs(slow[i].ms), {}});
    printFigures(QStringLiteral("GUI event loop while the database opens (in-process MainWindow, offscreen)"), rows);
}

void firstPaint(const Options &opt)
{
    std::vector<Figure> rows;
    Samples shell, figures;
    for (int i = 0; i < opt.reps; ++i) {
        PaintWatch watch;
        qApp->installEventFilter(&watch);
        app::MainWindow window;
        window.resize(1280, 800);
        watch.clock.start();
        // As main() does it: open, then show.
        views::DatabaseView *view = window.openDatabase(opt.dbs.first(), storage::OpenMode::Auto);
        window.show();
        auto *model = view->page(views::DatabaseView::Overview)->findChild<models::OverviewModel *>();
        // A figure of the dashboard's first tile: painted again once the
        // overview's figures are read.
        auto *figure = view->page(views::DatabaseView::Overview)->findChild<QWidget *>(QStringLiteral("tileFigure"));
        if (!model || !figure) {
            std::fprintf(stderr, "askr-bench-app: no overview model or figure\n");
            return;
        }
        watch.target = figure;
        QObject::connect(model, &models::OverviewModel::refreshed, &watch, [&watch] {
            if (watch.armedAt < 0)
                watch.armedAt = watch.clock.nsecsElapsed();
        });
        const bool ok = waitFor([&] { return watch.targetPaint >= 0; }, 120000);
        qApp->removeEventFilter(&watch);
        if (!ok) {
            std::fprintf(stderr, "askr-bench-app: the overview never painted its figures\n");
            return;
        }
        shell.ms.push_back(double(watch.firstPaint) / 1e6);
        figures.ms.push_back(double(watch.targetPaint) / 1e6);
        window.close();
        pump(200);
    }
    const QString name = QFileInfo(opt.dbs.first()).fileName();
    rows.push_back({QStringLiteral("open to first paint of the window"), name, formatMs(shell.median()),
                    QStringLiteral("min %1, max %2").arg(formatMs(shell.min()), formatMs(shell.max()))});
    rows.push_back({QStringLiteral("open to first paint of the overview with its figures"), name, formatMs(figures.median()),
                    QStringLiteral("min %1, max %2").arg(formatMs(figures.min()), formatMs(figures.max()))});
    printFigures(QStringLiteral("Open to first paint (in-process MainWindow, offscreen, warm OS cache)"), rows);
}

void stall(const Options &opt)
{
    std::vector<Figure> rows;
    const QString path = opt.dbs.first();
    RawDb raw(QFile::encodeName(path));
    const qint64 failed = raw.scalar("SELECT count(*) FROM askr_failed_jobs");
    if (failed == 0)
        return;
    raw.exec("CREATE TEMP TABLE bench_failed AS SELECT * FROM askr_failed_jobs");
    const qint64 maxJob = raw.scalar("SELECT coalesce(max(id), 0) FROM askr_jobs");
    const qint64 seqJobs = raw.scalar("SELECT coalesce((SELECT seq FROM sqlite_sequence WHERE name = 'askr_jobs'), 0)");

    app::MainWindow window;
    window.resize(1280, 800);
    views::DatabaseView *view = window.openDatabase(path, storage::OpenMode::Auto);
    window.show();
    storage::Session *session = view->session();
    waitFor([&] { return session->schema().inspected; }, 60000);
    // The page a person retries from.
    auto *sidebar = window.findChild<QTreeWidget *>(QStringLiteral("sidebar"));
    if (sidebar && sidebar->topLevelItemCount() > 0)
        sidebar->setCurrentItem(sidebar->topLevelItem(0)->child(views::DatabaseView::DeadLetters));
    pump(opt.settleSeconds * 1000 / 3);

    // The page's own action when it exists: preview, confirmation (answered
    // here), the move on the worker, the report and the refresh after it.
    QAction *retryAll = window.findChild<QAction *>(QStringLiteral("retryMatchingAction"));
    bool notified = false;
    views::setConfirmHandler([](const QString &, const QString &, const QString &) { return true; });
    views::setNotifyHandler([&notified](const QString &title, const QString &message, bool error) {
        std::fprintf(stderr, "askr-bench-app: %s%s: %s\n", error ? "error: " : "", qPrintable(title), qPrintable(message));
        notified = true;
    });
    auto restore = [&] {
        raw.exec("BEGIN IMMEDIATE");
        raw.exec("DELETE FROM askr_jobs WHERE id > " + std::to_string(maxJob));
        raw.exec("DELETE FROM askr_failed_jobs");
        raw.exec("INSERT INTO askr_failed_jobs SELECT * FROM temp.bench_failed ORDER BY id");
        raw.exec("UPDATE sqlite_sequence SET seq = " + std::to_string(seqJobs) + " WHERE name = 'askr_jobs'");
        raw.exec("COMMIT");
        raw.exec("PRAGMA wal_checkpoint(TRUNCATE)");
        pump(opt.windowMs); // the pages take the restore in
    };

    struct Way {
        QString name;
        std::function<void(bool *done)> start;
        Samples ms, during, after;
    };
    std::vector<Way> ways;
    if (retryAll)
        ways.push_back({QStringLiteral("the Dead letters page's Retry All Matching action (RetryFailed)"), [&](bool *done) {
                            notified = false;
                            retryAll->trigger();
                            waitFor([&] { return notified; }, 600000);
                            *done = true;
                        }, {}, {}, {}});
    ways.push_back({QStringLiteral("RetryAllFailed through the session (what the action would run with no filter)"), [&](bool *done) {
                        session->write(
                            &window, [](contracts::Connection &db) { return contracts::queue::retryAllFailed(db); }, [done](qint64) { *done = true; },
                            [done](const storage::Failure &f) {
                                std::fprintf(stderr, "askr-bench-app: retry failed: %s\n", qPrintable(f.message));
                                *done = true;
                            });
                    }, {}, {}, {}});

    StallMeter meter;
    Samples idleGap;
    for (int i = 0; i < opt.reps; ++i) {
        meter.start();
        pump(opt.windowMs);
        idleGap.ms.push_back(meter.stop());
        for (Way &way : ways) {
            bool done = false;
            QElapsedTimer t;
            meter.start();
            t.start();
            way.start(&done);
            waitFor([&] { return done; }, 600000);
            way.ms.ms.push_back(double(t.nsecsElapsed()) / 1e6);
            way.during.ms.push_back(meter.stop());
            std::fprintf(stderr, "askr-bench-app: %s: %.0f ms, longest gap %.1f ms from %.0f ms\n", qPrintable(way.name), way.ms.ms.back(),
                         way.during.ms.back(), meter.longestStartMs());
            // The pages refresh after the write: measured separately.
            meter.start();
            pump(opt.windowMs);
            way.after.ms.push_back(meter.stop());
            const qint64 left = raw.scalar("SELECT count(*) FROM askr_failed_jobs");
            if (left != 0)
                std::fprintf(stderr, "askr-bench-app: %lld dead letters left after the retry\n", (long long)left);
            restore();
        }
    }
    views::setConfirmHandler({});
    views::setNotifyHandler({});
    raw.exec("DROP TABLE temp.bench_failed");
    const QString n = QStringLiteral("%1 dead letters").arg(failed);
    for (const Way &way : ways) {
        rows.push_back({QStringLiteral("%1: start to done").arg(way.name), n, formatMs(way.ms.median()), QStringLiteral("median of %1").arg(opt.reps)});
        rows.push_back({QStringLiteral("%1: longest gap of a 5 ms GUI timer meanwhile").arg(way.name), n, formatMs(way.during.median()),
                        QStringLiteral("max of %1 runs: %2").arg(opt.reps).arg(formatMs(way.during.max()))});
        rows.push_back({QStringLiteral("%1: longest gap in the %2 s after it (pages refresh)").arg(way.name).arg(opt.windowMs / 1000.0), n,
                        formatMs(way.after.median()), QStringLiteral("max of %1 runs: %2").arg(opt.reps).arg(formatMs(way.after.max()))});
    }
    rows.push_back({QStringLiteral("longest gap in %1 s with nothing happening (baseline)").arg(opt.windowMs / 1000.0), n, formatMs(idleGap.median()),
                    QStringLiteral("max of %1 runs: %2").arg(opt.reps).arg(formatMs(idleGap.max()))});
    printFigures(QStringLiteral("GUI event loop during a retry of every dead letter (in-process MainWindow, offscreen)"), rows);
}

int usage()
{
    std::fprintf(stderr,
                 "usage: askr-bench-app --desk PATH/askr-desk --db FILE [--db SMALLER_FILE ...]\n"
                 "                      [--idle-seconds N] [--settle-seconds N] [--dwell-ms N] [--window-ms N] [--reps N]\n"
                 "                      [--no-rss] [--no-idle] [--no-retry] [--idle-pages 0,1,...] [--only-idle]\n"
                 "Run with QT_QPA_PLATFORM=offscreen. The first --db is the one the first paint,\n"
                 "idle and retry figures use; memory is measured on every --db.\n");
    return 2;
}

} // namespace

int main(int argc, char **argv)
{
    TimedApplication qapp(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("askr-bench"));
    QCoreApplication::setApplicationName(QStringLiteral("askr-bench-app"));
    // The in-process MainWindow keeps its settings and queue history away
    // from a real user's.
    QStandardPaths::setTestModeEnabled(true);
    QTemporaryDir data;
    qputenv("ASKR_DESK_DATA_DIR", QFile::encodeName(data.path()));
    Options opt;
    const QStringList args = qapp.arguments();
    for (int i = 1; i < args.size(); ++i) {
        const QString &a = args[i];
        auto number = [&](int &target) {
            bool ok = false;
            if (i + 1 < args.size())
                target = args[++i].toInt(&ok);
            if (!ok || target < 0) {
                std::fprintf(stderr, "%s needs a number\n", qPrintable(a));
                std::exit(2);
            }
        };
        if (a == QLatin1String("--desk") && i + 1 < args.size())
            opt.desk = args[++i];
        else if (a == QLatin1String("--db") && i + 1 < args.size())
            opt.dbs << args[++i];
        else if (a == QLatin1String("--idle-seconds"))
            number(opt.idleSeconds);
        else if (a == QLatin1String("--settle-seconds"))
            number(opt.settleSeconds);
        else if (a == QLatin1String("--dwell-ms"))
            number(opt.dwellMs);
        else if (a == QLatin1String("--window-ms"))
            number(opt.windowMs);
        else if (a == QLatin1String("--reps"))
            number(opt.reps);
        else if (a == QLatin1String("--no-rss"))
            opt.rss = false;
        else if (a == QLatin1String("--no-idle"))
            opt.idle = false;
        else if (a == QLatin1String("--no-retry"))
            opt.retry = false;
        else if (a == QLatin1String("--only-idle"))
            opt.onlyIdle = true;
        else if (a == QLatin1String("--idle-pages") && i + 1 < args.size()) {
            opt.idlePages.clear();
            for (const QString &p : args[++i].split(QLatin1Char(',')))
                opt.idlePages << p.toInt();
        }
        else
            return usage();
    }
    if (opt.dbs.isEmpty() || (opt.desk.isEmpty() && (opt.rss || opt.idle)))
        return usage();
    for (const QString &db : opt.dbs)
        if (!QFileInfo::exists(db))
            return usage();
    opt.reps = std::max(1, opt.reps);
    try {
        std::printf("## askr-bench-app\n");
        std::fflush(stdout);
        if (opt.rss)
            memory(opt);
        if (opt.idle)
            idle(opt);
        if (opt.onlyIdle)
            return 0;
        firstPaint(opt);
        openingStalls(opt);
        if (opt.retry)
            stall(opt);
    } catch (const contracts::Error &e) {
        std::fprintf(stderr, "askr-bench-app: %s\n", e.what());
        return 1;
    }
    return 0;
}
