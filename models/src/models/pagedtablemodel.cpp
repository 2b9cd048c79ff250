#include "models/pagedtablemodel.h"
#include "models_debug.h"

#include "storage/session.h"

#include <algorithm>
#include <limits>

namespace askr::models {

using contracts::Connection;
using contracts::Value;

namespace {

// The smallest key above this one, so that before() reads from it
// inclusively: the next integer; for bytes (compared as bytes) the same
// bytes and a zero byte, as nothing sorts between the two.
Value keyAbove(const Value &key)
{
    switch (key.kind()) {
    case Value::Integer:
        return key.toInt() == std::numeric_limits<qint64>::max() ? Value() : Value::integer(key.toInt() + 1);
    case Value::Text:
        return Value::text(QByteArray(key.toBytes() + '\0'));
    case Value::Blob:
        return Value::blob(QByteArray(key.toBytes() + '\0'));
    default:
        return Value();
    }
}

// One count: the rows shown, those held back above the ceiling, and the
// newest key (the ceiling a hold starts from).
struct Counted {
    qint64 total = 0;
    qint64 newer = 0;
    Value newest;
};

} // namespace

PagedTableModel::PagedTableModel(storage::Session *session, QObject *parent)
    : QAbstractTableModel(parent)
    , m_session(session)
    , m_keyPrefix(QStringLiteral("paged:%1:").arg(quintptr(this)))
{
    if (session)
        connect(session, &storage::Session::schemaChanged, this, [this] {
            if (m_deferred && m_session && tablesPresent(m_session->schema()))
                reload();
        });
}

bool PagedTableModel::tablesPresent(const storage::SchemaReport &schema) const
{
    return schema.inspected;
}

PagedTableModel::~PagedTableModel() = default;

int PagedTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : windowedRows(m_total);
}

int PagedTableModel::windowedRows(qint64 total) const
{
    return int(std::min<qint64>(total, m_windowRows));
}

int PagedTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : columns();
}

int PagedTableModel::pageCount() const
{
    return int((m_total + PageSize - 1) / PageSize);
}

const Row *PagedTableModel::rowAt(int row) const
{
    return row < 0 || row >= rowCount() ? nullptr : rowAtPosition(m_windowStart + row);
}

const Row *PagedTableModel::rowAtPosition(qint64 position) const
{
    if (position < 0 || position >= m_total)
        return nullptr;
    auto it = m_pages.find(int(position / PageSize));
    if (it == m_pages.end())
        return nullptr;
    const size_t offset = size_t(position % PageSize);
    return offset < it->second.rows.size() ? &it->second.rows[offset] : nullptr;
}

int PagedTableModel::rowOfPosition(qint64 position) const
{
    const qint64 row = position - m_windowStart;
    return row >= 0 && row < rowCount() ? int(row) : -1;
}

void PagedTableModel::setWindowRows(int rows)
{
    rows = std::max(PageSize, rows / PageSize * PageSize);
    if (rows == m_windowRows)
        return;
    beginResetModel();
    m_windowRows = rows;
    m_windowStart = 0;
    endResetModel();
}

void PagedTableModel::setWindowStart(qint64 start)
{
    moveWindow(std::clamp<qint64>(start, 0, std::max<qint64>(0, m_total - rowCount())));
}

int PagedTableModel::reveal(qint64 position)
{
    if (position < 0 || position >= m_total)
        return -1;
    if (const int row = rowOfPosition(position); row >= 0)
        return row;
    setWindowStart(position - m_windowRows / 2);
    return rowOfPosition(position);
}

void PagedTableModel::moveWindow(qint64 start)
{
    const qint64 delta = start - m_windowStart;
    if (delta == 0)
        return;
    Q_EMIT layoutAboutToBeChanged();
    // The same rows of the table, at other rows of the window.
    const QModelIndexList from = persistentIndexList();
    QModelIndexList to;
    to.reserve(from.size());
    const int rows = rowCount();
    for (const QModelIndex &i : from) {
        const qint64 row = i.row() - delta;
        to.append(row >= 0 && row < rows ? index(int(row), i.column()) : QModelIndex());
    }
    changePersistentIndexList(from, to);
    m_windowStart = start;
    Q_EMIT windowMoved(delta);
    Q_EMIT layoutChanged();
}

