#pragma once

#include <QObject>
#include <QPointer>

class QWidget;

namespace askr::views {

// Keeps a widget floating over the top or bottom edge of another (its
// parent, or a sibling such as a stacked widget), as wide as it, so that
// showing, hiding or rewording the widget never moves what lies under it:
// a banner that pushed the page down moved the row under the pointer
// (issue 32). The widget is laid out by no layout.
class EdgeOverlay : public QObject
{
    Q_OBJECT
public:
    enum class Edge { Top, Bottom };

    // Over the edge of area (the widget's parent when null).
    EdgeOverlay(QWidget *widget, Edge edge, QWidget *area = nullptr);

    // Puts the widget in its place now (done by itself on resizes).
    void place();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QWidget *m_widget;
    QPointer<QWidget> m_area;
    Edge m_edge;
};

} // namespace askr::views
