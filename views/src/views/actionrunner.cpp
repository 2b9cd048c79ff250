#include "views/actionrunner.h"

#include "operations/activity/activitylog.h"
#include "operations/activity/activityrun.h"
#include "operations/activity/intentresolver.h"
#include "operations/activity/recordactivity.h"
#include "models/loghealth.h"
#include "operations/format/format.h"
#include "views/messagebar.h"
#include "storage/session.h"

#include <QAction>
#include <QDialog>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QVBoxLayout>

namespace askr::views {

namespace {
ConfirmHandler &confirmHandler()
{
    static ConfirmHandler handler;
    return handler;
}
NotifyHandler &notifyHandler()
{
    static NotifyHandler handler;
    return handler;
}
// The action as the activity log records it (every action a view runs).
operations::Action logged(const operations::Action &action, storage::Session *session)
{
    return operations::recordActivity(action, operations::ActivityRun::sourceOf(session->path()), operations::Origin::App,
                                      operations::ActivityLog::defaultPath());
}

// The message after a Forget that kept rows offers to put them back.
void offerUndo(QWidget *parent, const ActionSpec &spec)
{
    if (!parent || !spec.undo || !spec.run || spec.run->kept() == 0 || spec.run->entryId() == 0)
        return;
    MessageBar *bar = MessageBar::forWidget(parent);
    if (!bar)
        return;
    const qint64 entry = spec.run->entryId();
    auto *undo = new QAction(QIcon::fromTheme(QStringLiteral("edit-undo")), QCoreApplication::translate("askr::views::ActionRunner", "&Undo"), bar);
    undo->setObjectName(QStringLiteral("undoAction"));
    undo->setShortcut(QKeySequence::Undo);
    undo->setToolTip(QCoreApplication::translate("askr::views::ActionRunner", "Put back what activity %1 kept, after a preview").arg(entry));
    QObject::connect(undo, &QAction::triggered, parent, [undoIt = spec.undo, entry] { undoIt(entry); });
    bar->offer(undo);
}

// What the log's run says after an action: a failure to write it goes to
// every view's problems, and is said with the action's message.
void noteLogWritten(const operations::ActivityRun *run)
{
    if (!run)
        return;
    if (run->error().isEmpty())
        models::LogHealth::instance()->reportWritten(models::LogHealth::Activity);
    else
        models::LogHealth::instance()->reportFailure(
            models::LogHealth::Activity, QCoreApplication::translate("askr::views::ActionRunner", "The activity log could not be written: %1").arg(run->error()));
}

QString withUnlogged(const QString &message, const operations::ActivityRun *run)
{
    const QString unlogged = run ? run->unloggedText() : QString();
    return unlogged.isEmpty() ? message : message + QLatin1Char(' ') + unlogged;
}

} // namespace

void settleIntents(QObject *context, storage::Session *session)
{
    const QString source = operations::ActivityRun::sourceOf(session->path());
    QPointer<QWidget> widget = qobject_cast<QWidget *>(context);
    session->query(
        storage::RequestKey(QStringLiteral("settle-intents")), context,
        [source](contracts::Connection &db) {
            return operations::IntentResolver::settle(operations::ActivityLog::defaultPath(), db, source);
        },
        [widget](const QList<operations::IntentResolver::Settled> &settled) {
            for (const auto &s : settled)
                notify(widget, QCoreApplication::translate("askr::views::ActionRunner", "Activity %1").arg(s.activityId),
                       QCoreApplication::translate("askr::views::ActionRunner", "Activity %1 was left unfinished when its process stopped; "
                                                                                  "looking at the database, it is %2. %3")
                           .arg(s.activityId)
                           .arg(s.outcome, s.how),
                       s.outcome != QLatin1String("done"));
        });
}

void setConfirmHandler(ConfirmHandler handler)
{
    confirmHandler() = std::move(handler);
}

void setNotifyHandler(NotifyHandler handler)
{
    notifyHandler() = std::move(handler);
}

bool confirm(QWidget *parent, const QString &title, const QString &question, const QString &acceptLabel, const QString &typedConfirmation)
{
    if (confirmHandler())
        return confirmHandler()(title, question, typedConfirmation);
    QDialog dialog(parent);
    dialog.setWindowTitle(title);
    auto *layout = new QVBoxLayout(&dialog);
    auto *label = new QLabel(question, &dialog);
    label->setWordWrap(true);
    layout->addWidget(label);
    QLineEdit *typed = nullptr;
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, &dialog);
    QPushButton *accept = buttons->addButton(acceptLabel, QDialogButtonBox::AcceptRole);
    accept->setIcon(QIcon::fromTheme(QStringLiteral("dialog-warning")));
    buttons->button(QDialogButtonBox::Cancel)->setDefault(true);
    if (!typedConfirmation.isEmpty()) {
        layout->addWidget(new QLabel(QCoreApplication::translate("askr::views::ActionRunner", "Type %1 to confirm:").arg(typedConfirmation), &dialog));
        typed = new QLineEdit(&dialog);
        layout->addWidget(typed);
        accept->setEnabled(false);
        QObject::connect(typed, &QLineEdit::textChanged, accept, [accept, typedConfirmation](const QString &t) { accept->setEnabled(t == typedConfirmation); });
    }
    layout->addWidget(buttons);
    QObject::connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    QObject::connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    return dialog.exec() == QDialog::Accepted;
}

