#pragma once

#include <QHash>
#include <QWidget>

class QAbstractItemModel;
class QAction;
class QLabel;
class QTabWidget;
class QTableView;
class QTimer;

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
    DashboardTile *tile(Tile t) const { return m_tiles.value(t); }
    QString summary() const; // the line under the title
    // The problems the window lists (sidebar count, tooltip).
    QStringList issues() const;
    models::ServerWorkersModel *workersModel() const { return m_workersModel; }
    models::ServerQueuesModel *queuesModel() const { return m_queuesModel; }
    models::ServerErrorsModel *errorsModel() const { return m_errorsModel; }
    QTableView *workersView() const { return m_workersView; }
    QTableView *errorsView() const { return m_errorsView; }

Q_SIGNALS:
    void issuesChanged();
    // The reload was confirmed and the server answered (error empty) or not.
    void reloadAnswered(const QString &error);

private:
    void update();
    void updateAge();
    void confirmReload();
    QTableView *addTable(QAbstractItemModel *model, const QString &name, const QString &title);

    models::ServerWatch *m_watch;
    models::ServerWorkersModel *m_workersModel;
    models::ServerQueuesModel *m_queuesModel;
    models::ServerErrorsModel *m_errorsModel;
    QLabel *m_title;
    QLabel *m_summary;
    QLabel *m_state;
    QHash<int, DashboardTile *> m_tiles;
    TrendLine *m_rateLine;
    TrendLine *m_memoryLine;
    QTabWidget *m_tabs;
    QTableView *m_workersView;
    QTableView *m_queuesView;
    QTableView *m_errorsView;
    QLabel *m_errorsNote;
    QAction *m_reload;
    QAction *m_copyReplay;
    QTimer *m_ageTimer;
    QStringList m_issues;
};

} // namespace askr::views
