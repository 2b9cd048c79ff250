#include "sqltokens.h"

#include <cctype>
#include <strings.h>

namespace askr::contracts {

namespace {
bool isWordChar(unsigned char c)
{
    return std::isalnum(c) || c == '_' || c == '$' || c >= 0x80;
}
}

std::vector<Token> tokenize(const std::string &sql)
{
    std::vector<Token> out;
    size_t i = 0;
    const size_t n = sql.size();
    auto push = [&](Token::Kind kind, size_t start, size_t end) {
        out.push_back({kind, sql.substr(start, end - start), start});
    };
    while (i < n) {
        const size_t start = i;
        const unsigned char c = sql[i];
        if (std::isspace(c)) {
            while (i < n && std::isspace(static_cast<unsigned char>(sql[i])))
                ++i;
            push(Token::Space, start, i);
        } else if (c == '-' && i + 1 < n && sql[i + 1] == '-') {
            while (i < n && sql[i] != '\n')
                ++i;
            push(Token::Comment, start, i);
        } else if (c == '/' && i + 1 < n && sql[i + 1] == '*') {
            const size_t close = sql.find("*/", i + 2);
            i = close == std::string::npos ? n : close + 2;
            push(Token::Comment, start, i);
        } else if (c == '\'' || c == '"' || c == '`' || c == '[') {
            const char closing = c == '[' ? ']' : static_cast<char>(c);
            ++i;
            while (i < n) {
                if (sql[i] == closing) {
                    // A doubled quote is an escaped quote, not the end.
                    if (closing != ']' && i + 1 < n && sql[i + 1] == closing) {
                        i += 2;
                        continue;
                    }
                    ++i;
                    break;
                }
                ++i;
            }
            push(c == '\'' ? Token::String : Token::QuotedName, start, i);
        } else if ((c == ':' || c == '@' || c == '$') && i + 1 < n && isWordChar(static_cast<unsigned char>(sql[i + 1]))) {
            ++i;
            while (i < n && isWordChar(static_cast<unsigned char>(sql[i])))
                ++i;
            push(Token::Param, start, i);
        } else if (c == '?') {
            ++i;
            while (i < n && std::isdigit(static_cast<unsigned char>(sql[i])))
                ++i;
            push(Token::Param, start, i);
        } else if (std::isdigit(c) || (c == '.' && i + 1 < n && std::isdigit(static_cast<unsigned char>(sql[i + 1])))) {
            while (i < n && (std::isalnum(static_cast<unsigned char>(sql[i])) || sql[i] == '.'))
                ++i;
            push(Token::Number, start, i);
        } else if (isWordChar(c)) {
            while (i < n && isWordChar(static_cast<unsigned char>(sql[i])))
                ++i;
            push(Token::Word, start, i);
        } else {
            // Two-character operators first.
            static const char *const twos[] = {"<=", ">=", "<>", "!=", "==", "||", "<<", ">>", "->"};
            size_t len = 1;
            for (const char *two : twos) {
                if (i + 1 < n && sql[i] == two[0] && sql[i + 1] == two[1]) {
                    len = 2;
                    break;
                }
            }
            if (len == 2 && sql[i] == '-' && i + 2 < n && sql[i + 2] == '>')
                len = 3; // ->>
            i += len;
            push(Token::Punct, start, i);
        }
    }
    return out;
}

bool isKeyword(const Token &token, const char *keyword)
{
    return token.kind == Token::Word && strcasecmp(token.text.c_str(), keyword) == 0;
}

std::string join(const std::vector<Token> &tokens)
{
    std::string out;
    for (const auto &t : tokens)
        out += t.text;
    return out;
}

} // namespace askr::contracts
