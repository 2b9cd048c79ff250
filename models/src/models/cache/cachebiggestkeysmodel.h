#pragma once

#include "value.h"

#include <QAbstractTableModel>
#include <QPointer>

#include <vector>

namespace askr::storage {
class Session;
}

namespace askr::models {

// The largest values of the cache, or of one namespace (BiggestKeys): the
// top Limit by size over every key, exact. There is no index on value size,
// so each refresh reads every key's record header once on the session's
// worker; the view refreshes it on its own slow clock and says how old it is.
class CacheBiggestKeysModel : public QAbstractTableModel
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
    bool isLoading() const { return m_loading; }
    bool hasData() const { return m_computedAt > 0; }
    qint64 computedAt() const { return m_computedAt; } // database clock
    qint64 elapsedMs() const { return m_elapsedMs; } // how long the scan took

    int rowCount(const QModelIndex &parent = {}) const final;
    int columnCount(const QModelIndex &parent = {}) const final;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const final;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const final;

Q_SIGNALS:
    void updated();
    void errorOccurred(const QString &message);

private:
    struct Row {
        contracts::Value key, size, type, expiresAt;
    };
    QPointer<storage::Session> m_session;
    std::vector<Row> m_rows;
    QByteArray m_prefix;
    qint64 m_computedAt = 0;
    qint64 m_elapsedMs = 0;
    bool m_loading = false;
};

} // namespace askr::models
