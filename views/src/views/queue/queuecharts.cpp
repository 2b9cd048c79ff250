#include "views/queue/queuecharts.h"
#include "views/chartcounts.h"

#include "operations/format/format.h"
#include "storage/session.h"
#include "storage/settings/queuesettings.h"

#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QDateTime>
#include <QDateTimeAxis>
#include <QEvent>
#include <QGraphicsLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLegendMarker>
#include <QLineSeries>
#include <QValueAxis>
#include <QVBoxLayout>

#include <algorithm>

namespace askr::views {

using models::HistoryPoint;
using models::QueueHistory;

namespace {
const qint64 kRanges[] = {15 * 60, 3600, 6 * 3600, 24 * 3600, 7 * 86400, 30 * 86400};
}

QueueCharts::QueueCharts(storage::Session *session, QueueHistory *history, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_history(history)
    , m_rangeBox(new QComboBox(this))
    , m_title(new QLabel(this))
    , m_note(new QLabel(this))
{
    setObjectName(QStringLiteral("queueCharts"));
    m_rangeBox->setObjectName(QStringLiteral("chartRange"));
    m_rangeBox->addItems({tr("Last 15 minutes"), tr("Last hour"), tr("Last 6 hours"), tr("Last 24 hours"), tr("Last 7 days"), tr("Last 30 days")});
    m_rangeBox->setToolTip(tr("How far back the charts reach. History is kept in Askr Desk's own data file while the app runs: "
                              "every sample for 2 hours, minutes for 48 hours, quarter-hours for 35 days."));
    m_rangeBox->setCurrentIndex(std::clamp(storage::settings::QueueSettings::chartRange(), 0, int(std::size(kRanges)) - 1));
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    m_note->setWordWrap(true);
    m_note->setObjectName(QStringLiteral("chartNote"));

    m_depth = makeChart(tr("Depth (jobs)"), {tr("Ready"), tr("Delayed"), tr("Reserved")});
    m_throughput = makeChart(tr("Throughput (jobs per minute)"), {tr("Enqueued"), tr("Processed"), tr("Failed")});
    m_depth.view->setObjectName(QStringLiteral("depthChart"));
    m_throughput.view->setObjectName(QStringLiteral("throughputChart"));

    auto *top = new QHBoxLayout;
    top->addWidget(m_title, 1);
    top->addWidget(m_rangeBox);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(top);
    layout->addWidget(m_note);
    auto *charts = new QHBoxLayout;
    charts->addWidget(m_depth.view, 1);
    charts->addWidget(m_throughput.view, 1);
    layout->addLayout(charts, 1);
    applyPalette();

    connect(m_rangeBox, &QComboBox::currentIndexChanged, this, [this](int index) {
        storage::settings::QueueSettings::setChartRange(index);
        reload();
    });
    if (m_history) {
        connect(m_history, &QueueHistory::sampleRecorded, this, &QueueCharts::append);
        if (!m_history->isAvailable())
            m_note->setText(m_history->errorString());
    } else {
        m_note->setText(tr("No history is kept for a snapshot: it never changes."));
    }
    m_note->setVisible(!m_note->text().isEmpty());
    setQueue(std::nullopt);
}

QueueCharts::Chart QueueCharts::makeChart(const QString &title, const QStringList &names)
{
    Chart c;
    c.chart = new QChart;
    showCountsAsTables(c.chart, nullptr);
    c.chart->setTitle(title);
    c.chart->legend()->setAlignment(Qt::AlignBottom);
    QFont small = font();
    small.setPointSizeF(small.pointSizeF() * 0.85);
    c.chart->legend()->setFont(small);
    c.chart->setTitleFont(small);
    c.chart->setMargins(QMargins(0, 0, 0, 0));
    c.chart->layout()->setContentsMargins(0, 0, 0, 0);
    c.chart->setBackgroundRoundness(0);
    c.x = new QDateTimeAxis(c.chart);
    c.y = new QValueAxis(c.chart);
    c.y->setLabelFormat(QStringLiteral("%.0f"));
    c.x->setTickCount(5);
    c.x->setLabelsFont(small);
    c.y->setLabelsFont(small);
    c.chart->addAxis(c.x, Qt::AlignBottom);
    c.chart->addAxis(c.y, Qt::AlignLeft);
    for (const QString &name : names) {
        auto *s = new QLineSeries(c.chart);
        s->setName(name);
        c.chart->addSeries(s);
        s->attachAxis(c.x);
        s->attachAxis(c.y);
        c.segments << QList<QLineSeries *>{s};
    }
    c.view = new QChartView(c.chart, this);
    c.view->setRenderHint(QPainter::Antialiasing);
    c.view->setMinimumHeight(180);
    return c;
}

void QueueCharts::applyPalette()
{
    const QPalette pal = palette();
    // Series colours come from the palette; processed and failed keep the
    // usual positive green and negative red.
    const QColor depthColors[] = {pal.color(QPalette::Highlight), pal.color(QPalette::PlaceholderText), pal.color(QPalette::LinkVisited)};
    const QColor rateColors[] = {pal.color(QPalette::Highlight), QColor(0x27, 0xae, 0x60), QColor(0xda, 0x44, 0x53)};
    for (Chart *c : {&m_depth, &m_throughput}) {
        c->chart->setBackgroundBrush(pal.brush(QPalette::Base));
        c->chart->setTitleBrush(pal.brush(QPalette::Text));
        c->chart->legend()->setLabelColor(pal.color(QPalette::Text));
        for (QAbstractAxis *axis : {static_cast<QAbstractAxis *>(c->x), static_cast<QAbstractAxis *>(c->y)}) {
            axis->setLabelsColor(pal.color(QPalette::Text));
            axis->setTitleBrush(pal.brush(QPalette::Text));
            axis->setGridLineColor(pal.color(QPalette::Midlight));
            axis->setLinePenColor(pal.color(QPalette::Mid));
        }
        for (int i = 0; i < c->segments.size(); ++i) {
            QPen pen((c == &m_depth ? depthColors : rateColors)[i]);
            pen.setWidthF(2);
            for (QLineSeries *s : std::as_const(c->segments[i]))
                s->setPen(pen);
        }
    }
}

void QueueCharts::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange)
        applyPalette();
    QWidget::changeEvent(event);
}

