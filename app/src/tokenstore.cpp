#include "tokenstore.h"
#include "app_debug.h"

#include "storage/appdata.h"
#include "storage/settings/serversettings.h"

#include <QHash>

#include <memory>

#include <qt6keychain/keychain.h>

namespace askr::app {

namespace {

template<typename Job>
Job *makeJob(const QString &address)
{
    auto *job = new Job(TokenStore::service());
    job->setAutoDelete(true);
    // Never QtKeychain's plain-text fallback: that is the settings file again.
    job->setInsecureFallback(false);
    job->setKey(address);
    return job;
}

} // namespace

TokenStore::TokenStore(QObject *parent)
    : QObject(parent)
{
}

QString TokenStore::service()
{
    return QStringLiteral("askr-desk");
}

QString TokenStore::describe(int error, const QString &text)
{
    if (error == QKeychain::NoError || error == QKeychain::EntryNotFound) {
        m_missing.clear();
        return {};
    }
    // The details name D-Bus services; logged for whoever debugs, and the
    // user gets what to do.
    qCWarning(ASKR_APP) << "keyring:" << error << text;
    if (error == QKeychain::AccessDeniedByUser || error == QKeychain::AccessDenied)
        return tr("the keyring refused access (%1)").arg(text);
    m_missing = tr("no keyring answered (a Secret Service such as GNOME Keyring, or KWallet, on the session's D-Bus): %1").arg(text);
    return m_missing;
}

void TokenStore::read(const QString &address, QObject *context, const ReadDone &done)
{
    const QByteArray old = storage::settings::ServerSettings::oldToken(address);
    if (!old.isEmpty()) {
        // Not moved yet (no keyring when it was tried): still the user's.
        QMetaObject::invokeMethod(context, [done, old] { done(old, {}); }, Qt::QueuedConnection);
        return;
    }
    auto *job = makeJob<QKeychain::ReadPasswordJob>(address);
    connect(job, &QKeychain::Job::finished, context, [this, done](QKeychain::Job *j) {
        const QString error = describe(j->error(), j->errorString());
        done(error.isEmpty() ? static_cast<QKeychain::ReadPasswordJob *>(j)->textData().toUtf8() : QByteArray(), error);
    });
    job->start();
}

void TokenStore::remember(const QString &address, const QByteArray &token, QObject *context, const WriteDone &done)
{
    auto *job = makeJob<QKeychain::WritePasswordJob>(address);
    // As text, so that the keyring's own tools (Seahorse, secret-tool)
    // show the token as the server issued it.
    job->setTextData(QString::fromUtf8(token));
    connect(job, &QKeychain::Job::finished, context, [this, address, done](QKeychain::Job *j) {
        const QString error = describe(j->error(), j->errorString());
        if (error.isEmpty())
            storage::settings::ServerSettings::removeOldToken(address);
        done(error);
    });
    job->start();
}

void TokenStore::forget(const QString &address)
{
    storage::settings::ServerSettings::removeOldToken(address);
    auto *job = makeJob<QKeychain::DeletePasswordJob>(address);
    connect(job, &QKeychain::Job::finished, this, [this](QKeychain::Job *j) {
        describe(j->error(), j->errorString());
    });
    job->start();
}

QHash<QString, QByteArray> TokenStore::oldTokens()
{
    return storage::settings::ServerSettings::oldTokens();
}

void TokenStore::moveOldTokens()
{
    const QHash<QString, QByteArray> tokens = oldTokens();
    if (tokens.isEmpty())
        return;
    struct Tally {
        int waiting = 0, moved = 0, left = 0;
        QString why;
    };
    auto tally = std::make_shared<Tally>();
    tally->waiting = int(tokens.size());
    for (auto it = tokens.cbegin(); it != tokens.cend(); ++it) {
        remember(it.key(), it.value(), this, [this, tally](const QString &error) {
            if (error.isEmpty())
                ++tally->moved;
            else {
                ++tally->left;
                tally->why = error;
            }
            if (--tally->waiting == 0) {
                storage::keepSettingsPrivate();
                Q_EMIT oldTokensMoved(tally->moved, tally->left, tally->why);
            }
        });
    }
}

} // namespace askr::app
