#pragma once

#include <QObject>
#include <QPointer>

#include <functional>

namespace askr::app {

// Where remembered server tokens live: the desktop's keyring (the Secret
// Service on GNOME and most desktops, KWallet on KDE) through QtKeychain,
// never the settings file. Every call is asynchronous: a keyring may have to
// ask the user to unlock it, and the window must not wait meanwhile.
//
// Older versions kept tokens in the settings file (RemoteTokens/...); those
// are moved into the keyring by moveOldTokens() and read from there until
// they are moved.
class TokenStore : public QObject
{
    Q_OBJECT
public:
    explicit TokenStore(QObject *parent = nullptr);

    // The keyring service the tokens are filed under (secret-tool's
    // "server" attribute, with the address as "user").
    static QString service();

    // done(token, error): token is empty when none is remembered (error
    // empty) or the keyring could not be read (error says why).
    using ReadDone = std::function<void(const QByteArray &token, const QString &error)>;
    void read(const QString &address, QObject *context, const ReadDone &done);

    // done(error): empty when the keyring keeps the token now.
    using WriteDone = std::function<void(const QString &error)>;
    void remember(const QString &address, const QByteArray &token, QObject *context, const WriteDone &done);
    void forget(const QString &address);

    // Tokens an older version wrote to the settings file, by address.
    static QHash<QString, QByteArray> oldTokens();
    // Moves them into the keyring and off the file; each one that could not
    // be moved stays where it was. Says what it did once, when done.
    void moveOldTokens();

    // Whether the last keyring call found no keyring, and why.
    bool keyringMissing() const { return !m_missing.isEmpty(); }
    QString missingReason() const { return m_missing; }

Q_SIGNALS:
    // moved tokens went into the keyring; left ones stayed in the settings
    // file because of why.
    void oldTokensMoved(int moved, int left, const QString &why);

private:
    QString describe(int error, const QString &text);

    QString m_missing;
};

} // namespace askr::app
