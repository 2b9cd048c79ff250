// askr-contractc: compiles the contract documents and the parameter table into
// a typed C++ API and contracts.json. Runs at build time; its output is never
// edited by hand. Every refusal names file:line and says what to fix.

#include "document.h"

#include <sqlite3.h>

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iostream>
#include <set>
#include <sstream>

using namespace askr::contracts;

namespace {

std::string cString(const std::string &s)
{
    std::string out = "\"";
    for (unsigned char c : s) {
        switch (c) {
        case '"':
            out += "\\\"";
            break;
        case '\\':
            out += "\\\\";
            break;
        case '\n':
            out += "\\n\"\n    \"";
            break;
        case '\t':
            out += "\\t";
            break;
        default:
            if (c < 0x20 || c >= 0x7f) {
                char buf[8];
                std::snprintf(buf, sizeof buf, "\\%03o", c);
                out += buf;
            } else {
                out += char(c);
            }
        }
    }
    return out + "\"";
}

std::string jsonString(const std::string &s)
{
    std::string out = "\"";
    for (unsigned char c : s) {
        switch (c) {
        case '"':
            out += "\\\"";
            break;
        case '\\':
            out += "\\\\";
            break;
        case '\n':
            out += "\\n";
            break;
        case '\t':
            out += "\\t";
            break;
        default:
            if (c < 0x20) {
                char buf[8];
                std::snprintf(buf, sizeof buf, "\\u%04x", c);
                out += buf;
            } else {
                out += char(c);
            }
        }
    }
    return out + "\"";
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

std::string safeName(const std::string &s)
{
    static const std::set<std::string> reserved = {"and", "auto", "bool", "break", "case", "catch", "char", "class", "const",
        "continue", "default", "delete", "do", "double", "else", "enum", "explicit", "extern", "false", "float", "for",
        "friend", "goto", "if", "inline", "int", "long", "namespace", "new", "not", "operator", "or", "private",
        "protected", "public", "register", "return", "short", "signed", "sizeof", "static", "struct", "switch",
        "template", "this", "throw", "true", "try", "typedef", "union", "unsigned", "using", "virtual", "void",
        "volatile", "while", "db"};
    return reserved.count(s) ? s + "_" : s;
}

std::string lowerFirst(std::string s)
{
    if (!s.empty())
        s[0] = char(std::tolower(static_cast<unsigned char>(s[0])));
    return safeName(s);
}

std::string argType(const ParamDef &p)
{
    if (p.type == ParamType::Integer)
        return p.nullable ? "std::optional<qint64>" : "qint64";
    return p.nullable ? "const std::optional<QByteArray> &" : "const QByteArray &";
}

std::string valueCtor(const ParamDef &p)
{
    const std::string arg = safeName(p.name);
    switch (p.type) {
    case ParamType::Integer:
        return "Value::integer(" + arg + ")";
    case ParamType::Text:
        return "Value::text(" + arg + ")";
    case ParamType::Blob:
        return "Value::blob(" + arg + ")";
    }
    return {};
}

// The parameter whose name starts so (a page's after_id), or "".
std::string keyParam(const OperationDef &op, const std::string &prefix)
{
    for (const auto &p : op.params)
        if (p.name.rfind(prefix, 0) == 0)
            return p.name;
    return {};
}

bool hasParam(const OperationDef &op, const std::string &name)
{
    for (const auto &p : op.params)
        if (p.name == name)
            return true;
    return false;
}

struct OpColumns {
    std::vector<std::string> names;
};

// Whether a list's count also returns its range's two columns: 1 both,
// 0 neither, -1 one of them (an error).
int countsRange(const std::vector<std::string> &count, const std::vector<std::string> &range)
{
    int found = 0;
    for (const auto &end : range)
        found += std::find(count.begin(), count.end(), end) != count.end();
    return found == 0 ? 0 : found == int(range.size()) ? 1 : -1;
}

} // namespace

int main(int argc, char **argv)
{
    std::string paramsFile, outDir;
    std::vector<std::string> docs;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        if (a == "--params" && i + 1 < argc)
            paramsFile = argv[++i];
        else if (a == "--out" && i + 1 < argc)
            outDir = argv[++i];
        else if (a == "--help") {
            std::cout << "usage: askr-contractc --params parameters.md [--out DIR] contract.md...\n"
                         "Checks the documents; with --out writes askr_contracts_api.{h,cpp} and contracts.json.\n";
            return 0;
        } else
            docs.push_back(a);
    }
    if (paramsFile.empty() || docs.empty()) {
        std::cerr << "usage: askr-contractc --params parameters.md [--out DIR] contract.md...\n";
        return 2;
    }