Value PagedTableModel::keyAt(int row) const
{
    const Row *r = rowAt(row);
    return r && m_source ? (*r)[size_t(m_source->keyColumn())] : Value();
}

QVariant PagedTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    if (role == IdentityRole) {
        // Asked for every selected row: answers from what is held, loads nothing.
        const Row *row = rowAt(index.row());
        return row ? QVariant(identityOf((*row)[size_t(m_source->keyColumn())])) : QVariant();
    }
    const int page = int((m_windowStart + index.row()) / PageSize);
    auto it = m_pages.find(page);
    if (it != m_pages.end()) {
        it->second.touched = ++m_clock;
        if (it->second.generation != m_version)
            requestPage(page); // stale after a refresh: show old values meanwhile
    } else {
        requestPage(page);
    }
    const Row *row = rowAt(index.row());
    if (role == LoadedRole)
        return row != nullptr;
    if (!row)
        return role == Qt::DisplayRole && index.column() == 0 ? QVariant(QStringLiteral("…")) : QVariant();
    if (role == RowKeyRole)
        return QVariant::fromValue((*row)[size_t(m_source->keyColumn())]);
    return cell(*row, index.column(), role);
}

QVariant PagedTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Vertical || section < 0 || section >= columns())
        return QAbstractTableModel::headerData(section, orientation, role);
    return header(section, role);
}

void PagedTableModel::setDescending(bool descending)
{
    if (m_descending == descending)
        return;
    m_descending = descending;
    reload();
}

void PagedTableModel::reload()
{
    beginResetModel();
    ++m_generation;
    ++m_version;
    m_pages.clear();
    m_requested.clear();
    m_total = 0;
    m_windowStart = 0;
    m_source = makeSource();
    m_ceiling = Value(); // another list: the hold starts again from its newest row
    endResetModel();
    setNewRows(0);
    requestCount();
}

void PagedTableModel::setHeld(bool held)
{
    if (m_held == held)
        return;
    m_held = held;
    if (!m_descending)
        return;
    if (!held) {
        m_ceiling = Value();
        setNewRows(0);
        refresh();
        return;
    }
    // From the newest row shown, when it was read since the last count;
    // else from the newest row then.
    auto top = m_pages.find(0);
    const Row *row = rowAtPosition(0);
    if (m_source && row && top != m_pages.end() && top->second.generation == m_version) {
        m_ceiling = (*row)[size_t(m_source->keyColumn())];
        requestCount();
    } else {
        m_ceiling = Value();
        refresh();
    }
}

void PagedTableModel::showNewRows()
{
    if (!holding())
        return;
    m_ceiling = Value();
    refresh();
}

void PagedTableModel::setNewRows(int count)
{
    if (count == m_newRows)
        return;
    m_newRows = count;
    Q_EMIT newRowsChanged(count);
}

void PagedTableModel::refresh()
{
    if (!m_source) {
        reload();
        return;
    }
    ++m_version;
    m_requested.clear();
    // Keep only the pages most recently looked at; they reload when counted.
    std::vector<std::pair<quint64, int>> byUse;
    for (const auto &[page, p] : m_pages)
        byUse.push_back({p.touched, page});
    std::sort(byUse.rbegin(), byUse.rend());
    for (size_t i = 4; i < byUse.size(); ++i)
        m_pages.erase(byUse[i].second);
    requestCount();
}

void PagedTableModel::setPending(const QString &key, bool pending) const
{
    // By key, not by count: a superseded request never reports back, and
    // its successor (same key) settles it.
    const bool was = !m_pending.isEmpty();
    if (pending)
        m_pending.insert(key);
    else
        m_pending.remove(key);
    if (was != !m_pending.isEmpty())
        Q_EMIT const_cast<PagedTableModel *>(this)->loadingChanged(!m_pending.isEmpty());
}

