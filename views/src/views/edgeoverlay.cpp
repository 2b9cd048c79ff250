#include "views/edgeoverlay.h"

#include <QEvent>
#include <QWidget>

namespace askr::views {

EdgeOverlay::EdgeOverlay(QWidget *widget, Edge edge, QWidget *area)
    : QObject(widget)
    , m_widget(widget)
    , m_area(area ? area : widget->parentWidget())
    , m_edge(edge)
{
    widget->installEventFilter(this);
    if (m_area)
        m_area->installEventFilter(this);
    place();
}

void EdgeOverlay::place()
{
    if (!m_area || !m_widget->parentWidget())
        return;
    // The area's rectangle in the coordinates of the widget's parent.
    const QRect area(m_area == m_widget->parentWidget() ? QPoint() : m_area->mapTo(m_widget->parentWidget(), QPoint()), m_area->size());
    const int width = area.width();
    const int height = qMin(area.height(), m_widget->hasHeightForWidth() ? m_widget->heightForWidth(width) : m_widget->sizeHint().height());
    m_widget->setGeometry(area.left(), m_edge == Edge::Top ? area.top() : area.bottom() + 1 - height, width, height);
    m_widget->raise();
}

bool EdgeOverlay::eventFilter(QObject *watched, QEvent *event)
{
    const QEvent::Type type = event->type();
    if (watched == m_area ? (type == QEvent::Resize || type == QEvent::Move || type == QEvent::Show)
                          : (type == QEvent::Show || type == QEvent::LayoutRequest)) // new text, another height
        place();
    return QObject::eventFilter(watched, event);
}

} // namespace askr::views
