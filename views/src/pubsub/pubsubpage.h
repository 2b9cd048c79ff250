#pragma once

#include "page.h"

namespace askr::views {

class PubSubPage : public Page
{
    Q_OBJECT
public:
    explicit PubSubPage(storage::Session *session, QWidget *parent = nullptr);
    QString title() const override;
    QIcon icon() const override;
};

} // namespace askr::views
