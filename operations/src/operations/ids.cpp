#include "operations/ids.h"

namespace askr::operations {

QByteArray idsJson(const std::vector<qint64> &ids)
{
    QByteArray out = "[";
    for (size_t i = 0; i < ids.size(); ++i) {
        if (i)
            out += ',';
        out += QByteArray::number(ids[i]);
    }
    out += ']';
    return out;
}

} // namespace askr::operations
