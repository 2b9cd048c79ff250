#include "views/cache/cachepage.h"

#include "operations/format/format.h"
#include "views/actionrunner.h"
#include "views/livehold.h"
#include "askr_contracts_api.h"
#include "models/cache/cachekeyfilter.h"
#include "models/cache/cachekeysmodel.h"
#include "models/cache/cachetagkeysmodel.h"
#include "models/cache/cachetagsmodel.h"
#include "views/cache/cacheanalysiswidget.h"
#include "views/cache/cachekeyfilterbar.h"
#include "views/cache/cachestatswidget.h"
#include "views/cache/cachevalueviewer.h"
#include "models/changethrottle.h"
#include "views/emptystate.h"
#include "views/headertips.h"
#include "models/identity.h"
#include "operations/cache/cacheactions.h"
#include "operations/cache/keyactions.h"
#include "views/pagedtableview.h"
#include "views/selectionkeeper.h"
#include "storage/session.h"
#include "views/cache/ttldialog.h"
#include "views_debug.h"
#include "storage/settings/cachesettings.h"
#include "storage/settings/layoutsettings.h"

#include <QAction>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QIcon>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QSplitter>
#include <QStackedWidget>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>
#include <memory>

namespace askr::views {

using contracts::Value;
using models::CacheKeyFilter;
using models::CacheKeysModel;
using models::CacheTagKeysModel;
using models::CacheTagsModel;

namespace {

// A selection larger than this is refused; Forget All Matching acts on more.
constexpr int MaxSelectedKeys = 5000;

// Database changes refresh the list at most this often.
constexpr int RefreshInterval = 1000;

QTableView *makeTable(QWidget *parent, const QString &objectName)
{
    auto *view = new PagedTableView(parent);
    view->setObjectName(objectName);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view->setWordWrap(false);
    view->setTextElideMode(Qt::ElideMiddle); // a key's namespace and id both matter
    view->verticalHeader()->hide();
    // Fixed row heights: the view never measures a million rows.
    view->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    view->verticalHeader()->setDefaultSectionSize(view->fontMetrics().height() + 8);
    view->horizontalHeader()->setHighlightSections(false);
    return view;
}

// "a, b and c", or the first three and how many more.
QString namedKeys(const QList<QByteArray> &keys)
{
    QStringList shown;
    for (const QByteArray &k : keys)
        shown.append(contracts::escapeBytes(k));
    return SelectionKeeper::listed(shown);
}

} // namespace

CachePage::CachePage(storage::Session *session, QWidget *parent)
    : Page(session, parent)
    , m_keys(new CacheKeysModel(session, this))
    , m_tags(new CacheTagsModel(session, this))
    , m_tagKeys(new CacheTagKeysModel(session, this))
{
    setObjectName(QStringLiteral("cachePage"));
    createActions();

    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("cacheTabs"));
    m_tabs->setDocumentMode(true);
    m_tabs->addTab(createKeysTab(), QIcon::fromTheme(QStringLiteral("view-list-details")), tr("&Keys"));
    m_tabs->addTab(createTagsTab(), QIcon::fromTheme(QStringLiteral("tag")), tr("T&ags"));
    m_stats = new CacheStatsWidget(session, this);
    m_tabs->addTab(m_stats, QIcon::fromTheme(QStringLiteral("view-statistics")), tr("&Statistics"));
    m_analysis = new CacheAnalysisWidget(session, this);
    m_tabs->addTab(m_analysis, QIcon::fromTheme(QStringLiteral("view-list-tree")), tr("Si&zes"));
    connect(m_analysis, &CacheAnalysisWidget::keyActivated, this, [this](const QByteArray &key) {
        showTab(KeysTab);
        goToKey(key);
    });
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_tabs);

    connect(m_tabs, &QTabWidget::currentChanged, this, [this](int tab) {
        if (tab == TagsTab && m_tags->rowCount() == 0 && !m_tags->isLoading())
            m_tags->reload();
        updateActions();
    });
    connect(m_stats, &CacheStatsWidget::prefixActivated, this, [this](const QByteArray &prefix) {
        m_filter->showPrefix(prefix);
        applyFilter();
        showTab(KeysTab);
    });
    connect(m_viewer, &CacheValueViewer::statusMessage, this, &Page::statusMessage);

    // TTLs count down locally in between.
    m_throttle = new models::ChangeThrottle(session, this, RefreshInterval, [this] { refreshNow(); });
    connect(session, &storage::Session::schemaChanged, this, [this] {
        if (isVisible())
            applyFilter();
    });

    using storage::settings::LayoutSettings;
    HeaderTips::restoreState(m_keysView->horizontalHeader(), LayoutSettings::state(QStringLiteral("CachePage/keysHeader")));
    m_keysSplitter->restoreState(LayoutSettings::state(QStringLiteral("CachePage/keysSplitter")));
    m_tagsSplitter->restoreState(LayoutSettings::state(QStringLiteral("CachePage/tagsSplitter")));
    m_filter->setMode(storage::settings::CacheSettings::filterMode());
    updateActions();
}

