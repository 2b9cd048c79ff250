#include "remote/changefeed.h"

#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QUrlQuery>

#include <algorithm>

namespace askr::remote {

ChangeFeed::ChangeFeed(RemoteTarget target, QStringList tables, QObject *parent)
    : QObject(parent)
    , m_target(std::move(target))
    , m_tables(std::move(tables))
    , m_manager(new QNetworkAccessManager(this))
{
}

ChangeFeed::~ChangeFeed()
{
    stop();
}

void ChangeFeed::start()
{
    stop();
    for (const QString &table : m_tables) {
        QUrlQuery query;
        query.addQueryItem(QStringLiteral("table"), table);
        QNetworkRequest req = remoteRequest(m_target, QStringLiteral("/beta/listen"), query);
        req.setRawHeader("Accept", "text/event-stream");
        // A stream stays open for as long as the server runs: no timeout.
        req.setTransferTimeout(0);
        QNetworkReply *reply = m_manager->get(req);
        m_replies.push_back(reply);
        connect(reply, &QNetworkReply::metaDataChanged, this, &ChangeFeed::updateLive);
        connect(reply, &QIODevice::readyRead, this, [this, reply] { readStream(reply); });
        connect(reply, &QNetworkReply::finished, this, [this, reply] { streamEnded(reply); });
    }
}

void ChangeFeed::stop()
{
    auto replies = std::move(m_replies);
    m_replies.clear();
    for (QNetworkReply *reply : replies) {
        reply->disconnect(this);
        reply->abort();
        reply->deleteLater();
    }
    if (m_live) {
        m_live = false;
        Q_EMIT liveChanged(false, tr("stopped"));
    }
}

void ChangeFeed::readStream(QNetworkReply *reply)
{
    // Server-sent events: "event:changes" then "data:{…}", a blank line
    // between events. Any event line counts; the data says only how many rows.
    bool any = false;
    while (reply->canReadLine()) {
        const QByteArray line = reply->readLine().trimmed();
        if (line.startsWith("event:"))
            any = true;
    }
    if (any) {
        ++m_events;
        Q_EMIT changed();
    }
}

void ChangeFeed::streamEnded(QNetworkReply *reply)
{
    const auto it = std::find(m_replies.begin(), m_replies.end(), reply);
    if (it == m_replies.end())
        return;
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    const QString reason = status == 404                           ? tr("the server has no change feed")
        : reply->error() != QNetworkReply::NoError                    ? reply->errorString()
        : status != 200                                               ? tr("HTTP %1").arg(status)
                                                                      : tr("the server closed the stream");
    m_replies.erase(it);
    reply->deleteLater();
    // One stream gone is a feed that misses changes: close the others too,
    // and let the client ask again.
    m_live = false;
    stop();
    Q_EMIT liveChanged(false, reason);
}

void ChangeFeed::updateLive()
{
    bool live = !m_replies.empty();
    for (QNetworkReply *reply : m_replies)
        live = live && reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt() == 200;
    if (live != m_live) {
        m_live = live;
        Q_EMIT liveChanged(live, {});
    }
}

} // namespace askr::remote
