#pragma once

#include "models/cache/keysetlistmodel.h"

namespace askr::models {

// Every tag with the number of keys mapped to it (Tags), in tag order.
class CacheTagsModel : public KeysetListModel
{
    Q_OBJECT
public:
    enum Columns { TagColumn, KeysColumn, NUM_COLUMNS };
    enum Roles { SortRole = Qt::UserRole, RawTagRole };
    enum Fields { FieldTag, FieldKeyCount };

    using KeysetListModel::KeysetListModel;

protected:
    int columns() const override { return NUM_COLUMNS; }
    QVariant cell(const Row &row, int column, int role) const override;
    QVariant header(int column, int role) const override;
    Fetch makeFetch() const override;
};

} // namespace askr::models