CachePage::~CachePage()
{
    using storage::settings::LayoutSettings;
    LayoutSettings::setState(QStringLiteral("CachePage/keysHeader"), m_keysView->horizontalHeader()->saveState());
    LayoutSettings::setState(QStringLiteral("CachePage/keysSplitter"), m_keysSplitter->saveState());
    LayoutSettings::setState(QStringLiteral("CachePage/tagsSplitter"), m_tagsSplitter->saveState());
    storage::settings::CacheSettings::setFilterMode(m_filter->mode());
}

QString CachePage::title() const
{
    return tr("Cache");
}

QIcon CachePage::icon() const
{
    return QIcon::fromTheme(QStringLiteral("drive-harddisk"));
}

QWidget *CachePage::createKeysTab()
{
    auto *tab = new QWidget(this);
    auto *bar = new QHBoxLayout;
    m_filter = new CacheKeyFilterBar(tab, bar);
    m_count = new QLabel(tab);
    m_count->setObjectName(QStringLiteral("keyCount"));
    bar->addWidget(m_count);

    m_keysView = makeTable(tab, QStringLiteral("keysView"));
    m_keysView->setModel(m_keys);
    m_keysKeeper = new SelectionKeeper(m_keysView);
    auto *header = m_keysView->horizontalHeader();
    header->setSectionResizeMode(QHeaderView::Interactive);
    header->setStretchLastSection(false);
    header->setSectionResizeMode(CacheKeysModel::KeyColumn, QHeaderView::Stretch);
    header->resizeSection(CacheKeysModel::SizeColumn, 90);
    header->resizeSection(CacheKeysModel::TtlColumn, 170);
    header->resizeSection(CacheKeysModel::TagsColumn, 50);
    HeaderTips::install(header);
    m_keysView->setContextMenuPolicy(Qt::ActionsContextMenu);
    m_keysView->addActions({m_forgetAction, m_ttlAction, m_viewer ? m_viewer->saveAction() : nullptr});
    // Keys sort by name: a new key lands between those shown.
    m_pauseAction = LiveHold::makePauseAction(QStringLiteral("pauseKeysAction"), this);
    addAction(m_pauseAction);
    m_keysHold = new LiveHold(static_cast<PagedTableView *>(m_keysView), m_keys, m_pauseAction);

    m_keysEmpty = new EmptyState(tab);
    m_keysEmpty->setObjectName(QStringLiteral("keysEmpty"));
    connect(m_keysEmpty->addButton(tr("Clear Filter"), QIcon::fromTheme(QStringLiteral("edit-clear"))), &QPushButton::clicked, this, [this] {
        m_filter->clear();
        applyFilter();
    });
    m_keysStack = new QStackedWidget(tab);
    m_keysStack->addWidget(m_keysView);
    m_keysStack->addWidget(m_keysEmpty);

    m_keysSplitter = new QSplitter(Qt::Horizontal, tab);
    m_keysSplitter->setObjectName(QStringLiteral("keysSplitter"));
    m_keysSplitter->addWidget(m_keysStack);
    m_keysSplitter->addWidget(m_viewer);
    m_keysSplitter->setStretchFactor(0, 3);
    m_keysSplitter->setStretchFactor(1, 2);
    // The list keeps room for its keys, whatever split was saved: a wide
    // value pane left them a few pixels at 1280 px (issue 32).
    m_keysSplitter->setCollapsible(0, false);
    connect(m_keys, &models::PagedTableModel::pageLoaded, this, &CachePage::fitKeysList);
    connect(m_keys, &QAbstractItemModel::modelReset, this, &CachePage::fitKeysList);
    connect(header, &QHeaderView::sectionResized, this, [this](int section) {
        if (section != CacheKeysModel::KeyColumn)
            fitKeysList();
    });
    fitKeysList();

    auto *layout = new QVBoxLayout(tab);
    layout->addLayout(bar);
    layout->addWidget(m_keysSplitter, 1);

    connect(m_filter, &CacheKeyFilterBar::changed, this, &CachePage::applyFilter);
    connect(m_filter, &CacheKeyFilterBar::goToRequested, this, &CachePage::goToKey);
    connect(m_keys, &models::PagedTableModel::totalChanged, this, &CachePage::updateCount);
    connect(m_keys, &models::PagedTableModel::loadingChanged, this, &CachePage::updateCount);
    connect(m_keys, &QAbstractItemModel::modelReset, this, &CachePage::updateCount);
    connect(m_keys, &models::PagedTableModel::errorOccurred, this, [this](const QString &message) {
        m_count->setText(tr("Error"));
        m_count->setToolTip(message);
        Q_EMIT statusMessage(message);
    });
    connect(m_keysView->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &CachePage::currentKeyChanged);
    connect(m_keysKeeper, &SelectionKeeper::itemsGone, this, [this](const QStringList &, const QString &message) {
        m_count->setToolTip(message);
        Q_EMIT statusMessage(message);
    });
    connect(m_keysView->selectionModel(), &QItemSelectionModel::selectionChanged, this, &CachePage::updateActions);
    connect(m_keys, &models::PagedTableModel::pageLoaded, this, [this](int page) {
        const qint64 first = qint64(page) * models::PagedTableModel::PageSize;
        auto onPage = [&](int row) {
            const qint64 at = m_keys->positionOfRow(row);
            return row >= 0 && at >= first && at < first + models::PagedTableModel::PageSize;
        };
        if (onPage(m_pendingRow) || onPage(m_keysView->currentIndex().row()))
            currentKeyChanged();
    });
    connect(m_keys, &QAbstractItemModel::modelReset, this, [this] { m_viewer->clear(); });
    return tab;
}

