#include "operations/pubsub/pubsubreads.h"

#include <limits>

namespace askr::operations::pubsub {

namespace api = contracts::pubsub;

std::vector<api::ChannelsRow> channels(contracts::Connection &db)
{
    return api::channels(db);
}

std::vector<api::SubscribersRow> subscribers(contracts::Connection &db)
{
    return api::subscribers(db);
}

std::vector<api::EventsPageRow> events(contracts::Connection &db, const std::optional<QByteArray> &channel, std::optional<qint64> after,
    const std::optional<QByteArray> &grep, qint64 limit)
{
    if (after)
        return api::eventsPage(db, channel, *after, grep, limit);
    std::vector<api::EventsPageRow> rows;
    for (const auto &r : api::eventsPageBefore(db, channel, std::numeric_limits<qint64>::max(), grep, limit))
        rows.insert(rows.begin(), { r.seq, r.channel, r.created_at, r.payload_size, r.event_name });
    return rows;
}

std::vector<api::TailRow> tail(contracts::Connection &db, const std::optional<QByteArray> &channel, qint64 cursor, qint64 batch)
{
    if (!channel)
        return api::tail(db, cursor, batch);
    std::vector<api::TailRow> rows;
    for (const auto &r : api::tailChannel(db, *channel, cursor, batch))
        rows.push_back({ r.seq, r.channel, r.payload, r.created_at });
    return rows;
}

qint64 dataVersion(contracts::Connection &db)
{
    return contracts::database::dataVersion(db).data_version.toInt();
}

template<typename Rows> static std::vector<TrimLoser> losers(const Rows &rows)
{
    std::vector<TrimLoser> out;
    for (const auto &r : rows)
        out.push_back({ r.name, r.cursor, r.unread_lost });
    return out;
}

std::vector<TrimLoser> trimAgeLosers(contracts::Connection &db, qint64 seconds)
{
    return losers(api::trimAgeLosers(db, seconds));
}

std::vector<TrimLoser> trimSizeLosers(contracts::Connection &db, qint64 keep)
{
    return losers(api::trimSizeLosers(db, keep));
}

} // namespace askr::operations::pubsub
