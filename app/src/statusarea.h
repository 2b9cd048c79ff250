#pragma once

#include <QObject>

class QLabel;
class QStatusBar;
class QTimer;

namespace askr::views {
class DatabaseView;
class ServerPage;
}

namespace askr::app {

class Workspace;

// The status bar's lasting part: how the shown database is open, how long
// ago it was read, and a spinner while it is being queried.
class StatusArea : public QObject
{
    Q_OBJECT
public:
    StatusArea(QStatusBar *bar, Workspace *workspace);

    // Shows what is true of the database or server on screen now.
    void show(views::DatabaseView *view, views::ServerPage *server);
    QString modeText(views::DatabaseView *view) const;

Q_SIGNALS:
    // Time to look again (the figures age, the spinner turns).
    void due();

private:
    Workspace *m_workspace;
    QLabel *m_modeLabel;
    QLabel *m_refreshLabel;
    QLabel *m_busyLabel;
    QTimer *m_timer;
    int m_frame = 0;
};

} // namespace askr::app
