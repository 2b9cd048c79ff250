#pragma once

#include <QStringList>

namespace askr::contracts {
class Connection;
}

namespace askr::operations::database {

// SQLite's quick_check, one line per finding ({"ok"} for a sound file). One
// row may hold several lines ("*** in database main ***\n...").
QStringList quickCheckLines(contracts::Connection &db);

} // namespace askr::operations::database
