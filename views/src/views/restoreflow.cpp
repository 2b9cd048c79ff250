#include "views/restoreflow.h"

#include "operations/queue/restoreactions.h"
#include "views/actionrunner.h"

#include <QPointer>
#include <QWidget>

namespace askr::views {

using operations::RestoreActions;

namespace {

// The follow-up: the skipped ones as new dead letters, its own preview and question.
void offerAsNew(QWidget *parent, storage::Session *session, const QString &activityPath, qint64 activityId, const std::function<void()> &done)
{
    ActionSpec spec(RestoreActions::restore(activityPath, activityId, RestoreActions::Uuids::AsNew));
    spec.done = [done](qint64) {
        if (done)
            done();
    };
    runAction(parent, session, spec);
}

} // namespace

void runRestore(QWidget *parent, storage::Session *session, const QString &activityPath, qint64 activityId, std::function<void()> done)
{
    const auto count = std::make_shared<operations::RestoreCount>();
    ActionSpec spec(RestoreActions::restore(activityPath, activityId, RestoreActions::Uuids::Keep, count));
    QPointer<QWidget> guard(parent);
    auto followUp = [guard, session, activityPath, activityId, done, count] {
        if (guard && count->skipped > 0)
            offerAsNew(guard, session, activityPath, activityId, done);
    };
    spec.done = [done, followUp](qint64) {
        if (done)
            done();
        followUp();
    };
    // Every one skipped: say so, then offer them as new.
    spec.nothing = [guard, count, followUp, title = spec.title] {
        if (count->skipped == 0)
            return false;
        notify(guard, title, RestoreActions::outcome(*count));
        followUp();
        return true;
    };
    runAction(parent, session, spec);
}

} // namespace askr::views
