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
// - With --dbhost-ab, the performance criteria of issue 30 instead, before
//   (every SQLite connection in the window's process) and after (in the
//   database process askr-desk-db), interleaved, ratios after/before. This
//   program runs itself again as the subject (--subject before|after): the
//   real MainWindow or a storage::Session on the database, with or without
//   DbHost::start() + routeEveryFileOpen() as askr-desk's main() calls them,
//   so that both come from one binary and askr-desk keeps no switch to turn
//   the database process off. askr-desk itself runs too, as a check of the
//   "after" subject (its idle CPU and memory add those of askr-desk-db).

#include "views/actionrunner.h"
#include "benchcommon.h"
#include "views/databaseview.h"
#include "mainwindow.h"
#include "models/overview/overviewmodel.h"
#include "views/page.h"
#include "storage/session.h"
#include "storage/blobreader.h"
#include "storage/host/dbhost.h"
#include "pagedsources.h"

#include "askr_contracts_api.h"

#include <QDir>
#include <QMap>
#include <sqlite3.h>
#include <ctime>

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
    // Issue 30: before/after the database process.
    bool dbhostAb = false;
    QString subject;            // "before" or "after": this process is the subject
    QString subjectTask;        // "figures" or "window"
    int page = 0;               // window: the sidebar page to show
    int visitDwellMs = 0;       // window: show every page in turn first, this far apart
    int innerReps = 3;          // figures: repetitions inside one subject process
    QString counts;             // figures: "jobs,keys,events"
    bool skipFigures = false, skipIdle = false, skipMemory = false;
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

QList<qint64> childPids(qint64 pid)
{
    QList<qint64> pids;
    const QDir tasks(QStringLiteral("/proc/%1/task").arg(pid));
    for (const QString &tid : tasks.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        QFile f(tasks.filePath(tid + QStringLiteral("/children")));
        if (f.open(QIODevice::ReadOnly))
            for (const QByteArray &c : f.readAll().simplified().split(' '))
                if (!c.isEmpty())
                    pids << c.toLongLong();
    }
    return pids;
}

// A process and its children (askr-desk-db): resident memory and CPU ticks.
double taskCpuMs(qint64 pid);

struct Tree {
    qint64 rssKb = 0;
    qint64 pssKb = 0;
    qint64 ticks = 0;
    double cpuMs = 0; // schedstat of every thread: finer than ticks
    int processes = 0;
};
Tree treeOf(qint64 pid)
{
    Tree t;
    QList<qint64> pids{pid};
    pids += childPids(pid);
    for (const qint64 p : pids) {
        const qint64 r = rssKb(p), c = cpuTicks(p);
        if (r < 0 || c < 0)
            continue;
        t.rssKb += r;
        t.pssKb += qMax<qint64>(0, pssKb(p));
        t.ticks += c;
        t.cpuMs += taskCpuMs(p);
        ++t.processes;
    }
    return t;
}

// CPU share of a process and its children over opt.idleSeconds, after
// opt.settleSeconds to settle; and what they hold at the end.
struct IdleReading {
    double share = 0; // % of a core
    Tree end;
};
IdleReading idleOf(qint64 pid, const Options &opt)
{
    QThread::sleep(unsigned(opt.settleSeconds));
    const Tree start = treeOf(pid);
    QElapsedTimer t;
    t.start();
    QThread::sleep(unsigned(opt.idleSeconds));
    IdleReading r;
    r.end = treeOf(pid);
    const double seconds = double(t.elapsed()) / 1000.0;
    r.share = (r.end.cpuMs - start.cpuMs) / 1000.0 / seconds * 100.0;
    return r;
}

void stop(QProcess &p)
{
    p.terminate();
    if (!p.waitForFinished(10000)) {
        p.kill();
        p.waitForFinished();
    }
}


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
        // askr-desk-db, its child, is counted with it.
        const double share = idleOf(desk.processId(), opt).share;
        const QString name = page >= 0 && page < 6 ? QString::fromLatin1(names[page]) : QString::number(page);
        rows.push_back({QStringLiteral("askr-desk idle on the %1 page (utime+stime with askr-desk-db over %2 s, after %3 s to settle)")
                            .arg(name)
                            .arg(opt.idleSeconds)
                            .arg(opt.settleSeconds),
                        QFileInfo(opt.dbs.first()).fileName(), QStringLiteral("%1% of a core").arg(QString::number(share, 'f', 2)), {}});
        stop(desk);
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
        models::OverviewModel *model = view->overview();
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


