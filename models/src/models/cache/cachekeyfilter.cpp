#include "models/cache/cachekeyfilter.h"

namespace askr::models {

QByteArray escapeGlob(const QByteArray &literal)
{
    QByteArray out;
    out.reserve(literal.size() + 8);
    for (char c : literal) {
        if (c == '*' || c == '?' || c == '[') {
            out += '[';
            out += c;
            out += ']';
        } else {
            out += c;
        }
    }
    return out;
}

bool looksLikeGlob(const QByteArray &pattern)
{
    return pattern.contains('*') || pattern.contains('?') || pattern.contains('[');
}

QByteArray unescapeBytes(const QString &text)
{
    const QByteArray utf8 = text.toUtf8();
    QByteArray out;
    out.reserve(utf8.size());
    auto hex = [](char c) -> int {
        if (c >= '0' && c <= '9')
            return c - '0';
        if (c >= 'a' && c <= 'f')
            return c - 'a' + 10;
        if (c >= 'A' && c <= 'F')
            return c - 'A' + 10;
        return -1;
    };
    for (qsizetype i = 0; i < utf8.size(); ++i) {
        const char c = utf8[i];
        if (c == '\\' && i + 1 < utf8.size()) {
            if (utf8[i + 1] == '\\') {
                out += '\\';
                ++i;
                continue;
            }
            if (utf8[i + 1] == 'x' && i + 3 < utf8.size() && hex(utf8[i + 2]) >= 0 && hex(utf8[i + 3]) >= 0) {
                out += char(hex(utf8[i + 2]) * 16 + hex(utf8[i + 3]));
                i += 3;
                continue;
            }
        }
        out += c;
    }
    return out;
}

CacheKeyFilter CacheKeyFilter::fromInput(const QString &pattern, Mode mode, const QString &contains)
{
    CacheKeyFilter f;
    const QByteArray p = unescapeBytes(pattern);
    if (!p.isEmpty()) {
        const bool glob = mode == Mode::Glob || (mode == Mode::Auto && looksLikeGlob(p));
        f.glob = glob ? p : escapeGlob(p) + '*';
    }
    const QByteArray t = unescapeBytes(contains);
    if (!t.isEmpty())
        f.text = t;
    return f;
}

} // namespace askr::models
