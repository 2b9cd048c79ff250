#include "commandline.h"

#include <QCommandLineParser>
#include <QCoreApplication>

#include <cstdio>

namespace askr::app {

namespace {

struct Parser {
    QCommandLineParser parser;
    QCommandLineOption help;
    QCommandLineOption version;
    QCommandLineOption readOnly{QStringLiteral("read-only"), QCoreApplication::translate("CommandLine", "Open the databases read-only.")};
    QCommandLineOption demo{QStringLiteral("demo"),
                            QCoreApplication::translate("CommandLine", "Create a demo database with a live simulated workload and open it.")};
    QCommandLineOption server{QStringLiteral("server"), QCoreApplication::translate("CommandLine",
        "The arguments are Askr servers' admin addresses (http://HOST:PORT, as given to askr --admin) to watch. The admin token comes from "
        "the keyring, else from ASKR_ADMIN_TOKEN.")};
    QCommandLineOption smoke{QStringLiteral("smoke"), QCoreApplication::translate("CommandLine",
                                                                                  "Show every page once, then quit; exit status 1 if a database could not be shown.")};
    Parser()
        : help(parser.addHelpOption())
        , version(parser.addVersionOption())
    {
        parser.setApplicationDescription(QCoreApplication::translate("CommandLine",
            "Watch and operate the SQLite job queue, cache and pub/sub log of a Redis-free PHP stack."));
        parser.addOption(readOnly);
        parser.addOption(demo);
        parser.addOption(server);
        parser.addOption(smoke);
        parser.addPositionalArgument(QStringLiteral("database"), QCoreApplication::translate("CommandLine", "SQLite database files, or Laravel application folders, to open."),
                                     QStringLiteral("[database...]"));
    }
};

} // namespace

int answerTextOnly(const QCoreApplication &app)
{
    // Printed and returned, not exit()ed as QCommandLineParser::process
    // does: everything is torn down in order (the sanitizers' leak check
    // runs on this path at build time, for the manual page).
    Parser p;
    if (!p.parser.parse(app.arguments())) {
        std::fprintf(stderr, "%s\n", qPrintable(p.parser.errorText()));
        return 2;
    }
    if (p.parser.isSet(p.version))
        std::fprintf(stdout, "%s %s\n", qPrintable(QCoreApplication::applicationName()), qPrintable(QCoreApplication::applicationVersion()));
    else
        std::fputs(qPrintable(p.parser.helpText()), stdout);
    return 0;
}

Options parseCommandLine(const QCoreApplication &app)
{
    Parser p;
    p.parser.process(app);
    Options options;
    options.databases = p.parser.positionalArguments();
    options.readOnly = p.parser.isSet(p.readOnly);
    options.demo = p.parser.isSet(p.demo);
    options.smoke = p.parser.isSet(p.smoke);
    options.servers = p.parser.isSet(p.server);
    return options;
}

} // namespace askr::app
