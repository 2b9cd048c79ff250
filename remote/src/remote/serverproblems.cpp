#include "remote/serverproblems.h"

#include "remote/adminclient.h"
#include "remote/serverstatus.h"

#include <QCoreApplication>

namespace askr::remote {

QStringList serverProblems(const ServerStatus *status, const AdminReply &health)
{
    auto tr = [](const char *text) { return QCoreApplication::translate("askr::remote", text); };
    QStringList out;
    if (!health.answered())
        out << tr("/healthz does not answer (%1)").arg(health.error);
    else if (health.status != 200)
        out << tr("/healthz answers %1 %2").arg(health.status).arg(QString::fromUtf8(health.body.left(100)).trimmed());
    if (status && status->workersMissing())
        out << tr("%1 of %2 workers alive").arg(*status->workersAlive).arg(*status->workersConfigured);
    if (status && status->rolloutAborted())
        out << tr("the last rollout was aborted: the previous code still runs");
    return out;
}

} // namespace askr::remote
