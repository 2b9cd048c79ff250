#include "models/cache/orphanedlocks.h"
#include "models/requestkey.h"
#include "models/ignoredfailure.h"

#include "askr_contracts_api.h"
#include "models/changethrottle.h"
#include "operations/cache/cachereads.h"
#include "storage/lockowner.h"
#include "storage/session.h"

#include <QElapsedTimer>

#include <algorithm>
#include <utility>

namespace askr::models {

OrphanedLocks::OrphanedLocks(storage::Session *session, QObject *parent)
    : QObject(parent)
    , m_session(session)
    , m_throttle(new ChangeThrottle(session, this, MinGapMs, [this] { request(); }))
{
    // What it finds is shown in the sidebar's count and the problem list,
    // which do not hide with a page.
    m_throttle->setFollowHidden(true);
    connect(session, &storage::Session::schemaChanged, this, [this] {
        if (m_active)
            m_throttle->refreshNow();
    });
}

void OrphanedLocks::setActive(bool active)
{
    if (active == m_active)
        return;
    m_active = active;
    if (active)
        m_throttle->refreshNow();
}

void OrphanedLocks::check()
{
    m_throttle->refreshNow();
}

QSet<QByteArray> OrphanedLocks::keys() const
{
    QSet<QByteArray> out;
    for (const Lock &l : m_locks)
        out.insert(l.key);
    return out;
}

QStringList OrphanedLocks::jobClasses() const
{
    QStringList out;
    for (const Lock &l : m_locks) {
        const QString c = contracts::readableBytes(l.jobClass);
        if (!out.contains(c))
            out << c;
    }
    std::sort(out.begin(), out.end());
    return out;
}

void OrphanedLocks::request()
{
    if (!m_active || !m_session)
        return;
    if (m_inFlight) {
        m_again = true;
        return;
    }
    const auto &schema = m_session->schema();
    // Both contracts' tables: the cache's locks and the queue's jobs.
    if (!schema.hasCache() || !schema.hasQueue()) {
        if (!m_locks.isEmpty() || m_known) {
            m_locks.clear();
            m_known = false;
            Q_EMIT changed();
        }
        return;
    }
    m_inFlight = true;
    struct Read
    {
        QList<Lock> locks;
        qint64 ms = 0;
    };
    m_session->query(
        requestKey(this, "orphaned-locks"), this,
        [](contracts::Connection &db) {
            QElapsedTimer timer;
            timer.start();
            Read read;
            for (const auto &r : operations::cache::orphanedLocks(db, QByteArray(), MaxListed)) {
                Lock l;
                l.key = r.key.toBytes();
                l.owner = r.owner.toBytes();
                if (!r.expires_at.isNull())
                    l.expiresAt = r.expires_at.toInt();
                l.jobClass = storage::uniqueJobClass(l.key);
                read.locks.append(l);
            }
            read.ms = timer.elapsed();
            return read;
        },
        [this](Read read) {
            m_inFlight = false;
            m_lastMs = read.ms;
            // A slow check (a million jobs) runs less often.
            m_throttle->setInterval(int(std::max<qint64>(MinGapMs, 20 * read.ms)));
            const bool same = m_known && read.locks.size() == m_locks.size()
                && std::equal(read.locks.cbegin(), read.locks.cend(), m_locks.cbegin(),
                              [](const Lock &a, const Lock &b) { return a.key == b.key && a.owner == b.owner; });
            m_locks = std::move(read.locks);
            m_known = true;
            if (!same)
                Q_EMIT changed();
            if (std::exchange(m_again, false))
                request();
        },
        [this](const storage::Failure &f) {
            logIgnoredFailure("looking for orphaned locks", f);
            m_inFlight = false;
            if (std::exchange(m_again, false))
                request();
        });
}

} // namespace askr::models
