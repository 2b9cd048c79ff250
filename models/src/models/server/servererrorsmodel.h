#pragma once

#include "models/mergingtablemodel.h"
#include "remote/servererrors.h"

#include <vector>

namespace askr::models {

// The failing requests an Askr server recorded (GET /api/errors, newest
// first), one row per recording id, with its status. The recordings hold
// request bodies and stay on the server: a row says how to replay it there.
class ServerErrorsModel : public MergingTableModel
{
    Q_OBJECT
public:
    enum Column { Id, Status, NUM_COLUMNS };
    enum Role { ReplayCommandRole = Qt::UserRole };

    explicit ServerErrorsModel(QObject *parent = nullptr);
    void setErrors(const QList<remote::ServerErrors::Recorded> &errors);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::vector<remote::ServerErrors::Recorded> m_rows;
};

} // namespace askr::models
