#pragma once

#include "connection.h"
#include "document.h"

#include <QString>
#include <QStringList>

#include <map>
#include <memory>
#include <set>

namespace askr::test {

// Runs operations straight from the contract documents (never a copy): the
// directory comes from ASKR_CONTRACTS_DIR, so the mutation tool can point the
// same test binary at mutated documents. Time is a number the test sets.
class ContractHarness
{
public:
    ContractHarness();
    // Records the operations run (when ASKR_COVERAGE_DIR is set), and which
    // test function ran which (when ASKR_FUNCTION_COVERAGE is set: askr-mutate
    // then runs only those functions against a mutant of that operation).
    ~ContractHarness();

    // Empty diagnostics means the documents loaded.
    const std::vector<contracts::Diagnostic> &diagnostics() const { return m_diagnostics; }
    QString diagnosticText() const;
    const contracts::ContractSet &contracts() const { return m_set; }

    // A new in-memory database with every schema installed.
    void reset();
    contracts::Connection &db() { return *m_db; }

    qint64 now() const { return m_now; }
    void setNow(qint64 now) { m_now = now; }
    void advance(qint64 seconds) { m_now += seconds; }

    contracts::Result run(const std::string &contract, const std::string &operation, const contracts::Params &params = {});
    const contracts::OperationDef &op(const std::string &contract, const std::string &operation) const;

    // Operations of a contract never run through run(), minus the exemptions
    // (operation name -> reason).
    QStringList uncovered(const std::string &contract, const std::map<std::string, std::string> &exemptions) const;

    // Convenience for a single scalar.
    qint64 scalar(const std::string &sql);

    // Every suite's cleanup(): in a mutant's run (askr-mutate sets
    // ASKR_FAIL_FAST) the first failed test function or data row ends the
    // process, failed. The mutant is killed; the rest would only cost time.
    static void stopAtAFailureIfAsked();

private:
    contracts::ContractSet m_set;
    std::vector<contracts::Diagnostic> m_diagnostics;
    std::unique_ptr<contracts::Connection> m_db;
    qint64 m_now = 1'700'000'000;
    std::set<std::string> m_executed;
    std::set<std::pair<std::string, std::string>> m_byFunction; // (test function, operation)
};

// Shorthands for building Params.
inline contracts::Value I(qint64 v)
{
    return contracts::Value::integer(v);
}
inline contracts::Value T(const char *s)
{
    return contracts::Value::text(QByteArray(s));
}
inline contracts::Value T(const QByteArray &s)
{
    return contracts::Value::text(s);
}
inline contracts::Value B(const QByteArray &s)
{
    return contracts::Value::blob(s);
}
inline contracts::Value N()
{
    return {};
}

} // namespace askr::test
