#include "overviewpage.h"

#include "overview/overviewmodel.h"
#include "session.h"
#include "sparkline.h"

#include <QHeaderView>
#include <QIcon>
#include <QLabel>
#include <QSettings>
#include <QTimer>
#include <QTreeView>
#include <QVBoxLayout>

namespace askr::views {

OverviewPage::OverviewPage(storage::Session *session, QWidget *parent)
    : Page(session, parent)
    , m_model(new models::OverviewModel(session, this))
    , m_view(new QTreeView(this))
    , m_status(new QLabel(this))
{
    m_view->setObjectName(QStringLiteral("overviewView"));
    m_view->setModel(m_model);
    m_view->setRootIsDecorated(false);
    m_view->setAlternatingRowColors(true);
    m_view->setUniformRowHeights(true);
    m_view->setItemDelegateForColumn(models::OverviewModel::TrendColumn, new SparklineDelegate(models::OverviewModel::HistoryRole, this));
    m_view->header()->setStretchLastSection(true);
    m_view->header()->setSectionResizeMode(models::OverviewModel::MetricColumn, QHeaderView::ResizeToContents);
    m_view->setColumnWidth(models::OverviewModel::PrimitiveColumn, 90);
    m_view->setColumnWidth(models::OverviewModel::ValueColumn, 120);
    m_status->setWordWrap(true);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_view);
    layout->addWidget(m_status);
    // Hidden, the page only notes that its figures are stale.
    connect(session, &storage::Session::changed, this, [this] {
        if (!isVisible())
            m_stale = true;
        else if (hasTables())
            m_model->scheduleRefresh();
    });
    connect(session, &storage::Session::schemaChanged, this, &OverviewPage::refresh);
    connect(m_model, &models::OverviewModel::errorOccurred, m_status, &QLabel::setText);
    connect(m_model, &models::OverviewModel::refreshed, m_status, &QLabel::clear);
    // Trends need samples even when nothing commits (ages grow, keys
    // expire); the model decides whether a sample needs a read.
    auto *sampler = new QTimer(this);
    const int sampleMs = std::max(1, QSettings().value(QStringLiteral("Overview/sampleSeconds"), 5).toInt()) * 1000;
    sampler->start(sampleMs);
    connect(sampler, &QTimer::timeout, this, [this, sampleMs] {
        if (isVisible() && hasTables())
            m_model->sample(sampleMs);
    });
}

bool OverviewPage::hasTables() const
{
    return session()->schema().inspected && !session()->schema().empty();
}

void OverviewPage::showEvent(QShowEvent *event)
{
    Page::showEvent(event);
    if (std::exchange(m_stale, false))
        refresh();
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
    if (hasTables())
        m_model->refresh();
}

} // namespace askr::views
