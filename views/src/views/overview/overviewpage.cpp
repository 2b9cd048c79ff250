#include "views/overview/overviewpage.h"
#include "views/shownreporter.h"

#include "operations/format/format.h"
#include "views/alertwatch.h"
#include "views/chartcounts.h"
#include "views/overview/dashboardtile.h"
#include "models/overview/dashboardmodel.h"
#include "models/overview/overviewmodel.h"
#include "models/queue/queueoverviewmodel.h"
#include "storage/session.h"
#include "views/sparkline.h"
#include "views/overview/trendline.h"
#include "storage/settings/refreshsettings.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QDateTime>
#include <QDateTimeAxis>
#include <QEvent>
#include <QGraphicsLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QHorizontalBarSeries>
#include <QIcon>
#include <QLabel>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QTimer>
#include <QTreeView>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>

namespace askr::views {

using models::DashboardModel;
using models::OverviewModel;

namespace {
const QColor kProcessed(0x27, 0xae, 0x60);
const QColor kFailed(0xda, 0x44, 0x53);
constexpr int MaxBars = 8;

// A readable top for a count axis: whole numbers, never 0..0, a little
// over the top (bars: with room beside the longest for its count).
double niceTop(double top, double headroom = 1.1)
{
    return std::max(4.0, std::ceil(top * headroom));
}

void clearChart(QChart *c)
{
    c->removeAllSeries();
    for (QAbstractAxis *a : c->axes()) {
        c->removeAxis(a);
        delete a;
    }
}

// Whole numbers from 0 to over the top, room for the longest bar's count,
// with the unit as title.
QValueAxis *countAxis(const QString &unit, double top)
{
    auto *axis = new QValueAxis;
    axis->setLabelFormat(QStringLiteral("%.0f"));
    axis->setTitleText(unit);
    axis->setRange(0, niceTop(top, 1.25));
    axis->applyNiceNumbers();
    return axis;
}

// One bar per category, labelled with its value, on a count axis.
void setBars(
    QChart *c, QAbstractBarSeries *series, QBarSet *set, const QStringList &categories, const QString &unit, double top, bool horizontal)
{
    series->append(set);
    series->setLabelsVisible(true);
    // Beside the bar's end, on the chart's background in its text colour:
    // centred or inside, a short bar's count ran off it.
    series->setLabelsPosition(QAbstractBarSeries::LabelsOutsideEnd);
    showCountsAsTables(c, series); // a million ready jobs, not "1e+06"
    c->addSeries(series);
    auto *names = new QBarCategoryAxis;
    names->append(categories);
    // The names are short (days) or come elided to a width (queues). Qt
    // Charts would also cut a name to "..." when it is taller than its
    // category less padding above and below: eight queues in a tile lost
    // every name. A label that would overlap the next one is still hidden.
    names->setTruncateLabels(false);
    QValueAxis *counts = countAxis(unit, top);
    c->addAxis(names, horizontal ? Qt::AlignLeft : Qt::AlignBottom);
    c->addAxis(counts, horizontal ? Qt::AlignBottom : Qt::AlignLeft);
    series->attachAxis(names);
    series->attachAxis(counts);
    c->legend()->hide();
}
} // namespace

OverviewPage::OverviewPage(storage::Session *session, models::QueueOverviewModel *queues, OverviewModel *overview, QWidget *parent)
    : Page(session, parent)
    , m_model(overview)
    , m_dashboard(new DashboardModel(session, m_model, queues, this))
    , m_status(new QLabel(this))
{
    setObjectName(QStringLiteral("overviewPage"));
    // The figures are the session's (the fleet shows them too), not the
    // page's: they follow changes, and go first, while the page shows them.
    ShownReporter::watch(this, session, overview);
    auto *grid = new QGridLayout;
    grid->setSpacing(8);

    m_throughputChart = new QChart;
    auto *throughputTile = addTile(DashboardModel::Throughput, makeChart(m_throughputChart));
    m_deadChart = new QChart;
    auto *deadTile = addTile(DashboardModel::DeadLettersPerDay, makeChart(m_deadChart));
    m_readyChart = new QChart;
    auto *readyTile = addTile(DashboardModel::ReadyPerQueue, makeChart(m_readyChart));

    m_health = new QTreeView;
    m_health->setObjectName(QStringLiteral("dashboardHealth"));
    m_health->setModel(m_dashboard->queues());
    m_health->setRootIsDecorated(false);
    m_health->setUniformRowHeights(true);
    m_health->setFocusPolicy(Qt::NoFocus);
    m_health->setFrameShape(QFrame::NoFrame);
    m_health->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    for (int c = 0; c < models::QueueOverviewModel::NUM_COLUMNS; ++c)
        m_health->setColumnHidden(c,
            c != models::QueueOverviewModel::QueueColumn && c != models::QueueOverviewModel::ReadyColumn
                && c != models::QueueOverviewModel::OldestReadyColumn && c != models::QueueOverviewModel::StatusColumn);
    m_health->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_health->header()->setStretchLastSection(true);
    auto *healthTile = addTile(DashboardModel::QueueHealth, m_health);

    for (int t : { DashboardModel::LongestWait, DashboardModel::Keys, DashboardModel::EventsPerSecond, DashboardModel::SubscriberLag }) {
        auto *line = new TrendLine;
        line->setObjectName(QStringLiteral("trend%1").arg(t));
        line->setGap(models::MaxSampleGap);
        if (t == DashboardModel::LongestWait)
            line->setFormatter([](double v) { return operations::formatDuration(operations::saturatedInteger(v)); });
        else if (t == DashboardModel::EventsPerSecond)
            line->setFormatter([](double v) { return tr("%1/s").arg(QLocale().toString(v, 'f', v < 10 ? 1 : 0)); });
        else
            line->setFormatter([](double v) { return operations::formatCount(operations::saturatedInteger(v)); });
        m_trends.insert(t, line);
        addTile(t, line)->setFigureBelow(true);
    }

    grid->addWidget(throughputTile, 0, 0, 1, 2);
    grid->addWidget(deadTile, 0, 2, 1, 2);
    grid->addWidget(readyTile, 1, 0, 1, 2);
    grid->addWidget(healthTile, 1, 2, 1, 2);
    grid->addWidget(m_tiles[DashboardModel::LongestWait], 2, 0);
    grid->addWidget(m_tiles[DashboardModel::Keys], 2, 1);
    grid->addWidget(m_tiles[DashboardModel::EventsPerSecond], 2, 2);
    grid->addWidget(m_tiles[DashboardModel::SubscriberLag], 2, 3);
    for (int c = 0; c < 4; ++c)
        grid->setColumnStretch(c, 1);
    grid->setRowStretch(0, 3);
    grid->setRowStretch(1, 3);
    grid->setRowStretch(2, 2);

    m_status->setWordWrap(true);
    m_status->hide();
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(grid, 1);
    layout->addWidget(m_status);
    applyPalette();

    connect(m_dashboard, &DashboardModel::tileChanged, this, &OverviewPage::updateTile);
    connect(m_dashboard, &DashboardModel::tileAged, this, &OverviewPage::updateAge);
    // The model follows changes while this page is shown (it is the page's
    // child, and the page reports being shown), spacing its reads by what
    // they cost.
    connect(session, &storage::Session::schemaChanged, this, &OverviewPage::refresh);
    connect(m_model, &OverviewModel::errorOccurred, this, [this](const QString &message) {
        m_status->setText(message);
        m_status->show();
    });
    connect(m_model, &OverviewModel::refreshed, m_status, &QLabel::hide);
    // Trends need samples even when nothing commits (ages grow, keys
    // expire); the model decides whether a sample needs a read.
    auto *sampler = new QTimer(this);
    const int sampleMs = storage::settings::RefreshSettings::overviewSampleSeconds() * 1000;
    sampler->start(sampleMs);
    connect(sampler, &QTimer::timeout, this, [this, sampleMs] {
        if (isVisible() && hasTables())
            m_model->sample(sampleMs);
    });
    for (int t = 0; t < DashboardModel::NUM_TILES; ++t)
        updateTile(t);
}

DashboardTile *OverviewPage::addTile(int tile, QWidget *content)
{
    auto *t = new DashboardTile(this);
    t->setObjectName(QStringLiteral("tile%1").arg(tile));
    t->setContent(content);
    m_tiles.insert(tile, t);
    connect(t, &DashboardTile::clicked, this,
        [this, tile] { Q_EMIT pageRequested(m_dashboard->tileIndex(DashboardModel::Tile(tile)).data(DashboardModel::TargetRole).toInt()); });
    return t;
}

QChartView *OverviewPage::makeChart(QChart *chart)
{
    chart->setMargins(QMargins(0, 0, 0, 0));
    chart->layout()->setContentsMargins(0, 0, 0, 0);
    chart->setBackgroundRoundness(0);
    chart->legend()->setAlignment(Qt::AlignTop);
    showCountsAsTables(chart, nullptr);
    auto *view = new QChartView(chart);
    view->setRenderHint(QPainter::Antialiasing);
    view->setMinimumHeight(120);
    view->setFrameShape(QFrame::NoFrame);
    return view;
}

bool OverviewPage::hasTables() const
{
    return session()->schema().inspected && !session()->schema().empty();
}

void OverviewPage::changeEvent(QEvent *event)
{
    Page::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        applyPalette();
}

void OverviewPage::showEvent(QShowEvent *event)
{
    Page::showEvent(event);
    if (hasTables())
        m_model->keepFresh();
}

QString OverviewPage::title() const
{
    return tr("Overview");
}

QIcon OverviewPage::icon() const
{
    return QIcon::fromTheme(QStringLiteral("view-statistics"));
}

void OverviewPage::refresh()
{
    if (!hasTables())
        return;
    m_model->refresh();
    m_dashboard->reload();
}

void OverviewPage::applySettings()
{
    if (m_alertWatch)
        m_alertWatch->applySettings();
}

void OverviewPage::updateAge(int tile)
{
    if (DashboardTile *t = m_tiles.value(tile)) {
        const QModelIndex i = m_dashboard->tileIndex(DashboardModel::Tile(tile));
        t->setStale(i.data(DashboardModel::AsOfRole).toString());
        t->setToolTip(i.data(Qt::ToolTipRole).toString());
    }
}

void OverviewPage::updateTile(int tile)
{
    DashboardTile *t = m_tiles.value(tile);
    if (!t)
        return;
    const QModelIndex i = m_dashboard->tileIndex(DashboardModel::Tile(tile));
    t->setTitle(i.data().toString());
    t->setFigure(i.data(DashboardModel::FigureRole).toString());
    t->setTrend(i.data(DashboardModel::TrendTextRole).toString());
    updateAge(tile);
    t->setEnabled(i.data(DashboardModel::AvailableRole).toBool());
    switch (tile) {
    case DashboardModel::Throughput:
        updateThroughput();
        break;
    case DashboardModel::DeadLettersPerDay:
        updateDeadLetters();
        break;
    case DashboardModel::ReadyPerQueue:
        updateReady();
        break;
    case DashboardModel::QueueHealth:
        t->setAlarm(m_dashboard->queues() && m_dashboard->queues()->stuckCount() > 0);
        break;
    case DashboardModel::LongestWait:
        t->setAlarm(m_dashboard->queues() && m_dashboard->queues()->stuckCount() > 0);
        break;
    default:
        break;
    }
    if (TrendLine *line = m_trends.value(tile)) {
        const qint64 now = m_dashboard->now();
        line->setSeries(m_dashboard->trend(DashboardModel::Tile(tile)), now - DashboardModel::TrendSeconds, now);
    }
}

void OverviewPage::updateThroughput()
{
    QChart *c = m_throughputChart;
    clearChart(c);
    auto *x = new QDateTimeAxis;
    x->setFormat(QStringLiteral("HH:mm"));
    x->setTickCount(7);
    auto *y = new QValueAxis;
    y->setLabelFormat(QStringLiteral("%.0f"));
    y->setTitleText(tr("jobs/min"));
    c->addAxis(x, Qt::AlignBottom);
    c->addAxis(y, Qt::AlignLeft);
    const qint64 now = m_dashboard->now();
    x->setRange(QDateTime::fromSecsSinceEpoch(now - DashboardModel::TrendSeconds), QDateTime::fromSecsSinceEpoch(now));
    double top = 0;
    // One line per run of minutes: a minute without samples breaks it.
    const auto addRuns = [&](const QString &name, const QColor &color, double models::MinuteRate::*field) {
        QLineSeries *s = nullptr;
        qint64 last = 0;
        bool legend = true;
        for (const auto &m : m_dashboard->throughput()) {
            if (!s || m.minute - last > 60) {
                s = new QLineSeries;
                s->setName(name);
                QPen pen(color);
                pen.setWidthF(2);
                s->setPen(pen);
                c->addSeries(s);
                s->attachAxis(x);
                s->attachAxis(y);
                if (!std::exchange(legend, false))
                    for (QLegendMarker *marker : c->legend()->markers(s))
                        marker->setVisible(false);
            }
            s->append(double(m.minute + 30) * 1000.0, m.*field);
            s->setPointsVisible(s->count() < 3);
            top = std::max(top, m.*field);
            last = m.minute;
        }
    };
    addRuns(tr("Processed"), kProcessed, &models::MinuteRate::processed);
    addRuns(tr("Failed"), kFailed, &models::MinuteRate::failed);
    y->setRange(0, niceTop(top));
    y->applyNiceNumbers();
    if (m_dashboard->throughput().empty())
        c->setTitle(m_dashboard->historyAvailable() ? tr("No samples in the last hour yet") : tr("No history is kept for this database"));
    else
        c->setTitle({});
    applyPalette();
}

void OverviewPage::updateDeadLetters()
{
    clearChart(m_deadChart);
    auto *set = new QBarSet(tr("Dead letters"));
    set->setColor(kFailed);
    QStringList days;
    double top = 0;
    for (const auto &[day, count] : m_dashboard->deadLettersPerDay()) {
        *set << double(count);
        days << QLocale().toString(day, QStringLiteral("ddd d"));
        top = std::max(top, double(count));
    }
    setBars(m_deadChart, new QBarSeries, set, days, tr("dead letters"), top, false);
    applyPalette();
}

void OverviewPage::updateReady()
{
    clearChart(m_readyChart);
    const auto *queues = m_dashboard->queues();
    std::vector<std::pair<qint64, QString>> rows;
    for (int r = 0; queues && r < queues->rowCount(); ++r)
        rows.emplace_back(queues->depthAt(r).ready, queues->depthAt(r).queue.toDisplayString());
    // The fullest queues, fullest at the top.
    std::stable_sort(rows.begin(), rows.end(), [](const auto &a, const auto &b) { return a.first > b.first; });
    if (rows.size() > size_t(MaxBars))
        rows.resize(MaxBars);
    std::reverse(rows.begin(), rows.end());
    auto *set = new QBarSet(tr("Ready"));
    set->setColor(SparklineDelegate::lineColor(palette()));
    QStringList names;
    double top = 0;
    const QFontMetrics fm(font());
    for (const auto &[ready, name] : rows) {
        *set << double(ready);
        names << fm.elidedText(name, Qt::ElideMiddle, 140);
        top = std::max(top, double(ready));
    }
    setBars(m_readyChart, new QHorizontalBarSeries, set, names, tr("ready jobs"), top, true);
    applyPalette();
}

void OverviewPage::applyPalette()
{
    const QPalette pal = palette();
    QFont small = font();
    small.setPointSizeF(small.pointSizeF() * 0.85);
    for (QChart *c : { m_throughputChart, m_deadChart, m_readyChart }) {
        if (!c)
            continue;
        c->setBackgroundBrush(pal.brush(QPalette::Base));
        c->setTitleBrush(pal.brush(QPalette::Text));
        c->setTitleFont(small);
        c->legend()->setLabelColor(pal.color(QPalette::Text));
        c->legend()->setFont(small);
        for (QAbstractAxis *axis : c->axes()) {
            axis->setLabelsColor(pal.color(QPalette::Text));
            axis->setLabelsFont(small);
            axis->setTitleBrush(pal.brush(QPalette::Text));
            axis->setTitleFont(small);
            axis->setGridLineColor(pal.color(QPalette::Midlight));
            axis->setLinePenColor(pal.color(QPalette::Mid));
        }
        for (QAbstractSeries *s : c->series())
            if (auto *bars = qobject_cast<QAbstractBarSeries *>(s))
                for (QBarSet *set : bars->barSets())
                    set->setLabelColor(pal.color(QPalette::Text));
    }
}

} // namespace askr::views
