#pragma once

#include <QString>

#include <functional>

class QAction;
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
struct ActionSpec {
    QString title;                                          // "Retry failed jobs"
    std::function<qint64(contracts::Connection &)> preview; // runs on the worker
    std::function<QString(qint64)> question;                // "Retry 18,204 failed jobs matching …?"
    QString acceptLabel;                                    // "Retry"
    std::function<qint64(contracts::Connection &)> apply;   // runs on the worker
    std::function<QString(qint64 previewed, qint64 changed)> report; // "Retried 18,204 jobs."
    QString typedConfirmation;                              // non-empty: the user must type it
    std::function<void(qint64 changed)> done;               // after a successful apply
    std::function<void(const QString &message)> failed;
};

// Runs spec; nothing happens when the preview counts 0 (the user is told).
void runAction(QWidget *parent, storage::Session *session, const ActionSpec &spec);

// Asks the user; tests install a handler that answers instead of a dialog.
using ConfirmHandler = std::function<bool(const QString &title, const QString &question, const QString &typedConfirmation)>;
bool confirm(QWidget *parent, const QString &title, const QString &question, const QString &acceptLabel, const QString &typedConfirmation = {});
void setConfirmHandler(ConfirmHandler handler);
// Messages shown to the user after an action (tests read them).
using NotifyHandler = std::function<void(const QString &title, const QString &message, bool error)>;
void notify(QWidget *parent, const QString &title, const QString &message, bool error = false);
void setNotifyHandler(NotifyHandler handler);

// Disables a changing action in read-only modes, with the reason as tooltip.
void guardWriteAction(QAction *action, storage::Session *session);

} // namespace askr::views
