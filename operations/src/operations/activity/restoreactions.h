#pragma once

#include "operations/action.h"

#include <QCoreApplication>

namespace askr::operations {

// Undo of Forget: puts the dead letters an activity entry kept back into the
// watched database's askr_failed_jobs, with their uuid, queue, payload (TEXT
// or BLOB as it was), exception, attempts and failed_at, under new ids. A
// kept row whose uuid is a dead letter again (restored before, or never
// deleted after a crash) is skipped; rows already restored are not restored
// twice. The inserts are one transaction on the watched database; the rows
// are then marked restored in the activity file.
class RestoreActions
{
    Q_DECLARE_TR_FUNCTIONS(askr::operations::RestoreActions)

public:
    static QString title();
    // Restores entry activityId of the activity file at activityPath.
    static Action restore(const QString &activityPath, qint64 activityId);
};

} // namespace askr::operations
