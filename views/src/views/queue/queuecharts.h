#pragma once

#include "models/queue/queuehistory.h"

#include <QPointer>
#include <QWidget>

#include <optional>

class QChart;
class QChartView;
class QComboBox;
class QDateTimeAxis;
class QLabel;
class QLineSeries;
class QValueAxis;

namespace askr::storage {
class Session;
}

namespace askr::views {

// Depth (ready, delayed, reserved) and throughput (enqueued, processed,
// dead-lettered per minute) over time, for one queue or all, from the app's
// history file plus the samples recorded while it is shown.
class QueueCharts : public QWidget
{
    Q_OBJECT
public:
    QueueCharts(storage::Session *session, models::QueueHistory *history, QWidget *parent = nullptr);

    // Null: all queues together.
    void setQueue(const std::optional<QByteArray> &queue);
    std::optional<QByteArray> queue() const { return m_queue; }
    qint64 range() const;
    void setRange(qint64 seconds);
    void reload();

    // Points shown now (tests).
    int depthPoints() const;
    int throughputPoints() const;
    // Runs of the ready line (more than one where the app was closed).
    int depthSegments() const;
    // The last point of a depth line: 0 ready, 1 delayed, 2 reserved.
    QPointF lastDepth(int kind) const;
    bool isLoading() const { return m_loading; }

Q_SIGNALS:
    void loaded();

protected:
    void changeEvent(QEvent *event) override;

private:
    struct Chart {
        QChart *chart = nullptr;
        QChartView *view = nullptr;
        QDateTimeAxis *x = nullptr;
        QValueAxis *y = nullptr;
        // Per kind (ready, delayed, reserved / enqueued, processed, failed)
        // the runs of samples without a hole; the first carries the legend.
        QList<QList<QLineSeries *>> segments;
    };
    Chart makeChart(const QString &title, const QStringList &names);
    void setPoints(const std::vector<models::HistoryPoint> &points);
    qint64 gap() const;
    QLineSeries *addSegment(Chart &c, int kind);
    void clearSegments(Chart &c);
    void addPoint(Chart &c, int kind, const QPointF &p);
    static int points(const Chart &c);
    void append(const models::HistorySample &sample, qint64 at);
    void updateAxes();
    void updateMarkers();
    void applyPalette();

    QPointer<storage::Session> m_session;
    QPointer<models::QueueHistory> m_history;
    std::optional<QByteArray> m_queue;
    QComboBox *m_rangeBox;
    QLabel *m_title;
    QLabel *m_note;
    Chart m_depth;
    Chart m_throughput;
    bool m_loading = false;
    quint64 m_request = 0;
};

} // namespace askr::views
