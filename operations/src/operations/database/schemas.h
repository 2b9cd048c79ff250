#pragma once

namespace askr::contracts {
class Connection;
}

namespace askr::operations::database {

// Puts a new database in WAL (a server keeps its own journal) and installs
// the queue, cache and pub/sub tables: what `askr-deskctl init` and the demo
// start from.
void installSchemas(contracts::Connection &db);

} // namespace askr::operations::database