void PagedTableModel::requestCount()
{
    if (!m_session)
        return;
    m_deferred = !tablesPresent(m_session->schema());
    if (m_deferred)
        return;
    const quint64 generation = m_generation;
    auto source = m_source;
    const bool descending = m_descending;
    const bool held = holding();
    const Value ceiling = m_ceiling;
    const QString key = m_keyPrefix + QStringLiteral("count");
    setPending(key, true);
    m_session->query(
        key, this,
        [source, descending, held, ceiling](Connection &db) {
            Counted c;
            const size_t kc = size_t(source->keyColumn());
            if (held && !ceiling.isNull())
                c.newer = qint64(source->after(db, ceiling, MaxNewRows + 1).size());
            c.total = source->count(db);
            if (descending && held && (ceiling.isNull() || c.newer > MaxNewRows)) {
                const std::vector<Row> newest = source->before(db, Value(), 1);
                c.newest = newest.empty() ? Value() : newest.front()[kc];
            }
            return c;
        },
        [this, generation, key, held, ceiling](const Counted &c) {
            setPending(key, false);
            if (generation != m_generation)
                return;
            m_error.clear();
            qint64 total = c.total;
            if (held && holding() && m_ceiling == ceiling) {
                if (ceiling.isNull() || c.newer > MaxNewRows) {
                    // The hold starts (again) from the newest row; too many
                    // held back would cost a long read at every count.
                    const bool moved = !ceiling.isNull();
                    m_ceiling = c.newest;
                    setNewRows(0);
                    if (moved) {
                        ++m_version;
                        m_requested.clear();
                    }
                } else {
                    total = std::max<qint64>(0, total - c.newer);
                    setNewRows(int(c.newer));
                }
            }
            setTotal(total);
            // Reload the pages still held (those in view).
            for (const auto &[page, p] : m_pages)
                if (p.generation != m_version && page < pageCount())
                    requestPage(page);
        },
        [this, key](const storage::Failure &f) {
            setPending(key, false);
            if (f.cancelled)
                return;
            m_error = f.message;
            Q_EMIT errorOccurred(f.message);
        });
}

void PagedTableModel::setTotal(qint64 total)
{
    if (total == m_total)
        return;
    // Grow or shrink at the end, so that the view keeps its position and
    // selection instead of resetting. A table that now ends before the window
    // does moves the window back first.
    const int newRows = windowedRows(total);
    if (const qint64 last = std::max<qint64>(0, total - newRows); m_windowStart > last)
        moveWindow(last);
    const int oldRows = rowCount();
    if (newRows > oldRows) {
        beginInsertRows({}, oldRows, newRows - 1);
        m_total = total;
        endInsertRows();
    } else if (newRows < oldRows) {
        beginRemoveRows({}, newRows, oldRows - 1);
        m_total = total;
        for (auto it = m_pages.begin(); it != m_pages.end();)
            it = it->first >= pageCount() ? m_pages.erase(it) : std::next(it);
        endRemoveRows();
    } else {
        m_total = total;
    }
    Q_EMIT totalChanged(m_total);
}

