#pragma once

#include "operations/action.h"

#include <QCoreApplication>

namespace askr::operations {

// What can be done to the pub/sub log as a whole: trim it by age or to its
// newest events. The question names the subscribers that would lose events
// they have not read (counted with the preview). The Pub/sub page and
// askr-deskctl's trim run these.
class PubSubActions
{
    Q_DECLARE_TR_FUNCTIONS(askr::operations::PubSubActions)

public:
    // `age` is the cutoff as people read it ("2 hours"), for the texts.
    static Action trimAge(qint64 seconds, const QString &age);
    static Action trimSize(qint64 keep);
};

} // namespace askr::operations
