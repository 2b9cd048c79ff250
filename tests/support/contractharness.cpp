#include "contractharness.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QTest>
#include <QtGlobal>

#include <sqlite3.h>

#include <cstdio>
#include <cstdlib>

namespace askr::test {

using namespace askr::contracts;

ContractHarness::ContractHarness()
{
    QByteArray dir = qgetenv("ASKR_CONTRACTS_DIR");
    if (dir.isEmpty())
        dir = ASKR_CONTRACTS_SOURCE_DIR;
    m_set = loadContractSet(dir.toStdString(), {"queue", "cache", "pubsub", "database", "history", "activity", "laravel"}, m_diagnostics);
    reset();
}

void ContractHarness::stopAtAFailureIfAsked()
{
    static const bool asked = qEnvironmentVariableIsSet("ASKR_FAIL_FAST");
    if (asked && QTest::currentTestFailed()) {
        std::fflush(nullptr);
        std::_Exit(1);
    }
}

ContractHarness::~ContractHarness()
{
    const QByteArray functions = qgetenv("ASKR_FUNCTION_COVERAGE");
    if (!functions.isEmpty()) {
        QFile out(QString::fromLocal8Bit(functions));
        if (out.open(QIODevice::WriteOnly | QIODevice::Append))
            for (const auto &[function, name] : m_byFunction)
                out.write(QByteArray::fromStdString(function + '\t' + name) + '\n');
    }
    const QByteArray dir = qgetenv("ASKR_COVERAGE_DIR");
    if (dir.isEmpty())
        return;
    QDir().mkpath(QString::fromLocal8Bit(dir));
    QFile out(QString::fromLocal8Bit(dir) + QLatin1Char('/') + QCoreApplication::applicationName() + QStringLiteral(".txt"));
    if (!out.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return;
    for (const auto &name : m_executed)
        out.write(QByteArray::fromStdString(name) + '\n');
}

QString ContractHarness::diagnosticText() const
{
    QStringList lines;
    for (const auto &d : m_diagnostics)
        lines << QString::fromStdString(d.format());
    return lines.join(QLatin1Char('\n'));
}

void ContractHarness::reset()
{
    m_db = Connection::openMemory();
    m_db->setClock([this] { return m_now; });
    for (const auto &c : m_set.contracts)
        install(*m_db, c);
}

const OperationDef &ContractHarness::op(const std::string &contract, const std::string &operation) const
{
    const ContractDoc *doc = m_set.find(contract);
    const OperationDef *op = doc ? doc->find(operation) : nullptr;
    if (!op)
        throw Error(SQLITE_NOTFOUND, QStringLiteral("no operation %1.%2 in the documents")
                                         .arg(QString::fromStdString(contract), QString::fromStdString(operation)));
    return *op;
}

Result ContractHarness::run(const std::string &contract, const std::string &operation, const Params &params)
{
    const OperationDef &o = op(contract, operation);
    m_executed.insert(contract + "." + operation);
    const char *function = QTest::currentTestFunction();
    m_byFunction.insert({function ? function : "", contract + "." + operation});
    return execute(*m_db, o, params);
}

QStringList ContractHarness::uncovered(const std::string &contract, const std::map<std::string, std::string> &exemptions) const
{
    QStringList out;
    const ContractDoc *doc = m_set.find(contract);
    if (!doc)
        return {QStringLiteral("contract %1 is missing").arg(QString::fromStdString(contract))};
    for (const auto &op : doc->operations) {
        const bool ran = m_executed.count(contract + "." + op.name);
        const bool exempt = exemptions.count(op.name);
        if (!ran && !exempt)
            out << QStringLiteral("%1.%2 (%3:%4) is neither exercised nor listed with a reason")
                       .arg(QString::fromStdString(contract), QString::fromStdString(op.name), QString::fromStdString(op.file))
                       .arg(op.line);
    }
    // A stale exemption (for an operation that no longer exists) is an error too.
    for (const auto &[name, reason] : exemptions)
        if (!doc->find(name))
            out << QStringLiteral("exemption for %1.%2 names no operation").arg(QString::fromStdString(contract), QString::fromStdString(name));
    return out;
}

qint64 ContractHarness::scalar(const std::string &sql)
{
    sqlite3_stmt *stmt = m_db->prepare(sql);
    qint64 v = 0;
    if (sqlite3_step(stmt) == SQLITE_ROW)
        v = sqlite3_column_int64(stmt, 0);
    sqlite3_reset(stmt);
    return v;
}

} // namespace askr::test
