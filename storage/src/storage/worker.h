#pragma once

#include "storage/session.h"

#include <QMutex>
#include <QThread>
#include <QTemporaryDir>
#include <QWaitCondition>

#include <deque>

namespace askr::storage {

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
    std::atomic<quint64> operations{0};

    // Whether the file at the path the connection was opened with is no
    // longer the file it reads (SQLite compares the path's inode with its own).
    static bool fileHasMoved(contracts::Connection &db);
    static QString movedText(const QString &path);

protected:
    void run() override;

private:
    bool openConnection(Failure &failure);
    static int progress(void *self);

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
    std::unique_ptr<QTemporaryDir> m_copyDir;
};

} // namespace askr::storage
