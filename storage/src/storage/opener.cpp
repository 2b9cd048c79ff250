#include "storage/opener.h"

#include "remote/hranaexecutor.h"

#include "askr_contracts_api.h"
#include "storage/host/dbhost.h"
#include "storage/host/hostexecutor.h"

#include <QCoreApplication>

#include <sqlite3.h>

namespace askr::storage {

using namespace askr::contracts;

OpenedDatabase openPlanned(const OpenPlan &plan)
{
    if (!plan.error.isEmpty())
        throw Error(SQLITE_CANTOPEN, plan.error);
    OpenedDatabase opened;
    if (plan.remote) {
        remote::RemoteTarget target;
        target.url = plan.url;
        target.token = plan.token;
        target.readOnly = plan.readOnly();
        opened.db = Connection::openRemote(std::make_unique<remote::HranaExecutor>(std::move(target)));
        // One cheap request: a server that is down or refuses the token is
        // told at open, not by every page.
        database::dataVersion(*opened.db);
        return opened;
    }
    if (DbHost::isActive()) {
        // The window's process: the database process opens it, snapshot
        // copy and all, and holds the connection (docs/reliability.md).
        opened.db = Connection::openRemote(host::HostExecutor::openPlan(plan));
        return opened;
    }
    return openFilePlan(plan);
}

} // namespace askr::storage
