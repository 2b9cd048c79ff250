#include "views/overview/dashboardtile.h"

#include <QEvent>
#include <QKeyEvent>
#include <QLabel>
#include <QMouseEvent>
#include <QVBoxLayout>

namespace askr::views {

DashboardTile::DashboardTile(QWidget *parent)
    : QFrame(parent), m_title(new QLabel(this)), m_figure(new QLabel(this)), m_trend(new QLabel(this)), m_asOf(new QLabel(this)), m_layout(new QVBoxLayout(this))
{
    setFrameShape(QFrame::StyledPanel);
    setFocusPolicy(Qt::StrongFocus);
    setCursor(Qt::PointingHandCursor);
    setAutoFillBackground(true);
    m_layout->setContentsMargins(10, 6, 10, 6);
    m_layout->setSpacing(2);
    m_title->setObjectName(QStringLiteral("tileTitle"));
    m_figure->setObjectName(QStringLiteral("tileFigure"));
    m_trend->setObjectName(QStringLiteral("tileTrend"));
    m_trend->setWordWrap(true);
    m_title->setWordWrap(true);
    m_asOf->setObjectName(QStringLiteral("tileAsOf"));
    m_asOf->setWordWrap(true);
    m_asOf->hide();
    for (QLabel *l : { m_title, m_figure, m_trend, m_asOf })
        l->setTextFormat(Qt::PlainText);
    m_top = new QHBoxLayout;
    m_top->addWidget(m_title, 1);
    m_top->addWidget(m_figure);
    m_layout->addLayout(m_top);
    m_layout->addWidget(m_asOf);
    m_layout->addWidget(m_trend);
    applyStyle();
}

void DashboardTile::setTitle(const QString &title)
{
    m_title->setText(title);
    setAccessibleName(title);
}

void DashboardTile::setFigure(const QString &figure)
{
    m_figure->setText(figure);
}

QString DashboardTile::figure() const
{
    return m_figure->text();
}

void DashboardTile::setTrend(const QString &trend)
{
    m_trend->setText(trend);
    m_trend->setVisible(!trend.isEmpty());
}

QString DashboardTile::trend() const
{
    return m_trend->text();
}

void DashboardTile::setAlarm(bool alarm)
{
    if (alarm == m_alarm)
        return;
    m_alarm = alarm;
    applyStyle();
}

void DashboardTile::setStale(const QString &asOf)
{
    if (asOf == m_asOf->text())
        return;
    const bool changed = asOf.isEmpty() != m_asOf->text().isEmpty();
    m_asOf->setText(asOf);
    m_asOf->setVisible(!asOf.isEmpty());
    if (changed)
        applyStyle();
}

bool DashboardTile::isStale() const
{
    return !m_asOf->text().isEmpty();
}

QString DashboardTile::asOf() const
{
    return m_asOf->text();
}

void DashboardTile::setContent(QWidget *content)
{
    content->setParent(this);
    // The tile is the button: its parts let clicks through.
    content->setAttribute(Qt::WA_TransparentForMouseEvents);
    m_layout->addWidget(content, 1);
}

void DashboardTile::setFigureBelow(bool below)
{
    m_top->removeWidget(m_figure);
    if (below)
        m_layout->insertWidget(1, m_figure);
    else
        m_top->addWidget(m_figure);
}

void DashboardTile::mouseReleaseEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton && rect().contains(event->position().toPoint())) {
        Q_EMIT clicked();
        return;
    }
    QFrame::mouseReleaseEvent(event);
}

void DashboardTile::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter || event->key() == Qt::Key_Space) {
        Q_EMIT clicked();
        return;
    }
    QFrame::keyPressEvent(event);
}

void DashboardTile::changeEvent(QEvent *event)
{
    QFrame::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange)
        applyStyle();
}

void DashboardTile::applyStyle()
{
    QFont title = font();
    title.setBold(true);
    m_title->setFont(title);
    QFont big = font();
    big.setPointSizeF(big.pointSizeF() * 1.7);
    big.setBold(true);
    const bool stale = isStale();
    big.setItalic(stale);
    m_figure->setFont(big);
    QPalette figurePal = palette();
    // The same warm red as stalled rows: readable on light and dark.
    if (m_alarm)
        figurePal.setColor(QPalette::WindowText, QColor(0xda, 0x44, 0x53));
    // Stale figures are greyed: they are not of now.
    if (stale)
        figurePal.setColor(QPalette::WindowText, palette().color(QPalette::Disabled, QPalette::WindowText));
    m_figure->setPalette(figurePal);
    QFont asOf = font();
    asOf.setItalic(true);
    m_asOf->setFont(asOf);
    QPalette trendPal = palette();
    trendPal.setColor(QPalette::WindowText, palette().color(QPalette::PlaceholderText));
    m_trend->setPalette(trendPal);
}

} // namespace askr::views
