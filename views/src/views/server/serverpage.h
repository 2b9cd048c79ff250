#pragma once

#include <QElapsedTimer>
#include <QHash>
#include <QSet>
#include <QWidget>

class QAbstractItemModel;
class QAction;
class QLabel;
class QTabWidget;
class QTableView;
class QTimer;
class QChart;
class QDateTimeAxis;
class QLineSeries;
class QValueAxis;

namespace askr::models {
class ServerErrorsModel;
class ServerQueuesModel;
class ServerWatch;
class ServerWorkersModel;
}

namespace askr::views {

class DashboardTile;
class MessageBar;
class TrendLine;

// One Askr server, as its admin plane tells it: health, workers alive of
// configured and their respawns, each worker's memory (with the leak signal),
// queue workers and the server's own per-queue figures, traffic from two
// readings (requests/s, 5xx share, latency percentiles, PHP vs I/O, cache
// hits), the recorded errors, and a graceful reload. When the server stops
// answering, the last figures stay, marked with their age.
class ServerPage : public QWidget
{
    Q_OBJECT
public:
    enum Tile { Health, Workers, Memory, Requests, Latency, Split, NUM_TILES };

    explicit ServerPage(models::ServerWatch *watch, QWidget *parent = nullptr);

    models::ServerWatch *watch() const { return m_watch; }
    QString title() const;
    QList<QAction *> pageActions() const;
    QAction *reloadAction() const { return m_reload; }
    QAction *copyReplayAction() const { return m_copyReplay; }
    // Link to Database…: the window asks which (linkRequested).
    QAction *linkAction() const { return m_link; }
    // The database this server works, with its backlog, as the window knows
    // it ("askr.sqlite: 340 ready, oldest 12 s"); empty: not linked.
    void setLinkedDatabase(const QString &text);
    // The linked database's ready jobs per queue, beside the server's own
    // figures on the Queues tab.
    void setDatabaseQueues(const QHash<QString, qint64> &ready, const QString &database);
    QString linkedDatabase() const;
    DashboardTile *tile(Tile t) const { return m_tiles.value(t); }
    QString summary() const; // the line under the title
    // The problems the window lists (sidebar count, tooltip).
    QStringList issues() const;
    models::ServerWorkersModel *workersModel() const { return m_workersModel; }
    models::ServerQueuesModel *queuesModel() const { return m_queuesModel; }
    models::ServerErrorsModel *errorsModel() const { return m_errorsModel; }
    QTableView *workersView() const { return m_workersView; }
    QTableView *errorsView() const { return m_errorsView; }
    // Each worker's memory over the last hour, one line per pid.
    QChart *memoryChart() const { return m_memoryChart; }

Q_SIGNALS:
    void issuesChanged();
    // The reload was confirmed and the server answered (error empty) or not.
    void reloadAnswered(const QString &error);
    void linkRequested();

protected:
    // A hidden page is brought up to date when shown, not at every reading.
    void showEvent(QShowEvent *event) override;

private:
    void update();
    void updateAge();
    void updateMemoryChart();
    void confirmReload();
    QTableView *addTable(QAbstractItemModel *model, const QString &name, const QString &title);

    models::ServerWatch *m_watch;
    models::ServerWorkersModel *m_workersModel;
    models::ServerQueuesModel *m_queuesModel;
    models::ServerErrorsModel *m_errorsModel;
    QLabel *m_title;
    QLabel *m_summary;
    QLabel *m_state;
    QLabel *m_linked;
    QHash<int, DashboardTile *> m_tiles;
    TrendLine *m_rateLine;
    TrendLine *m_memoryLine;
    QTabWidget *m_tabs;
    QTableView *m_workersView;
    QChart *m_memoryChart;
    QDateTimeAxis *m_memoryX = nullptr;
    QValueAxis *m_memoryY = nullptr;
    QHash<qint64, QLineSeries *> m_memorySeries; // by pid
    QSet<qint64> m_memoryPids;
    qint64 m_memoryDrawnMs = 0;
    static constexpr qint64 MemoryChartEveryMs = 10'000;
    QTableView *m_queuesView;
    QTableView *m_errorsView;
    QLabel *m_errorsNote;
    QAction *m_reload;
    QAction *m_copyReplay;
    QAction *m_link;
    QTimer *m_ageTimer;
    QStringList m_issues;
    QElapsedTimer m_sinceOpened; // for the log: how long the first figures took
    bool m_shownFigures = false;
    bool m_behind = false; // readings came while hidden
};

} // namespace askr::views
