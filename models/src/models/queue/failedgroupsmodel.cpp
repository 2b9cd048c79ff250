#include "models/queue/failedgroupsmodel.h"
#include "models/requestkey.h"

#include "models/identity.h"
#include "operations/format/format.h"
#include "operations/queue/queuereads.h"
#include "storage/session.h"

#include <QDateTime>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

namespace askr::models {

namespace {

FailedGroupsModel::Group toGroup(const operations::queue::FailedGroup &r)
{
    FailedGroupsModel::Group g;
    g.key = r.key;
    g.count = r.count.toInt();
    g.first = r.first_failed_at.toInt();
    g.last = r.last_failed_at.toInt();
    // trend: {"days ago": count}; the newest day goes last.
    const QJsonObject days = QJsonDocument::fromJson(r.trend.toBytes()).object();
    g.perDay.fill(0, FailedGroupsModel::TrendDays);
    for (auto it = days.begin(); it != days.end(); ++it) {
        const int ago = qMax(0, it.key().toInt());
        if (ago < FailedGroupsModel::TrendDays)
            g.perDay[FailedGroupsModel::TrendDays - 1 - ago] += it.value().toInteger();
    }
    return g;
}

QString when(qint64 t)
{
    return QLocale().toString(QDateTime::fromSecsSinceEpoch(t), QStringLiteral("yyyy-MM-dd HH:mm"));
}

} // namespace

FailedGroupsModel::FailedGroupsModel(storage::Session *session, QObject *parent)
    : RereadModel(session, requestKey(this, "failed-groups"), parent)
{
}

void FailedGroupsModel::setGroupBy(GroupBy by)
{
    if (by == m_groupBy)
        return;
    m_groupBy = by;
    resetRows(m_groups); // another grouping names other rows
    supersedeRead(); // the read under way is of the other grouping
    refresh();
}

void FailedGroupsModel::setFilter(const operations::FailedFilter &filter)
{
    if (filter == m_filter)
        return;
    m_filter = filter;
    supersedeRead(); // the read under way is of the old filter
    refresh();
}

void FailedGroupsModel::refresh()
{
    // Nothing to group before the schema is known, or without a queue.
    if (!m_session || !m_session->schema().hasQueue())
        return;
    if (foldIntoRead())
        return;
    operations::FailedFilter f = m_filter;
    const GroupBy by = m_groupBy;
    read(
        [f, by](contracts::Connection &db) {
            std::vector<Group> out;
            const auto grouping = by == GroupBy::Job ? operations::queue::Grouping::Job : operations::queue::Grouping::Exception;
            for (const auto &r : operations::queue::failedGroups(db, f, grouping, MaxGroups))
                out.push_back(toGroup(r));
            return out;
        },
        [this, by, f](std::vector<Group> groups) {
            if (by != m_groupBy || !(f == m_filter))
                return;
            mergeRows(m_groups, std::move(groups), [](const Group &g) { return identityOf(g.key); });
            Q_EMIT loaded();
        });
}

void FailedGroupsModel::rereadFolded(bool)
{
    refresh();
}

const FailedGroupsModel::Group *FailedGroupsModel::groupAt(int row) const
{
    return row >= 0 && size_t(row) < m_groups.size() ? &m_groups[size_t(row)] : nullptr;
}

std::optional<operations::FailedFilter> FailedGroupsModel::filterFor(int row) const
{
    const Group *g = groupAt(row);
    if (!g || g->key.isNull())
        return std::nullopt;
    operations::FailedFilter f = m_filter;
    if (m_groupBy == GroupBy::Job)
        f.name = g->key.toBytes();
    else
        f.signature = g->key.toBytes();
    return f;
}

int FailedGroupsModel::rowOf(const contracts::Value &key) const
{
    for (size_t i = 0; i < m_groups.size(); ++i)
        if (m_groups[i].key == key)
            return int(i);
    return -1;
}

QString FailedGroupsModel::sparkline(const QList<qint64> &counts)
{
    static const QChar bars[] = {u' ', u'▁', u'▂', u'▃', u'▄', u'▅', u'▆', u'▇', u'█'};
    qint64 top = 0;
    for (qint64 n : counts)
        top = qMax(top, n);
    QString out;
    for (qint64 n : counts)
        out += n == 0 ? QChar(u'·') : bars[(n * 8 + top - 1) / top];
    return out;
}

int FailedGroupsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_groups.size());
}

int FailedGroupsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : NUM_COLUMNS;
}

QVariant FailedGroupsModel::data(const QModelIndex &index, int role) const
{
    const Group *g = index.isValid() ? groupAt(index.row()) : nullptr;
    if (!g)
        return {};
    if (role == KeyRole)
        return QVariant::fromValue(g->key);
    if (role == Qt::TextAlignmentRole)
        return index.column() == CountColumn ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant(Qt::AlignLeft | Qt::AlignVCenter);
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case GroupColumn:
            if (g->key.isNull())
                return m_groupBy == GroupBy::Job ? tr("(unnamed job)") : tr("(no exception)");
            return m_groupBy == GroupBy::Job ? readableText(g->key) : withoutNamespace(readableText(g->key));
        case CountColumn:
            return operations::formatCount(g->count);
        case TrendColumn:
            return sparkline(g->perDay);
        case FirstColumn:
            return when(g->first);
        case LastColumn:
            return when(g->last);
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (index.column()) {
        case GroupColumn:
            return g->key.isNull() ? tr("Dead letters without a job name or exception; act on them one by one.") : readableText(g->key);
        case TrendColumn: {
            QStringList days;
            for (qint64 n : g->perDay)
                days << QLocale().toString(n);
            return tr("Dead letters per day over the last %1 days, oldest first: %2").arg(TrendDays).arg(days.join(QStringLiteral(", ")));
        }
        default:
            break;
        }
    }
    return {};
}

QVariant FailedGroupsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::DisplayRole) {
        switch (section) {
        case GroupColumn:
            return m_groupBy == GroupBy::Job ? tr("Job") : tr("Exception");
        case CountColumn:
            return tr("Count");
        case TrendColumn:
            return tr("7 days");
        case FirstColumn:
            return tr("First seen");
        case LastColumn:
            return tr("Last seen");
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case GroupColumn:
            return m_groupBy == GroupBy::Job ? tr("Laravel's displayName of the payload")
                                             : tr("The exception's first line, with numbers and hex ids folded to # and quoted values to ? "
                                                  "so that failures differing only in ids or values are one group");
        case TrendColumn:
            return tr("Dead letters per day over the last 7 days, today last");
        default:
            break;
        }
    }
    return {};
}

} // namespace askr::models
