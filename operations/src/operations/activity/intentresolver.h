#pragma once

#include "value.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>
#include <utility>

namespace askr::contracts {
class Connection;
}

namespace askr::operations {

// Settles the intents of the activity log (contracts/activity.md,
// desk_intent) that outlived the process applying them: killed, crashed, or
// left without an answer from its database process. An intent still
// "applying" never reached its commit, so SQLite rolled it back: not done.
// One "committing" may have committed: its witness names dead letters the
// action moved or deleted in its one transaction, so all of them gone means
// done, all of them there means not done, and anything else (or no
// witness) unknown. Run where the watched database is open: askr-deskctl
// before every verb that changes it and when the log is listed, the window
// when it opens a database and after its database process came back.
class IntentResolver
{
    Q_DECLARE_TR_FUNCTIONS(askr::operations::IntentResolver)

public:
    struct Settled
    {
        qint64 activityId = 0;
        QString outcome; // "done", "not done" or "unknown"
        QString how;
    };

    // The witness of an action that moves or deletes these dead letters
    // (id, uuid as stored): {"dead_letters":[{"id":1,"uuid":"..."}]}.
    static QByteArray deadLettersWitness(const QList<std::pair<qint64, contracts::Value>> &rows);

    // Settles every intent on source whose process has ended (and those
    // given up), looking at watched; returns what it settled. act is the
    // activity file. Throws contracts::Error when either cannot be read.
    static QList<Settled> settle(contracts::Connection &act, contracts::Connection &watched, const QString &source, qint64 now);
    // The same, opening the activity file at activityPath; an activity file
    // that cannot be opened settles nothing (and logs why).
    static QList<Settled> settle(const QString &activityPath, contracts::Connection &watched, const QString &source);

    // The outcome of one intent: phase as stored, its witness.
    static Settled judge(contracts::Connection &watched, const QString &phase, const QByteArray &witness);
};

} // namespace askr::operations
