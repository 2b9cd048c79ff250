#pragma once

#include <QByteArray>

#include <optional>

namespace askr::operations {

// Which live jobs a list shows or an action touches: each part is off when
// empty (null). The jobs list and askr-deskctl's jobs and release share it.
struct JobFilter
{
    std::optional<QByteArray> queue;
    std::optional<QByteArray> state; // ready, delayed or reserved
    std::optional<QByteArray> name; // the payload's displayName, exactly
    std::optional<QByteArray> text; // a substring of the payload

    bool operator==(const JobFilter &o) const { return queue == o.queue && state == o.state && name == o.name && text == o.text; }
    bool operator!=(const JobFilter &o) const { return !(*this == o); }
    bool isEmpty() const { return !queue && !state && !name && !text; }

    // The contract's parameter structs share these field names.
    template<typename P> P params() const
    {
        P p;
        p.filter_queue = queue;
        p.filter_state = state;
        p.filter_name = name;
        p.filter_text = text;
        return p;
    }
};

} // namespace askr::operations
