#pragma once

#include <QDialog>

class QLabel;
class QPushButton;
class QTreeWidget;

namespace askr::remote {
class RollingReload;
}

namespace askr::views {

// Follows a rolling reload as it goes: each server with where it stands
// (waiting, reloading, done, failed, not reloaded), what it said, and at the
// end where it stopped. "Stop After This Server" lets the one reloading
// finish and touches no other.
class RollingReloadDialog : public QDialog
{
    Q_OBJECT
public:
    explicit RollingReloadDialog(remote::RollingReload *run, QWidget *parent = nullptr);

    QString summary() const;
    QString stateOf(int server) const;

private:
    void update(int server);

    remote::RollingReload *m_run;
    QTreeWidget *m_list;
    QLabel *m_summary;
    QPushButton *m_stop;
    QPushButton *m_close;
};

} // namespace askr::views
