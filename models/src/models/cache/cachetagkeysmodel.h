#pragma once

#include "models/cache/keysetlistmodel.h"

namespace askr::models {

// The keys one tag maps to (TagKeys), with what the cache holds for each: a
// mapping whose key is gone is listed as missing.
class CacheTagKeysModel : public KeysetListModel
{
    Q_OBJECT
public:
    enum Columns { KeyColumn, StateColumn, SizeColumn, NUM_COLUMNS };
    enum Roles { SortRole = Qt::UserRole, RawKeyRole, PresentRole };
    enum Fields { FieldKey, FieldPresent, FieldSize, FieldExpiresAt };

    using KeysetListModel::KeysetListModel;
    void setTag(const QByteArray &tag);
    QByteArray tag() const { return m_tag; }

protected:
    int columns() const override { return NUM_COLUMNS; }
    QVariant cell(const Row &row, int column, int role) const override;
    QVariant header(int column, int role) const override;
    Fetch makeFetch() const override;

private:
    QByteArray m_tag;
};

} // namespace askr::models
