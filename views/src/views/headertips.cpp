#include "views/headertips.h"

#include <QHeaderView>
#include <QHelpEvent>
#include <QStyle>
#include <QStyleOptionHeader>
#include <QToolTip>

namespace askr::views {

HeaderTips::HeaderTips(QHeaderView *header)
    : QObject(header)
    , m_header(header)
{
    header->viewport()->installEventFilter(this);
    header->installEventFilter(this);
}

void HeaderTips::install(QHeaderView *header)
{
    if (!header->findChild<HeaderTips *>(QString(), Qt::FindDirectChildrenOnly))
        new HeaderTips(header);
}

int HeaderTips::titleWidth(const QHeaderView *header, int section)
{
    if (!header->model())
        return 0;
    const QString title = header->model()->headerData(section, header->orientation()).toString();
    const int margin = header->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, header);
    // Room for the sort arrow as well, where one may be drawn.
    const int arrow = header->isSortIndicatorShown() ? header->style()->pixelMetric(QStyle::PM_HeaderMarkSize, nullptr, header) + margin : 0;
    return header->fontMetrics().horizontalAdvance(title) + 2 * margin + arrow;
}

bool HeaderTips::isElided(const QHeaderView *header, int section)
{
    return titleWidth(header, section) > header->sectionSize(section);
}

void HeaderTips::fitTitles(QHeaderView *header)
{
    for (int section = 0; section < header->count(); ++section)
        if (header->sectionResizeMode(section) == QHeaderView::Interactive && !header->isSectionHidden(section) && isElided(header, section))
            header->resizeSection(section, titleWidth(header, section));
}

bool HeaderTips::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_header && event->type() == QEvent::Show)
        fitTitles(m_header);
    if (event->type() != QEvent::ToolTip || watched != m_header->viewport())
        return false;
    auto *help = static_cast<QHelpEvent *>(event);
    const int section = m_header->logicalIndexAt(help->pos());
    if (section < 0 || !isElided(m_header, section))
        return false;
    const QString title = m_header->model()->headerData(section, m_header->orientation()).toString();
    const QString tip = m_header->model()->headerData(section, m_header->orientation(), Qt::ToolTipRole).toString();
    QToolTip::showText(help->globalPos(), tip.isEmpty() ? title : title + QStringLiteral("\n") + tip, m_header->viewport());
    return true;
}

} // namespace askr::views
