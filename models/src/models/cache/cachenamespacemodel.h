#pragma once

#include "value.h"

#include <QAbstractItemModel>
#include <QHash>
#include <QPointer>

#include <memory>
#include <vector>

namespace askr::storage {
class Session;
}

namespace askr::models {

// The key namespace tree (KeyNamespaces): keys grouped by the key separator
// (':' by default), level by level, with the number of keys and value bytes
// under every node. A level is read only when it is expanded (fetchMore), on
// the session's worker, so the whole table is never loaded at once; a level
// lists its largest PageSize namespaces and says how many more there are.
class CacheNamespaceModel : public QAbstractItemModel
{
    Q_OBJECT
public:
    static constexpr int PageSize = 500;
    enum Columns { NameColumn, KeysColumn, BytesColumn, NUM_COLUMNS };
    enum Roles { SortRole = Qt::UserRole, PrefixRole, KindRole };
    // A namespace can be expanded; Keys stands for the keys of a level that
    // have no further separator; More for the namespaces not listed.
    enum class Kind { Namespace, Keys, More };

    explicit CacheNamespaceModel(storage::Session *session, QObject *parent = nullptr);
    ~CacheNamespaceModel() override;

    void setSeparator(const QByteArray &separator); // never empty
    QByteArray separator() const { return m_separator; }
    // Forgets every level and reads the top one again.
    void reload();
    bool isLoading() const { return m_loading > 0; }
    qint64 computedAt() const { return m_computedAt; } // when the top level was read (database clock)
    qint64 totalKeys() const { return m_totalKeys; }
    qint64 totalBytes() const { return m_totalBytes; }
    QModelIndex indexOfPrefix(const QByteArray &prefix) const;

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const final;
    QModelIndex parent(const QModelIndex &child) const final;
    int rowCount(const QModelIndex &parent = {}) const final;
    int columnCount(const QModelIndex &parent = {}) const final;
    bool hasChildren(const QModelIndex &parent = {}) const final;
    bool canFetchMore(const QModelIndex &parent) const final;
    void fetchMore(const QModelIndex &parent) final;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const final;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const final;

Q_SIGNALS:
    // A level was read: its parent's prefix (empty for the top level).
    void levelLoaded(const QByteArray &prefix);
    void errorOccurred(const QString &message);

private:
    struct Node;
    Node *nodeOf(const QModelIndex &index) const;
    QModelIndex indexOf(const Node *node) const;
    void load(Node *node);

    QPointer<storage::Session> m_session;
    std::unique_ptr<Node> m_root;
    QHash<QByteArray, Node *> m_byPrefix; // namespaces read or being read
    QByteArray m_separator = QByteArrayLiteral(":");
    quint64 m_generation = 0; // a reload drops the levels still on their way
    int m_loading = 0;
    qint64 m_computedAt = 0;
    qint64 m_totalKeys = 0;
    qint64 m_totalBytes = 0;
};

} // namespace askr::models
