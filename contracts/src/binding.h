#pragma once

#include "document.h"
#include "value.h"

#include <QString>

namespace askr::contracts {

// The kind a value is bound as, for every executor: the parameter table
// decides TEXT versus BLOB (in SQLite a BLOB never equals a TEXT, so the
// wrong one silently matches nothing). Throws Error (SQLITE_MISUSE) for a
// null where the table says the parameter may not be null.
Value::Kind bindingKind(const Value &value, const ParamDef *def, const QString &operation);

} // namespace askr::contracts
