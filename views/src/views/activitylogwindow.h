#pragma once

#include <QMainWindow>

#include <functional>
#include <memory>

class QAction;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QSortFilterProxyModel;
class QTableView;

namespace askr::models {
class ActivityLogModel;
}
namespace askr::storage {
class Session;
}

namespace askr::views {

// The activity log: every action taken on any database, from this window or
// askr-deskctl, newest first, with what each touched and changed. Export
// writes it as CSV or JSON; Restore puts back the dead letters a Forget
// kept, into the database it was run on, which must be open read-write here.
class ActivityLogWindow : public QMainWindow
{
    Q_OBJECT
public:
    // The open database a log entry names (its source), or nullptr.
    using SessionFinder = std::function<storage::Session *(const QString &source)>;

    // path: the activity file (storage::ActivityStore::defaultPath() outside tests).
    ActivityLogWindow(const QString &path, SessionFinder findSession, QWidget *parent = nullptr);
    ~ActivityLogWindow() override;

    models::ActivityLogModel *model() const { return m_model; }
    QTableView *table() const { return m_table; }
    QAction *restoreAction() const { return m_restoreAction; }
    QAction *exportAction() const { return m_exportAction; }
    QAction *refreshAction() const { return m_refreshAction; }
    QLineEdit *filterEdit() const { return m_filter; }
    QPlainTextEdit *detail() const { return m_detail; }

    // Writes the shown entries (the filter applies) to path: JSON when it
    // ends in .json, else CSV. The result shows in the message bar.
    void exportTo(const QString &path);

private:
    void chooseExport();
    void restoreSelected();
    void updateSelection();
    qint64 selectedId() const;

    std::unique_ptr<storage::Session> m_session;
    QString m_path;
    SessionFinder m_findSession;
    QWidget *m_page = nullptr; // hosts the message bar
    models::ActivityLogModel *m_model = nullptr;
    QSortFilterProxyModel *m_proxy = nullptr;
    QTableView *m_table = nullptr;
    QLineEdit *m_filter = nullptr;
    QPlainTextEdit *m_detail = nullptr;
    QLabel *m_count = nullptr;
    QAction *m_restoreAction = nullptr;
    QAction *m_exportAction = nullptr;
    QAction *m_refreshAction = nullptr;
};

} // namespace askr::views
