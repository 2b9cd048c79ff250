#pragma once

#include "operations/action.h"

#include <QString>

#include <functional>

class QAction;
class QObject;
class QWidget;

namespace askr::contracts {
class Connection;
}
namespace askr::storage {
class Session;
}

namespace askr::views {

// A destructive action as every view runs it: count exactly what it would
// touch (the contract's Preview operation), ask with that number, apply it
// on the worker in one transaction, and report the rows actually changed.
// Preview, apply and texts come from the operations catalogue (the same
// action askr-deskctl runs); the view adds what happens around it.
struct ActionSpec : operations::Action {
    ActionSpec() = default;
    ActionSpec(operations::Action action) : operations::Action(std::move(action)) {}

    std::function<void(qint64 changed)> done;               // after a successful apply
    std::function<void(const QString &message)> failed;
    // Asked when the preview counts 0: true when it told the user itself,
    // in place of "Nothing matches".
    std::function<bool()> nothing;
    // Set on an action that keeps what it removes (Forget): the message
    // after it offers Undo, which calls this with the activity entry's id.
    std::function<void(qint64 activityId)> undo;
    // The user already said yes in a dialog of the view's own that names
    // what it touches (Set TTL): no second question.
    bool confirmed = false;
};

// Runs spec; nothing happens when the preview counts 0 (the user is told).
void runAction(QWidget *parent, storage::Session *session, const ActionSpec &spec);

// Runs an action that needs no confirmation (a dialog before it was one, or
// it adds without destroying): its apply on the worker, done with apply's
// result on context's thread, failed with the message.
void runWrite(QObject *context, storage::Session *session, const operations::Action &action, std::function<void(qint64 result)> done,
              std::function<void(const QString &message)> failed);

// Settles the activity log's intents on session's database that outlived
// their process (operations::IntentResolver), on the worker; what it settles
// is told in context's message bar. Run when a database is opened and after
// an action whose outcome the database process took with it.
void settleIntents(QObject *context, storage::Session *session);

// Asks the user; tests install a handler that answers instead of a dialog.
using ConfirmHandler = std::function<bool(const QString &title, const QString &question, const QString &typedConfirmation)>;
bool confirm(QWidget *parent, const QString &title, const QString &question, const QString &acceptLabel, const QString &typedConfirmation = {});
void setConfirmHandler(ConfirmHandler handler);
// Messages shown to the user after an action: in the message bar of the
// page parent is on, else in a box (tests read them through the handler).
using NotifyHandler = std::function<void(const QString &title, const QString &message, bool error)>;
void notify(QWidget *parent, const QString &title, const QString &message, bool error = false);
void setNotifyHandler(NotifyHandler handler);

// Disables a changing action in read-only modes, with the reason as tooltip.
void guardWriteAction(QAction *action, storage::Session *session);

} // namespace askr::views
