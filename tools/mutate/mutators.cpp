#include "mutators.h"

#include "sqltokens.h"

#include <set>

namespace askr::mutate {

using askr::contracts::isKeyword;
using askr::contracts::Token;

namespace {

struct Tok {
    Token t;
    int depth; // parenthesis depth before this token
};

bool meaningful(const Token &t)
{
    return t.kind != Token::Space && t.kind != Token::Comment;
}

std::string squash(const std::string &s)
{
    std::string out;
    bool space = false;
    for (char c : s) {
        if (c == ' ' || c == '\n' || c == '\t' || c == '\r') {
            space = !out.empty();
        } else {
            if (space)
                out += ' ';
            space = false;
            out += c;
        }
    }
    return out;
}

class Mutator
{
public:
    explicit Mutator(const std::string &sql)
        : m_sql(sql)
    {
        int depth = 0;
        for (auto &t : askr::contracts::tokenize(sql)) {
            if (!meaningful(t))
                continue;
            if (t.kind == Token::Punct && t.text == ")")
                --depth;
            m_toks.push_back({t, depth});
            if (t.kind == Token::Punct && t.text == "(")
                ++depth;
        }
    }

    std::vector<Mutant> run()
    {
        for (size_t i = 0; i < m_toks.size(); ++i) {
            const Token &t = m_toks[i].t;
            if (isKeyword(t, "WHERE") || isKeyword(t, "WHEN")) {
                const size_t end = clauseEnd(i + 1, m_toks[i].depth, isKeyword(t, "WHEN"));
                boolean(i + 1, end, std::string(isKeyword(t, "WHEN") ? "WHEN" : "WHERE"));
            } else if (isKeyword(t, "ORDER") && i + 1 < m_toks.size() && isKeyword(m_toks[i + 1].t, "BY")) {
                orderBy(i + 2);
            } else if (isKeyword(t, "SET")) {
                setList(i + 1);
            } else if (isKeyword(t, "CASE")) {
                caseBranches(i);
            } else if (isKeyword(t, "LIMIT")) {
                const size_t end = clauseEnd(i + 1, m_toks[i].depth, false);
                if (end > i + 1)
                    replace(i + 1, end, "(" + text(i + 1, end) + ") + 1", "LIMIT loosened: " + text(i + 1, end));
            } else if (isKeyword(t, "RETURNING")) {
                returning(i + 1);
            } else if (t.kind == Token::Punct && !m_assignment.count(i)) {
                comparison(i);
            } else if (isKeyword(t, "IS")) {
                if (i + 1 < m_toks.size() && isKeyword(m_toks[i + 1].t, "NOT"))
                    replace(i, i + 2, "IS", "IS NOT -> IS near '" + text(i > 0 ? i - 1 : i, std::min(i + 3, m_toks.size())) + "'");
                else
                    replace(i, i + 1, "IS NOT", "IS -> IS NOT near '" + text(i > 0 ? i - 1 : i, std::min(i + 2, m_toks.size())) + "'");
            }
        }
        return m_out;
    }

private:
    std::string m_sql;
    std::vector<Tok> m_toks;
    std::vector<Mutant> m_out;
    std::set<size_t> m_assignment; // '=' tokens that assign in a SET list
    std::set<std::string> m_ids;

    std::string text(size_t from, size_t to) const
    {
        if (from >= to || from >= m_toks.size())
            return {};
        const size_t b = m_toks[from].t.offset;
        const size_t e = m_toks[to - 1].t.offset + m_toks[to - 1].t.text.size();
        return squash(m_sql.substr(b, e - b));
    }

    // Replaces tokens [from, to) with text.
    void replace(size_t from, size_t to, const std::string &with, const std::string &id)
    {
        size_t b, e;
        if (from < to) {
            b = m_toks[from].t.offset;
            e = m_toks[to - 1].t.offset + m_toks[to - 1].t.text.size();
        } else {
            b = e = from < m_toks.size() ? m_toks[from].t.offset : m_sql.size();
        }
        Mutant m{id, m_sql.substr(0, b) + with + m_sql.substr(e)};
        // Identical ids (the same text twice in a statement) get a counter.
        std::string unique = m.id;
        for (int n = 2; !m_ids.insert(unique).second; ++n)
            unique = m.id + " #" + std::to_string(n);
        m.id = unique;
        m_out.push_back(std::move(m));
    }

    // Inserts text right after token at (not before the next token, which
    // may follow a line break).
    void insertAfter(size_t at, const std::string &with, const std::string &id)
    {
        const size_t e = m_toks[at].t.offset + m_toks[at].t.text.size();
        Mutant m{id, m_sql.substr(0, e) + with + m_sql.substr(e)};
        std::string unique = m.id;
        for (int n = 2; !m_ids.insert(unique).second; ++n)
            unique = m.id + " #" + std::to_string(n);
        m.id = unique;
        m_out.push_back(std::move(m));
    }

