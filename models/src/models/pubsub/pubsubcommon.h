#pragma once

#include "value.h"

#include <QByteArray>
#include <QString>
#include <QVariant>

namespace askr::models::pubsub {

// The before_seq that starts at the newest event (and, for ChannelActivity,
// leaves the range open at the top).
constexpr qint64 NewestSeq = 9223372036854775807LL;

// Identity of a channel or subscriber name for lookups: its storage class and
// raw bytes, so that the TEXT "7" and the INTEGER 7 (or a BLOB) stay apart
// and a name that is not UTF-8 is matched byte-exact.
inline QByteArray identity(const contracts::Value &v)
{
    return QByteArray(1, char('0' + int(v.kind()))) + v.toBytes();
}

// Headers of the columns the event browser and the live tail share, in this
// order: Seq, Published, Channel, Event, Size.
enum EventColumns { SeqColumn, TimeColumn, ChannelColumn, EventColumn, SizeColumn, NUM_EVENT_COLUMNS };
QVariant eventHeader(int column, int role);

// "14:03:07" today, "2024-05-02 14:03:07" on another day (local time).
QString formatTime(qint64 unixTime, qint64 now);
// "1,234/s", "3.5/s", "0.02/s"; "—" when unknown (negative).
QString formatRate(double perSecond);

} // namespace askr::models::pubsub
