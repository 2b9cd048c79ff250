#include "views/openremotedialog.h"

#include "storage/remoteaddress.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QUrl>
#include <QUrlQuery>
#include <QVBoxLayout>

namespace askr::views {

OpenRemoteDialog::OpenRemoteDialog(QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Open Remote Database"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("A database served by a libSQL server (sqld). It opens read-only; to change it, reopen it read-write "
                                "(File ▸ Reopen As ▸ Read-Write)."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    auto *form = new QFormLayout;
    m_address = new QLineEdit(this);
    m_address->setObjectName(QStringLiteral("address"));
    m_address->setPlaceholderText(QStringLiteral("http://127.0.0.1:8080"));
    m_address->setToolTip(tr("http://HOST:PORT, https://HOST, or libsql://HOST (which means https)"));
    form->addRow(tr("&Address:"), m_address);
    m_namespace = new QLineEdit(this);
    m_namespace->setObjectName(QStringLiteral("namespace"));
    m_namespace->setPlaceholderText(tr("the server's default"));
    m_namespace->setToolTip(tr("On a server that holds several databases (sqld --enable-namespaces), the one to open. It is added to the "
                               "address as ?namespace=NAME."));
    form->addRow(tr("&Namespace:"), m_namespace);
    m_token = new QLineEdit(this);
    m_token->setObjectName(QStringLiteral("token"));
    m_token->setEchoMode(QLineEdit::Password);
    m_token->setPlaceholderText(tr("none"));
    m_token->setToolTip(tr("The server's access token (a JWT), if it requires one. Kept in memory until Askr Desk quits."));
    form->addRow(tr("&Token:"), m_token);
    layout->addLayout(form);
    m_remember = new QCheckBox(tr("&Remember the token on this computer"), this);
    m_remember->setObjectName(QStringLiteral("remember"));
    m_remember->setChecked(false);
    layout->addWidget(m_remember);
    m_rememberText = new QLabel(tr("The token is then kept in your desktop's keyring (GNOME Keyring, KWallet or another Secret Service), "
                                   "which opens with your login. It is never written to Askr Desk's settings."),
                                this);
    m_rememberText->setObjectName(QStringLiteral("rememberText"));
    m_rememberText->setWordWrap(true);
    m_rememberText->setEnabled(false);
    connect(m_remember, &QCheckBox::toggled, m_rememberText, &QWidget::setEnabled);
    layout->addWidget(m_rememberText);
    m_error = new QLabel(this);
    m_error->setObjectName(QStringLiteral("error"));
    m_error->setWordWrap(true);
    m_error->setVisible(false);
    layout->addWidget(m_error);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Open | QDialogButtonBox::Cancel, this);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(m_buttons);
    connect(m_address, &QLineEdit::textChanged, this, &OpenRemoteDialog::validate);
    connect(m_namespace, &QLineEdit::textChanged, this, &OpenRemoteDialog::validate);
    validate();
}

QString OpenRemoteDialog::address() const
{
    const QString text = m_address->text().trimmed();
    const QString ns = m_namespace->text().trimmed();
    if (text.isEmpty() || ns.isEmpty())
        return text;
    QUrl url(text);
    QUrlQuery query(url);
    query.removeAllQueryItems(QStringLiteral("namespace"));
    query.addQueryItem(QStringLiteral("namespace"), ns);
    url.setQuery(query);
    return url.toString();
}

QByteArray OpenRemoteDialog::token() const
{
    return m_token->text().trimmed().toUtf8();
}

bool OpenRemoteDialog::rememberToken() const
{
    return m_remember->isChecked();
}

void OpenRemoteDialog::setAddress(const QString &address)
{
    // The namespace goes to its own field, the rest stays as typed.
    QUrl url(address);
    QUrlQuery query(url);
    m_namespace->setText(query.queryItemValue(QStringLiteral("namespace"), QUrl::FullyDecoded));
    if (!query.hasQueryItem(QStringLiteral("namespace"))) {
        m_address->setText(address);
        return;
    }
    query.removeAllQueryItems(QStringLiteral("namespace"));
    url.setQuery(query);
    m_address->setText(url.toString());
}

void OpenRemoteDialog::setToken(const QByteArray &token)
{
    m_token->setText(QString::fromUtf8(token));
}

void OpenRemoteDialog::validate()
{
    QString error;
    const bool ok = !address().isEmpty() && !storage::remoteBaseUrl(address(), &error).isEmpty();
    m_buttons->button(QDialogButtonBox::Open)->setEnabled(ok);
    m_error->setText(address().isEmpty() ? QString() : error);
    m_error->setVisible(!ok && !address().isEmpty());
}

void OpenRemoteDialog::accept()
{
    QString error;
    if (storage::remoteBaseUrl(address(), &error).isEmpty()) {
        validate();
        return;
    }
    QDialog::accept();
}

void OpenRemoteDialog::setKeyringMissing(const QString &why)
{
    // A late answer never undoes a tick the user made: remembering then
    // fails, and the window says why.
    if (why.isEmpty() || m_remember->isChecked())
        return;
    m_remember->setEnabled(false);
    m_rememberText->setEnabled(true);
    m_rememberText->setText(tr("The token cannot be remembered: %1. It is kept until Askr Desk quits and asked for again next time.").arg(why));
}

} // namespace askr::views