    std::vector<Diagnostic> diags;
    std::string text;
    if (!readFile(paramsFile, text)) {
        std::cerr << paramsFile << ":0: error: cannot read the parameter table\n";
        return 1;
    }
    const ParameterTable params = parseParameters(paramsFile, text, diags);
    std::vector<ContractDoc> contracts;
    for (const auto &d : docs) {
        if (!readFile(d, text)) {
            diags.push_back({d, 0, "cannot read the contract document"});
            continue;
        }
        contracts.push_back(parseContract(d, text, params, diags));
    }

    // Install every schema into one in-memory database and prepare every
    // statement against it: a typo or a missing column fails the build here,
    // with the document's line, instead of at run time.
    sqlite3 *db = nullptr;
    sqlite3_open(":memory:", &db);
    for (const auto &c : contracts)
        for (const auto &st : c.schema) {
            char *err = nullptr;
            if (sqlite3_exec(db, st.sql.c_str(), nullptr, nullptr, &err) != SQLITE_OK)
                diags.push_back({c.file, st.line, std::string("schema statement fails: ") + (err ? err : "?")});
            sqlite3_free(err);
        }
    std::vector<std::vector<OpColumns>> columns(contracts.size());
    for (size_t ci = 0; ci < contracts.size(); ++ci) {
        for (const auto &op : contracts[ci].operations) {
            OpColumns cols;
            for (const auto &st : op.statements) {
                sqlite3_stmt *stmt = nullptr;
                if (sqlite3_prepare_v2(db, st.sql.c_str(), -1, &stmt, nullptr) != SQLITE_OK) {
                    diags.push_back({op.file, st.line, "operation " + op.name + ": " + sqlite3_errmsg(db)});
                    continue;
                }
                const int n = sqlite3_column_count(stmt);
                if (n > 0) {
                    cols.names.clear();
                    std::set<std::string> seen;
                    for (int i = 0; i < n; ++i) {
                        const std::string name = sqlite3_column_name(stmt, i);
                        if (!seen.insert(name).second)
                            diags.push_back({op.file, st.line, "operation " + op.name + ": result column '" + name
                                                                   + "' appears twice: rename one with AS"});
                        cols.names.push_back(name);
                    }
                }
                sqlite3_finalize(stmt);
            }
            if (op.returns != Returns::Exec && cols.names.empty() && !op.statements.empty())
                diags.push_back({op.file, op.line, "operation " + op.name + " is :" + toString(op.returns)
                                                       + " but no statement returns rows: use :exec, or add RETURNING/SELECT"});
            columns[ci].push_back(cols);
        }
    }
    sqlite3_close(db);

