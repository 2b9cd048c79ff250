#include "views/cache/lockspage.h"

#include "operations/format/format.h"
#include "views/actionrunner.h"
#include "askr_contracts_api.h"
#include "models/cache/cachelocksmodel.h"
#include "models/cache/orphanedlocks.h"
#include "models/changethrottle.h"
#include "views/emptystate.h"
#include "views/cache/lockpatternsdialog.h"
#include "operations/cache/lockactions.h"
#include "views/selectionkeeper.h"
#include "storage/session.h"

#include <QAction>
#include <QCheckBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QIcon>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QStackedWidget>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <stdexcept>

namespace askr::views {

using contracts::Value;
using models::CacheLocksModel;


LocksPage::LocksPage(storage::Session *session, QWidget *parent)
    : Page(session, parent)
    , m_model(new CacheLocksModel(session, this))
    , m_view(new QTableView(this))
    , m_rule(new QLabel(this))
    , m_summary(new QLabel(this))
    , m_stack(new QStackedWidget(this))
    , m_empty(new EmptyState(this))
    , m_orphans(new models::OrphanedLocks(session, this))
{
    setObjectName(QStringLiteral("locksPage"));
    m_view->setObjectName(QStringLiteral("locksView"));
    m_rule->setObjectName(QStringLiteral("lockRule"));
    m_summary->setObjectName(QStringLiteral("lockSummary"));
    m_empty->setObjectName(QStringLiteral("locksEmpty"));

    m_release = new QAction(QIcon::fromTheme(QStringLiteral("object-unlocked")), tr("&Force Release Lock…"), this);
    m_release->setObjectName(QStringLiteral("forceReleaseAction"));
    m_release->setToolTip(tr("Delete the selected lock with Unlock and the owner shown: if someone else holds it by now, nothing changes"));
    m_release->setShortcut(QKeySequence::Delete);
    m_release->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(m_release, &QAction::triggered, this, &LocksPage::forceRelease);
    guardWriteAction(m_release, session);
    m_patterns = new QAction(QIcon::fromTheme(QStringLiteral("configure")), tr("Lock &Patterns…"), this);
    m_patterns->setObjectName(QStringLiteral("lockPatternsAction"));
    m_patterns->setToolTip(tr("Choose which keys count as locks"));
    connect(m_patterns, &QAction::triggered, this, &LocksPage::editPatterns);
    m_releaseOrphaned = new QAction(QIcon::fromTheme(QStringLiteral("edit-clear-all")), tr("Release &Orphaned Locks…"), this);
    m_releaseOrphaned->setObjectName(QStringLiteral("releaseOrphanedAction"));
    m_releaseOrphaned->setToolTip(tr("Release every unique-job lock held with no job of its class waiting, delayed or reserved (its "
                                     "dispatches are being dropped); each only while it still holds the owner shown"));
    connect(m_releaseOrphaned, &QAction::triggered, this, &LocksPage::releaseOrphaned);
    guardWriteAction(m_releaseOrphaned, session);
    m_orphanedOnly = new QCheckBox(tr("Orphaned only"), this);
    m_orphanedOnly->setObjectName(QStringLiteral("orphanedOnlyBox"));
    m_orphanedOnly->setToolTip(tr("List only the unique-job locks held with no job of their class: nothing will release them"));
    connect(m_orphanedOnly, &QCheckBox::toggled, this, [this](bool only) {
        m_model->setOrphanedOnly(only);
        m_started = true;
    });

    m_view->setModel(m_model);
    // A lock is its key and its owner: re-acquired by another owner, it is
    // another lock, and the one selected is gone.
    m_keeper = new SelectionKeeper(m_view, [](const QModelIndex &row) {
        return tr("the lock %1 held by %2")
            .arg(row.siblingAtColumn(CacheLocksModel::KeyColumn).data().toString(), row.siblingAtColumn(CacheLocksModel::OwnerColumn).data().toString());
    });
    connect(m_keeper, &SelectionKeeper::itemsGone, this, [this](const QStringList &, const QString &message) {
        m_summary->setToolTip(message);
        Q_EMIT statusMessage(message);
    });
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setWordWrap(false);
    m_view->setTextElideMode(Qt::ElideMiddle);
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 8);
    auto *header = m_view->horizontalHeader();
    header->setSectionResizeMode(CacheLocksModel::KeyColumn, QHeaderView::Stretch);
    header->setSectionResizeMode(CacheLocksModel::OwnerColumn, QHeaderView::Interactive);
    header->resizeSection(CacheLocksModel::OwnerColumn, 220);
    header->setSectionResizeMode(CacheLocksModel::TimeLeftColumn, QHeaderView::ResizeToContents);
    header->setSectionResizeMode(CacheLocksModel::StateColumn, QHeaderView::ResizeToContents);
    m_view->setContextMenuPolicy(Qt::ActionsContextMenu);
    m_view->addAction(m_release);
    m_view->addAction(m_releaseOrphaned);

