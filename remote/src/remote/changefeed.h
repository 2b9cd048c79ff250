#pragma once

#include "remote/hranaexecutor.h"

#include <QObject>
#include <QStringList>

#include <vector>

class QNetworkAccessManager;
class QNetworkReply;

namespace askr::remote {

// sqld's change feed: one long-lived GET /beta/listen?table=T per table, a
// server-sent event ("event:changes") per commit that touched it. While
// every stream is open, a client learns of a change without asking; when one
// ends (the server went away, or it has no feed: 404), live() turns false and
// the client goes back to asking. Lives on the thread that made it; never
// blocks it.
class ChangeFeed : public QObject
{
    Q_OBJECT
public:
    ChangeFeed(RemoteTarget target, QStringList tables, QObject *parent = nullptr);
    ~ChangeFeed() override;

    // Opens the streams (again); closes those still open first.
    void start();
    void stop();
    // Every stream answered 200 and is open.
    bool isLive() const { return m_live; }
    // Events received so far (for tests and the idle measurement).
    quint64 eventsReceived() const { return m_events; }

Q_SIGNALS:
    // A commit touched one of the tables.
    void changed();
    // Every stream is open (true), or one ended (false, with why).
    void liveChanged(bool live, const QString &reason);

private:
    void readStream(QNetworkReply *reply);
    void streamEnded(QNetworkReply *reply);
    void updateLive();

    RemoteTarget m_target;
    QStringList m_tables;
    QNetworkAccessManager *m_manager;
    std::vector<QNetworkReply *> m_replies;
    bool m_live = false;
    quint64 m_events = 0;
};

} // namespace askr::remote
