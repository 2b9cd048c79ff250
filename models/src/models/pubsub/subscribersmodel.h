#pragma once

#include "storage/settings/pubsubsettings.h"

#include "models/rereadmodel.h"
#include "value.h"

#include <QHash>

#include <deque>
#include <vector>

namespace askr::models {

// The durable subscribers with their cursors and how far behind they are,
// in events (head - cursor) and in time (age of the oldest unread event),
// plus a history of both, sampled at each refresh while the app runs.
//
// A subscriber is stalled when it has had an unread event for at least the
// threshold and its cursor has not moved for as long (updated_at is set
// whenever the cursor moves): it is falling further behind while everything
// it should read waits. The model asks the session to wake it when the next
// subscriber would cross the threshold, so that the highlight appears on
// time even when nothing is written.
//
// Otherwise it is caught up (nothing unread), behind (its oldest unread
// event is older than the behind threshold and its lag has not shrunk over
// the last LagTrendSeconds: it is not catching up) or reading.
class SubscribersModel : public RereadModel
{
    Q_OBJECT
public:
    enum Columns { NameColumn, StatusColumn, CursorColumn, LagColumn, LagTimeColumn, UpdatedColumn, NUM_COLUMNS };
    enum Roles {
        SortRole = Qt::UserRole,
        RawValueRole, // the name as a contracts::Value (byte-exact)
        StalledRole,
        StateRole, // State as int
    };
    enum class State { CaughtUp, Reading, Behind, Stalled };
    struct Sample {
        qint64 time = 0; // session time, unix seconds
        qint64 lag = 0; // events (sequence numbers)
        qint64 lagSeconds = 0;
    };
    static constexpr int MaxSamples = 3600;
    static constexpr int DefaultStallSeconds = int(storage::settings::PubSubSettings::StallSeconds.fallback);
    static constexpr int DefaultBehindSeconds = int(storage::settings::PubSubSettings::BehindSeconds.fallback);
    static constexpr qint64 LagTrendSeconds = 60;

    explicit SubscribersModel(storage::Session *session, QObject *parent = nullptr);
    ~SubscribersModel() override;

    int rowCount(const QModelIndex &parent = {}) const final;
    int columnCount(const QModelIndex &parent = {}) const final;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const final;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const final;

    void refresh();

    // Seconds without progress, with unread events waiting, that make a
    // subscriber stalled. Stored in PubSubSettings.
    void setStallThreshold(qint64 seconds);
    qint64 stallThreshold() const { return m_stallSeconds; }
    int stalledCount() const;
    bool isStalled(int row) const;
    // Age of the oldest unread event that makes a subscriber behind when its
    // lag does not shrink. Stored in PubSubSettings.
    void setBehindThreshold(qint64 seconds);
    qint64 behindThreshold() const { return m_behindSeconds; }
    State state(int row) const;
    static QString stateName(State state);

    contracts::Value name(int row) const;
    int rowOf(const contracts::Value &name) const;
    qint64 cursor(int row) const;
    qint64 head() const { return m_head; }
    qint64 lag(int row) const;
    qint64 lagSeconds(int row) const;
    // Samples of one subscriber, oldest first (empty if unknown).
    const std::deque<Sample> &history(const contracts::Value &name) const;

Q_SIGNALS:
    void refreshed();
    void stalledCountChanged(int stalled);

private:
    struct Subscriber {
        contracts::Value name;
        QByteArray id;
        qint64 cursor = 0;
        qint64 lag = 0;
        qint64 oldestUnread = 0; // 0: nothing unread
        qint64 updatedAt = 0;
    };
    void rereadFolded(bool full) override;
    void apply(std::vector<Subscriber> rows, qint64 head);
    bool stalled(const Subscriber &s, qint64 now) const;
    State stateOf(const Subscriber &s, qint64 now) const;
    void updateStalled();
    qint64 now() const;

    std::vector<Subscriber> m_rows;
    QHash<QByteArray, std::deque<Sample>> m_history;
    qint64 m_head = 0;
    qint64 m_stallSeconds = DefaultStallSeconds;
    qint64 m_behindSeconds = DefaultBehindSeconds;
    int m_stalled = 0;
};

} // namespace askr::models
