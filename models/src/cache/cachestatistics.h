#pragma once

#include "value.h"

#include <QAbstractTableModel>
#include <QPointer>

#include <vector>

namespace askr::storage {
class Session;
}

namespace askr::models {

// One namespace of keys: the prefix up to and including the first ':' or
// '/', null for keys with neither (KeyPrefixes).
struct CachePrefix {
    contracts::Value prefix;
    qint64 keys = 0;
    qint64 bytes = 0;
};

struct CacheStatisticsData {
    qint64 live = 0;
    qint64 expired = 0; // expired but not swept yet
    qint64 valueBytes = 0;
    // ExpiryBuckets, each entry in exactly one.
    qint64 expiredBucket = 0, within60 = 0, within3600 = 0, within86400 = 0, later = 0, never = 0;
    std::vector<CachePrefix> prefixes; // most keys first
    bool prefixesTruncated = false;    // more namespaces exist than were read
    qint64 computedAt = 0;
};

// The namespaces of CacheStatistics, one row each. Small (a page of
// KeyPrefixes), so views sort it with a QSortFilterProxyModel: by keys or by
// bytes.
class CachePrefixesModel : public QAbstractTableModel
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
    std::vector<CachePrefix> m_prefixes;
    qint64 m_totalKeys = 0;
    qint64 m_totalBytes = 0;
    Measure m_measure = Measure::Keys;
};

// Figures about the whole cache: CacheStats, ExpiryBuckets and KeyPrefixes.
// KeyPrefixes reads every key (a second or two at a million keys): views
// refresh it only while shown, and not on every change.
class CacheStatistics : public QObject
{
    Q_OBJECT
public:
    static constexpr int PrefixPage = 1000;

    explicit CacheStatistics(storage::Session *session, QObject *parent = nullptr);
    void refresh();
    const CacheStatisticsData &data() const { return m_data; }
    bool isLoading() const { return m_loading; }
    bool hasData() const { return m_hasData; }

Q_SIGNALS:
    void updated();
    void failed(const QString &message);

private:
    QPointer<storage::Session> m_session;
    CacheStatisticsData m_data;
    bool m_loading = false;
    bool m_hasData = false;
};

} // namespace askr::models
