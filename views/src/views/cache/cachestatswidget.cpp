#include "views/cache/cachestatswidget.h"
#include "views/chartcounts.h"
#include "views/shownreporter.h"

#include "models/cache/cachestatistics.h"
#include "operations/format/format.h"
#include "views/selectionkeeper.h"
#include "storage/session.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QDateTime>
#include <QGridLayout>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QValueAxis>
#include <QVBoxLayout>

namespace askr::views {

using models::CachePrefixesModel;

namespace {

QLabel *figure(QWidget *parent, const QString &objectName)
{
    auto *l = new QLabel(parent);
    l->setObjectName(objectName);
    QFont f = l->font();
    f.setPointSizeF(f.pointSizeF() * 1.5);
    f.setBold(true);
    l->setFont(f);
    return l;
}

QTableView *prefixTable(QWidget *parent, QSortFilterProxyModel *proxy, int sortColumn, const QString &objectName)
{
    auto *view = new QTableView(parent);
    view->setObjectName(objectName);
    view->setModel(proxy);
    // Statistics come back as a new list each time: the selection follows the prefix.
    new SelectionKeeper(view);
    proxy->setSortRole(CachePrefixesModel::SortRole);
    proxy->sort(sortColumn, Qt::DescendingOrder);
    view->setSortingEnabled(true);
    view->sortByColumn(sortColumn, Qt::DescendingOrder);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view->verticalHeader()->hide();
    view->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    view->verticalHeader()->setDefaultSectionSize(view->fontMetrics().height() + 8);
    view->setWordWrap(false);
    // A namespace ends in what tells it apart ("…_unique_job:"): keep both ends.
    view->setTextElideMode(Qt::ElideMiddle);
    view->horizontalHeader()->setSectionResizeMode(CachePrefixesModel::PrefixColumn, QHeaderView::Stretch);
    view->horizontalHeader()->setSectionResizeMode(CachePrefixesModel::KeysColumn, QHeaderView::ResizeToContents);
    view->horizontalHeader()->setSectionResizeMode(CachePrefixesModel::BytesColumn, QHeaderView::ResizeToContents);
    view->horizontalHeader()->setSectionResizeMode(CachePrefixesModel::ShareColumn, QHeaderView::ResizeToContents);
    view->setToolTip(QCoreApplication::translate("askr::views::CacheStatsWidget", "Double-click a namespace to list its keys"));
    return view;
}

} // namespace

CacheStatsWidget::CacheStatsWidget(storage::Session *session, QWidget *parent)
    : QWidget(parent)
    , m_stats(new models::CacheStatistics(session, this))
    , m_keysModel(new CachePrefixesModel(this))
    , m_bytesModel(new CachePrefixesModel(this))
    , m_byKeys(new QSortFilterProxyModel(this))
    , m_byBytes(new QSortFilterProxyModel(this))
    , m_live(figure(this, QStringLiteral("statsLive")))
    , m_expired(figure(this, QStringLiteral("statsExpired")))
    , m_bytes(figure(this, QStringLiteral("statsBytes")))
    , m_note(new QLabel(this))
    , m_chartView(new QChartView(this))
    , m_expirySet(new QBarSet(tr("Keys")))
    , m_axisY(new QValueAxis(this))
{
    ShownReporter::watch(this, session);
    setObjectName(QStringLiteral("cacheStats"));
    m_bytesModel->setMeasure(CachePrefixesModel::Measure::Bytes);
    m_byKeys->setSourceModel(m_keysModel);
    m_byBytes->setSourceModel(m_bytesModel);

    auto *figures = new QGridLayout;
    const QString captions[] = {tr("Live keys"), tr("Expired, not swept"), tr("Value bytes")};
    QLabel *values[] = {m_live, m_expired, m_bytes};
    for (int i = 0; i < 3; ++i) {
        auto *caption = new QLabel(captions[i], this);
        figures->addWidget(caption, 0, i);
        figures->addWidget(values[i], 1, i);
    }
    m_expired->setToolTip(tr("Entries past their expiry: readers already miss them, and they take space until a sweep deletes them"));
    m_bytes->setToolTip(tr("The sum of every value's length (bytes of blobs, characters of texts)"));
    m_note->setWordWrap(true);
    m_note->setObjectName(QStringLiteral("statsNote"));

    // When keys expire: one bar per bucket of ExpiryBuckets.
    auto *series = new QBarSeries;
    m_expirySet->append(QList<qreal>(6, 0.0));
    series->append(m_expirySet);
    series->setLabelsVisible(true);
    series->setLabelsPosition(QAbstractBarSeries::LabelsInsideEnd);
    auto *chart = new QChart;
    showCountsAsTables(chart, series);
    chart->addSeries(series);
    chart->setTitle(tr("When keys expire"));
    chart->legend()->hide();
    auto *axisX = new QBarCategoryAxis(chart);
    axisX->append({tr("expired"), tr("within a minute"), tr("within an hour"), tr("within a day"), tr("later"), tr("never")});
    chart->addAxis(axisX, Qt::AlignBottom);
    series->attachAxis(axisX);
    m_axisY->setLabelFormat(QStringLiteral("%d"));
    chart->addAxis(m_axisY, Qt::AlignLeft);
    series->attachAxis(m_axisY);
    // setChart() releases the chart QChartView made for itself without
    // deleting it (LeakSanitizer found it): delete it here.
    QChart *made = m_chartView->chart();
    m_chartView->setChart(chart);
    delete made;
    applyPalette();
    m_chartView->setObjectName(QStringLiteral("expiryChart"));
    m_chartView->setRenderHint(QPainter::Antialiasing);
    m_chartView->setMinimumHeight(220);

    auto *byKeysBox = new QGroupBox(tr("Largest namespaces by keys"), this);
    auto *byBytesBox = new QGroupBox(tr("Largest namespaces by value bytes"), this);
    auto *keysTable = prefixTable(byKeysBox, m_byKeys, CachePrefixesModel::KeysColumn, QStringLiteral("prefixesByKeys"));
    auto *bytesTable = prefixTable(byBytesBox, m_byBytes, CachePrefixesModel::BytesColumn, QStringLiteral("prefixesByBytes"));
    (new QVBoxLayout(byKeysBox))->addWidget(keysTable);
    (new QVBoxLayout(byBytesBox))->addWidget(bytesTable);
    for (QTableView *t : {keysTable, bytesTable})
        connect(t, &QTableView::doubleClicked, this, [this](const QModelIndex &index) {
            const auto prefix = index.data(CachePrefixesModel::RawPrefixRole).value<contracts::Value>();
            if (!prefix.isNull())
                Q_EMIT prefixActivated(prefix.toBytes());
        });

    auto *tables = new QHBoxLayout;
    tables->addWidget(byKeysBox);
    tables->addWidget(byBytesBox);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(figures);
    layout->addWidget(m_note);
    layout->addWidget(m_chartView, 2);
    layout->addLayout(tables, 3);

    m_retry.setSingleShot(true);
    connect(&m_retry, &QTimer::timeout, this, [this] { refresh(); });
    connect(m_stats, &models::CacheStatistics::updated, this, &CacheStatsWidget::updated);
    connect(m_stats, &models::CacheStatistics::errorOccurred, this, [this](const QString &message) { m_note->setText(message); });
    m_note->setText(tr("Not computed yet."));
}

void CacheStatsWidget::applyPalette()
{
    // The chart's colours follow the palette, also when the theme changes.
    const QPalette pal = palette();
    m_expirySet->setColor(pal.color(QPalette::Highlight));
    m_expirySet->setLabelColor(pal.color(QPalette::HighlightedText));
    QChart *chart = m_chartView->chart();
    chart->setBackgroundBrush(pal.brush(QPalette::Base));
    chart->setTitleBrush(pal.brush(QPalette::Text));
    for (QAbstractAxis *axis : chart->axes()) {
        axis->setLabelsBrush(pal.brush(QPalette::Text));
        axis->setGridLineColor(pal.color(QPalette::Mid));
        axis->setLinePenColor(pal.color(QPalette::Mid));
    }
}

void CacheStatsWidget::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange)
        applyPalette();
    QWidget::changeEvent(event);
}

