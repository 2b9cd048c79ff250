// libFuzzer target: the contract-document parser. Every input is read as a
// parameter table and as a contract document (against the real parameter
// table and against the one the input itself defines); the statement
// splitter and the parameter scanner run on the input as SQL. The parsers
// promise never to throw: problems become diagnostics.

#include "document.h"

#include <cstddef>
#include <cstdint>
#include <string>

using namespace askr::contracts;

namespace {
ParameterTable realParameters()
{
    std::string text;
    std::vector<Diagnostic> diagnostics;
    readFile(std::string(ASKR_CONTRACTS_SOURCE_DIR) + "/parameters.md", text);
    return parseParameters("parameters.md", text, diagnostics);
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const ParameterTable real = realParameters();
    const std::string text(reinterpret_cast<const char *>(data), size);
    std::vector<Diagnostic> diagnostics;
    const ParameterTable own = parseParameters("fuzz-parameters.md", text, diagnostics);
    const ContractDoc doc = parseContract("fuzz.md", text, real, diagnostics);
    const ContractDoc selfDoc = parseContract("fuzz.md", text, own, diagnostics);
    for (const auto &d : diagnostics)
        (void)d.format();
    for (const auto *c : {&doc, &selfDoc})
        for (const auto &op : c->operations)
            (void)c->find(op.name);
    const auto statements = splitStatements(text, 1);
    for (const auto &st : statements)
        (void)parameterNames(st.sql);
    return 0;
}
