#include "overviewpage.h"
#include "emptystate.h"

#include <QIcon>
#include <QVBoxLayout>

namespace askr::views {

OverviewPage::OverviewPage(storage::Session *session, QWidget *parent)
    : Page(session, parent)
{
    auto *layout = new QVBoxLayout(this);
    auto *empty = new EmptyState(this);
    empty->setTitle(title());
    empty->setText(tr("This view is not built yet."));
    layout->addWidget(empty);
}

QString OverviewPage::title() const
{
    return tr("Overview");
}

QIcon OverviewPage::icon() const
{
    return QIcon::fromTheme(QStringLiteral("view-statistics"));
}

} // namespace askr::views
