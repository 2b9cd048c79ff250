#pragma once

#include "storage/settings/pubsubsettings.h"

#include "models/rereadmodel.h"
#include "value.h"

#include <deque>
#include <optional>

namespace askr::models {

// Follows the log as it grows, the way a subscriber does: it keeps the seq of
// the last event it received (its cursor) and, whenever the session reports a
// change, asks Tail (or TailChannel) for what came after it, batch after batch
// until it has caught up. It never reads the whole table: each event is read
// once. Only the newest capacity() events are kept; older rows leave from the
// top. Paused, it reads nothing; on resume it catches up, or, when more was
// published than it keeps, it skips ahead and shows a row saying so.
//
// Payloads are read by Tail anyway; the model keeps only a short preview and
// the JSON "event" name (the viewer fetches the whole payload when shown).
class LiveTailModel : public RereadModel
{
    Q_OBJECT
public:
    // The first five as pubsub::EventColumns.
    enum Columns { SeqColumn, TimeColumn, ChannelColumn, EventColumn, SizeColumn, PreviewColumn, NUM_COLUMNS };
    enum Roles {
        SortRole = Qt::UserRole,
        SeqRole, // 0 for a "skipped" row
        RawChannelRole,
        GapRole, // true for a row that stands for skipped events
    };
    static constexpr int DefaultCapacity = storage::settings::PubSubSettings::TailCapacity.fallback;
    static constexpr int Batch = 256; // what the runtime asks for at a time
    static constexpr int MaxPerRequest = 16 * Batch; // then deliver and continue
    static constexpr int PreviewBytes = 160;
    static constexpr int DefaultBacklog = 100;

    struct Event {
        qint64 seq = 0; // 0 for a gap
        contracts::Value channel;
        qint64 createdAt = 0;
        qint64 size = 0;
        QString eventName;
        QString preview;
        qint64 gapFrom = 0; // a gap: seqs in (gapFrom, gapTo] were not shown
        qint64 gapTo = 0;
    };

    explicit LiveTailModel(storage::Session *session, QObject *parent = nullptr);
    ~LiveTailModel() override;

    int rowCount(const QModelIndex &parent = {}) const final;
    int columnCount(const QModelIndex &parent = {}) const final;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const final;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const final;

    // Starts following with the last `backlog` events of the filter (none
    // with a text filter: finding them could read the whole log).
    void start(int backlog = DefaultBacklog);
    bool isStarted() const { return m_started; }
    // Reads what arrived (call on Session::changed()).
    void poll();
    void setPaused(bool paused);
    bool isPaused() const { return m_paused; }
    // Restarts from the head with a new filter; nullopt turns one off. The
    // text is an exact, case-sensitive substring of the payload.
    void setFilter(const std::optional<QByteArray> &channel, const std::optional<QByteArray> &text);
    std::optional<QByteArray> channelFilter() const { return m_channel; }
    std::optional<QByteArray> textFilter() const { return m_text; }
    void setCapacity(int capacity);
    int capacity() const { return m_capacity; }
    // Empties the view and follows again, with the backlog.
    void clear();
    // Empties the view and follows only what is published from now on.
    void clearToHead();

    qint64 cursor() const { return m_cursor; }
    qint64 received() const { return m_received; } // events appended since start
    const Event *eventAt(int row) const;
    qint64 seqAt(int row) const;

Q_SIGNALS:
    // Rows [first, last] were appended (already in the model).
    void appended(int first, int last);
    // Fetching stopped with nothing more to read.
    void caughtUp();
    void pausedChanged(bool paused);

private:
    struct Fetch;
    void request();
    void rereadFolded(bool full) override;
    void deliver(Fetch &f);
    void append(std::vector<Event> &events);

    std::deque<Event> m_rows;
    std::optional<QByteArray> m_channel;
    std::optional<QByteArray> m_text;
    qint64 m_cursor = -1; // -1: find the start first
    int m_backlog = DefaultBacklog;
    bool m_noBacklogOnce = false;
    int m_capacity = DefaultCapacity;
    quint64 m_generation = 0;
    qint64 m_received = 0;
    bool m_started = false;
    bool m_paused = false;
    bool m_resumed = false;
};

} // namespace askr::models
