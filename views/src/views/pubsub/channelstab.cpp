#include "views/pubsub/channelstab.h"

#include "operations/format/format.h"
#include "views/emptystate.h"
#include "models/pubsub/channelsmodel.h"
#include "views/pubsub/pubsubtabhelpers.h"
#include "views/selectionkeeper.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QStackedWidget>
#include <QTableView>
#include <QVBoxLayout>

namespace askr::views {

using models::ChannelsModel;

using namespace askr::views::pubsubtab;

ChannelsTab::ChannelsTab(ChannelsModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_proxy(new QSortFilterProxyModel(this))
    , m_view(new QTableView(this))
    , m_filter(new QLineEdit(this))
    , m_status(new QLabel(this))
    , m_recount(new QPushButton(QIcon::fromTheme(QStringLiteral("view-refresh")), tr("Count Again"), this))
    , m_stack(new QStackedWidget(this))
    , m_empty(new EmptyState(this))
{
    m_proxy->setObjectName(QStringLiteral("pubsubChannelsProxy"));
    m_proxy->setSourceModel(model);
    m_proxy->setSortRole(ChannelsModel::SortRole);
    m_proxy->setFilterKeyColumn(ChannelsModel::ChannelColumn);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    setupTable(m_view, QStringLiteral("pubsubChannelsView"));
    m_view->setModel(m_proxy);
    m_keeper = new SelectionKeeper(m_view, [](const QModelIndex &row) { return tr("channel %1").arg(row.siblingAtColumn(0).data().toString()); });
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(ChannelsModel::ChannelColumn, Qt::AscendingOrder);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    restoreHeader(m_view, QStringLiteral("channelsHeader"), {34, 14, 11, 12, 12, 18});
    stretchColumn(m_view, ChannelsModel::ChannelColumn);

    m_filter->setObjectName(QStringLiteral("pubsubChannelFilter"));
    m_filter->setPlaceholderText(tr("Filter channels…"));
    m_filter->setClearButtonEnabled(true);
    m_filter->setMaximumWidth(320);
    m_recount->setObjectName(QStringLiteral("pubsubRecount"));
    m_recount->setToolTip(tr("Count the events of every channel now (reads the whole channel index)"));
    m_status->setObjectName(QStringLiteral("pubsubChannelsStatus"));

    m_empty->setTitle(tr("No events in the log"));
    m_empty->setText(tr("Nothing has been published, or every event was trimmed. Channels appear here as soon as an application "
                        "broadcasts; publish a test event to see one."));
    m_stack->addWidget(m_view);
    m_stack->addWidget(m_empty);

    auto *top = new QHBoxLayout;
    top->addWidget(m_filter, 1);
    top->addStretch();
    top->addWidget(m_status);
    top->addWidget(m_recount);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 4, 0, 0);
    layout->addLayout(top);
    layout->addWidget(m_stack, 1);

    connect(m_filter, &QLineEdit::textChanged, m_proxy, &QSortFilterProxyModel::setFilterFixedString);
    connect(m_recount, &QPushButton::clicked, model, &ChannelsModel::recount);
    connect(model, &ChannelsModel::refreshed, this, &ChannelsTab::updateStatus);
    connect(model, &ChannelsModel::countingChanged, this, &ChannelsTab::updateStatus);
    connect(model, &ChannelsModel::errorOccurred, this, [this](const QString &message) { m_status->setText(message); });
    connect(m_view, &QTableView::activated, this, [this](const QModelIndex &index) {
        Q_EMIT channelActivated(m_proxy->mapToSource(index).data(ChannelsModel::RawValueRole).value<contracts::Value>());
    });
    updateStatus();
}

contracts::Value ChannelsTab::currentChannel() const
{
    const QModelIndex index = m_view->currentIndex();
    if (!index.isValid())
        return {};
    return m_proxy->mapToSource(index).data(ChannelsModel::RawValueRole).value<contracts::Value>();
}

void ChannelsTab::updateStatus()
{
    const bool none = m_model->rowCount() == 0 && !m_model->isRefreshing() && m_model->countsKnown();
    m_stack->setCurrentWidget(none ? static_cast<QWidget *>(m_empty) : m_view);
    QStringList parts;
    parts << tr("%n channel(s)", nullptr, m_model->rowCount());
    if (m_model->isCounting())
        parts << tr("counting events…");
    else if (m_model->countsKnown())
        parts << tr("counted %1 in %2 ms").arg(operations::formatRelative(m_model->countedAt(), m_model->now()))
                     .arg(m_model->countDurationMs());
    m_status->setText(parts.join(QStringLiteral(" · ")));
    m_recount->setEnabled(!m_model->isCounting());
}

void ChannelsTab::saveState() const
{
    saveHeader(m_view, QStringLiteral("channelsHeader"));
}

} // namespace askr::views
