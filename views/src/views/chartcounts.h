#pragma once

class QAbstractBarSeries;
class QChart;

namespace askr::views {

// A chart of counts writes them as the tables do: whole numbers in the
// user's locale, grouped ("40,032"), never in exponent form. Qt Charts would
// write a bar's label with six significant digits ("1.23457e+06" for a
// queue of a million) and ungrouped; series may be null (axes only).
void showCountsAsTables(QChart *chart, QAbstractBarSeries *series);

} // namespace askr::views
