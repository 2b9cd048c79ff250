#include "models/pagedtablemodel.h"
#include "models/requestkey.h"
#include "models_debug.h"

#include "storage/session.h"

#include <QFont>
#include <QGuiApplication>
#include <QPalette>

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

// SQLite's order of keys: integers by value, text and blobs by their bytes
// (binary collation), and by kind between kinds.
int compareKeys(const Value &a, const Value &b)
{
    auto rank = [](const Value &v) {
        switch (v.kind()) {
        case Value::Null:
            return 0;
        case Value::Integer:
        case Value::Real:
            return 1;
        case Value::Text:
            return 2;
        case Value::Blob:
            return 3;
        }
        return 0;
    };
    if (rank(a) != rank(b))
        return rank(a) < rank(b) ? -1 : 1;
    switch (a.kind()) {
    case Value::Null:
        return 0;
    case Value::Integer:
    case Value::Real:
        if (a.kind() == Value::Integer && b.kind() == Value::Integer)
            return a.toInt() < b.toInt() ? -1 : a.toInt() > b.toInt() ? 1 : 0;
        return a.toReal() < b.toReal() ? -1 : a.toReal() > b.toReal() ? 1 : 0;
    default:
        return a.toBytes().compare(b.toBytes()) < 0 ? -1 : (a.toBytes() == b.toBytes() ? 0 : 1);
    }
}

// A key at or below every key before this one, for reading upwards from it
// with after(): exact for integers and for bytes ending in a zero byte;
// otherwise the bytes with their last one lowered, which may let in a few
// keys below `key` (the caller skips them).
Value keyBelow(const Value &key)
{
    switch (key.kind()) {
    case Value::Integer:
        return key.toInt() == std::numeric_limits<qint64>::min() ? Value() : Value::integer(key.toInt() - 1);
    case Value::Text:
    case Value::Blob: {
        QByteArray b = key.toBytes();
        if (b.isEmpty())
            return Value();
        if (b.endsWith('\0'))
            b.chop(1);
        else
            b[b.size() - 1] = char(uchar(b.back()) - 1);
        return key.kind() == Value::Text ? Value::text(b) : Value::blob(b);
    }
    default:
        return Value();
    }
}

// The rows of a frozen page's key range as they are now.
struct Rechecked {
    std::vector<Row> rows; // in the list's order, within the range
    bool complete = false; // the read went past the range's last key
    std::vector<Row> tail; // past the last key, for a page not full: shown
};

// One count: the rows shown, those held back above the ceiling, and the
// newest key (the ceiling a hold starts from).
struct Counted {
    qint64 total = 0;
    qint64 newer = 0;
    Value newest;
    std::optional<PagedSource::KeyRange> range;
};

} // namespace

PagedTableModel::PagedTableModel(storage::Session *session, QObject *parent)
    : PagedTableModel(session, 0, nullptr, parent)
{
}

PagedTableModel::PagedTableModel(storage::Session *session, int columns, Needs needs, QObject *parent)
    : QAbstractTableModel(parent)
    , m_session(session)
    , m_columns(columns)
    , m_needs(needs)
    , m_keyPrefix(requestKey(this, "paged") + QLatin1Char(':'))
{
    if (session)
        connect(session, &storage::Session::schemaChanged, this, [this] {
            if (m_deferred && m_session && tablesPresent(m_session->schema()))
                reload();
        });
}

bool PagedTableModel::tablesPresent(const storage::SchemaReport &schema) const
{
    return schema.inspected && (!m_needs || (schema.*m_needs)());
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
    if (it != m_pages.end() && it->second.frozen) {
        const size_t offset = size_t((m_windowStart + index.row()) % PageSize);
        const bool gone = offset < it->second.gone.size() && it->second.gone[offset];
        if (role == GoneRole)
            return gone;
        if (gone) {
            switch (role) {
            case Qt::ForegroundRole:
                return QGuiApplication::palette().color(QPalette::Disabled, QPalette::Text);
            case Qt::FontRole: {
                QFont font;
                font.setStrikeOut(true);
                return font;
            }
            case Qt::ToolTipRole:
                return tr("Gone: deleted since the list was held still. It leaves the list when the list moves on.");
            default:
                break;
            }
        }
    }
    if (role == GoneRole)
        return false;
    return cell(*row, index.column(), role);
}

