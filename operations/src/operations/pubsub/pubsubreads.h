#pragma once

#include "askr_contracts_api.h"

#include <optional>
#include <vector>

namespace askr::operations::pubsub {

// The pub/sub log as askr-deskctl lists it: the reads the pages' models make,
// by the same statements.

std::vector<contracts::pubsub::ChannelsRow> channels(contracts::Connection &db);
std::vector<contracts::pubsub::SubscribersRow> subscribers(contracts::Connection &db);

// Events of a channel (or all) whose payload contains grep (or all): after
// the sequence `after`, oldest first; or, without it, the newest `limit`,
// also oldest first like a log's tail.
std::vector<contracts::pubsub::EventsPageRow> events(contracts::Connection &db, const std::optional<QByteArray> &channel,
    std::optional<qint64> after, const std::optional<QByteArray> &grep, qint64 limit);

// Up to batch events after cursor, with their payloads, of one channel or of
// all: what a live tail prints.
std::vector<contracts::pubsub::TailRow> tail(contracts::Connection &db, const std::optional<QByteArray> &channel, qint64 cursor, qint64 batch);
// Changes whenever another connection commits (PRAGMA data_version).
qint64 dataVersion(contracts::Connection &db);

// A subscriber a trim would make lose events it has not read.
struct TrimLoser {
    contracts::Value name, cursor, unread_lost;
};
// Of a trim of the events older than seconds, or of all but the newest keep.
std::vector<TrimLoser> trimAgeLosers(contracts::Connection &db, qint64 seconds);
std::vector<TrimLoser> trimSizeLosers(contracts::Connection &db, qint64 keep);

} // namespace askr::operations::pubsub
