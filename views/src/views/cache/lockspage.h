#pragma once

#include "views/page.h"

class QLabel;
class QStackedWidget;
class QTableView;

namespace askr::models {
class CacheLocksModel;
}

namespace askr::views {

class EmptyState;
class SelectionKeeper;

// Locks kept in the cache (Laravel's Cache::lock and friends): key, owner,
// time left, and stale (expired) locks. An entry counts as a lock by the
// configurable rule of docs/cache.md. Force release unlocks with the owner
// shown, so a lock that someone else re-acquired meanwhile stays in place.
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

    models::CacheLocksModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }
    QAction *forceReleaseAction() const { return m_release; }
    QAction *patternsAction() const { return m_patterns; }
    void setPatterns(const QStringList &patterns);

protected:
    void showEvent(QShowEvent *event) override;

private:
    void forceRelease();
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
    bool m_started = false;
};

} // namespace askr::views
