#include "models/queue/jobfilters.h"

#include "value.h"

#include <QRegularExpression>
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

QString withoutNamespace(const QString &head)
{
    // PHP's qualified class names: identifiers joined by backslashes, then a
    // colon (Laravel's "Class: message") or the end of the line.
    static const QRegularExpression qualified(QStringLiteral(R"(^\\?(?:[A-Za-z_]\w*\\)+(?=[A-Za-z_]\w*(?::|$)))"));
    const QRegularExpressionMatch m = qualified.match(head);
    return m.hasMatch() ? head.mid(m.capturedLength()) : head;
}

} // namespace askr::models
