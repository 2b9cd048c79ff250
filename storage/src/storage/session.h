#pragma once

#include "storage/openplan.h"
#include "storage/priority.h"
#include "storage/requestkey.h"
#include "storage/schemareport.h"

#include <QElapsedTimer>
#include <QHash>
#include <QObject>
#include <QPointer>
#include <QTimer>

#include <atomic>
#include <functional>
#include <memory>
#include <optional>
#include <type_traits>

namespace askr::contracts {
class Connection;
}

namespace askr::remote {
class ChangeFeed;
}

namespace askr::storage {

class Worker;

// Why a request did not produce a value.
struct Failure {
    int code = 0; // SQLite primary result code, 0 when not from SQLite
    QString message; // says what happened and what to do
    QString operation;
    QString parameters; // the operation's parameters, shortened, for the log
    bool cancelled = false;
    // The database process stopped while an action ran: it may or may not
    // have been applied (message says how to check).
    bool outcomeUnknown = false;
    bool busy() const { return code == 5 /*SQLITE_BUSY*/ || code == 6 /*SQLITE_LOCKED*/; }
    bool corrupt() const { return code == 11 /*SQLITE_CORRUPT*/ || code == 26 /*SQLITE_NOTADB*/; }
    // The file's pages are damaged (not merely "not a database"): worth an
    // integrity check.
    bool damaged() const { return code == 11 /*SQLITE_CORRUPT*/; }
};

// One opened database file. Its connection lives on a worker thread; the UI
// thread only queues requests and receives values. Requests with the same key
// supersede each other: a queued older one is skipped and a running older
// one's result is dropped. A long query can be cancelled.
class Session : public QObject
{
    Q_OBJECT
public:
    using Deliver = std::function<void()>;
    using Work = std::function<Deliver(contracts::Connection &)>;
    using FailFn = std::function<void(const Failure &)>;

    explicit Session(const OpenPlan &plan, QObject *parent = nullptr);
    ~Session() override;

    const OpenPlan &plan() const { return m_plan; }
    OpenMode mode() const { return m_plan.mode; }
    bool isReadOnly() const { return m_plan.readOnly(); }
    QString path() const { return m_plan.path; }
    // Why writes are refused, empty in read-write mode.
    QString readOnlyReason() const;

    bool isOpen() const { return m_open; }
    const SchemaReport &schema() const { return m_schema; }

    // The file at path() is no longer the one that was opened (moved,
    // renamed, deleted or replaced): what is shown is the old file, and
    // writes are refused so that nothing goes to a file nobody will see.
    bool hasMoved() const { return m_moved; }
    QString movedMessage() const;

    // Queues a read. work runs on the worker; done runs on context's thread
    // with the value, unless a newer request with the same key came first
    // or context is gone. Requests whose context is shown (isShown) run
    // before those of hidden pages.
    template<typename Fn, typename Done>
    quint64 query(const RequestKey &key, QObject *context, Fn work, Done done, FailFn fail = {})
    {
        return enqueue(key, false, context, wrap(std::move(work), std::move(done)), std::move(fail));
    }
    // What is on screen says so: a page when it is shown or hidden, a tab or
    // a pane inside it likewise. Storage does not look at widgets.
    void setShown(QObject *asker, bool shown);
    // Whether a request's asker is shown: the nearest of it and its parents
    // that said so decides; an asker nobody vouches for is not.
    bool isShown(const QObject *asker) const;
    // Queues the read an action needs before it asks the user (its exact
    // count): it runs before every refresh, and a newer preview replaces it.
    template<typename Fn, typename Done>
    quint64 preview(QObject *context, Fn work, Done done, FailFn fail = {})
    {
        return enqueue(RequestKey::preview(), false, context, wrap(std::move(work), std::move(done)), std::move(fail));
    }
    // Queues a write (an admin action). Refused at once in read-only modes.
    // After it, changed() is emitted: data_version does not see our own
    // commits. It runs before every refresh.
    template<typename Fn, typename Done>
    quint64 write(QObject *context, Fn work, Done done, FailFn fail = {})
    {
        return enqueue(RequestKey(), true, context, wrap(std::move(work), std::move(done)), std::move(fail), Priority::Action);
    }

    void cancel(const RequestKey &key);
    bool isBusy() const;