void CachePage::fitKeysList()
{
    // The other columns, the widest key on screen (a very long one is
    // elided in its middle past 48 characters) and the scroll bar.
    const QHeaderView *header = m_keysView->horizontalHeader();
    int others = 0;
    for (int s = 0; s < header->count(); ++s)
        if (s != CacheKeysModel::KeyColumn && !header->isSectionHidden(s))
            others += header->sectionSize(s);
    const int key = std::clamp(static_cast<const QAbstractItemView *>(m_keysView)->sizeHintForColumn(CacheKeysModel::KeyColumn), HeaderTips::titleWidth(header, CacheKeysModel::KeyColumn),
                               48 * m_keysView->fontMetrics().averageCharWidth());
    m_keysStack->setMinimumWidth(others + key + m_keysView->verticalScrollBar()->sizeHint().width() + 2 * m_keysView->frameWidth());
}

QWidget *CachePage::createTagsTab()
{
    auto *tab = new QWidget(this);
    m_tagsView = makeTable(tab, QStringLiteral("tagsView"));
    m_tagsView->setSelectionMode(QAbstractItemView::SingleSelection);
    m_tagsView->setModel(m_tags);
    m_tagsKeeper = new SelectionKeeper(m_tagsView, [](const QModelIndex &row) { return tr("tag %1").arg(row.siblingAtColumn(0).data().toString()); });
    m_tagsView->horizontalHeader()->setSectionResizeMode(CacheTagsModel::TagColumn, QHeaderView::Stretch);
    m_tagsView->horizontalHeader()->setSectionResizeMode(CacheTagsModel::KeysColumn, QHeaderView::ResizeToContents);
    m_tagsView->setContextMenuPolicy(Qt::ActionsContextMenu);
    m_tagsView->addAction(m_flushTagAction);
    m_tagKeysView = makeTable(tab, QStringLiteral("tagKeysView"));
    m_tagKeysView->setModel(m_tagKeys);
    m_tagKeysKeeper = new SelectionKeeper(m_tagKeysView);
    m_tagKeysView->horizontalHeader()->setSectionResizeMode(CacheTagKeysModel::KeyColumn, QHeaderView::Stretch);
    m_tagKeysView->horizontalHeader()->setSectionResizeMode(CacheTagKeysModel::StateColumn, QHeaderView::ResizeToContents);
    m_tagKeysView->horizontalHeader()->setSectionResizeMode(CacheTagKeysModel::SizeColumn, QHeaderView::ResizeToContents);
    m_tagKeysView->setToolTip(tr("Double-click a key to show it in the key list"));

    m_tagsSplitter = new QSplitter(Qt::Horizontal, tab);
    m_tagsSplitter->setObjectName(QStringLiteral("tagsSplitter"));
    m_tagsSplitter->addWidget(m_tagsView);
    m_tagsSplitter->addWidget(m_tagKeysView);
    auto *note = new QLabel(tr("Flushing a tag deletes every cache entry whose key carries it, then the tag's mappings (the runtime's "
                               "FlushTag). Other tags that mapped to those keys keep their mappings, shown as missing."),
                            tab);
    note->setWordWrap(true);
    auto *layout = new QVBoxLayout(tab);
    layout->addWidget(note);
    layout->addWidget(m_tagsSplitter, 1);

    for (SelectionKeeper *keeper : {m_tagsKeeper, m_tagKeysKeeper})
        connect(keeper, &SelectionKeeper::itemsGone, this, [this](const QStringList &, const QString &message) { Q_EMIT statusMessage(message); });
    connect(m_tagsView->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this](const QModelIndex &current) {
        m_tagKeys->setTag(current.isValid() ? m_tags->keyAt(current.row()) : QByteArray());
        updateActions();
    });
    connect(m_tagsView->selectionModel(), &QItemSelectionModel::selectionChanged, this, &CachePage::updateActions);
    connect(m_tags, &QAbstractItemModel::modelReset, this, [this] { m_tagKeys->setTag({}); });
    connect(m_tagKeysView, &QTableView::doubleClicked, this, [this](const QModelIndex &index) {
        const QByteArray key = m_tagKeys->keyAt(index.row());
        showTab(KeysTab);
        goToKey(key);
    });
    connect(m_tags, &models::KeysetListModel::errorOccurred, this, &Page::statusMessage);
    return tab;
}

