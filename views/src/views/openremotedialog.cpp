#include "views/openremotedialog.h"

#include "storage/remoteaddress.h"

#include <QFormLayout>
#include <QLineEdit>
#include <QUrl>
#include <QUrlQuery>

namespace askr::views {

OpenRemoteDialog::OpenRemoteDialog(QWidget *parent)
    : TokenDialog(parent)
{
    setWindowTitle(tr("Open Remote Database"));
    addIntro(tr("A database served by a libSQL server (sqld). It opens read-only; to change it, reopen it read-write "
                "(File ▸ Reopen As ▸ Read-Write)."));
    addAddressRow(tr("&Address:"), QStringLiteral("http://127.0.0.1:8080"), tr("http://HOST:PORT, https://HOST, or libsql://HOST (which means https)"));
    m_namespace = new QLineEdit(this);
    m_namespace->setObjectName(QStringLiteral("namespace"));
    m_namespace->setPlaceholderText(tr("the server's default"));
    m_namespace->setToolTip(tr("On a server that holds several databases (sqld --enable-namespaces), the one to open. It is added to the "
                               "address as ?namespace=NAME."));
    connect(m_namespace, &QLineEdit::textChanged, this, &OpenRemoteDialog::validate);
    form()->addRow(tr("&Namespace:"), m_namespace);
    addTokenRow(tr("The server's access token (a JWT), if it requires one. Kept in memory until Askr Desk quits."));
    addRememberAndButtons();
}

QString OpenRemoteDialog::address() const
{
    const QString text = typedAddress();
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

void OpenRemoteDialog::setAddress(const QString &address)
{
    // The namespace goes to its own field, the rest stays as typed.
    QUrl url(address);
    QUrlQuery query(url);
    m_namespace->setText(query.queryItemValue(QStringLiteral("namespace"), QUrl::FullyDecoded));
    if (!query.hasQueryItem(QStringLiteral("namespace"))) {
        setTypedAddress(address);
        return;
    }
    query.removeAllQueryItems(QStringLiteral("namespace"));
    url.setQuery(query);
    setTypedAddress(url.toString());
}

QString OpenRemoteDialog::addressProblem() const
{
    QString error;
    if (!storage::remoteBaseUrl(address(), &error).isEmpty())
        return {};
    return error.isEmpty() ? tr("%1 is not a server's address.").arg(address()) : error;
}

} // namespace askr::views
