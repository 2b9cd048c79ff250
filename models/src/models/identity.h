#pragma once

#include "value.h"

#include <QByteArray>
#include <QHash>
#include <QSet>
#include <QtGlobal>

#include <optional>

namespace askr::models {

// Every live list answers this role with a QByteArray naming the item a row
// shows (a job id, a key's bytes, a lock's key and owner): the selection
// follows it, not the row number, while rows arrive, go and move.
constexpr int IdentityRole = Qt::UserRole + 90;

// Storage class and raw bytes, so that the TEXT "7", the INTEGER 7 and a BLOB
// stay apart and names that are not UTF-8 match byte-exact.
inline QByteArray identityOf(const contracts::Value &v)
{
    return QByteArray(1, char('0' + int(v.kind()))) + v.toBytes();
}

// Two values, each length-prefixed, so that no pair reads as another.
inline QByteArray identityOf(const contracts::Value &a, const contracts::Value &b)
{
    const QByteArray x = identityOf(a);
    return QByteArray::number(x.size()) + ':' + x + identityOf(b);
}

// The integer an identity made by identityOf() names (a job's or a dead
// letter's id), if it names one.
inline std::optional<qint64> integerOfIdentity(const QByteArray &identity)
{
    if (identity.size() < 2 || identity.at(0) != char('0' + int(contracts::Value::Integer)))
        return std::nullopt;
    bool ok = false;
    const qint64 v = identity.mid(1).toLongLong(&ok);
    return ok ? std::optional<qint64>(v) : std::nullopt;
}

// Implemented by models that can find an identity faster than by asking
// every row (a paged table looks only in the pages it holds).
class IdentityLookup
{
public:
    virtual ~IdentityLookup() = default;
    // The rows showing these items, for those shown.
    virtual QHash<QByteArray, int> rowsOfIdentities(const QSet<QByteArray> &identities) const = 0;
    // False while rows are being read: an item not found may still come.
    virtual bool identitiesSettled() const = 0;
};

} // namespace askr::models
