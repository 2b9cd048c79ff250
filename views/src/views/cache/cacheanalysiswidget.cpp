#include "views/cache/cacheanalysiswidget.h"
#include "views/shownreporter.h"

#include "models/cache/cachebiggestkeysmodel.h"
#include "models/cache/cachenamespacemodel.h"
#include "operations/format/format.h"
#include "storage/session.h"

#include <QAction>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTableView>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>

namespace askr::views {

using models::CacheBiggestKeysModel;
using models::CacheNamespaceModel;

CacheAnalysisWidget::CacheAnalysisWidget(storage::Session *session, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_namespaces(new CacheNamespaceModel(session, this))
    , m_biggest(new CacheBiggestKeysModel(session, this))
    , m_sorted(new QSortFilterProxyModel(this))
{
    ShownReporter::watch(this, session);
    setObjectName(QStringLiteral("cacheAnalysis"));

    m_refresh = new QAction(QIcon::fromTheme(QStringLiteral("view-refresh")), tr("Re&read Sizes"), this);
    m_refresh->setObjectName(QStringLiteral("rereadSizes"));
    m_refresh->setToolTip(tr("Read the namespace tree and the biggest keys again (each reads every key once)"));
    connect(m_refresh, &QAction::triggered, this, &CacheAnalysisWidget::refresh);

    auto *refreshButton = new QToolButton(this);
    refreshButton->setDefaultAction(m_refresh);
    refreshButton->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_separator = new QLineEdit(QStringLiteral(":"), this);
    m_separator->setObjectName(QStringLiteral("namespaceSeparator"));
    m_separator->setMaximumWidth(fontMetrics().horizontalAdvance(QLatin1Char('M')) * 4);
    m_separator->setToolTip(tr("What separates the levels of a key's namespace"));
    auto *separatorLabel = new QLabel(tr("Se&parator:"), this);
    separatorLabel->setBuddy(m_separator);
    connect(m_separator, &QLineEdit::editingFinished, this, [this] {
        const QByteArray sep = m_separator->text().toUtf8();
        if (sep.isEmpty())
            m_separator->setText(QString::fromUtf8(m_namespaces->separator()));
        else
            m_namespaces->setSeparator(sep);
    });
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("analysisStatus"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_tree = new QTreeView(this);
    m_tree->setObjectName(QStringLiteral("namespaceTree"));
    m_tree->setModel(m_namespaces);
    m_tree->setUniformRowHeights(true);
    m_tree->setAlternatingRowColors(true);
    m_tree->header()->setStretchLastSection(false);
    m_tree->header()->setSectionResizeMode(CacheNamespaceModel::NameColumn, QHeaderView::Stretch);
    m_tree->header()->setSectionResizeMode(CacheNamespaceModel::KeysColumn, QHeaderView::ResizeToContents);
    m_tree->header()->setSectionResizeMode(CacheNamespaceModel::BytesColumn, QHeaderView::ResizeToContents);

    m_sorted->setSourceModel(m_biggest);
    m_sorted->setSortRole(CacheBiggestKeysModel::SortRole);
    m_biggestView = new QTableView(this);
    m_biggestView->setObjectName(QStringLiteral("biggestKeys"));
    m_biggestView->setModel(m_sorted);
    m_biggestView->setSortingEnabled(true);
    m_biggestView->sortByColumn(CacheBiggestKeysModel::SizeColumn, Qt::DescendingOrder);
    m_biggestView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_biggestView->setSelectionMode(QAbstractItemView::SingleSelection);
    m_biggestView->verticalHeader()->hide();
    m_biggestView->verticalHeader()->setDefaultSectionSize(m_biggestView->fontMetrics().height() + 6);
    m_biggestView->setWordWrap(false);
    m_biggestView->horizontalHeader()->setSectionResizeMode(CacheBiggestKeysModel::KeyColumn, QHeaderView::Stretch);
    for (int c : {CacheBiggestKeysModel::SizeColumn, CacheBiggestKeysModel::TypeColumn, CacheBiggestKeysModel::ExpiresColumn})
        m_biggestView->horizontalHeader()->setSectionResizeMode(c, QHeaderView::ResizeToContents);
    m_biggestView->setToolTip(tr("Double-click a key to show it in the key list"));
    connect(m_biggestView, &QAbstractItemView::activated, this, [this](const QModelIndex &index) {
        const QVariant raw = index.siblingAtColumn(CacheBiggestKeysModel::KeyColumn).data(CacheBiggestKeysModel::RawKeyRole);
        Q_EMIT keyActivated(raw.value<contracts::Value>().toBytes());
    });

    // The biggest keys follow the namespace selected in the tree.
    connect(m_tree->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this](const QModelIndex &current) {
        m_biggest->setPrefix(current.isValid() ? current.data(CacheNamespaceModel::PrefixRole).toByteArray() : QByteArray());
        updateStatus();
    });
    connect(m_namespaces, &QAbstractItemModel::modelReset, this, [this] { m_biggest->setPrefix(QByteArray()); });
    connect(m_namespaces, &CacheNamespaceModel::levelLoaded, this, &CacheAnalysisWidget::updateStatus);
    connect(m_biggest, &CacheBiggestKeysModel::updated, this, &CacheAnalysisWidget::updateStatus);
    connect(m_namespaces, &CacheNamespaceModel::errorOccurred, m_status, &QLabel::setText);
    connect(m_biggest, &CacheBiggestKeysModel::errorOccurred, m_status, &QLabel::setText);

    auto *tree = new QWidget(this);
    auto *treeLayout = new QVBoxLayout(tree);
    treeLayout->setContentsMargins(0, 0, 0, 0);
    auto *treeTitle = new QLabel(tr("<b>Namespaces</b>"), tree);
    treeLayout->addWidget(treeTitle);
    treeLayout->addWidget(m_tree);
    auto *list = new QWidget(this);
    auto *listLayout = new QVBoxLayout(list);
    listLayout->setContentsMargins(0, 0, 0, 0);
    auto *listTitle = new QLabel(tr("<b>Biggest keys</b> (top %1 by value size)").arg(CacheBiggestKeysModel::Limit), list);
    listLayout->addWidget(listTitle);
    listLayout->addWidget(m_biggestView);
    auto *splitter = new QSplitter(this);
    splitter->setObjectName(QStringLiteral("analysisSplitter"));
    splitter->addWidget(tree);
    splitter->addWidget(list);
    splitter->setStretchFactor(0, 2);
    splitter->setStretchFactor(1, 3);

    auto *bar = new QHBoxLayout;
    bar->addWidget(refreshButton);
    bar->addWidget(separatorLabel);
    bar->addWidget(m_separator);
    bar->addWidget(m_status, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(bar);
    layout->addWidget(splitter, 1);

    m_clock.setInterval(RefreshInterval);
    connect(&m_clock, &QTimer::timeout, this, [this] {
        if (isVisible())
            refresh();
        else
            m_loaded = false; // read again when shown
    });
    m_age.setInterval(10000);
    connect(&m_age, &QTimer::timeout, this, &CacheAnalysisWidget::updateStatus);
}

void CacheAnalysisWidget::refresh()
{
    // Nothing to read before the schema is known to hold the cache.
    if (!m_session || !m_session->schema().hasCache())
        return;
    m_loaded = true;
    m_namespaces->reload();
    m_biggest->refresh();
    m_clock.start();
    m_age.start();
    updateStatus();
}

void CacheAnalysisWidget::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (!m_loaded)
        refresh();
}

void CacheAnalysisWidget::updateStatus()
{
    if (m_namespaces->isLoading() || m_biggest->isLoading()) {
        m_status->setText(tr("Reading every key's size…"));
        return;
    }
    if (!m_biggest->hasData())
        return;
    const qint64 now = m_session ? m_session->now() : m_biggest->computedAt();
    const QString where = m_biggest->prefix().isEmpty()
        ? tr("all %1 keys, %2 of values").arg(operations::formatCount(m_namespaces->totalKeys()), operations::formatBytes(m_namespaces->totalBytes()))
        : tr("the keys under “%1”").arg(contracts::escapeBytes(m_biggest->prefix()));
    const qint64 age = now - m_biggest->computedAt();
    m_status->setText(tr("Exact, over %1; read %2 in %3 ms. Read again every %4 min while shown.")
                          .arg(where, age < 5 ? tr("just now") : operations::formatRelative(m_biggest->computedAt(), now))
                          .arg(m_biggest->elapsedMs())
                          .arg(RefreshInterval / 60000));
}

} // namespace askr::views
