#pragma once

#include "page.h"

class QLabel;
class QTreeView;

namespace askr::models {
class OverviewModel;
}

namespace askr::views {

// Counts and trends across the queue, the cache and the pub/sub log on one
// screen; read when the database changes and while shown, sampled on a
// clock (see models::OverviewModel for how often that reads).
class OverviewPage : public Page
{
    Q_OBJECT
public:
    explicit OverviewPage(storage::Session *session, QWidget *parent = nullptr);
    QString title() const override;
    QIcon icon() const override;
    void refresh() override;
    models::OverviewModel *model() const { return m_model; }

protected:
    void showEvent(QShowEvent *event) override;

private:
    bool hasTables() const;

    models::OverviewModel *m_model;
    QTreeView *m_view;
    QLabel *m_status;
    bool m_stale = false;
};

} // namespace askr::views
