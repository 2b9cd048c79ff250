#pragma once

#include <QCoreApplication>
#include <QVariant>

namespace askr::contracts {
class Value;
}

namespace askr::models {

// A job's name as the jobs and the dead letters show it: the payload's
// displayName, or "(unnamed)" in italics, with why in the tooltip, when the
// payload has none (it is not JSON, or names no job).
class JobNameCell
{
    Q_DECLARE_TR_FUNCTIONS(JobNameCell)
public:
    // name: the list's job_name (NULL without one); payloadSize: its bytes.
    static QVariant data(const contracts::Value &name, qint64 payloadSize, int role);
};

} // namespace askr::models
