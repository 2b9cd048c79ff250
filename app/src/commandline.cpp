#include "commandline.h"

#include <QCommandLineParser>
#include <QCoreApplication>

namespace askr::app {

Options parseCommandLine(const QCoreApplication &app)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate("CommandLine",
        "Watch and operate the SQLite job queue, cache and pub/sub log of a Redis-free PHP stack."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption readOnly(QStringLiteral("read-only"),
                                      QCoreApplication::translate("CommandLine", "Open the databases read-only."));
    const QCommandLineOption demo(QStringLiteral("demo"),
                                  QCoreApplication::translate("CommandLine", "Create a demo database with a live simulated workload and open it."));
    const QCommandLineOption smoke(QStringLiteral("smoke"),
                                   QCoreApplication::translate("CommandLine", "Show every page once, then quit; exit status 1 if a database could not be shown."));
    parser.addOption(readOnly);
    parser.addOption(demo);
    parser.addOption(smoke);
    parser.addPositionalArgument(QStringLiteral("database"), QCoreApplication::translate("CommandLine", "SQLite database files to open."),
                                 QStringLiteral("[database...]"));
    parser.process(app);
    Options options;
    options.databases = parser.positionalArguments();
    options.readOnly = parser.isSet(readOnly);
    options.demo = parser.isSet(demo);
    options.smoke = parser.isSet(smoke);
    return options;
}

} // namespace askr::app
