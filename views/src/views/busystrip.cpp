#include "views/busystrip.h"

#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>

#include <climits>

namespace askr::views {

BusyStrip::BusyStrip(QWidget *parent)
    : QWidget(parent)
    , m_label(new QLabel(this))
    , m_bar(new QProgressBar(this))
    , m_cancel(new QPushButton(QIcon::fromTheme(QStringLiteral("dialog-cancel")), tr("Cancel"), this))
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_label);
    layout->addWidget(m_bar, 1);
    layout->addWidget(m_cancel);
    hide();
    connect(m_cancel, &QPushButton::clicked, this, &BusyStrip::cancelled);
}

void BusyStrip::setText(const QString &text, bool stepped)
{
    m_label->setText(text);
    setVisible(!text.isEmpty());
    m_cancel->setVisible(stepped);
    if (!stepped)
        m_bar->setRange(0, 0); // indeterminate: one transaction, no steps
}

void BusyStrip::setProgress(qint64 done, qint64 expected)
{
    m_bar->setRange(0, int(std::min<qint64>(expected, INT_MAX)));
    m_bar->setValue(int(std::min<qint64>(done, INT_MAX)));
}

} // namespace askr::views