void CachePage::createActions()
{
    m_viewer = new CacheValueViewer(session(), this);
    auto make = [this](const char *icon, const QString &text, const QString &tip, const char *name) {
        auto *a = new QAction(QIcon::fromTheme(QLatin1String(icon)), text, this);
        a->setToolTip(tip);
        a->setObjectName(QLatin1String(name));
        return a;
    };
    m_forgetAction = make("edit-delete", tr("&Forget Selected Keys"), tr("Delete the selected keys from the cache (Forget), after a preview"),
                          "forgetAction");
    m_forgetAction->setShortcut(QKeySequence::Delete);
    m_forgetAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(m_forgetAction, &QAction::triggered, this, &CachePage::forgetSelected);
    m_forgetMatchingAction = make("edit-clear-all", tr("Forget All &Matching…"),
                                  tr("Delete every key the filter matches (ForgetMatching), after a preview"), "forgetMatchingAction");
    connect(m_forgetMatchingAction, &QAction::triggered, this, &CachePage::forgetMatching);
    m_ttlAction = make("chronometer", tr("Set &TTL…"), tr("Give the selected live keys a new expiry, or none (Touch)"), "ttlAction");
    m_ttlAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_T));
    connect(m_ttlAction, &QAction::triggered, this, &CachePage::setTtl);
    m_sweepAction = make("edit-clear-history", tr("S&weep Expired Entries"),
                         tr("Delete the entries that have expired but are still stored (Sweep), after a preview"), "sweepAction");
    connect(m_sweepAction, &QAction::triggered, this, &CachePage::sweep);
    m_flushTagAction = make("tag-delete", tr("Flush Ta&g…"), tr("Delete every entry carrying the selected tag, and its mappings (FlushTag)"),
                            "flushTagAction");
    if (m_flushTagAction->icon().isNull())
        m_flushTagAction->setIcon(QIcon::fromTheme(QStringLiteral("edit-delete")));
    connect(m_flushTagAction, &QAction::triggered, this, &CachePage::flushTag);
    m_flushAllAction = make("edit-delete-shred", tr("Flush &Entire Cache…"),
                            tr("Delete every cache entry and tag mapping (FlushAll), after typing a confirmation"), "flushAllAction");
    connect(m_flushAllAction, &QAction::triggered, this, &CachePage::flushAll);
    m_separator = new QAction(this);
    m_separator->setSeparator(true);
    for (QAction *a : {m_forgetAction, m_forgetMatchingAction, m_ttlAction, m_sweepAction, m_flushTagAction, m_flushAllAction})
        guardWriteAction(a, session());
}

