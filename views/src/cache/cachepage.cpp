#include "cachepage.h"
#include "emptystate.h"

#include <QIcon>
#include <QVBoxLayout>

namespace askr::views {

CachePage::CachePage(storage::Session *session, QWidget *parent)
    : Page(session, parent)
{
    auto *layout = new QVBoxLayout(this);
    auto *empty = new EmptyState(this);
    empty->setTitle(title());
    empty->setText(tr("This view is not built yet."));
    layout->addWidget(empty);
}

QString CachePage::title() const
{
    return tr("Cache");
}

QIcon CachePage::icon() const
{
    return QIcon::fromTheme(QStringLiteral("drive-harddisk"));
}

} // namespace askr::views
