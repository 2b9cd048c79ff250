#pragma once

#include "models/cache/cacheprefixesmodel.h"

#include <QObject>
#include <QPointer>

#include <vector>

namespace askr::storage {
class Session;
}

namespace askr::models {

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
    void errorOccurred(const QString &message);

private:
    QPointer<storage::Session> m_session;
    CacheStatisticsData m_data;
    bool m_loading = false;
    bool m_hasData = false;
};

} // namespace askr::models
