#include "models/cache/keysetlistmodel.h"
#include "models/requestkey.h"

#include "storage/session.h"

namespace askr::models {

KeysetListModel::KeysetListModel(storage::Session *session, QObject *parent)
    : MergingTableModel(parent)
    , m_session(session)
    , m_key(requestKey(this, "keyset"))
{
    if (session)
        connect(session, &storage::Session::schemaChanged, this, [this] {
            if (m_deferred && m_session && m_session->schema().inspected && m_session->schema().hasCache())
                reload();
        });
}

int KeysetListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int KeysetListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : columns();
}

QVariant KeysetListModel::data(const QModelIndex &index, int role) const
{
    const Row *row = index.isValid() ? rowAt(index.row()) : nullptr;
    if (row && role == IdentityRole)
        return identity(*row);
    return row && index.column() < columns() ? cell(*row, index.column(), role) : QVariant();
}

QVariant KeysetListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Vertical || section < 0 || section >= columns())
        return MergingTableModel::headerData(section, orientation, role);
    return header(section, role);
}

const Row *KeysetListModel::rowAt(int row) const
{
    return row >= 0 && row < int(m_rows.size()) ? &m_rows[size_t(row)] : nullptr;
}

QByteArray KeysetListModel::keyAt(int row) const
{
    const Row *r = rowAt(row);
    return r ? (*r)[size_t(keyColumn())].toBytes() : QByteArray();
}

QByteArray KeysetListModel::identity(const Row &row) const
{
    return identityOf(row[size_t(keyColumn())]);
}

QHash<QByteArray, int> KeysetListModel::rowsOfIdentities(const QSet<QByteArray> &identities) const
{
    QHash<QByteArray, int> out;
    if (identities.isEmpty())
        return out;
    for (size_t i = 0; i < m_rows.size(); ++i) {
        QByteArray id = identity(m_rows[i]);
        if (identities.contains(id))
            out.insert(std::move(id), int(i));
    }
    return out;
}

bool KeysetListModel::canFetchMore(const QModelIndex &parent) const
{
    return !parent.isValid() && m_started && !m_atEnd && !m_loading;
}

void KeysetListModel::fetchMore(const QModelIndex &parent)
{
    if (canFetchMore(parent))
        request(false);
}

void KeysetListModel::clear()
{
    beginResetModel();
    ++m_generation;
    m_rows.clear();
    m_atEnd = false;
    m_started = false;
    m_loading = false;
    m_refreshPending = false;
    endResetModel();
}

void KeysetListModel::reload()
{
    clear();
    m_fetch = makeFetch();
    m_started = true;
    request(false);
}

void KeysetListModel::refresh()
{
    if (!m_started) {
        reload();
        return;
    }
    if (m_loading) {
        m_refreshPending = true;
        return;
    }
    request(true);
}

void KeysetListModel::request(bool refresh)
{
    if (!m_session || !m_fetch)
        return;
    // Every list here reads askr_cache: nothing is asked until the schema
    // is known to have it (no "no such table" behind the explanation).
    m_deferred = !(m_session->schema().inspected && m_session->schema().hasCache());
    if (m_deferred)
        return;
    const int n = refresh ? std::max<int>(PageSize, int(m_rows.size()) + (m_atEnd ? PageSize : 0)) : PageSize;
    const QByteArray after = refresh || m_rows.empty() ? QByteArray() : m_rows.back()[size_t(keyColumn())].toBytes();
    const quint64 generation = m_generation;
    m_loading = true;
    auto fetch = m_fetch;
    m_session->query(
        m_key, this, [fetch, after, n](contracts::Connection &db) { return fetch(db, after, n); },
        [this, generation, refresh, n](std::vector<Row> rows) {
            if (generation != m_generation)
                return;
            m_error.clear();
            // Still loading while rows go in: a view (or a model tester)
            // asking for more from rowsAboutToBeInserted must not start a
            // request from a key that is not in the list yet.
            apply(std::move(rows), refresh, n);
            m_loading = false;
            Q_EMIT loaded();
            if (m_refreshPending) {
                m_refreshPending = false;
                request(true);
            }
        },
        [this, generation](const storage::Failure &f) {
            if (generation != m_generation)
                return;
            m_loading = false;
            if (f.cancelled)
                return;
            m_error = f.message;
            Q_EMIT errorOccurred(f.message);
        });
}

void KeysetListModel::apply(std::vector<Row> rows, bool refresh, int asked)
{
    m_atEnd = int(rows.size()) < asked;
    if (!refresh) {
        appendRows(m_rows, std::move(rows));
        return;
    }
    // The window read again is the list now: what sorted after its last row
    // loads again as the view scrolls.
    const size_t kc = size_t(keyColumn());
    mergeRows(m_rows, std::move(rows), [kc](const Row &r) { return r[kc].toBytes(); });
}

void KeysetListModel::rowsChangedLocally(int firstColumn, int lastColumn)
{
    cellsChanged(0, int(m_rows.size()) - 1, firstColumn, lastColumn);
}

} // namespace askr::models
