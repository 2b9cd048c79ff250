#include "views/server/openserverdialog.h"

#include "remote/adminclient.h"

#include <QFile>
#include <QFileDialog>
#include <QLineEdit>
#include <QPushButton>

namespace askr::views {

OpenServerDialog::OpenServerDialog(QWidget *parent)
    : TokenDialog(parent)
{
    setWindowTitle(tr("Open Askr Server"));
    addIntro(tr("The admin address of an Askr server (started with askr --admin ADDR): its workers, memory, traffic and "
                "recorded errors, and a graceful reload."));
    addAddressRow(tr("&Admin address:"), QStringLiteral("http://127.0.0.1:9000"), tr("http://HOST:PORT, https://HOST or HOST:PORT"));
    auto *fromFile = new QPushButton(QIcon::fromTheme(QStringLiteral("document-open")), tr("From &File…"), this);
    fromFile->setObjectName(QStringLiteral("tokenFromFile"));
    fromFile->setToolTip(tr("Read the token from a file (its first line)"));
    connect(fromFile, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Admin Token File"));
        if (!path.isEmpty())
            readTokenFile(path);
    });
    addTokenRow(tr("The server's ASKR_ADMIN_TOKEN, if it is set. Kept in memory until Askr Desk quits."), fromFile);
    connect(tokenEdit(), &QLineEdit::textEdited, this, [this] { m_tokenSource = tr("the token typed in"); });
    addRememberAndButtons();
}

QString OpenServerDialog::tokenSource() const
{
    return m_tokenSource.isEmpty() ? tr("the token typed in") : m_tokenSource;
}

void OpenServerDialog::setToken(const QByteArray &token, const QString &source)
{
    setTokenText(token);
    m_tokenSource = source;
}

bool OpenServerDialog::readTokenFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        showError(tr("The token file %1 cannot be read: %2").arg(path, file.errorString()));
        return false;
    }
    // A token is one line; a file of megabytes is not one.
    setToken(file.readLine(4096).trimmed(), tr("the token file %1").arg(path));
    validate();
    return true;
}

QString OpenServerDialog::addressProblem() const
{
    QString error;
    if (!remote::adminBaseUrl(address(), &error).isEmpty())
        return {};
    return error.isEmpty() ? tr("%1 is not a server's address.").arg(address()) : error;
}

} // namespace askr::views
