#include "views/pagedtableview.h"

#include "models/pagedtablemodel.h"

#include <QHeaderView>
#include <QScopedValueRollback>
#include <QScrollBar>

#include <algorithm>

namespace askr::views {

using models::PagedTableModel;

PagedTableView::PagedTableView(QWidget *parent)
    : QTableView(parent)
    , m_bar(new QScrollBar(Qt::Vertical, this))
{
    m_bar->setObjectName(QStringLiteral("tableScrollBar"));
    // In the view's own scroll bar's place: the view still drives its own
    // (hidden) one over the window, which the wheel keeps scrolling.
    addScrollBarWidget(m_bar, Qt::AlignTop);
    m_bar->hide();
    connect(m_bar, &QScrollBar::valueChanged, this, &PagedTableView::barMoved);
    connect(verticalScrollBar(), &QScrollBar::valueChanged, this, &PagedTableView::viewScrolled);
    connect(verticalScrollBar(), &QScrollBar::rangeChanged, this, &PagedTableView::sync);
}

void PagedTableView::setModel(QAbstractItemModel *model)
{
    if (m_paged)
        disconnect(m_paged, nullptr, this, nullptr);
    QTableView::setModel(model);
    m_paged = qobject_cast<PagedTableModel *>(model);
    if (m_paged) {
        connect(m_paged, &PagedTableModel::totalChanged, this, &PagedTableView::sync);
        connect(m_paged, &QAbstractItemModel::layoutChanged, this, &PagedTableView::sync);
        connect(m_paged, &QAbstractItemModel::modelReset, this, &PagedTableView::sync);
    }
    sync();
}

bool PagedTableView::isWindowed() const
{
    return m_paged && m_paged->total() > m_paged->rowCount();
}

qint64 PagedTableView::firstVisiblePosition() const
{
    const int top = std::max(0, rowAt(0));
    return m_paged ? m_paged->positionOfRow(top) : top;
}

int PagedTableView::visibleRows() const
{
    return std::max(1, viewport()->height() / std::max(1, verticalHeader()->defaultSectionSize()));
}

void PagedTableView::sync()
{
    const bool windowed = isWindowed();
    if (windowed != m_barShown) {
        m_barShown = windowed;
        setVerticalScrollBarPolicy(windowed ? Qt::ScrollBarAlwaysOn : Qt::ScrollBarAsNeeded);
        verticalScrollBar()->setVisible(!windowed);
        m_bar->setVisible(windowed);
    }
    // Within a move of this view's own, the bar is set once it is done.
    if (!windowed || m_syncing)
        return;
    const QScopedValueRollback<bool> guard(m_syncing, true);
    const int visible = visibleRows();
    m_bar->setRange(0, int(std::clamp<qint64>(m_paged->total() - visible, 0, std::numeric_limits<int>::max())));
    m_bar->setPageStep(visible);
    m_bar->setSingleStep(1);
    m_bar->setValue(int(std::min<qint64>(firstVisiblePosition(), std::numeric_limits<int>::max())));
}

void PagedTableView::resizeEvent(QResizeEvent *event)
{
    QTableView::resizeEvent(event);
    sync();
}

void PagedTableView::setTopRow(int row)
{
    const QScopedValueRollback<bool> guard(m_syncing, true);
    verticalScrollBar()->setValue(verticalScrollMode() == ScrollPerItem ? row : verticalHeader()->sectionPosition(row));
}

void PagedTableView::centreOn(qint64 position)
{
    // The screen stays on the same rows of the table.
    const qint64 top = firstVisiblePosition();
    {
        const QScopedValueRollback<bool> guard(m_syncing, true);
        m_paged->setWindowStart(position - m_paged->rowCount() / 2);
    }
    setTopRow(std::max(0, m_paged->rowOfPosition(top)));
}

void PagedTableView::viewScrolled()
{
    if (m_syncing || !isWindowed())
        return;
    // Near an end of the window that is not an end of the table: move the
    // window, keeping the same rows on screen.
    const int rows = m_paged->rowCount();
    const int margin = rows / 4;
    const int top = std::max(0, rowAt(0));
    const qint64 start = m_paged->windowStart();
    if ((top < margin && start > 0) || (top + visibleRows() > rows - margin && start + rows < m_paged->total())) {
        centreOn(start + top);
    }
    sync();
}

void PagedTableView::barMoved(int position)
{
    if (m_syncing || !isWindowed())
        return;
    const int rows = m_paged->rowCount();
    const int margin = rows / 4;
    const qint64 start = m_paged->windowStart();
    const qint64 top = position - start;
    if ((top < margin && start > 0) || top < 0 || (top + visibleRows() > rows - margin && start + rows < m_paged->total()))
        centreOn(position);
    setTopRow(std::max(0, m_paged->rowOfPosition(position)));
    sync();
}

QModelIndex PagedTableView::moveCursor(CursorAction cursorAction, Qt::KeyboardModifiers modifiers)
{
    if (isWindowed()) {
        const int rows = m_paged->rowCount();
        const QModelIndex current = currentIndex();
        if (current.isValid() && (cursorAction == MoveHome || cursorAction == MoveEnd) && (modifiers & Qt::ControlModifier)) {
            // The ends of the table, not of the window. Answered here: the
            // current row may leave the window as it moves.
            const bool home = cursorAction == MoveHome;
            centreOn(home ? 0 : m_paged->total());
            return m_paged->index(home ? 0 : m_paged->rowCount() - 1, current.column());
        } else if (current.isValid() && (current.row() < rows / 4 || current.row() >= rows - rows / 4)) {
            // Keys move from the current row: keep room around it.
            centreOn(m_paged->positionOfRow(currentIndex().row()));
        }
    }
    return QTableView::moveCursor(cursorAction, modifiers);
}

} // namespace askr::views
