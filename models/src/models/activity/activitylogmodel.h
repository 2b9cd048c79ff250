#pragma once

#include "models/rereadmodel.h"
#include "operations/activity/activitylog.h"

#include <vector>

namespace askr::models {

// The activity log (the app's activity file), newest first: one row per
// action taken on any database, from the window or askr-deskctl. Read on
// the session's worker and merged by entry id, so a selected entry stays
// selected while new ones arrive on top.
class ActivityLogModel : public RereadModel
{
    Q_OBJECT
public:
    enum Columns { IdColumn, WhenColumn, ActionColumn, DatabaseColumn, TouchedColumn, PreviewedColumn, ChangedColumn, KeptColumn, OriginColumn, NUM_COLUMNS };
    enum Roles { EntryIdRole = Qt::UserRole + 1 };
    // Entries shown; older ones stay in the file (and in an export).
    static constexpr int Shown = 2000;

    // session: one on the activity file (storage::ActivityStore::openSession).
    explicit ActivityLogModel(storage::Session *session, QObject *parent = nullptr);

    void refresh();
    const operations::ActivityEntry *entryAt(int row) const;
    const std::vector<operations::ActivityEntry> &entries() const { return m_entries; }

    int rowCount(const QModelIndex &parent = {}) const final;
    int columnCount(const QModelIndex &parent = {}) const final;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const final;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const final;

Q_SIGNALS:
    void refreshed();

private:
    void rereadFolded(bool full) final;

    std::vector<operations::ActivityEntry> m_entries;
};

} // namespace askr::models