void PagedTableModel::requestPage(int page) const
{
    if (!m_session || !m_source || page < 0 || page >= pageCount())
        return;
    if (m_requested.value(page, quint64(-1)) == m_version)
        return;
    m_requested.insert(page, m_version);

    const qint64 total = m_total;
    // Rows held back are above every position: page 0 reads from the
    // ceiling, and a far jump counts them at the top of the key range.
    const Value top = holding() && !m_ceiling.isNull() ? keyAbove(m_ceiling) : Value();
    const qint64 allRows = total + m_newRows;
    const bool descending = m_descending;
    const qint64 first = qint64(page) * PageSize;
    const int want = int(std::min<qint64>(PageSize, total - first));
    const bool isLast = page == pageCount() - 1;
    // Continue from the previous page's last key when it is loaded and fresh.
    Value anchor;
    bool haveAnchor = page == 0;
    if (haveAnchor)
        anchor = top;
    auto prev = m_pages.find(page - 1);
    if (!haveAnchor && prev != m_pages.end() && prev->second.generation == m_version && !prev->second.rows.empty()) {
        anchor = prev->second.rows.back()[size_t(m_source->keyColumn())];
        haveAnchor = true;
    }
    auto source = m_source;
    const int keyColumn = source->keyColumn();
    const quint64 generation = m_generation;
    const quint64 version = m_version;
    auto *self = const_cast<PagedTableModel *>(this);
    const QString key = m_keyPrefix + QStringLiteral("page:%1").arg(page);
    setPending(key, true);
    m_session->query(
        key, self,
        [=](Connection &db) {
            std::vector<Row> rows;
            if (isLast && page > 0 && !haveAnchor) {
                // The end of the table: read it backwards from the other end.
                rows = descending ? source->after(db, Value(), want) : source->before(db, Value(), want);
                std::reverse(rows.begin(), rows.end());
                return rows;
            }
            Value from = anchor;
            if (!haveAnchor) {
                // A far jump: find the key just before this page (by
                // arithmetic where the keys have no holes, see jumpKey).
                const qint64 ascending = descending ? total - first : first - 1;
                from = source->jumpKey(db, ascending, allRows);
                if (from.isNull())
                    return rows;
            }
            rows = descending ? source->before(db, from, want) : source->after(db, from, want);
            (void)keyColumn;
            return rows;
        },
        [self, page, generation, version, key, total](std::vector<Row> rows) {
            self->setPending(key, false);
            if (generation != self->m_generation)
                return;
            Page &p = self->m_pages[page];
            p.rows = std::move(rows);
            p.generation = version;
            // Asked for before a new count came in: too few or too many rows
            // for the table now. Shown meanwhile, and asked for again.
            const bool recount = total != self->m_total && version == self->m_version;
            if (recount) {
                p.generation = version - 1;
                self->m_requested.remove(page);
            }
            p.touched = ++self->m_clock;
            self->evict();
            const qint64 firstPosition = qint64(page) * PageSize - self->m_windowStart;
            const int firstRow = int(std::clamp<qint64>(firstPosition, 0, self->rowCount()));
            const int lastRow = int(std::clamp<qint64>(firstPosition + PageSize, 0, self->rowCount())) - 1;
            if (lastRow >= firstRow)
                Q_EMIT self->dataChanged(self->index(firstRow, 0), self->index(lastRow, self->columns() - 1));
            Q_EMIT self->pageLoaded(page);
            if (recount)
                self->requestPage(page);
        },
        [self, page, key](const storage::Failure &f) {
            self->setPending(key, false);
            self->m_requested.remove(page);
            if (!f.cancelled) {
                self->m_error = f.message;
                Q_EMIT self->errorOccurred(f.message);
            }
        });
}

bool PagedTableModel::identitiesSettled() const
{
    if (isLoading())
        return false;
    for (const auto &[page, p] : m_pages)
        if (p.generation != m_version)
            return false;
    return true;
}

QHash<QByteArray, int> PagedTableModel::rowsOfIdentities(const QSet<QByteArray> &identities) const
{
    QHash<QByteArray, int> fresh, stale;
    if (!m_source || identities.isEmpty())
        return fresh;
    const size_t kc = size_t(m_source->keyColumn());
    for (const auto &[page, p] : m_pages) {
        for (size_t i = 0; i < p.rows.size(); ++i) {
            const int row = rowOfPosition(qint64(page) * PageSize + qint64(i));
            if (row < 0)
                continue;
            QByteArray id = identityOf(p.rows[i][kc]);
            if (identities.contains(id))
                (p.generation == m_version ? fresh : stale).insert(std::move(id), row);
        }
    }
    // A stale page still shows an item where it was: the fresh one wins.
    for (auto it = stale.cbegin(); it != stale.cend(); ++it)
        if (!fresh.contains(it.key()))
            fresh.insert(it.key(), it.value());
    return fresh;
}

void PagedTableModel::evict() const
{
    while (int(m_pages.size()) > MaxPages) {
        auto oldest = std::min_element(m_pages.begin(), m_pages.end(),
                                       [](const auto &a, const auto &b) { return a.second.touched < b.second.touched; });
        m_requested.remove(oldest->first);
        m_pages.erase(oldest);
    }
}

} // namespace askr::models
