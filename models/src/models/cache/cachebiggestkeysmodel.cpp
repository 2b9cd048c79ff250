#include "models/cache/cachebiggestkeysmodel.h"
#include "models/requestkey.h"

#include "askr_contracts_api.h"
#include "models/cache/cacheformat.h"
#include "models/identity.h"
#include "storage/session.h"

#include <QElapsedTimer>
#include <QGuiApplication>
#include <QPalette>

namespace askr::models {

namespace cache = contracts::cache;

CacheBiggestKeysModel::CacheBiggestKeysModel(storage::Session *session, QObject *parent)
    : RereadModel(session, requestKey(this, "cache-biggest"), parent)
{
}

void CacheBiggestKeysModel::setPrefix(const QByteArray &prefix)
{
    if (prefix == m_prefix)
        return;
    m_prefix = prefix;
    refresh();
}

void CacheBiggestKeysModel::refresh()
{
    if (!m_session)
        return;
    // A new prefix asks anew: the read under way is for the old one.
    if (foldIntoRead())
        return;
    struct Result {
        std::vector<Row> rows;
        qint64 at = 0;
        qint64 ms = 0;
    };
    const QByteArray prefix = m_prefix;
    read(
        [prefix](contracts::Connection &db) {
            QElapsedTimer timer;
            timer.start();
            Result r;
            for (auto &k : cache::biggestKeys(db, prefix, keyPrefixEnd(prefix), Limit))
                r.rows.push_back({std::move(k.key), std::move(k.value_size), std::move(k.value_type), std::move(k.expires_at)});
            r.at = db.now();
            r.ms = timer.elapsed();
            return r;
        },
        [this, prefix](Result r) {
            if (prefix != m_prefix)
                return; // asked again for the new prefix (folded)
            // The expiry column moves with the clock: each row is taken anew.
            mergeRows(m_rows, std::move(r.rows), [](const Row &row) { return row.key.toBytes(); }, &MergingTableModel::replaceRow<Row>);
            m_computedAt = r.at;
            m_elapsedMs = r.ms;
            Q_EMIT updated();
        });
}

void CacheBiggestKeysModel::rereadFolded(bool)
{
    refresh();
}

int CacheBiggestKeysModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int CacheBiggestKeysModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : NUM_COLUMNS;
}

QVariant CacheBiggestKeysModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &r = m_rows[size_t(index.row())];
    const qint64 now = m_session ? m_session->now() : m_computedAt;
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case KeyColumn:
            return r.key.toDisplayString();
        case SizeColumn:
            return valueSizeText(r.size, r.type);
        case TypeColumn:
            return QString::fromLatin1(r.type.toBytes());
        case ExpiresColumn:
            return ttlText(r.expiresAt, now);
        }
        break;
    case Qt::ToolTipRole:
        if (index.column() == KeyColumn)
            return r.key.toDisplayString();
        break;
    case Qt::ForegroundRole:
        if (isExpired(r.expiresAt, now))
            return QGuiApplication::palette().brush(QPalette::Disabled, QPalette::Text);
        break;
    case Qt::TextAlignmentRole:
        if (index.column() == SizeColumn)
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        break;
    case SortRole:
        switch (index.column()) {
        case KeyColumn:
            return r.key.toBytes();
        case SizeColumn:
            return r.size.toInt();
        case TypeColumn:
            return r.type.toBytes();
        case ExpiresColumn:
            return ttlSeconds(r.expiresAt, now);
        }
        break;
    case RawKeyRole:
        return QVariant::fromValue(r.key);
    case IdentityRole:
        return identityOf(r.key);
    }
    return {};
}

QVariant CacheBiggestKeysModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return RereadModel::headerData(section, orientation, role);
    if (role == Qt::DisplayRole) {
        switch (section) {
        case KeyColumn:
            return tr("Key");
        case SizeColumn:
            return tr("Size");
        case TypeColumn:
            return tr("Type");
        case ExpiresColumn:
            return tr("Expires");
        }
    }
    if (role == Qt::ToolTipRole && section == SizeColumn)
        return tr("Bytes of a BLOB value, characters of a TEXT value, digits of a counter");
    return {};
}

} // namespace askr::models
