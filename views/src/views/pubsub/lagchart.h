#pragma once

#include "value.h"

#include <QChartView>

class QDateTimeAxis;
class QLineSeries;
class QValueAxis;

namespace askr::models {
class SubscribersModel;
}

namespace askr::views {

// Lag over time, one line per subscriber, from the samples the model takes
// at each refresh while the app runs: in events, or as the age of the oldest
// unread event. Shows the chosen subscribers, or the ones furthest behind.
class LagChart : public QChartView
{
    Q_OBJECT
public:
    enum Measure { Events, Seconds };
    static constexpr int MaxLines = 6;

    LagChart(models::SubscribersModel *model, QWidget *parent = nullptr);

    void setMeasure(Measure measure);
    Measure measure() const { return m_measure; }
    // Empty: the MaxLines subscribers with the most lag.
    void setSubscribers(const QList<contracts::Value> &names);
    QStringList shownNames() const;
    // Points of the line for a subscriber (tests).
    QList<QPointF> points(const QString &name) const;

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    // As many time labels as fit whole (Qt elides the rest to "2…").
    void fitTicks();
    void rebuild();
    void applyPalette();

    models::SubscribersModel *m_model;
    QDateTimeAxis *m_x;
    QValueAxis *m_y;
    QLineSeries *m_anchor;
    Measure m_measure = Events;
    QList<contracts::Value> m_names;
};

} // namespace askr::views
