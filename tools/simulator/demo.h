#pragma once

#include "connection.h"
#include "simulator.h"

#include <QDir>
#include <QString>
#include <QTemporaryDir>

#include <memory>

namespace askr::simulator {

// The live demo: a database in a new temporary folder with the schemas and
// an hour of history, and the workload running on it in background threads.
// The folder and everything in it go when this is destroyed.
class Demo
{
public:
    // Throws contracts::Error when the database cannot be created.
    static std::unique_ptr<Demo> start(double rate = 25, quint32 seed = 1);
    ~Demo();

    // Makes SIGINT and SIGTERM quit the application's event loop rather than
    // kill the process, so that the demo's folder is removed on Ctrl-C too.
    static void quitOnInterrupt();

    QString path() const { return m_path; }
    Simulator &simulator() { return *m_simulator; }

private:
    Demo() = default;
    QTemporaryDir m_dir { QDir::tempPath() + QStringLiteral("/askr-desk-demo-XXXXXX") };
    QString m_path;
    std::unique_ptr<Simulator> m_simulator;
};

} // namespace askr::simulator
