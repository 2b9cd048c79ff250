#pragma once

#include <QByteArray>
#include <QString>

namespace askr::contracts {
class Value;
}

namespace askr::models {

// Text as people read it: valid UTF-8 is shown as it is (Laravel's class
// names are full of backslashes; exceptions have line breaks), anything else
// with its odd bytes escaped. For display only; actions keep the raw value.
QString readableText(const QByteArray &bytes);
QString readableText(const contracts::Value &value);

// An exception's first line as a list shows it: the class without its
// namespace ("Illuminate\Database\QueryException: SQLSTATE…" becomes
// "QueryException: SQLSTATE…"), so that the message, which tells failures
// apart, fits in the column. Text that does not start with a class name is
// returned as it is; tooltips and the detail pane keep the whole line.
QString withoutNamespace(const QString &head);

} // namespace askr::models
