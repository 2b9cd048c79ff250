#pragma once

#include <QAbstractTableModel>
#include <QPointer>
#include <QVector>

#include <array>

namespace askr::storage {
class Session;
}

namespace askr::models {

// One screen of figures across the three primitives, each with its recent
// trend (sampled while the app runs). One refresh is one worker request
// running QueueDepths, CacheStats, ChannelHeads and Subscribers: every
// statement counts on an index or reads one table once.
class OverviewModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Metric {
        Ready,
        Delayed,
        Reserved,
        Failed,
        OldestReadyAge,
        LiveKeys,
        ExpiredKeys,
        ValueBytes,
        Channels,
        NewestSeq,
        Subscribers,
        MaxLag,
        NUM_METRICS
    };
    enum Columns { PrimitiveColumn, MetricColumn, ValueColumn, TrendColumn, NUM_COLUMNS };
    enum Roles { RawValueRole = Qt::UserRole, HistoryRole, MetricRole, AvailableRole };

    static constexpr int HistoryLength = 240;

    explicit OverviewModel(storage::Session *session, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const final;
    int columnCount(const QModelIndex &parent = {}) const final;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const final;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const final;

    void refresh();
    qint64 value(Metric metric) const { return m_values[metric]; }
    QVector<qint64> history(Metric metric) const { return m_history[metric]; }
    bool available(Metric metric) const;
    int samples() const { return m_samples; }

    struct Snapshot {
        bool queue = false, cache = false, pubsub = false;
        std::array<qint64, NUM_METRICS> values{};
    };

Q_SIGNALS:
    void refreshed();
    void errorOccurred(const QString &message);

private:
    void apply(const Snapshot &snapshot);
    QPointer<storage::Session> m_session;
    std::array<qint64, NUM_METRICS> m_values{};
    std::array<QVector<qint64>, NUM_METRICS> m_history;
    bool m_queue = false, m_cache = false, m_pubsub = false;
    int m_samples = 0;
};

} // namespace askr::models
