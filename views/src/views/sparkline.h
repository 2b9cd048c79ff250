#pragma once

#include <QStyledItemDelegate>
#include <QVector>

namespace askr::views {

// Paints a series as a small line in the palette's highlight colour. Used as
// an item delegate for a column whose HistoryRole holds QVector<qint64>.
class SparklineDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    explicit SparklineDelegate(int historyRole, QObject *parent = nullptr);
    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;

    static void paintSeries(QPainter *painter, const QRectF &rect, const QVector<qint64> &series, const QColor &color);
    // The highlight colour, lightened or darkened until it stands out from
    // the base (a dark theme's highlight is often too dim for a thin line).
    static QColor lineColor(const QPalette &palette);

private:
    int m_role;
};

} // namespace askr::views
