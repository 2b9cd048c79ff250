#include "views/pubsub/lagchart.h"
#include "views/chartcounts.h"

#include "models/pubsub/pubsubcommon.h"
#include "models/pubsub/subscribersmodel.h"

#include <QChart>
#include <QDateTime>
#include <QDateTimeAxis>
#include <QEvent>
#include <QLegendMarker>
#include <QLineSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace askr::views {

using models::SubscribersModel;

namespace {
// 1, 2, 2.5 or 5 times a power of ten, at least v: four even ticks.
double niceCeiling(double v)
{
    if (v <= 4)
        return 4;
    const double magnitude = std::pow(10.0, std::floor(std::log10(v)));
    for (double f : {1.0, 2.0, 2.5, 5.0, 10.0})
        if (f * magnitude >= v)
            return f * magnitude;
    return 10 * magnitude;
}
} // namespace

LagChart::LagChart(SubscribersModel *model, QWidget *parent)
    : QChartView(parent)
    , m_model(model)
    , m_x(new QDateTimeAxis)
    , m_y(new QValueAxis)
{
    setObjectName(QStringLiteral("lagChart"));
    setRenderHint(QPainter::Antialiasing);
    setMinimumHeight(200);
    auto *c = new QChart;
    showCountsAsTables(c, nullptr);
    c->setMargins(QMargins(4, 4, 4, 4));
    c->legend()->setAlignment(Qt::AlignBottom);
    m_x->setFormat(QStringLiteral("HH:mm:ss"));
    m_x->setTickCount(6);
    m_y->setLabelFormat(QStringLiteral("%.0f"));
    m_y->setMin(0);
    m_y->setTickCount(5);
    c->addAxis(m_x, Qt::AlignBottom);
    c->addAxis(m_y, Qt::AlignLeft);
    // Qt 6.4 draws no date-time labels when the chart is shown with axes but
    // no series: an empty, unnamed anchor series is there from the start.
    m_anchor = new QLineSeries(c);
    c->addSeries(m_anchor);
    m_anchor->attachAxis(m_x);
    m_anchor->attachAxis(m_y);
    for (QLegendMarker *marker : c->legend()->markers(m_anchor))
        marker->setVisible(false);
    // setChart() releases the chart QChartView made for itself without
    // deleting it (LeakSanitizer found it): delete it here.
    QChart *made = chart();
    setChart(c);
    delete made;
    applyPalette();
    setMeasure(Events);
    connect(model, &SubscribersModel::refreshed, this, &LagChart::rebuild);
    connect(model, &QAbstractItemModel::rowsRemoved, this, &LagChart::rebuild);
}

void LagChart::setMeasure(Measure measure)
{
    m_measure = measure;
    // Short: a rotated title longer than the chart is high is cut.
    m_y->setTitleText(measure == Events ? tr("lag (events)") : tr("behind (s)"));
    rebuild();
}

void LagChart::setSubscribers(const QList<contracts::Value> &names)
{
    m_names = names;
    rebuild();
}

QStringList LagChart::shownNames() const
{
    QStringList out;
    for (QAbstractSeries *s : chart()->series())
        if (s != m_anchor)
            out << s->name();
    return out;
}

QList<QPointF> LagChart::points(const QString &name) const
{
    for (QAbstractSeries *s : chart()->series())
        if (s != m_anchor && s->name() == name)
            return static_cast<QLineSeries *>(s)->points();
    return {};
}

void LagChart::rebuild()
{
    // Which subscribers: the chosen ones, else those furthest behind.
    QList<contracts::Value> names;
    for (const auto &n : std::as_const(m_names))
        if (m_model->rowOf(n) >= 0)
            names << n;
    if (names.isEmpty()) {
        std::vector<int> rows(size_t(m_model->rowCount()));
        for (int i = 0; i < int(rows.size()); ++i)
            rows[size_t(i)] = i;
        std::stable_sort(rows.begin(), rows.end(), [this](int a, int b) {
            return m_measure == Events ? m_model->lag(a) > m_model->lag(b) : m_model->lagSeconds(a) > m_model->lagSeconds(b);
        });
        for (int r : rows) {
            if (names.size() >= MaxLines)
                break;
            names << m_model->name(r);
        }
    }

    QChart *c = chart();
    QHash<QString, QLineSeries *> existing;
    for (QAbstractSeries *s : c->series())
        if (s != m_anchor)
            existing.insert(s->name(), static_cast<QLineSeries *>(s));
    QSet<QString> keep;
    qint64 minT = 0;
    qint64 maxT = 0;
    qint64 maxY = 0;
    for (const auto &name : std::as_const(names)) {
        const QString label = name.toDisplayString();
        keep.insert(label);
        QLineSeries *series = existing.value(label);
        if (!series) {
            series = new QLineSeries(c);
            series->setName(label);
            c->addSeries(series);
            series->attachAxis(m_x);
            series->attachAxis(m_y);
        }
        QList<QPointF> points;
        const auto &history = m_model->history(name);
        points.reserve(qsizetype(history.size()));
        for (const auto &sample : history) {
            const qint64 y = m_measure == Events ? sample.lag : sample.lagSeconds;
            points.append(QPointF(double(sample.time) * 1000.0, double(y)));
            minT = minT ? std::min(minT, sample.time) : sample.time;
            maxT = std::max(maxT, sample.time);
            maxY = std::max(maxY, y);
        }
        series->replace(points);
    }
    for (auto it = existing.begin(); it != existing.end(); ++it) {
        if (!keep.contains(it.key())) {
            c->removeSeries(it.value());
            delete it.value();
        }
    }
    if (!minT)
        minT = maxT = QDateTime::currentSecsSinceEpoch();
    // At least a minute wide, so the first samples do not fill the chart.
    m_x->setRange(QDateTime::fromSecsSinceEpoch(std::min(minT, maxT - 60)), QDateTime::fromSecsSinceEpoch(maxT));
    m_y->setRange(0, niceCeiling(double(maxY) * 1.05));
}

void LagChart::fitTicks()
{
    const QFontMetrics fm(m_x->labelsFont());
    const int label = fm.horizontalAdvance(QStringLiteral("00:00:00")) + 24;
    const int plot = std::max(0, width() - 80); // less the value axis
    m_x->setTickCount(std::clamp(plot / label + 1, 2, 6));
}

void LagChart::resizeEvent(QResizeEvent *event)
{
    QChartView::resizeEvent(event);
    fitTicks();
}

void LagChart::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange)
        applyPalette();
    QChartView::changeEvent(event);
}

// Follow the application palette rather than a fixed chart theme.
void LagChart::applyPalette()
{
    const QPalette pal = palette();
    QChart *c = chart();
    c->setTheme(pal.color(QPalette::Window).lightness() < 128 ? QChart::ChartThemeDark : QChart::ChartThemeLight);
    c->setBackgroundBrush(pal.brush(QPalette::Base));
    c->setBackgroundRoundness(0);
    c->legend()->setLabelColor(pal.color(QPalette::Text));
    for (QAbstractAxis *axis : {static_cast<QAbstractAxis *>(m_x), static_cast<QAbstractAxis *>(m_y)}) {
        axis->setLabelsColor(pal.color(QPalette::Text));
        axis->setTitleBrush(pal.brush(QPalette::Text));
        QColor grid = pal.color(QPalette::Mid);
        grid.setAlpha(90);
        axis->setGridLineColor(grid);
        axis->setLabelsVisible(true);
    }
    setBackgroundBrush(pal.brush(QPalette::Base));
}

} // namespace askr::views
