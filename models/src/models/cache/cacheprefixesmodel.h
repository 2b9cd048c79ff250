#pragma once

#include "models/rereadmodel.h"
#include "value.h"

#include <vector>

namespace askr::models {

// One namespace of keys: the prefix up to and including the first ':' or
// '/', null for keys with neither (KeyPrefixes).
struct CachePrefix {
    contracts::Value prefix;
    qint64 keys = 0;
    qint64 bytes = 0;
    bool operator==(const CachePrefix &other) const { return prefix == other.prefix && keys == other.keys && bytes == other.bytes; }
};

// The namespaces of CacheStatistics, one row each. Small (a page of
// KeyPrefixes), so views sort it with a QSortFilterProxyModel: by keys or by
// bytes. Each new page is merged by prefix, so a selected namespace stays
// selected.
class CachePrefixesModel : public RereadModel
{
    Q_OBJECT
public:
    enum Columns { PrefixColumn, KeysColumn, BytesColumn, ShareColumn, NUM_COLUMNS };
    enum Roles { SortRole = Qt::UserRole, RawPrefixRole };
    // Share of what: keys or bytes (the column "share" follows the sort).
    enum class Measure { Keys, Bytes };

    explicit CachePrefixesModel(QObject *parent = nullptr);
    void setPrefixes(std::vector<CachePrefix> prefixes, qint64 totalKeys, qint64 totalBytes);
    void setMeasure(Measure measure);

    int rowCount(const QModelIndex &parent = {}) const final;
    int columnCount(const QModelIndex &parent = {}) const final;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const final;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const final;

private:
    void sharesChanged();

    std::vector<CachePrefix> m_prefixes;
    qint64 m_totalKeys = 0;
    qint64 m_totalBytes = 0;
    Measure m_measure = Measure::Keys;
};

} // namespace askr::models
