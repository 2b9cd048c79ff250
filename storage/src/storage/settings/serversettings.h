#pragma once

#include "storage/settings/setting.h"

#include <QByteArray>
#include <QHash>
#include <QString>

namespace askr::storage::settings {

// Askr servers: the database each one's page is linked to, tokens stored
// before the keyring held them, and the token count last warned about.
class ServerSettings
{
public:
    // Keyed by address, percent-encoded: a settings key cannot hold '/'.
    static QString linkedDatabase(const QString &address);
    static void setLinkedDatabase(const QString &address, const QString &path);
    static void unlink(const QString &address);

    // Tokens from before the keyring, by address (base64url in the key).
    static QByteArray oldToken(const QString &address);
    static void removeOldToken(const QString &address);
    static QHash<QString, QByteArray> oldTokens();

    // The tokens left that the user was last told of; 0 when not told.
    static constexpr Ranged<int> ToldTokensLeft{"Tokens/toldLeft", 0, 0, 1 << 30};
    static int toldTokensLeft();
    static void setToldTokensLeft(int left);
};

} // namespace askr::storage::settings