Qt::ItemFlags PagedTableModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    if (!index.isValid() || index.row() >= rowCount())
        return f;
    const qint64 position = m_windowStart + index.row();
    auto it = m_pages.find(int(position / PageSize));
    if (it != m_pages.end() && it->second.frozen) {
        const size_t offset = size_t(position % PageSize);
        if (offset < it->second.gone.size() && it->second.gone[offset])
            f &= ~Qt::ItemIsSelectable;
    }
    return f;
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
    m_liveTotal = 0;
    m_newer = 0;
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
    if (!held) {
        unfreeze();
        m_ceiling = Value();
        m_newer = 0;
        setNewRows(0);
        refresh();
        return;
    }
    // What is on screen now stays there.
    for (auto &[page, p] : m_pages) {
        p.frozen = true;
        p.gone.assign(p.rows.size(), false);
        p.inserted = 0;
    }
    if (!m_descending)
        return;
    // From the newest row shown (stale or not: it is what the user sees and
    // what the frozen first page holds); else from the newest row then.
    auto top = m_pages.find(0);
    if (m_source && top != m_pages.end() && !top->second.rows.empty()) {
        m_ceiling = top->second.rows.front()[size_t(m_source->keyColumn())];
        requestCount();
    } else {
        m_ceiling = Value();
        refresh();
    }
}

void PagedTableModel::showNewRows()
{
    if (!m_held)
        return;
    m_ceiling = Value();
    m_newer = 0;
    unfreeze();
    setNewRows(0);
    refresh();
}

void PagedTableModel::closeUp()
{
    if (!m_held)
        return;
    unfreeze();
    setNewRows(m_newer);
    refresh();
}

void PagedTableModel::unfreeze()
{
    for (auto &[page, p] : m_pages) {
        p.frozen = false;
        p.gone.clear();
        p.inserted = 0;
    }
}

qint64 PagedTableModel::frozenOffset() const
{
    qint64 offset = 0;
    for (const auto &[page, p] : m_pages)
        if (p.frozen)
            offset += qint64(std::count(p.gone.begin(), p.gone.end(), true)) - p.inserted;
    return offset;
}

int PagedTableModel::goneRows() const
{
    qint64 gone = 0;
    for (const auto &[page, p] : m_pages)
        if (p.frozen)
            gone += qint64(std::count(p.gone.begin(), p.gone.end(), true));
    return int(gone);
}

