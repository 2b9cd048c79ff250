#include "transaction.h"

#include "connection.h"

namespace askr::contracts {

Transaction::Transaction(Connection &db)
    : m_db(db)
{
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
