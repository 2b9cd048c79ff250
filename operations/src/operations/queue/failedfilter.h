#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <optional>

namespace askr::operations {

// Which dead letters a list shows or a bulk action touches: each part is off
// when empty (null). The Dead letters page and askr-deskctl's failed, retry
// and forget share it.
struct FailedFilter
{
    Q_DECLARE_TR_FUNCTIONS(askr::operations::FailedFilter)

public:
    std::optional<QByteArray> queue;
    std::optional<QByteArray> name; // the payload's displayName, exactly
    std::optional<QByteArray> text; // a substring of the exception
    std::optional<qint64> from; // failed_at, inclusive
    std::optional<qint64> to; // failed_at, inclusive
    // The exception's first line with digits folded (FailedGroupsByException).
    std::optional<QByteArray> signature;
    // A substring of the payload's bytes (last: brace-initialised filters
    // without it stay as they were).
    std::optional<QByteArray> payload;

    bool operator==(const FailedFilter &o) const
    {
        return queue == o.queue && name == o.name && text == o.text && payload == o.payload && signature == o.signature && from == o.from && to == o.to;
    }
    bool operator!=(const FailedFilter &o) const { return !(*this == o); }
    bool isEmpty() const { return !queue && !name && !text && !payload && !signature && !from && !to; }

    template<typename P> P params() const
    {
        P p;
        p.filter_queue = queue;
        p.filter_name = name;
        p.filter_text = text;
        p.filter_payload = payload;
        p.filter_signature = signature;
        p.failed_from = from;
        p.failed_to = to;
        return p;
    }

    // " matching 'TimeoutException' in queue mail", for confirmations
    // (empty when the filter is off).
    QString describe() const;
};

} // namespace askr::operations
