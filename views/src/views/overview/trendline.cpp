#include "views/overview/trendline.h"

#include "views/sparkline.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>

namespace askr::views {

TrendLine::TrendLine(QWidget *parent) : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void TrendLine::setSeries(std::vector<std::pair<qint64, double>> series, qint64 from, qint64 to)
{
    m_series = std::move(series);
    m_from = from;
    m_to = to;
    update();
}

QSize TrendLine::sizeHint() const
{
    return { 200, 4 * fontMetrics().height() };
}

QSize TrendLine::minimumSizeHint() const
{
    return { 80, 3 * fontMetrics().height() };
}

void TrendLine::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    QFont small = font();
    small.setPointSizeF(small.pointSizeF() * 0.8);
    p.setFont(small);
    const QFontMetrics fm(small);
    const QColor text = palette().color(QPalette::Text);
    double lo = 0, hi = 0;
    for (const auto &[at, v] : m_series)
        hi = std::max(hi, v);
    if (hi <= lo)
        hi = lo + 1;
    const auto label = [this](double v) { return m_format ? m_format(v) : QString::number(v); };
    const QString top = label(hi), bottom = label(lo);
    const int scaleWidth = std::max(fm.horizontalAdvance(top), fm.horizontalAdvance(bottom)) + 6;
    const QRectF plot(scaleWidth, fm.height() / 2.0, width() - scaleWidth - 2, height() - fm.height() * 1.5 - 2);
    if (plot.width() < 10 || plot.height() < 6)
        return;
    // Scale: the two bounds and a base line.
    p.setPen(text);
    p.drawText(QRectF(0, 0, scaleWidth - 4, fm.height()), Qt::AlignRight | Qt::AlignVCenter, top);
    p.drawText(QRectF(0, plot.bottom() - fm.height() / 2.0, scaleWidth - 4, fm.height()), Qt::AlignRight | Qt::AlignVCenter, bottom);
    QColor grid = palette().color(QPalette::Mid);
    p.setPen(QPen(grid, 1));
    p.drawLine(plot.bottomLeft(), plot.bottomRight());
    p.drawLine(plot.topLeft(), plot.topRight());
    const qint64 span = std::max<qint64>(1, m_to - m_from);
    p.setPen(text);
    p.drawText(
        QRectF(plot.left(), plot.bottom() + 1, plot.width(), fm.height()), Qt::AlignLeft | Qt::AlignTop, tr("−%1 min").arg(span / 60));
    p.drawText(QRectF(plot.left(), plot.bottom() + 1, plot.width(), fm.height()), Qt::AlignRight | Qt::AlignTop, tr("now"));
    if (m_series.empty())
        return;
    QPainterPath path;
    qint64 prev = 0;
    bool first = true;
    for (const auto &[at, v] : m_series) {
        const double x = plot.left() + plot.width() * double(std::clamp(at, m_from, m_to) - m_from) / double(span);
        const double y = plot.bottom() - plot.height() * (v - lo) / (hi - lo);
        if (first || at - prev > m_gap)
            path.moveTo(x, y);
        else
            path.lineTo(x, y);
        // A lone reading still shows.
        if (first || at - prev > m_gap)
            path.addEllipse(QPointF(x, y), 1.5, 1.5), path.moveTo(x, y);
        prev = at;
        first = false;
    }
    p.setPen(QPen(SparklineDelegate::lineColor(palette()), 2));
    p.setBrush(Qt::NoBrush);
    p.drawPath(path);
}

} // namespace askr::views
