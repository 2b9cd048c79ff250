#include "storage/schemareport.h"

#include "askr_contracts_api.h"
#include "storage_debug.h"

#include <QCoreApplication>
#include <QMap>
#include <QSet>

namespace askr::storage {

using namespace askr::contracts;

int SchemaReport::issueCount() const
{
    int n = 0;
    for (const auto *p : {&queue, &cache, &pubsub})
        n += int(p->errors.size() + p->warnings.size());
    return n + (error.isEmpty() ? 0 : 1);
}

QStringList SchemaReport::messages() const
{
    QStringList out;
    if (!error.isEmpty())
        out << error;
    for (const auto *p : {&queue, &cache, &pubsub})
        out << p->errors << p->warnings;
    return out;
}

namespace {

struct Objects {
    QMap<QString, QString> type;   // name -> table/view/index; ordered, so messages are too
    QMap<QString, QString> table;  // index name -> its table
};

Objects readObjects(Connection &db)
{
    Objects o;
    for (const auto &row : database::schemaObjects(db)) {
        const QString name = row.name.toDisplayString();
        // SQLite's own bookkeeping (sqlite_sequence, autoindexes) comes and
        // goes with the data; it is not part of any contract.
        if (name.startsWith(QLatin1String("sqlite_")))
            continue;
        o.type.insert(name, row.type.toDisplayString());
        o.table.insert(name, row.table_name.toDisplayString());
    }
    return o;
}

QHash<QString, QString> readColumns(Connection &db, const QString &table)
{
    QHash<QString, QString> cols;
    for (const auto &row : database::tableColumns(db, table.toUtf8()))
        cols.insert(row.name.toDisplayString(), row.type.toDisplayString().toUpper());
    return cols;
}


QString contractTitle(const QString &contract)
{
    if (contract == QLatin1String("queue"))
        return QCoreApplication::translate("askr::storage::SchemaReport", "queue");
    if (contract == QLatin1String("cache"))
        return QCoreApplication::translate("askr::storage::SchemaReport", "cache");
    return QCoreApplication::translate("askr::storage::SchemaReport", "pub/sub");
}

PrimitiveReport inspectOne(Connection &db, const Objects &actual, const ContractDoc &doc)
{
    PrimitiveReport r;
    r.contract = QString::fromStdString(doc.name);
    // Set before any early return: missingContracts() needs it.
    // What the contract's schema creates, read back from a scratch database
    // so that the expectation comes from the document, not from this code.
    auto scratch = Connection::openMemory();
    install(*scratch, doc);
    const Objects expected = readObjects(*scratch);
    const QString what = contractTitle(r.contract);

    int tablesFound = 0, tables = 0;
    for (auto it = expected.type.cbegin(); it != expected.type.cend(); ++it) {
        if (it.value() == QLatin1String("table")) {
            ++tables;
            r.tables << it.key();
            if (actual.type.value(it.key()) == QLatin1String("table"))
                ++tablesFound;
        }
    }
    if (tablesFound == 0)
        return r;
    for (auto it = expected.type.cbegin(); it != expected.type.cend(); ++it) {
        const QString &name = it.key();
        const QString &type = it.value();
        const QString have = actual.type.value(name);
        if (type == QLatin1String("table")) {
            if (have.isEmpty()) {
                r.errors << QCoreApplication::translate("askr::storage::SchemaReport", "Table %1 is missing: not a v1 %2. Add the missing tables (File ▸ Add Missing Tables) if this database is yours.").arg(name, what);
                continue;
            }
            const auto want = readColumns(*scratch, name);
            const auto got = readColumns(db, name);
            for (auto c = want.cbegin(); c != want.cend(); ++c) {
                if (!got.contains(c.key())) {
                    r.errors << QCoreApplication::translate("askr::storage::SchemaReport", "%1 has no column %2: not a v1 %3.").arg(name, c.key(), what);
                    r.missingColumns = true;
                }
                else if (got.value(c.key()) != c.value())
                    r.warnings << QCoreApplication::translate("askr::storage::SchemaReport", "%1.%2 is declared %3 instead of %4; values are read as they are stored.").arg(name, c.key(), got.value(c.key()), c.value());
            }
            for (auto c = got.cbegin(); c != got.cend(); ++c)
                if (!want.contains(c.key()))
                    r.warnings << QCoreApplication::translate("askr::storage::SchemaReport", "%1 has an extra column %2 (tolerated).").arg(name, c.key());
        } else if (type == QLatin1String("index")) {
            if (have.isEmpty())
                r.warnings << QCoreApplication::translate("askr::storage::SchemaReport", "Index %1 on %2 is missing: counts and pages will be slow on large tables.").arg(name, expected.table.value(name));
        } else if (type == QLatin1String("view")) {
            if (have.isEmpty())
                r.errors << QCoreApplication::translate("askr::storage::SchemaReport", "View %1 is missing: reads through it would fail. Add the missing tables if this database is yours.").arg(name);
        }
    }
    r.partial = !r.errors.isEmpty() || tablesFound < tables;
    r.present = r.errors.isEmpty();
    return r;
}

} // namespace

SchemaReport inspectSchema(Connection &db)
{
    SchemaReport report;
    report.inspected = true;
    try {
        report.journalMode = database::journalMode(db).journal_mode.toDisplayString();
        const Objects actual = readObjects(db);
        const auto &set = builtinContracts();
        report.queue = inspectOne(db, actual, *set.find("queue"));
        report.cache = inspectOne(db, actual, *set.find("cache"));
        report.pubsub = inspectOne(db, actual, *set.find("pubsub"));
    } catch (const Error &e) {
        report.notSqlite = e.code() == 26 /*SQLITE_NOTADB*/;
        report.error = e.message();
        report.errorCode = e.code();
        qCWarning(ASKR_STORAGE) << "schema inspection failed:" << e.what();
    }
    return report;
}

} // namespace askr::storage
