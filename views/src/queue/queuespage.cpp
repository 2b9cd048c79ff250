#include "queuespage.h"
#include "emptystate.h"

#include <QIcon>
#include <QVBoxLayout>

namespace askr::views {

QueuesPage::QueuesPage(storage::Session *session, QWidget *parent)
    : Page(session, parent)
{
    auto *layout = new QVBoxLayout(this);
    auto *empty = new EmptyState(this);
    empty->setTitle(title());
    empty->setText(tr("This view is not built yet."));
    layout->addWidget(empty);
}

QString QueuesPage::title() const
{
    return tr("Queues");
}

QIcon QueuesPage::icon() const
{
    return QIcon::fromTheme(QStringLiteral("view-list-details"));
}

} // namespace askr::views
