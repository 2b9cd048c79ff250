#include "operations/laravel/phpconfig.h"

#include "operations/laravel/dotenv.h"

#include <QFile>

namespace askr::operations::laravel {

namespace {

struct Token {
    enum Kind { Str, Ident, Punct, End };
    Kind kind = End;
    QString text;
};

// PHP's tokens as far as config arrays need them: quoted strings, names
// (with \ and ::), => and single punctuation; comments skipped.
class Lexer
{
public:
    explicit Lexer(const QString &s) : m_s(s) {}

    Token next()
    {
        skip();
        const qsizetype n = m_s.size();
        if (m_i >= n)
            return {};
        const QChar c = m_s[m_i];
        if (c == QLatin1Char('\'') || c == QLatin1Char('"')) {
            ++m_i;
            QString out;
            while (m_i < n && m_s[m_i] != c) {
                if (m_s[m_i] == QLatin1Char('\\') && m_i + 1 < n) {
                    const QChar e = m_s[m_i + 1];
                    if (e == c || e == QLatin1Char('\\')) {
                        out += e;
                        m_i += 2;
                        continue;
                    }
                }
                out += m_s[m_i++];
            }
            ++m_i;
            return {Token::Str, out};
        }
        if (c.isLetterOrNumber() || c == QLatin1Char('_') || c == QLatin1Char('\\') || c == QLatin1Char('$')) {
            const qsizetype start = m_i;
            while (m_i < n && (m_s[m_i].isLetterOrNumber() || m_s[m_i] == QLatin1Char('_') || m_s[m_i] == QLatin1Char('\\') || m_s[m_i] == QLatin1Char('$')
                               || (m_s[m_i] == QLatin1Char(':') && m_i + 1 < n && m_s[m_i + 1] == QLatin1Char(':'))
                               || (m_s[m_i] == QLatin1Char(':') && m_i > 0 && m_s[m_i - 1] == QLatin1Char(':'))))
                ++m_i;
            return {Token::Ident, m_s.mid(start, m_i - start)};
        }
        if (c == QLatin1Char('=') && m_i + 1 < n && m_s[m_i + 1] == QLatin1Char('>')) {
            m_i += 2;
            return {Token::Punct, QStringLiteral("=>")};
        }
        ++m_i;
        return {Token::Punct, QString(c)};
    }

private:
    void skip()
    {
        const qsizetype n = m_s.size();
        while (m_i < n) {
            if (m_s[m_i].isSpace()) {
                ++m_i;
            } else if (m_s[m_i] == QLatin1Char('#') || m_s.mid(m_i, 2) == QLatin1String("//")) {
                while (m_i < n && m_s[m_i] != QLatin1Char('\n'))
                    ++m_i;
            } else if (m_s.mid(m_i, 2) == QLatin1String("/*")) {
                const qsizetype end = m_s.indexOf(QLatin1String("*/"), m_i + 2);
                m_i = end < 0 ? n : end + 2;
            } else if (m_s.mid(m_i, 5) == QLatin1String("<?php")) {
                m_i += 5;
            } else {
                break;
            }
        }
    }

    const QString &m_s;
    qsizetype m_i = 0;
};

class Parser
{
public:
    explicit Parser(const QString &s) : m_lex(s) { m_tok = m_lex.next(); }

    std::optional<PhpValue> returnedArray()
    {
        while (m_tok.kind != Token::End && !(m_tok.kind == Token::Ident && m_tok.text == QLatin1String("return")))
            advance();
        if (m_tok.kind == Token::End)
            return std::nullopt;
        advance();
        if (!isPunct("["))
            return std::nullopt;
        return value();
    }

private:
    bool isPunct(const char *p) const { return m_tok.kind == Token::Punct && m_tok.text == QLatin1String(p); }
    void advance() { m_tok = m_lex.next(); }

    // Skips an expression up to a , ] or ) at its own depth.
    PhpValue other(QString seen)
    {
        int depth = 0;
        while (m_tok.kind != Token::End) {
            if (depth == 0 && (isPunct(",") || isPunct("]") || isPunct(")") || isPunct(";") || isPunct("=>")))
                break;
            if (isPunct("(") || isPunct("["))
                ++depth;
            else if (isPunct(")") || isPunct("]"))
                --depth;
            seen += m_tok.text;
            advance();
        }
        PhpValue v;
        v.kind = PhpValue::Other;
        v.text = seen;
        return v;
    }

