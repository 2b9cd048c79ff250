#include "models/cache/cachekeyfilter.h"

#include "operations/format/escaping.h"

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
    return operations::unescapeName(text);
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
