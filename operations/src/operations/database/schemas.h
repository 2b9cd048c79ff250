#pragma once

#include "operations/action.h"

#include <QCoreApplication>
#include <QStringList>

namespace askr::contracts {
class Connection;
}
namespace askr::storage {
struct SchemaReport;
}

namespace askr::operations::database {

// Puts a new database in WAL (a server keeps its own journal) and installs
// the queue, cache and pub/sub tables: what the demo and the simulator start
// from. installTables() is the same, as a logged action.
void installSchemas(contracts::Connection &db);

// The contracts ("queue", "cache", "pubsub") whose tables a database lacks
// in part or whole and can be given: a table with missing columns cannot be
// completed (CREATE ... IF NOT EXISTS would leave it as it is).
QStringList missingContracts(const storage::SchemaReport &report);

// Every contract's tables: "queue", "cache", "pubsub".
QStringList allContracts();

class SchemaActions
{
    Q_DECLARE_TR_FUNCTIONS(askr::operations::database::SchemaActions)
public:
    // What `askr-deskctl init` and the window's New Database and Add Missing
    // Tables run, as one action that is logged: WAL on a file, then the
    // tables of each contract named (every one when empty); existing tables
    // are never altered. apply returns how many contracts it installed.
    static Action installTables(const QString &where, const QStringList &contracts = {});
};

} // namespace askr::operations::database
