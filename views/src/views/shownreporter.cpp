#include "views/shownreporter.h"

#include "storage/session.h"

#include <QEvent>
#include <QWidget>

namespace askr::views {

void ShownReporter::watch(QWidget *widget, storage::Session *session, QObject *asker)
{
    if (widget && session)
        new ShownReporter(widget, session, asker ? asker : widget);
}

ShownReporter::ShownReporter(QWidget *widget, storage::Session *session, QObject *asker)
    : QObject(widget)
    , m_widget(widget)
    , m_asker(asker)
    , m_session(session)
{
    widget->installEventFilter(this);
    report(); // hidden until shown: not yet on screen
}

bool ShownReporter::eventFilter(QObject *watched, QEvent *event)
{
    // A minimized window sends spontaneous hide events but stays visible;
    // isVisible() says what the user's screen holds.
    if (watched == m_widget && (event->type() == QEvent::Show || event->type() == QEvent::Hide))
        report();
    return QObject::eventFilter(watched, event);
}

void ShownReporter::report()
{
    if (m_session && m_asker)
        m_session->setShown(m_asker, m_widget->isVisible());
}

} // namespace askr::views