    // A list's operations have the shapes its struct reads: a page's key
    // parameter (after_*, before_*) and page_size, the count's column, the
    // key at a position (one column), the range's two ends.
    for (size_t ci = 0; ci < contracts.size(); ++ci) {
        const auto &c = contracts[ci];
        auto colsOf = [&](const std::string &name) -> const std::vector<std::string> * {
            for (size_t oi = 0; oi < c.operations.size(); ++oi)
                if (c.operations[oi].name == name)
                    return &columns[ci][oi].names;
            return nullptr;
        };
        for (const auto &list : c.lists) {
            auto fail = [&](const std::string &what) { diags.push_back({list.file, list.line, "list " + list.name + ": " + what}); };
            const OperationDef *page = c.find(list.page), *before = c.find(list.before), *at = c.find(list.at);
            if (!page || !before || !at || !c.find(list.count))
                continue; // the document's parse said so
            if (keyParam(*page, "after_").empty() || !hasParam(*page, "page_size"))
                fail(list.page + " takes no after_* key or no page_size");
            if (keyParam(*before, "before_").empty() || !hasParam(*before, "page_size"))
                fail(list.before + " takes no before_* key or no page_size");
            if (!hasParam(*at, "position"))
                fail(list.at + " takes no position");
            // A page read either way is one list: the same columns, in order.
            const auto *pageCols = colsOf(list.page), *beforeCols = colsOf(list.before);
            if (!pageCols || !beforeCols || *pageCols != *beforeCols || pageCols->empty())
                fail(list.before + " must return the columns of " + list.page + ", in its order");
            const auto *countCols = colsOf(list.count);
            if (!countCols || std::find(countCols->begin(), countCols->end(), "count") == countCols->end())
                fail(list.count + " returns no column named count");
            const auto *atCols = colsOf(list.at);
            if (!atCols || atCols->size() != 1 || !isIdentifier(atCols->front()))
                fail(list.at + " must return one named column, the key");
            if (!list.range.empty()) {
                const auto *rangeCols = colsOf(list.range);
                if (!rangeCols || rangeCols->size() != 2 || !isIdentifier((*rangeCols)[0]) || !isIdentifier((*rangeCols)[1]))
                    fail(list.range + " must return two named columns, the lowest key and the highest");
                else if (countCols && countsRange(*countCols, *rangeCols) < 0)
                    fail(list.count + " returns one of " + list.range + "'s columns: return both (the range with the count) or neither");
            }
        }
    }

    if (!diags.empty()) {
        for (const auto &d : diags)
            std::cerr << d.format() << "\n";
        std::cerr << diags.size() << " error(s); nothing was generated\n";
        return 1;
    }
    if (outDir.empty())
        return 0;

    std::ostringstream h, cpp, json;
    h << "// Generated by askr-contractc from the contract documents. Do not edit.\n#pragma once\n\n"
         "#include \"connection.h\"\n\n#include <optional>\n#include <utility>\n#include <vector>\n\n"
         "namespace askr::contracts {\n\n"
         "// The documents as compiled into this build.\nconst ContractSet &builtinContracts();\n\n";
    cpp << "// Generated by askr-contractc from the contract documents. Do not edit.\n"
           "#include \"askr_contracts_api.h\"\n\nnamespace askr::contracts {\n\n";

    // The compiled-in documents, as data.
    cpp << "namespace {\nContractSet makeBuiltin()\n{\n    ContractSet set;\n    set.parameters.file = "
        << cString(params.file) << ";\n";
    for (const auto &[name, p] : params.params)
        cpp << "    set.parameters.params[" << cString(name) << "] = ParamDef{" << cString(name) << ", ParamType::"
            << (p.type == ParamType::Integer ? "Integer" : p.type == ParamType::Text ? "Text" : "Blob") << ", "
            << (p.nullable ? "true" : "false") << ", " << cString(p.meaning) << ", " << p.line << "};\n";
    for (const auto &c : contracts) {
        cpp << "    {\n        ContractDoc c;\n        c.name = " << cString(c.name) << ";\n        c.title = " << cString(c.title)
            << ";\n        c.version = " << c.version << ";\n        c.file = " << cString(c.file) << ";\n";
        for (const auto &st : c.schema)
            cpp << "        c.schema.push_back({" << cString(st.sql) << ", " << st.line << "});\n";
        for (const auto &op : c.operations) {
            cpp << "        {\n            OperationDef op;\n            op.contract = " << cString(c.name)
                << ";\n            op.name = " << cString(op.name) << ";\n            op.returns = Returns::"
                << (op.returns == Returns::Exec ? "Exec" : op.returns == Returns::One ? "One" : op.returns == Returns::Opt ? "Opt" : "Many")
                << ";\n            op.immediate = " << (op.immediate ? "true" : "false") << ";\n            op.file = "
                << cString(op.file) << ";\n            op.line = " << op.line << ";\n";
            for (const auto &st : op.statements)
                cpp << "            op.statements.push_back({" << cString(st.sql) << ", " << st.line << "});\n";
            for (const auto &p : op.params)
                cpp << "            op.params.push_back(set.parameters.params.at(" << cString(p.name) << "));\n";
            cpp << "            c.operations.push_back(std::move(op));\n        }\n";
        }
        cpp << "        set.contracts.push_back(std::move(c));\n    }\n";
    }
    cpp << "    return set;\n}\n} // namespace\n\nconst ContractSet &builtinContracts()\n{\n"
           "    static const ContractSet set = makeBuiltin();\n    return set;\n}\n\n";