    m_rule->setWordWrap(true);
    m_rule->setTextFormat(Qt::PlainText);
    auto *patternsButton = new QToolButton(this);
    patternsButton->setDefaultAction(m_patterns);
    patternsButton->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    auto *top = new QHBoxLayout;
    top->addWidget(m_rule, 1);
    top->addWidget(m_summary);
    top->addWidget(m_orphanedOnly);
    auto *orphansButton = new QToolButton(this);
    orphansButton->setDefaultAction(m_releaseOrphaned);
    orphansButton->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    top->addWidget(orphansButton);
    top->addWidget(patternsButton);

    m_empty->setTitle(tr("No locks"));
    connect(m_empty->addButton(m_patterns->text().remove(QLatin1Char('&')), m_patterns->icon()), &QPushButton::clicked, m_patterns,
            &QAction::trigger);
    m_stack->addWidget(m_view);
    m_stack->addWidget(m_empty);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_stack, 1);

    m_model->setPatterns(LockPatternsDialog::load());
    updateRule();
    connect(m_model, &models::KeysetListModel::loaded, this, &LocksPage::updateState);
    connect(m_model, &QAbstractItemModel::modelReset, this, &LocksPage::updateState);
    connect(m_model, &QAbstractItemModel::dataChanged, this, [this] { updateState(); });
    connect(m_model, &models::KeysetListModel::errorOccurred, this, [this](const QString &message) {
        m_summary->setText(tr("Error"));
        m_summary->setToolTip(message);
        Q_EMIT statusMessage(message);
    });
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this, &LocksPage::updateState);
    // The check for orphaned locks runs as long as the database is open:
    // the sidebar's count and the problem list show what it finds.
    connect(m_orphans, &models::OrphanedLocks::changed, this, &LocksPage::orphansChanged);
    m_orphans->setActive(true);
    // Locks reads the key index end to end: not on every commit.
    new models::ChangeThrottle(session, this, 2000, [this] {
        if (m_started)
            m_model->refresh();
    });
    updateState();
}

QString LocksPage::title() const
{
    return tr("Locks");
}

QIcon LocksPage::icon() const
{
    return QIcon::fromTheme(QStringLiteral("object-locked"));
}

QList<QAction *> LocksPage::pageActions() const
{
    return {m_release, m_releaseOrphaned, m_patterns};
}

void LocksPage::showEvent(QShowEvent *event)
{
    Page::showEvent(event);
    if (!m_started) {
        m_started = true;
        m_model->reload();
    }
}

void LocksPage::refresh()
{
    m_model->refresh();
    m_orphans->check();
}

int LocksPage::issueCount() const
{
    return m_orphans->locks().isEmpty() ? 0 : 1;
}

QStringList LocksPage::issues() const
{
    const auto &locks = m_orphans->locks();
    if (locks.isEmpty())
        return {};
    const QString classes = m_orphans->jobClasses().join(QLatin1String(", "));
    return {locks.size() == 1
                ? tr("1 unique-job lock is held with no job of its class: dispatches of %1 are being dropped").arg(classes)
                : tr("%1 unique-job locks are held with no job of their class: dispatches of %2 are being dropped")
                      .arg(QLocale().toString(locks.size()), classes)};
}

void LocksPage::orphansChanged()
{
    m_model->setOrphaned(m_orphans->keys());
    if (m_model->orphanedOnly())
        m_model->refresh();
    updateState();
    Q_EMIT issueCountChanged();
}

