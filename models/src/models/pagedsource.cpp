#include "models/pagedsource.h"

#include <QtNumeric>

namespace askr::models {

using contracts::Value;

Value denseKeyAt(const Value &first, const Value &last, qint64 offset, qint64 total)
{
    if (first.kind() != Value::Integer || last.kind() != Value::Integer || offset < 0 || offset >= total)
        return {};
    // n distinct integers from first to last are all of them exactly when
    // last - first + 1 == n (ids and seqs are unique).
    qint64 span = 0;
    if (qSubOverflow(last.toInt(), first.toInt(), &span) || span != total - 1)
        return {};
    return Value::integer(first.toInt() + offset);
}

} // namespace askr::models
