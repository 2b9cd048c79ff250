#include "models/cache/cachetagsmodel.h"

#include "askr_contracts_api.h"
#include "operations/format/format.h"
#include "storage/session.h"

namespace askr::models {

namespace cache = contracts::cache;

QVariant CacheTagsModel::cell(const Row &row, int column, int role) const
{
    switch (role) {
    case Qt::DisplayRole:
        return column == TagColumn ? QVariant(row[FieldTag].toDisplayString()) : QVariant(operations::formatCount(row[FieldKeyCount].toInt()));
    case Qt::TextAlignmentRole:
        return column == KeysColumn ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant();
    case SortRole:
        return column == TagColumn ? QVariant(row[FieldTag].toBytes()) : QVariant(row[FieldKeyCount].toInt());
    case RawTagRole:
        return QVariant::fromValue(row[FieldTag]);
    }
    return {};
}

QVariant CacheTagsModel::header(int column, int role) const
{
    if (role == Qt::DisplayRole)
        return column == TagColumn ? tr("Tag") : tr("Keys");
    if (role == Qt::ToolTipRole)
        return column == TagColumn ? tr("The tag, in tag order") : tr("Live keys mapped to the tag (mappings whose key was deleted or has expired are not counted)");
    return {};
}

KeysetListModel::Fetch CacheTagsModel::makeFetch() const
{
    return [](contracts::Connection &db, const QByteArray &after, int n) {
        std::vector<Row> out;
        for (const auto &r : cache::tags(db, after, n))
            out.push_back({r.tag, r.key_count});
        return out;
    };
}

} // namespace askr::models
