#pragma once

#include <QObject>
#include <QProcess>
#include <QString>
#include <QTemporaryDir>

#include <condition_variable>
#include <memory>
#include <mutex>

namespace askr::storage {

// The database process of the window's process: every SQLite connection of
// the app (watched databases, the history and activity files, the demo's
// writers) lives in askr-desk-db, never in the process that runs GUI code.
// On POSIX, closing any descriptor of a file drops every lock the process
// holds on it, and a window runs code that opens files we do not control
// (Qt's file dialog reads every file of a folder to type it); SQLite's
// locks are then gone and another process may delete the -wal under us.
// Here the window holds no lock to lose (docs/reliability.md).
//
// Connections reach the process through a Unix socket in a private folder,
// one channel each (HostExecutor). When the process stops it is started
// again; each session's worker reopens its database on its next request.
class DbHost : public QObject
{
    Q_OBJECT
public:
    // Starts the process; every session, the history and the activity file
    // open their databases there from now on. Idempotent. False, with the
    // reason, when it cannot be started; opening then fails with that
    // reason (never falls back to a connection in this process).
    static bool start(QString *error = nullptr);
    // Also every other Connection::open of a file in this process (the
    // demo's writers): main() calls it. Tests keep their own fixtures'
    // connections in the test process.
    static void routeEveryFileOpen();
    static DbHost *instance();
    static bool isActive() { return instance() != nullptr; }
    // askr-desk-db next to this program, or ASKR_DESK_DB_PROGRAM.
    static QString program();

    // A new channel to the process (any thread); waits while it restarts.
    // -1 with the reason when it cannot be reached.
    static int connectChannel(QString *error);
    // Grows with every start of the process (any thread): a connection
    // opened under an older one is gone.
    static int generation();

    qint64 processId() const;

Q_SIGNALS:
    // The process stopped unexpectedly: what the open pages show is as of
    // their last read until the restart. Emitted before it is restarted.
    void stopped(const QString &reason);
    // A new process is listening; the sessions reopen and read again.
    void restarted();

private:
    DbHost();
    ~DbHost() override;
    bool launch(QString *error);
    void finished(int exitCode, QProcess::ExitStatus status);
    void shutDown();

    QTemporaryDir m_dir;
    QProcess *m_process = nullptr;
    bool m_quitting = false;
    int m_restarts = 0;
    qint64 m_firstRestartAt = 0;
    QString m_lastStop;
    // What workers connect to, guarded: they connect from their threads.
    std::mutex m_mutex;
    std::condition_variable m_changed;
    QString m_socketPath;
    int m_generation = 0;
    bool m_failed = false;
    QString m_failure;
};

} // namespace askr::storage
