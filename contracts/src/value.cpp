#include "value.h"

#include "connection.h"

#include <QCoreApplication>
#include <QStringDecoder>

#include <sqlite3.h>

#include <cctype>
#include <cmath>
#include <limits>

namespace askr::contracts {

qint64 Value::toInt() const
{
    switch (m_kind) {
    case Integer:
        return m_int;
    case Real:
        // A foreign client may store 1e300 or NaN where a time belongs; a cast
        // of an out-of-range double is undefined, so saturate instead.
        if (std::isnan(m_real))
            return 0;
        if (m_real >= 9223372036854775807.0)
            return std::numeric_limits<qint64>::max();
        if (m_real <= -9223372036854775808.0)
            return std::numeric_limits<qint64>::min();
        return static_cast<qint64>(m_real);
    case Text:
    case Blob:
        return m_bytes.trimmed().toLongLong();
    case Null:
        break;
    }
    return 0;
}

double Value::toReal() const
{
    switch (m_kind) {
    case Integer:
        return static_cast<double>(m_int);
    case Real:
        return m_real;
    case Text:
    case Blob:
        return m_bytes.toDouble();
    case Null:
        break;
    }
    return 0;
}

QByteArray Value::toBytes() const
{
    switch (m_kind) {
    case Integer:
        return QByteArray::number(m_int);
    case Real:
        return QByteArray::number(m_real, 'g', 17);
    case Text:
    case Blob:
        return m_bytes;
    case Null:
        break;
    }
    return {};
}

QString Value::toDisplayString() const
{
    switch (m_kind) {
    case Null:
        return {};
    case Integer:
        return QString::number(m_int);
    case Real:
        return QString::number(m_real);
    case Text:
    case Blob:
        return escapeBytes(m_bytes);
    }
    return {};
}

QVariant Value::toVariant() const
{
    switch (m_kind) {
    case Null:
        return {};
    case Integer:
        return m_int;
    case Real:
        return m_real;
    case Text:
        return escapeBytes(m_bytes);
    case Blob:
        return m_bytes;
    }
    return {};
}

const char *Value::typeName() const
{
    switch (m_kind) {
    case Null:
        return "null";
    case Integer:
        return "integer";
    case Real:
        return "real";
    case Text:
        return "text";
    case Blob:
        return "blob";
    }
    return "?";
}

bool Value::operator==(const Value &other) const
{
    if (m_kind != other.m_kind)
        return false;
    switch (m_kind) {
    case Null:
        return true;
    case Integer:
        return m_int == other.m_int;
    case Real:
        return m_real == other.m_real;
    case Text:
    case Blob:
        return m_bytes == other.m_bytes;
    }
    return false;
}

QString escapeBytes(const QByteArray &bytes)
{
    QString out;
    out.reserve(bytes.size());
    const auto *p = reinterpret_cast<const unsigned char *>(bytes.constData());
    const qsizetype n = bytes.size();
    qsizetype i = 0;
    while (i < n) {
        const unsigned char c = p[i];
        int len = 0;
        uint cp = 0;
        if (c < 0x80) {
            len = 1;
            cp = c;
        } else if ((c & 0xE0) == 0xC0) {
            len = 2;
            cp = c & 0x1F;
        } else if ((c & 0xF0) == 0xE0) {
            len = 3;
            cp = c & 0x0F;
        } else if ((c & 0xF8) == 0xF0) {
            len = 4;
            cp = c & 0x07;
        }
        bool valid = len > 0 && i + len <= n;
        for (int k = 1; valid && k < len; ++k) {
            if ((p[i + k] & 0xC0) != 0x80)
                valid = false;
            else
                cp = (cp << 6) | (p[i + k] & 0x3F);
        }
        // Reject overlong forms, surrogates and out-of-range code points.
        if (valid && ((len == 2 && cp < 0x80) || (len == 3 && cp < 0x800) || (len == 4 && cp < 0x10000)
                      || (cp >= 0xD800 && cp <= 0xDFFF) || cp > 0x10FFFF))
            valid = false;
        if (!valid || (cp < 0x20 && cp != '\t') || cp == 0x7F || cp == '\\') {
            if (valid && cp == '\\')
                out += QLatin1String("\\\\");
            else
                out += QStringLiteral("\\x%1").arg(c, 2, 16, QLatin1Char('0'));
            ++i;
            continue;
        }
        out += QString::fromUtf8(reinterpret_cast<const char *>(p + i), len);
        i += len;
    }
    return out;
}

QString readableBytes(const QByteArray &bytes)
{
    const QString escaped = escapeBytes(bytes);
    QString out;
    out.reserve(escaped.size());
    const qsizetype n = escaped.size();
    auto isHex = [&](qsizetype i) { return i < n && isxdigit(escaped.at(i).toLatin1()) && escaped.at(i).unicode() < 0x80; };
    for (qsizetype i = 0; i < n; ++i) {
        const QChar c = escaped.at(i);
        if (c != QLatin1Char('\\')) {
            out += c;
            continue;
        }
        // escapeBytes wrote "\\" for a backslash or "\xNN" for an odd byte.
        if (i + 1 < n && escaped.at(i + 1) == QLatin1Char('x')) {
            out += escaped.mid(i, 4);
            i += 3;
            continue;
        }
        // A backslash of the text: single unless an escape or something like one follows.
        const qsizetype next = i + 2;
        const bool ambiguous = next < n
            && (escaped.at(next) == QLatin1Char('\\') || (escaped.at(next) == QLatin1Char('x') && isHex(next + 1) && isHex(next + 2)));
        out += ambiguous ? QStringLiteral("\\\\") : QStringLiteral("\\");
        i += 1;
    }
    return out;
}

QByteArray jsonStringArray(const QList<QByteArray> &items)
{
    static const char hex[] = "0123456789abcdef";
    QByteArray out("[");
    for (const QByteArray &item : items) {
        if (item.contains('\0'))
            throw Error(SQLITE_MISUSE,
                QCoreApplication::translate("askr::contracts", "%1 holds a NUL byte, which SQLite's JSON cannot carry in a list.")
                    .arg(escapeBytes(item)));
        if (out.size() > 1)
            out += ',';
        out += '"';
        for (const char c : item) {
            const auto u = static_cast<unsigned char>(c);
            if (c == '"' || c == '\\') {
                out += '\\';
                out += c;
            } else if (u < 0x20) {
                out += "\\u00";
                out += hex[u >> 4];
                out += hex[u & 0xF];
            } else {
                out += c;
            }
        }
        out += '"';
    }
    out += ']';
    return out;
}

} // namespace askr::contracts
