#include "views/selectionkeeper.h"

#include "models/identity.h"

#include <QAbstractItemView>
#include <QAbstractProxyModel>
#include <QItemSelectionModel>
#include <QLocale>
#include <QMetaMethod>
#include <QScopedValueRollback>
#include <QSet>

#include <algorithm>

namespace askr::views {

namespace {

// Rows covered by a selection, each once, ascending; empty when more than max.
QList<int> rowsOf(const QItemSelection &selection, int max, bool *tooMany)
{
    qint64 n = 0;
    for (const QItemSelectionRange &range : selection)
        n += range.height();
    *tooMany = n > max;
    QList<int> rows;
    if (*tooMany)
        return rows;
    for (const QItemSelectionRange &range : selection)
        for (int row = range.top(); row <= range.bottom(); ++row)
            rows.append(row);
    std::sort(rows.begin(), rows.end());
    rows.erase(std::unique(rows.begin(), rows.end()), rows.end());
    return rows;
}

} // namespace

SelectionKeeper::SelectionKeeper(QAbstractItemView *view, Describe describe)
    : QObject(view)
    , m_view(view)
    , m_model(view->model())
    , m_describe(describe ? std::move(describe) : [](const QModelIndex &row) { return row.siblingAtColumn(0).data().toString(); })
{
    Q_ASSERT(m_model);
    QAbstractItemModel *model = m_model;
    // Connected before the view and its selection model (they connect in
    // setModel): while a change is under way, what they do to the selection
    // (a removed row deselected, the current row moved to a neighbour) is
    // theirs, not the user's.
    view->setModel(nullptr);
    auto begin = [this] { ++m_changing; };
    connect(model, &QAbstractItemModel::rowsAboutToBeInserted, this, begin);
    connect(model, &QAbstractItemModel::rowsAboutToBeRemoved, this, begin);
    connect(model, &QAbstractItemModel::rowsAboutToBeMoved, this, begin);
    connect(model, &QAbstractItemModel::layoutAboutToBeChanged, this, begin);
    connect(model, &QAbstractItemModel::modelAboutToBeReset, this, begin);
    view->setModel(model);
    // ...and these after them, to put right what they did.
    auto end = [this] {
        m_changing = std::max(0, m_changing - 1);
        restore();
    };
    connect(model, &QAbstractItemModel::rowsInserted, this, end);
    connect(model, &QAbstractItemModel::rowsRemoved, this, end);
    connect(model, &QAbstractItemModel::rowsMoved, this, end);
    connect(model, &QAbstractItemModel::layoutChanged, this, end);
    connect(model, &QAbstractItemModel::modelReset, this, [this] {
        m_changing = std::max(0, m_changing - 1);
        // Where the items were means nothing now (another order or filter):
        // they are reselected where they show up, never called gone.
        for (Item &item : m_items)
            item.row = -1;
        // The rows come back after the reset, once read: look then.
        QMetaObject::invokeMethod(this, &SelectionKeeper::restore, Qt::QueuedConnection);
    });
    connect(model, &QAbstractItemModel::dataChanged, this, &SelectionKeeper::restore);
    // A model that says when it is done reading: an item still not found
    // then is gone.
    const QMetaMethod again = metaObject()->method(metaObject()->indexOfMethod("restore()"));
    for (const char *signal : {"loaded()", "loadingChanged(bool)"}) {
        const int i = model->metaObject()->indexOfSignal(signal);
        if (i >= 0)
            connect(model, model->metaObject()->method(i), this, again, Qt::QueuedConnection);
    }
    if (const int i = model->metaObject()->indexOfSignal("windowMoved(qint64)"); i >= 0)
        connect(model, model->metaObject()->method(i), this, metaObject()->method(metaObject()->indexOfMethod("shiftRows(qint64)")));
    auto user = [this] {
        if (!m_restoring && m_changing == 0)
            capture();
    };
    connect(view->selectionModel(), &QItemSelectionModel::selectionChanged, this, user);
    connect(view->selectionModel(), &QItemSelectionModel::currentChanged, this, user);
}

QStringList SelectionKeeper::labels() const
{
    QStringList out;
    for (const Item &item : m_items)
        out.append(item.label);
    return out;
}

QModelIndex SelectionKeeper::index(int row, int column) const
{
    return m_model ? m_model->index(row, column) : QModelIndex();
}

QList<int> SelectionKeeper::rows() const
{
    QSet<QByteArray> wanted;
    for (const Item &item : m_items)
        wanted.insert(item.identity);
    QList<int> out;
    for (int row : locate(wanted))
        if (m_view->selectionModel()->isRowSelected(row, {}))
            out.append(row);
    std::sort(out.begin(), out.end());
    return out;
}

QHash<QByteArray, int> SelectionKeeper::locate(const QSet<QByteArray> &identities) const
{
    if (!m_model || identities.isEmpty())
        return {};
    if (const auto *lookup = dynamic_cast<const models::IdentityLookup *>(m_model.data()))
        return lookup->rowsOfIdentities(identities);
    // Small lists (sorted or filtered in a proxy): ask every row.
    QHash<QByteArray, int> out;
    for (int row = 0, n = m_model->rowCount(); row < n; ++row) {
        QByteArray id = m_model->index(row, 0).data(models::IdentityRole).toByteArray();
        if (identities.contains(id))
            out.insert(std::move(id), row);
    }
    return out;
}

bool SelectionKeeper::settled() const
{
    const QAbstractItemModel *model = m_model;
    while (const auto *proxy = qobject_cast<const QAbstractProxyModel *>(model))
        model = proxy->sourceModel();
    const auto *lookup = dynamic_cast<const models::IdentityLookup *>(model);
    return !lookup || lookup->identitiesSettled();
}

void SelectionKeeper::capture()
{
    QItemSelectionModel *sm = m_view->selectionModel();
    bool tooMany = false;
    const QList<int> selected = rowsOf(sm->selection(), MaxTracked, &tooMany);
    m_items.clear();
    m_complete = !tooMany;
    m_scroll = false;
    for (int row : selected) {
        const QModelIndex at = index(row);
        const QByteArray id = at.data(models::IdentityRole).toByteArray();
        if (id.isEmpty()) {
            m_complete = false;
            continue;
        }
        m_items.append({id, m_describe(at), row});
    }
    const QModelIndex current = sm->currentIndex();
    m_current = current.isValid() ? current.siblingAtColumn(0).data(models::IdentityRole).toByteArray() : QByteArray();
    m_currentColumn = current.isValid() ? current.column() : 0;
    // Rows not loaded yet cannot be followed: such a selection stays by row,
    // and the pages refuse to act on it.
    m_tracking = m_complete && (!m_items.isEmpty() || !m_current.isEmpty());
}

void SelectionKeeper::select(const QByteArray &identity, const QString &label)
{
    m_items = {{identity, label, -1}};
    m_current = identity;
    m_currentColumn = 0;
    m_complete = true;
    m_tracking = true;
    m_scroll = true;
    restore();
}

void SelectionKeeper::clear()
{
    m_items.clear();
    m_current.clear();
    m_tracking = false;
    m_scroll = false;
    const QScopedValueRollback<bool> guard(m_restoring, true);
    m_view->selectionModel()->clear();
}

void SelectionKeeper::restore()
{
    if (!m_view || !m_model || !m_tracking || m_restoring || m_changing > 0)
        return;
    QItemSelectionModel *sm = m_view->selectionModel();
    // Not found while the model still reads (or while a go-to waits for its
    // row) is not gone yet.
    const bool done = settled() && !m_scroll;
    const int lastColumn = std::max(0, m_model->columnCount() - 1);
    QSet<QByteArray> wanted;
    for (const Item &item : std::as_const(m_items))
        wanted.insert(item.identity);
    if (!m_current.isEmpty())
        wanted.insert(m_current);
    const QHash<QByteArray, int> found = locate(wanted);
    QItemSelection target;
    QSet<int> want;
    QList<Item> kept;
    QStringList gone;
    for (Item item : std::as_const(m_items)) {
        const int row = found.value(item.identity, -1);
        if (row >= 0) {
            want.insert(row);
            item.row = row;
            kept.append(item);
        } else if (done && (item.row >= m_model->rowCount() || index(item.row).data(models::IdentityRole).isValid())) {
            // Looked for where it was, among rows that are read: gone.
            gone.append(item.label);
        } else {
            // Where it was is not read (a page of a long table scrolled
            // away from): it may still be there; reselected when shown.
            kept.append(item);
        }
    }
    m_items = kept;
    // Runs of rows as one range each: a block stays one range.
    QList<int> sorted(want.begin(), want.end());
    std::sort(sorted.begin(), sorted.end());
    for (qsizetype i = 0; i < sorted.size();) {
        qsizetype j = i;
        while (j + 1 < sorted.size() && sorted[j + 1] == sorted[j] + 1)
            ++j;
        target.select(index(sorted[i], 0), index(sorted[j], lastColumn));
        i = j + 1;
    }

    const QScopedValueRollback<bool> guard(m_restoring, true);
    bool tooMany = false;
    const QList<int> have = rowsOf(sm->selection(), MaxTracked, &tooMany);
    if (tooMany || QSet<int>(have.begin(), have.end()) != want)
        sm->select(target, QItemSelectionModel::ClearAndSelect);
    if (!m_current.isEmpty()) {
        const int row = found.value(m_current, -1);
        if (row >= 0) {
            if (sm->currentIndex().row() != row) {
                // Following the item does not scroll the view: the user may
                // be reading elsewhere.
                const bool autoScroll = m_view->hasAutoScroll();
                m_view->setAutoScroll(false);
                sm->setCurrentIndex(index(row, m_currentColumn), QItemSelectionModel::NoUpdate);
                m_view->setAutoScroll(autoScroll);
            }
            if (std::exchange(m_scroll, false))
                m_view->scrollTo(index(row, m_currentColumn));
        } else if (done && std::none_of(m_items.cbegin(), m_items.cend(), [this](const Item &item) { return item.identity == m_current; })) {
            m_current.clear();
        }
    }
    // The view moves the current row to a neighbour when its item goes:
    // no row is current then.
    if (m_current.isEmpty() && sm->currentIndex().isValid())
        sm->setCurrentIndex(QModelIndex(), QItemSelectionModel::NoUpdate);
    if (m_items.isEmpty() && m_current.isEmpty())
        m_tracking = false;
    if (!gone.isEmpty())
        Q_EMIT itemsGone(gone, gone.size() == 1 ? tr("%1 left the list, so it is no longer selected.").arg(gone.first())
                                                : tr("%1 left the list, so they are no longer selected.").arg(listed(gone)));
}

void SelectionKeeper::shiftRows(qint64 delta)
{
    const int rows = m_model ? m_model->rowCount() : 0;
    for (Item &item : m_items) {
        const qint64 row = item.row < 0 ? -1 : item.row - delta;
        item.row = row >= 0 && row < rows ? int(row) : -1;
    }
}

QString SelectionKeeper::listed(const QStringList &labels)
{
    constexpr int Named = 3;
    if (labels.isEmpty())
        return {};
    if (labels.size() == 1)
        return labels.first();
    if (labels.size() <= Named + 1)
        return tr("%1 and %2").arg(labels.mid(0, labels.size() - 1).join(QLatin1String(", ")), labels.last());
    return tr("%1 and %2 more").arg(labels.mid(0, Named).join(QLatin1String(", ")), QLocale().toString(labels.size() - Named));
}

} // namespace askr::views