    // Change detection.
    void setPollInterval(int ms);
    int pollInterval() const { return m_pollTimer.interval(); }
    // A server that stopped answering, or the database process that stopped
    // (a file): false from then until a look succeeds again. Meanwhile what the pages show is as of
    // lastAnswerAt() (wall-clock seconds), and unreachableReason() says why.
    bool isReachable() const { return m_unreachableSince == 0; }
    // A server's change feed (/beta/listen) is open: changes arrive without
    // asking, and the head poll slows to a liveness check.
    bool isFollowingFeed() const;
    qint64 unreachableSince() const { return m_unreachableSince; }
    qint64 lastAnswerAt() const { return m_lastAnswerAt; }
    QString unreachableReason() const { return m_unreachableReason; }
    // Emits changed() at this unix time, when a delayed job becomes ready or
    // an entry expires even though nothing commits.
    void scheduleWakeUp(qint64 unixTime);
    // Replaces the clock (tests); the worker's unixepoch() follows it. A
    // snapshot not yet open is taken as of the new clock's now; once open,
    // its time stays.
    void setClock(std::function<qint64()> clock);
    qint64 now() const;
    // A snapshot cannot follow changes, so its time stops when it is taken
    // (wall-clock seconds, 0 for a live open): now() and the worker's
    // unixepoch() say that moment, so ages do not grow and nothing is judged
    // stalled from figures that cannot move (issue 47). Taken again when the
    // database process reopens it.
    bool isSnapshot() const { return m_plan.mode == OpenMode::Snapshot; }
    qint64 snapshotTakenAt() const { return m_snapshotAt; }

    // Statements run on the worker so far (for tests and the idle check).
    quint64 operationsRun() const;
    // Reads the schema again (after an action installed tables).
    void reinspect();

Q_SIGNALS:
    void opened();
    void openFailed(const QString &message);
    void changed();
    void busyChanged(bool busy);
    void schemaChanged();
    void refreshed(); // a poll completed (for "time since last refresh")
    // Every request that failed other than by cancelling, and a schema that
    // could not be read; the main window offers an integrity check on
    // failure.damaged().
    void requestFailed(const askr::storage::Failure &failure);
    void fileMoved(const QString &message);
    // The -wal or -shm the connection read was deleted or replaced by
    // another program; the database was opened anew (message says what).
    void filesReopened(const QString &message);
    void reachabilityChanged(bool reachable);
    // An asker said it is shown or hidden (setShown); what it covers may
    // have changed with it.
    void shownChanged();

private:
    template<typename Fn, typename Done>
    static Work wrap(Fn work, Done done)
    {
        return [work = std::move(work), done = std::move(done)](contracts::Connection &db) mutable -> Deliver {
            using T = std::decay_t<std::invoke_result_t<Fn &, contracts::Connection &>>;
            auto value = std::make_shared<T>(work(db));
            return [done, value]() mutable { done(std::move(*value)); };
        };
    }
    // Without a priority: the key's own, or Shown or Background by whether
    // the context is shown.
    quint64 enqueue(const RequestKey &key, bool write, QObject *context, Work work, FailFn fail, std::optional<Priority> priority = {});
    void poll();
    // What a poll or the worker's watch found: the change mark, and the files.
    void polled(qint64 version, bool moved, const QString &reopened);
    // A file's session in the database process: the worker has its files
    // watched there while idle, in place of the poll timer.
    bool watchedByWorker() const;
    // A snapshot's time stops now (see isSnapshot()).
    void takeSnapshot();
    // The reads a wake-up set off are done: paces the next one.
    void wakeReadsDone();
    // Opens the server's change feed for the tables present (remote only).
    void followFeed();
    int pollPace() const;
    void deliver(quint64 id, const RequestKey &key, QPointer<QObject> context, Deliver deliver, bool write);
    void fail(quint64 id, const RequestKey &key, QPointer<QObject> context, FailFn fn, const Failure &failure);
    // A queued request the worker skipped (superseded or cancelled).
    void dropped(const RequestKey &key);

    friend class Worker;
    OpenPlan m_plan;
    Worker *m_worker = nullptr;
    QHash<RequestKey, quint64> m_latest; // newest request id per key
    QHash<const QObject *, bool> m_shown; // what askers said (setShown)
    quint64 m_nextId = 1;
    bool m_open = false;
    bool m_moved = false;
    SchemaReport m_schema;
    QTimer m_pollTimer;
    int m_basePollInterval = 300; // the interval while the database answers
    QTimer m_wakeTimer;
    qint64 m_wakeAt = 0;
    // What the reads that the last wake-up set off took, to pace the next.
    QElapsedTimer m_wakeReads;
    bool m_timingWake = false;
    QElapsedTimer m_sinceWakeReads;
    qint64 m_wakeGapMs = 0; // the next wake-up no sooner, after those reads
    qint64 m_dataVersion = -1;
    bool m_pollPending = false;
    qint64 m_unreachableSince = 0; // wall-clock seconds, 0 while reachable
    qint64 m_lastAnswerAt = 0;
    QString m_unreachableReason;
    int m_inFlight = 0;
    std::function<qint64()> m_clock;
    qint64 m_snapshotAt = 0;
    remote::ChangeFeed *m_feed = nullptr;
    int m_feedRetryMs = 0; // the wait before the feed is asked for again
};

} // namespace askr::storage

Q_DECLARE_METATYPE(askr::storage::Failure)
