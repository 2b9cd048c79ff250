#pragma once

#include "operations/action.h"
#include "operations/activity/activityrun.h"

namespace askr::operations {

// The action, logged: its preview's count is noted, and when its apply ends
// the entry is written to the activity file at activityPath (when, source,
// origin, title, the question's first line, previewed, changed, or the error
// it threw, which is thrown on). Every action the window (views::runAction,
// runWrite) and askr-deskctl run goes through here. source names the
// database as ActivityRun::sourceOf() does.
Action recordActivity(Action action, const QString &source, Origin origin, const QString &activityPath);

} // namespace askr::operations
