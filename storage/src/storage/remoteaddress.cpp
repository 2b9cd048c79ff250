#include "storage/remoteaddress.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QUrlQuery>

// Apart from the executor: what only parses an address links no Qt Network.

namespace askr::storage {

namespace {

// lupdate files a free tr() call under its enclosing namespace: ask for that.
QString tr(const char *text)
{
    return QCoreApplication::translate("askr::storage", text);
}

} // namespace

bool isRemoteUrl(const QString &text)
{
    for (const char *scheme : {"http://", "https://", "libsql://", "sqlanywhere://"})
        if (text.startsWith(QLatin1String(scheme), Qt::CaseInsensitive))
            return true;
    return false;
}

QUrl remoteBaseUrl(const QString &text, QString *error)
{
    QUrl url(text, QUrl::StrictMode);
    const QString scheme = url.scheme().toLower();
    if (!url.isValid() || url.host().isEmpty() || !isRemoteUrl(text)) {
        if (error)
            *error = tr("'%1' is not a server address. Use http://HOST:PORT, https://HOST or libsql://HOST.").arg(text);
        return {};
    }
    if (!url.userInfo().isEmpty()) {
        if (error)
            *error = tr("Put no user or password in the address; give a token with --token-file FILE or the ASKR_TOKEN environment variable.");
        return {};
    }
    if (scheme == QLatin1String("libsql") || scheme == QLatin1String("sqlanywhere"))
        url.setScheme(QStringLiteral("https"));
    else
        url.setScheme(scheme);
    QString path = url.path();
    while (path.endsWith(QLatin1Char('/')))
        path.chop(1);
    url.setPath(path);
    const QString ns = QUrlQuery(url).queryItemValue(QStringLiteral("namespace"), QUrl::FullyDecoded);
    static const QRegularExpression nsName(QStringLiteral("^[A-Za-z0-9_-]+$"));
    if (QUrlQuery(url).hasQueryItem(QStringLiteral("namespace")) && !nsName.match(ns).hasMatch()) {
        if (error)
            *error = tr("'%1' is not a namespace: sqld's namespaces are letters, digits, '-' and '_'.").arg(ns);
        return {};
    }
    QUrlQuery kept;
    if (!ns.isEmpty())
        kept.addQueryItem(QStringLiteral("namespace"), ns);
    url.setQuery(kept);
    url.setFragment(QString());
    return url;
}

} // namespace askr::storage