void PagedTableModel::setNewRows(int count)
{
    const int gone = goneRows();
    if (count == m_newRows && gone == m_goneSignalled)
        return;
    m_newRows = count;
    m_goneSignalled = gone;
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

PagedTableModel::PageRead PagedTableModel::startPageRead(int page) const
{
    PageRead read{const_cast<PagedTableModel *>(this), m_keyPrefix + QStringLiteral("page:%1").arg(page), m_generation, m_version};
    setPending(read.key, true);
    return read;
}

bool PagedTableModel::PageRead::finish() const
{
    model->setPending(key, false);
    return generation == model->m_generation;
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
    const quint64 version = m_version;
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
            c.total = source->countAndRange(db, &c.range);
            if (descending && held && (ceiling.isNull() || c.newer > MaxNewRows)) {
                const std::vector<Row> newest = source->before(db, Value(), 1);
                c.newest = newest.empty() ? Value() : newest.front()[kc];
            }
            return c;
        },
        [this, generation, version, key, held, ceiling](const Counted &c) {
            setPending(key, false);
            if (generation != m_generation)
                return;
            m_error.clear();
            // Counted for another hold (or none) than the one now: its rows
            // above the ceiling are not known. Count again.
            if (holding() && !(held && m_ceiling == ceiling)) {
                requestCount();
                return;
            }
            qint64 total = c.total;
            m_newer = 0;
            if (held && holding() && m_ceiling == ceiling) {
                if (ceiling.isNull() || c.newer > MaxNewRows) {
                    // The hold starts (again) from the newest row; too many
                    // held back would cost a long read at every count.
                    const bool moved = !ceiling.isNull();
                    m_ceiling = c.newest;
                    setNewRows(0);
                    if (moved) {
                        // Read again from their positions, then held again.
                        unfreeze();
                        ++m_version;
                        m_requested.clear();
                    }
                } else {
                    total = std::max<qint64>(0, total - c.newer);
                    m_newer = int(c.newer);
                }
            }
            // Read with this count: the far jumps it leads to find their key
            // without a read of their own. (Before setTotal, which may ask for
            // pages at once.)
            if (c.range && version == m_version) {
                m_range = c.range;
                m_rangeVersion = version;
            }
            m_liveTotal = total;
            setNewRows(int(m_newer + insertedRows()));
            setTotal(std::max<qint64>(0, total + frozenOffset()));
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
    if (auto held = m_pages.find(page); m_held && held != m_pages.end() && held->second.frozen && !held->second.rows.empty()) {
        recheckPage(page);
        return;
    }
    m_requested.insert(page, m_version);

    const qint64 total = m_total;
    // Rows held back are above every position: page 0 reads from the
    // ceiling, and a far jump counts them at the top of the key range.
    const Value top = holding() && !m_ceiling.isNull() ? keyAbove(m_ceiling) : Value();
    const bool descending = m_descending;
    const qint64 first = qint64(page) * PageSize;
    // Far jumps count positions in the table as it is; the frozen pages above
    // this one show rows it no longer has and lack rows it gained.
    qint64 liveShift = 0;
    for (const auto &[n, q] : m_pages)
        if (q.frozen && n < page)
            liveShift += q.inserted - qint64(std::count(q.gone.begin(), q.gone.end(), true));
    const qint64 liveFirst = first + liveShift;
    const qint64 liveTotal = total - frozenOffset();
    const qint64 allRows = liveTotal + (holding() ? m_newer : 0);
    const int want = int(std::min<qint64>(PageSize, total - first));
    // The last page, read backwards from the end, is the end of the table
    // whatever is held above it.
    const bool isLast = page == pageCount() - 1;
    // Continue from the previous page's last key when it is loaded and fresh.
    Value anchor;
    bool haveAnchor = page == 0;
    if (haveAnchor)
        anchor = top;
    auto prev = m_pages.find(page - 1);
    // A frozen page's keys stay where they are: its last one anchors the next
    // page even before it is checked again.
    if (!haveAnchor && prev != m_pages.end() && (prev->second.generation == m_version || prev->second.frozen) && !prev->second.rows.empty()) {
        anchor = prev->second.rows.back()[size_t(m_source->keyColumn())];
        haveAnchor = true;
    }
    auto source = m_source;
    const int keyColumn = source->keyColumn();
    const PageRead read = startPageRead(page);
    // The key range the last count or far jump of this list read, while it has not changed.
    std::optional<PagedSource::KeyRange> knownRange;
    if (m_rangeVersion == read.version)
        knownRange = m_range;
    struct Read {
        std::vector<Row> rows;
        std::optional<PagedSource::KeyRange> range;
    };
    m_session->query(
        read.key, read.model,
        [=](Connection &db) {
            Read r;
            r.range = knownRange;
            if (isLast && page > 0 && !haveAnchor) {
                // The end of the table: read it backwards from the other end.
                r.rows = descending ? source->after(db, Value(), want) : source->before(db, Value(), want);
                std::reverse(r.rows.begin(), r.rows.end());
                return r;
            }
            Value from = anchor;
            if (!haveAnchor) {
                // A far jump: find the key just before this page (by
                // arithmetic where the keys have no holes, see jumpKey).
                const qint64 ascending = descending ? liveTotal - liveFirst : liveFirst - 1;
                from = source->jumpKey(db, ascending, allRows, &r.range);
                if (from.isNull())
                    return r;
            }
            r.rows = descending ? source->before(db, from, want) : source->after(db, from, want);
            (void)keyColumn;
            return r;
        },
        [read, page, total](Read r) {
            if (!read.finish())
                return;
            PagedTableModel *self = read.model;
            const quint64 version = read.version;
            if (r.range && version == self->m_version) {
                self->m_range = std::move(r.range);
                self->m_rangeVersion = version;
            }
            Page &p = self->m_pages[page];
            p.rows = std::move(r.rows);
            p.generation = version;
            p.frozen = self->m_held;
            p.gone.assign(p.frozen ? p.rows.size() : 0, false);
            p.inserted = 0;
            // Asked for before a new count came in: too few or too many rows
            // for the table now. Shown meanwhile, and asked for again.
            const bool recount = total != self->m_total && version == self->m_version;
            if (recount) {
                p.generation = version - 1;
                self->m_requested.remove(page);
            }
            p.touched = ++self->m_clock;
            self->evict();
            self->pageChanged(page);
            Q_EMIT self->pageLoaded(page);
            if (recount)
                self->requestPage(page);
        },
        [read, page](const storage::Failure &f) { read.model->pageFailed(page, read.key, f); });
}

void PagedTableModel::recheckPage(int page) const
{
    m_requested.insert(page, m_version);
    const Page &held = m_pages.at(page);
    auto source = m_source;
    const size_t kc = size_t(source->keyColumn());
    const Value first = held.rows.front()[kc];
    const Value last = held.rows.back()[kc];
    const bool descending = m_descending;
    // Upwards from the previous page's last key where it is held (exact),
    // else from just below the first key.
    Value from;
    if (descending) {
        from = keyAbove(first);
    } else if (page > 0) {
        auto prev = m_pages.find(page - 1);
        from = prev != m_pages.end() && !prev->second.rows.empty() ? prev->second.rows.back()[kc] : keyBelow(first);
    }
    // The top of an ascending list is open: keys sorting before its first
    // row are new rows too. (Newest first, the ceiling counts those.)
    const bool openStart = !descending && page == 0;
    // A page not full ends the table: rows after its last one extend it,
    // below every row shown, so they are shown.
    const int room = PageSize - int(held.rows.size());
    const int want = int(held.rows.size()) + PageSize;
    const PageRead read = startPageRead(page);
    m_session->query(
        read.key, read.model,
        [=](Connection &db) {
            Rechecked r;
            const std::vector<Row> rows = descending ? source->before(db, from, want) : source->after(db, from, want);
            r.complete = int(rows.size()) < want;
            for (const Row &row : rows) {
                const int toFirst = compareKeys(row[kc], first);
                const int toLast = compareKeys(row[kc], last);
                if (descending ? toFirst > 0 : toFirst < 0 && !openStart)
                    continue; // before the range (a loose lower bound)
                if (descending ? toLast < 0 : toLast > 0) {
                    r.complete = true;
                    if (int(r.tail.size()) >= room)
                        break;
                    r.tail.push_back(row);
                    continue;
                }
                r.rows.push_back(row);
            }
            return r;
        },
        [read, page, kc](const Rechecked &r) {
            if (!read.finish())
                return;
            PagedTableModel *self = read.model;
            const quint64 version = read.version;
            auto it = self->m_pages.find(page);
            if (it == self->m_pages.end() || !it->second.frozen)
                return; // evicted, or the hold ended meanwhile
            Page &p = it->second;
            QHash<QByteArray, size_t> fresh;
            for (size_t i = 0; i < r.rows.size(); ++i)
                fresh.insert(identityOf(r.rows[i][kc]), i);
            // Without the whole range, rows past what was read are unknown:
            // they keep their cells and are not called gone.
            const Value lastRead = r.rows.empty() ? Value() : r.rows.back()[kc];
            p.gone.resize(p.rows.size(), false);
            int matched = 0;
            for (size_t i = 0; i < p.rows.size(); ++i) {
                auto f = fresh.constFind(identityOf(p.rows[i][kc]));
                if (f != fresh.cend()) {
                    p.rows[i] = r.rows[f.value()];
                    p.gone[i] = false;
                    ++matched;
                } else if (r.complete || (!lastRead.isNull() && compareKeys(p.rows[i][kc], lastRead) * (self->m_descending ? -1 : 1) < 0)) {
                    p.gone[i] = true;
                }
            }
            p.inserted = int(r.rows.size()) - matched;
            for (const Row &row : r.tail) {
                p.rows.push_back(row);
                p.gone.push_back(false);
            }
            p.generation = version;
            p.touched = ++self->m_clock;
            self->pageChanged(page);
            self->setNewRows(int(self->m_newer + self->insertedRows()));
            self->setTotal(std::max<qint64>(0, self->m_liveTotal + self->frozenOffset()));
            Q_EMIT self->pageLoaded(page);
        },
        [read, page](const storage::Failure &f) { read.model->pageFailed(page, read.key, f); });
}

void PagedTableModel::pageChanged(int page) const
{
    auto *self = const_cast<PagedTableModel *>(this);
    const qint64 firstPosition = qint64(page) * PageSize - m_windowStart;
    const int firstRow = int(std::clamp<qint64>(firstPosition, 0, rowCount()));
    const int lastRow = int(std::clamp<qint64>(firstPosition + PageSize, 0, rowCount())) - 1;
    if (lastRow >= firstRow)
        Q_EMIT self->dataChanged(index(firstRow, 0), index(lastRow, columns() - 1));
}

void PagedTableModel::pageFailed(int page, const QString &key, const storage::Failure &f) const
{
    setPending(key, false);
    m_requested.remove(page);
    if (!f.cancelled) {
        auto *self = const_cast<PagedTableModel *>(this);
        self->m_error = f.message;
        Q_EMIT self->errorOccurred(f.message);
    }
}

qint64 PagedTableModel::insertedRows() const
{
    qint64 inserted = 0;
    for (const auto &[page, p] : m_pages)
        inserted += p.frozen ? p.inserted : 0;
    return inserted;
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
            // A row shown as gone has left the table: a selection on it goes.
            if (p.frozen && i < p.gone.size() && p.gone[i])
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
