#include "views/overview/fleetpage.h"

#include "models/overview/fleetmodel.h"
#include "models/server/serverfleetmodel.h"
#include "views/headertips.h"
#include "storage/session.h"

#include <QAction>
#include <QActionGroup>
#include <QHeaderView>
#include <QIcon>
#include <QLabel>
#include <QMenu>
#include <QToolButton>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QHBoxLayout>
#include <QVBoxLayout>

namespace askr::views {

FleetPage::FleetPage(models::FleetModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_proxy(new QSortFilterProxyModel(this))
    , m_table(new QTableView(this))
    , m_followsMenu(new QMenu(this))
    , m_followsAction(new QAction(QIcon::fromTheme(QStringLiteral("network-server-database")), tr("&Follows"), this))
{
    setObjectName(QStringLiteral("fleetPage"));
    auto *layout = new QVBoxLayout(this);
    auto *title = new QLabel(tr("<b>All open databases</b> — the figures of each one's Overview, side by side. Double-click a row to open it."), this);
    m_databasesTitle = title;
    title->setWordWrap(true);
    auto *top = new QHBoxLayout;
    top->addWidget(title, 1);
    m_followsAction->setObjectName(QStringLiteral("fleetFollowsAction"));
    m_followsAction->setToolTip(tr("Choose the database the selected one follows (a replica's primary), to see how far behind it is"));
    m_followsAction->setMenu(m_followsMenu);
    auto *follows = new QToolButton(this);
    m_followsButton = follows;
    follows->setDefaultAction(m_followsAction);
    follows->setPopupMode(QToolButton::InstantPopup);
    follows->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    top->addWidget(follows);
    layout->addLayout(top);
    auto *proxy = m_proxy;
    proxy->setSourceModel(model);
    proxy->setSortRole(models::FleetModel::SortRole);
    m_table->setObjectName(QStringLiteral("fleetTable"));
    m_table->setModel(proxy);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(models::FleetModel::DatabaseColumn, Qt::AscendingOrder);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->setAlternatingRowColors(true);
    // Every column as wide as what it shows while there is room; where
    // there is not (1280 px, long names), the widest give way down to their
    // titles and elide, so that State stays on screen (issue 32).
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setWordWrap(false); // one line a database, elided rather than wrapped
    m_table->setTextElideMode(Qt::ElideMiddle); // a path's start and file name both tell
    HeaderTips::install(m_table->horizontalHeader());
    for (auto signal : {&QAbstractItemModel::rowsInserted, &QAbstractItemModel::rowsRemoved})
        connect(proxy, signal, this, &FleetPage::fitColumns);
    connect(proxy, &QAbstractItemModel::dataChanged, this, &FleetPage::fitColumns);
    connect(proxy, &QAbstractItemModel::modelReset, this, &FleetPage::fitColumns);
    connect(proxy, &QAbstractItemModel::layoutChanged, this, &FleetPage::fitColumns);
    layout->addWidget(m_table);
    connect(m_followsMenu, &QMenu::aboutToShow, this, &FleetPage::fillFollowsMenu);
    m_table->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_table, &QWidget::customContextMenuRequested, this, [this](const QPoint &pos) {
        if (selectedSession())
            m_followsMenu->popup(m_table->viewport()->mapToGlobal(pos));
    });
    auto updateEnabled = [this] { m_followsAction->setEnabled(selectedSession() && m_model->rowCount() > 1); };
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, updateEnabled);
    connect(model, &QAbstractItemModel::rowsInserted, this, updateEnabled);
    connect(model, &QAbstractItemModel::rowsRemoved, this, updateEnabled);
    updateEnabled();
    connect(m_table, &QAbstractItemView::activated, this, [this, proxy](const QModelIndex &index) {
        if (auto *s = m_model->sessionAt(proxy->mapToSource(index).row()))
            Q_EMIT databaseActivated(s);
    });
}

