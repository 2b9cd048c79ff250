#include "remote/adminclient.h"
#include "remote_debug.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QPointer>

namespace askr::remote {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("askr::remote", text);
}

} // namespace

qint64 monotonicMs()
{
    static QElapsedTimer clock = [] {
        QElapsedTimer t;
        t.start();
        return t;
    }();
    return clock.elapsed();
}

QUrl adminBaseUrl(const QString &text, QString *error)
{
    QString t = text.trimmed();
    if (t.isEmpty()) {
        if (error)
            *error = tr("No address: give the server's admin address, such as http://127.0.0.1:9000.");
        return {};
    }
    if (!t.contains(QLatin1String("://")))
        t.prepend(QLatin1String("http://"));
    QUrl url(t, QUrl::StrictMode);
    auto fail = [&](const QString &why) {
        if (error)
            *error = why;
        return QUrl();
    };
    if (!url.isValid() || url.host().isEmpty())
        return fail(tr("'%1' is not an address: write http://HOST:PORT, https://HOST or HOST:PORT.").arg(text));
    if (url.scheme() != QLatin1String("http") && url.scheme() != QLatin1String("https"))
        return fail(tr("'%1' is not an http:// or https:// address.").arg(text));
    if (!url.userInfo().isEmpty())
        return fail(tr("'%1' holds a user or password: give the token with --token-file or ASKR_ADMIN_TOKEN instead.").arg(url.host()));
    if ((!url.path().isEmpty() && url.path() != QLatin1String("/")) || url.hasQuery() || url.hasFragment())
        return fail(tr("'%1' has a path or query: the admin plane is at the server's root (http://HOST:PORT).").arg(text));
    url.setPath(QString());
    return url;
}

QString adminDisplayName(const QUrl &base)
{
    const int port = base.port(base.scheme() == QLatin1String("https") ? 443 : 80);
    return QStringLiteral("%1:%2").arg(base.host()).arg(port);
}

AdminClient::AdminClient(const QUrl &base, const QByteArray &token, const QString &tokenSource, QObject *parent)
    : QObject(parent)
    , m_base(base)
    , m_token(token)
    , m_tokenSource(tokenSource)
    , m_nam(new QNetworkAccessManager(this))
{
}

void AdminClient::get(const QString &path, QObject *context, const Done &done)
{
    send("GET", path, context, done);
}

void AdminClient::post(const QString &path, QObject *context, const Done &done)
{
    send("POST", path, context, done);
}

void AdminClient::send(const QByteArray &verb, const QString &path, QObject *context, const Done &done)
{
    QUrl url = m_base;
    url.setPath(path);
    QNetworkRequest request(url);
    request.setTransferTimeout(m_timeoutMs);
    // /healthz is open, and a load balancer's probe: no token where none is needed.
    if (!m_token.isEmpty() && path != QLatin1String("/healthz"))
        request.setRawHeader("Authorization", "Bearer " + m_token);
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::ManualRedirectPolicy);
    QNetworkReply *reply = verb == "POST" ? m_nam->post(request, QByteArray()) : m_nam->get(request);
    QPointer<QObject> guard(context);
    // Admin answers are a few KiB: a huge one is not read into memory.
    connect(reply, &QNetworkReply::downloadProgress, reply, [reply](qint64 received, qint64 total) {
        if (received > MaxAnswerBytes || total > MaxAnswerBytes) {
            reply->setProperty("askrTooLarge", true);
            reply->abort();
        }
    });
    connect(reply, &QNetworkReply::finished, this, [this, reply, guard, done, path] {
        reply->deleteLater();
        AdminReply r;
        r.receivedMs = monotonicMs();
        if (reply->property("askrTooLarge").toBool()) {
            r.tooLarge = true;
            r.error = tr("answer larger than %1 MiB").arg(MaxAnswerBytes >> 20);
            qCDebug(ASKR_REMOTE) << "answer too large from" << displayName() << path;
            if (guard)
                done(r);
            return;
        }
        r.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        if (reply->isOpen()) // not after a timeout's abort
            r.body = reply->readAll();
        if (r.status == 0) {
            const bool timedOut = reply->error() == QNetworkReply::OperationCanceledError || reply->error() == QNetworkReply::TimeoutError;
            r.error = timedOut ? tr("no answer in %1 s").arg(m_timeoutMs / 1000) : reply->errorString();
            qCDebug(ASKR_REMOTE) << "no answer from" << displayName() << path << r.error;
        }
        if (guard)
            done(r);
    });
}

AdminReply AdminClient::waitFor(bool post, const QString &path)
{
    AdminReply out;
    QEventLoop loop;
    auto done = [&](const AdminReply &r) {
        out = r;
        loop.quit();
    };
    if (post)
        this->post(path, &loop, done);
    else
        get(path, &loop, done);
    loop.exec();
    return out;
}

QString AdminClient::problem(const QString &path, const AdminReply &reply) const
{
    const QString server = displayName();
    if (reply.tooLarge)
        return tr("%1 answered %2 with more than %3 MiB, which no admin plane answer is: it was not read. Is this the server's admin address?")
            .arg(server, path)
            .arg(MaxAnswerBytes >> 20);
    if (!reply.answered())
        return tr("Cannot reach the Askr server at %1 (%2). Check that it runs with --admin on that address, and any SSH tunnel to it.")
            .arg(server, reply.error);
    if (reply.status == 401)
        return m_token.isEmpty()
            ? tr("%1 wants an admin token (401 unauthorized): give it with --token-file FILE or the ASKR_ADMIN_TOKEN environment variable.").arg(server)
            : tr("%1 refused the admin token %2 (401 unauthorized): check that it is the server's ASKR_ADMIN_TOKEN.").arg(server, m_tokenSource);
    if (reply.status == 404)
        return tr("%1 answered 404 for %2: is this an Askr server's admin address (askr --admin ADDR), and is the server recent enough?").arg(server, path);
    return tr("%1 answered %2 for %3: %4").arg(server).arg(reply.status).arg(path, QString::fromUtf8(reply.body.left(200)).trimmed());
}

} // namespace askr::remote
