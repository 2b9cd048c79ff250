#pragma once

#include <QByteArray>
#include <QString>

#include <optional>

namespace askr::contracts {
class Value;
}

namespace askr::models {

// Text as people read it: valid UTF-8 is shown as it is (Laravel's class
// names are full of backslashes; exceptions have line breaks), anything else
// with its odd bytes escaped. For display only; actions keep the raw value.
QString readableText(const QByteArray &bytes);
QString readableText(const contracts::Value &value);

// What the jobs list shows: each filter is off when empty (null).
struct JobFilter {
    std::optional<QByteArray> queue;
    std::optional<QByteArray> state; // ready, delayed or reserved
    std::optional<QByteArray> name;  // the payload's displayName, exactly
    std::optional<QByteArray> text;  // a substring of the payload

    bool operator==(const JobFilter &o) const { return queue == o.queue && state == o.state && name == o.name && text == o.text; }
    bool operator!=(const JobFilter &o) const { return !(*this == o); }

    // The contract's parameter structs share these field names.
    template<typename P>
    P params() const
    {
        P p;
        p.filter_queue = queue;
        p.filter_state = state;
        p.filter_name = name;
        p.filter_text = text;
        return p;
    }
};

// What the dead-letter list shows, and what the bulk actions touch.
struct FailedFilter {
    std::optional<QByteArray> queue;
    std::optional<QByteArray> name; // the payload's displayName, exactly
    std::optional<QByteArray> text; // a substring of the exception
    std::optional<qint64> from;     // failed_at, inclusive
    std::optional<qint64> to;       // failed_at, inclusive

    bool operator==(const FailedFilter &o) const
    {
        return queue == o.queue && name == o.name && text == o.text && from == o.from && to == o.to;
    }
    bool operator!=(const FailedFilter &o) const { return !(*this == o); }
    bool isEmpty() const { return !queue && !name && !text && !from && !to; }

    template<typename P>
    P params() const
    {
        P p;
        p.filter_queue = queue;
        p.filter_name = name;
        p.filter_text = text;
        p.failed_from = from;
        p.failed_to = to;
        return p;
    }

    // " matching 'TimeoutException' in queue mail", for confirmations
    // (empty when the filter is off).
    QString describe() const;
};

} // namespace askr::models
