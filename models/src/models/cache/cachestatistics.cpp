#include "models/cache/cachestatistics.h"
#include "models/requestkey.h"

#include "askr_contracts_api.h"
#include "storage/session.h"

namespace askr::models {

namespace cache = contracts::cache;

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
        requestKey(this, "cache-statistics"), this,
        [](contracts::Connection &db) {
            CacheStatisticsData d;
            const auto stats = cache::cacheStats(db);
            d.live = stats.live.toInt();
            d.expired = stats.expired.toInt();
            d.valueBytes = cache::cacheValueBytes(db).value_bytes.toInt();
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
                Q_EMIT errorOccurred(f.message);
        });
}

} // namespace askr::models
