#pragma once

#include <QString>

#include <functional>
#include <memory>

namespace askr::contracts {
class Connection;
}

namespace askr::operations {

class ActivityRun;

// One change to the data, the same whether a click or a verb asks for it:
// count exactly what it would touch (a contract Preview operation), apply it
// in one transaction, and the texts that describe it. Preview and apply run
// wherever the connection lives (the session's worker, or askr-deskctl).
struct Action
{
    QString title; // "Retry Failed Jobs"
    QString acceptLabel; // "Retry"
    QString typedConfirmation; // non-empty: the user must type it
    std::function<qint64(contracts::Connection &)> preview;
    std::function<qint64(contracts::Connection &)> apply;
    // Asked before applying, naming what it touches: "Retry 3 failed jobs (selected)?"
    std::function<QString(qint64 count)> question;
    // Told after applying: "Retried 3 failed jobs: …". An action with no
    // preview (the dialog before it was the question) is told apply's
    // result as `changed`, and 0 as `previewed`.
    std::function<QString(qint64 previewed, qint64 changed)> report;
    // One line for the command line: what was done, and what --dry-run would do.
    std::function<QString(qint64 changed)> changedText;
    std::function<QString(qint64 count)> previewText;
    // Read inside the apply's write transaction, before it changes
    // anything: a JSON object naming rows whose absence afterwards shows
    // that the change committed (see IntentResolver). Empty: nothing tells.
    std::function<QByteArray(contracts::Connection &)> witness;
    // Forget: apply keeps a copy of what it deletes in the activity log,
    // and refuses when it cannot (ActivityRun::keepThenDelete()).
    bool keepsCopy = false;
    // recordActivity() runs apply inside one write transaction of its own,
    // so that the log can say "committing" before the commit. False for an
    // apply that cannot run inside one (a journal-mode change).
    bool inOneTransaction = true;
    // Run once apply's change has committed, when a caller's transaction
    // held it (recordActivity()); apply runs it itself otherwise.
    std::function<void()> committed;
    // Where this run is logged (see ActivityRun and recordActivity()). Set
    // by the actions that keep what they remove (Forget), whose apply and
    // report use it; recordActivity() gives every other action one.
    std::shared_ptr<ActivityRun> run;
};

} // namespace askr::operations
