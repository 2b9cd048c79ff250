#include "demo.h"

#include "askr_contracts_api.h"
#include "operations/database/schemas.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QStandardPaths>
#include <QTimer>

#include <atomic>
#include <csignal>

#include <sqlite3.h>

namespace askr::simulator {

QString Demo::defaultFolder()
{
    const QByteArray env = qgetenv("ASKR_DESK_DATA_DIR");
    const QString base = env.isEmpty() ? QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) : QFile::decodeName(env);
    return QDir(base).filePath(QStringLiteral("demo"));
}

std::unique_ptr<Demo> Demo::start(double rate, quint32 seed, const QString &folder)
{
    std::unique_ptr<Demo> demo(new Demo);
    QString dir = folder;
    if (dir.isEmpty()) {
        demo->m_dir = std::make_unique<QTemporaryDir>(QDir::tempPath() + QStringLiteral("/askr-desk-demo-XXXXXX"));
        if (!demo->m_dir->isValid())
            throw contracts::Error(SQLITE_CANTOPEN,
                QCoreApplication::translate("Demo", "Could not create a folder for the demo database in %1: %2. Check that it is writable.")
                    .arg(QDir::tempPath(), demo->m_dir->errorString()));
        dir = demo->m_dir->path();
    } else if (!QDir().mkpath(dir)) {
        throw contracts::Error(SQLITE_CANTOPEN,
            QCoreApplication::translate("Demo", "Could not create a folder for the demo database in %1: %2. Check that it is writable.")
                .arg(dir, QCoreApplication::translate("Demo", "permission denied or not a folder")));
    }
    demo->m_path = QDir(dir).filePath(QStringLiteral("askr-demo.sqlite"));
    // Created only if missing (O_EXCL): an existing demo database is used
    // again as it is, and never opened here other than by SQLite (another
    // demo may have it open).
    bool created = false;
    {
        QFile file(demo->m_path);
        created = file.open(QIODevice::WriteOnly | QIODevice::NewOnly); // an empty file is an empty database
    }
    {
        auto db = openWorkerConnection(demo->m_path);
        operations::database::installSchemas(*db);
        if (created)
            seedHistory(*db, seed);
    }
    Options options;
    options.path = demo->m_path;
    options.rate = rate;
    options.seed = seed;
    demo->m_simulator = std::make_unique<Simulator>(options);
    demo->m_simulator->start();
    return demo;
}

namespace {

std::atomic<bool> g_quit { false };

extern "C" void onQuitSignal(int)
{
    g_quit = true;
}

} // namespace

void Demo::quitOnInterrupt()
{
    struct sigaction sa = {};
    sa.sa_handler = onQuitSignal;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGINT, &sa, nullptr);
    sigaction(SIGTERM, &sa, nullptr);
    // Only async-signal-safe work in the handler; the event loop polls.
    auto *timer = new QTimer(QCoreApplication::instance());
    QObject::connect(timer, &QTimer::timeout, QCoreApplication::instance(), [] {
        if (g_quit)
            QCoreApplication::quit();
    });
    timer->start(200);
}

Demo::~Demo()
{
    if (m_simulator)
        m_simulator->stop();
}

} // namespace askr::simulator
