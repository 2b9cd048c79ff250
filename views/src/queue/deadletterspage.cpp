#include "deadletterspage.h"
#include "emptystate.h"

#include <QIcon>
#include <QVBoxLayout>

namespace askr::views {

DeadLettersPage::DeadLettersPage(storage::Session *session, QWidget *parent)
    : Page(session, parent)
{
    auto *layout = new QVBoxLayout(this);
    auto *empty = new EmptyState(this);
    empty->setTitle(title());
    empty->setText(tr("This view is not built yet."));
    layout->addWidget(empty);
}

QString DeadLettersPage::title() const
{
    return tr("Dead letters");
}

QIcon DeadLettersPage::icon() const
{
    return QIcon::fromTheme(QStringLiteral("dialog-error"));
}

} // namespace askr::views