    PhpValue value()
    {
        if (isPunct("[")) {
            advance();
            PhpValue array;
            array.kind = PhpValue::Array;
            while (m_tok.kind != Token::End && !isPunct("]")) {
                PhpValue first = value();
                QString key;
                if (isPunct("=>")) {
                    advance();
                    key = first.text;
                    first = value();
                }
                array.entries.append({key, first});
                if (isPunct(","))
                    advance();
                else if (!isPunct("]"))
                    advance(); // something this reader does not follow: step over it
            }
            advance();
            return endOf(std::move(array));
        }
        if (m_tok.kind == Token::Str) {
            PhpValue v;
            v.kind = PhpValue::String;
            v.text = m_tok.text;
            advance();
            return endOf(std::move(v));
        }
        if (m_tok.kind == Token::Ident) {
            const QString name = m_tok.text;
            advance();
            if (isPunct("(")) {
                advance();
                PhpValue call;
                call.kind = PhpValue::Call;
                call.text = name;
                while (m_tok.kind != Token::End && !isPunct(")")) {
                    call.args.append(value());
                    if (isPunct(","))
                        advance();
                    else if (!isPunct(")"))
                        advance();
                }
                advance();
                return endOf(std::move(call));
            }
            return other(name);
        }
        return other(QString());
    }

    // A value followed by an operator (a . concatenation, a ?: ...) is one
    // this reader cannot evaluate.
    PhpValue endOf(PhpValue v)
    {
        if (m_tok.kind == Token::End || isPunct(",") || isPunct("]") || isPunct(")") || isPunct("=>") || isPunct(";"))
            return v;
        return other(v.text);
    }

    Lexer m_lex;
    Token m_tok;
};

} // namespace

const PhpValue *PhpValue::at(const QString &dotted) const
{
    const PhpValue *v = this;
    for (const QString &part : dotted.split(QLatin1Char('.'))) {
        if (v->kind != Array)
            return nullptr;
        const PhpValue *found = nullptr;
        for (const auto &e : v->entries)
            if (e.first == part)
                found = &e.second;
        if (!found)
            return nullptr;
        v = found;
    }
    return v;
}

std::optional<PhpValue> PhpConfig::parse(const QString &source)
{
    return Parser(source).returnedArray();
}

std::optional<PhpValue> PhpConfig::read(const QString &folder, const QString &name)
{
    QFile f(folder + QStringLiteral("/config/") + name + QStringLiteral(".php"));
    if (!f.open(QIODevice::ReadOnly))
        return std::nullopt;
    return parse(QString::fromUtf8(f.read(4 << 20)));
}

namespace {

bool nullText(const QString &v)
{
    return v.compare(QLatin1String("null"), Qt::CaseInsensitive) == 0 || v.compare(QLatin1String("(null)"), Qt::CaseInsensitive) == 0;
}

} // namespace

bool PhpConfig::isNull(const PhpValue &value, const DotEnv &env)
{
    if (value.kind == PhpValue::Other)
        return value.text.compare(QLatin1String("null"), Qt::CaseInsensitive) == 0;
    const QString f = value.text.startsWith(QLatin1Char('\\')) ? value.text.mid(1) : value.text;
    if (value.kind != PhpValue::Call || f != QLatin1String("env") || value.args.isEmpty() || value.args.first().kind != PhpValue::String)
        return false;
    const QString name = value.args.first().text;
    if (env.has(name))
        return nullText(env.value(name));
    return value.args.size() < 2 || isNull(value.args.at(1), env);
}

std::optional<QString> PhpConfig::evaluate(const PhpValue &value, const DotEnv &env, const QString &folder)
{
    switch (value.kind) {
    case PhpValue::String:
        return value.text;
    case PhpValue::Call: {
        const QString f = value.text.startsWith(QLatin1Char('\\')) ? value.text.mid(1) : value.text;
        if (f == QLatin1String("env") && !value.args.isEmpty() && value.args.first().kind == PhpValue::String) {
            const QString name = value.args.first().text;
            if (env.has(name)) {
                const QString v = env.value(name);
                if (nullText(v))
                    return std::nullopt;
                return v;
            }
            if (value.args.size() < 2)
                return std::nullopt;
            return evaluate(value.args.at(1), env, folder);
        }
        const QString sub = value.args.isEmpty() ? QString() : evaluate(value.args.first(), env, folder).value_or(QString());
        const auto join = [&](const QString &base) { return sub.isEmpty() ? base : base + QLatin1Char('/') + sub; };
        if (f == QLatin1String("database_path"))
            return join(folder + QStringLiteral("/database"));
        if (f == QLatin1String("base_path"))
            return join(folder);
        if (f == QLatin1String("storage_path"))
            return join(folder + QStringLiteral("/storage"));
        return std::nullopt;
    }
    case PhpValue::Array:
    case PhpValue::Other:
        break;
    }
    return std::nullopt;
}

} // namespace askr::operations::laravel
