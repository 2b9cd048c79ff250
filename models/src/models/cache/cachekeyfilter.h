#pragma once

#include <QByteArray>
#include <QString>

#include <optional>

namespace askr::models {

// What the key browser's filter fields select, as the contract's
// :filter_glob and :filter_text take it (null disables either).
struct CacheKeyFilter {
    enum class Mode {
        Auto,   // a GLOB if the pattern has * ? or [, otherwise a prefix
        Prefix, // the pattern is a literal prefix
        Glob,   // the pattern is a GLOB as typed
    };

    std::optional<QByteArray> glob;
    std::optional<QByteArray> text;

    bool isEmpty() const { return !glob && !text; }
    bool operator==(const CacheKeyFilter &o) const { return glob == o.glob && text == o.text; }
    bool operator!=(const CacheKeyFilter &o) const { return !(*this == o); }
    // The parameters of any key-list operation, with the filter filled in.
    template<typename P> P params() const
    {
        P p;
        p.filter_glob = glob;
        p.filter_text = text;
        return p;
    }

    // From what the user typed. Both fields accept \xNN and \\ escapes, the
    // way keys that are not UTF-8 are shown, so a displayed key can be
    // pasted back and still match its bytes.
    static CacheKeyFilter fromInput(const QString &pattern, Mode mode, const QString &contains);
};

// A GLOB that matches exactly the literal text: * ? [ become [*] [?] [[].
QByteArray escapeGlob(const QByteArray &literal);
bool looksLikeGlob(const QByteArray &pattern);
// operations::unescapeName: \xNN and \\ back to bytes (the inverse of
// contracts::escapeBytes and of operations::escapeName).
QByteArray unescapeBytes(const QString &text);

} // namespace askr::models
