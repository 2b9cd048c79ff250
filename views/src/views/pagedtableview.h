#pragma once

#include <QPointer>
#include <QTableView>

class QScrollBar;

namespace askr::models {
class PagedTableModel;
}

namespace askr::views {

// A table view for a PagedTableModel, which gives the view a window of a long
// table (a view keeps state for every row it is given). This view moves the
// window as the user scrolls and shows a scroll bar over the whole table, so
// that the wheel, the keys, dragging the bar, Ctrl+Home/End and going to a
// row reach every row. With another model, or a table that fits its window,
// it is a plain QTableView.
class PagedTableView : public QTableView
{
    Q_OBJECT
public:
    explicit PagedTableView(QWidget *parent = nullptr);

    void setModel(QAbstractItemModel *model) override;

    // The bar over the whole table, shown instead of the view's own while
    // the table is longer than the window.
    QScrollBar *tableScrollBar() const { return m_bar; }
    bool isWindowed() const;
    // Where in the whole table the first row shown is.
    qint64 firstVisiblePosition() const;

protected:
    QModelIndex moveCursor(CursorAction cursorAction, Qt::KeyboardModifiers modifiers) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void sync();
    void viewScrolled();
    void barMoved(int position);
    // Moves the window so that it holds this position with room on both sides.
    void centreOn(qint64 position);
    void setTopRow(int row);
    int visibleRows() const;

    QPointer<models::PagedTableModel> m_paged;
    QScrollBar *m_bar;
    bool m_syncing = false;
    bool m_barShown = false;
};

} // namespace askr::views
