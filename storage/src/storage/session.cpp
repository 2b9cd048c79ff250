#include "storage/session.h"
#include "remote/changefeed.h"
#include "storage/host/dbhost.h"
#include "storage/watchedfiles.h"
#include "storage/worker.h"

#include "askr_contracts_api.h"
#include "storage_debug.h"

#include <QDateTime>

#include <sqlite3.h>

namespace askr::storage {

using namespace askr::contracts;

namespace {

constexpr int RemotePollFloorMs = 1000;
// A time-driven wake-up comes no sooner than this many times what the
// reads of the last one took after they ended: at most 1/20 of the time
// spent reading for the clock alone.
constexpr qint64 WakeGapPerReadMs = 20;
// Nor later than this: what comes due by the clock alone shows within a
// minute, even after reads that other requests in flight made long.
constexpr qint64 MaxWakeGapMs = 60000;
// The head poll's pace while the change feed is open, and how soon a closed
// feed is asked for again (doubling up to a minute).
constexpr int FeedPollMs = 10000;
constexpr int FeedRetryFirstMs = 2000;
constexpr int FeedRetryMaxMs = 60000;
// How often an idle file's session hears that its database still answers
// (refreshed()) when its files are watched in the database process: the
// window sleeps in between, unless something changes. Never more often than
// the poll interval (the history's file, polled hourly, is not woken
// every second).
constexpr int HeartbeatMs = 1000;

// What grows with every commit by someone else: SQLite's data_version for a
// file; for a server, whose every request runs on a fresh connection (its
// data_version says nothing), the replication index the request brought back.
qint64 changeMark(Connection &db)
{
    const qint64 version = database::dataVersion(db).data_version.toInt();
    return db.isServer() ? db.remote()->changeMark() : version;
}

} // namespace

Session::Session(const OpenPlan &plan, QObject *parent)
    : QObject(parent)
    , m_plan(plan)
{
    watchFile(m_plan.path);
    setPollInterval(m_basePollInterval);
    connect(&m_pollTimer, &QTimer::timeout, this, &Session::poll);
    m_wakeTimer.setSingleShot(true);
    connect(&m_wakeTimer, &QTimer::timeout, this, [this] {
        m_wakeAt = 0;
        m_wakeReads.start();
        m_timingWake = true;
        Q_EMIT changed();
        if (m_inFlight == 0)
            wakeReadsDone(); // nothing read again
    });
    connect(this, &Session::busyChanged, this, [this](bool busy) {
        if (!busy && m_timingWake)
            wakeReadsDone();
    });
    if (!plan.error.isEmpty()) {
        QMetaObject::invokeMethod(this, [this] { Q_EMIT openFailed(m_plan.error); }, Qt::QueuedConnection);
        return;
    }
    m_worker = new Worker(this);
    takeSnapshot();
    m_worker->start();
    if (DbHost *host = DbHost::instance()) {
        // The database process was started again: the worker opens the
        // database there on its next request, and every page reads anew.
        connect(host, &DbHost::restarted, this, [this] {
            takeSnapshot(); // the reopened file is read as it is now
            reinspect();
            Q_EMIT changed();
        });
        // Said at once, as a server that stops answering is: the pages keep
        // their figures, marked with their age, until a poll answers again.
        connect(host, &DbHost::stopped, this, [this](const QString &reason) {
            if (m_plan.remote)
                return;
            m_unreachableSince = QDateTime::currentSecsSinceEpoch();
            m_unreachableReason = tr("The database process stopped (%1). It is started again and %2 reopened.").arg(reason, m_plan.path);
            Q_EMIT reachabilityChanged(false);
        });
    }
    // Queued now, before any page exists to ask for something: the schema
    // read is the first thing the worker does once the file is open.
    reinspect();
    connect(this, &Session::opened, this, [this] {
        if (watchedByWorker())
            m_worker->setWatch(pollPace(), qMax(HeartbeatMs, pollPace()));
        else
            m_pollTimer.start();
    });
}

Session::~Session()
{
    delete m_worker; // stops and joins the thread
    unwatchFile(m_plan.path);
}

QString Session::movedMessage() const
{
    return m_moved ? Worker::movedText(m_plan.path) : QString();
}

QString Session::readOnlyReason() const
{
    if (!isReadOnly())
        return {};
    return tr("%1 is open %2: %3").arg(m_plan.path, modeName(m_plan.mode), m_plan.reason);
}

void Session::reinspect()
{
    // The change mark is read with the schema, before any page reads: taken
    // at the first poll instead (queued behind those reads), it would hide a
    // commit that came between the pages' reads and that poll, and they
    // would never read it.
    query(RequestKey::schema(), this, [](Connection &db) {
              SchemaReport report = inspectSchema(db);
              qint64 mark = -1; // unreadable (not a database, locked): the first poll sets it
              if (report.error.isEmpty()) {
                  try {
                      mark = changeMark(db);
                  } catch (const std::exception &) {
                  }
              }
              return std::make_pair(std::move(report), mark);
          },
          [this](std::pair<SchemaReport, qint64> inspected) {
              if (m_dataVersion < 0)
                  m_dataVersion = inspected.second;
              SchemaReport report = std::move(inspected.first);
              m_schema = std::move(report);
              Q_EMIT schemaChanged();
              followFeed();
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

quint64 Session::enqueue(const RequestKey &key, bool write, QObject *context, Work work, FailFn failFn, std::optional<Priority> priority)
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
    if (!key.isNull())
        m_latest.insert(key, id);
    if (!key.isInternal() && m_inFlight++ == 0)
        Q_EMIT busyChanged(true);
    if (!priority)
        priority = key.fixedPriority();
    if (!priority)
        priority = isShown(context) ? Priority::Shown : Priority::Background;
    m_worker->push({id, key, write, std::move(work), QPointer<QObject>(context), std::move(failFn), *priority});
    return id;
}

void Session::setShown(QObject *asker, bool shown)
{
    if (!asker)
        return;
    const auto it = m_shown.constFind(asker);
    if (it != m_shown.constEnd() && *it == shown)
        return;
    if (it == m_shown.constEnd())
        connect(asker, &QObject::destroyed, this, [this, asker] { m_shown.remove(asker); });
    m_shown.insert(asker, shown);
    Q_EMIT shownChanged();
}

bool Session::isShown(const QObject *asker) const
{
    for (const QObject *o = asker; o; o = o->parent()) {
        const auto it = m_shown.constFind(o);
        if (it != m_shown.constEnd())
            return *it;
    }
    return false;
}

void Session::deliver(quint64 id, const RequestKey &key, QPointer<QObject> context, Deliver deliverFn, bool write)
{
    if (!key.isInternal() && --m_inFlight == 0)
        Q_EMIT busyChanged(false);
    const bool stale = !key.isNull() && m_latest.value(key) != id;
    if (!stale && context)
        deliverFn();
    if (write)
        Q_EMIT changed();
}

void Session::dropped(const RequestKey &key)
{
    if (!key.isInternal() && --m_inFlight == 0)
        Q_EMIT busyChanged(false);
}

void Session::fail(quint64 id, const RequestKey &key, QPointer<QObject> context, FailFn fn, const Failure &failure)
{
    if (!key.isInternal() && --m_inFlight == 0)
        Q_EMIT busyChanged(false);
    const bool stale = !key.isNull() && m_latest.value(key) != id;
    if (!failure.cancelled) {
        qCWarning(ASKR_STORAGE).noquote() << "request" << key.describe() << "failed:" << failure.operation << "with" << failure.parameters << "-" << failure.message;
        Q_EMIT requestFailed(failure);
    }
    if (!stale && context && fn)
        fn(failure);
}

void Session::cancel(const RequestKey &key)
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
    // A server is asked at most once a second when idle: each look is an
    // HTTP request it answers, not a read of shared memory.
    m_basePollInterval = m_plan.remote ? qMax(ms, RemotePollFloorMs) : ms;
    m_pollTimer.setInterval(pollPace());
    if (m_open && m_worker && watchedByWorker())
        m_worker->setWatch(pollPace(), qMax(HeartbeatMs, pollPace()));
}

void Session::poll()
{
    if (m_pollPending)
        return; // a locked database: do not pile polls up behind it
    m_pollPending = true;
    const bool checkMoved = !m_plan.copyFirst;
    query(RequestKey::poll(), this,
          [checkMoved](Connection &db) {
              // The files first: when the database process had to open the
              // database anew, the change mark is the new connection's.
              Worker::FileCheck check;
              if (checkMoved && !db.isServer())
                  check = Worker::checkFiles(db);
              const qint64 version = check.dataVersion >= 0 ? check.dataVersion : changeMark(db);
              return std::make_pair(version, check);
          },
          [this](std::pair<qint64, Worker::FileCheck> look) {
              m_pollPending = false;
              polled(look.first, look.second.moved, look.second.reopened);
          },
          [this](const Failure &f) {
              m_pollPending = false;
              // A server that does not answer is asked less and less often
              // (up to every 30 s) until it does again; until then the pages'
              // figures are stale.
              if (m_plan.remote) {
                  m_pollTimer.setInterval(qMin(m_pollTimer.interval() * 2, 30000));
                  if (isReachable() && !f.cancelled) {
                      m_unreachableSince = QDateTime::currentSecsSinceEpoch();
                      m_unreachableReason = f.message;
                      Q_EMIT reachabilityChanged(false);
                  }
              }
          });
}

void Session::polled(qint64 version, bool moved, const QString &reopened)
{
    m_lastAnswerAt = QDateTime::currentSecsSinceEpoch();
    if (m_pollTimer.interval() != pollPace() || !isReachable()) {
        // Reachable again: back to the usual pace, and every page reads anew.
        m_pollTimer.setInterval(pollPace());
        qCInfo(ASKR_STORAGE) << "reachable again:" << m_plan.path;
        if (!isReachable()) {
            m_unreachableSince = 0;
            m_unreachableReason.clear();
            Q_EMIT reachabilityChanged(true);
        }
        Q_EMIT changed();
    }
    if (!reopened.isEmpty()) {
        qCWarning(ASKR_STORAGE).noquote() << "database files replaced under" << m_plan.path << ":" << reopened;
        Q_EMIT filesReopened(tr("%1 was deleted or replaced by another program while %2 was open. The database was opened again, "
                                "and what is shown is read from the files other processes see.")
                                 .arg(reopened, m_plan.path));
        m_dataVersion = -2; // whatever the new connection says differs
        reinspect(); // what was only in the lost -wal is gone, tables too
    }
    if (moved && !m_moved) {
        m_moved = true;
        qCWarning(ASKR_STORAGE) << "database file moved or replaced:" << m_plan.path;
        Q_EMIT fileMoved(movedMessage());
    }
    const bool first = m_dataVersion == -1;
    const bool differs = version != m_dataVersion;
    m_dataVersion = version;
    Q_EMIT refreshed();
    if (differs && !first)
        Q_EMIT changed();
}

bool Session::watchedByWorker() const
{
    return !m_plan.remote && DbHost::isActive();
}

int Session::pollPace() const
{
    // With the server's change feed open, the head poll only checks that
    // the server is there (and catches what a feed might miss).
    return m_feed && m_feed->isLive() ? qMax(m_basePollInterval, FeedPollMs) : m_basePollInterval;
}

void Session::followFeed()
{
    if (!m_plan.remote || m_feed || !m_schema.inspected || !m_schema.error.isEmpty())
        return;
    // The tables of the primitives present, as their contract documents name them.
    QStringList tables;
    for (const PrimitiveReport *p : {&m_schema.queue, &m_schema.cache, &m_schema.pubsub})
        if (p->present)
            tables << p->tables;
    if (tables.isEmpty())
        return;
    remote::RemoteTarget target;
    target.url = m_plan.url;
    target.token = m_plan.token;
    m_feed = new remote::ChangeFeed(target, tables, this);
    m_feedRetryMs = FeedRetryFirstMs;
    connect(m_feed, &remote::ChangeFeed::changed, this, &Session::changed);
    connect(m_feed, &remote::ChangeFeed::liveChanged, this, [this](bool live, const QString &reason) {
        // A server that does not answer keeps the poll's backoff.
        if (isReachable())
            m_pollTimer.setInterval(pollPace());
        if (live) {
            m_feedRetryMs = FeedRetryFirstMs;
            qCInfo(ASKR_STORAGE) << "following the change feed of" << m_plan.url.toString();
            poll(); // one look now: what came before the feed opened, and the answer's time
            return;
        }
        // Asked for again later, less and less often; meanwhile the poll
        // follows changes at its usual pace.
        qCInfo(ASKR_STORAGE).noquote() << "change feed of" << m_plan.url.toString() << "closed:" << reason;
        QTimer::singleShot(m_feedRetryMs, m_feed, &remote::ChangeFeed::start);
        m_feedRetryMs = qMin(m_feedRetryMs * 2, FeedRetryMaxMs);
    });
    m_feed->start();
}

bool Session::isFollowingFeed() const
{
    return m_feed && m_feed->isLive();
}

void Session::scheduleWakeUp(qint64 unixTime)
{
    if (isSnapshot())
        return; // its time does not pass: nothing comes due
    if (m_wakeAt && m_wakeAt <= unixTime && m_wakeTimer.isActive())
        return; // an earlier wake-up is already due
    m_wakeAt = unixTime;
    qint64 ms = qMax<qint64>(0, (unixTime - now()) * 1000 + 50);
    // A wake-up reads every figure again. On a million jobs that takes a
    // second, and a job comes due every few seconds: the window would read
    // all the time with nothing committed. So the next one waits for some
    // multiple of what the last one's reads took; a commit still shows at
    // the next poll.
    if (m_sinceWakeReads.isValid())
        ms = qMax(ms, m_wakeGapMs - m_sinceWakeReads.elapsed());
    m_wakeTimer.start(int(qMin<qint64>(ms, 24LL * 3600 * 1000)));
}

void Session::wakeReadsDone()
{
    m_timingWake = false;
    m_wakeGapMs = qMin(WakeGapPerReadMs * m_wakeReads.elapsed(), MaxWakeGapMs);
    m_sinceWakeReads.start();
    if (m_wakeTimer.isActive() && m_wakeAt) {
        const qint64 due = m_wakeAt;
        m_wakeAt = 0;
        scheduleWakeUp(due); // asked for during the reads: paced now
    }
}

void Session::setClock(std::function<qint64()> clock)
{
    m_clock = std::move(clock);
    if (isSnapshot()) {
        if (!m_open)
            takeSnapshot(); // not read yet: taken as of the new clock's now
    } else if (m_worker)
        m_worker->setClock(m_clock);
}

qint64 Session::now() const
{
    if (isSnapshot())
        return m_snapshotAt;
    return m_clock ? m_clock() : QDateTime::currentSecsSinceEpoch();
}

void Session::takeSnapshot()
{
    if (!isSnapshot())
        return;
    m_snapshotAt = m_clock ? m_clock() : QDateTime::currentSecsSinceEpoch();
    if (m_worker)
        m_worker->setClock([at = m_snapshotAt] { return at; });
}

quint64 Session::operationsRun() const
{
    return m_worker ? m_worker->operations.load() : 0;
}

} // namespace askr::storage
