#include "storage/worker.h"
#include "storage/host/filecheck.h"
#include "storage/host/dbhost.h"
#include "storage/host/hostexecutor.h"
#include "storage/opener.h"

#include "askr_contracts_api.h"
#include "storage_debug.h"

#include <QCoreApplication>
#include <QElapsedTimer>

#include <sqlite3.h>

namespace askr::storage {

using namespace askr::contracts;

namespace {

Failure toFailure(const Error &e)
{
    Failure f;
    f.code = e.code();
    f.message = e.message();
    f.operation = e.operation();
    f.parameters = e.parameters();
    f.cancelled = e.code() == SQLITE_INTERRUPT;
    return f;
}

bool processLost(const Error &e)
{
    return e.extendedCode() == host::ProcessLostCode;
}

host::HostExecutor *hosted(Connection &db)
{
    return dynamic_cast<host::HostExecutor *>(db.remote());
}

} // namespace

Worker::FileCheck Worker::checkFiles(Connection &db)
{
    FileCheck check;
    if (auto *host = hosted(db)) {
        QString message;
        const host::FileState state = host->fileState(&message, &check.dataVersion);
        check.moved = state == host::FileState::Moved;
        if (state == host::FileState::Reopened)
            check.reopened = message;
        return check;
    }
    check.moved = fileHasMoved(db);
    return check;
}

bool Worker::fileHasMoved(Connection &db)
{
    if (auto *host = hosted(db))
        return host->fileState(nullptr) == host::FileState::Moved;
    return host::mainFileHasMoved(db.handle()); // a server's database has none: false
}

QString Worker::movedText(const QString &path)
{
    return QCoreApplication::translate("askr::storage::Session",
                                       "%1 was moved, renamed, deleted or replaced after it was opened. What is shown is the file as it was opened, and "
                                       "nothing is written to it. Close it and open the file again (File ▸ Reopen As) to see what is there now.")
        .arg(path);
}

Worker::Worker(Session *session)
    : m_session(session)
    , m_plan(session->plan())
{
    setObjectName(QStringLiteral("askr-worker"));
}

Worker::~Worker()
{
    stop();
    wait();
}

void Worker::push(Task task)
{
    QMutexLocker lock(&m_mutex);
    if (!task.key.isNull())
        m_newest.insert(task.key, task.id);
    // Behind every task of the same or a higher priority (see Priority):
    // the schema before pages that would each wait out a locked file; an
    // action before refreshes that keep coming while the database changes;
    // what is on screen before what hidden pages prepared (at a million rows
    // their reads take seconds).
    auto it = m_queue.begin();
    while (it != m_queue.end() && it->priority <= task.priority)
        ++it;
    m_queue.insert(it, std::move(task));
    // An idle worker's request wakes the database process's thread, asleep
    // since the last one. Told now, it wakes while this worker does (each
    // wake-up costs tens of µs on a virtual machine), and looks for the
    // request awake.
    if (m_hosted && !m_runningKey && m_queue.size() == 1)
        m_hosted->expect();
    m_wake.wakeOne();
}

void Worker::supersede(const RequestKey &key, quint64 newest)
{
    QMutexLocker lock(&m_mutex);
    m_newest.insert(key, newest);
}

void Worker::cancel(const RequestKey &key)
{
    QMutexLocker lock(&m_mutex);
    for (auto it = m_queue.begin(); it != m_queue.end();) {
        if (it->key == key) {
            QMetaObject::invokeMethod(m_session, [s = m_session, key] { s->dropped(key); }, Qt::QueuedConnection);
            it = m_queue.erase(it);
        } else {
            ++it;
        }
    }
    if (m_runningKey == key) {
        m_cancelRunning = true;
        if (m_hosted)
            m_hosted->interrupt();
    }
}

void Worker::stop()
{
    QMutexLocker lock(&m_mutex);
    m_stop = true;
    m_queue.clear();
    m_cancelRunning = true;
    if (m_hosted)
        m_hosted->interrupt();
    m_wake.wakeAll();
}

void Worker::setWatch(int everyMs, int heartbeatMs)
{
    QMutexLocker lock(&m_mutex);
    m_watchEveryMs = everyMs;
    m_watchHeartbeatMs = heartbeatMs;
    m_wake.wakeAll();
}

bool Worker::canWatch() const
{
    return m_watchEveryMs > 0 && m_hosted && m_db && !m_db->inTransaction() && m_hostGeneration == DbHost::generation();
}

void Worker::watchOnce(QMutexLocker<QMutex> &lock)
{
    host::HostExecutor *hosted = m_hosted;
    const qint64 knownVersion = m_watchVersion;
    const bool knownMoved = m_watchMoved;
    const int everyMs = m_watchEveryMs;
    const int forMs = m_sinceWatchTold.isValid() ? int(qMax<qint64>(0, m_watchHeartbeatMs - m_sinceWatchTold.elapsed())) : 0;
    lock.unlock();
    FileCheck check;
    bool ok = false;
    try {
        QString message;
        const host::FileState state = hosted->watch(knownVersion, knownMoved, everyMs, forMs, &message, &check.dataVersion, [this, hosted] {
            // A request queued before the watch went out told the process
            // before the watch came: told again, or it would wait for the
            // heartbeat.
            QMutexLocker queued(&m_mutex);
            if (!m_queue.empty() || m_stop)
                hosted->expect();
        });
        check.moved = state == host::FileState::Moved;
        if (state == host::FileState::Reopened)
            check.reopened = message;
        ok = true;
    } catch (const Error &e) {
        qCDebug(ASKR_STORAGE) << "watch failed:" << e.message();
        if (processLost(e))
            closeConnection(); // the session hears of it from DbHost; the next request reopens
    }
    lock.relock();
    if (!ok) {
        m_watchFailed = true;
        return;
    }
    const bool news = check.dataVersion != knownVersion || check.moved != knownMoved || !check.reopened.isEmpty();
    if (!news && m_sinceWatchTold.isValid() && m_sinceWatchTold.elapsed() < m_watchHeartbeatMs)
        return; // ended by a request: watched again when idle
    m_watchVersion = check.dataVersion;
    m_watchMoved = check.moved;
    m_sinceWatchTold.start();
    QMetaObject::invokeMethod(m_session, [s = m_session, check] { s->polled(check.dataVersion, check.moved, check.reopened); }, Qt::QueuedConnection);
}

void Worker::setClock(std::function<qint64()> clock)
{
    QMutexLocker lock(&m_mutex);
    m_clock = std::move(clock);
    m_clockChanged = true;
}

int Worker::progress(void *self)
{
    // Non-zero interrupts the running statement (cancel, or shutdown).
    return static_cast<Worker *>(self)->m_cancelRunning.load() ? 1 : 0;
}

bool Worker::openConnection(Failure &failure)
{
    try {
        const int generation = DbHost::generation();
        OpenedDatabase opened = openPlanned(m_plan);
        QMutexLocker lock(&m_mutex);
        m_db = std::move(opened.db);
        m_copyDir = std::move(opened.copyDir);
        if (m_db->handle())
            sqlite3_progress_handler(m_db->handle(), 1000, &Worker::progress, this);
        m_hosted = hosted(*m_db);
        m_hostGeneration = generation;
        // The session is told what the new connection sees at once.
        m_watchVersion = -1;
        m_watchMoved = false;
        m_sinceWatchTold.invalidate();
        m_watchFailed = false; // a watch that failed with the old one does not delay the new
        m_db->onOperation = [this](const OperationDef &) { ++operations; };
        m_clockChanged = bool(m_clock); // a new connection has SQLite's own clock
        return true;
    } catch (const Error &e) {
        failure = toFailure(e);
        return false;
    }
}

void Worker::run()
{
    Failure openFailure;
    // A file that cannot be opened stays so; a server may come back: it is
    // tried again after 1 s, 2 s, 4 s ... up to every 30 s.
    int retryMs = 1000;
    bool failedBefore = false;
    while (!openConnection(openFailure)) {
        if (!failedBefore)
            QMetaObject::invokeMethod(m_session, [s = m_session, msg = openFailure.message] { Q_EMIT s->openFailed(msg); }, Qt::QueuedConnection);
        failedBefore = true;
        // Fail everything queued and everything that comes meanwhile.
        QElapsedTimer waited;
        waited.start();
        for (;;) {
            Task task;
            {
                QMutexLocker lock(&m_mutex);
                if (m_queue.empty() && !m_stop) {
                    if (!m_plan.remote)
                        m_wake.wait(&m_mutex);
                    else if (const qint64 left = retryMs - waited.elapsed(); left > 0)
                        m_wake.wait(&m_mutex, quint64(left));
                }
                if (m_stop)
                    return;
                if (m_queue.empty()) {
                    if (m_plan.remote && waited.elapsed() >= retryMs)
                        break;
                    continue;
                }
                task = std::move(m_queue.front());
                m_queue.pop_front();
            }
            QMetaObject::invokeMethod(m_session, [s = m_session, task, openFailure] { s->fail(task.id, task.key, task.context, task.fail, openFailure); },
                                      Qt::QueuedConnection);
        }
        retryMs = qMin(retryMs * 2, 30000);
    }
    QMetaObject::invokeMethod(m_session, [s = m_session, failedBefore] {
        s->m_open = true;
        Q_EMIT s->opened();
        if (failedBefore) {
            // What failed while the server was away is asked again.
            s->reinspect();
            Q_EMIT s->changed();
        }
    }, Qt::QueuedConnection);

    for (;;) {
        Task task;
        {
            QMutexLocker lock(&m_mutex);
            while (m_queue.empty() && !m_stop) {
                if (!canWatch()) {
                    m_wake.wait(&m_mutex);
                } else if (std::exchange(m_watchFailed, false)) {
                    m_wake.wait(&m_mutex, QDeadlineTimer(m_watchEveryMs));
                } else {
                    watchOnce(lock);
                }
            }
            if (m_stop)
                break;
            task = std::move(m_queue.front());
            m_queue.pop_front();
            // A newer request with the same key is queued: skip this one
            // (the session still counts it as in flight until told).
            if (!task.key.isNull() && m_newest.value(task.key) != task.id) {
                QMetaObject::invokeMethod(m_session, [s = m_session, key = task.key] { s->dropped(key); }, Qt::QueuedConnection);
                continue;
            }
            m_runningKey = task.key;
            m_cancelRunning = false;
        }
        Session::Deliver deliver;
        Failure failure;
        bool ok = false;
        QElapsedTimer took;
        took.start();
        try {
            deliver = runTask(task);
            ok = true;
        } catch (const Error &e) {
            failure = toFailure(e);
            if (processLost(e)) {
                closeConnection();
                if (task.write) {
                    failure.outcomeUnknown = true;
                    failure.message = QCoreApplication::translate("askr::storage::Session",
                                                                  "Outcome unknown: the database process stopped while this action ran, so it may or may "
                                                                  "not have been applied. It is started again and the database reopened; look at the list "
                                                                  "again (it refreshes by itself) or ask askr-deskctl before you repeat the action.");
                }
            }
        } catch (const std::exception &e) {
            failure.message = QString::fromUtf8(e.what());
        }
        // QT_LOGGING_RULES="askr.storage.debug=true" shows what the worker
        // spends its time on (for the idle and first-paint benchmarks).
        if (!task.key.isPoll())
            qCDebug(ASKR_STORAGE) << "request" << task.key.describe() << "priority" << int(task.priority) << "took" << took.elapsed() << "ms" << (ok ? "" : "failed");
        {
            QMutexLocker lock(&m_mutex);
            m_runningKey.reset();
            if (m_cancelRunning && !ok)
                failure.cancelled = true;
        }
        if (ok)
            QMetaObject::invokeMethod(m_session, [s = m_session, task, deliver] { s->deliver(task.id, task.key, task.context, deliver, task.write); },
                                      Qt::QueuedConnection);
        else
            QMetaObject::invokeMethod(m_session, [s = m_session, task, failure] { s->fail(task.id, task.key, task.context, task.fail, failure); },
                                      Qt::QueuedConnection);
    }
    closeConnection();
}

void Worker::closeConnection()
{
    QMutexLocker lock(&m_mutex);
    m_hosted = nullptr;
    m_db.reset();
    m_copyDir.reset();
}

Session::Deliver Worker::runTask(Task &task)
{
    for (int attempt = 0;; ++attempt) {
        // The database process was started again since this connection
        // was opened: it is gone, whatever the channel says yet.
        if (m_db && m_hosted && m_hostGeneration != DbHost::generation())
            closeConnection();
        if (!m_db) {
            // The database process was started again: open there anew.
            Failure failure;
            if (!openConnection(failure)) {
                Error e(failure.code, failure.message, failure.operation);
                throw e;
            }
        }
        {
            QMutexLocker lock(&m_mutex);
            if (m_clockChanged) {
                m_db->setClock(m_clock);
                m_clockChanged = false;
            }
        }
        try {
            // An action on a file that was deleted or replaced would change a
            // file nobody sees any more (in WAL mode SQLite does not refuse it).
            if (task.write && !m_plan.copyFirst && fileHasMoved(*m_db))
                throw Error(SQLITE_READONLY_DBMOVED, QCoreApplication::translate("askr::storage::Session", "Nothing was changed: %1").arg(movedText(m_plan.path)));
            Session::Deliver deliver = task.work(*m_db);
            // Done only when the commit is in the files other processes
            // see: a -wal deleted under the connection takes it along.
            if (task.write && !m_plan.copyFirst && hosted(*m_db)) {
                const FileCheck check = checkFiles(*m_db);
                if (check.moved || !check.reopened.isEmpty())
                    throw Error(SQLITE_IOERR, QCoreApplication::translate("askr::storage::Session",
                                                                          "The change was written to a file that other processes no longer see "
                                                                          "(%1), so it is lost. The database was opened again; look at it and "
                                                                          "repeat the action.")
                                                  .arg(check.moved ? movedText(m_plan.path) : check.reopened));
            }
            return deliver;
        } catch (const Error &e) {
            if (!processLost(e) || task.write || attempt > 0)
                throw;
            closeConnection(); // a read: once more, on the new process
        }
    }
}

} // namespace askr::storage
