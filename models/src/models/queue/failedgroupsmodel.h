#pragma once

#include "models/queue/jobfilters.h"
#include "models/rereadmodel.h"
#include "operations/queue/failedfilter.h"
#include "value.h"

#include <vector>

namespace askr::models {

// The dead letters a filter selects, in groups by job class or by exception
// signature (FailedGroupsByJob, FailedGroupsByException): grouped in SQL on
// the session worker, so a hundred thousand dead letters never cross to the
// UI thread, only their groups (at most MaxGroups, largest first). A
// refresh puts them in place by key: the selected group stays selected.
class FailedGroupsModel : public RereadModel
{
    Q_OBJECT
public:
    enum class GroupBy { Job, Exception };
    enum Columns { GroupColumn, CountColumn, TrendColumn, FirstColumn, LastColumn, NUM_COLUMNS };
    enum Roles {
        KeyRole = Qt::UserRole + 1, // the group's key as stored (contracts::Value; null for "none")
    };
    static constexpr int MaxGroups = 500;
    static constexpr int TrendDays = 7;

    struct Group {
        contracts::Value key;
        qint64 count = 0;
        qint64 first = 0;
        qint64 last = 0;
        QList<qint64> perDay; // TrendDays entries, oldest first
        bool operator==(const Group &o) const
        {
            return key == o.key && count == o.count && first == o.first && last == o.last && perDay == o.perDay;
        }
    };

    explicit FailedGroupsModel(storage::Session *session, QObject *parent = nullptr);

    GroupBy groupBy() const { return m_groupBy; }
    const operations::FailedFilter &filter() const { return m_filter; }
    // Each reloads when it changes something.
    void setGroupBy(GroupBy by);
    void setFilter(const operations::FailedFilter &filter);
    void refresh();

    const Group *groupAt(int row) const;
    // The filter that selects exactly the dead letters of the group in row
    // (the model's filter narrowed by job name or signature); nullopt for
    // the group without a key, which no filter can name.
    std::optional<operations::FailedFilter> filterFor(int row) const;
    int rowOf(const contracts::Value &key) const;
    // "▁▃█" from counts, scaled to the largest.
    static QString sparkline(const QList<qint64> &counts);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

Q_SIGNALS:
    void loaded();

protected:
    void rereadFolded(bool full) override;

private:
    GroupBy m_groupBy = GroupBy::Exception;
    operations::FailedFilter m_filter;
    std::vector<Group> m_groups;
};

} // namespace askr::models
