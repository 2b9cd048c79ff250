#include "views/reflowsplitter.h"

#include <QResizeEvent>
#include <QTimer>

namespace askr::views {

ReflowSplitter::ReflowSplitter(QWidget *parent)
    : QSplitter(Qt::Horizontal, parent)
    , m_pending(new QTimer(this))
{
    m_pending->setSingleShot(true);
    m_pending->setInterval(0);
    connect(m_pending, &QTimer::timeout, this, &ReflowSplitter::reflow);
    setChildrenCollapsible(false);
}

void ReflowSplitter::setListWidth(std::function<int()> listWidth)
{
    m_listWidth = std::move(listWidth);
    scheduleReflow();
}

void ReflowSplitter::setDetailMinimum(int width)
{
    m_detailMinimum = width;
    scheduleReflow();
}

bool ReflowSplitter::restoreLayout(const QByteArray &state)
{
    // A split the user made is kept while its orientation still fits.
    m_placed = restoreState(state);
    return m_placed;
}

void ReflowSplitter::scheduleReflow()
{
    m_pending->start();
}

void ReflowSplitter::reflow()
{
    if (!m_listWidth || count() < 2 || width() <= 0)
        return;
    const int list = m_listWidth();
    const Qt::Orientation wanted = width() >= list + handleWidth() + m_detailMinimum ? Qt::Horizontal : Qt::Vertical;
    if (wanted == orientation() && m_placed) {
        // Side by side, the list keeps room for its columns when it grew
        // (longer names loaded); a split the user chose wider is kept.
        if (wanted == Qt::Horizontal && sizes().value(0) < list)
            placeFor(wanted);
        return;
    }
    placeFor(wanted);
}

void ReflowSplitter::placeFor(Qt::Orientation orientation)
{
    m_placed = true;
    setOrientation(orientation);
    if (orientation == Qt::Horizontal) {
        // The list as wide as its columns, the detail takes what is left
        // and what the window gains.
        const int list = m_listWidth();
        setStretchFactor(0, 0);
        setStretchFactor(1, 1);
        setSizes({list, std::max(m_detailMinimum, width() - list - handleWidth())});
    } else {
        setStretchFactor(0, 3);
        setStretchFactor(1, 2);
        // Proportions, not pixels: the height may not be final yet, and
        // QSplitter spreads whatever it has by these weights.
        setSizes({3000, 2000});
    }
}

void ReflowSplitter::resizeEvent(QResizeEvent *event)
{
    QSplitter::resizeEvent(event);
    if (event->size().width() != event->oldSize().width())
        reflow();
}

} // namespace askr::views
