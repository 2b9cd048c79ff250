#pragma once

#include <QTimer>
#include <QWidget>

class QAction;
class QLabel;
class QLineEdit;
class QSortFilterProxyModel;
class QTableView;
class QTreeView;

namespace askr::storage {
class Session;
}
namespace askr::models {
class CacheBiggestKeysModel;
class CacheNamespaceModel;
}

namespace askr::views {

// Where the cache's bytes are: the key namespace tree (by the separator,
// ':' by default) with keys and bytes at every level, read level by level as
// it is expanded, and the biggest values of the whole cache or of the
// selected namespace. Both are exact; they read every key of their range,
// so they refresh on their own slow clock (and on demand), never on every
// change, and say how old they are.
class CacheAnalysisWidget : public QWidget
{
    Q_OBJECT
public:
    static constexpr int RefreshInterval = 5 * 60 * 1000;

    explicit CacheAnalysisWidget(storage::Session *session, QWidget *parent = nullptr);

    models::CacheNamespaceModel *namespaces() const { return m_namespaces; }
    models::CacheBiggestKeysModel *biggest() const { return m_biggest; }
    QTreeView *tree() const { return m_tree; }
    QTableView *biggestView() const { return m_biggestView; }
    QAction *refreshAction() const { return m_refresh; }
    QLabel *statusLabel() const { return m_status; }

public Q_SLOTS:
    // Reads the tree's top level and the biggest keys again.
    void refresh();

Q_SIGNALS:
    // A key of the biggest-keys list was activated: show it in the key list.
    void keyActivated(const QByteArray &key);

protected:
    void showEvent(QShowEvent *event) override;

private:
    void updateStatus();

    storage::Session *m_session;
    models::CacheNamespaceModel *m_namespaces;
    models::CacheBiggestKeysModel *m_biggest;
    QSortFilterProxyModel *m_sorted;
    QTreeView *m_tree;
    QTableView *m_biggestView;
    QLineEdit *m_separator;
    QLabel *m_status;
    QAction *m_refresh;
    QTimer m_clock; // the slow refresh
    QTimer m_age;   // keeps "read 3 min ago" current
    bool m_loaded = false;
};

} // namespace askr::views
