#pragma once

#include "storage/session.h"

#include "executor.h"

#include <QElapsedTimer>
#include <QMutex>
#include <QThread>
#include <QTemporaryDir>
#include <QWaitCondition>

#include <deque>

namespace askr::storage {

namespace host {
class HostExecutor;
}

// Owns the session's connection and runs its requests one at a time.
class Worker : public QThread
{
public:
    struct Task {
        quint64 id = 0;
        RequestKey key;
        bool write = false;
        Session::Work work;
        QPointer<QObject> context;
        Session::FailFn fail;
        storage::Priority priority = storage::Priority::Background;
    };

    explicit Worker(Session *session);
    ~Worker() override;

    void push(Task task);
    void supersede(const RequestKey &key, quint64 newest);
    void cancel(const RequestKey &key);
    void stop();
    void setClock(std::function<qint64()> clock);
    // While idle, a connection of the database process has the files and
    // the data_version watched there (every everyMs): the session hears of
    // a change at once, and that the database still answers every
    // heartbeatMs, without this thread or the window's waking in between.
    // Zero stops it; a connection in this process is never watched.
    void setWatch(int everyMs, int heartbeatMs);
    std::atomic<quint64> operations{0};

    // Whether the file at the path the connection was opened with is no
    // longer the file it reads (SQLite compares the path's inode with its own).
    static bool fileHasMoved(contracts::Connection &db);
    static QString movedText(const QString &path);
    // What a look at the files found: the main file moved, or (a connection
    // of the database process) its -wal or -shm deleted or replaced, after
    // which the process opened the database anew.
    struct FileCheck {
        bool moved = false;
        QString reopened; // what was found, empty when nothing
        qint64 dataVersion = -1; // read with it (the database process), -1 when not
    };
    static FileCheck checkFiles(contracts::Connection &db);

protected:
    void run() override;

private:
    bool openConnection(Failure &failure);
    void closeConnection();
    // Runs the task; a read whose database process stopped is run once more
    // on the process started again.
    Session::Deliver runTask(Task &task);
    static int progress(void *self);
    // Under m_mutex, with the queue empty.
    bool canWatch() const;
    // One watch; unlocks m_mutex while it waits, relocked on return.
    void watchOnce(QMutexLocker<QMutex> &lock);

    Session *m_session;
    OpenPlan m_plan;
    QMutex m_mutex;
    QWaitCondition m_wake;
    std::deque<Task> m_queue;
    QHash<RequestKey, quint64> m_newest;
    bool m_stop = false;
    std::optional<RequestKey> m_runningKey;
    std::atomic<bool> m_cancelRunning{false};
    std::function<qint64()> m_clock;
    bool m_clockChanged = false;
    std::unique_ptr<contracts::Connection> m_db;
    host::HostExecutor *m_hosted = nullptr; // m_db's executor in the database process, under m_mutex (cancel, expect)
    int m_hostGeneration = 0; // the database process m_db was opened in
    std::unique_ptr<QTemporaryDir> m_copyDir;
    int m_watchEveryMs = 0;
    int m_watchHeartbeatMs = 0;
    // What the session was last told, and when (invalid: not yet on this connection).
    qint64 m_watchVersion = -1;
    bool m_watchMoved = false;
    QElapsedTimer m_sinceWatchTold;
    bool m_watchFailed = false; // the last watch failed: wait a while before the next
};

} // namespace askr::storage
