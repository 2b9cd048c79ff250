#pragma once

#include <QString>

#include <functional>

class QWidget;

namespace askr::storage {
class Session;
}

namespace askr::views {

// Restores what activity entry activityId of the activity file at
// activityPath kept into session's database (RestoreActions): preview,
// question, apply, and a report of what was put back and what was skipped
// and why. When some were skipped (a dead letter with the same uuid is still
// there) it then offers, after a preview of its own, to put those back as
// new dead letters with new uuids. done runs after each apply.
void runRestore(QWidget *parent, storage::Session *session, const QString &activityPath, qint64 activityId,
                std::function<void()> done = {});

} // namespace askr::views
