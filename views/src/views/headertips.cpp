#include "views/headertips.h"

#include <QHeaderView>
#include <QHelpEvent>
#include <QStyle>
#include <QStyleOptionHeader>
#include <QToolTip>

#include <algorithm>

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

void HeaderTips::fitToWidth(QHeaderView *header)
{
    fitTitles(header);
    const int room = header->width();
    if (room <= 0 || header->orientation() != Qt::Horizontal || !header->isVisible())
        return;
    int last = -1;
    for (int v = header->count() - 1; v >= 0 && last < 0; --v)
        if (!header->isSectionHidden(header->logicalIndex(v)))
            last = header->logicalIndex(v);
    const auto least = [header](int s) { return std::max(titleWidth(header, s), header->minimumSectionSize()); };
    // Sections sized by the user, and a stretched last one (which keeps
    // the width it had before it was stretched, a saved one say, when the
    // others leave it less), may give way; a Stretch one counts at its title.
    const auto yields = [header, last](int s) {
        return header->sectionResizeMode(s) == QHeaderView::Interactive || (header->stretchLastSection() && s == last);
    };
    int total = 0;
    for (int s = 0; s < header->count(); ++s)
        if (!header->isSectionHidden(s))
            total += header->sectionResizeMode(s) == QHeaderView::Stretch ? least(s) : header->sectionSize(s);
    int excess = total - room;
    // First down to the content on screen, then, when that is not enough,
    // down to the titles: the content is elided then, never scrolled to.
    // The widest give way first, down to a common level, so that a short
    // column stays whole beside a long name that is elided.
    auto *view = qobject_cast<QAbstractItemView *>(header->parentWidget());
    for (const bool keepContent : {true, false}) {
        if (excess <= 0)
            return;
        QList<std::pair<int, int>> yielding; // section, least width
        for (int s = 0; s < header->count(); ++s)
            if (!header->isSectionHidden(s) && yields(s))
                yielding.append({s, keepContent && view ? std::max(least(s), view->sizeHintForColumn(s)) : least(s)});
        const auto sizeAt = [header](const std::pair<int, int> &y, int level) {
            return std::max(y.second, std::min(header->sectionSize(y.first), level));
        };
        const auto given = [&](int level) {
            int sum = 0;
            for (const auto &y : yielding)
                sum += header->sectionSize(y.first) - sizeAt(y, level);
            return sum;
        };
        // The highest level at which they give enough (or all they can).
        int low = 0, high = header->length();
        while (low < high) {
            const int mid = (low + high + 1) / 2;
            if (given(mid) >= excess)
                low = mid;
            else
                high = mid - 1;
        }
        excess -= given(low);
        for (const auto &y : yielding)
            if (sizeAt(y, low) != header->sectionSize(y.first))
                header->resizeSection(y.first, sizeAt(y, low));
    }
}

bool HeaderTips::restoreState(QHeaderView *header, const QByteArray &state)
{
    QList<QHeaderView::ResizeMode> modes;
    for (int s = 0; s < header->count(); ++s)
        modes.append(header->sectionResizeMode(s));
    const bool stretchLast = header->stretchLastSection();
    if (state.isEmpty() || !header->restoreState(state))
        return false;
    header->setStretchLastSection(stretchLast);
    for (int s = 0; s < header->count() && s < modes.size(); ++s)
        if (header->sectionResizeMode(s) != modes[s])
            header->setSectionResizeMode(s, modes[s]);
    return true;
}

bool HeaderTips::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_header && (event->type() == QEvent::Show || event->type() == QEvent::Resize))
        fitToWidth(m_header);
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
