#pragma once

#include <map>
#include <string>
#include <vector>

namespace askr::contracts {

enum class ParamType { Integer, Text, Blob };
enum class Returns { Exec, One, Opt, Many };

const char *toString(ParamType type);
const char *toString(Returns returns);

struct ParamDef {
    std::string name;
    ParamType type = ParamType::Text;
    bool nullable = false;
    std::string meaning;
    int line = 0;
};

struct ParameterTable {
    std::string file;
    std::map<std::string, ParamDef> params;
};

struct StatementDef {
    std::string sql; // without the trailing ';'
    int line = 0;
};

// One annotated operation: the unit the generator turns into a function and
// the executor runs, in one transaction when it has several statements.
struct OperationDef {
    std::string contract;
    std::string name;
    Returns returns = Returns::Exec;
    bool immediate = false;
    std::vector<StatementDef> statements;
    std::vector<ParamDef> params; // in order of first use
    std::string file;
    int line = 0;
};

// A list read by keyset paging, named on its page operation:
//   -- name: JobsPage :many
//   -- list: Jobs count=CountJobs before=JobsPageBefore at=JobIdAt range=JobIdRange
// The page reads rows after a key (after_*), before reads them before one
// (before_*), count counts what the filter keeps, at finds the key at a
// position, and range (optional) reads the lowest and highest key. askr-contractc
// checks their shapes and writes one struct of them (queue::JobsList).
struct ListDef {
    std::string name;
    std::string page, count, before, at, range;
    std::string file;
    int line = 0;
};

struct ContractDoc {
    std::string name; // file stem: queue, cache, pubsub
    std::string title;
    int version = 0;
    std::string file;
    std::vector<StatementDef> schema;
    std::vector<OperationDef> operations;
    std::vector<ListDef> lists;

    const OperationDef *find(const std::string &operation) const;
};

struct Diagnostic {
    std::string file;
    int line = 0;
    std::string message;
    std::string format() const; // "file:line: error: message"
};

// Parsers never throw: problems are appended to diagnostics, and what could be
// read is returned so that one run reports every mistake at once.
ParameterTable parseParameters(const std::string &file, const std::string &text, std::vector<Diagnostic> &diagnostics);
ContractDoc parseContract(const std::string &file, const std::string &text, const ParameterTable &params,
                          std::vector<Diagnostic> &diagnostics);

// Splits SQL into statements at top-level semicolons; line numbers are
// counted from firstLine.
std::vector<StatementDef> splitStatements(const std::string &sql, int firstLine);

// Bound parameter names (without ':') in order of first use.
std::vector<std::string> parameterNames(const std::string &sql);

bool readFile(const std::string &path, std::string &out);

// Loads parameters.md and the given contract documents from a directory.
struct ContractSet {
    ParameterTable parameters;
    std::vector<ContractDoc> contracts;
    const ContractDoc *find(const std::string &contract) const;
};
ContractSet loadContractSet(const std::string &directory, const std::vector<std::string> &names,
                            std::vector<Diagnostic> &diagnostics);

} // namespace askr::contracts