    bool stopsClause(const Token &t) const
    {
        static const char *const stops[] = {"GROUP", "ORDER", "LIMIT", "RETURNING", "UNION", "EXCEPT", "INTERSECT", "WINDOW",
                                            "HAVING", "ON", "DO", "THEN", "ELSE", "END", "SET", "VALUES", "SELECT", "FROM", "OFFSET"};
        for (const char *s : stops)
            if (isKeyword(t, s))
                return true;
        return t.kind == Token::Punct && (t.text == ";" || t.text == ",");
    }

    size_t clauseEnd(size_t from, int depth, bool isWhen) const
    {
        size_t i = from;
        for (; i < m_toks.size(); ++i) {
            const Tok &k = m_toks[i];
            if (k.depth < depth) // the ')' that closes the enclosing group
                break;
            if (k.depth == depth && stopsClause(k.t)) {
                // A sub-select's FROM or a CASE's keywords inside the clause sit deeper.
                if (!isWhen && (isKeyword(k.t, "THEN") || isKeyword(k.t, "ELSE") || isKeyword(k.t, "END")))
                    continue;
                break;
            }
        }
        return i;
    }

    // Splits [from, to) at top-level 'op' (AND / OR), respecting BETWEEN.
    std::vector<std::pair<size_t, size_t>> split(size_t from, size_t to, const char *op) const
    {
        std::vector<std::pair<size_t, size_t>> parts;
        if (from >= to)
            return parts;
        const int depth = m_toks[from].depth;
        size_t start = from;
        bool between = false;
        int caseDepth = 0;
        for (size_t i = from; i < to; ++i) {
            const Tok &k = m_toks[i];
            if (k.depth != depth)
                continue;
            if (isKeyword(k.t, "CASE"))
                ++caseDepth;
            else if (isKeyword(k.t, "END"))
                --caseDepth;
            else if (isKeyword(k.t, "BETWEEN"))
                between = true;
            else if (caseDepth == 0 && isKeyword(k.t, op)) {
                if (between && std::string(op) == "AND") {
                    between = false;
                    continue;
                }
                parts.push_back({start, i});
                start = i + 1;
            }
        }
        parts.push_back({start, to});
        return parts;
    }

    void boolean(size_t from, size_t to, const std::string &where)
    {
        if (from >= to)
            return;
        const auto conjuncts = split(from, to, "AND");
        if (conjuncts.size() == 1) {
            replace(from, to, "1", where + " guard dropped: " + text(from, to));
        } else {
            for (size_t c = 0; c < conjuncts.size(); ++c) {
                // Remove the conjunct with the AND that joins it.
                const size_t b = c == 0 ? conjuncts[c].first : conjuncts[c - 1].second;
                const size_t e = c == 0 ? conjuncts[c + 1].first : conjuncts[c].second;
                replace(b, e, c == 0 ? "" : " ", where + " conjunct dropped: " + text(conjuncts[c].first, conjuncts[c].second));
            }
        }
        // OR branches, at this level or inside a parenthesised conjunct.
        for (const auto &[b, e] : conjuncts) {
            size_t ib = b, ie = e;
            if (ie - ib >= 2 && m_toks[ib].t.text == "(" && m_toks[ie - 1].t.text == ")" && m_toks[ie - 1].depth == m_toks[ib].depth) {
                ++ib;
                --ie;
            }
            const auto disjuncts = split(ib, ie, "OR");
            if (disjuncts.size() < 2)
                continue;
            for (size_t d = 0; d < disjuncts.size(); ++d) {
                const size_t rb = d == 0 ? disjuncts[d].first : disjuncts[d - 1].second;
                const size_t re = d == 0 ? disjuncts[d + 1].first : disjuncts[d].second;
                replace(rb, re, d == 0 ? "" : " ", where + " OR branch dropped: " + text(disjuncts[d].first, disjuncts[d].second));
            }
        }
    }

    void orderBy(size_t from)
    {
        if (from >= m_toks.size())
            return;
        const int depth = m_toks[from].depth;
        size_t termStart = from;
        for (size_t i = from; i <= m_toks.size(); ++i) {
            const bool atEnd = i == m_toks.size() || m_toks[i].depth < depth;
            const bool comma = !atEnd && m_toks[i].depth == depth && m_toks[i].t.text == ",";
            const bool stop = atEnd || (m_toks[i].depth == depth && !comma && stopsClause(m_toks[i].t));
            if ((stop || comma) && i > termStart) {
                const size_t last = i - 1;
                const std::string term = text(termStart, i);
                if (isKeyword(m_toks[last].t, "DESC"))
                    replace(last, i, "ASC", "ORDER BY flipped: " + term);
                else if (isKeyword(m_toks[last].t, "ASC"))
                    replace(last, i, "DESC", "ORDER BY flipped: " + term);
                else
                    insertAfter(last, " DESC", "ORDER BY flipped: " + term);
                termStart = i + 1;
            }
            if (stop)
                break;
        }
    }

