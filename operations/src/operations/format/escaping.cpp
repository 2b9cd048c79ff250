#include "operations/format/escaping.h"

namespace askr::operations {

namespace {

using uchar = unsigned char;

// The length of the well-formed UTF-8 sequence at p (Unicode's table 3-7:
// no overlong forms, surrogates or code points past U+10FFFF); 0 when the
// first byte starts none; -1 when the n bytes there end inside one.
int sequenceLength(const uchar *p, qsizetype n)
{
    const uchar c = p[0];
    if (c < 0x80)
        return 1;
    int len = 0;
    uchar low = 0x80, high = 0xBF; // the allowed range of the second byte
    if (c >= 0xC2 && c <= 0xDF) {
        len = 2;
    } else if (c >= 0xE0 && c <= 0xEF) {
        len = 3;
        low = c == 0xE0 ? 0xA0 : 0x80;
        high = c == 0xED ? 0x9F : 0xBF;
    } else if (c >= 0xF0 && c <= 0xF4) {
        len = 4;
        low = c == 0xF0 ? 0x90 : 0x80;
        high = c == 0xF4 ? 0x8F : 0xBF;
    } else {
        return 0;
    }
    for (int k = 1; k < len; ++k) {
        if (k >= n)
            return -1;
        const uchar lo = k == 1 ? low : 0x80;
        const uchar hi = k == 1 ? high : 0xBF;
        if (p[k] < lo || p[k] > hi)
            return 0;
    }
    return len;
}

// C0 controls, DEL and the C1 controls (U+0080 to U+009F).
bool isControl(const uchar *p, int len)
{
    return (len == 1 && (p[0] < 0x20 || p[0] == 0x7F)) || (len == 2 && p[0] == 0xC2 && p[1] <= 0x9F);
}

void appendByteEscape(QByteArray &out, uchar c)
{
    static const char digits[] = "0123456789abcdef";
    const char e[4] = { '\\', 'x', digits[c >> 4], digits[c & 0xF] };
    out.append(e, 4);
}

bool isHexDigit(uchar c)
{
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}

int hexValue(uchar c)
{
    return c <= '9' ? c - '0' : (c | 0x20) - 'a' + 10;
}

} // namespace

QString escapeName(const QByteArray &bytes)
{
    const auto *p = reinterpret_cast<const uchar *>(bytes.constData());
    const qsizetype n = bytes.size();
    // Whether the byte at j is written as an escape.
    auto escapedAt = [&](qsizetype j) {
        const int len = sequenceLength(p + j, n - j);
        return len <= 0 || isControl(p + j, len);
    };
    // A backslash before j must be doubled when what is written at j would
    // make it start an escape.
    auto doubledBefore = [&](qsizetype j) {
        if (j >= n)
            return false;
        return p[j] == '\\' || escapedAt(j) || (p[j] == 'x' && j + 2 < n && isHexDigit(p[j + 1]) && isHexDigit(p[j + 2]));
    };
    QByteArray out;
    out.reserve(n + 8);
    for (qsizetype i = 0; i < n;) {
        const int len = sequenceLength(p + i, n - i);
        if (len <= 0) {
            appendByteEscape(out, p[i++]);
        } else if (isControl(p + i, len)) {
            for (int k = 0; k < len; ++k)
                appendByteEscape(out, p[i++]);
        } else if (p[i] == '\\') {
            out += doubledBefore(i + 1) ? "\\\\" : "\\";
            ++i;
        } else {
            out.append(reinterpret_cast<const char *>(p + i), len);
            i += len;
        }
    }
    return QString::fromUtf8(out);
}

QByteArray unescapeName(const QString &text)
{
    const QByteArray in = text.toUtf8();
    const auto *p = reinterpret_cast<const uchar *>(in.constData());
    const qsizetype n = in.size();
    QByteArray out;
    out.reserve(n);
    for (qsizetype i = 0; i < n; ++i) {
        if (p[i] == '\\' && i + 1 < n && p[i + 1] == '\\') {
            out += '\\';
            ++i;
        } else if (p[i] == '\\' && i + 3 < n && p[i + 1] == 'x' && isHexDigit(p[i + 2]) && isHexDigit(p[i + 3])) {
            out += char(hexValue(p[i + 2]) * 16 + hexValue(p[i + 3]));
            i += 3;
        } else {
            out += char(p[i]);
        }
    }
    return out;
}

std::optional<QByteArray> bytesFromHex(const QString &text)
{
    QByteArray digits;
    for (const QChar c : text) {
        if (c == QLatin1Char(' ') || c == QLatin1Char(':'))
            continue;
        if (c.unicode() > 0x7F || !isHexDigit(uchar(c.unicode())))
            return std::nullopt;
        digits += char(c.unicode());
    }
    if (digits.size() % 2)
        return std::nullopt;
    return QByteArray::fromHex(digits);
}

qsizetype appendEscapedText(QByteArray &out, const QByteArray &data, bool final)
{
    static const char digits[] = "0123456789abcdef";
    const auto *p = reinterpret_cast<const uchar *>(data.constData());
    const qsizetype n = data.size();
    // Written through a pointer into room for the worst case (every byte an
    // escape): hundreds of megabytes go through here.
    const qsizetype start = out.size();
    out.resize(start + 4 * n);
    char *w = out.data() + start;
    auto escape = [&](uchar c) {
        *w++ = '\\';
        *w++ = 'x';
        *w++ = digits[c >> 4];
        *w++ = digits[c & 0xF];
    };
    qsizetype i = 0;
    while (i < n) {
        const uchar c = p[i];
        if ((c >= 0x20 && c < 0x7F) || c == '\n' || c == '\t') {
            *w++ = char(c);
            ++i;
            continue;
        }
        const int len = sequenceLength(p + i, n - i);
        if (len < 0 && !final)
            break;
        if (len <= 0) {
            escape(p[i++]);
        } else if (isControl(p + i, len)) {
            for (int k = 0; k < len; ++k)
                escape(p[i++]);
        } else {
            for (int k = 0; k < len; ++k)
                *w++ = char(p[i++]);
        }
    }
    out.truncate(w - out.constData());
    return i;
}

} // namespace askr::operations
