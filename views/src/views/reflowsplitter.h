#pragma once

#include <QSplitter>

#include <functional>

class QTimer;

namespace askr::views {

// A list and its detail: the detail sits beside the list while the splitter
// is wide enough for every column of the list and a readable detail, and
// under the list otherwise. A fixed side-by-side split made the jobs table
// scroll sideways at 1280 px, hiding its last columns.
class ReflowSplitter : public QSplitter
{
    Q_OBJECT
public:
    explicit ReflowSplitter(QWidget *parent = nullptr);

    // The width the first widget needs to show all it has; asked again
    // whenever reflow() runs.
    void setListWidth(std::function<int()> listWidth);
    // The least width of the detail beside the list.
    void setDetailMinimum(int width);
    // restoreState(), kept as long as the list still fits its orientation.
    bool restoreLayout(const QByteArray &state);
    // Re-checks the orientation soon (after a column grew, say).
    void scheduleReflow();
    void reflow();

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void placeFor(Qt::Orientation orientation);

    std::function<int()> m_listWidth;
    int m_detailMinimum = 320;
    bool m_placed = false;
    QTimer *m_pending;
};

} // namespace askr::views
