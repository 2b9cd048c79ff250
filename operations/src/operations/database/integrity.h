#pragma once

#include <QStringList>

namespace askr::contracts {
class Connection;
}

namespace askr::operations::database {

// SQLite's quick_check, one line per finding ({"ok"} for a sound file). One
// row may hold several lines ("*** in database main ***\n...").
QStringList quickCheckLines(contracts::Connection &db);
// Whether those lines say the file is sound.
bool integrityOk(const QStringList &lines);
// What the window's Check Integrity and askr-deskctl check tell the user
// about path: sound, or damaged with the first findings and what to do.
QString integrityReport(const QString &path, const QStringList &lines);

} // namespace askr::operations::database