qint64 QueueCharts::range() const
{
    return kRanges[std::clamp(m_rangeBox->currentIndex(), 0, int(std::size(kRanges)) - 1)];
}

void QueueCharts::setRange(qint64 seconds)
{
    for (int i = 0; i < int(std::size(kRanges)); ++i)
        if (kRanges[i] == seconds)
            m_rangeBox->setCurrentIndex(i);
}

void QueueCharts::setQueue(const std::optional<QByteArray> &queue)
{
    m_queue = queue;
    m_title->setText(queue ? tr("Queue %1").arg(contracts::escapeBytes(*queue)) : tr("All queues"));
    reload();
}

void QueueCharts::reload()
{
    clearSegments(m_depth);
    clearSegments(m_throughput);
    updateAxes();
    if (!m_history || !m_session)
        return;
    m_loading = true;
    const quint64 request = ++m_request;
    const qint64 now = m_session->now();
    std::optional<QString> key;
    if (m_queue)
        key = QueueHistory::historyKey(*m_queue);
    m_history->requestSeries(key, now - range(), now, this, [this, request](std::vector<HistoryPoint> points) {
        if (request != m_request)
            return;
        m_loading = false;
        setPoints(points);
        Q_EMIT loaded();
    });
}

qint64 QueueCharts::gap() const
{
    // Samples further apart than this were not taken (the app was closed):
    // the line breaks there instead of bridging the hole.
    return std::max<qint64>(60, 3 * QueueHistory::resolutionFor(range()));
}

QLineSeries *QueueCharts::addSegment(Chart &c, int kind)
{
    auto *s = new QLineSeries(c.chart);
    s->setName(c.segments[kind].first()->name());
    s->setPen(c.segments[kind].first()->pen());
    c.chart->addSeries(s);
    s->attachAxis(c.x);
    s->attachAxis(c.y);
    // One legend entry per kind.
    for (QLegendMarker *m : c.chart->legend()->markers(s))
        m->setVisible(false);
    c.segments[kind] << s;
    return s;
}

void QueueCharts::clearSegments(Chart &c)
{
    for (auto &kind : c.segments) {
        while (kind.size() > 1) {
            QLineSeries *s = kind.takeLast();
            c.chart->removeSeries(s);
            delete s;
        }
        kind.first()->clear();
    }
}

void QueueCharts::addPoint(Chart &c, int kind, const QPointF &p)
{
    QLineSeries *s = c.segments[kind].last();
    if (s->count() > 0 && p.x() - s->at(s->count() - 1).x() > double(gap()) * 1000.0)
        s = addSegment(c, kind);
    s->append(p);
}

