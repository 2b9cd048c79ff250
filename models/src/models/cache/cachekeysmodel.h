#pragma once

#include "models/cache/cachekeyfilter.h"
#include "models/pagedtablemodel.h"

#include <QSet>
#include <QTimer>

namespace askr::models {

// The key browser over askr_cache: keyset pages of KeysPage /
// KeysPageBefore, counted by CountKeys, far jumps by KeyAt; filtered in SQL.
// The remaining TTL is computed from expires_at and the session's clock and
// re-rendered once a second for the rows that are loaded, without a query.
class CacheKeysModel : public PagedTableModel
{
    Q_OBJECT
public:
    enum Columns { KeyColumn, SizeColumn, TtlColumn, TagsColumn, NUM_COLUMNS };
    enum Roles {
        SortRole = Qt::UserRole,
        RawKeyRole,     // contracts::Value: the key's exact bytes
        ExpiresAtRole,  // qint64 unix seconds, null for never
        ExpiredRole,    // bool: expired but not swept yet
        ValueTypeRole,  // "blob", "text", "integer", "real"
        ValueSizeRole,  // length(value)
        TagCountRole,
    };
    // Positions in a Row, as KeysPage returns them.
    enum Fields { FieldKey, FieldSize, FieldType, FieldExpiresAt, FieldTags };

    explicit CacheKeysModel(storage::Session *session, QObject *parent = nullptr);

    void setFilter(const CacheKeyFilter &filter);
    CacheKeyFilter filter() const { return m_filter; }

    // Where a key is: whether the cache holds it and, under the filter in
    // force, whether the list shows it and at which row.
    struct Location {
        bool exists = false;
        bool listed = false;
        qint64 position = 0;
        contracts::Value key; // as stored: its identity in the list
    };
    void locate(const QByteArray &key, QObject *context, std::function<void(Location)> done, storage::Session::FailFn fail);

    // Re-renders the TTL column of the loaded rows (the timer calls it every
    // second; tests call it after moving the clock). Rows that expired since
    // the last tick are re-rendered whole, as they are now marked expired.
    void tick();
    // Rows currently loaded (ranges of rows that tick() updates).
    QList<QPair<int, int>> loadedRanges() const;
    // The earliest expiry after now among the loaded rows, 0 if none.
    qint64 nextExpiry() const;
    QTimer *ticker() { return &m_ticker; }

protected:
    QVariant cell(const Row &row, int column, int role) const override;
    QVariant header(int column, int role) const override;
    std::shared_ptr<const PagedSource> makeSource() const override;

private:
    void scheduleNextExpiry();
    qint64 now() const;

    CacheKeyFilter m_filter;
    QSet<int> m_pagesSeen; // pages loaded at some point; evicted ones drop out on tick
    QTimer m_ticker;
    qint64 m_lastTick = 0;
};

} // namespace askr::models
