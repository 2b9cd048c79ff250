#include "session.h"
#include "opener.h"
#include "worker.h"

#include "askr_contracts_api.h"
#include "storage_debug.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QDateTime>

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
    f.cancelled = e.code() == SQLITE_INTERRUPT;
    return f;
}

// Whether the file at the path the connection was opened with is no longer
// the file it reads (SQLite compares the inode of the path with its own).
bool fileHasMoved(Connection &db)
{
    int moved = 0;
    if (sqlite3_file_control(db.handle(), "main", SQLITE_FCNTL_HAS_MOVED, &moved) != SQLITE_OK)
        return false;
    return moved != 0;
}

QString movedText(const QString &path)
{
    return QCoreApplication::translate("askr::storage::Session",
                                       "%1 was moved, renamed, deleted or replaced after it was opened. What is shown is the file as it was opened, and "
                                       "nothing is written to it. Close it and open the file again (File ▸ Reopen As) to see what is there now.")
        .arg(path);
}

} // namespace

// ---- Worker ---------------------------------------------------------------

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
    if (!task.key.isEmpty())
        m_newest.insert(task.key, task.id);
    // The schema decides what every page may ask, so reading it goes first:
    // behind pages that queued early it would wait out each one's busy
    // timeout on a locked file before the user is told why nothing shows.
    if (task.key == QLatin1String("__schema")) {
        m_queue.push_front(std::move(task));
    } else if (task.shown) {
        // What is on screen goes before what hidden pages prepared (in the
        // order asked): at a million rows their reads take seconds.
        auto it = m_queue.begin();
        while (it != m_queue.end() && (it->shown || it->key == QLatin1String("__schema")))
            ++it;
        m_queue.insert(it, std::move(task));
    } else {
        m_queue.push_back(std::move(task));
    }
    m_wake.wakeOne();
}

void Worker::supersede(const QString &key, quint64 newest)
{
    QMutexLocker lock(&m_mutex);
    m_newest.insert(key, newest);
}

void Worker::cancel(const QString &key)
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
    if (m_runningKey == key)
        m_cancelRunning = true;
}

void Worker::stop()
{
    QMutexLocker lock(&m_mutex);
    m_stop = true;
    m_queue.clear();
    m_cancelRunning = true;
    m_wake.wakeAll();
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
        OpenedDatabase opened = openPlanned(m_plan);
        m_db = std::move(opened.db);
        m_copyDir = std::move(opened.copyDir);
        sqlite3_progress_handler(m_db->handle(), 1000, &Worker::progress, this);
        return true;
    } catch (const Error &e) {
        failure = toFailure(e);
        return false;
    }
}