void QueueCharts::setPoints(const std::vector<HistoryPoint> &points)
{
    clearSegments(m_depth);
    clearSegments(m_throughput);
    // Split into runs without holes, each run set at once.
    const double hole = double(gap()) * 1000.0;
    auto place = [&](Chart &c, int kind, const QList<QPointF> &run) {
        if (run.isEmpty())
            return;
        QLineSeries *s = c.segments[kind].last();
        if (s->count() > 0)
            s = addSegment(c, kind);
        s->replace(run);
    };
    QList<QPointF> depth[3], rate[3];
    double last = 0;
    for (const HistoryPoint &p : points) {
        const double x = double(p.at) * 1000.0;
        if (!depth[0].isEmpty() && x - last > hole) {
            for (int i = 0; i < 3; ++i) {
                place(m_depth, i, std::exchange(depth[i], {}));
                place(m_throughput, i, std::exchange(rate[i], {}));
            }
        }
        last = x;
        depth[0] << QPointF(x, double(p.ready));
        depth[1] << QPointF(x, double(p.delayed));
        depth[2] << QPointF(x, double(p.reserved));
        if (p.span > 0) {
            rate[0] << QPointF(x, p.perMinute(p.enqueued));
            rate[1] << QPointF(x, p.perMinute(p.processed));
            rate[2] << QPointF(x, p.perMinute(p.deadLettered));
        }
    }
    for (int i = 0; i < 3; ++i) {
        place(m_depth, i, depth[i]);
        place(m_throughput, i, rate[i]);
    }
    updateAxes();
}

void QueueCharts::updateMarkers()
{
    // A line needs two points: show the points while there are few.
    for (Chart *c : {&m_depth, &m_throughput})
        for (const auto &kind : std::as_const(c->segments))
            for (QLineSeries *s : kind)
                s->setPointsVisible(s->count() <= 60);
}

void QueueCharts::append(const models::HistorySample &sample, qint64 at)
{
    if (m_loading)
        return; // the load in flight already reads it from the file
    HistoryPoint p;
    if (!m_queue)
        p = sample.total;
    else
        p = sample.queues.value(QueueHistory::historyKey(*m_queue)); // absent: the queue is empty
    const double x = double(at) * 1000.0;
    addPoint(m_depth, 0, {x, double(p.ready)});
    addPoint(m_depth, 1, {x, double(p.delayed)});
    addPoint(m_depth, 2, {x, double(p.reserved)});
    if (p.span > 0) {
        addPoint(m_throughput, 0, {x, p.perMinute(p.enqueued)});
        addPoint(m_throughput, 1, {x, p.perMinute(p.processed)});
        addPoint(m_throughput, 2, {x, p.perMinute(p.deadLettered)});
    }
    // Drop what slid out of the range.
    const double from = double(at - range()) * 1000.0;
    for (Chart *c : {&m_depth, &m_throughput})
        for (const auto &kind : std::as_const(c->segments))
            for (QLineSeries *s : kind) {
                int drop = 0;
                while (drop < s->count() && s->at(drop).x() < from)
                    ++drop;
                if (drop)
                    s->removePoints(0, drop);
            }
    updateAxes();
}

void QueueCharts::updateAxes()
{
    updateMarkers();
    const qint64 now = m_session ? m_session->now() : QDateTime::currentSecsSinceEpoch();
    const QDateTime from = QDateTime::fromSecsSinceEpoch(now - range());
    const QDateTime to = QDateTime::fromSecsSinceEpoch(now);
    const QString format = range() <= 24 * 3600 ? QStringLiteral("HH:mm") : QStringLiteral("MMM d HH:mm");
    for (Chart *c : {&m_depth, &m_throughput}) {
        c->x->setRange(from, to);
        c->x->setFormat(format);
        double top = 0;
        for (const auto &kind : std::as_const(c->segments))
            for (QLineSeries *s : kind)
                for (const QPointF &p : s->points())
                    top = std::max(top, p.y());
        // Whole numbers of jobs: a little headroom, never a flat line at 0..0.
        c->y->setRange(0, std::max(4.0, std::ceil(top * 1.1)));
        c->y->applyNiceNumbers();
    }
}

int QueueCharts::points(const Chart &c)
{
    int n = 0;
    for (QLineSeries *s : c.segments.first())
        n += s->count();
    return n;
}

int QueueCharts::depthPoints() const
{
    return points(m_depth);
}

int QueueCharts::throughputPoints() const
{
    return points(m_throughput);
}

int QueueCharts::depthSegments() const
{
    return int(m_depth.segments.first().size());
}

QPointF QueueCharts::lastDepth(int kind) const
{
    if (kind < 0 || kind >= m_depth.segments.size())
        return {};
    const QLineSeries *s = m_depth.segments[kind].last();
    return s->count() ? s->at(s->count() - 1) : QPointF();
}

} // namespace askr::views
