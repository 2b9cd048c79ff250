#include "views/sparkline.h"

#include <QPainter>
#include <QPainterPath>

#include <cmath>

namespace askr::views {

SparklineDelegate::SparklineDelegate(int historyRole, QObject *parent)
    : QStyledItemDelegate(parent)
    , m_role(historyRole)
{
}

void SparklineDelegate::paintSeries(QPainter *painter, const QRectF &rect, const QVector<qint64> &series, const QColor &color)
{
    if (series.size() < 2 || rect.width() < 4)
        return;
    const auto [lo, hi] = std::minmax_element(series.cbegin(), series.cend());
    const double range = double(*hi - *lo);
    QPainterPath path;
    for (int i = 0; i < series.size(); ++i) {
        const double x = rect.left() + rect.width() * i / (series.size() - 1);
        const double y = range > 0 ? rect.bottom() - rect.height() * double(series[i] - *lo) / range : rect.center().y();
        if (i == 0)
            path.moveTo(x, y);
        else
            path.lineTo(x, y);
    }
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(QPen(color, 2));
    painter->drawPath(path);
    painter->restore();
}

QColor SparklineDelegate::lineColor(const QPalette &palette)
{
    QColor c = palette.color(QPalette::Highlight);
    const QColor base = palette.color(QPalette::Base);
    const bool darkBase = base.lightnessF() < 0.5;
    // Step towards the opposite of the base until the contrast is plain.
    for (int i = 0; i < 6 && std::abs(c.lightnessF() - base.lightnessF()) < 0.4; ++i)
        c = darkBase ? c.lighter(125) : c.darker(125);
    return c;
}

void SparklineDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QStyledItemDelegate::paint(painter, option, index);
    const auto series = index.data(m_role).value<QVector<qint64>>();
    const QColor color = option.state & QStyle::State_Selected ? option.palette.highlightedText().color() : lineColor(option.palette);
    paintSeries(painter, QRectF(option.rect).adjusted(4, 4, -4, -4), series, color);
}

QSize SparklineDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QSize s = QStyledItemDelegate::sizeHint(option, index);
    return {std::max(s.width(), 160), std::max(s.height(), 24)};
}

} // namespace askr::views
