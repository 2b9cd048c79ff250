#pragma once

#include "value.h"

#include <QtGlobal>

#include <optional>

namespace askr::operations {

// A dead letter as Forget kept it: every column of its askr_failed_jobs row,
// each value with the storage class it had (a payload may be TEXT or BLOB).
struct KeptFailedJob
{
    qint64 originalId = 0;
    contracts::Value uuid;
    contracts::Value queue;
    contracts::Value payload;
    contracts::Value exception;
    contracts::Value attempts;
    contracts::Value failedAt;
    std::optional<qint64> restoredAt; // when it was put back; empty while kept
};

} // namespace askr::operations
