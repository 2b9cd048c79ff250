#include "models/cache/cachetagkeysmodel.h"

#include "askr_contracts_api.h"
#include "models/cache/cacheformat.h"
#include "operations/format/format.h"
#include "storage/session.h"

#include <QGuiApplication>
#include <QPalette>

namespace askr::models {

using contracts::Value;
namespace cache = contracts::cache;

void CacheTagKeysModel::setTag(const QByteArray &tag)
{
    m_tag = tag;
    if (tag.isNull())
        clear();
    else
        reload();
}

QVariant CacheTagKeysModel::cell(const Row &row, int column, int role) const
{
    const bool present = row[FieldPresent].toInt() != 0;
    const qint64 now = session() ? session()->now() : 0;
    switch (role) {
    case Qt::DisplayRole:
        switch (column) {
        case KeyColumn:
            return row[FieldKey].toDisplayString();
        case StateColumn:
            if (!present)
                return tr("missing");
            return isExpired(row[FieldExpiresAt], now) ? tr("expired") : tr("live");
        case SizeColumn:
            return present ? QVariant(operations::formatBytes(row[FieldSize].toInt())) : QVariant();
        }
        break;
    case Qt::ToolTipRole:
        if (column == StateColumn && !present)
            return tr("The tag still maps to this key, but the cache no longer holds it (forgotten or swept).");
        break;
    case Qt::ForegroundRole:
        if (!present || isExpired(row[FieldExpiresAt], now))
            return QGuiApplication::palette().brush(QPalette::Disabled, QPalette::Text);
        break;
    case Qt::TextAlignmentRole:
        if (column == SizeColumn)
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        break;
    case SortRole:
        return column == SizeColumn ? QVariant(row[FieldSize].toInt()) : QVariant(row[FieldKey].toBytes());
    case RawKeyRole:
        return QVariant::fromValue(row[FieldKey]);
    case PresentRole:
        return present;
    }
    return {};
}

QVariant CacheTagKeysModel::header(int column, int role) const
{
    if (role != Qt::DisplayRole)
        return {};
    switch (column) {
    case KeyColumn:
        return tr("Key");
    case StateColumn:
        return tr("State");
    case SizeColumn:
        return tr("Size");
    }
    return {};
}

KeysetListModel::Fetch CacheTagKeysModel::makeFetch() const
{
    return [tag = m_tag](contracts::Connection &db, const QByteArray &after, int n) {
        std::vector<Row> out;
        for (const auto &r : cache::tagKeys(db, tag, after, n))
            out.push_back({r.key, r.present, r.value_size, r.expires_at});
        return out;
    };
}

} // namespace askr::models
