#pragma once

#include "page.h"

namespace askr::views {

class OverviewPage : public Page
{
    Q_OBJECT
public:
    explicit OverviewPage(storage::Session *session, QWidget *parent = nullptr);
    QString title() const override;
    QIcon icon() const override;
};

} // namespace askr::views
