#include "transaction.h"

#include "connection.h"

#include <sqlite3.h>

namespace askr::contracts {

Transaction::Transaction(Connection &db)
    : m_db(db)
{
    if (db.isServer())
        throw Error(SQLITE_MISUSE, QStringLiteral("a transaction across operations needs a database file, not a server"));
    db.exec("BEGIN IMMEDIATE", QStringLiteral("transaction"));
    m_open = true;
}

Transaction::~Transaction()
{
    // After a failed COMMIT SQLite may have rolled back already.
    if (m_open)
        m_db.rollbackQuietly();
}

void Transaction::commit()
{
    m_db.exec("COMMIT", QStringLiteral("transaction"));
    m_open = false;
}

} // namespace askr::contracts
