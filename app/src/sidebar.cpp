#include "sidebar.h"

#include "models/freshness.h"
#include "storage/session.h"
#include "views/databaseview.h"
#include "views/page.h"

#include <QAction>

#include <algorithm>

namespace askr::app {

using views::DatabaseView;

namespace {
constexpr int ViewRole = Qt::UserRole;
constexpr int PageRole = Qt::UserRole + 1;
}

Sidebar::Sidebar(const QList<QAction *> &goToPage, QWidget *parent)
    : QTreeWidget(parent)
    , m_goToPage(goToPage)
{
    setObjectName(QStringLiteral("sidebar"));
    setHeaderHidden(true);
    setMinimumWidth(180);
    setContextMenuPolicy(Qt::ActionsContextMenu);
}

DatabaseView *Sidebar::viewOf(const QTreeWidgetItem *item)
{
    return item ? qobject_cast<DatabaseView *>(item->data(0, ViewRole).value<QObject *>()) : nullptr;
}

int Sidebar::pageOf(const QTreeWidgetItem *item)
{
    return item->data(0, PageRole).toInt();
}

void Sidebar::addView(DatabaseView *view)
{
    auto *item = new QTreeWidgetItem(this);
    item->setData(0, ViewRole, QVariant::fromValue<QObject *>(view));
    item->setData(0, PageRole, -1);
    m_items.insert(view, item);
    static const char *const icons[] = {"view-statistics", "view-list-details", "dialog-error", "drive-harddisk", "object-locked", "mail-send-receive"};
    for (int p = 0; p < DatabaseView::NUM_PAGES; ++p) {
        auto *child = new QTreeWidgetItem(item);
        child->setText(0, view->page(DatabaseView::PageId(p))->title());
        child->setIcon(0, QIcon::fromTheme(QLatin1String(icons[p])));
        child->setData(0, ViewRole, QVariant::fromValue<QObject *>(view));
        child->setData(0, PageRole, p);
        child->setToolTip(0, tr("%1 (%2)").arg(child->text(0), m_goToPage[p]->shortcut().toString(QKeySequence::NativeText)));
    }
    item->setExpanded(true);
    connect(view, &DatabaseView::issueCountChanged, this, [this, view] { updateItem(view); });
    connect(view, &DatabaseView::problemChanged, this, [this, view] { updateItem(view); });
    connect(view, &DatabaseView::pageRequested, this, [this, view](int page) { showPage(view, page); });
    connect(view->session(), &storage::Session::fileMoved, this, [this, view] { updateItem(view); });
    updateItem(view);
}

void Sidebar::removeView(DatabaseView *view)
{
    delete m_items.take(view);
}

void Sidebar::showPage(DatabaseView *view, int page)
{
    QTreeWidgetItem *item = m_items.value(view);
    if (item && page >= 0 && page < item->childCount())
        setCurrentItem(item->child(page));
}

void Sidebar::selectAnother()
{
    if (!currentItem() && !m_items.isEmpty())
        setCurrentItem(m_items.cbegin().value()->child(DatabaseView::Overview));
}

int Sidebar::placeOf(DatabaseView *view) const
{
    return indexOfTopLevelItem(m_items.value(view)) - fleetRows();
}

void Sidebar::moveTo(DatabaseView *view, int place)
{
    QTreeWidgetItem *item = m_items.value(view);
    const int at = place + fleetRows();
    if (item && place >= 0 && indexOfTopLevelItem(item) != at) {
        takeTopLevelItem(indexOfTopLevelItem(item));
        insertTopLevelItem(at, item);
        item->setExpanded(true);
    }
}

void Sidebar::updateFleetItem(qsizetype servers)
{
    // Servers count: two servers, or one beside a database, are a fleet too.
    const bool wanted = m_items.size() + servers >= 2;
    if (m_fleetItem)
        m_fleetItem->setText(0, servers ? tr("All databases and servers") : tr("All databases"));
    if (wanted && !m_fleetItem) {
        m_fleetItem = new QTreeWidgetItem;
        m_fleetItem->setText(0, servers ? tr("All databases and servers") : tr("All databases"));
        m_fleetItem->setIcon(0, QIcon::fromTheme(QStringLiteral("view-list-details")));
        m_fleetItem->setToolTip(0, tr("Every open database side by side, with its health figures"));
        insertTopLevelItem(0, m_fleetItem);
    } else if (!wanted && m_fleetItem) {
        const bool shown = currentItem() == m_fleetItem;
        delete std::exchange(m_fleetItem, nullptr);
        if (shown && topLevelItemCount() > 0)
            setCurrentItem(m_items.isEmpty() ? topLevelItem(0) : m_items.cbegin().value()->child(DatabaseView::Overview));
    }
}

void Sidebar::updateItem(DatabaseView *view)
{
    QTreeWidgetItem *item = m_items.value(view);
    if (!item)
        return;
    const auto *s = view->session();
    const int issues = view->issueCount();
    QString text = storage::shortName(s->path());
    if (issues > 0)
        text += QStringLiteral("  ⚠ %1").arg(issues);
    item->setText(0, text);
    item->setIcon(0, QIcon::fromTheme(s->isReadOnly() ? QStringLiteral("object-locked") : QStringLiteral("document-edit")));
    const QString snapshot = models::Freshness::snapshotNote(s);
    const QString mode = snapshot.isEmpty() ? storage::modeName(s->mode()) : tr("%1 (%2)").arg(storage::modeName(s->mode()), snapshot);
    QString tip = tr("%1\nMode: %2\n%3").arg(s->path(), mode, s->plan().reason);
    if (!view->application().isEmpty())
        tip += QLatin1Char('\n') + view->application().join(QLatin1Char('\n'));
    if (!view->problem().isEmpty())
        tip += QLatin1Char('\n') + view->problem();
    // The count explained: every problem, and on each page its own.
    QStringList lines;
    for (const auto &p : view->problems())
        if (p.text != view->problem())
            lines << QStringLiteral("• ") + p.text;
    if (!lines.isEmpty())
        tip += QLatin1Char('\n') + tr("Problems:") + QLatin1Char('\n') + lines.join(QLatin1Char('\n'));
    item->setToolTip(0, tip);
    for (int page = 0; page < item->childCount() && page < DatabaseView::NUM_PAGES; ++page) {
        const QStringList own = view->problems(DatabaseView::PageId(page));
        QString title = view->page(DatabaseView::PageId(page))->title();
        if (!own.isEmpty())
            title += QStringLiteral("  ⚠ %1").arg(own.size());
        item->child(page)->setText(0, title);
        // The page's name with the shortcut that opens it, then its problems.
        QStringList tipLines { tr("%1 (%2)").arg(view->page(DatabaseView::PageId(page))->title(),
                                                 m_goToPage[page]->shortcut().toString(QKeySequence::NativeText)) };
        tipLines << own;
        item->child(page)->setToolTip(0, tipLines.join(QLatin1Char('\n')));
    }
    // Page names and their marks whole, in every language.
    setMinimumWidth(std::max(180, static_cast<QAbstractItemView *>(this)->sizeHintForColumn(0) + 2 * frameWidth() + 4));
}

} // namespace askr::app
