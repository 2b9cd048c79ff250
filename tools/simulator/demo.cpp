#include "demo.h"

#include "askr_contracts_api.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QTimer>

#include <atomic>
#include <csignal>

#include <sqlite3.h>

namespace askr::simulator {

std::unique_ptr<Demo> Demo::start(double rate, quint32 seed)
{
    std::unique_ptr<Demo> demo(new Demo);
    if (!demo->m_dir.isValid())
        throw contracts::Error(SQLITE_CANTOPEN,
            QCoreApplication::translate("Demo", "Could not create a folder for the demo database in %1: %2. Check that it is writable.")
                .arg(QDir::tempPath(), demo->m_dir.errorString()));
    demo->m_path = demo->m_dir.filePath(QStringLiteral("askr-demo.sqlite"));
    {
        QFile file(demo->m_path);
        file.open(QIODevice::WriteOnly); // an empty file is an empty database
    }
    {
        auto db = openWorkerConnection(demo->m_path);
        installSchemas(*db);
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
