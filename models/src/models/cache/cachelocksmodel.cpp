#include "models/cache/cachelocksmodel.h"

#include "askr_contracts_api.h"
#include "models/cache/cacheformat.h"
#include "models/format.h"
#include "operations/cache/cachereads.h"
#include "storage/session.h"

#include <QFont>

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
    // Locks lists only entries with an expiry, so "expired" is "stale".
    return isExpired(row[FieldExpiresAt], session() ? session()->now() : 0);
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
    const qint64 now = session() ? session()->now() : 0;
    switch (role) {
    case Qt::DisplayRole:
        switch (column) {
        case KeyColumn:
            return row[FieldKey].toDisplayString();
        case OwnerColumn:
            return row[FieldOwner].toDisplayString();
        case TimeLeftColumn:
            return isStale ? tr("expired %1 ago").arg(formatDuration(secondsBetween(now, row[FieldExpiresAt].toInt())))
                           : formatDuration(secondsBetween(row[FieldExpiresAt].toInt(), now));
        case StateColumn:
            return isStale ? tr("stale") : tr("held");
        }
        break;
    case Qt::ToolTipRole:
        if (column == StateColumn)
            return isStale ? tr("The lock has expired: the next Lock call on this key takes it over. Its owner may have crashed.")
                           : tr("The lock is held until it expires or its owner releases it.");
        if (column == OwnerColumn)
            return tr("The owner token stored as the lock's value; Force Release unlocks only while this is still the owner.");
        break;
    case Qt::FontRole:
        if (isStale) {
            QFont f;
            f.setItalic(true);
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
            return row[FieldOwner].toBytes();
        case TimeLeftColumn:
            return secondsBetween(row[FieldExpiresAt].toInt(), now);
        case StateColumn:
            return isStale;
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
    const QByteArray json = operations::cache::lockPatternsJson(m_patterns);
    return [json](contracts::Connection &db, const QByteArray &after, int n) {
        std::vector<Row> out;
        for (const auto &r : operations::cache::locks(db, json, after, n))
            out.push_back({r.key, r.owner, r.expires_at, r.stale});
        return out;
    };
}

} // namespace askr::models
