#include "views/server/openserverdialog.h"

#include "remote/adminclient.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace askr::views {

OpenServerDialog::OpenServerDialog(QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Open Askr Server"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("The admin address of an Askr server (started with askr --admin ADDR): its workers, memory, traffic and "
                                "recorded errors, and a graceful reload."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    auto *form = new QFormLayout;
    m_address = new QLineEdit(this);
    m_address->setObjectName(QStringLiteral("address"));
    m_address->setPlaceholderText(QStringLiteral("http://127.0.0.1:9000"));
    m_address->setToolTip(tr("http://HOST:PORT, https://HOST or HOST:PORT"));
    form->addRow(tr("&Admin address:"), m_address);
    auto *tokenRow = new QHBoxLayout;
    m_token = new QLineEdit(this);
    m_token->setObjectName(QStringLiteral("token"));
    m_token->setEchoMode(QLineEdit::Password);
    m_token->setPlaceholderText(tr("none"));
    m_token->setToolTip(tr("The server's ASKR_ADMIN_TOKEN, if it is set. Kept in memory until Askr Desk quits."));
    connect(m_token, &QLineEdit::textEdited, this, [this] { m_tokenSource = tr("the token typed in"); });
    tokenRow->addWidget(m_token, 1);
    auto *fromFile = new QPushButton(QIcon::fromTheme(QStringLiteral("document-open")), tr("From &File…"), this);
    fromFile->setObjectName(QStringLiteral("tokenFromFile"));
    fromFile->setToolTip(tr("Read the token from a file (its first line)"));
    connect(fromFile, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Admin Token File"));
        if (!path.isEmpty())
            readTokenFile(path);
    });
    tokenRow->addWidget(fromFile);
    form->addRow(tr("&Token:"), tokenRow);
    layout->addLayout(form);
    m_remember = new QCheckBox(tr("&Remember the token in the desktop's keyring"), this);
    m_remember->setObjectName(QStringLiteral("remember"));
    layout->addWidget(m_remember);
    m_note = new QLabel(this);
    m_note->setObjectName(QStringLiteral("note"));
    m_note->setWordWrap(true);
    m_note->setVisible(false);
    layout->addWidget(m_note);
    m_error = new QLabel(this);
    m_error->setObjectName(QStringLiteral("error"));
    m_error->setWordWrap(true);
    m_error->setVisible(false);
    layout->addWidget(m_error);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Open | QDialogButtonBox::Cancel, this);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(m_buttons);
    connect(m_address, &QLineEdit::textChanged, this, &OpenServerDialog::validate);
    validate();
}

QString OpenServerDialog::address() const
{
    return m_address->text().trimmed();
}

QByteArray OpenServerDialog::token() const
{
    return m_token->text().trimmed().toUtf8();
}

QString OpenServerDialog::tokenSource() const
{
    return m_tokenSource.isEmpty() ? tr("the token typed in") : m_tokenSource;
}

bool OpenServerDialog::rememberToken() const
{
    return m_remember->isEnabled() && m_remember->isChecked();
}

void OpenServerDialog::setAddress(const QString &address)
{
    m_address->setText(address);
}

void OpenServerDialog::setToken(const QByteArray &token, const QString &source)
{
    m_token->setText(QString::fromUtf8(token));
    m_tokenSource = source;
}

bool OpenServerDialog::readTokenFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        m_error->setText(tr("The token file %1 cannot be read: %2").arg(path, file.errorString()));
        m_error->setVisible(true);
        return false;
    }
    // A token is one line; a file of megabytes is not one.
    setToken(file.readLine(4096).trimmed(), tr("the token file %1").arg(path));
    validate();
    return true;
}

void OpenServerDialog::validate()
{
    QString error;
    const bool ok = !address().isEmpty() && !remote::adminBaseUrl(address(), &error).isEmpty();
    m_buttons->button(QDialogButtonBox::Open)->setEnabled(ok);
    m_error->setText(address().isEmpty() ? QString() : error);
    m_error->setVisible(!ok && !address().isEmpty());
}

void OpenServerDialog::accept()
{
    if (remote::adminBaseUrl(address()).isEmpty()) {
        validate();
        return;
    }
    QDialog::accept();
}

void OpenServerDialog::setKeyringMissing(const QString &why)
{
    if (why.isEmpty() || m_remember->isChecked())
        return;
    m_remember->setEnabled(false);
    m_note->setText(tr("The token cannot be remembered: %1. It is kept until Askr Desk quits.").arg(why));
    m_note->setVisible(true);
}

} // namespace askr::views
