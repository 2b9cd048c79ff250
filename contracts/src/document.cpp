#include "document.h"
#include "sqltokens.h"

#include <fstream>
#include <set>
#include <sstream>

namespace askr::contracts {

const char *toString(ParamType type)
{
    switch (type) {
    case ParamType::Integer:
        return "INTEGER";
    case ParamType::Text:
        return "TEXT";
    case ParamType::Blob:
        return "BLOB";
    }
    return "?";
}

const char *toString(Returns returns)
{
    switch (returns) {
    case Returns::Exec:
        return "exec";
    case Returns::One:
        return "one";
    case Returns::Opt:
        return "opt";
    case Returns::Many:
        return "many";
    }
    return "?";
}

const OperationDef *ContractDoc::find(const std::string &operation) const
{
    for (const auto &op : operations)
        if (op.name == operation)
            return &op;
    return nullptr;
}

const ContractDoc *ContractSet::find(const std::string &contract) const
{
    for (const auto &c : contracts)
        if (c.name == contract)
            return &c;
    return nullptr;
}

std::string Diagnostic::format() const
{
    return file + ":" + std::to_string(line) + ": error: " + message;
}

bool readFile(const std::string &path, std::string &out)
{
    std::ifstream in(path, std::ios::binary);
    if (!in)
        return false;
    std::ostringstream ss;
    ss << in.rdbuf();
    out = ss.str();
    return true;
}

namespace {

std::string trim(const std::string &s)
{
    const auto b = s.find_first_not_of(" \t\r\n");
    if (b == std::string::npos)
        return {};
    const auto e = s.find_last_not_of(" \t\r\n");
    return s.substr(b, e - b + 1);
}

std::vector<std::string> splitLines(const std::string &text)
{
    std::vector<std::string> lines;
    std::string line;
    std::istringstream in(text);
    while (std::getline(in, line)) {
        if (!line.empty() && line.back() == '\r')
            line.pop_back();
        lines.push_back(line);
    }
    return lines;
}

bool isIdentifier(const std::string &s)
{
    if (s.empty() || !(std::isalpha(static_cast<unsigned char>(s[0])) || s[0] == '_'))
        return false;
    for (char c : s)
        if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '_'))
            return false;
    return true;
}

int countNewlines(const std::string &s, size_t from, size_t to)
{
    int n = 0;
    for (size_t i = from; i < to && i < s.size(); ++i)
        n += s[i] == '\n';
    return n;
}

} // namespace

std::vector<StatementDef> splitStatements(const std::string &sql, int firstLine)
{
    std::vector<StatementDef> out;
    std::string current;
    int line = firstLine;
    int startLine = -1;
    for (const auto &tok : tokenize(sql)) {
        if (tok.kind == Token::Punct && tok.text == ";") {
            if (startLine >= 0)
                out.push_back({trim(current), startLine});
            current.clear();
            startLine = -1;
        } else {
            const bool meaningful = tok.kind != Token::Space && tok.kind != Token::Comment;
            if (meaningful && startLine < 0)
                startLine = line;
            if (startLine >= 0)
                current += tok.text;
        }
        line += countNewlines(tok.text, 0, tok.text.size());
    }
    if (startLine >= 0)
        out.push_back({trim(current), startLine}); // unterminated: caller decides
    return out;
}

std::vector<std::string> parameterNames(const std::string &sql)
{
    std::vector<std::string> names;
    std::set<std::string> seen;
    for (const auto &tok : tokenize(sql)) {
        if (tok.kind != Token::Param)
            continue;
        const std::string name = tok.text.substr(1);
        if (seen.insert(name).second)
            names.push_back(name);
    }
    return names;
}

