#include "models/cache/cacheprefixesmodel.h"
#include "models/identity.h"

#include "operations/format/format.h"

#include <QCoreApplication>
#include <QLocale>

namespace askr::models {

CachePrefixesModel::CachePrefixesModel(QObject *parent)
    : RereadModel(nullptr, QString(), parent) // given its snapshots, it never reads
{
}

void CachePrefixesModel::setPrefixes(std::vector<CachePrefix> prefixes, qint64 totalKeys, qint64 totalBytes)
{
    const bool totalsMoved = totalKeys != m_totalKeys || totalBytes != m_totalBytes;
    m_totalKeys = totalKeys;
    m_totalBytes = totalBytes;
    mergeRows(m_prefixes, std::move(prefixes), [](const CachePrefix &p) { return identityOf(p.prefix); });
    if (totalsMoved)
        sharesChanged();
}

void CachePrefixesModel::setMeasure(Measure measure)
{
    m_measure = measure;
    sharesChanged();
}

void CachePrefixesModel::sharesChanged()
{
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
            return operations::formatCount(p.keys);
        case BytesColumn:
            return operations::formatBytes(p.bytes);
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

} // namespace askr::models