QList<QAction *> CachePage::pageActions() const
{
    // The counter and save actions sit in the value viewer, next to what
    // they act on; the toolbar keeps the actions on keys and on the cache.
    return {m_forgetAction, m_forgetMatchingAction, m_ttlAction, m_separator, m_sweepAction, m_flushTagAction, m_flushAllAction, m_pauseAction};
}

void CachePage::focusFilter()
{
    showTab(KeysTab);
    m_filter->focus();
}

void CachePage::showTab(Tab tab)
{
    m_tabs->setCurrentIndex(tab);
}

void CachePage::showEvent(QShowEvent *event)
{
    Page::showEvent(event);
    // Nothing is read before the page is first shown.
    if (!m_keys->source())
        applyFilter();
}

void CachePage::applyFilter()
{
    m_filter->settle();
    if (!session()->schema().hasCache()) {
        m_keysEmpty->setTitle(tr("No cache here"));
        m_keysEmpty->setText(session()->schema().inspected
                                 ? tr("This database has no askr_cache table: its applications do not use the SQLite cache.")
                                 : tr("Reading the database…"));
        m_keysStack->setCurrentWidget(m_keysEmpty);
        return;
    }
    const auto filter = m_filter->filter();
    m_pendingRow = -1;
    m_keys->setFilter(filter);
    updateCount();
    updateActions();
}

void CachePage::refresh()
{
    m_throttle->refreshNow();
    m_stats->refresh(true);
}

void CachePage::refreshNow()
{
    if (!m_keys->source()) {
        applyFilter();
        return;
    }
    m_keys->refresh();
    if (m_tags->rowCount() > 0 || m_tabs->currentIndex() == TagsTab)
        m_tags->refresh();
    if (!m_tagKeys->tag().isNull())
        m_tagKeys->refresh();
    m_viewer->refresh();
    m_stats->refresh();
}

