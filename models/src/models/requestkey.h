#pragma once

#include <QLatin1String>
#include <QString>

namespace askr::models {

// A session request key that belongs to one object: a newer request with the
// same key supersedes the older (storage::Session::query), so each asker keys
// its requests by what it asks and by its own address.
inline QString requestKey(const void *owner, const char *what)
{
    return QLatin1String(what) + QLatin1Char(':') + QString::number(quintptr(owner));
}

} // namespace askr::models
