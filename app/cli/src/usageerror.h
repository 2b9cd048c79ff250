#pragma once

#include <QString>

namespace askr::cli {

// A mistake on the command line: exit 2 with the message and a pointer to help.
struct UsageError
{
    QString message;
};

} // namespace askr::cli
