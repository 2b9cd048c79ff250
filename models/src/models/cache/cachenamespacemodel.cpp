#include "models/cache/cachenamespacemodel.h"
#include "models/requestkey.h"

#include "askr_contracts_api.h"
#include "models/cache/cacheformat.h"
#include "operations/format/format.h"
#include "storage/session.h"

namespace askr::models {

namespace cache = contracts::cache;

struct CacheNamespaceModel::Node {
    Kind kind = Kind::Namespace;
    contracts::Value segment; // as stored, for display
    QByteArray prefix; // raw bytes of the whole prefix up to here
    qint64 keys = 0;
    qint64 bytes = 0; // of More: the number of namespaces not listed
    Node *parent = nullptr;
    int row = 0;
    std::vector<std::unique_ptr<Node>> children;
    bool loaded = false;
    bool loading = false;
};

CacheNamespaceModel::CacheNamespaceModel(storage::Session *session, QObject *parent)
    : QAbstractItemModel(parent)
    , m_session(session)
    , m_root(std::make_unique<Node>())
{
}

CacheNamespaceModel::~CacheNamespaceModel() = default;

void CacheNamespaceModel::setSeparator(const QByteArray &separator)
{
    if (separator.isEmpty() || separator == m_separator)
        return;
    m_separator = separator;
    reload();
}

void CacheNamespaceModel::reload()
{
    beginResetModel();
    m_root = std::make_unique<Node>();
    m_byPrefix.clear();
    ++m_generation;
    m_loading = 0;
    endResetModel();
    load(m_root.get());
}

void CacheNamespaceModel::load(Node *node)
{
    if (!m_session || node->loaded || node->loading || node->kind != Kind::Namespace)
        return;
    node->loading = true;
    ++m_loading;
    m_byPrefix.insert(node->prefix, node);
    struct Level {
        std::vector<cache::KeyNamespacesRow> rows;
        qint64 at = 0;
    };
    const QByteArray prefix = node->prefix;
    const QByteArray separator = m_separator;
    const quint64 generation = m_generation;
    m_session->query(
        QString(requestKey(this, "cache-namespaces") + QStringLiteral(":%1:%2").arg(generation).arg(QString::fromLatin1(prefix.toHex()))), this,
        [prefix, separator](contracts::Connection &db) {
            Level l;
            l.rows = cache::keyNamespaces(db, prefix, keyPrefixEnd(prefix), separator, PageSize);
            l.at = db.now();
            return l;
        },
        [this, prefix, generation](Level l) {
            if (generation != m_generation)
                return;
            Node *n = m_byPrefix.value(prefix);
            if (!n)
                return;
            --m_loading;
            n->loading = false;
            n->loaded = true;
            std::vector<std::unique_ptr<Node>> children;
            qint64 keys = 0, bytes = 0, total = 0;
            for (const auto &r : l.rows) {
                auto c = std::make_unique<Node>();
                c->kind = r.segment.isNull() ? Kind::Keys : Kind::Namespace;
                c->segment = r.segment;
                c->prefix = prefix + r.segment.toBytes();
                c->keys = r.key_count.toInt();
                c->bytes = r.value_bytes.toInt();
                c->parent = n;
                c->row = int(children.size());
                keys += c->keys;
                bytes += c->bytes;
                total = r.segment_count.toInt();
                children.push_back(std::move(c));
            }
            if (total > qint64(children.size())) {
                auto more = std::make_unique<Node>();
                more->kind = Kind::More;
                more->bytes = total - qint64(children.size());
                more->parent = n;
                more->row = int(children.size());
                children.push_back(std::move(more));
            }
            if (n == m_root.get()) {
                m_computedAt = l.at;
                m_totalKeys = keys;
                m_totalBytes = bytes;
            }
            if (!children.empty()) {
                beginInsertRows(indexOf(n), 0, int(children.size()) - 1);
                n->children = std::move(children);
                endInsertRows();
            } else {
                // Nothing under it after all (deleted meanwhile): no arrow.
                const QModelIndex i = indexOf(n);
                if (i.isValid())
                    Q_EMIT dataChanged(i, i.siblingAtColumn(NUM_COLUMNS - 1));
            }
            Q_EMIT levelLoaded(prefix);
        },
        [this, prefix, generation](const storage::Failure &f) {
            if (generation != m_generation)
                return;
            if (Node *n = m_byPrefix.value(prefix)) {
                n->loading = false;
                --m_loading;
            }
            if (!f.cancelled)
                Q_EMIT errorOccurred(f.message);
        });
}

CacheNamespaceModel::Node *CacheNamespaceModel::nodeOf(const QModelIndex &index) const
{
    return index.isValid() ? static_cast<Node *>(index.internalPointer()) : m_root.get();
}

QModelIndex CacheNamespaceModel::indexOf(const Node *node) const
{
    return node == m_root.get() || !node ? QModelIndex() : createIndex(node->row, 0, const_cast<Node *>(node));
}

QModelIndex CacheNamespaceModel::indexOfPrefix(const QByteArray &prefix) const
{
    const Node *n = m_byPrefix.value(prefix);
    if (n)
        return indexOf(n);
    // Not expanded yet: look among the children of the longest loaded parent.
    for (auto it = m_byPrefix.cbegin(); it != m_byPrefix.cend(); ++it)
        for (const auto &c : it.value()->children)
            if (c->kind == Kind::Namespace && c->prefix == prefix)
                return indexOf(c.get());
    return {};
}

QModelIndex CacheNamespaceModel::index(int row, int column, const QModelIndex &parent) const
{
    const Node *p = nodeOf(parent);
    if (row < 0 || column < 0 || column >= NUM_COLUMNS || row >= int(p->children.size()) || (parent.isValid() && parent.column() != 0))
        return {};
    return createIndex(row, column, p->children[size_t(row)].get());
}

QModelIndex CacheNamespaceModel::parent(const QModelIndex &child) const
{
    if (!child.isValid())
        return {};
    return indexOf(nodeOf(child)->parent);
}

int CacheNamespaceModel::rowCount(const QModelIndex &parent) const
{
    if (parent.isValid() && parent.column() != 0)
        return 0;
    return int(nodeOf(parent)->children.size());
}

int CacheNamespaceModel::columnCount(const QModelIndex &) const
{
    return NUM_COLUMNS;
}

bool CacheNamespaceModel::hasChildren(const QModelIndex &parent) const
{
    if (parent.isValid() && parent.column() != 0)
        return false;
    const Node *n = nodeOf(parent);
    if (n->loaded)
        return !n->children.empty();
    return n->kind == Kind::Namespace; // until read, a namespace has keys under it
}

bool CacheNamespaceModel::canFetchMore(const QModelIndex &parent) const
{
    // The top level is read by reload() only: a view asks for it as soon as
    // it is given the model, before the schema is known.
    if (!parent.isValid() || parent.column() != 0)
        return false;
    const Node *n = nodeOf(parent);
    return n->kind == Kind::Namespace && !n->loaded && !n->loading;
}

void CacheNamespaceModel::fetchMore(const QModelIndex &parent)
{
    if (canFetchMore(parent))
        load(nodeOf(parent));
}

QVariant CacheNamespaceModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const Node *n = nodeOf(index);
    const bool top = n->parent == m_root.get();
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case NameColumn:
            if (n->kind == Kind::More)
                return tr("%n more namespace(s)", nullptr, int(n->bytes));
            if (n->kind == Kind::Keys)
                return top ? tr("(keys without '%1')").arg(QString::fromUtf8(m_separator)) : tr("(keys of this level)");
            return n->segment.toDisplayString();
        case KeysColumn:
            return n->kind == Kind::More ? QVariant() : QVariant(operations::formatCount(n->keys));
        case BytesColumn:
            return n->kind == Kind::More ? QVariant() : QVariant(operations::formatBytes(n->bytes));
        }
        break;
    case Qt::ToolTipRole:
        if (index.column() == NameColumn) {
            if (n->kind == Kind::More)
                return tr("Only the %n largest namespaces of a level are listed.", nullptr, PageSize);
            if (n->kind == Kind::Keys)
                return tr("Keys that end at this level: no further '%1' after the prefix").arg(QString::fromUtf8(m_separator));
            return contracts::escapeBytes(n->prefix);
        }
        break;
    case Qt::TextAlignmentRole:
        if (index.column() != NameColumn)
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        break;
    case SortRole:
        switch (index.column()) {
        case NameColumn:
            return n->prefix;
        case KeysColumn:
            return n->keys;
        case BytesColumn:
            return n->bytes;
        }
        break;
    case PrefixRole:
        return n->prefix;
    case KindRole:
        return int(n->kind);
    }
    return {};
}

QVariant CacheNamespaceModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::DisplayRole) {
        switch (section) {
        case NameColumn:
            return tr("Namespace");
        case KeysColumn:
            return tr("Keys");
        case BytesColumn:
            return tr("Value bytes");
        }
    }
    if (role == Qt::ToolTipRole && section == KeysColumn)
        return tr("Keys under the namespace, expired ones not swept yet included");
    return {};
}

} // namespace askr::models
