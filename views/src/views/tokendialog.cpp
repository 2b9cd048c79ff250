#include "views/tokendialog.h"

#include "views/remembertokenbox.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>

namespace askr::views {

TokenDialog::TokenDialog(QWidget *parent)
    : QDialog(parent)
    , m_address(new QLineEdit(this))
    , m_token(new QLineEdit(this))
    , m_remember(new RememberTokenBox(this))
    , m_error(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Open | QDialogButtonBox::Cancel, this))
{
    new QFormLayout(this);
    m_address->setObjectName(QStringLiteral("address"));
    connect(m_address, &QLineEdit::textChanged, this, &TokenDialog::validate);
    m_token->setObjectName(QStringLiteral("token"));
    m_token->setEchoMode(QLineEdit::Password);
    m_token->setPlaceholderText(tr("none"));
    m_error->setObjectName(QStringLiteral("error"));
    m_error->setWordWrap(true);
    m_error->setVisible(false);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
}

QFormLayout *TokenDialog::form() const
{
    return static_cast<QFormLayout *>(layout());
}

void TokenDialog::addIntro(const QString &text)
{
    auto *intro = new QLabel(text, this);
    intro->setWordWrap(true);
    form()->addRow(intro);
}

void TokenDialog::addAddressRow(const QString &label, const QString &example, const QString &toolTip)
{
    m_address->setPlaceholderText(example);
    m_address->setToolTip(toolTip);
    form()->addRow(label, m_address);
}

void TokenDialog::addTokenRow(const QString &toolTip, QWidget *beside)
{
    m_token->setToolTip(toolTip);
    if (!beside) {
        form()->addRow(tr("&Token:"), m_token);
        return;
    }
    auto *row = new QHBoxLayout;
    row->addWidget(m_token, 1);
    row->addWidget(beside);
    form()->addRow(tr("&Token:"), row);
}

void TokenDialog::addRememberAndButtons()
{
    form()->addRow(m_remember);
    form()->addRow(m_error);
    form()->addRow(m_buttons);
    validate();
}

QString TokenDialog::typedAddress() const
{
    return m_address->text().trimmed();
}

void TokenDialog::setTypedAddress(const QString &address)
{
    m_address->setText(address);
}

QByteArray TokenDialog::token() const
{
    return m_token->text().trimmed().toUtf8();
}

void TokenDialog::setTokenText(const QByteArray &token)
{
    m_token->setText(QString::fromUtf8(token));
}

bool TokenDialog::rememberToken() const
{
    return m_remember->isRemembered();
}

void TokenDialog::setKeyringMissing(const QString &why)
{
    m_remember->setKeyringMissing(why);
}

void TokenDialog::validate()
{
    const bool empty = address().isEmpty();
    const QString problem = empty ? QString() : addressProblem();
    m_buttons->button(QDialogButtonBox::Open)->setEnabled(!empty && problem.isEmpty());
    m_error->setText(problem);
    m_error->setVisible(!problem.isEmpty());
}

void TokenDialog::showError(const QString &message)
{
    m_error->setText(message);
    m_error->setVisible(true);
}

void TokenDialog::accept()
{
    if (address().isEmpty() || !addressProblem().isEmpty()) {
        validate();
        return;
    }
    QDialog::accept();
}

} // namespace askr::views
