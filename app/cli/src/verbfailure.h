#pragma once

#include <QString>

namespace askr::cli {

// Something went wrong doing it: exit 1 with a message that says what to do.
struct Failure
{
    QString message;
};

} // namespace askr::cli
