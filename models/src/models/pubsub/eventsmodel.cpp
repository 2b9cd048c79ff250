#include "models/pubsub/eventsmodel.h"

#include "askr_contracts_api.h"
#include "models/format.h"
#include "models/pubsub/pubsubcommon.h"
#include "storage/session.h"

#include <QDateTime>
#include <QElapsedTimer>

namespace askr::models {

using contracts::Connection;
using contracts::Value;
namespace api = contracts::pubsub;

namespace {

template<typename R>
Row toRow(const R &r)
{
    return {r.seq, r.channel, r.created_at, r.payload_size, r.event_name};
}

// Immutable: captures the filter, so a page in flight keeps its meaning
// while the user types the next one.
class EventsSource : public PagedSource
{
public:
    EventsSource(std::optional<QByteArray> channel, std::optional<QByteArray> text)
        : m_channel(std::move(channel))
        , m_text(std::move(text))
    {
    }
    qint64 count(Connection &db) const override
    {
        return api::countEvents(db, params<api::CountEventsParams>()).count.toInt();
    }
    std::vector<Row> after(Connection &db, const Value &after, int n) const override
    {
        auto p = params<api::EventsPageParams>();
        p.after_seq = after.isNull() ? 0 : after.toInt();
        p.page_size = n;
        std::vector<Row> rows;
        for (const auto &r : api::eventsPage(db, p))
            rows.push_back(toRow(r));
        return rows;
    }
    std::vector<Row> before(Connection &db, const Value &before, int n) const override
    {
        auto p = params<api::EventsPageBeforeParams>();
        p.before_seq = before.isNull() ? pubsub::NewestSeq : before.toInt();
        p.page_size = n;
        std::vector<Row> rows;
        for (const auto &r : api::eventsPageBefore(db, p))
            rows.push_back(toRow(r));
        return rows;
    }
    Value keyAt(Connection &db, qint64 offset) const override
    {
        auto p = params<api::EventSeqAtParams>();
        p.position = offset;
        const auto r = api::eventSeqAt(db, p);
        return r ? r->seq : Value();
    }

private:
    // Every operation of the list takes the same two filters.
    template<typename Params>
    Params params() const
    {
        Params p;
        p.filter_channel = m_channel;
        p.filter_text = m_text;
        return p;
    }
    std::optional<QByteArray> m_channel;
    std::optional<QByteArray> m_text;
};

} // namespace

EventsModel::EventsModel(storage::Session *session, QObject *parent)
    : PagedTableModel(session, parent)
{
    setDescending(true);
    markCount();
}

void EventsModel::setFilter(const std::optional<QByteArray> &channel, const std::optional<QByteArray> &text)
{
    if (channel == m_channel && text == m_text && source())
        return;
    m_channel = channel;
    m_text = text;
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
        QStringLiteral("pubsub-events-counted:%1").arg(quintptr(this)), this, [](Connection &) { return 0; },
        [this, timer](int) {
            m_counting = false;
            m_countMs = timer.elapsed();
            Q_EMIT counted(total());
        },
        [this](const storage::Failure &) { m_counting = false; });
}

qint64 EventsModel::seqAt(int row) const
{
    const Row *r = rowAt(row);
    return r ? (*r)[SeqField].toInt() : 0;
}

std::shared_ptr<const PagedSource> EventsModel::makeSource() const
{
    return std::make_shared<EventsSource>(m_channel, m_text);
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
            return formatBytes(row[SizeField].toInt());
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

bool EventsModel::tablesPresent(const storage::SchemaReport &schema) const
{
    return schema.inspected && schema.hasPubSub();
}

} // namespace askr::models
