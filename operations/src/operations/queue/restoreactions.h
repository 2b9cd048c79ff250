#pragma once

#include "operations/action.h"

#include <QCoreApplication>
#include <QJsonObject>

#include <memory>

namespace askr::operations {

// What a restore found and did, for its report: the kept rows still pending,
// those put back with their own uuid, those skipped because a dead letter
// with the same uuid is still there, and those put back as new (a new uuid).
// A preview fills it with what apply would do.
struct RestoreCount
{
    qint64 pending = 0;
    qint64 restored = 0;
    qint64 skipped = 0;
    qint64 asNew = 0;

    QJsonObject toJson() const;
};

// Undo of Forget: puts the dead letters an activity entry kept back into the
// watched database's askr_failed_jobs, with their uuid, queue, payload (TEXT
// or BLOB as it was), exception, attempts and failed_at, under new ids. A
// kept row whose uuid is a dead letter again (restored before, or never
// deleted after a crash) is skipped and stays pending, and the report says
// so; restoring AsNew puts such rows back under a fresh uuid as Laravel's
// Str::uuid() makes one. Rows already restored are not restored twice. The
// inserts are one transaction on the watched database; the rows put back
// are then marked restored in the activity file.
class RestoreActions
{
    Q_DECLARE_TR_FUNCTIONS(askr::operations::RestoreActions)

public:
    enum class Uuids { Keep, AsNew };

    static QString title();
    static QString asNewTitle();
    // Restores entry activityId of the activity file at activityPath; count,
    // when given, is filled by preview and apply.
    static Action restore(const QString &activityPath, qint64 activityId, Uuids uuids = Uuids::Keep,
                          std::shared_ptr<RestoreCount> count = {});
    // "Put back 25 of 94; 69 skipped: a dead letter with the same uuid is still there."
    static QString outcome(const RestoreCount &count);
    // A new dead letter's uuid: version 4, lowercase hex 8-4-4-4-12.
    static QByteArray newUuid();
};

} // namespace askr::operations