void Worker::run()
{
    Failure openFailure;
    if (!openConnection(openFailure)) {
        QMetaObject::invokeMethod(m_session, [s = m_session, msg = openFailure.message] { Q_EMIT s->openFailed(msg); }, Qt::QueuedConnection);
        // Fail everything queued and everything that comes later.
        for (;;) {
            Task task;
            {
                QMutexLocker lock(&m_mutex);
                while (m_queue.empty() && !m_stop)
                    m_wake.wait(&m_mutex);
                if (m_stop)
                    return;
                task = std::move(m_queue.front());
                m_queue.pop_front();
            }
            QMetaObject::invokeMethod(m_session, [s = m_session, task, openFailure] { s->fail(task.id, task.key, task.context, task.fail, openFailure); },
                                      Qt::QueuedConnection);
        }
    }
    m_db->onOperation = [this](const OperationDef &) { ++operations; };
    QMetaObject::invokeMethod(m_session, [s = m_session] {
        s->m_open = true;
        Q_EMIT s->opened();
    }, Qt::QueuedConnection);

    for (;;) {
        Task task;
        {
            QMutexLocker lock(&m_mutex);
            while (m_queue.empty() && !m_stop)
                m_wake.wait(&m_mutex);
            if (m_stop)
                break;
            task = std::move(m_queue.front());
            m_queue.pop_front();
            // A newer request with the same key is queued: skip this one
            // (the session still counts it as in flight until told).
            if (!task.key.isEmpty() && m_newest.value(task.key) != task.id) {
                QMetaObject::invokeMethod(m_session, [s = m_session, key = task.key] { s->dropped(key); }, Qt::QueuedConnection);
                continue;
            }
            if (m_clockChanged) {
                m_db->setClock(m_clock);
                m_clockChanged = false;
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
            // An action on a file that was deleted or replaced would change a
            // file nobody sees any more (in WAL mode SQLite does not refuse it).
            if (task.write && !m_plan.copyFirst && fileHasMoved(*m_db))
                throw Error(SQLITE_READONLY_DBMOVED, QCoreApplication::translate("askr::storage::Session", "Nothing was changed: %1").arg(movedText(m_plan.path)));
            deliver = task.work(*m_db);
            ok = true;
        } catch (const Error &e) {
            failure = toFailure(e);
        } catch (const std::exception &e) {
            failure.message = QString::fromUtf8(e.what());
        }
        // QT_LOGGING_RULES="askr.storage.debug=true" shows what the worker
        // spends its time on (for the idle and first-paint benchmarks).
        if (task.key != QLatin1String("__poll"))
            qCDebug(ASKR_STORAGE) << "request" << (task.key.isEmpty() ? QStringLiteral("(write)") : task.key) << (task.shown ? "(shown)" : "") << "took" << took.elapsed() << "ms" << (ok ? "" : "failed");
        {
            QMutexLocker lock(&m_mutex);
            m_runningKey.clear();
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
    m_db.reset();
}

// ---- Session --------------------------------------------------------------

Session::Session(const OpenPlan &plan, QObject *parent)
    : QObject(parent)
    , m_plan(plan)
{
    m_pollTimer.setInterval(300);
    connect(&m_pollTimer, &QTimer::timeout, this, &Session::poll);
    m_wakeTimer.setSingleShot(true);
    connect(&m_wakeTimer, &QTimer::timeout, this, [this] {
        m_wakeAt = 0;
        Q_EMIT changed();
    });
    if (!plan.error.isEmpty()) {
        QMetaObject::invokeMethod(this, [this] { Q_EMIT openFailed(m_plan.error); }, Qt::QueuedConnection);
        return;
    }
    m_worker = new Worker(this);
    m_worker->start();
    // Queued now, before any page exists to ask for something: the schema
    // read is the first thing the worker does once the file is open.
    reinspect();
    connect(this, &Session::opened, this, [this] { m_pollTimer.start(); });
}

Session::~Session()
{
    delete m_worker; // stops and joins the thread
}

QString Session::movedMessage() const
{
    return m_moved ? movedText(m_plan.path) : QString();
}

QString Session::readOnlyReason() const
{
    if (!isReadOnly())
        return {};
    return tr("%1 is open %2: %3").arg(m_plan.path, modeName(m_plan.mode), m_plan.reason);
}

void Session::reinspect()
{
    query(QStringLiteral("__schema"), this, [](Connection &db) { return inspectSchema(db); },
          [this](SchemaReport report) {
              m_schema = std::move(report);
              Q_EMIT schemaChanged();
              if (!m_schema.error.isEmpty()) {
                  Failure f;
                  f.code = m_schema.errorCode;
                  f.message = m_schema.error;
                  f.operation = QStringLiteral("inspectSchema");
                  Q_EMIT requestFailed(f);
                  // A writer holding the lock when the file was opened must
                  // not leave it unreadable until reopened: look again.
                  if (f.busy())
                      QTimer::singleShot(1000, this, &Session::reinspect);
              }
          });
}

quint64 Session::enqueue(const QString &key, bool write, QObject *context, Work work, FailFn failFn)
{
    const quint64 id = m_nextId++;
    if (write && isReadOnly()) {
        Failure f;
        f.code = SQLITE_READONLY;
        f.message = tr("Nothing was changed: %1").arg(readOnlyReason());
        QMetaObject::invokeMethod(this, [ctx = QPointer<QObject>(context), failFn, f] {
            if (ctx && failFn)
                failFn(f);
        }, Qt::QueuedConnection);
        return id;
    }
    if (!m_worker) {
        Failure f;
        f.message = m_plan.error;
        QMetaObject::invokeMethod(this, [ctx = QPointer<QObject>(context), failFn, f] {
            if (ctx && failFn)
                failFn(f);
        }, Qt::QueuedConnection);
        return id;
    }
    if (!key.isEmpty())
        m_latest.insert(key, id);
    const bool internal = key.startsWith(QLatin1String("__"));
    if (!internal && m_inFlight++ == 0)
        Q_EMIT busyChanged(true);
    m_worker->push({id, key, write, std::move(work), QPointer<QObject>(context), std::move(failFn), internal, isShown(context)});
    return id;
}

bool Session::isShown(const QObject *context)
{
    // The nearest widget among the asker and its parents decides; storage
    // does not link Qt Widgets, so ask through the meta-object system.
    for (const QObject *o = context; o; o = o->parent())
        if (o->isWidgetType())
            return o->property("visible").toBool();
    return false;
}

void Session::deliver(quint64 id, const QString &key, QPointer<QObject> context, Deliver deliverFn, bool write)
{
    if (!key.startsWith(QLatin1String("__")) && --m_inFlight == 0)
        Q_EMIT busyChanged(false);
    const bool stale = !key.isEmpty() && m_latest.value(key) != id;
    if (!stale && context)
        deliverFn();
    if (write)
        Q_EMIT changed();
}

void Session::dropped(const QString &key)
{
    if (!key.startsWith(QLatin1String("__")) && --m_inFlight == 0)
        Q_EMIT busyChanged(false);
}

void Session::fail(quint64 id, const QString &key, QPointer<QObject> context, FailFn fn, const Failure &failure)
{
    if (!key.startsWith(QLatin1String("__")) && --m_inFlight == 0)
        Q_EMIT busyChanged(false);
    const bool stale = !key.isEmpty() && m_latest.value(key) != id;
    if (!failure.cancelled) {
        qCDebug(ASKR_STORAGE) << "request failed:" << failure.operation << failure.message;
        Q_EMIT requestFailed(failure);
    }
    if (!stale && context && fn)
        fn(failure);
}

void Session::cancel(const QString &key)
{
    m_latest.remove(key);
    if (m_worker)
        m_worker->cancel(key);
}

bool Session::isBusy() const
{
    return m_inFlight > 0;
}

void Session::setPollInterval(int ms)
{
    m_pollTimer.setInterval(ms);
}

void Session::poll()
{
    if (m_pollPending)
        return; // a locked database: do not pile polls up behind it
    m_pollPending = true;
    const bool checkMoved = !m_plan.copyFirst;
    query(QStringLiteral("__poll"), this,
          [checkMoved](Connection &db) { return std::make_pair(database::dataVersion(db).data_version.toInt(), checkMoved && fileHasMoved(db)); },
          [this](std::pair<qint64, bool> polled) {
              const qint64 version = polled.first;
              m_pollPending = false;
              if (polled.second && !m_moved) {
                  m_moved = true;
                  qCWarning(ASKR_STORAGE) << "database file moved or replaced:" << m_plan.path;
                  Q_EMIT fileMoved(movedMessage());
              }
              const bool first = m_dataVersion < 0;
              const bool differs = version != m_dataVersion;
              m_dataVersion = version;
              Q_EMIT refreshed();
              if (differs && !first)
                  Q_EMIT changed();
          },
          [this](const Failure &) { m_pollPending = false; });
}

void Session::scheduleWakeUp(qint64 unixTime)
{
    if (m_wakeAt && m_wakeAt <= unixTime && m_wakeTimer.isActive())
        return; // an earlier wake-up is already due
    m_wakeAt = unixTime;
    const qint64 ms = qMax<qint64>(0, (unixTime - now()) * 1000 + 50);
    m_wakeTimer.start(int(qMin<qint64>(ms, 24LL * 3600 * 1000)));
}

void Session::setClock(std::function<qint64()> clock)
{
    m_clock = clock;
    if (m_worker)
        m_worker->setClock(std::move(clock));
}

qint64 Session::now() const
{
    return m_clock ? m_clock() : QDateTime::currentSecsSinceEpoch();
}

void Session::installMissing(QObject *context, std::function<void(int)> done, FailFn fail)
{
    const SchemaReport report = m_schema;
    write(context,
          [report](Connection &db) {
              int installed = 0;
              const auto &set = builtinContracts();
              for (const auto *p : {&report.queue, &report.cache, &report.pubsub}) {
                  // A table with missing columns is left alone: CREATE ... IF
                  // NOT EXISTS cannot repair it, and we never alter one.
                  if ((p->present && p->warnings.isEmpty()) || p->missingColumns)
                      continue;
                  install(db, *set.find(p->contract.toStdString()));
                  ++installed;
              }
              return installed;
          },
          [this, done](int installed) {
              reinspect();
              if (done)
                  done(installed);
          },
          std::move(fail));
}

quint64 Session::operationsRun() const
{
    return m_worker ? m_worker->operations.load() : 0;
}

} // namespace askr::storage
