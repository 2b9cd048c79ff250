#include "views/pubsub/subscriberstab.h"

#include "operations/format/format.h"
#include "views/emptystate.h"
#include "views/pubsub/lagchart.h"
#include "models/pubsub/subscribersmodel.h"
#include "views/pubsub/pubsubtabhelpers.h"
#include "views/selectionkeeper.h"
#include "storage/settings/layoutsettings.h"
#include "storage/settings/pubsubsettings.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QItemSelectionModel>
#include <QLabel>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QSplitter>
#include <QStackedWidget>
#include <QTableView>
#include <QVBoxLayout>

namespace askr::views {

using models::SubscribersModel;

using namespace askr::views::pubsubtab;

SubscribersTab::SubscribersTab(SubscribersModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_proxy(new QSortFilterProxyModel(this))
    , m_view(new QTableView(this))
    , m_chart(new LagChart(model, this))
    , m_stall(new QSpinBox(this))
    , m_measure(new QComboBox(this))
    , m_status(new QLabel(this))
    , m_splitter(new QSplitter(Qt::Vertical, this))
    , m_stack(new QStackedWidget(this))
    , m_empty(new EmptyState(this))
{
    m_proxy->setObjectName(QStringLiteral("pubsubSubscribersProxy"));
    m_proxy->setSourceModel(model);
    m_proxy->setSortRole(SubscribersModel::SortRole);
    setupTable(m_view, QStringLiteral("pubsubSubscribersView"));
    m_view->setModel(m_proxy);
    m_keeper = new SelectionKeeper(m_view, [](const QModelIndex &row) { return tr("subscriber %1").arg(row.siblingAtColumn(0).data().toString()); });
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(SubscribersModel::NameColumn, Qt::AscendingOrder);
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    restoreHeader(m_view, QStringLiteral("subscribersHeader"), {28, 26, 12, 12, 16, 18});
    stretchColumn(m_view, SubscribersModel::NameColumn);

    m_stall->setObjectName(QStringLiteral("pubsubStallSeconds"));
    m_stall->setRange(5, 7 * 86400);
    m_stall->setSuffix(tr(" s"));
    m_stall->setValue(int(model->stallThreshold()));
    m_stall->setToolTip(tr("A subscriber is stalled when unread events have waited this long and its cursor has not moved for as long"));
    m_measure->setObjectName(QStringLiteral("pubsubLagMeasure"));
    m_measure->addItems({tr("Lag in events"), tr("Age of oldest unread")});
    m_measure->setCurrentIndex(storage::settings::PubSubSettings::lagMeasure());
    m_chart->setMeasure(LagChart::Measure(m_measure->currentIndex()));
    m_status->setObjectName(QStringLiteral("pubsubSubscribersStatus"));

    m_empty->setTitle(tr("No durable subscribers"));
    m_empty->setText(tr("Readers that must not miss events keep their cursor in askr_subscribers; the runtime's Subscribe "
                        "creates them. None exists in this database."));
    m_splitter->setObjectName(QStringLiteral("pubsubSubscribersSplitter"));
    m_splitter->addWidget(m_view);
    m_splitter->addWidget(m_chart);
    if (!m_splitter->restoreState(storage::settings::LayoutSettings::state(SettingsGroup + QStringLiteral("subscribersSplitter"))))
        m_splitter->setSizes({300, 260});
    m_stack->addWidget(m_splitter);
    m_stack->addWidget(m_empty);

    auto *top = new QHBoxLayout;
    top->addWidget(new QLabel(tr("Stalled after:"), this));
    top->addWidget(m_stall);
    top->addSpacing(12);
    top->addWidget(new QLabel(tr("Chart:"), this));
    top->addWidget(m_measure);
    top->addStretch();
    top->addWidget(m_status);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 4, 0, 0);
    layout->addLayout(top);
    layout->addWidget(m_stack, 1);

    connect(m_stall, &QSpinBox::valueChanged, this, [this](int seconds) {
        m_model->setStallThreshold(seconds);
        storage::settings::PubSubSettings::setStallSeconds(seconds);
    });
    connect(m_measure, &QComboBox::currentIndexChanged, this, [this](int index) {
        m_chart->setMeasure(LagChart::Measure(index));
        storage::settings::PubSubSettings::setLagMeasure(index);
    });
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this, [this] {
        m_chart->setSubscribers(selectedNames());
        Q_EMIT selectionChanged();
    });
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &SubscribersTab::selectionChanged);
    auto update = [this] {
        const int n = m_model->rowCount();
        m_stack->setCurrentWidget(n == 0 && !m_model->isRefreshing() ? static_cast<QWidget *>(m_empty) : m_splitter);
        QString text = tr("%n subscriber(s)", nullptr, n);
        if (m_model->stalledCount() > 0)
            text += QStringLiteral(" · ") + tr("%n stalled", nullptr, m_model->stalledCount());
        text += QStringLiteral(" · ") + tr("head seq %1").arg(m_model->head());
        m_status->setText(text);
    };
    connect(model, &SubscribersModel::refreshed, this, update);
    connect(model, &SubscribersModel::stalledCountChanged, this, update);
    connect(model, &SubscribersModel::errorOccurred, this, [this](const QString &message) { m_status->setText(message); });
    update();
}

QList<contracts::Value> SubscribersTab::selectedNames() const
{
    QList<contracts::Value> out;
    const QModelIndexList rows = m_view->selectionModel()->selectedRows();
    for (const QModelIndex &index : rows)
        out << m_proxy->mapToSource(index).data(SubscribersModel::RawValueRole).value<contracts::Value>();
    return out;
}

int SubscribersTab::currentRow() const
{
    const QModelIndex index = m_view->currentIndex();
    return index.isValid() ? m_proxy->mapToSource(index).row() : -1;
}

void SubscribersTab::saveState() const
{
    saveHeader(m_view, QStringLiteral("subscribersHeader"));
    storage::settings::LayoutSettings::setState(SettingsGroup + QStringLiteral("subscribersSplitter"), m_splitter->saveState());
}

} // namespace askr::views
