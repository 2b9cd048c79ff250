#include "operations/format/escaping.h"

#include <cstring>

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

namespace {

// For appendEscapedText, per byte: the four bytes written for it (the byte
// itself, or its \\xHH escape) and how many of them count (1 or 4; 0 for
// the first byte of a multi-byte sequence, which has to be looked at), and
// for such a first byte its sequence's length and the allowed range of the
// second byte (Unicode's table 3-7, as sequenceLength()).
struct EscapeTable {
    char out[256][4];
    uchar len[256];
    uchar seqLen[256];
    uchar low[256];
    uchar high[256];
    constexpr EscapeTable() : out(), len(), seqLen(), low(), high()
    {
        constexpr char digits[] = "0123456789abcdef";
        for (int c = 0; c < 256; ++c) {
            const bool literal = (c >= 0x20 && c < 0x7F) || c == '\n' || c == '\t';
            const bool lead = c >= 0xC2 && c <= 0xF4;
            out[c][0] = literal ? char(c) : '\\';
            out[c][1] = 'x';
            out[c][2] = digits[c >> 4];
            out[c][3] = digits[c & 0xF];
            len[c] = literal ? 1 : lead ? 0 : 4;
            seqLen[c] = c <= 0xDF ? 2 : c <= 0xEF ? 3 : 4;
            low[c] = c == 0xE0 ? 0xA0 : c == 0xF0 ? 0x90 : 0x80;
            high[c] = c == 0xED ? 0x9F : c == 0xF4 ? 0x8F : 0xBF;
        }
    }
};
constexpr EscapeTable Table;

} // namespace

qsizetype appendEscapedText(QByteArray &out, const QByteArray &data, bool final)
{
    const auto *p = reinterpret_cast<const uchar *>(data.constData());
    const qsizetype n = data.size();
    // Written through a pointer into room for the worst case (every byte an
    // escape), four bytes at a time from the table, with no branch for a
    // byte that is written as it is or escaped: hundreds of megabytes of
    // random bytes go through here.
    const qsizetype start = out.size();
    out.resize(start + 4 * n);
    char *w = out.data() + start;
    qsizetype i = 0;
    while (i < n) {
        const uchar c = p[i];
        std::memcpy(w, Table.out[c], 4);
        if (const uchar l = Table.len[c]) {
            w += l;
            ++i;
            continue;
        }
        // The first byte of a sequence: its escape is written already.
        const int len = Table.seqLen[c];
        if (len > n - i) {
            const int seen = sequenceLength(p + i, n - i);
            if (seen < 0 && !final)
                break;
            w += 4; // cut short, or not a sequence: escaped
            ++i;
            continue;
        }
        bool valid = p[i + 1] >= Table.low[c] && p[i + 1] <= Table.high[c];
        for (int k = 2; valid && k < len; ++k)
            valid = p[i + k] >= 0x80 && p[i + k] <= 0xBF;
        if (!valid) {
            w += 4;
            ++i;
            continue;
        }
        if (len == 2 && c == 0xC2 && p[i + 1] <= 0x9F) {
            // A C1 control: both bytes escaped.
            std::memcpy(w + 4, Table.out[p[i + 1]], 4);
            w += 8;
            i += 2;
            continue;
        }
        std::memcpy(w, p + i, size_t(len));
        w += len;
        i += len;
    }
    out.truncate(w - out.constData());
    return i;
}

} // namespace askr::operations
