#pragma once

#include "remote/serverstatus.h"

#include <QList>
#include <QObject>
#include <QSet>
#include <QString>
#include <QTimer>

#include <optional>

namespace askr::remote {

class AdminClient;

// Reloads a fleet of Askr servers one at a time: POST /api/reload on a
// server, then wait until its /healthz answers 200 and its rollout ends
// "ok", then go on to the next. It stops at the first server whose rollout
// ends "aborted" or "inconclusive", that is unhealthy, refuses the reload
// or does not finish in time, and says where it stopped; the servers after
// it are not touched.
//
// A rollout counts as this reload's only once it is seen to move ("rolling",
// another outcome than before, new worker pids or as many respawns as
// workers): the "ok" or "aborted" of the previous rollout is not taken for
// this one's.
class RollingReload : public QObject
{
    Q_OBJECT
public:
    enum class Step { Waiting, Reloading, Done, Failed, NotStarted };
    struct Server
    {
        AdminClient *client = nullptr;
        Step step = Step::Waiting;
        QString note; // what happened, for the list
    };

    // The clients stay the caller's; they must outlive the run.
    explicit RollingReload(const QList<AdminClient *> &clients, QObject *parent = nullptr);

    void setPollMs(int ms) { m_poll.setInterval(ms); }
    // How long one server may take to come back healthy with its rollout ended.
    void setServerTimeoutMs(int ms) { m_timeoutMs = ms; }
    void start();
    // Stops before the next server (the one reloading finishes on its own).
    void cancel();

    QList<Server> servers() const { return m_servers; }
    bool isRunning() const { return m_running; }
    int current() const { return m_current; }
    bool succeeded() const { return m_ok; }
    QString summary() const { return m_summary; }

Q_SIGNALS:
    void serverChanged(int index);
    // A server was sent its reload (error empty) or refused it: for the log.
    void reloadSent(int index, const QString &error);
    void finished(bool ok, const QString &summary);

private:
    void next();
    void baselineRead(const ServerStatus &status);
    void poll();
    void judge();
    void stop(const QString &why);
    void set(int index, Step step, const QString &note);

    QList<Server> m_servers;
    QTimer m_poll;
    int m_timeoutMs = 300000;
    int m_current = -1;
    bool m_running = false;
    bool m_cancelled = false;
    bool m_ok = false;
    QString m_summary;

    // What the current server said before its reload, and since.
    std::optional<QString> m_baseRollout;
    std::optional<qint64> m_baseRespawns;
    QSet<qint64> m_basePids;
    bool m_sawRolling = false;
    qint64 m_sentAtMs = 0;
    int m_answers = 0;
    int m_healthStatus = 0;
    QString m_healthError;
    std::optional<ServerStatus> m_status;
    QString m_statusError;
};

} // namespace askr::remote
