#include "schemas.h"

#include "askr_contracts_api.h"

namespace askr::operations::database {

void installSchemas(contracts::Connection &db)
{
    // sqld runs WAL itself and refuses the pragma.
    if (!db.isServer())
        contracts::database::enableWal(db);
    contracts::queue::install(db);
    contracts::cache::install(db);
    contracts::pubsub::install(db);
}

} // namespace askr::operations::database
