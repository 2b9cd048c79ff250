#include "views/overview/fleetpage.h"

#include "models/overview/fleetmodel.h"
#include "storage/session.h"

#include <QHeaderView>
#include <QLabel>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

namespace askr::views {

FleetPage::FleetPage(models::FleetModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_table(new QTableView(this))
{
    setObjectName(QStringLiteral("fleetPage"));
    auto *layout = new QVBoxLayout(this);
    auto *title = new QLabel(tr("<b>All open databases</b> — the figures of each one's Overview, side by side. Double-click a row to open it."), this);
    title->setWordWrap(true);
    layout->addWidget(title);
    auto *proxy = new QSortFilterProxyModel(this);
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
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(models::FleetModel::DatabaseColumn, QHeaderView::Stretch);
    layout->addWidget(m_table);
    connect(m_table, &QAbstractItemView::activated, this, [this, proxy](const QModelIndex &index) {
        if (auto *s = m_model->sessionAt(proxy->mapToSource(index).row()))
            Q_EMIT databaseActivated(s);
    });
}

} // namespace askr::views
