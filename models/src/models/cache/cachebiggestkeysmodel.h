#pragma once

#include "models/rereadmodel.h"

#include "value.h"

#include <vector>

namespace askr::models {

// The largest values of the cache, or of one namespace (BiggestKeys): the
// top Limit by size over every key, exact. There is no index on value size,
// so each refresh reads every key's record header once on the session's
// worker; the view refreshes it on its own slow clock and says how old it is.
// A refresh puts the fresh top in place by key: a selected key stays
// selected while others move around it.
class CacheBiggestKeysModel : public RereadModel
{
    Q_OBJECT
public:
    static constexpr int Limit = 100;
    enum Columns { KeyColumn, SizeColumn, TypeColumn, ExpiresColumn, NUM_COLUMNS };
    enum Roles { SortRole = Qt::UserRole, RawKeyRole };

    explicit CacheBiggestKeysModel(storage::Session *session, QObject *parent = nullptr);

    // Only keys that start with prefix (raw bytes); empty for all.
    void setPrefix(const QByteArray &prefix);
    QByteArray prefix() const { return m_prefix; }
    void refresh();
    bool isLoading() const { return isRefreshing(); }
    bool hasData() const { return m_computedAt > 0; }
    qint64 computedAt() const { return m_computedAt; } // database clock
    qint64 elapsedMs() const { return m_elapsedMs; } // how long the scan took

    int rowCount(const QModelIndex &parent = {}) const final;
    int columnCount(const QModelIndex &parent = {}) const final;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const final;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const final;

Q_SIGNALS:
    void updated();

protected:
    void rereadFolded(bool full) override;

private:
    struct Row {
        contracts::Value key, size, type, expiresAt;
    };
    std::vector<Row> m_rows;
    QByteArray m_prefix;
    qint64 m_computedAt = 0;
    qint64 m_elapsedMs = 0;
};

} // namespace askr::models
