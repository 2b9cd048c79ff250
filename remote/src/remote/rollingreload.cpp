#include "remote/rollingreload.h"
#include "remote_debug.h"

#include "remote/adminclient.h"

#include <QStringList>

namespace askr::remote {

namespace {

const QString StatusPath = QStringLiteral("/api/status");
const QString HealthPath = QStringLiteral("/healthz");
const QString ReloadPath = QStringLiteral("/api/reload");

} // namespace

RollingReload::RollingReload(const QList<AdminClient *> &clients, QObject *parent)
    : QObject(parent)
{
    for (AdminClient *c : clients)
        m_servers.append(Server{c, Step::Waiting, QString()});
    m_poll.setInterval(1000);
    m_poll.setSingleShot(true);
    connect(&m_poll, &QTimer::timeout, this, &RollingReload::poll);
}

void RollingReload::start()
{
    if (m_running || m_servers.isEmpty())
        return;
    m_running = true;
    m_current = -1;
    next();
}

void RollingReload::cancel()
{
    m_cancelled = true;
}

void RollingReload::set(int index, Step step, const QString &note)
{
    m_servers[index].step = step;
    m_servers[index].note = note;
    Q_EMIT serverChanged(index);
}

void RollingReload::next()
{
    ++m_current;
    if (m_current >= m_servers.size()) {
        m_running = false;
        m_ok = true;
        m_summary = tr("Reloaded %1 servers, one at a time; each came back healthy with its rollout ok.").arg(m_servers.size());
        Q_EMIT finished(true, m_summary);
        return;
    }
    if (m_cancelled) {
        stop(tr("Stopped before %1, as asked.").arg(m_servers[m_current].client->displayName()));
        return;
    }
    AdminClient *client = m_servers[m_current].client;
    set(m_current, Step::Reloading, tr("reading its status before the reload"));
    // What the server says before: the outcome of its previous rollout is not this one's.
    client->get(StatusPath, this, [this, client](const AdminReply &r) {
        QString error;
        std::optional<ServerStatus> status;
        if (!r.ok())
            error = client->problem(StatusPath, r);
        else if (!(status = ServerStatus::parse(r.body, &error)))
            error = tr("%1 answered %2, but %3.").arg(client->displayName(), StatusPath, error);
        if (!status) {
            set(m_current, Step::Failed, error);
            stop(tr("Stopped at %1 before reloading it: %2").arg(client->displayName(), error));
            return;
        }
        baselineRead(*status);
    });
}

void RollingReload::baselineRead(const ServerStatus &status)
{
    AdminClient *client = m_servers[m_current].client;
    m_baseRollout = status.rollout;
    m_baseRespawns = status.respawns;
    m_basePids.clear();
    for (qint64 pid : status.pids.value_or(QList<qint64>{}))
        m_basePids.insert(pid);
    m_sawRolling = false;
    client->post(ReloadPath, this, [this, client](const AdminReply &r) {
        const QString error = r.ok() ? QString() : client->problem(ReloadPath, r);
        Q_EMIT reloadSent(m_current, error);
        if (!error.isEmpty()) {
            set(m_current, Step::Failed, error);
            stop(tr("Stopped at %1: it did not take the reload (%2).").arg(client->displayName(), error));
            return;
        }
        m_sentAtMs = monotonicMs();
        set(m_current, Step::Reloading, tr("reloading its workers"));
        m_poll.start();
    });
}

void RollingReload::poll()
{
    AdminClient *client = m_servers[m_current].client;
    m_answers = 0;
    client->get(HealthPath, this, [this](const AdminReply &r) {
        m_healthStatus = r.answered() ? r.status : 0;
        m_healthError = r.answered() ? QString::fromUtf8(r.body.left(100)).trimmed() : r.error;
        if (++m_answers == 2)
            judge();
    });
    client->get(StatusPath, this, [this, client](const AdminReply &r) {
        m_status.reset();
        m_statusError.clear();
        if (!r.ok())
            m_statusError = client->problem(StatusPath, r);
        else
            m_status = ServerStatus::parse(r.body, &m_statusError);
        if (++m_answers == 2)
            judge();
    });
}

void RollingReload::judge()
{
    AdminClient *client = m_servers[m_current].client;
    const QString name = client->displayName();
    std::optional<QString> rollout;
    bool moved = false;
    if (m_status) {
        rollout = m_status->rollout;
        if (rollout && *rollout == QLatin1String("rolling"))
            m_sawRolling = true;
        bool newPids = !m_basePids.isEmpty() && m_status->pids && !m_status->pids->isEmpty();
        for (qint64 pid : m_status->pids.value_or(QList<qint64>{}))
            newPids = newPids && !m_basePids.contains(pid);
        const qint64 workers = m_status->workersConfigured.value_or(1);
        const bool respawned = m_baseRespawns && m_status->respawns && *m_status->respawns - *m_baseRespawns >= std::max<qint64>(1, workers);
        moved = m_sawRolling || (rollout && m_baseRollout && *rollout != *m_baseRollout) || newPids || respawned;
    }
    const bool healthy = m_healthStatus == 200;
    if (moved && rollout && (*rollout == QLatin1String("aborted") || *rollout == QLatin1String("inconclusive"))) {
        const QString why = *rollout == QLatin1String("aborted") ? tr("its rollout was aborted: the previous code still runs there")
                                                                  : tr("its rollout was inconclusive");
        set(m_current, Step::Failed, why);
        stop(tr("Stopped at %1: %2.").arg(name, why));
        return;
    }
    // An older runtime says no rollout: new workers and a healthy server are the end of it.
    const bool ended = rollout ? *rollout == QLatin1String("ok") : true;
    if (moved && ended && healthy) {
        set(m_current, Step::Done, tr("healthy, rollout ok"));
        next();
        return;
    }
    if (monotonicMs() - m_sentAtMs > m_timeoutMs) {
        QString state = healthy ? tr("/healthz 200") : m_healthStatus ? tr("/healthz %1 %2").arg(m_healthStatus).arg(m_healthError)
                                                                      : tr("/healthz not answering (%1)").arg(m_healthError);
        if (rollout)
            state += tr(", rollout %1").arg(*rollout);
        else if (!m_statusError.isEmpty())
            state += QStringLiteral(", ") + m_statusError;
        const QString why = tr("not back healthy with its rollout ended within %1 s (%2)").arg(m_timeoutMs / 1000).arg(state);
        set(m_current, Step::Failed, why);
        stop(tr("Stopped at %1: %2.").arg(name, why));
        return;
    }
    set(m_current, Step::Reloading, m_status && rollout ? tr("reloading: rollout %1, /healthz %2").arg(*rollout).arg(m_healthStatus ? QString::number(m_healthStatus) : tr("no answer"))
                                                       : tr("reloading: waiting for it to answer"));
    m_poll.start();
}

void RollingReload::stop(const QString &why)
{
    QStringList untouched;
    for (int i = m_current + 1; i < m_servers.size(); ++i) {
        set(i, Step::NotStarted, QString());
        untouched << m_servers[i].client->displayName();
    }
    if (m_cancelled && m_current < m_servers.size() && m_servers[m_current].step == Step::Waiting) {
        set(m_current, Step::NotStarted, QString());
        untouched.prepend(m_servers[m_current].client->displayName());
    }
    m_running = false;
    m_ok = false;
    m_summary = untouched.isEmpty() ? why : tr("%1 Not reloaded: %2.").arg(why, untouched.join(QStringLiteral(", ")));
    qCInfo(ASKR_REMOTE).noquote() << "rolling reload:" << m_summary;
    Q_EMIT finished(false, m_summary);
}

} // namespace askr::remote
