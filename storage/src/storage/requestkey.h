#pragma once

#include "storage/priority.h"

#include <QHashFunctions>
#include <QString>

#include <optional>

namespace askr::storage {

// What a request is, for the session: requests with the same key supersede
// each other (a queued older one is skipped, a running older one's result
// dropped), and the kind decides whether the user sees it as busy and where
// it queues. A key made from a name is a read shown to the user, queued by
// whether its asker is shown (Session::setShown); the others are the
// session's own.
class RequestKey
{
public:
    // No key: every request stands on its own (writes).
    RequestKey() = default;
    // A read the user sees (a page, a value, a count). Implicit: most keys
    // are a model's name for its one read.
    RequestKey(QString name)
        : m_name(std::move(name))
    {
    }
    // The read an action needs before it asks the user: one at a time,
    // before every refresh.
    static RequestKey preview() { return RequestKey(Kind::Preview, QStringLiteral("preview")); }
    // The schema inspection: before everything, not shown as busy.
    static RequestKey schema() { return RequestKey(Kind::Schema, QStringLiteral("schema")); }
    // The look for changes: not shown as busy, behind what is shown.
    static RequestKey poll() { return RequestKey(Kind::Poll, QStringLiteral("poll")); }

    bool isNull() const { return m_kind == Kind::Read && m_name.isEmpty(); }
    QString name() const { return m_name; }
    // Bookkeeping the user does not wait on: no busy indicator, no debug line per poll.
    bool isInternal() const { return m_kind == Kind::Schema || m_kind == Kind::Poll; }
    bool isPoll() const { return m_kind == Kind::Poll; }
    // The priority fixed by the kind; empty for reads, which queue by where
    // their asker is.
    std::optional<Priority> fixedPriority() const
    {
        switch (m_kind) {
        case Kind::Schema:
            return Priority::Schema;
        case Kind::Preview:
            return Priority::Action;
        case Kind::Poll:
            return Priority::Background;
        case Kind::Read:
            break;
        }
        return std::nullopt;
    }
    // For logs.
    QString describe() const { return isNull() ? QStringLiteral("(write)") : m_name; }

    friend bool operator==(const RequestKey &a, const RequestKey &b) { return a.m_kind == b.m_kind && a.m_name == b.m_name; }
    friend bool operator!=(const RequestKey &a, const RequestKey &b) { return !(a == b); }
    friend size_t qHash(const RequestKey &key, size_t seed = 0) { return qHashMulti(seed, int(key.m_kind), key.m_name); }

private:
    enum class Kind { Read, Preview, Schema, Poll };
    RequestKey(Kind kind, QString name)
        : m_kind(kind)
        , m_name(std::move(name))
    {
    }
    Kind m_kind = Kind::Read;
    QString m_name;
};

} // namespace askr::storage
