#include "views/emptystate.h"

#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace askr::views {

EmptyState::EmptyState(QWidget *parent)
    : QWidget(parent)
    , m_title(new QLabel(this))
    , m_text(new QLabel(this))
    , m_buttons(new QVBoxLayout)
{
    auto *layout = new QVBoxLayout(this);
    layout->addStretch(2);
    QFont f = m_title->font();
    f.setPointSizeF(f.pointSizeF() * 1.6);
    m_title->setFont(f);
    m_title->setAlignment(Qt::AlignCenter);
    m_text->setAlignment(Qt::AlignCenter);
    m_text->setWordWrap(true);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_title);
    layout->addWidget(m_text);
    layout->addSpacing(12);
    auto *row = new QHBoxLayout;
    row->addStretch();
    row->addLayout(m_buttons);
    row->addStretch();
    layout->addLayout(row);
    layout->addStretch(3);
}

void EmptyState::setTitle(const QString &title)
{
    m_title->setText(title);
}

void EmptyState::setText(const QString &text)
{
    m_text->setText(text);
}

QPushButton *EmptyState::addButton(const QString &text, const QIcon &icon)
{
    auto *button = new QPushButton(icon, text, this);
    m_buttons->addWidget(button);
    return button;
}

} // namespace askr::views
