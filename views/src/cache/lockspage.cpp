#include "lockspage.h"
#include "emptystate.h"

#include <QIcon>
#include <QVBoxLayout>

namespace askr::views {

LocksPage::LocksPage(storage::Session *session, QWidget *parent)
    : Page(session, parent)
{
    auto *layout = new QVBoxLayout(this);
    auto *empty = new EmptyState(this);
    empty->setTitle(title());
    empty->setText(tr("This view is not built yet."));
    layout->addWidget(empty);
}

QString LocksPage::title() const
{
    return tr("Locks");
}

QIcon LocksPage::icon() const
{
    return QIcon::fromTheme(QStringLiteral("object-locked"));
}

} // namespace askr::views
