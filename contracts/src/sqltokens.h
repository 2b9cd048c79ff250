#pragma once

#include <string>
#include <vector>

namespace askr::contracts {

// A lexical token of SQLite's dialect: enough to split statements, find bound
// parameters and let the mutation tool edit statements without a full parser.
struct Token {
    enum Kind { Space, Comment, Word, QuotedName, String, Number, Param, Punct };
    Kind kind;
    std::string text;
    size_t offset; // byte offset in the tokenized text
};

std::vector<Token> tokenize(const std::string &sql);

// Case-insensitive keyword test for a Word token.
bool isKeyword(const Token &token, const char *keyword);

std::string join(const std::vector<Token> &tokens);

} // namespace askr::contracts
