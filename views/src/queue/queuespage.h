#pragma once

#include "page.h"

namespace askr::views {

class QueuesPage : public Page
{
    Q_OBJECT
public:
    explicit QueuesPage(storage::Session *session, QWidget *parent = nullptr);
    QString title() const override;
    QIcon icon() const override;
};

} // namespace askr::views
