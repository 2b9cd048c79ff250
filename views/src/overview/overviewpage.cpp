#include "overviewpage.h"

#include "overview/overviewmodel.h"
#include "session.h"
#include "sparkline.h"

#include <QHeaderView>
#include <QIcon>
#include <QLabel>
#include <QSettings>
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
    connect(session, &storage::Session::changed, this, &OverviewPage::refresh);
    connect(session, &storage::Session::schemaChanged, this, &OverviewPage::refresh);
    connect(m_model, &models::OverviewModel::errorOccurred, m_status, &QLabel::setText);
    connect(m_model, &models::OverviewModel::refreshed, m_status, &QLabel::clear);
    // Trends need samples even when nothing commits (ages grow, keys expire).
    auto *sampler = new QTimer(this);
    sampler->start(QSettings().value(QStringLiteral("Overview/sampleSeconds"), 5).toInt() * 1000);
    connect(sampler, &QTimer::timeout, this, [this] {
        if (isVisible())
            refresh();
    });
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
    if (session()->schema().inspected && !session()->schema().empty())
        m_model->refresh();
}

} // namespace askr::views
