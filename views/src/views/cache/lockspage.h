#pragma once

#include "views/actionrunner.h"
#include "views/page.h"

class QCheckBox;
class QLabel;
class QStackedWidget;
class QTableView;

namespace askr::models {
class CacheLocksModel;
class OrphanedLocks;
}

namespace askr::views {

class EmptyState;
class SelectionKeeper;

// Locks kept in the cache (Laravel's Cache::lock and friends): key, owner,
// time left, and stale (expired), forever and orphaned locks. An entry
// counts as a lock by the configurable rule of docs/cache.md. Force release
// unlocks with the owner bytes shown, so a lock that someone else
// re-acquired meanwhile stays in place. Orphaned unique-job locks (held
// with no job of their class, so that dispatches are dropped) are marked,
// can be listed alone, are problems of the database, and are released
// together by Release Orphaned Locks.
class LocksPage : public Page
{
    Q_OBJECT
public:
    explicit LocksPage(storage::Session *session, QWidget *parent = nullptr);
    QString title() const override;
    QIcon icon() const override;
    QList<QAction *> pageActions() const override;
    void refresh() override;
    void applySettings() override;
    int issueCount() const override;
    QStringList issues() const override;

    models::CacheLocksModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }
    QAction *forceReleaseAction() const { return m_release; }
    QAction *patternsAction() const { return m_patterns; }
    QAction *releaseOrphanedAction() const { return m_releaseOrphaned; }
    QCheckBox *orphanedOnlyBox() const { return m_orphanedOnly; }
    models::OrphanedLocks *orphanedLocks() const { return m_orphans; }
    void setPatterns(const QStringList &patterns);

protected:
    void showEvent(QShowEvent *event) override;

private:
    void forceRelease();
    void releaseOrphaned();
    void runRelease(ActionSpec spec);
    void orphansChanged();
    void editPatterns();
    void updateState();
    void updateRule();

    models::CacheLocksModel *m_model;
    QTableView *m_view;
    SelectionKeeper *m_keeper = nullptr;
    QLabel *m_rule;
    QLabel *m_summary;
    QStackedWidget *m_stack;
    EmptyState *m_empty;
    QAction *m_release;
    QAction *m_patterns;
    QAction *m_releaseOrphaned;
    QCheckBox *m_orphanedOnly;
    models::OrphanedLocks *m_orphans;
    bool m_started = false;
};

} // namespace askr::views
