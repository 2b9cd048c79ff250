#include "models/pubsub/eventsmodel.h"
#include "models/requestkey.h"
#include "models/ignoredfailure.h"

#include "askr_contracts_api.h"
#include "models/idpagedsource.h"
#include "models/pubsub/pubsubcommon.h"
#include "operations/format/format.h"
#include "storage/session.h"

#include <QDateTime>
#include <QElapsedTimer>

namespace askr::models {

using contracts::Connection;
using contracts::Value;
namespace api = contracts::pubsub;

EventsModel::EventsModel(storage::Session *session, QObject *parent)
    : PagedTableModel(session, NUM_COLUMNS, &storage::SchemaReport::hasPubSub, parent)
{
    setDescending(true);
    markCount();
}

void EventsModel::setFilter(const std::optional<QByteArray> &channel, const std::optional<QByteArray> &text)
{
    const EventFilter filter{channel, text};
    if (filter == m_filter && source())
        return;
    m_filter = filter;
    reload();
    markCount();
}

void EventsModel::setNewestFirst(bool newestFirst)
{
    if (newestFirst == isDescending())
        return;
    setDescending(newestFirst);
    markCount();
}

void EventsModel::update()
{
    refresh();
    markCount();
}

// The worker runs requests in order: a no-op queued right after the count is
// delivered right after it, whether or not the total changed.
void EventsModel::markCount()
{
    if (!session())
        return;
    m_counting = true;
    QElapsedTimer timer;
    timer.start();
    session()->query(
        requestKey(this, "pubsub-events-counted"), this, [](Connection &) { return 0; },
        [this, timer](int) {
            m_counting = false;
            m_countMs = timer.elapsed();
            Q_EMIT counted(total());
        },
        [this](const storage::Failure &f) {
            logIgnoredFailure("counting events", f);
            m_counting = false;
        });
}

qint64 EventsModel::seqAt(int row) const
{
    const Row *r = rowAt(row);
    return r ? (*r)[SeqField].toInt() : 0;
}

std::shared_ptr<const PagedSource> EventsModel::makeSource() const
{
    return std::make_shared<IdPagedSource<EventFilter, api::EventsList>>(m_filter);
}

QVariant EventsModel::cell(const Row &row, int column, int role) const
{
    const qint64 createdAt = row[CreatedAtField].toInt();
    switch (role) {
    case Qt::DisplayRole:
        switch (column) {
        case SeqColumn:
            return row[SeqField].toInt();
        case TimeColumn:
            return pubsub::formatTime(createdAt, session() ? session()->now() : QDateTime::currentSecsSinceEpoch());
        case ChannelColumn:
            return row[ChannelField].toDisplayString();
        case EventColumn:
            // A class name to read, not a key to match: no escaping of "\".
            return QString::fromUtf8(row[EventNameField].toBytes());
        case SizeColumn:
            return operations::formatBytes(row[SizeField].toInt());
        }
        break;
    case SortRole:
        switch (column) {
        case SeqColumn:
            return row[SeqField].toInt();
        case TimeColumn:
            return createdAt;
        case ChannelColumn:
            return row[ChannelField].toDisplayString();
        case EventColumn:
            return QString::fromUtf8(row[EventNameField].toBytes());
        case SizeColumn:
            return row[SizeField].toInt();
        }
        break;
    case RawChannelRole:
        return QVariant::fromValue(row[ChannelField]);
    case CreatedAtRole:
        return createdAt;
    case SizeRole:
        return row[SizeField].toInt();
    case Qt::TextAlignmentRole:
        if (column == SeqColumn || column == SizeColumn)
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        break;
    case Qt::ToolTipRole:
        if (column == TimeColumn)
            return QDateTime::fromSecsSinceEpoch(createdAt).toString(Qt::ISODate);
        if (column == ChannelColumn || column == EventColumn)
            return cell(row, column, Qt::DisplayRole);
        break;
    }
    return {};
}

QVariant EventsModel::header(int column, int role) const
{
    return pubsub::eventHeader(column, role);
}

} // namespace askr::models
