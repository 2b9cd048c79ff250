#pragma once

#include <QWidget>

#include <functional>
#include <utility>
#include <vector>

namespace askr::views {

// A figure's last hour as a line with its scale: the highest and lowest
// value at the left, the time span below. The line breaks where readings
// are further apart than the gap (the app was not reading).
class TrendLine : public QWidget
{
    Q_OBJECT
public:
    explicit TrendLine(QWidget *parent = nullptr);

    void setSeries(std::vector<std::pair<qint64, double>> series, qint64 from, qint64 to);
    void setGap(qint64 seconds) { m_gap = seconds; }
    // How a value is written on the scale (a count, a duration, a rate).
    void setFormatter(std::function<QString(double)> format) { m_format = std::move(format); }
    int points() const { return int(m_series.size()); }
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    std::vector<std::pair<qint64, double>> m_series;
    qint64 m_from = 0;
    qint64 m_to = 0;
    qint64 m_gap = 60;
    std::function<QString(double)> m_format;
};

} // namespace askr::views
