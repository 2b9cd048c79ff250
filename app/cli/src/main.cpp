// askr-deskctl: the command-line tool for scripts and servers without a
// display. No GUI dependency: Qt Core, the storage and contract layers.

#include "cli.h"

#include "askrdesk_version.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QLoggingCategory>
#include <QTranslator>

#include <cstdio>

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("askr"));
    QCoreApplication::setApplicationName(QStringLiteral("askr-deskctl"));
    QCoreApplication::setApplicationVersion(QStringLiteral(ASKRDESK_VERSION_STRING));
    // As the window does: Qt's, English plural forms, then the locale's own (asked first).
    QTranslator qtTranslator, plurals, translator;
    if (qtTranslator.load(QLocale(), QStringLiteral("qtbase"), QStringLiteral("_"), QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        app.installTranslator(&qtTranslator);
    if (plurals.load(QStringLiteral(":/i18n/askr-desk_en")))
        app.installTranslator(&plurals);
    if (translator.load(QLocale(), QStringLiteral("askr-desk"), QStringLiteral("_"), QStringLiteral(":/i18n")))
        app.installTranslator(&translator);
    // Failures reach the user as messages on stderr; the layers' own
    // warnings about them would say the same thing twice.
    if (qEnvironmentVariableIsEmpty("QT_LOGGING_RULES"))
        QLoggingCategory::setFilterRules(QStringLiteral("askr.*.warning=false"));
    QTextStream out(stdout);
    QTextStream err(stderr);
    const int rc = askr::cli::run(QCoreApplication::arguments(), out, err);
    out.flush();
    err.flush();
    return rc;
}
