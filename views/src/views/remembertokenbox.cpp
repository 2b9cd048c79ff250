#include "views/remembertokenbox.h"

#include <QCheckBox>
#include <QLabel>
#include <QVBoxLayout>

namespace askr::views {

RememberTokenBox::RememberTokenBox(QWidget *parent)
    : QWidget(parent)
    , m_box(new QCheckBox(tr("&Remember the token in the desktop's keyring"), this))
    , m_text(new QLabel(tr("The token is then kept in your desktop's keyring (GNOME Keyring, KWallet or another Secret Service), "
                           "which opens with your login. It is never written to Askr Desk's settings."),
                        this))
{
    m_box->setObjectName(QStringLiteral("remember"));
    m_text->setObjectName(QStringLiteral("rememberText"));
    m_text->setWordWrap(true);
    m_text->setEnabled(false);
    connect(m_box, &QCheckBox::toggled, m_text, &QWidget::setEnabled);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_box);
    layout->addWidget(m_text);
}

bool RememberTokenBox::isRemembered() const
{
    // Only an unticked box is disabled (setKeyringMissing), so a tick is
    // always the user's; remembering it may still fail, and the window says so.
    return m_box->isChecked();
}

void RememberTokenBox::setKeyringMissing(const QString &why)
{
    // A late answer never undoes a tick the user made: remembering then
    // fails, and the window says why.
    if (why.isEmpty() || m_box->isChecked())
        return;
    m_box->setEnabled(false);
    m_text->setEnabled(true);
    m_text->setText(tr("The token cannot be remembered: %1. It is kept until Askr Desk quits and asked for again next time.").arg(why));
}

} // namespace askr::views
