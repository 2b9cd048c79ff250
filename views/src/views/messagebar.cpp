#include "views/messagebar.h"

#include "views/edgeoverlay.h"
#include "views/page.h"

#include <QAction>
#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QStyle>
#include <QTimer>
#include <QToolButton>

namespace askr::views {

MessageBar::MessageBar(QWidget *parent)
    : QFrame(parent)
    , m_icon(new QLabel(this))
    , m_text(new QLabel(this))
    , m_close(new QToolButton(this))
    , m_offer(new QToolButton(this))
    , m_hide(new QTimer(this))
{
    setObjectName(QStringLiteral("messageBar"));
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    m_text->setObjectName(QStringLiteral("messageBarText"));
    m_text->setWordWrap(true);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_text->setTextFormat(Qt::PlainText);
    m_close->setObjectName(QStringLiteral("messageBarClose"));
    m_close->setIcon(QIcon::fromTheme(QStringLiteral("dialog-close"), style()->standardIcon(QStyle::SP_TitleBarCloseButton)));
    m_close->setAutoRaise(true);
    m_close->setToolTip(tr("Close this message"));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(6, 4, 4, 4);
    layout->addWidget(m_icon, 0, Qt::AlignTop);
    layout->addWidget(m_text, 1);
    m_offer->setObjectName(QStringLiteral("messageBarOffer"));
    m_offer->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_offer->hide();
    layout->addWidget(m_offer, 0, Qt::AlignTop);
    layout->addWidget(m_close, 0, Qt::AlignTop);
    m_hide->setSingleShot(true);
    m_hide->setInterval(10000);
    connect(m_hide, &QTimer::timeout, this, &QWidget::hide);
    connect(m_close, &QToolButton::clicked, this, [this] {
        m_hide->stop();
        hide();
    });
    hide();
}

void MessageBar::setResultTimeout(int ms)
{
    m_hide->setInterval(ms);
}

QString MessageBar::text() const
{
    return m_text->text();
}

void MessageBar::offer(QAction *action)
{
    action->setParent(this);
    m_offer->setDefaultAction(action);
    m_offer->show();
    // Used once: the message it belongs to goes with it.
    connect(action, &QAction::triggered, this, [this] {
        m_hide->stop();
        hide();
    });
}

void MessageBar::showMessage(const QString &title, const QString &text, Kind kind)
{
    // An offer belongs to the message it came with.
    if (QAction *old = m_offer->defaultAction()) {
        m_offer->removeAction(old);
        old->deleteLater();
    }
    m_offer->hide();
    m_kind = kind;
    const bool error = kind == Kind::Error;
    m_text->setText(title.isEmpty() ? text : title + QStringLiteral(": ") + text);
    const int size = style()->pixelMetric(QStyle::PM_SmallIconSize, nullptr, this);
    m_icon->setPixmap(QIcon::fromTheme(error ? QStringLiteral("dialog-error") : QStringLiteral("dialog-positive"),
                                       style()->standardIcon(error ? QStyle::SP_MessageBoxCritical : QStyle::SP_DialogApplyButton))
                          .pixmap(size, size));
    // Tinted from the palette so that it reads on light and dark themes.
    QPalette p = palette();
    const QColor base = parentWidget() ? parentWidget()->palette().color(QPalette::Window) : p.color(QPalette::Window);
    const QColor tint = error ? QColor(218, 68, 83) : QColor(39, 174, 96);
    p.setColor(QPalette::Window, QColor::fromRgbF(base.redF() * 0.8f + tint.redF() * 0.2f, base.greenF() * 0.8f + tint.greenF() * 0.2f,
                                                  base.blueF() * 0.8f + tint.blueF() * 0.2f));
    setPalette(p);
    setAccessibleDescription(m_text->text());
    show();
    if (error)
        m_hide->stop();
    else
        m_hide->start();
}

MessageBar *MessageBar::forWidget(QWidget *widget)
{
    // A page, or a widget of a window of its own that hosts a bar too.
    QWidget *page = nullptr;
    for (QWidget *w = widget; w && !page; w = w->parentWidget())
        if (qobject_cast<Page *>(w) || w->property(hostProperty).toBool())
            page = w;
    if (!page)
        return nullptr;
    if (auto *bar = page->findChild<MessageBar *>(QString(), Qt::FindDirectChildrenOnly))
        return bar;
    // Over the foot of the page, away from the toolbar the pointer just
    // used, and without moving the page (issue 32).
    auto *bar = new MessageBar(page);
    new EdgeOverlay(bar, EdgeOverlay::Edge::Bottom);
    return bar;
}

} // namespace askr::views
