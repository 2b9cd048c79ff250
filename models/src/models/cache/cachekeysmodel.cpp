#include "models/cache/cachekeysmodel.h"

#include "askr_contracts_api.h"
#include "models/cache/cacheformat.h"
#include "models/idpagedsource.h"
#include "operations/format/format.h"

#include <QFont>
#include <QGuiApplication>
#include <QPalette>

#include <algorithm>

namespace askr::models {

using contracts::Connection;
using contracts::Value;
namespace cache = contracts::cache;

CacheKeysModel::CacheKeysModel(storage::Session *session, QObject *parent)
    : PagedTableModel(session, NUM_COLUMNS, &storage::SchemaReport::hasCache, parent)
{
    m_ticker.setInterval(1000);
    connect(&m_ticker, &QTimer::timeout, this, &CacheKeysModel::tick);
    m_ticker.start();
    connect(this, &PagedTableModel::pageLoaded, this, [this](int page) {
        m_pagesSeen.insert(page);
        scheduleNextExpiry();
    });
    connect(this, &QAbstractItemModel::modelReset, this, [this] { m_pagesSeen.clear(); });
}

void CacheKeysModel::setFilter(const CacheKeyFilter &filter)
{
    if (filter == m_filter && source())
        return;
    m_filter = filter;
    reload();
}

std::shared_ptr<const PagedSource> CacheKeysModel::makeSource() const
{
    return std::make_shared<IdPagedSource<CacheKeyFilter, cache::KeysList>>(m_filter);
}

qint64 CacheKeysModel::now() const
{
    return session() ? session()->now() : 0;
}

QVariant CacheKeysModel::cell(const Row &row, int column, int role) const
{
    const Value &key = row[FieldKey];
    const Value &expiresAt = row[FieldExpiresAt];
    const bool expired = isExpired(expiresAt, now());
    switch (role) {
    case Qt::DisplayRole:
        switch (column) {
        case KeyColumn:
            return key.toDisplayString();
        case SizeColumn:
            return valueSizeText(row[FieldSize], row[FieldType]);
        case TtlColumn:
            return ttlText(expiresAt, now());
        case TagsColumn:
            return row[FieldTags].toInt() > 0 ? QVariant(operations::formatCount(row[FieldTags].toInt())) : QVariant();
        }
        break;
    case Qt::ToolTipRole:
        switch (column) {
        case KeyColumn: {
            QString tip = key.toDisplayString();
            if (tip.toUtf8() != key.toBytes())
                tip += QLatin1Char('\n') + tr("Bytes shown as \\xNN are not valid UTF-8 (or are control characters); actions use the exact bytes.");
            if (expired)
                tip += QLatin1Char('\n') + tr("Expired: readers no longer see this entry; it stays in the table until the next sweep.");
            return tip;
        }
        case SizeColumn:
            return tr("%1 value, length %2").arg(QString::fromUtf8(row[FieldType].toBytes()), operations::formatCount(row[FieldSize].toInt()));
        case TtlColumn:
            return expiresAt.isNull() ? tr("Never expires") : tr("Expires %1").arg(operations::formatRelative(expiresAt.toInt(), now()));
        }
        break;
    case Qt::TextAlignmentRole:
        if (column != KeyColumn)
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        break;
    case Qt::FontRole:
        if (expired) {
            QFont f;
            f.setItalic(true);
            return f;
        }
        break;
    case Qt::ForegroundRole:
        if (expired)
            return QGuiApplication::palette().brush(QPalette::Disabled, QPalette::Text);
        break;
    case SortRole:
        switch (column) {
        case KeyColumn:
            return key.toBytes();
        case SizeColumn:
            return row[FieldSize].toInt();
        case TtlColumn:
            return ttlSeconds(expiresAt, now());
        case TagsColumn:
            return row[FieldTags].toInt();
        }
        break;
    case RawKeyRole:
        return QVariant::fromValue(key);
    case ExpiresAtRole:
        return expiresAt.isNull() ? QVariant() : QVariant(expiresAt.toInt());
    case ExpiredRole:
        return expired;
    case ValueTypeRole:
        return QString::fromUtf8(row[FieldType].toBytes());
    case ValueSizeRole:
        return row[FieldSize].toInt();
    case TagCountRole:
        return row[FieldTags].toInt();
    }
    return {};
}

QVariant CacheKeysModel::header(int column, int role) const
{
    if (role == Qt::DisplayRole) {
        switch (column) {
        case KeyColumn:
            return tr("Key");
        case SizeColumn:
            return tr("Size");
        case TtlColumn:
            return tr("TTL");
        case TagsColumn:
            return tr("Tags");
        }
    } else if (role == Qt::ToolTipRole) {
        switch (column) {
        case KeyColumn:
            return tr("The cache key, in key order");
        case SizeColumn:
            return tr("Size of the value: bytes of a blob, characters of a text, or a number");
        case TtlColumn:
            return tr("Time left before the entry expires, counted down on this computer from its expiry time");
        case TagsColumn:
            return tr("Number of tags that map to this key");
        }
    }
    return {};
}

QList<QPair<int, int>> CacheKeysModel::loadedRanges() const
{
    QList<int> pages(m_pagesSeen.begin(), m_pagesSeen.end());
    std::sort(pages.begin(), pages.end());
    QList<QPair<int, int>> ranges;
    for (int page : std::as_const(pages)) {
        // The page's rows that the window holds.
        const qint64 from = qint64(page) * PageSize - windowStart();
        const int first = int(std::clamp<qint64>(from, 0, rowCount()));
        const int end = int(std::clamp<qint64>(from + PageSize, 0, rowCount()));
        if (first >= end || !rowAt(first))
            continue; // evicted, beyond the end or outside the window
        int last = end - 1;
        while (last > first && !rowAt(last))
            --last;
        if (!ranges.isEmpty() && ranges.last().second + 1 == first)
            ranges.last().second = last;
        else
            ranges.append({first, last});
    }
    return ranges;
}

void CacheKeysModel::tick()
{
    const qint64 t = now();
    const qint64 previous = m_lastTick ? m_lastTick : t;
    m_lastTick = t;
    const auto ranges = loadedRanges();
    // Forget pages that were evicted.
    for (auto it = m_pagesSeen.begin(); it != m_pagesSeen.end();)
        it = rowAtPosition(qint64(*it) * PageSize) ? std::next(it) : m_pagesSeen.erase(it);
    for (const auto &[first, last] : ranges) {
        bool anyExpiry = false;
        int crossFirst = -1, crossLast = -1;
        for (int r = first; r <= last; ++r) {
            const Row *row = rowAt(r);
            if (!row || (*row)[FieldExpiresAt].isNull())
                continue;
            anyExpiry = true;
            const qint64 at = (*row)[FieldExpiresAt].toInt();
            if (at > previous && at <= t) {
                if (crossFirst < 0)
                    crossFirst = r;
                crossLast = r;
            }
        }
        if (!anyExpiry)
            continue;
        Q_EMIT dataChanged(index(first, TtlColumn), index(last, TtlColumn), {Qt::DisplayRole, Qt::ToolTipRole, SortRole});
        if (crossFirst >= 0)
            Q_EMIT dataChanged(index(crossFirst, 0), index(crossLast, NUM_COLUMNS - 1));
    }
    scheduleNextExpiry();
}

qint64 CacheKeysModel::nextExpiry() const
{
    const qint64 t = now();
    qint64 next = 0;
    for (const auto &[first, last] : loadedRanges())
        for (int r = first; r <= last; ++r)
            if (const Row *row = rowAt(r); row && !(*row)[FieldExpiresAt].isNull()) {
                const qint64 at = (*row)[FieldExpiresAt].toInt();
                if (at > t && (next == 0 || at < next))
                    next = at;
            }
    return next;
}

void CacheKeysModel::scheduleNextExpiry()
{
    // Counts elsewhere (live and expired entries, expiry buckets) change when
    // an entry expires even though nothing commits.
    if (const qint64 next = nextExpiry(); next && session())
        session()->scheduleWakeUp(next);
}

void CacheKeysModel::locate(const QByteArray &key, QObject *context, std::function<void(Location)> done, storage::Session::FailFn fail)
{
    if (!session())
        return;
    session()->query(
        QStringLiteral("cache-goto"), context,
        [key, filter = m_filter](contracts::Connection &db) {
            Location f;
            f.exists = contracts::cache::valueInfo(db, key).has_value();
            if (!f.exists)
                return f;
            f.position = contracts::cache::keyPosition(db, key, filter.glob, filter.text).position.toInt();
            const auto at = contracts::cache::keyAt(db, filter.glob, filter.text, f.position);
            f.listed = at && at->key.toBytes() == key;
            if (f.listed)
                f.key = at->key;
            return f;
        },
        std::move(done), std::move(fail));
}

} // namespace askr::models
