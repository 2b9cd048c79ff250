#include "commandline.h"
#include "mainwindow.h"
#include "serverroster.h"

#include "askrdesk_version.h"
#include "views/databaseview.h"
#include "demo.h"
#include "storage/appdata.h"
#include "operations/laravel/laravelapp.h"
#include "storage/host/dbhost.h"

#include <QApplication>
#include <QFile>
#include <QIcon>
#include <QLibraryInfo>
#include <QLocale>
#include <QMessageBox>
#include <QTimer>
#include <QTranslator>
#include <QTreeWidget>

#include <cstdio>

namespace {

// Shows every page in the sidebar in turn, dwellMs apart, prints the resident
// memory after each (docs/performance.md), and quits. With checkProblems (the
// --smoke check of the quick start) the exit status is 1 when there was no
// page to show or a database shows a problem instead of its pages.
void visitAllPages(askr::app::MainWindow &window, int dwellMs, bool checkProblems)
{
    auto *sidebar = window.findChild<QTreeWidget *>(QStringLiteral("sidebar"));
    QList<QTreeWidgetItem *> pages;
    for (int i = 0; sidebar && i < sidebar->topLevelItemCount(); ++i)
        for (int p = 0; p < sidebar->topLevelItem(i)->childCount(); ++p)
            pages << sidebar->topLevelItem(i)->child(p);
    auto *timer = new QTimer(&window);
    QObject::connect(timer, &QTimer::timeout, &window, [&window, sidebar, pages, checkProblems, next = 0]() mutable {
        QFile status(QStringLiteral("/proc/self/status"));
        QByteArray rss;
        if (status.open(QIODevice::ReadOnly))
            for (const QByteArray &line : status.readAll().split('\n'))
                if (line.startsWith("VmRSS:"))
                    rss = line.simplified();
        if (next > 0)
            // The page's name without its problem mark ("Queues  ⚠ 2"): readers match on it.
            std::fprintf(stderr, "askr-desk: visited %s: %s\n", qPrintable(pages[next - 1]->text(0).section(QStringLiteral("  ⚠"), 0, 0)), rss.constData());
        if (next < pages.size()) {
            sidebar->setCurrentItem(pages[next++]);
            return;
        }
        int failed = 0;
        if (checkProblems) {
            const auto views = window.views();
            if (pages.isEmpty() || views.isEmpty()) {
                std::fprintf(stderr, "askr-desk: no database was opened\n");
                failed = 1;
            }
            for (const auto *view : views)
                if (!view->problem().isEmpty()) {
                    std::fprintf(stderr, "askr-desk: %s\n", qPrintable(view->problem()));
                    failed = 1;
                }
        }
        QCoreApplication::exit(failed);
    });
    timer->start(dwellMs);
}

// For the benchmarks: starts on page N of the first database (0 Overview,
// 1 Queues, ...), to measure what each page costs while idle.
void showPage(QMainWindow &window, int page)
{
    auto *sidebar = window.findChild<QTreeWidget *>(QStringLiteral("sidebar"));
    if (sidebar && sidebar->topLevelItemCount() > 0 && page >= 0 && page < sidebar->topLevelItem(0)->childCount())
        sidebar->setCurrentItem(sidebar->topLevelItem(0)->child(page));
}

// Qt's catalogue, English plural forms, then the locale's own: the one
// installed last is asked first, so the locale's catalogue wins where it has
// a text, and the plurals stand in under every language.
struct Translators {
    QTranslator qt, plurals, own;
    Translators()
    {
        if (qt.load(QLocale(), QStringLiteral("qtbase"), QStringLiteral("_"), QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            QCoreApplication::installTranslator(&qt);
        if (plurals.load(QStringLiteral(":/i18n/askr-desk_en")))
            QCoreApplication::installTranslator(&plurals);
        if (own.load(QLocale(), QStringLiteral("askr-desk"), QStringLiteral("_"), QStringLiteral(":/i18n")))
            QCoreApplication::installTranslator(&own);
    }
};

void setIdentity()
{
    QCoreApplication::setOrganizationName(QStringLiteral("askr"));
    QCoreApplication::setApplicationName(QStringLiteral("askr-desk"));
    QCoreApplication::setApplicationVersion(QStringLiteral(ASKRDESK_VERSION_STRING));
}

// --help and --version print text: they must work without a display (in a
// terminal over ssh, in a package's checks), where QApplication aborts.
bool asksForTextOnly(int argc, char **argv)
{
    for (int i = 1; i < argc; ++i) {
        const QByteArray arg(argv[i]);
        if (arg == "--")
            break;
        if (arg == "-h" || arg == "-?" || arg == "--help" || arg == "--help-all" || arg == "-v" || arg == "--version")
            return true;
    }
    return false;
}

} // namespace

int main(int argc, char **argv)
{
    if (asksForTextOnly(argc, argv)) {
        QCoreApplication core(argc, argv);
        setIdentity();
        Translators translators;
        return askr::app::answerTextOnly(core);
    }
    QApplication app(argc, argv);
    setIdentity();
    QGuiApplication::setApplicationDisplayName(QStringLiteral("Askr Desk"));
    QGuiApplication::setDesktopFileName(QStringLiteral("org.askr.desk"));
    Translators translators;

    const askr::app::Options options = askr::app::parseCommandLine(app);
    // Before anything opens a database (the demo's writers included): every
    // connection lives in the database process, none in this one.
    askr::storage::DbHost::start();
    askr::storage::DbHost::routeEveryFileOpen();
    // --demo: a database in the app's data folder, kept between runs (so is
    // its history), with a workload running on it in background threads.
    // Declared before the window, so that it outlives the window's sessions.
    std::unique_ptr<askr::simulator::Demo> demo;
    QString demoError;
    if (options.demo) {
        try {
            demo = askr::simulator::Demo::start(25, 1, askr::simulator::Demo::defaultFolder());
            askr::simulator::Demo::quitOnInterrupt();
        } catch (const askr::contracts::Error &e) {
            demoError = e.message();
        }
    }
    askr::app::MainWindow window;
    if (demo)
        window.openDatabase(demo->path());
    for (const QString &path : options.databases)
        if (options.servers)
            window.servers()->openWithStoredToken(path);
        else if (askr::operations::laravel::LaravelApp::looksLikeApp(path))
            window.openApplication(path, options.readOnly ? askr::storage::OpenMode::ReadOnlyLive : askr::storage::OpenMode::Auto);
        else
            window.openDatabase(path, options.readOnly ? askr::storage::OpenMode::ReadOnlyLive : askr::storage::OpenMode::Auto);
    window.show();
    if (!demoError.isEmpty() && !options.smoke)
        QMessageBox::warning(&window, QCoreApplication::translate("main", "Demo"),
                             QCoreApplication::translate("main", "The demo database could not be created: %1").arg(demoError));
    const int dwell = qEnvironmentVariableIsSet("ASKR_DESK_VISIT_DWELL_MS") ? qEnvironmentVariableIntValue("ASKR_DESK_VISIT_DWELL_MS") : 5000;
    if (options.smoke) {
        if (!demoError.isEmpty()) {
            std::fprintf(stderr, "askr-desk: %s\n", qPrintable(demoError));
            return 1;
        }
        visitAllPages(window, qEnvironmentVariableIsSet("ASKR_DESK_VISIT_DWELL_MS") ? dwell : 1500, true);
    } else if (qEnvironmentVariableIsSet("ASKR_DESK_VISIT_ALL_PAGES"))
        visitAllPages(window, dwell, false);
    else if (qEnvironmentVariableIsSet("ASKR_DESK_SHOW_PAGE"))
        showPage(window, qEnvironmentVariableIntValue("ASKR_DESK_SHOW_PAGE"));
    // Settings may hold a remembered token: readable by the user only.
    askr::storage::keepSettingsPrivate();
    const int status = app.exec();
    askr::storage::keepSettingsPrivate();
    return status;
}