void CachePage::currentKeyChanged()
{
    const QModelIndex current = m_keysView->currentIndex();
    if (!current.isValid()) {
        m_viewer->clear();
        return;
    }
    const Value key = m_keys->keyAt(current.row());
    if (key.isNull()) {
        m_pendingRow = current.row(); // shown when its page arrives
        return;
    }
    m_pendingRow = -1;
    m_viewer->showKey(key, m_keys->index(current.row(), 0).data(CacheKeysModel::ExpiresAtRole));
}

void CachePage::updateCount()
{
    const qint64 total = m_keys->total();
    const bool filtered = !m_keys->filter().isEmpty();
    if (m_keys->isLoading() && total == 0) {
        m_count->setText(tr("Counting…"));
    } else {
        m_count->setText(filtered ? tr("%n matching key(s)", nullptr, int(qMin<qint64>(total, INT_MAX)))
                                  : tr("%n key(s)", nullptr, int(qMin<qint64>(total, INT_MAX))));
        m_count->setToolTip(QString());
    }
    const bool empty = total == 0 && !m_keys->isLoading() && session()->schema().hasCache() && m_keys->lastError().isEmpty();
    if (empty) {
        m_keysEmpty->setTitle(filtered ? tr("No key matches") : tr("The cache is empty"));
        m_keysEmpty->setText(filtered ? tr("No key matches %1.").arg(describeFilter(m_keys->filter()))
                                      : tr("The cache holds no entries. Keys appear here as the application writes them."));
    }
    m_keysStack->setCurrentWidget(empty || !session()->schema().hasCache() ? static_cast<QWidget *>(m_keysEmpty) : m_keysView);
}

QString CachePage::describeFilter(const CacheKeyFilter &filter) const
{
    QStringList parts;
    if (filter.glob)
        parts << tr("the pattern %1").arg(contracts::escapeBytes(*filter.glob));
    if (filter.text)
        parts << tr("containing “%1”").arg(contracts::escapeBytes(*filter.text));
    return parts.join(tr(" and "));
}

void CachePage::updateActions()
{
    if (session()->isReadOnly())
        return; // guardWriteAction disabled every changing action, with the reason
    const bool selected = m_keysView->selectionModel()->hasSelection();
    m_forgetAction->setEnabled(selected);
    m_ttlAction->setEnabled(selected);
    const bool filtered = m_keys->source() && !m_keys->filter().isEmpty();
    m_forgetMatchingAction->setEnabled(filtered);
    m_forgetMatchingAction->setStatusTip(filtered ? QString() : tr("Type a filter first: Forget All Matching never runs without one"));
    m_flushTagAction->setEnabled(m_tagsView->selectionModel()->hasSelection());
}

QList<QByteArray> CachePage::selectedKeys(const QString &title)
{
    QList<QByteArray> keys;
    // The keys the user selected, followed while rows moved.
    bool missing = !m_keysKeeper->isComplete();
    const QList<int> rows = m_keysKeeper->rows();
    for (qsizetype i = 0; i < rows.size() && !missing; ++i) {
        const Value key = m_keys->keyAt(rows[i]);
        missing = key.isNull() || keys.size() >= MaxSelectedKeys;
        keys.append(key.toBytes());
    }
    if (missing) {
        notify(this, title,
               tr("Some selected rows are not loaded, or more than %1 are selected. Select fewer keys, or filter the list and use "
                  "Forget All Matching.")
                   .arg(operations::formatCount(MaxSelectedKeys)),
               true);
        return {};
    }
    return keys;
}

void CachePage::run(ActionSpec spec)
{
    // The keys the user forgot leave the list at once, held or not.
    spec.done = [this, done = spec.done](qint64 changed) {
        if (done)
            done(changed);
        m_keys->closeUp();
    };
    runAction(this, session(), spec);
}

