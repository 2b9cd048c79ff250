#include "models/cache/cachelocksmodel.h"

#include "askr_contracts_api.h"
#include "models/cache/cacheformat.h"
#include "operations/cache/cachereads.h"
#include "operations/format/format.h"
#include "storage/lockowner.h"
#include "storage/session.h"

#include <QFont>

#include <limits>

namespace askr::models {

using contracts::Value;
namespace cache = contracts::cache;

CacheLocksModel::CacheLocksModel(storage::Session *session, QObject *parent)
    : KeysetListModel(session, parent)
    , m_patterns(defaultPatterns())
{
    m_ticker.setInterval(1000);
    connect(&m_ticker, &QTimer::timeout, this, &CacheLocksModel::tick);
    m_ticker.start();
}

QStringList CacheLocksModel::defaultPatterns()
{
    return operations::cache::defaultLockPatterns();
}

void CacheLocksModel::setPatterns(const QStringList &patterns)
{
    m_patterns = patterns;
    reload();
}

void CacheLocksModel::tick()
{
    rowsChangedLocally(TimeLeftColumn, StateColumn);
    // The next lock to become stale is a time the database view changes.
    if (!session())
        return;
    const qint64 now = session()->now();
    qint64 next = 0;
    for (int r = 0; r < rowCount(); ++r) {
        const qint64 at = (*rowAt(r))[FieldExpiresAt].toInt();
        if (at > now && (next == 0 || at < next))
            next = at;
    }
    if (next)
        session()->scheduleWakeUp(next);
}

bool CacheLocksModel::stale(const Row &row) const
{
    // A lock held forever never goes stale.
    return !row[FieldExpiresAt].isNull() && isExpired(row[FieldExpiresAt], session() ? session()->now() : 0);
}

bool CacheLocksModel::orphaned(const Row &row) const
{
    return m_orphanedOnly || m_orphaned.contains(row[FieldKey].toBytes());
}

void CacheLocksModel::setOrphaned(const QSet<QByteArray> &keys)
{
    if (keys == m_orphaned)
        return;
    m_orphaned = keys;
    rowsChangedLocally(KeyColumn, StateColumn);
}

int CacheLocksModel::orphanedCount() const
{
    int n = 0;
    for (int r = 0; r < rowCount(); ++r)
        n += orphaned(*rowAt(r)) ? 1 : 0;
    return n;
}

void CacheLocksModel::setOrphanedOnly(bool only)
{
    if (only == m_orphanedOnly)
        return;
    m_orphanedOnly = only;
    reload();
}

int CacheLocksModel::staleCount() const
{
    int n = 0;
    for (int r = 0; r < rowCount(); ++r)
        n += stale(*rowAt(r)) ? 1 : 0;
    return n;
}

QVariant CacheLocksModel::cell(const Row &row, int column, int role) const
{
    const bool isStale = stale(row);
    const bool forever = row[FieldExpiresAt].isNull();
    const bool isOrphaned = orphaned(row);
    const qint64 now = session() ? session()->now() : 0;
    const QByteArray owner = row[FieldOwner].toBytes();
    switch (role) {
    case Qt::DisplayRole:
        switch (column) {
        case KeyColumn:
            return row[FieldKey].toDisplayString();
        case OwnerColumn:
            if (row[FieldOwner].isNull())
                return tr("(%1)").arg(operations::formatBytes(row[FieldOwnerSize].toInt()));
            return contracts::escapeBytes(storage::lockToken(owner));
        case TimeLeftColumn:
            if (forever)
                return tr("never expires");
            return isStale ? tr("expired %1 ago").arg(operations::formatDuration(operations::secondsBetween(now, row[FieldExpiresAt].toInt())))
                           : operations::formatDuration(operations::secondsBetween(row[FieldExpiresAt].toInt(), now));
        case StateColumn:
            if (isOrphaned)
                return tr("orphaned");
            if (isStale)
                return tr("stale");
            return forever ? tr("held forever") : tr("held");
        }
        break;
    case Qt::ToolTipRole:
        if (column == StateColumn || (column == KeyColumn && isOrphaned)) {
            if (isOrphaned)
                return tr("No job of this class is waiting, delayed or reserved: nothing will release this unique-job lock, and every "
                          "dispatch of %1 is dropped while it is held. Release it (Release Orphaned Locks).")
                    .arg(contracts::readableBytes(storage::uniqueJobClass(row[FieldKey].toBytes())));
            if (isStale)
                return tr("The lock has expired: the next Lock call on this key takes it over. Its owner may have crashed.");
            return forever ? tr("The lock never expires (Laravel takes locks for 0 seconds this way): only its owner's release ends it.")
                           : tr("The lock is held until it expires or its owner releases it.");
        }
        if (column == OwnerColumn) {
            if (storage::isSerializedToken(owner))
                return tr("The owner token, stored PHP-serialized as %1 (as Laravel's cache store writes it). Force Release removes the "
                          "lock only while it still holds exactly these bytes.")
                    .arg(contracts::escapeBytes(owner));
            return tr("The owner token stored as the lock's value; Force Release unlocks only while this is still the owner.");
        }
        break;
    case Qt::FontRole:
        if (isStale || isOrphaned) {
            QFont f;
            f.setItalic(isStale);
            f.setBold(column == StateColumn);
            return f;
        }
        break;
    case Qt::TextAlignmentRole:
        if (column == TimeLeftColumn)
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        break;
    case SortRole:
        switch (column) {
        case KeyColumn:
            return row[FieldKey].toBytes();
        case OwnerColumn:
            return owner;
        case TimeLeftColumn:
            return forever ? std::numeric_limits<qint64>::max() : operations::secondsBetween(row[FieldExpiresAt].toInt(), now);
        case StateColumn:
            return isOrphaned ? 3 : isStale ? 2 : forever ? 1 : 0;
        }
        break;
    case RawKeyRole:
        return QVariant::fromValue(row[FieldKey]);
    case RawOwnerRole:
        return QVariant::fromValue(row[FieldOwner]);
    case StaleRole:
        return isStale;
    case ExpiresAtRole:
        return row[FieldExpiresAt].toInt();
    case ForeverRole:
        return forever;
    case OrphanedRole:
        return isOrphaned;
    }
    return {};
}

QVariant CacheLocksModel::header(int column, int role) const
{
    if (role == Qt::DisplayRole) {
        switch (column) {
        case KeyColumn:
            return tr("Lock");
        case OwnerColumn:
            return tr("Owner");
        case TimeLeftColumn:
            return tr("Time left");
        case StateColumn:
            return tr("State");
        }
    }
    return {};
}

KeysetListModel::Fetch CacheLocksModel::makeFetch() const
{
    if (m_orphanedOnly) {
        return [](contracts::Connection &db, const QByteArray &after, int n) {
            std::vector<Row> out;
            for (const auto &r : operations::cache::orphanedLocks(db, after, n))
                out.push_back({r.key, r.owner, r.owner_type, r.owner_size, r.expires_at, Value::integer(0)});
            return out;
        };
    }
    const QByteArray json = operations::cache::lockPatternsJson(m_patterns);
    return [json](contracts::Connection &db, const QByteArray &after, int n) {
        std::vector<Row> out;
        for (const auto &r : operations::cache::locks(db, json, after, n))
            out.push_back({r.key, r.owner, r.owner_type, r.owner_size, r.expires_at, r.stale});
        return out;
    };
}

} // namespace askr::models
