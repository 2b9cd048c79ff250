#include "models/queue/jobfilters.h"

#include "value.h"

#include <QUtf8StringView>

namespace askr::models {

QString readableText(const QByteArray &bytes)
{
    bool plain = QUtf8StringView(bytes).isValidUtf8();
    for (char c : bytes)
        if (plain && ((uchar(c) < 0x20 && c != '\n' && c != '\r' && c != '\t') || c == 0x7f))
            plain = false;
    return plain ? QString::fromUtf8(bytes) : contracts::readableBytes(bytes);
}

QString readableText(const contracts::Value &value)
{
    return value.isNull() ? QString() : readableText(value.toBytes());
}

} // namespace askr::models
