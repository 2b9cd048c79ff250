#include "commandline.h"
#include "mainwindow.h"

#include "askrdesk_version.h"

#include <QApplication>
#include <QIcon>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("askr"));
    QCoreApplication::setApplicationName(QStringLiteral("askr-desk"));
    QCoreApplication::setApplicationVersion(QStringLiteral(ASKRDESK_VERSION_STRING));
    QGuiApplication::setApplicationDisplayName(QStringLiteral("Askr Desk"));
    QGuiApplication::setDesktopFileName(QStringLiteral("org.askr.desk"));

    QTranslator qtTranslator, translator;
    if (qtTranslator.load(QLocale(), QStringLiteral("qtbase"), QStringLiteral("_"), QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        app.installTranslator(&qtTranslator);
    if (translator.load(QLocale(), QStringLiteral("askr-desk"), QStringLiteral("_"), QStringLiteral(":/i18n")))
        app.installTranslator(&translator);

    const askr::app::Options options = askr::app::parseCommandLine(app);
    askr::app::MainWindow window;
    for (const QString &path : options.databases)
        window.openDatabase(path, options.readOnly ? askr::storage::OpenMode::ReadOnlyLive : askr::storage::OpenMode::Auto);
    window.show();
    return app.exec();
}
