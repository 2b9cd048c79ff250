#include "views/chartcounts.h"

#include <QAbstractBarSeries>
#include <QChart>
#include <QLocale>

#include <limits>

namespace askr::views {

void showCountsAsTables(QChart *chart, QAbstractBarSeries *series)
{
    chart->setLocalizeNumbers(true);
    chart->setLocale(QLocale()); // the tables' (operations::formatCount)
    // 'g' with every digit a count can have: exact, no exponent.
    if (series)
        series->setLabelsPrecision(std::numeric_limits<qint64>::digits10);
}

} // namespace askr::views
