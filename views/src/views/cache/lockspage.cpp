#include "views/cache/lockspage.h"

#include "views/actionrunner.h"
#include "askr_contracts_api.h"
#include "models/cache/cachelocksmodel.h"
#include "models/changethrottle.h"
#include "views/emptystate.h"
#include "models/format.h"
#include "views/cache/lockpatternsdialog.h"
#include "operations/cache/lockactions.h"
#include "views/selectionkeeper.h"
#include "storage/session.h"

#include <QAction>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QIcon>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
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

    m_rule->setWordWrap(true);
    m_rule->setTextFormat(Qt::PlainText);
    auto *patternsButton = new QToolButton(this);
    patternsButton->setDefaultAction(m_patterns);
    patternsButton->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    auto *top = new QHBoxLayout;
    top->addWidget(m_rule, 1);
    top->addWidget(m_summary);
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
    return {m_release, m_patterns};
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
    m_rule->setText(tr("Shown as a lock: an entry with an expiry whose key matches %1.").arg(m_model->patterns().join(QLatin1String(", "))));
    m_empty->setText(tr("No entry with an expiry has a key matching %1. If your application names its locks differently, add a "
                        "pattern.")
                         .arg(m_model->patterns().join(QLatin1String(", "))));
}

void LocksPage::updateState()
{
    const int n = m_model->rowCount();
    const int stale = m_model->staleCount();
    m_summary->setText(m_model->isLoading() && n == 0 ? tr("Loading…")
                                                       : tr("%n lock(s)", nullptr, n) + (m_model->atEnd() ? QString() : QStringLiteral("+"))
                                                             + (stale ? QLatin1String(", ") + tr("%n stale", nullptr, stale) : QString()));
    const bool empty = n == 0 && !m_model->isLoading() && m_model->atEnd() && m_model->lastError().isEmpty();
    m_stack->setCurrentWidget(empty ? static_cast<QWidget *>(m_empty) : m_view);
    if (!session()->isReadOnly())
        m_release->setEnabled(m_view->selectionModel()->hasSelection());
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
    const qint64 expiresAt = m_model->index(current.row(), 0).data(CacheLocksModel::ExpiresAtRole).toLongLong();
    const qint64 now = session()->now();
    const QString heldFor = models::formatDuration(stale ? models::secondsBetween(now, expiresAt) : models::secondsBetween(expiresAt, now));
    ActionSpec spec = operations::LockActions::release(key.toBytes(), owner.toBytes(), stale, heldFor);
    spec.done = [this](qint64) { m_model->refresh(); };
    spec.failed = [this](const QString &message) {
        Q_EMIT statusMessage(message);
        m_model->refresh();
    };
    runAction(this, session(), spec);
}

} // namespace askr::views
