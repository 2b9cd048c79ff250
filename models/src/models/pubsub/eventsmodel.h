#pragma once

#include "models/pagedtablemodel.h"
#include "models/pubsub/eventfilter.h"

#include <optional>

namespace askr::models {

// The event log, a page at a time over EventsPage / EventsPageBefore,
// counted by CountEvents and jumped into by EventSeqAt: ten million events
// cost a count and the pages in view. Newest first unless told otherwise.
// Payloads are never read here: only their size and JSON "event" name.
class EventsModel : public PagedTableModel
{
    Q_OBJECT
public:
    enum Columns { SeqColumn, TimeColumn, ChannelColumn, EventColumn, SizeColumn, NUM_COLUMNS }; // as pubsub::EventColumns
    enum Roles { SortRole = Qt::UserRole, RawChannelRole, CreatedAtRole, SizeRole };
    // Positions of the values in a Row (as EventsPage returns them).
    enum Fields { SeqField, ChannelField, CreatedAtField, SizeField, EventNameField };

    explicit EventsModel(storage::Session *session, QObject *parent = nullptr);

    // nullopt turns a filter off. The text is an exact, case-sensitive
    // substring of the payload. Reloads when anything changed.
    void setFilter(const std::optional<QByteArray> &channel, const std::optional<QByteArray> &text);
    std::optional<QByteArray> channelFilter() const { return m_filter.channel; }
    std::optional<QByteArray> textFilter() const { return m_filter.text; }
    // Seq of a row whose page is loaded, 0 otherwise.
    qint64 seqAt(int row) const;
    // Newest first (the default) or oldest first; reloads.
    void setNewestFirst(bool newestFirst);
    // Counts again and reloads the pages in view (the database changed).
    void update();
    // Whether the count asked for last has arrived, and how long it took.
    bool isCounting() const { return m_counting; }
    qint64 lastCountMs() const { return m_countMs; }

Q_SIGNALS:
    // The count asked for last has arrived (total() is current), even when
    // it did not change.
    void counted(qint64 total);

protected:
    QVariant cell(const Row &row, int column, int role) const override;
    QVariant header(int column, int role) const override;
    std::shared_ptr<const PagedSource> makeSource() const override;

private:
    void markCount();
    EventFilter m_filter;
    bool m_counting = false;
    qint64 m_countMs = 0;
};

} // namespace askr::models
