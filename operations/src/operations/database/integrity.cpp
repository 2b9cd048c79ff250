#include "integrity.h"

#include "askr_contracts_api.h"

namespace askr::operations::database {

QStringList quickCheckLines(contracts::Connection &db)
{
    QStringList lines;
    for (const auto &row : contracts::database::quickCheck(db))
        lines << QString::fromUtf8(row.quick_check.toBytes()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    return lines;
}

} // namespace askr::operations::database