    void setList(size_t from)
    {
        if (from >= m_toks.size())
            return;
        const int depth = m_toks[from].depth;
        std::vector<std::pair<size_t, size_t>> items;
        size_t start = from, i = from;
        for (; i < m_toks.size(); ++i) {
            const Tok &k = m_toks[i];
            if (k.depth < depth)
                break;
            if (k.depth == depth && (isKeyword(k.t, "WHERE") || isKeyword(k.t, "RETURNING") || isKeyword(k.t, "FROM") || k.t.text == ";"))
                break;
            if (k.depth == depth && k.t.text == ",") {
                items.push_back({start, i});
                start = i + 1;
            }
        }
        items.push_back({start, i});
        for (const auto &[b, e] : items)
            for (size_t k = b; k < e; ++k)
                if (m_toks[k].depth == depth && m_toks[k].t.text == "=") {
                    m_assignment.insert(k);
                    break;
                }
        for (size_t n = 0; n < items.size(); ++n) {
            const std::string item = text(items[n].first, items[n].second);
            if (items.size() == 1) {
                // Keep the statement valid: assign the column to itself.
                const size_t eq = *m_assignment.lower_bound(items[n].first);
                replace(eq + 1, items[n].second, text(items[n].first, eq), "SET assignment dropped: " + item);
                continue;
            }
            const size_t b = n == 0 ? items[n].first : items[n - 1].second;
            const size_t e = n == 0 ? items[n + 1].first : items[n].second;
            replace(b, e, n == 0 ? "" : " ", "SET assignment dropped: " + item);
        }
    }

    void caseBranches(size_t at)
    {
        // CASE WHEN c THEN a ELSE b END -> b (the branch never taken).
        const int depth = m_toks[at].depth;
        size_t elseAt = 0, end = 0;
        int nested = 0;
        for (size_t i = at + 1; i < m_toks.size(); ++i) {
            if (m_toks[i].depth != depth)
                continue;
            if (isKeyword(m_toks[i].t, "CASE"))
                ++nested;
            else if (isKeyword(m_toks[i].t, "END")) {
                if (nested-- == 0) {
                    end = i;
                    break;
                }
            } else if (nested == 0 && isKeyword(m_toks[i].t, "ELSE"))
                elseAt = i;
        }
        if (end && elseAt)
            replace(at, end + 1, "(" + text(elseAt + 1, end) + ")", "CASE dropped, always ELSE: " + text(at, end + 1));
    }

    void returning(size_t from)
    {
        if (from >= m_toks.size())
            return;
        const int depth = m_toks[from].depth;
        size_t start = from;
        for (size_t i = from; i <= m_toks.size(); ++i) {
            const bool end = i == m_toks.size() || m_toks[i].t.text == ";";
            if (end || (m_toks[i].depth == depth && m_toks[i].t.text == ",")) {
                // Keep the column's name so that only its value is wrong.
                size_t asAt = 0;
                for (size_t k = start; k < i; ++k)
                    if (m_toks[k].depth == depth && isKeyword(m_toks[k].t, "AS"))
                        asAt = k;
                const std::string item = text(start, i);
                const std::string name = asAt ? text(asAt + 1, i) : item;
                const bool plain = asAt || (i - start == 1 && m_toks[start].t.kind == Token::Word);
                if (plain)
                    replace(start, i, "NULL AS " + name, "RETURNING item nulled: " + item);
                start = i + 1;
            }
            if (end)
                break;
        }
    }

    void comparison(size_t i)
    {
        static const std::pair<const char *, const char *> swaps[] = {{"<=", "<"}, {"<", "<="}, {">=", ">"}, {">", ">="},
                                                                       {"=", "!="}, {"==", "!="}, {"!=", "="}, {"<>", "="}};
        const std::string &op = m_toks[i].t.text;
        for (const auto &[from, to] : swaps)
            if (op == from) {
                replace(i, i + 1, to, std::string("comparison ") + from + " -> " + to + " in '"
                                          + text(i > 0 ? i - 1 : i, std::min(i + 2, m_toks.size())) + "'");
                return;
            }
        if ((op == "+" || op == "-") && i > 0) {
            const Token &prev = m_toks[i - 1].t;
            const bool binary = prev.kind == Token::Word || prev.kind == Token::Number || prev.kind == Token::Param || prev.text == ")";
            if (binary && !isKeyword(prev, "THEN") && !isKeyword(prev, "ELSE") && !isKeyword(prev, "WHERE") && !isKeyword(prev, "AND")
                && !isKeyword(prev, "OR") && !isKeyword(prev, "SELECT"))
                replace(i, i + 1, op == "+" ? "-" : "+", std::string("arithmetic ") + op + " swapped in '"
                                                            + text(i > 0 ? i - 1 : i, std::min(i + 2, m_toks.size())) + "'");
        }
    }
};

} // namespace

std::vector<Mutant> mutants(const std::string &sql)
{
    return Mutator(sql).run();
}

} // namespace askr::mutate
