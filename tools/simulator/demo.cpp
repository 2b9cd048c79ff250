#include "demo.h"

#include "askr_contracts_api.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>

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

Demo::~Demo()
{
    if (m_simulator)
        m_simulator->stop();
}

} // namespace askr::simulator
