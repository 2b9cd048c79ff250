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

} // namespace askr::models
