#pragma once

#include "views/page.h"
#include "value.h"

#include <QTimer>

class QComboBox;
class QLabel;
class QLineEdit;
class QSplitter;
class QStackedWidget;
class QTabWidget;
class QTableView;

namespace askr::models {
class CacheKeysModel;
class ChangeThrottle;
class CacheTagsModel;
class CacheTagKeysModel;
struct CacheKeyFilter;
}

namespace askr::views {

class LiveHold;
class CacheAnalysisWidget;
class CacheKeyFilterBar;
class CacheStatsWidget;
class CacheValueViewer;
class EmptyState;
class SelectionKeeper;
struct ActionSpec;

// The cache: a key browser over a million keys (filter by prefix or GLOB,
// substring search, go to an exact key) with live TTLs and a chunked value
// viewer; tags with their key counts; statistics. Actions: forget keys (the
// selection or everything the filter matches), set a TTL, increment and
// decrement counters, sweep expired entries, flush a tag, flush everything.
class CachePage : public Page
{
    Q_OBJECT
public:
    enum Tab { KeysTab, TagsTab, StatsTab, SizesTab };

    explicit CachePage(storage::Session *session, QWidget *parent = nullptr);
    ~CachePage() override;
    QString title() const override;
    QIcon icon() const override;
    LiveHold *keysHold() const { return m_keysHold; }
    QList<QAction *> pageActions() const override;
    void focusFilter() override;
    void refresh() override;

    models::CacheKeysModel *keysModel() const { return m_keys; }
    models::CacheTagsModel *tagsModel() const { return m_tags; }
    models::CacheTagKeysModel *tagKeysModel() const { return m_tagKeys; }
    CacheValueViewer *valueViewer() const { return m_viewer; }
    CacheStatsWidget *statsWidget() const { return m_stats; }
    CacheAnalysisWidget *analysisWidget() const { return m_analysis; }
    QTableView *keysView() const { return m_keysView; }
    QTableView *tagsView() const { return m_tagsView; }
    void showTab(Tab tab);
    // Scrolls to and selects an exact key (raw bytes), clearing a filter that
    // hides it; says so when the cache does not hold it.
    void goToKey(const QByteArray &key);

protected:
    void showEvent(QShowEvent *event) override;

private:
    QWidget *createKeysTab();
    QWidget *createTagsTab();
    void createActions();
    void applyFilter();
    void refreshNow();
    void currentKeyChanged();
    void updateCount();
    void updateActions();
    // Keeps the keys list wide enough for its columns and keys.
    void fitKeysList();
    // The raw keys of the selected rows; empty, and the user told, when some
    // are not loaded or there are too many.
    QList<QByteArray> selectedKeys(const QString &title);
    QString describeFilter(const models::CacheKeyFilter &filter) const;
    void run(ActionSpec spec);

    void forgetSelected();
    void forgetMatching();
    void setTtl();
    void sweep();
    void flushTag();
    void flushAll();

    models::CacheKeysModel *m_keys;
    models::CacheTagsModel *m_tags;
    models::CacheTagKeysModel *m_tagKeys;
    QTabWidget *m_tabs = nullptr;
    CacheKeyFilterBar *m_filter = nullptr;
    QLabel *m_count = nullptr;
    QStackedWidget *m_keysStack = nullptr;
    EmptyState *m_keysEmpty = nullptr;
    QAction *m_pauseAction = nullptr;
    LiveHold *m_keysHold = nullptr;
    QTableView *m_keysView = nullptr;
    QTableView *m_tagsView = nullptr;
    QTableView *m_tagKeysView = nullptr;
    SelectionKeeper *m_keysKeeper = nullptr;
    SelectionKeeper *m_tagsKeeper = nullptr;
    SelectionKeeper *m_tagKeysKeeper = nullptr;
    QSplitter *m_keysSplitter = nullptr;
    QSplitter *m_tagsSplitter = nullptr;
    CacheValueViewer *m_viewer = nullptr;
    CacheStatsWidget *m_stats = nullptr;
    CacheAnalysisWidget *m_analysis = nullptr;
    models::ChangeThrottle *m_throttle = nullptr;
    int m_pendingRow = -1; // current row whose page is still loading

    QAction *m_forgetAction = nullptr;
    QAction *m_forgetMatchingAction = nullptr;
    QAction *m_ttlAction = nullptr;
    QAction *m_sweepAction = nullptr;
    QAction *m_flushTagAction = nullptr;
    QAction *m_flushAllAction = nullptr;
    QAction *m_separator = nullptr;
};

} // namespace askr::views
