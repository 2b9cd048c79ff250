#pragma once

#include <QFrame>

class QHBoxLayout;
class QLabel;
class QVBoxLayout;

namespace askr::views {

// One tile of the Overview: a title, a large figure with a line under it
// (the trend), and optionally a chart or list. The whole tile is one
// button: a click, Enter or Space opens the page it stands for.
class DashboardTile : public QFrame
{
    Q_OBJECT
public:
    explicit DashboardTile(QWidget *parent = nullptr);

    void setTitle(const QString &title);
    void setFigure(const QString &figure);
    void setTrend(const QString &trend);
    // Marks the tile as a problem (a warm border and figure).
    void setAlarm(bool alarm);
    bool alarm() const { return m_alarm; }
    // Marks the figures as stale (greyed, in italics) with how old they
    // are ("as of 12 s ago"); empty: fresh.
    void setStale(const QString &asOf);
    bool isStale() const;
    QString asOf() const;
    // The tile takes the widget; clicks on it count as clicks on the tile.
    void setContent(QWidget *content);
    // The figure on its own line under the title (narrow tiles), instead of
    // beside it: long titles and figures (German) then never widen the page.
    void setFigureBelow(bool below);
    QString figure() const;
    QString trend() const;

Q_SIGNALS:
    void clicked();

protected:
    void mouseReleaseEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void applyStyle();

    QLabel *m_title;
    QLabel *m_figure;
    QLabel *m_trend;
    QLabel *m_asOf;
    QVBoxLayout *m_layout;
    QHBoxLayout *m_top;
    bool m_alarm = false;
};

} // namespace askr::views