// ---- issue 30: before and after the database process -------------------------

// The 64 MiB value the stream figure reads; put in before and taken out after.
const QByteArray StreamKey = "askr-bench:issue30:64mib";
constexpr qint64 StreamBytes = 64ll * 1024 * 1024;

// CPU time in ms of every live thread of a process (its schedstat, in ns):
// finer than utime + stime's clock ticks, which short figures need.
double taskCpuMs(qint64 pid)
{
    double ns = 0;
    const QDir tasks(QStringLiteral("/proc/%1/task").arg(pid));
    for (const QString &tid : tasks.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        QFile f(tasks.filePath(tid + QStringLiteral("/schedstat")));
        if (f.open(QIODevice::ReadOnly))
            ns += f.readAll().split(' ').value(0).toDouble();
    }
    return ns / 1e6;
}

// CPU of this process, and of its database process when it has one.
double ownCpuMs()
{
    timespec ts{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return double(ts.tv_sec) * 1e3 + double(ts.tv_nsec) / 1e6;
}

double hostCpuMs()
{
    storage::DbHost *host = storage::DbHost::instance();
    return host ? taskCpuMs(host->processId()) : 0.0;
}

// The wall and CPU time of one figure. Reading the database process's
// threads lists /proc and costs this process some 100 µs: it is done
// outside both intervals, or every "after" figure would carry it (it did,
// when the end's CPU read came before the wall clock's).
struct Stopwatch
{
    double hostCpu0 = hostCpuMs();
    double ownCpu0 = ownCpuMs();
    QElapsedTimer wall;
    Stopwatch() { wall.start(); }
    double wallMs() const { return double(wall.nsecsElapsed()) / 1e6; }
    // Call once, after wallMs().
    double cpuMs() const
    {
        const double own = ownCpuMs() - ownCpu0;
        return own + hostCpuMs() - hostCpu0;
    }
};

void emitFigure(const QString &name, double wallMs, double cpuMs)
{
    std::printf("AB\t%s\t%.4f\t%.4f\n", qPrintable(name), wallMs, cpuMs);
    std::fflush(stdout);
}

// As main() does it, before anything opens a database.
void startSubject(const Options &opt)
{
    if (opt.subject == QLatin1String("after")) {
        QString error;
        if (!storage::DbHost::start(&error)) {
            std::fprintf(stderr, "askr-bench-app: the database process did not start: %s\n", qPrintable(error));
            std::exit(1);
        }
        storage::DbHost::routeEveryFileOpen();
    }
}

// The subject's figures: first paint, the overview refresh, pages, the stream.
int subjectFigures(const Options &opt)
{
    const QString path = opt.dbs.first();
    const bool after = opt.subject == QLatin1String("after");
    const QStringList counts = opt.counts.split(QLatin1Char(','));
    // First paint with figures: what firstPaint() measures, repeated.
    const bool onlyPages = qEnvironmentVariableIsSet("ASKR_BENCH_ONLY_PAGES"); // for a profile of pages alone
    for (int i = 0; i < (onlyPages ? 0 : opt.innerReps); ++i) {
        PaintWatch watch;
        qApp->installEventFilter(&watch);
        const Stopwatch cpuWatch;
        {
            app::MainWindow window;
            window.resize(1280, 800);
            watch.clock.start();
            views::DatabaseView *view = window.openDatabase(path, storage::OpenMode::Auto);
            window.show();
            models::OverviewModel *model = view->overview();
            auto *figure = view->page(views::DatabaseView::Overview)->findChild<QWidget *>(QStringLiteral("tileFigure"));
            if (!model || !figure)
                return 1;
            watch.target = figure;
            QObject::connect(model, &models::OverviewModel::refreshed, &watch, [&watch] {
                if (watch.armedAt < 0)
                    watch.armedAt = watch.clock.nsecsElapsed();
            });
            if (!waitFor([&] { return watch.targetPaint >= 0; }, 120000))
                return 1;
            qApp->removeEventFilter(&watch);
            const double cpu = cpuWatch.cpuMs();
            emitFigure(QStringLiteral("open to first paint of the window"), double(watch.firstPaint) / 1e6, -1);
            emitFigure(QStringLiteral("open to first paint of the overview with its figures"), double(watch.targetPaint) / 1e6, cpu);
            window.close();
        }
        pump(200);
    }

    auto *session = new storage::Session(storage::planOpen(path, storage::OpenMode::ReadWrite));
    if (!waitFor([session] { return session->schema().inspected; }, 60000))
        return 1;
    // The overview refresh: OverviewModel::refresh() to refreshed().
    {
        models::OverviewModel model(session);
        auto once = [&model] {
            int got = 0;
            auto c = QObject::connect(&model, &models::OverviewModel::refreshed, [&got] { ++got; });
            model.refresh();
            waitFor([&got] { return got > 0; });
            QObject::disconnect(c);
        };
        once();
        for (int i = 0; i < (onlyPages ? 0 : opt.innerReps); ++i) {
            const Stopwatch t;
            once();
            const double wall = t.wallMs();
            emitFigure(QStringLiteral("overview refresh (OverviewModel through the session)"), wall, t.cpuMs());
        }
    }
    // Pages of 200 rows through PagedTableModel, as askr-bench measures them:
    // each position read through each side in turn (ABBA), emitted as the
    // subject's own figure when its tag is empty.
    const struct {
        List list;
        qint64 total;
    } lists[] = {{List::Jobs, counts.value(0).toLongLong()}, {List::Keys, counts.value(1).toLongLong()}, {List::Events, counts.value(2).toLongLong()}};
    using Side = std::pair<storage::Session *, QString>;
    auto pages = [&](const std::vector<Side> &sides) {
        for (const auto &l : lists) {
            const int size = models::PagedTableModel::PageSize;
            const qint64 pages = (l.total + size - 1) / size;
            if (pages == 0)
                continue;
            const struct {
                const char *name;
                qint64 row;
            } positions[] = {{"first", 0}, {"middle, far jump", (pages / 2) * size}, {"last", (pages - 1) * size}};
            for (const auto &pos : positions) {
                std::unique_ptr<BenchListModel> model;
                const int wanted = int(pos.row / size);
                auto prepare = [&](storage::Session *on) {
                    model = std::make_unique<BenchListModel>(on, l.list);
                    model->reload();
                    waitFor([&] { return !model->isLoading(); });
                    model->reveal(pos.row);
                };
                auto load = [&] {
                    bool loaded = false;
                    QObject::connect(model.get(), &models::PagedTableModel::pageLoaded, [&](int p) { loaded = loaded || p == wanted; });
                    model->data(model->index(model->rowOfPosition(pos.row), 0));
                    waitFor([&] { return loaded; });
                };
                for (const Side &side : sides) {
                    prepare(side.first);
                    load();
                }
                const QString what = QStringLiteral("%1: %2 page (PagedTableModel, data() to pageLoaded)").arg(QLatin1String(listName(l.list)), QLatin1String(pos.name));
                for (int i = 0; i < opt.innerReps; ++i) {
                    for (size_t k = 0; k < sides.size(); ++k) {
                        const Side &side = sides[(size_t(i) + k) % sides.size()];
                        prepare(side.first);
                        const Stopwatch t;
                        load();
                        const double wall = t.wallMs();
                        if (side.second.isEmpty())
                            emitFigure(what, wall, t.cpuMs());
                        else
                            emitFigure(what + QStringLiteral(", both sides in one process\t") + side.second, wall, t.cpuMs());
                    }
                }
                model.reset();
            }
        }
    };
    pages({{session, QString()}});
    // 64 MiB in chunks of 1 MiB (CacheValueLoader::NextChunk), as Save value
    // streams it: storage::streamBlob on the session's connection.
    auto stream = [](contracts::Connection &db) -> qint64 {
        const auto info = contracts::cache::valueInfo(db, StreamKey);
        if (!info)
            throw contracts::Error(0, QStringLiteral("no streaming value; run the parent"));
        qint64 got = 0;
        quint8 x = 0;
        storage::streamBlob(db, "askr_cache", "value", info->rowid.toInt(), 0, -1, 1024 * 1024,
                            [&](const QByteArray &chunk) {
                                got += chunk.size();
                                x ^= quint8(chunk.at(chunk.size() - 1));
                            },
                            "key", StreamKey);
        return got + (x & 0); // every chunk touched
    };
    for (int i = 0; i <= (onlyPages ? -1 : opt.innerReps); ++i) {
        qint64 got = -1;
        bool done = false;
        const Stopwatch t;
        session->query(
            storage::RequestKey(QStringLiteral("bench-stream")), qApp, stream, [&](qint64 n) { got = n; done = true; },
            [&](const storage::Failure &f) {
                std::fprintf(stderr, "askr-bench-app: stream: %s\n", qPrintable(f.message));
                done = true;
            });
        waitFor([&] { return done; }, 120000);
        const double wall = t.wallMs();
        const double cpu = t.cpuMs();
        if (got != StreamBytes)
            return 1;
        if (i > 0) // the first warms the cache
            emitFigure(QStringLiteral("stream 64 MiB in 1 MiB chunks through the session (streamBlob)"), wall, cpu);
    }
    delete session;
    if (!after) {
        // The reference: streamBlob on a plain connection on this thread, no session.
        auto db = contracts::Connection::open(QFile::encodeName(path), SQLITE_OPEN_READONLY);
        for (int i = 0; i < opt.innerReps; ++i) {
            const Stopwatch t;
            stream(*db);
            const double wall = t.wallMs();
            emitFigure(QStringLiteral("stream 64 MiB: raw streamBlob on an in-process connection, no session"), wall, t.cpuMs());
        }
        // Pages once more with both sides in this one process, alternating
        // read by read: a session opened here before the database process
        // starts keeps its connection here, the one opened after has it
        // there. What differs between two processes (where the scheduler
        // put them, the state of the caches) then falls on both alike.
        auto open = [&path] {
            auto *s = new storage::Session(storage::planOpen(path, storage::OpenMode::ReadWrite));
            return waitFor([s] { return s->schema().inspected; }, 60000) ? s : nullptr;
        };
        std::unique_ptr<storage::Session> here(open());
        QString error;
        if (!here || !storage::DbHost::start(&error))
            return 1;
        storage::DbHost::routeEveryFileOpen();
        std::unique_ptr<storage::Session> there(open());
        if (!there)
            return 1;
        pages({{here.get(), QStringLiteral("before")}, {there.get(), QStringLiteral("after")}});
    }
    return 0;
}

// The subject's window: main() minus the demo, idle on a page, optionally
// after showing every page in turn; runs until it is ended.
int subjectWindow(const Options &opt)
{
    app::MainWindow window;
    window.openDatabase(opt.dbs.first(), storage::OpenMode::Auto);
    window.show();
    auto *sidebar = window.findChild<QTreeWidget *>(QStringLiteral("sidebar"));
    QList<QTreeWidgetItem *> pages;
    for (int i = 0; sidebar && i < sidebar->topLevelItemCount(); ++i)
        for (int p = 0; p < sidebar->topLevelItem(i)->childCount(); ++p)
            pages << sidebar->topLevelItem(i)->child(p);
    if (opt.visitDwellMs > 0)
        for (QTreeWidgetItem *page : pages) {
            sidebar->setCurrentItem(page);
            pump(opt.visitDwellMs);
        }
    else if (opt.page >= 0 && opt.page < pages.size())
        sidebar->setCurrentItem(pages[opt.page]);
    std::fprintf(stderr, "askr-bench-app: subject ready\n");
    return qApp->exec();
}

struct AbRow {
    QMap<QString, Samples> by; // "before", "after", "askr-desk"
};

QString ratioText(double after, double before)
{
    return before > 0 ? QString::number(after / before, 'f', 2) + QStringLiteral("x") : QStringLiteral("–");
}

void dbhostAb(const Options &opt)
{
    const QString path = opt.dbs.first();
    const QString self = QCoreApplication::applicationFilePath();
    QString counts;
    {
        RawDb raw(QFile::encodeName(path));
        counts = QStringLiteral("%1,%2,%3")
                     .arg(raw.scalar("SELECT count(*) FROM askr_jobs"))
                     .arg(raw.scalar("SELECT count(*) FROM askr_cache"))
                     .arg(raw.scalar("SELECT count(*) FROM askr_events"));
        auto db = contracts::Connection::open(QFile::encodeName(path), SQLITE_OPEN_READWRITE);
        QByteArray value(StreamBytes, Qt::Uninitialized);
        for (qint64 i = 0; i < StreamBytes; ++i)
            value[i] = char((i * 2654435761u) >> 24);
        contracts::cache::set(*db, StreamKey, value, std::nullopt);
    }
    const QString name = QFileInfo(path).fileName();
    QStringList order;
    QMap<QString, AbRow> rows;
    auto note = [&](const QString &what, const QString &config, double wall, double cpu) {
        if (!rows.contains(what))
            order << what;
        rows[what].by[config].ms.push_back(wall);
        if (cpu >= 0)
            rows[what].by[config].cpu.push_back(cpu);
    };
    const QStringList configs{QStringLiteral("before"), QStringLiteral("after")};

    // In-process figures, one subject process per repetition and side, ABBA.
    for (int rep = 0; rep < opt.reps && !opt.skipFigures; ++rep) {
        for (int k = 0; k < 2; ++k) {
            const QString config = configs[(rep + k) % 2];
            QTemporaryDir dir;
            QProcess p;
            p.setProcessEnvironment(deskEnvironment(dir));
            p.setProcessChannelMode(QProcess::ForwardedErrorChannel);
            p.start(self, {QStringLiteral("--subject"), config, QStringLiteral("--subject-task"), QStringLiteral("figures"), QStringLiteral("--db"), path,
                           QStringLiteral("--inner-reps"), QString::number(opt.innerReps), QStringLiteral("--counts"), counts});
            if (!p.waitForFinished(900000) || p.exitCode() != 0)
                std::fprintf(stderr, "askr-bench-app: the %s subject failed (exit %d)\n", qPrintable(config), p.exitCode());
            for (const QByteArray &line : p.readAllStandardOutput().split('\n')) {
                const QList<QByteArray> f = line.split('\t');
                if (f.size() == 4 && f[0] == "AB")
                    note(QString::fromUtf8(f[1]), config, f[2].toDouble(), f[3].toDouble());
                else if (f.size() == 5 && f[0] == "AB") // a figure with its side named: both in one process
                    note(QString::fromUtf8(f[1]), QString::fromUtf8(f[2]), f[3].toDouble(), f[4].toDouble());
            }
            std::fprintf(stderr, "askr-bench-app: figures rep %d %s done\n", rep + 1, qPrintable(config));
        }
    }

    // Idle CPU and memory: the subject's window (before, after) and askr-desk
    // (after), each with its children (askr-desk-db), rotating the order.
    struct Config {
        QString name;
        bool desk;
    };
    const std::vector<Config> windows{{QStringLiteral("before"), false}, {QStringLiteral("after"), false}, {QStringLiteral("askr-desk"), true}};
    // Starts each window in turn, reps times; for askr-desk, env and deskArgs
    // tell it what to show, for the subject subjectArgs.
    auto eachWindow = [&](const char *what, const QMap<QString, QString> &deskEnv, const QStringList &subjectArgs,
                          const std::function<void(const Config &, QProcess &)> &measure) {
        for (int rep = 0; rep < opt.reps; ++rep) {
            for (size_t k = 0; k < windows.size(); ++k) {
                const Config &c = windows[(size_t(rep) + k) % windows.size()];
                if (c.desk && opt.desk.isEmpty())
                    continue;
                QTemporaryDir dir;
                QProcess p;
                QProcessEnvironment env = deskEnvironment(dir);
                if (c.desk)
                    for (auto it = deskEnv.cbegin(); it != deskEnv.cend(); ++it)
                        env.insert(it.key(), it.value());
                p.setProcessEnvironment(env);
                p.setProcessChannelMode(QProcess::ForwardedErrorChannel);
                if (c.desk)
                    p.start(opt.desk, {path});
                else
                    p.start(self, QStringList{QStringLiteral("--subject"), c.name, QStringLiteral("--subject-task"), QStringLiteral("window"),
                                              QStringLiteral("--db"), path} + subjectArgs);
                p.waitForStarted();
                measure(c, p);
                stop(p);
                std::fprintf(stderr, "askr-bench-app: %s rep %d %s done\n", what, rep + 1, qPrintable(c.name));
            }
        }
    };
    QMap<QString, int> processCount;
    if (!opt.skipIdle)
        eachWindow("idle", {{QStringLiteral("ASKR_DESK_SHOW_PAGE"), QStringLiteral("0")}}, {QStringLiteral("--page"), QStringLiteral("0")},
                   [&](const Config &c, QProcess &p) {
                       const IdleReading r = idleOf(p.processId(), opt);
                       note(QStringLiteral("idle CPU on the Overview page, %1 s after %2 s to settle (% of a core, all processes)")
                                .arg(opt.idleSeconds)
                                .arg(opt.settleSeconds),
                            c.name, r.share, -1);
                       note(QStringLiteral("resident memory idle on the Overview page (MB, window + askr-desk-db)"), c.name, double(r.end.rssKb) / 1024.0, -1);
                       note(QStringLiteral("proportional memory (PSS) idle on the Overview page (MB, window + askr-desk-db)"), c.name,
                            double(r.end.pssKb) / 1024.0, -1);
                       processCount[c.name] = r.end.processes;
                   });
    // Memory with every page shown once (dwell apart), sampled at the end;
    // askr-desk quits after its last page: its last sample while it runs.
    const int dwell = 3000;
    if (!opt.skipMemory)
        eachWindow("memory",
                   {{QStringLiteral("ASKR_DESK_VISIT_ALL_PAGES"), QStringLiteral("1")}, {QStringLiteral("ASKR_DESK_VISIT_DWELL_MS"), QString::number(dwell)}},
                   {QStringLiteral("--visit-dwell-ms"), QString::number(dwell)}, [&](const Config &c, QProcess &p) {
                       Tree last;
                       if (c.desk) {
                           while (!p.waitForFinished(100))
                               if (const Tree t = treeOf(p.processId()); t.processes >= 2)
                                   last = t;
                       } else {
                           // Six pages, and a moment after the last.
                           QThread::msleep(dwell * 6 + 1500);
                           last = treeOf(p.processId());
                       }
                       note(QStringLiteral("resident memory after showing every page, %1 s apart (MB, window + askr-desk-db)").arg(dwell / 1000), c.name,
                            double(last.rssKb) / 1024.0, -1);
                       note(QStringLiteral("proportional memory (PSS) after showing every page, %1 s apart (MB, window + askr-desk-db)").arg(dwell / 1000),
                            c.name, double(last.pssKb) / 1024.0, -1);
                   });

    {
        RawDb raw(QFile::encodeName(path));
        raw.exec("DELETE FROM askr_cache WHERE key = 'askr-bench:issue30:64mib'");
        raw.exec("PRAGMA wal_checkpoint(TRUNCATE)");
    }

    // The table: medians; ratio after / before (for the stream, of MB/s).
    std::printf("\n### The database process (issue 30), %s, medians of %d subject runs x %d\n\n", qPrintable(name), opt.reps, opt.innerReps);
    std::printf("| figure | before (in-process) | after (askr-desk-db) | after / before | askr-desk | CPU before | CPU after | CPU after / before |\n");
    std::printf("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |\n");
    for (const QString &what : order) {
        const AbRow &r = rows[what];
        const Samples b = r.by.value(QStringLiteral("before")), a = r.by.value(QStringLiteral("after")), d = r.by.value(QStringLiteral("askr-desk"));
        const bool stream = what.startsWith(QLatin1String("stream 64 MiB"));
        const bool ms = !what.contains(QLatin1String("MB,")) && !what.startsWith(QLatin1String("idle CPU"));
        auto show = [&](const Samples &s) -> QString {
            if (s.ms.empty())
                return QStringLiteral("–");
            if (stream)
                return QString::number(double(StreamBytes) / 1e6 / (s.median() / 1e3), 'f', 0) + QStringLiteral(" MB/s");
            if (ms)
                return formatMs(s.median());
            return QString::number(s.median(), 'f', 2);
        };
        auto cpu = [](const Samples &s) { return s.cpu.empty() ? QStringLiteral("–") : formatMs(s.cpuMedian()); };
        const double ratio = stream ? (b.ms.empty() || a.ms.empty() ? 0 : b.median() / a.median()) : 0;
        const QString r1 = stream ? (ratio > 0 ? QString::number(ratio, 'f', 2) + QStringLiteral("x") : QStringLiteral("–"))
                                  : (a.ms.empty() || b.ms.empty() ? QStringLiteral("–") : ratioText(a.median(), b.median()));
        const QString r2 = a.cpu.empty() || b.cpu.empty() ? QStringLiteral("–") : ratioText(a.cpuMedian(), b.cpuMedian());
        std::printf("| %s | %s | %s | %s | %s | %s | %s | %s |\n", qPrintable(what), qPrintable(show(b)), qPrintable(show(a)), qPrintable(r1),
                    qPrintable(show(d)), qPrintable(cpu(b)), qPrintable(cpu(a)), qPrintable(r2));
    }
    std::printf("\nProcesses counted: before %d, after %d, askr-desk %d. Raw samples (wall):\n\n", processCount.value(QStringLiteral("before")),
                processCount.value(QStringLiteral("after")), processCount.value(QStringLiteral("askr-desk")));
    for (const QString &what : order)
        for (auto it = rows[what].by.cbegin(); it != rows[what].by.cend(); ++it) {
            QStringList v;
            for (const double x : it->ms)
                v << QString::number(x, 'f', 2);
            std::printf("    %s [%s]: %s\n", qPrintable(what), qPrintable(it.key()), qPrintable(v.join(QLatin1Char(' '))));
        }
    std::fflush(stdout);
}

int usage()
{
    std::fprintf(stderr,
                 "usage: askr-bench-app --desk PATH/askr-desk --db FILE [--db SMALLER_FILE ...]\n"
                 "                      [--idle-seconds N] [--settle-seconds N] [--dwell-ms N] [--window-ms N] [--reps N]\n"
                 "                      [--no-rss] [--no-idle] [--no-retry] [--idle-pages 0,1,...] [--only-idle]\n"
                 "       askr-bench-app --dbhost-ab [--desk PATH/askr-desk] --db FILE [--reps N] [--inner-reps N]\n"
                 "                      [--idle-seconds N] [--settle-seconds N] [--no-figures] [--no-idle] [--no-memory]\n"
                 "With --dbhost-ab: issue 30's criteria before (connections in this process) and\n"
                 "after (in askr-desk-db), interleaved; ratios after/before.\n"
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
        {
            opt.idle = false;
            opt.skipIdle = true;
        }
        else if (a == QLatin1String("--no-retry"))
            opt.retry = false;
        else if (a == QLatin1String("--dbhost-ab"))
            opt.dbhostAb = true;
        else if (a == QLatin1String("--subject") && i + 1 < args.size())
            opt.subject = args[++i];
        else if (a == QLatin1String("--subject-task") && i + 1 < args.size())
            opt.subjectTask = args[++i];
        else if (a == QLatin1String("--page"))
            number(opt.page);
        else if (a == QLatin1String("--visit-dwell-ms"))
            number(opt.visitDwellMs);
        else if (a == QLatin1String("--inner-reps"))
            number(opt.innerReps);
        else if (a == QLatin1String("--counts") && i + 1 < args.size())
            opt.counts = args[++i];
        else if (a == QLatin1String("--no-figures"))
            opt.skipFigures = true;
        else if (a == QLatin1String("--no-memory"))
            opt.skipMemory = true;
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
    if (!opt.subject.isEmpty()) {
        if (opt.dbs.isEmpty() || (opt.subject != QLatin1String("before") && opt.subject != QLatin1String("after")))
            return usage();
        try {
            startSubject(opt);
            return opt.subjectTask == QLatin1String("window") ? subjectWindow(opt) : subjectFigures(opt);
        } catch (const contracts::Error &e) {
            std::fprintf(stderr, "askr-bench-app: %s\n", e.what());
            return 1;
        }
    }
    if (opt.dbhostAb) {
        if (opt.dbs.isEmpty() || !QFileInfo::exists(opt.dbs.first()))
            return usage();
        try {
            dbhostAb(opt);
        } catch (const contracts::Error &e) {
            std::fprintf(stderr, "askr-bench-app: %s\n", e.what());
            return 1;
        }
        return 0;
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