void CacheStatsWidget::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_dirty)
        refresh();
}

void CacheStatsWidget::refresh(bool force)
{
    m_dirty = true;
    if (!isVisible())
        return;
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    if (!force && m_lastRefresh && now - m_lastRefresh < MinInterval) {
        if (!m_retry.isActive())
            m_retry.start(int(m_lastRefresh + MinInterval - now));
        return;
    }
    m_retry.stop();
    m_lastRefresh = now;
    m_dirty = false;
    if (!m_stats->hasData())
        m_note->setText(tr("Counting… (namespaces read every key: a second or two at a million keys)"));
    m_stats->refresh();
}

void CacheStatsWidget::updated()
{
    const auto &d = m_stats->data();
    m_live->setText(operations::formatCount(d.live));
    m_expired->setText(operations::formatCount(d.expired));
    m_bytes->setText(operations::formatBytes(d.valueBytes));
    const qint64 total = d.live + d.expired;
    m_keysModel->setPrefixes(d.prefixes, total, d.valueBytes);
    m_bytesModel->setPrefixes(d.prefixes, total, d.valueBytes);
    const qint64 buckets[] = {d.expiredBucket, d.within60, d.within3600, d.within86400, d.later, d.never};
    qint64 highest = 1;
    for (int i = 0; i < 6; ++i) {
        m_expirySet->replace(i, qreal(buckets[i]));
        highest = qMax(highest, buckets[i]);
    }
    m_axisY->setRange(0, double(highest) * 1.1);
    m_axisY->applyNiceNumbers();
    QString note = tr("As of %1.").arg(QDateTime::fromSecsSinceEpoch(d.computedAt).toString(QStringLiteral("HH:mm:ss")));
    if (d.prefixesTruncated)
        note += QLatin1Char(' ')
            + tr("There are more than %1 namespaces; the byte ranking covers the %1 with the most keys.").arg(operations::formatCount(models::CacheStatistics::PrefixPage));
    m_note->setText(note);
}

} // namespace askr::views
