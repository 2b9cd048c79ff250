#pragma once

#include "views/page.h"

#include <QHash>

class QChart;
class QChartView;
class QLabel;
class QTreeView;

namespace askr::models {
class DashboardModel;
class OverviewModel;
class QueueOverviewModel;
} // namespace askr::models

namespace askr::views {

class AlertWatch;
class DashboardTile;
class TrendLine;

// The dashboard: one screen of tiles for the whole database (throughput,
// dead letters per day, the longest wait, ready jobs and health per queue,
// cache keys, events per second, the largest subscriber lag). A click on a
// tile opens its page. Read when the database changes and while shown,
// sampled on a clock (see models::OverviewModel for how often that reads).
class OverviewPage : public Page
{
    Q_OBJECT
public:
    // queues, overview: the session's shared queue overview and figures.
    OverviewPage(storage::Session *session, models::QueueOverviewModel *queues, models::OverviewModel *overview, QWidget *parent = nullptr);
    QString title() const override;
    QIcon icon() const override;
    void refresh() override;
    void applySettings() override;
    // The database's alerts, whose settings this page applies.
    void setAlertWatch(AlertWatch *watch) { m_alertWatch = watch; }
    models::OverviewModel *model() const { return m_model; }
    models::DashboardModel *dashboard() const { return m_dashboard; }
    // The tile of a models::DashboardModel::Tile (tests).
    DashboardTile *tile(int tile) const { return m_tiles.value(tile); }

protected:
    void changeEvent(QEvent *event) override;
    // Figures that aged while hidden are read again at once, not at the next sample.
    void showEvent(QShowEvent *event) override;

private:
    bool hasTables() const;
    DashboardTile *addTile(int tile, QWidget *content);
    QChartView *makeChart(QChart *chart);
    void updateTile(int tile);
    // The tile's stale mark and tooltip only (its figures' age moved).
    void updateAge(int tile);
    void updateThroughput();
    void updateDeadLetters();
    void updateReady();
    void applyPalette();

    models::OverviewModel *m_model;
    models::DashboardModel *m_dashboard;
    QHash<int, DashboardTile *> m_tiles;
    QHash<int, TrendLine *> m_trends;
    QChart *m_throughputChart = nullptr;
    QChart *m_deadChart = nullptr;
    QChart *m_readyChart = nullptr;
    QTreeView *m_health = nullptr;
    QLabel *m_status;
    AlertWatch *m_alertWatch = nullptr;
};

} // namespace askr::views