void LocksPage::applySettings()
{
    const QStringList patterns = LockPatternsDialog::load();
    if (patterns != m_model->patterns())
        setPatterns(patterns);
}

void LocksPage::setPatterns(const QStringList &patterns)
{
    LockPatternsDialog::save(patterns);
    m_model->setPatterns(patterns);
    m_started = true;
    updateRule();
}

void LocksPage::updateRule()
{
    m_rule->setText(tr("Shown as a lock: an entry whose key matches %1, with an expiry or under one of Laravel's lock names.")
                        .arg(m_model->patterns().join(QLatin1String(", "))));
    m_empty->setText(tr("No entry with an expiry, and none under Laravel's lock names, has a key matching %1. If your application "
                        "names its locks differently, add a pattern.")
                         .arg(m_model->patterns().join(QLatin1String(", "))));
}

void LocksPage::updateState()
{
    const int n = m_model->rowCount();
    const int stale = m_model->staleCount();
    const int orphaned = int(m_orphans->locks().size());
    m_summary->setText(m_model->isLoading() && n == 0 ? tr("Loading…")
                                                       : tr("%n lock(s)", nullptr, n) + (m_model->atEnd() ? QString() : QStringLiteral("+"))
                                                             + (stale ? QLatin1String(", ") + tr("%n stale", nullptr, stale) : QString())
                                                             + (orphaned ? QLatin1String(", ") + tr("%n orphaned", nullptr, orphaned) : QString()));
    const bool empty = n == 0 && !m_model->isLoading() && m_model->atEnd() && m_model->lastError().isEmpty();
    m_stack->setCurrentWidget(empty ? static_cast<QWidget *>(m_empty) : m_view);
    if (!session()->isReadOnly()) {
        m_release->setEnabled(m_view->selectionModel()->hasSelection());
        m_releaseOrphaned->setEnabled(orphaned > 0);
    }
    m_orphanedOnly->setVisible(session()->schema().hasQueue());
}

void LocksPage::editPatterns()
{
    LockPatternsDialog dialog(m_model->patterns(), this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const QStringList patterns = dialog.patterns();
    setPatterns(patterns.isEmpty() ? CacheLocksModel::defaultPatterns() : patterns);
}

void LocksPage::forceRelease()
{
    // The lock the user selected (key and owner), followed while rows moved.
    const QList<int> rows = m_keeper->rows();
    if (rows.isEmpty())
        return;
    const QModelIndex current = m_model->index(rows.first(), 0);
    // Exactly what the panel shows: the key and the owner token, raw.
    const auto key = m_model->index(current.row(), 0).data(CacheLocksModel::RawKeyRole).value<Value>();
    const auto owner = m_model->index(current.row(), 0).data(CacheLocksModel::RawOwnerRole).value<Value>();
    const bool stale = m_model->index(current.row(), 0).data(CacheLocksModel::StaleRole).toBool();
    const bool forever = m_model->index(current.row(), 0).data(CacheLocksModel::ForeverRole).toBool();
    const qint64 expiresAt = m_model->index(current.row(), 0).data(CacheLocksModel::ExpiresAtRole).toLongLong();
    const qint64 now = session()->now();
    const QString heldFor = operations::formatDuration(stale ? operations::secondsBetween(now, expiresAt) : operations::secondsBetween(expiresAt, now));
    runRelease(operations::LockActions::release(key.toBytes(), owner.toBytes(), stale, forever, heldFor));
}

void LocksPage::runRelease(ActionSpec spec)
{
    // Done or refused, the list and the orphans are read again: what was
    // shown has changed either way.
    spec.done = [this](qint64) {
        m_model->refresh();
        m_orphans->check();
    };
    spec.failed = [this](const QString &message) {
        Q_EMIT statusMessage(message);
        m_model->refresh();
        m_orphans->check();
    };
    runAction(this, session(), spec);
}

void LocksPage::releaseOrphaned()
{
    // The preview reads the orphaned locks again and names each; apply
    // removes exactly those, each only while it holds the bytes read.
    runRelease(operations::LockActions::releaseOrphaned());
}

} // namespace askr::views
