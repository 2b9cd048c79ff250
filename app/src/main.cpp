#include "commandline.h"
#include "mainwindow.h"

#include "askrdesk_version.h"
#include "demo.h"

#include <QApplication>
#include <QIcon>
#include <QLibraryInfo>
#include <QLocale>
#include <QMessageBox>
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
    // --demo: a database in a temporary folder with a workload running on it
    // in background threads. Declared before the window, so that it outlives
    // the window's sessions and its folder is removed last.
    std::unique_ptr<askr::simulator::Demo> demo;
    QString demoError;
    if (options.demo) {
        try {
            demo = askr::simulator::Demo::start();
            askr::simulator::Demo::quitOnInterrupt();
        } catch (const askr::contracts::Error &e) {
            demoError = e.message();
        }
    }
    askr::app::MainWindow window;
    if (demo)
        window.openDatabase(demo->path());
    for (const QString &path : options.databases)
        window.openDatabase(path, options.readOnly ? askr::storage::OpenMode::ReadOnlyLive : askr::storage::OpenMode::Auto);
    window.show();
    if (!demoError.isEmpty())
        QMessageBox::warning(&window, QCoreApplication::translate("main", "Demo"),
                             QCoreApplication::translate("main", "The demo database could not be created: %1").arg(demoError));
    return app.exec();
}
