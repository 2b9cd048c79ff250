#pragma once

#include "models/cache/keysetlistmodel.h"

#include <QSet>
#include <QStringList>
#include <QTimer>

namespace askr::models {

// Cache entries recognised as locks (Locks): an entry whose key matches one
// of the GLOB patterns and that has an expiry or one of Laravel's lock names
// (Laravel writes forever locks with no expiry). Nothing else marks a lock
// (Lock writes an ordinary entry whose value is the owner token), so the
// patterns are configurable; see docs/cache.md. Time left counts down
// locally. Owners are shown as Laravel's token (its store serializes them)
// and kept as the bytes stored, which Force Release compares.
class CacheLocksModel : public KeysetListModel
{
    Q_OBJECT
public:
    enum Columns { KeyColumn, OwnerColumn, TimeLeftColumn, StateColumn, NUM_COLUMNS };
    enum Roles { SortRole = Qt::UserRole, RawKeyRole, RawOwnerRole, StaleRole, ExpiresAtRole, ForeverRole, OrphanedRole };
    enum Fields { FieldKey, FieldOwner, FieldOwnerType, FieldOwnerSize, FieldExpiresAt, FieldStale };

    explicit CacheLocksModel(storage::Session *session, QObject *parent = nullptr);

    // The contract's suggested defaults.
    static QStringList defaultPatterns();
    void setPatterns(const QStringList &patterns);
    QStringList patterns() const { return m_patterns; }

    // Re-renders time left and state from the clock (once a second).
    void tick();
    // Loaded locks that have expired (stale) by the clock now.
    int staleCount() const;
    // The orphaned unique-job locks' keys (from OrphanedLocks): marked.
    void setOrphaned(const QSet<QByteArray> &keys);
    int orphanedCount() const;
    // List only the orphaned unique-job locks (read with OrphanedLocks).
    void setOrphanedOnly(bool only);
    bool orphanedOnly() const { return m_orphanedOnly; }

protected:
    int columns() const override { return NUM_COLUMNS; }
    QVariant cell(const Row &row, int column, int role) const override;
    QVariant header(int column, int role) const override;
    Fetch makeFetch() const override;
    // A lock is its key and its owner: the same key re-acquired by another
    // owner is another lock.
    QByteArray identity(const Row &row) const override { return identityOf(row[FieldKey], row[FieldOwner]); }

private:
    bool stale(const Row &row) const;
    bool orphaned(const Row &row) const;
    QStringList m_patterns;
    QSet<QByteArray> m_orphaned;
    bool m_orphanedOnly = false;
    QTimer m_ticker;
};

} // namespace askr::models
