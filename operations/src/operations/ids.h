#pragma once

#include <QByteArray>

#include <vector>

namespace askr::operations {

// Ids as the contracts take a set of them: a JSON array, "[1,2,3]".
QByteArray idsJson(const std::vector<qint64> &ids);

} // namespace askr::operations