    json << "{\n  \"generator\": \"askr-contractc\",\n  \"parameters\": [\n";
    {
        bool first = true;
        for (const auto &[name, p] : params.params) {
            json << (first ? "" : ",\n") << "    {\"name\": " << jsonString(name) << ", \"type\": \"" << toString(p.type)
                 << "\", \"nullable\": " << (p.nullable ? "true" : "false") << ", \"meaning\": " << jsonString(p.meaning) << "}";
            first = false;
        }
    }
    json << "\n  ],\n  \"contracts\": [\n";

    for (size_t ci = 0; ci < contracts.size(); ++ci) {
        const auto &c = contracts[ci];
        const std::string ns = safeName(c.name);
        h << "namespace " << ns << " {\n\n";
        // A list's struct names every operation's parameters by type.
        std::set<std::string> listOps;
        for (const auto &list : c.lists)
            listOps.insert({list.page, list.count, list.before, list.at, list.range});
        h << "// " << c.title << "\nconst ContractDoc &contract();\nvoid install(Connection &db);\n\n";
        cpp << "namespace " << ns << " {\n\nconst ContractDoc &contract()\n{\n    return *builtinContracts().find("
            << cString(c.name) << ");\n}\n\nvoid install(Connection &db)\n{\n    askr::contracts::install(db, contract());\n}\n\n";
        json << (ci ? ",\n" : "") << "    {\"name\": " << jsonString(c.name) << ", \"title\": " << jsonString(c.title)
             << ", \"version\": " << c.version << ",\n     \"schema\": [";
        for (size_t i = 0; i < c.schema.size(); ++i)
            json << (i ? ", " : "") << jsonString(c.schema[i].sql);
        json << "],\n     \"operations\": [\n";
        for (size_t oi = 0; oi < c.operations.size(); ++oi) {
            const auto &op = c.operations[oi];
            const auto &cols = columns[ci][oi].names;
            const std::string fn = lowerFirst(op.name);
            const std::string row = op.name + "Row";
            if (!cols.empty()) {
                h << "struct " << row << " {\n";
                // An expression without AS (the seed's Increment has one) gets
                // a positional name; contracts.json keeps the real one.
                for (size_t i = 0; i < cols.size(); ++i)
                    h << "    Value " << (isIdentifier(cols[i]) ? safeName(cols[i]) : cols.size() == 1 ? std::string("result") : "column" + std::to_string(i))
                      << "; // " << cols[i] << "\n";
                h << "};\n";
            }
            std::string ret;
            switch (op.returns) {
            case Returns::Exec:
                ret = "qint64";
                break;
            case Returns::One:
                ret = row;
                break;
            case Returns::Opt:
                ret = "std::optional<" + row + ">";
                break;
            case Returns::Many:
                ret = "std::vector<" + row + ">";
                break;
            }
            std::string args = "Connection &db";
            for (const auto &p : op.params)
                args += ", " + argType(p) + (argType(p).back() == '&' ? "" : " ") + safeName(p.name);
            h << "// " << op.file << ":" << op.line << "\n" << ret << " " << fn << "(" << args << ");\n";
            // The same with named parameters, for operations with several
            // (a statement edit that reorders them cannot silently swap them)
            // and for a list's.
            if (op.params.size() > 1 || listOps.count(op.name)) {
                h << "struct " << op.name << "Params {\n";
                for (const auto &p : op.params) {
                    std::string type = p.type == ParamType::Integer ? (p.nullable ? "std::optional<qint64>" : "qint64")
                                                                    : (p.nullable ? "std::optional<QByteArray>" : "QByteArray");
                    h << "    " << type << " " << safeName(p.name) << (p.type == ParamType::Integer && !p.nullable ? " = 0" : "") << ";\n";
                }
                h << "};\n" << ret << " " << fn << "(Connection &db, const " << op.name << "Params &params);\n";
                // A range takes nothing: its struct is empty, its name unused.
                cpp << ret << " " << fn << "(Connection &db, const " << op.name << "Params &" << (op.params.empty() ? "" : "params")
                    << ")\n{\n    return " << fn << "(db";
                for (const auto &p : op.params)
                    cpp << ", params." << safeName(p.name);
                cpp << ");\n}\n\n";
            }
            h << "\n";

            cpp << ret << " " << fn << "(" << args << ")\n{\n    static const OperationDef &op = *contract().find("
                << cString(op.name) << ");\n    const Result r = execute(db, op, {";
            for (size_t i = 0; i < op.params.size(); ++i)
                cpp << (i ? ", " : "") << "{" << cString(op.params[i].name) << ", " << valueCtor(op.params[i]) << "}";
            cpp << "});\n";
            auto rowExpr = [&](const std::string &src) {
                std::string e = row + "{";
                for (size_t i = 0; i < cols.size(); ++i)
                    e += std::string(i ? ", " : "") + src + "[" + std::to_string(i) + "]";
                return e + "}";
            };
            switch (op.returns) {
            case Returns::Exec:
                cpp << "    return r.changes;\n";
                break;
            case Returns::One:
                cpp << "    return " << rowExpr("r.rows.front()") << ";\n";
                break;
            case Returns::Opt:
                cpp << "    if (r.rows.empty())\n        return std::nullopt;\n    return " << rowExpr("r.rows.front()") << ";\n";
                break;
            case Returns::Many:
                cpp << "    std::vector<" << row << "> out;\n    out.reserve(r.rows.size());\n    for (const auto &v : r.rows)\n        out.push_back("
                    << rowExpr("v") << ");\n    return out;\n";
                break;
            }
            cpp << "}\n\n";

            json << (oi ? ",\n" : "") << "      {\"name\": " << jsonString(op.name) << ", \"returns\": \"" << toString(op.returns)
                 << "\", \"immediate\": " << (op.immediate ? "true" : "false") << ", \"source\": " << jsonString(op.file + ":" + std::to_string(op.line))
                 << ",\n       \"params\": [";
            for (size_t i = 0; i < op.params.size(); ++i)
                json << (i ? ", " : "") << jsonString(op.params[i].name);
            json << "], \"columns\": [";
            for (size_t i = 0; i < cols.size(); ++i)
                json << (i ? ", " : "") << jsonString(cols[i]);
            json << "],\n       \"statements\": [";
            for (size_t i = 0; i < op.statements.size(); ++i)
                json << (i ? ", " : "") << jsonString(op.statements[i].sql);
            json << "]}";
        }
        json << "\n     ],\n     \"lists\": [";
        for (size_t li = 0; li < c.lists.size(); ++li) {
            const auto &list = c.lists[li];
            auto colsOf = [&](const std::string &name) -> const std::vector<std::string> & {
                for (size_t oi = 0; oi < c.operations.size(); ++oi)
                    if (c.operations[oi].name == name)
                        return columns[ci][oi].names;
                static const std::vector<std::string> none;
                return none;
            };
            const std::string after = safeName(keyParam(*c.find(list.page), "after_"));
            const std::string before = safeName(keyParam(*c.find(list.before), "before_"));
            h << "// The list " << list.name << " (" << list.file << ":" << list.line
              << "), in the shape keyset paging reads (models::IdPagedSource).\n"
              << "struct " << list.name << "List {\n"
              << "    using Count = " << list.count << "Params;\n    using After = " << list.page << "Params;\n"
              << "    using Before = " << list.before << "Params;\n    using At = " << list.at << "Params;\n"
              << "    static constexpr auto afterKey = &After::" << after << ";\n"
              << "    static constexpr auto beforeKey = &Before::" << before << ";\n"
              << "    static qint64 count(Connection &db, const Count &p) { return " << ns << "::" << lowerFirst(list.count) << "(db, p).count.toInt(); }\n"
              << "    static auto after(Connection &db, const After &p) { return " << ns << "::" << lowerFirst(list.page) << "(db, p); }\n"
              << "    static auto before(Connection &db, const Before &p) { return " << ns << "::" << lowerFirst(list.before) << "(db, p); }\n"
              << "    static Value keyAt(Connection &db, const At &p)\n    {\n        const auto r = " << ns << "::" << lowerFirst(list.at)
              << "(db, p);\n        return r ? r->" << safeName(colsOf(list.at).front()) << " : Value();\n    }\n";
            // The row a list model shows: every column of the page, in order.
            h << "    template<typename R>\n    static std::vector<Value> row(const R &r)\n    {\n        return {";
            for (size_t k = 0; k < colsOf(list.page).size(); ++k)
                h << (k ? ", " : "") << "r." << safeName(colsOf(list.page)[k]);
            h << "};\n    }\n";
            bool withRange = false;
            if (!list.range.empty()) {
                const auto &ends = colsOf(list.range);
                h << "    static std::pair<Value, Value> range(Connection &db)\n    {\n        const auto r = " << ns << "::" << lowerFirst(list.range)
                  << "(db);\n        return {r." << safeName(ends[0]) << ", r." << safeName(ends[1]) << "};\n    }\n";
                // The count that brings the range: one read where a far jump
                // after it would have taken two.
                withRange = countsRange(colsOf(list.count), ends) > 0;
                if (withRange)
                    h << "    static qint64 count(Connection &db, const Count &p, std::pair<Value, Value> *range)\n    {\n        const auto r = " << ns
                      << "::" << lowerFirst(list.count) << "(db, p);\n        *range = {r." << safeName(ends[0]) << ", r." << safeName(ends[1])
                      << "};\n        return r.count.toInt();\n    }\n";
            }
            h << "};\n\n";
            json << (li ? ", " : "") << "{\"name\": " << jsonString(list.name) << ", \"page\": " << jsonString(list.page)
                 << ", \"count\": " << jsonString(list.count) << ", \"before\": " << jsonString(list.before) << ", \"at\": "
                 << jsonString(list.at) << ", \"range\": " << (list.range.empty() ? std::string("null") : jsonString(list.range))
                 << ", \"count_has_range\": " << (withRange ? "true" : "false") << "}";
        }
        json << "]}";
        h << "} // namespace " << ns << "\n\n";
        cpp << "} // namespace " << ns << "\n\n";
    }
    h << "} // namespace askr::contracts\n";
    cpp << "} // namespace askr::contracts\n";
    json << "\n  ]\n}\n";

    // Write only what changed, so that an unchanged document rebuilds nothing.
    auto writeIfChanged = [](const std::string &path, const std::string &content) {
        std::string old;
        if (readFile(path, old) && old == content)
            return true;
        std::ofstream out(path, std::ios::binary);
        out << content;
        return bool(out);
    };
    if (!writeIfChanged(outDir + "/askr_contracts_api.h", h.str()) || !writeIfChanged(outDir + "/askr_contracts_api.cpp", cpp.str())
        || !writeIfChanged(outDir + "/contracts.json", json.str())) {
        std::cerr << "askr-contractc: cannot write to " << outDir << "\n";
        return 1;
    }
    return 0;
}