void notify(QWidget *parent, const QString &title, const QString &message, bool error)
{
    // On a page the message goes to its bar, not to a box that wants a click.
    MessageBar *bar = parent ? MessageBar::forWidget(parent) : nullptr;
    if (bar)
        bar->showMessage(title, message, error ? MessageBar::Kind::Error : MessageBar::Kind::Positive);
    if (notifyHandler()) {
        notifyHandler()(title, message, error);
        return;
    }
    if (bar)
        return;
    if (error)
        QMessageBox::warning(parent, title, message);
    else
        QMessageBox::information(parent, title, message);
}

void runAction(QWidget *parent, storage::Session *session, const ActionSpec &unlogged)
{
    ActionSpec spec = unlogged;
    static_cast<operations::Action &>(spec) = logged(unlogged, session);
    if (session->isReadOnly()) {
        notify(parent, spec.title, QCoreApplication::translate("askr::views::ActionRunner", "Nothing was changed: %1").arg(session->readOnlyReason()), true);
        return;
    }
    QPointer<QWidget> guard(parent);
    auto fail = [guard, spec, session](const storage::Failure &f) {
        noteLogWritten(spec.run.get());
        if (spec.failed)
            spec.failed(f.message);
        notify(guard, spec.title, f.message, true);
        // Lost with the database process: once it is back, the log's intent
        // is settled by looking at the database.
        if (f.outcomeUnknown && guard)
            settleIntents(guard, session);
    };
    // Whether the log (and the copy Forget keeps) can be written is known
    // before the question, which says so.
    const bool keeps = spec.keepsCopy;
    spec.preview = [preview = spec.preview, run = spec.run, keeps](contracts::Connection &db) {
        const qint64 count = preview(db);
        run->probe(keeps ? count : 0);
        return count;
    };
    session->preview(parent, spec.preview,
                   [guard, session, spec, fail](qint64 count) {
                       if (!guard)
                           return;
                       if (count == 0) {
                           if (spec.nothing && spec.nothing())
                               return;
                           notify(guard, spec.title, QCoreApplication::translate("askr::views::ActionRunner", "Nothing matches: no row would change."));
                           return;
                       }
                       const QString problem = spec.run->probeProblem();
                       if (!problem.isEmpty()) {
                           // Never the plain button: it would be refused. Going
                           // on without the log is a choice worded for its cost.
                           const QString asked = spec.question(count).section(QLatin1Char('\n'), 0, 0);
                           const QString question = spec.keepsCopy
                               ? asked + QLatin1Char('\n') + problem + QLatin1Char('\n')
                                   + QCoreApplication::translate("askr::views::ActionRunner",
                                                                 "No copy can be kept, so Forget would delete nothing. Delete them without a copy? "
                                                                 "They cannot be restored.")
                               : asked + QLatin1Char('\n') + problem + QLatin1Char('\n')
                                   + QCoreApplication::translate("askr::views::ActionRunner",
                                                                 "Every change is logged before it is made, and the log cannot be written. Apply "
                                                                 "it without the log?");
                           const QString accept = spec.keepsCopy ? QCoreApplication::translate("askr::views::ActionRunner", "Delete Without a Copy")
                                                                 : QCoreApplication::translate("askr::views::ActionRunner", "Apply Without the Log");
                           if (!confirm(guard, spec.title, question, accept, spec.typedConfirmation))
                               return;
                           spec.run->setWithoutCopy(true);
                       } else if (!spec.confirmed && !confirm(guard, spec.title, spec.question(count), spec.acceptLabel, spec.typedConfirmation)) {
                           return;
                       }
                       session->write(guard, spec.apply,
                                      [guard, spec, count](qint64 changed) {
                                          noteLogWritten(spec.run.get());
                                          if (spec.done)
                                              spec.done(changed);
                                          notify(guard, spec.title, withUnlogged(spec.report(count, changed), spec.run.get()),
                                                 !spec.run->error().isEmpty());
                                          offerUndo(guard, spec);
                                      },
                                      fail);
                   },
                   fail);
}

void runWrite(QObject *context, storage::Session *session, const operations::Action &action, std::function<void(qint64)> done,
              std::function<void(const QString &)> failed)
{
    const operations::Action a = logged(action, session);
    session->write(
        context, a.apply,
        [run = a.run, done = std::move(done)](qint64 result) {
            noteLogWritten(run.get());
            if (done)
                done(result);
        },
        [failed, run = a.run](const storage::Failure &f) {
            noteLogWritten(run.get());
            if (failed)
                failed(f.message);
        });
}

void guardWriteAction(QAction *action, storage::Session *session)
{
    if (!session->isReadOnly())
        return;
    action->setEnabled(false);
    action->setToolTip(action->toolTip() + QLatin1String("\n") + QCoreApplication::translate("askr::views::ActionRunner", "Disabled: %1").arg(session->readOnlyReason()));
}

} // namespace askr::views
