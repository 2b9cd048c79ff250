#pragma once

#include "connection.h"
#include "simulator.h"

#include <QDir>
#include <QString>
#include <QTemporaryDir>

#include <memory>

namespace askr::simulator {

// The live demo: a database with the schemas and an hour of history, and
// the workload running on it in background threads. In a new temporary
// folder, which goes when this is destroyed; or, given a folder, in a file
// there that is kept and used again by the next demo (so that the app's
// history of it carries over between runs).
class Demo
{
public:
    // Throws contracts::Error when the database cannot be created.
    static std::unique_ptr<Demo> start(double rate = 25, quint32 seed = 1, const QString &folder = {});
    // Where the app keeps its demo database: ASKR_DESK_DATA_DIR (tests) or
    // the app data location, under demo/.
    static QString defaultFolder();
    ~Demo();

    // Makes SIGINT and SIGTERM quit the application's event loop rather than
    // kill the process, so that the demo's folder is removed on Ctrl-C too.
    static void quitOnInterrupt();

    QString path() const { return m_path; }
    Simulator &simulator() { return *m_simulator; }

private:
    Demo() = default;
    std::unique_ptr<QTemporaryDir> m_dir; // null for a kept folder
    QString m_path;
    std::unique_ptr<Simulator> m_simulator;
};

} // namespace askr::simulator