ParameterTable parseParameters(const std::string &file, const std::string &text, std::vector<Diagnostic> &diagnostics)
{
    ParameterTable table;
    table.file = file;
    const auto lines = splitLines(text);
    for (size_t i = 0; i < lines.size(); ++i) {
        const std::string line = trim(lines[i]);
        if (line.size() < 2 || line[0] != '|')
            continue;
        std::vector<std::string> cells;
        std::string cell;
        for (size_t k = 1; k < line.size(); ++k) {
            if (line[k] == '|') {
                cells.push_back(trim(cell));
                cell.clear();
            } else {
                cell += line[k];
            }
        }
        if (cells.size() < 3)
            continue;
        std::string name = cells[0];
        if (name.size() >= 2 && name.front() == '`' && name.back() == '`')
            name = name.substr(1, name.size() - 2);
        else
            continue; // the header and the separator row have no backticks
        const int lineNo = static_cast<int>(i) + 1;
        ParamDef def;
        def.name = name;
        def.line = lineNo;
        def.meaning = cells[2];
        std::istringstream typeWords(cells[1]);
        std::string type, extra;
        typeWords >> type >> extra;
        if (type == "INTEGER")
            def.type = ParamType::Integer;
        else if (type == "TEXT")
            def.type = ParamType::Text;
        else if (type == "BLOB")
            def.type = ParamType::Blob;
        else {
            diagnostics.push_back({file, lineNo, "parameter '" + name + "' has unknown type '" + cells[1]
                                                      + "': write INTEGER, TEXT or BLOB, optionally followed by NULL"});
            continue;
        }
        if (extra == "NULL")
            def.nullable = true;
        else if (!extra.empty()) {
            diagnostics.push_back({file, lineNo, "parameter '" + name + "': unexpected '" + extra + "' after the type (only NULL may follow)"});
            continue;
        }
        if (!isIdentifier(name)) {
            diagnostics.push_back({file, lineNo, "parameter name '" + name + "' is not an identifier"});
            continue;
        }
        if (def.meaning.empty())
            diagnostics.push_back({file, lineNo, "parameter '" + name + "' has no meaning: say what it is"});
        if (table.params.count(name)) {
            diagnostics.push_back({file, lineNo, "parameter '" + name + "' is defined twice (first at line "
                                                      + std::to_string(table.params[name].line) + ")"});
            continue;
        }
        table.params[name] = def;
    }
    if (table.params.empty())
        diagnostics.push_back({file, 1, "no parameters found: expected a table of | `name` | TYPE | meaning | rows"});
    return table;
}

namespace {

bool parseAnnotation(const std::string &line, std::string &name, std::string &kind)
{
    // -- name: Claim :opt
    std::string s = trim(line);
    if (s.rfind("--", 0) != 0)
        return false;
    s = trim(s.substr(2));
    if (s.rfind("name:", 0) != 0)
        return false;
    std::istringstream words(s.substr(5));
    words >> name >> kind;
    return true;
}

// -- list: Jobs count=CountJobs before=JobsPageBefore at=JobIdAt range=JobIdRange
bool parseListAnnotation(const std::string &line, ListDef &list, std::string &error)
{
    std::string s = trim(line);
    if (s.rfind("--", 0) != 0)
        return false;
    s = trim(s.substr(2));
    if (s.rfind("list:", 0) != 0)
        return false;
    std::istringstream words(s.substr(5));
    words >> list.name;
    for (std::string word; words >> word;) {
        const size_t eq = word.find('=');
        const std::string key = word.substr(0, eq);
        const std::string value = eq == std::string::npos ? std::string() : word.substr(eq + 1);
        std::string *slot = key == "count" ? &list.count : key == "before" ? &list.before : key == "at" ? &list.at : key == "range" ? &list.range : nullptr;
        if (!slot || value.empty())
            error = "'" + word + "' in list " + list.name + ": use count=Op before=Op at=Op and, optionally, range=Op";
        else
            *slot = value;
    }
    if (error.empty() && (list.count.empty() || list.before.empty() || list.at.empty()))
        error = "list " + list.name + " needs count=, before= and at=";
    return true;
}

bool isTransactionControl(const std::string &sql, bool &immediate, bool &begin)
{
    const auto tokens = tokenize(sql);
    std::vector<std::string> words;
    for (const auto &t : tokens)
        if (t.kind == Token::Word)
            words.push_back(t.text);
        else if (t.kind != Token::Space && t.kind != Token::Comment)
            return false;
    auto upper = [](std::string w) {
        for (auto &c : w)
            c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
        return w;
    };
    if (words.empty())
        return false;
    const std::string first = upper(words[0]);
    if (first == "BEGIN") {
        begin = true;
        immediate = words.size() > 1 && upper(words[1]) == "IMMEDIATE";
        return true;
    }
    if (first == "COMMIT" || first == "END") {
        begin = false;
        return true;
    }
    return false;
}

void finishOperation(OperationDef &op, const ParameterTable &params, std::vector<Diagnostic> &diagnostics, bool openBegin)
{
    if (op.statements.empty()) {
        diagnostics.push_back({op.file, op.line, "operation " + op.name + " has no SQL statement after its annotation"});
        return;
    }
    if (openBegin)
        diagnostics.push_back({op.file, op.line, "operation " + op.name + " has BEGIN without COMMIT: end it with COMMIT;"});
    std::set<std::string> seen;
    for (const auto &st : op.statements) {
        for (const auto &name : parameterNames(st.sql)) {
            if (!seen.insert(name).second)
                continue;
            auto it = params.params.find(name);
            if (it == params.params.end()) {
                diagnostics.push_back({op.file, st.line, "operation " + op.name + " uses parameter :" + name
                                                             + ", which is not in " + params.file
                                                             + ": add it to the table with a type and a meaning, or fix the name"});
                continue;
            }
            op.params.push_back(it->second);
        }
    }
}

} // namespace

