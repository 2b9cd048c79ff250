#include "pubsubpage.h"
#include "emptystate.h"

#include <QIcon>
#include <QVBoxLayout>

namespace askr::views {

PubSubPage::PubSubPage(storage::Session *session, QWidget *parent)
    : Page(session, parent)
{
    auto *layout = new QVBoxLayout(this);
    auto *empty = new EmptyState(this);
    empty->setTitle(title());
    empty->setText(tr("This view is not built yet."));
    layout->addWidget(empty);
}

QString PubSubPage::title() const
{
    return tr("Pub/sub");
}

QIcon PubSubPage::icon() const
{
    return QIcon::fromTheme(QStringLiteral("mail-send-receive"));
}

} // namespace askr::views
