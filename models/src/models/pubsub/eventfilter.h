#pragma once

#include <QByteArray>

#include <optional>

namespace askr::models {

// Which events the event list shows, as the contract's :filter_channel and
// :filter_text take them (nullopt turns either off).
struct EventFilter {
    std::optional<QByteArray> channel; // one channel, byte-exact
    std::optional<QByteArray> text;    // an exact, case-sensitive substring of the payload

    bool operator==(const EventFilter &o) const { return channel == o.channel && text == o.text; }
    bool isEmpty() const { return !channel && !text; }
    // The parameters of any event-list operation, with the filter filled in.
    template<typename P> P params() const
    {
        P p;
        p.filter_channel = channel;
        p.filter_text = text;
        return p;
    }
};

} // namespace askr::models