void CachePage::goToKey(const QByteArray &key)
{
    m_keys->locate(
        key, this,
        [this, key](models::CacheKeysModel::Location f) {
            const QString shown = contracts::escapeBytes(key);
            if (!f.exists) {
                Q_EMIT statusMessage(tr("No key %1 in the cache.").arg(shown));
                notify(this, tr("Go to Key"), tr("The cache holds no key %1.").arg(shown));
                return;
            }
            if (!f.listed) {
                // The filter hides it: clear the filter and look again.
                Q_EMIT statusMessage(tr("The filter hid %1; it was cleared.").arg(shown));
                m_filter->clear(true);
                applyFilter();
                if (!m_keys->filter().isEmpty())
                    return;
                goToKey(key);
                return;
            }
            const qint64 position = f.position;
            const QByteArray identity = models::identityOf(f.key);
            auto select = [this, position, identity, shown] {
                // The window moves to hold it (a long list shows a part at a time).
                const int row = m_keys->reveal(std::min(position, m_keys->total() - 1));
                const QModelIndex index = m_keys->index(row, 0);
                if (!index.isValid())
                    return false;
                // Scrolling there loads the page; the keeper selects the key
                // itself once shown, wherever rows written meanwhile put it.
                m_keysView->scrollTo(index, QAbstractItemView::PositionAtCenter);
                // Focus first: a view taking focus makes its first row current.
                m_keysView->setFocus();
                m_keysKeeper->select(identity, shown);
                return true;
            };
            if (!select()) {
                // The list is still being counted after a reload.
                auto conn = std::make_shared<QMetaObject::Connection>();
                *conn = connect(m_keys, &models::PagedTableModel::totalChanged, this, [conn, select] {
                    disconnect(*conn);
                    select();
                });
            }
        },
        [this](const storage::Failure &f) { Q_EMIT statusMessage(f.message); });
}

// ---- Actions -------------------------------------------------------------

void CachePage::forgetSelected()
{
    const QList<QByteArray> keys = selectedKeys(tr("Forget Keys"));
    if (keys.isEmpty())
        return;
    ActionSpec spec = operations::KeyActions::forget(keys, namedKeys(keys));
    spec.done = [this](qint64) { m_keysView->selectionModel()->clearSelection(); };
    run(spec);
}

void CachePage::forgetMatching()
{
    const CacheKeyFilter filter = m_keys->filter();
    if (filter.isEmpty())
        return;
    const QString what = describeFilter(filter);
    run(operations::CacheActions::forgetMatching(filter.glob, filter.text, what));
}

void CachePage::setTtl()
{
    const QList<QByteArray> keys = selectedKeys(tr("Set TTL"));
    if (keys.isEmpty())
        return;
    TtlDialog dialog(keys.size() == 1 ? tr("New time to live for %1:").arg(contracts::escapeBytes(keys.first()))
                                      : tr("New time to live for %1 keys (%2):").arg(operations::formatCount(keys.size()), namedKeys(keys)),
                     this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const std::optional<qint64> ttl = dialog.ttl();
    ActionSpec spec = operations::KeyActions::touch(keys, ttl, ttl ? operations::formatDuration(*ttl) : QString(), namedKeys(keys));
    // The dialog named the keys and the new expiry: that was the question.
    spec.confirmed = true;
    run(spec);
}

void CachePage::sweep()
{
    run(operations::CacheActions::sweep());
}

void CachePage::flushTag()
{
    // The tag the user selected, followed while tags came and went.
    const QList<int> rows = m_tagsKeeper->rows();
    if (rows.isEmpty())
        return;
    const QByteArray tag = m_tags->keyAt(rows.first());
    ActionSpec spec = operations::CacheActions::flushTag(tag);
    spec.done = [this](qint64) { m_tags->refresh(); };
    run(spec);
}

void CachePage::flushAll()
{
    ActionSpec spec = operations::CacheActions::flushAll();
    spec.done = [this](qint64) { m_tags->reload(); };
    run(spec);
}

} // namespace askr::views
