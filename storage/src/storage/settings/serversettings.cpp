#include "storage/settings/serversettings.h"
#include "storage/settings/store.h"

namespace askr::storage::settings {

namespace {
const Setting<QString> Link{"ServerLinks", {}};
const Setting<QByteArray> OldToken{"RemoteTokens", {}};

QString linkKey(const QString &address)
{
    return QString::fromLatin1(Link.key) + QLatin1Char('/') + QString::fromLatin1(address.toUtf8().toPercentEncoding());
}

QString oldKey(const QString &address)
{
    return QString::fromLatin1(OldToken.key) + QLatin1Char('/') + QString::fromLatin1(address.toUtf8().toBase64(QByteArray::Base64UrlEncoding));
}
} // namespace

QString ServerSettings::linkedDatabase(const QString &address)
{
    return Store().value(Link, linkKey(address));
}

void ServerSettings::setLinkedDatabase(const QString &address, const QString &path)
{
    Store().setValue(Link, linkKey(address), path);
}

void ServerSettings::unlink(const QString &address)
{
    Store().remove(linkKey(address));
}

QByteArray ServerSettings::oldToken(const QString &address)
{
    return Store().value(OldToken, oldKey(address));
}

void ServerSettings::removeOldToken(const QString &address)
{
    Store().remove(oldKey(address));
}

QHash<QString, QByteArray> ServerSettings::oldTokens()
{
    QHash<QString, QByteArray> tokens;
    const Store store;
    const QString group = QString::fromLatin1(OldToken.key);
    for (const QString &key : store.childKeys(group)) {
        const QString address = QString::fromUtf8(QByteArray::fromBase64(key.toLatin1(), QByteArray::Base64UrlEncoding));
        const QByteArray token = store.value(OldToken, group + QLatin1Char('/') + key);
        if (!address.isEmpty() && !token.isEmpty())
            tokens.insert(address, token);
    }
    return tokens;
}

int ServerSettings::toldTokensLeft()
{
    return Store().value(ToldTokensLeft);
}

void ServerSettings::setToldTokensLeft(int left)
{
    Store store;
    if (left > 0)
        store.setValue(ToldTokensLeft, left);
    else
        store.remove(QString::fromLatin1(ToldTokensLeft.key));
}

} // namespace askr::storage::settings
