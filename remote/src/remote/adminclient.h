#pragma once

#include <QByteArray>
#include <QObject>
#include <QString>
#include <QUrl>

#include <functional>

class QNetworkAccessManager;

namespace askr::remote {

// The base of an Askr server's admin plane from what a user typed:
// http://HOST:PORT, https://HOST, or HOST:PORT (http). Empty, with *error
// set, when it is not one; a path or query is refused (the plane has fixed
// paths).
QUrl adminBaseUrl(const QString &text, QString *error = nullptr);
// host:port as shown in messages and lists (never with a token).
QString adminDisplayName(const QUrl &base);
// A monotonic clock in milliseconds: when answers came, for rates and limits.
qint64 monotonicMs();

// One answer of the admin plane, or why there is none.
struct AdminReply
{
    int status = 0; // HTTP status; 0 when no answer came
    QByteArray body;
    QString error; // empty when an answer came (whatever its status)
    qint64 receivedMs = 0; // monotonic clock, for rates between readings
    bool tooLarge = false; // cut off at MaxAnswerBytes (error says so)

    bool answered() const { return error.isEmpty(); }
    bool ok() const { return answered() && status == 200; }
};

// Asks an Askr server's admin plane, asynchronously (the window never waits
// on the network; askr-deskctl waits in a local event loop). The token goes
// in Authorization: Bearer on every path but /healthz, and into no message:
// a refusal says where the token came from (tokenSource), not what it is.
class AdminClient : public QObject
{
    Q_OBJECT
public:
    AdminClient(const QUrl &base, const QByteArray &token, const QString &tokenSource, QObject *parent = nullptr);

    QUrl base() const { return m_base; }
    // Another client for the same server and token (for a run that must not
    // depend on this one's owner staying).
    AdminClient *clone(QObject *parent) const { return new AdminClient(m_base, m_token, m_tokenSource, parent); }
    QString displayName() const { return adminDisplayName(m_base); }
    void setTimeoutMs(int ms) { m_timeoutMs = ms; }
    // A longer answer is cut off and reported (a 10 MB one is no admin answer).
    static constexpr qint64 MaxAnswerBytes = 1 << 20;

    using Done = std::function<void(const AdminReply &)>;
    // done runs in context's thread, unless context is gone by then.
    void get(const QString &path, QObject *context, const Done &done);
    void post(const QString &path, QObject *context, const Done &done);

    // The same, waiting in a local event loop for the answer: for
    // askr-deskctl, one short-lived process that may wait (never the window).
    AdminReply getAndWait(const QString &path) { return waitFor(false, path); }
    AdminReply postAndWait(const QString &path) { return waitFor(true, path); }

    // What to tell a user about a reply that is not 200 (or not an answer):
    // names the server and the path, and for 401 where the token came from.
    QString problem(const QString &path, const AdminReply &reply) const;

private:
    AdminReply waitFor(bool post, const QString &path);
    void send(const QByteArray &verb, const QString &path, QObject *context, const Done &done);

    QUrl m_base;
    QByteArray m_token;
    QString m_tokenSource;
    int m_timeoutMs = 10000;
    QNetworkAccessManager *m_nam;
};

} // namespace askr::remote
