#include "cachestatistics.h"
#include "identity.h"

#include "askr_contracts_api.h"
#include "format.h"
#include "session.h"

#include <QCoreApplication>
#include <QLocale>

namespace askr::models {

namespace cache = contracts::cache;

CachePrefixesModel::CachePrefixesModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void CachePrefixesModel::setPrefixes(std::vector<CachePrefix> prefixes, qint64 totalKeys, qint64 totalBytes)
{
    beginResetModel();
    m_prefixes = std::move(prefixes);
    m_totalKeys = totalKeys;
    m_totalBytes = totalBytes;
    endResetModel();
}

void CachePrefixesModel::setMeasure(Measure measure)
{
    m_measure = measure;
    if (!m_prefixes.empty())
        Q_EMIT dataChanged(index(0, ShareColumn), index(rowCount() - 1, ShareColumn));
}

int CachePrefixesModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_prefixes.size());
}

int CachePrefixesModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : NUM_COLUMNS;
}

QVariant CachePrefixesModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const CachePrefix &p = m_prefixes[size_t(index.row())];
    if (role == IdentityRole)
        return identityOf(p.prefix);
    const double share = m_measure == Measure::Keys ? (m_totalKeys ? double(p.keys) / double(m_totalKeys) : 0.0)
                                                    : (m_totalBytes ? double(p.bytes) / double(m_totalBytes) : 0.0);
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case PrefixColumn:
            return p.prefix.isNull() ? tr("(no prefix)") : p.prefix.toDisplayString();
        case KeysColumn:
            return formatCount(p.keys);
        case BytesColumn:
            return formatBytes(p.bytes);
        case ShareColumn:
            return QString(QLocale().toString(share * 100.0, 'f', 1) + QLatin1String(" %"));
        }
        break;
    case Qt::ToolTipRole:
        if (index.column() == PrefixColumn && p.prefix.isNull())
            return tr("Keys with neither ':' nor '/' in them");
        break;
    case Qt::TextAlignmentRole:
        if (index.column() != PrefixColumn)
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        break;
    case SortRole:
        switch (index.column()) {
        case PrefixColumn:
            return p.prefix.toBytes();
        case KeysColumn:
            return p.keys;
        case BytesColumn:
            return p.bytes;
        case ShareColumn:
            return share;
        }
        break;
    case RawPrefixRole:
        return QVariant::fromValue(p.prefix);
    }
    return {};
}

QVariant CachePrefixesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case PrefixColumn:
        return tr("Namespace");
    case KeysColumn:
        return tr("Keys");
    case BytesColumn:
        return tr("Value bytes");
    case ShareColumn:
        return m_measure == Measure::Keys ? tr("Share of keys") : tr("Share of bytes");
    }
    return {};
}

CacheStatistics::CacheStatistics(storage::Session *session, QObject *parent)
    : QObject(parent)
    , m_session(session)
{
}

void CacheStatistics::refresh()
{
    if (!m_session)
        return;
    m_loading = true;
    m_session->query(
        QStringLiteral("cache-statistics:%1").arg(quintptr(this)), this,
        [](contracts::Connection &db) {
            CacheStatisticsData d;
            const auto stats = cache::cacheStats(db);
            d.live = stats.live.toInt();
            d.expired = stats.expired.toInt();
            d.valueBytes = stats.value_bytes.toInt();
            const auto b = cache::expiryBuckets(db);
            d.expiredBucket = b.expired.toInt();
            d.within60 = b.within_60.toInt();
            d.within3600 = b.within_3600.toInt();
            d.within86400 = b.within_86400.toInt();
            d.later = b.later.toInt();
            d.never = b.never.toInt();
            for (const auto &p : cache::keyPrefixes(db, PrefixPage))
                d.prefixes.push_back({p.prefix, p.key_count.toInt(), p.value_bytes.toInt()});
            d.prefixesTruncated = d.prefixes.size() >= size_t(PrefixPage);
            d.computedAt = db.now();
            return d;
        },
        [this](CacheStatisticsData d) {
            m_loading = false;
            m_hasData = true;
            m_data = std::move(d);
            Q_EMIT updated();
        },
        [this](const storage::Failure &f) {
            m_loading = false;
            if (!f.cancelled)
                Q_EMIT failed(f.message);
        });
}

} // namespace askr::models