void FleetPage::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    m_model->setShown(true);
    fitColumns();
}

void FleetPage::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    fitColumns(); // wider again: the columns take back what they show
}

void FleetPage::fitColumns()
{
    if (!isVisible())
        return;
    m_table->resizeColumnsToContents();
    HeaderTips::fitToWidth(m_table->horizontalHeader());
}

void FleetPage::hideEvent(QHideEvent *event)
{
    QWidget::hideEvent(event);
    m_model->setShown(false);
}

void FleetPage::setServers(models::ServerFleetModel *servers)
{
    auto *layout = static_cast<QVBoxLayout *>(this->layout());
    m_serversTitle = new QLabel(tr("<b>Askr servers</b> — each with its health, workers, traffic and its database's backlog. Double-click "
                                   "a row to open it."),
                                this);
    m_serversTitle->setWordWrap(true);
    layout->addWidget(m_serversTitle);
    m_servers = new QTableView(this);
    m_servers->setObjectName(QStringLiteral("fleetServers"));
    m_servers->setModel(servers);
    m_servers->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_servers->setSelectionMode(QAbstractItemView::SingleSelection);
    m_servers->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_servers->verticalHeader()->hide();
    m_servers->setAlternatingRowColors(true);
    m_servers->setWordWrap(false);
    m_servers->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_servers->horizontalHeader()->setStretchLastSection(true);
    layout->addWidget(m_servers);
    // Servers alone: no empty databases table above them.
    auto showWhenAny = [this, servers] {
        const bool any = servers->rowCount() > 0;
        const bool databases = m_model->rowCount() > 0 || !any;
        m_serversTitle->setVisible(any);
        m_servers->setVisible(any);
        for (QWidget *w : {static_cast<QWidget *>(m_databasesTitle), static_cast<QWidget *>(m_followsButton), static_cast<QWidget *>(m_table)})
            w->setVisible(databases);
    };
    for (QAbstractItemModel *m : {static_cast<QAbstractItemModel *>(servers), static_cast<QAbstractItemModel *>(m_model)}) {
        connect(m, &QAbstractItemModel::rowsInserted, this, showWhenAny);
        connect(m, &QAbstractItemModel::rowsRemoved, this, showWhenAny);
        connect(m, &QAbstractItemModel::modelReset, this, showWhenAny);
    }
    showWhenAny();
    connect(m_servers, &QAbstractItemView::activated, this,
            [this](const QModelIndex &index) { Q_EMIT serverActivated(index.data(models::ServerFleetModel::AddressRole).toString()); });
}

storage::Session *FleetPage::selectedSession() const
{
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    return rows.isEmpty() ? nullptr : m_model->sessionAt(m_proxy->mapToSource(rows.first()).row());
}

void FleetPage::fillFollowsMenu()
{
    m_followsMenu->clear();
    storage::Session *replica = selectedSession();
    if (!replica)
        return;
    auto *group = new QActionGroup(m_followsMenu);
    auto add = [&](const QString &text, storage::Session *primary) {
        QAction *a = m_followsMenu->addAction(text);
        a->setCheckable(true);
        a->setChecked(m_model->primaryOf(replica) == primary);
        a->setActionGroup(group);
        connect(a, &QAction::triggered, this, [this, replica, primary] { m_model->setPrimary(replica, primary); });
    };
    add(tr("Nothing (not a replica)"), nullptr);
    m_followsMenu->addSeparator();
    for (int row = 0; row < m_model->rowCount(); ++row)
        if (storage::Session *other = m_model->sessionAt(row); other && other != replica)
            add(models::FleetModel::nameOf(other), other);
}

QList<QAction *> FleetPage::followChoices()
{
    fillFollowsMenu();
    QList<QAction *> choices;
    for (QAction *a : m_followsMenu->actions())
        if (!a->isSeparator())
            choices << a;
    return choices;
}

} // namespace askr::views