ContractDoc parseContract(const std::string &file, const std::string &text, const ParameterTable &params,
                          std::vector<Diagnostic> &diagnostics)
{
    ContractDoc doc;
    doc.file = file;
    {
        auto slash = file.find_last_of('/');
        std::string base = slash == std::string::npos ? file : file.substr(slash + 1);
        auto dot = base.find('.');
        doc.name = dot == std::string::npos ? base : base.substr(0, dot);
    }
    const auto lines = splitLines(text);
    enum Section { None, Schema, Operations, Other } section = None;
    bool sawSchema = false, sawOperations = false;
    std::set<std::string> names;

    if (lines.empty() || lines[0].rfind("# ", 0) != 0) {
        diagnostics.push_back({file, 1, "the first line must be a title like '# Queue contract (v1)'"});
    } else {
        doc.title = trim(lines[0].substr(2));
        const auto v = doc.title.rfind("(v");
        if (v == std::string::npos || doc.title.back() != ')')
            diagnostics.push_back({file, 1, "the title must end with the version, like '(v1)'"});
        else
            doc.version = std::atoi(doc.title.c_str() + v + 2);
        if (v != std::string::npos && doc.version <= 0)
            diagnostics.push_back({file, 1, "the version in the title must be a positive number, like '(v1)'"});
    }

    for (size_t i = 0; i < lines.size(); ++i) {
        const std::string &line = lines[i];
        if (line.rfind("## ", 0) == 0) {
            const std::string heading = trim(line.substr(3));
            if (heading == "Schema") {
                section = Schema;
                sawSchema = true;
            } else if (heading == "Operations") {
                section = Operations;
                sawOperations = true;
            } else {
                section = Other;
            }
            continue;
        }
        if (trim(line).rfind("```", 0) != 0)
            continue;
        // A fence: collect it whole.
        const std::string lang = trim(trim(line).substr(3));
        const int fenceLine = static_cast<int>(i) + 1;
        std::vector<std::string> body;
        size_t j = i + 1;
        for (; j < lines.size(); ++j) {
            if (trim(lines[j]).rfind("```", 0) == 0)
                break;
            body.push_back(lines[j]);
        }
        if (j == lines.size())
            diagnostics.push_back({file, fenceLine, "code fence is never closed: add a line with ```"});
        i = j;
        if (lang != "sql" || (section != Schema && section != Operations))
            continue;

        if (section == Schema) {
            std::string sql;
            for (const auto &l : body)
                sql += l + "\n";
            for (auto &st : splitStatements(sql, fenceLine + 1))
                doc.schema.push_back(st);
            continue;
        }

        // Operations: walk the fence line by line so that annotations split it.
        OperationDef *current = nullptr;
        bool openBegin = false;
        bool committed = false;
        std::string pending;
        int pendingLine = -1;
        auto flushStatement = [&](int) {
            const std::string sql = trim(pending);
            pending.clear();
            const int stLine = pendingLine;
            pendingLine = -1;
            // Strip comments-only chunks.
            bool meaningful = false;
            for (const auto &t : tokenize(sql))
                meaningful |= t.kind != Token::Space && t.kind != Token::Comment;
            if (!meaningful)
                return;
            if (!current) {
                diagnostics.push_back({file, stLine, "statement without an annotation: put a line like '-- name: DoThing :exec' before it"});
                return;
            }
            bool immediate = false, begin = false;
            if (isTransactionControl(sql, immediate, begin)) {
                if (begin) {
                    if (!current->statements.empty())
                        diagnostics.push_back({file, stLine, "BEGIN must be the first statement of operation " + current->name});
                    current->immediate = immediate;
                    openBegin = true;
                } else {
                    if (!openBegin)
                        diagnostics.push_back({file, stLine, "COMMIT without BEGIN in operation " + current->name});
                    openBegin = false;
                    committed = true;
                }
                return;
            }
            if (committed)
                diagnostics.push_back({file, stLine, "statement after COMMIT in operation " + current->name + ": start a new annotation"});
            current->statements.push_back({sql, stLine});
        };
        // Tokenize the fence whole (strings and comments may span lines);
        // an annotation comment starts a new operation.
        std::string bodyText;
        for (const auto &l : body)
            bodyText += l + "\n";
        int lineNo = fenceLine + 1;
        for (const auto &tok : tokenize(bodyText)) {
            std::string name, kind, listError;
            ListDef list;
            if (tok.kind == Token::Comment && parseListAnnotation(tok.text, list, listError)) {
                if (!listError.empty())
                    diagnostics.push_back({file, lineNo, listError});
                else if (!current || current->returns != Returns::Many || !current->statements.empty() || !trim(pending).empty())
                    diagnostics.push_back({file, lineNo, "a '-- list:' line follows the '-- name:' line of the list's :many page operation"});
                else if (!isIdentifier(list.name) || !std::isupper(static_cast<unsigned char>(list.name[0])))
                    diagnostics.push_back({file, lineNo, "list name '" + list.name + "' must be an identifier in UpperCamelCase"});
                else {
                    list.page = current->name;
                    list.file = file;
                    list.line = lineNo;
                    doc.lists.push_back(list);
                }
            }
            if (tok.kind == Token::Comment && parseAnnotation(tok.text, name, kind)) {
                flushStatement(lineNo);
                if (current)
                    finishOperation(*current, params, diagnostics, openBegin);
                openBegin = false;
                committed = false;
                doc.operations.push_back({});
                current = &doc.operations.back();
                current->contract = doc.name;
                current->name = name;
                current->file = file;
                current->line = lineNo;
                if (!isIdentifier(name) || !std::isupper(static_cast<unsigned char>(name[0])))
                    diagnostics.push_back({file, lineNo, "operation name '" + name + "' must be an identifier in UpperCamelCase"});
                if (kind == ":exec")
                    current->returns = Returns::Exec;
                else if (kind == ":one")
                    current->returns = Returns::One;
                else if (kind == ":opt")
                    current->returns = Returns::Opt;
                else if (kind == ":many")
                    current->returns = Returns::Many;
                else
                    diagnostics.push_back({file, lineNo, "unknown return kind '" + kind + "' for " + name + ": use :exec, :one, :opt or :many"});
                if (!names.insert(name).second)
                    diagnostics.push_back({file, lineNo, "duplicate operation name " + name + " in " + doc.name + ": each name must be unique in its contract"});
            } else if (tok.kind == Token::Punct && tok.text == ";") {
                flushStatement(lineNo);
            } else {
                if (pendingLine < 0 && tok.kind != Token::Space && tok.kind != Token::Comment)
                    pendingLine = lineNo;
                if (pendingLine >= 0)
                    pending += tok.text;
            }
            lineNo += countNewlines(tok.text, 0, tok.text.size());
        }
        if (!trim(pending).empty()) {
            bool meaningful = false;
            for (const auto &t : tokenize(pending))
                meaningful |= t.kind != Token::Space && t.kind != Token::Comment;
            if (meaningful)
                diagnostics.push_back({file, pendingLine, "statement is not terminated: end it with ';'"});
            pending.clear();
        }
        if (current)
            finishOperation(*current, params, diagnostics, openBegin);
    }
    if (!sawSchema)
        diagnostics.push_back({file, 1, "no '## Schema' section"});
    if (!sawOperations)
        diagnostics.push_back({file, 1, "no '## Operations' section"});
    else if (doc.operations.empty())
        diagnostics.push_back({file, 1, "the Operations section has no annotated statement"});
    // A list's operations exist here, and return what a list reads.
    for (const auto &list : doc.lists) {
        auto check = [&](const std::string &op, Returns returns, const char *role) {
            const OperationDef *def = doc.find(op);
            if (!def)
                diagnostics.push_back({file, list.line, "list " + list.name + ": no operation " + op + " (its " + role + ") in " + doc.name});
            else if (def->returns != returns)
                diagnostics.push_back({file, list.line, "list " + list.name + ": " + op + " (its " + role + ") must be :" + toString(returns)});
        };
        check(list.count, Returns::One, "count");
        check(list.before, Returns::Many, "page before a key");
        check(list.at, Returns::Opt, "key at a position");
        if (!list.range.empty())
            check(list.range, Returns::One, "key range");
    }
    return doc;
}

ContractSet loadContractSet(const std::string &directory, const std::vector<std::string> &names,
                            std::vector<Diagnostic> &diagnostics)
{
    ContractSet set;
    const std::string paramsPath = directory + "/parameters.md";
    std::string text;
    if (!readFile(paramsPath, text))
        diagnostics.push_back({paramsPath, 0, "cannot read the parameter table"});
    else
        set.parameters = parseParameters(paramsPath, text, diagnostics);
    for (const auto &name : names) {
        const std::string path = directory + "/" + name + ".md";
        if (!readFile(path, text)) {
            diagnostics.push_back({path, 0, "cannot read the contract document"});
            continue;
        }
        set.contracts.push_back(parseContract(path, text, set.parameters, diagnostics));
    }
    return set;
}

} // namespace askr::contracts
