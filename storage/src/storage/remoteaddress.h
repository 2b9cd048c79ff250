#pragma once

#include <QString>
#include <QUrl>

namespace askr::storage {

// Whether text names a server rather than a file: http://, https://,
// libsql:// and sqlanywhere:// (the last two mean https).
bool isRemoteUrl(const QString &text);
// The http(s) base for such a URL; empty with *error set when it is not one.
// Of the query only ?namespace=NAME is kept (sqld's names: letters, digits,
// '-' and '_').
QUrl remoteBaseUrl(const QString &text, QString *error);

} // namespace askr::storage
